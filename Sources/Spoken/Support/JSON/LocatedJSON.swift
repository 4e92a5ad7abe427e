/// A position in a text file: 1-based line, 1-based column counted in Unicode scalars (what
/// editors show, and SARIF's `unicodeCodePoints` column kind).
///
/// Stored in 32 bits each: a located JSON tree holds one or two per key and value, and lint's
/// memory is mostly these trees. Linted files are capped far below 4 GiB, and larger values
/// saturate rather than trap.
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    private let storedLine: UInt32
    private let storedColumn: UInt32

    public var line: Int { Int(storedLine) }
    public var column: Int { Int(storedColumn) }

    public init(line: Int, column: Int) {
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
    }

    public static func < (a: SourcePosition, b: SourcePosition) -> Bool {
        (a.storedLine, a.storedColumn) < (b.storedLine, b.storedColumn)
    }

    public var description: String { "\(line):\(column)" }
}

/// A JSON document that remembers where everything came from.
///
/// Unlike JSONSerialization it keeps object members in file order, keeps duplicate keys (so a
/// linter can report them; parsers elsewhere keep one silently) and records the position of every
/// key and value. String values can map an offset inside their decoded text back to the file.
package struct LocatedJSON: Sendable {
    /// The file's bytes (UTF-8), which string literals point into.
    package let bytes: [UInt8]
    package let root: Node
    /// For an object or array root, the position of its closing bracket; else the root's.
    /// (Only the root's is kept: no rule points at a nested closing bracket, and a tree holds
    /// one node per key.)
    package let endPosition: SourcePosition

    // Not `indirect`: recursion goes through arrays, so no value needs a box of its own.
    package enum Value: Sendable {
        case object([Member])
        case array([Node])
        case string(StringLiteral)
        case number(String)
        case bool(Bool)
        case null
    }

    package struct Node: Sendable {
        package let value: Value
        /// Where the value starts (its opening quote, brace or first character).
        package let position: SourcePosition
    }

    package struct Member: Sendable {
        package let key: StringLiteral
        package let value: Node
    }

    /// A string literal: its decoded text and where its raw text lies in the file.
    package struct StringLiteral: Sendable {
        /// The decoded text.
        package var value: String {
            switch storage {
            case .decoded(let text): text
            case .file(let bytes): String(decoding: bytes[rawRange], as: UTF8.self)
            }
        }
        /// Keys and escaped literals are decoded while parsing; other values (most message
        /// texts, which lint reads as UTF-16 straight from the file) only when asked.
        enum Storage: Sendable {
            case decoded(String)
            case file([UInt8])
        }
        let storage: Storage
        /// Position of the opening quote.
        package let position: SourcePosition
        // The raw range in 32-bit offsets: a tree holds one literal per key and string value.
        private let rawStart: UInt32
        private let rawEnd: UInt32
        /// True when the raw text contains backslash escapes.
        package let hasEscapes: Bool

        /// Byte range of the raw text between the quotes.
        package var rawRange: Range<Int> { Int(rawStart)..<Int(rawEnd) }

        init(storage: Storage, position: SourcePosition, rawRange: Range<Int>, hasEscapes: Bool) {
            self.storage = storage
            self.position = position
            rawStart = UInt32(truncatingIfNeeded: rawRange.lowerBound)
            rawEnd = UInt32(truncatingIfNeeded: rawRange.upperBound)
            self.hasEscapes = hasEscapes
        }
    }

    /// Parses UTF-8 JSON. Throws the first syntax error with its exact position.
    package init(parsing bytes: [UInt8]) throws(JSONSyntaxError) {
        guard bytes.count < Int(UInt32.max) else {
            // Offsets are stored in 32 bits (see `StringLiteral`).
            throw JSONSyntaxError(
                message: "The file is larger than 4 GiB", position: SourcePosition(line: 1, column: 1), offset: 0)
        }
        self.bytes = bytes
        let result = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(JSONSyntaxError) in
                var builder = Builder(bytes: bytes, reader: JSONReader(buffer, allowsByteOrderMark: true))
                return try builder.document()
            }
        }
        (root, endPosition) = try result.get()
    }

    /// Builds the located tree from `JSONReader`'s tokens, each token's position taken right
    /// after it is read (it is then on the reader's current line).
    private struct Builder {
        let bytes: [UInt8]
        var reader: JSONReader
        /// The position of the root's closing bracket.
        var end: SourcePosition?

        mutating func document() throws(JSONSyntaxError) -> (Node, SourcePosition) {
            let root = try node(try reader.next())
            let position = end ?? root.position
            _ = try reader.next()  // `.end`, or an error after the value
            return (root, position)
        }

        private mutating func node(_ token: JSONReader.Token) throws(JSONSyntaxError) -> Node {
            let start = reader.position(of: reader.tokenStart)
            switch token {
            case .objectStart:
                var members: [Member] = []
                if reader.depth == 1 {
                    // A catalog's top level is one object of every key: count them first (a
                    // quick scan) and allocate once, instead of doubling, which leaves up to
                    // half unused and holds the old and new buffers at once while copying.
                    members.reserveCapacity(Self.memberCount(reader.bytes, objectBodyAt: reader.index))
                }
                while true {
                    let next = try reader.next()
                    guard case .key(let name) = next else { break }
                    let key = literal(name, at: reader.position(of: reader.tokenStart), isKey: true)
                    members.append(Member(key: key, value: try node(try reader.next())))
                }
                closed()
                return Node(value: .object(members), position: start)
            case .arrayStart:
                var elements: [Node] = []
                while true {
                    let next = try reader.next()
                    if next == .arrayEnd { break }
                    elements.append(try node(next))
                }
                closed()
                return Node(value: .array(elements), position: start)
            case .string(let token):
                return Node(value: .string(literal(token, at: start, isKey: false)), position: start)
            case .number(let range):
                return Node(value: .number(String(decoding: bytes[range], as: UTF8.self)), position: start)
            case .bool(let value):
                return Node(value: .bool(value), position: start)
            case .null, .key, .objectEnd, .arrayEnd, .end:
                // The reader never starts a value with these.
                return Node(value: .null, position: start)
            }
        }

        /// After a container's closing bracket: the root's is remembered (brackets never span lines).
        private mutating func closed() {
            if reader.depth == 0 { end = reader.position(of: reader.tokenStart) }
        }

        private func literal(_ token: JSONReader.StringToken, at position: SourcePosition, isKey: Bool)
            -> StringLiteral
        {
            let storage: StringLiteral.Storage
            if token.hasEscapes || isKey || token.range.count <= 15 {
                // Keys are looked up; short texts cost less decoded than shared.
                storage = .decoded(JSONReader.text(of: token, in: reader.bytes))
            } else {
                storage = .file(bytes)  // shares the file's buffer: no copy
            }
            return StringLiteral(
                storage: storage, position: position, rawRange: token.range, hasEscapes: token.hasEscapes)
        }

        /// The number of members of the object whose body starts at `start` (after its `{`), by
        /// counting its top-level colons and commas: a capacity hint, exact for valid JSON, for
        /// anything else at most one per two bytes (the reader then reports the syntax error).
        static func memberCount(_ buffer: UnsafeBufferPointer<UInt8>, objectBodyAt start: Int) -> Int {
            var depth = 0
            var commas = 0
            var colons = 0
            var i = start
            let end = buffer.count
            while i < end {
                switch buffer[i] {
                case UInt8(ascii: "\""):
                    // Skip the string (an escaped quote does not end it): its brackets and commas are text.
                    i += 1
                    while i < end, buffer[i] != UInt8(ascii: "\"") {
                        i += buffer[i] == UInt8(ascii: "\\") ? 2 : 1
                        if i < end { i = JSONReader.plainTextEnd(buffer, from: i) }
                    }
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    if depth == 0 { return min(commas + 1, colons) }
                    depth -= 1
                case UInt8(ascii: ","):
                    if depth == 0 { commas += 1 }
                case UInt8(ascii: ":"):
                    if depth == 0 { colons += 1 }
                default:
                    break
                }
                i += 1
            }
            return 0  // not closed: a syntax error the reader reports
        }
    }

    /// A literal's decoded text as UTF-16 (what ICU reads). Literals without escapes are
    /// transcoded straight from the file's validated UTF-8.
    package func utf16(of literal: StringLiteral) -> [UInt16] {
        guard !literal.hasEscapes else { return Array(literal.value.utf16) }
        let range = literal.rawRange
        // UTF-16 never needs more units than UTF-8 needs bytes: write into exact-size storage
        // without a capacity check per unit.
        // Zeroed, then cut to what was written: `init(unsafeUninitializedCapacity:)` allocates
        // through unspecialised code that looks the array's type up at run time, per literal.
        var result = [UInt16](repeating: 0, count: range.count)
        let written = result.withUnsafeMutableBufferPointer { units in
            bytes.withUnsafeBufferPointer { bytes in
                var n = 0
                var i = range.lowerBound
                let end = range.upperBound
                while i < end {
                    // Eight ASCII bytes at a time: most text is ASCII, and they widen as they are.
                    if i + 8 <= end {
                        let eight = UnsafeRawPointer(bytes.baseAddress! + i).loadUnaligned(as: SIMD8<UInt8>.self)
                        // The same mask in every byte: the test reads the same in either byte order.
                        if unsafeBitCast(eight, to: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                            UnsafeMutableRawPointer(units.baseAddress! + n).storeBytes(
                                of: SIMD8<UInt16>(truncatingIfNeeded: eight), as: SIMD8<UInt16>.self)
                            i += 8
                            n += 8
                            continue
                        }
                    }
                    let lead = UInt32(bytes[i])
                    switch UTF8Scanner.sequenceLength(lead: bytes[i]) {
                    case 1:
                        units[n] = UInt16(lead)
                        i += 1
                    case 2 where i + 1 < end:
                        units[n] = UInt16((lead & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F))
                        i += 2
                    case 3 where i + 2 < end:
                        units[n] = UInt16(
                            (lead & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F))
                        i += 3
                    case 4 where i + 3 < end:
                        let scalar =
                            (lead & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12
                            | UInt32(bytes[i + 2] & 0x3F) << 6 | UInt32(bytes[i + 3] & 0x3F)
                        units[n] = UInt16(0xD800 + ((scalar - 0x10000) >> 10))
                        n += 1
                        units[n] = UInt16(0xDC00 + ((scalar - 0x10000) & 0x3FF))
                        i += 4
                    default:
                        // Unreachable for a parsed literal (its UTF-8 was validated); never trap.
                        units[n] = 0xFFFD
                        i += 1
                    }
                    n += 1
                }
                return n
            }
        }
        if written < result.count { result.removeLast(result.count - written) }
        return result
    }

    /// The file position of a UTF-16 offset inside a decoded string (as ICU reports offsets).
    ///
    /// Escapes count as the characters they occupy in the file (`\n` is 2 columns, `\u4e2d` is
    /// 6); a surrogate pair written as two `\u` escapes is two UTF-16 units, one per escape; a raw
    /// supplementary character is two UTF-16 units but one column. Offsets past the end point at
    /// the closing quote. String literals never span lines (JSON forbids raw line breaks).
    package func position(in literal: StringLiteral, utf16Offset: Int) -> SourcePosition {
        var cursor: PositionCursor?
        return position(in: literal, utf16Offset: utf16Offset, cursor: &cursor)
    }

    /// Where the last position inside a literal was found: a later offset in the same literal
    /// resumes from there, so the positions of many findings in one long message cost one pass
    /// over it, not one pass each.
    package struct PositionCursor: Sendable {
        fileprivate var rawStart: Int
        fileprivate var units: Int
        fileprivate var column: Int
        fileprivate var index: Int
    }

    /// The same, resuming from `cursor` when it was left in this literal at or before the offset
    /// (and leaving it where this one was found).
    package func position(
        in literal: StringLiteral, utf16Offset: Int, cursor: inout PositionCursor?
    ) -> SourcePosition {
        var units = 0
        var column = literal.position.column + 1
        var index = literal.rawRange.lowerBound
        if let saved = cursor, saved.rawStart == literal.rawRange.lowerBound, saved.units <= utf16Offset {
            units = saved.units
            column = saved.column
            index = saved.index
        }
        defer {
            cursor = PositionCursor(rawStart: literal.rawRange.lowerBound, units: units, column: column, index: index)
        }
        let end = literal.rawRange.upperBound
        while index < end {
            let byte = bytes[index]
            let step: Int
            let unitCount: Int
            let columns: Int
            if byte == UInt8(ascii: "\\") {
                let isUnicode = index + 1 < end && bytes[index + 1] == UInt8(ascii: "u")
                step = isUnicode ? 6 : 2
                unitCount = 1
                columns = step
            } else {
                step = UTF8Scanner.sequenceLength(lead: byte)
                unitCount = step == 4 ? 2 : 1
                columns = 1
            }
            if units + unitCount > utf16Offset { break }
            units += unitCount
            column += columns
            index += step
        }
        return SourcePosition(line: literal.position.line, column: column)
    }
}

extension LocatedJSON.Node {
    /// The members of an object, else nil.
    package var members: [LocatedJSON.Member]? {
        if case .object(let members) = value { return members }
        return nil
    }

    /// The elements of an array, else nil.
    package var elements: [LocatedJSON.Node]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    /// The literal of a string, else nil.
    package var stringLiteral: LocatedJSON.StringLiteral? {
        if case .string(let literal) = value { return literal }
        return nil
    }

    /// A short name for the kind of value, for messages ("an object", "a number").
    package var kindName: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}
