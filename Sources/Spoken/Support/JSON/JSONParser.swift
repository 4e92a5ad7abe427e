/// A recursive-descent JSON parser (RFC 8259) over UTF-8 bytes that records positions.
///
/// Linear time: positions are computed incrementally (the column of the current line is
/// advanced from the last position asked for, never recounted from the line start, so a 5 MB
/// single-line file stays linear). Nesting is limited to `maximumDepth`: deeper input is an
/// error, not a stack overflow.
struct JSONParser {
    static let maximumDepth = 64  // ARB needs 4; worker threads have small stacks

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    // Incremental column cache on the current line.
    private var cachedOffset = 0
    private var cachedColumn = 1

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The root value and, for an object or array, the position of its closing bracket (else
    /// the value's own position).
    mutating func parseDocument() throws(JSONSyntaxError) -> (root: LocatedJSON.Node, end: SourcePosition) {
        // A UTF-8 byte order mark is tolerated and not counted as a column.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            index = 3
            lineStart = 3
            cachedOffset = 3
        }
        skipWhitespace()
        guard index < bytes.count else {
            throw error(bytes.isEmpty ? "The file is empty" : "The file holds no JSON value")
        }
        let root = try parseValue(depth: 0)
        let end: SourcePosition
        switch root.value {
        case .object, .array: end = position(of: index - 1)  // brackets never span lines
        default: end = root.position
        }
        skipWhitespace()
        if index < bytes.count {
            throw error("Unexpected \(describe(at: index)) after the end of the JSON value")
        }
        return (root, end)
    }

    // MARK: Values

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> LocatedJSON.Node {
        guard index < bytes.count else { throw error("Unexpected end of file: a value is missing") }
        let start = position(of: index)
        switch bytes[index] {
        case UInt8(ascii: "{"):
            return try parseObject(depth: depth + 1, start: start)
        case UInt8(ascii: "["):
            return try parseArray(depth: depth + 1, start: start)
        case UInt8(ascii: "\""):
            let literal = try parseString(isKey: false)
            return LocatedJSON.Node(value: .string(literal), position: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return LocatedJSON.Node(value: .number(try parseNumber()), position: start)
        case UInt8(ascii: "t"):
            try expectWord("true")
            return LocatedJSON.Node(value: .bool(true), position: start)
        case UInt8(ascii: "f"):
            try expectWord("false")
            return LocatedJSON.Node(value: .bool(false), position: start)
        case UInt8(ascii: "n"):
            try expectWord("null")
            return LocatedJSON.Node(value: .null, position: start)
        default:
            throw error("Unexpected \(describe(at: index)): expected a JSON value")
        }
    }

    private mutating func parseObject(depth: Int, start: SourcePosition) throws(JSONSyntaxError) -> LocatedJSON.Node {
        guard depth <= Self.maximumDepth else {
            throw error("Nesting deeper than \(Self.maximumDepth) levels")
        }
        index += 1  // {
        var members: [LocatedJSON.Member] = []
        if depth == 1 {
            // A catalog's top level is one object of every key: count them first (a quick scan)
            // and allocate once, instead of doubling, which leaves up to half unused and holds
            // the old and new buffers at once while copying.
            members.reserveCapacity(Self.memberCount(bytes, objectBodyAt: index))
        }
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return LocatedJSON.Node(value: .object(members), position: start)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count else {
                throw error("Unexpected end of file: the object opened at \(start) is not closed")
            }
            guard bytes[index] == UInt8(ascii: "\"") else {
                throw error("Unexpected \(describe(at: index)): expected a key in double quotes")
            }
            let key = try parseString(isKey: true)
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error(
                    index < bytes.count
                        ? "Unexpected \(describe(at: index)): expected ':' after the key '\(SpokenError.token(key.value))'"
                        : "Unexpected end of file: expected ':' after the key '\(SpokenError.token(key.value))'")
            }
            index += 1
            skipWhitespace()
            let value = try parseValue(depth: depth)
            members.append(LocatedJSON.Member(key: key, value: value))
            skipWhitespace()
            guard index < bytes.count else {
                throw error("Unexpected end of file: the object opened at \(start) is not closed")
            }
            switch bytes[index] {
            case UInt8(ascii: ","):
                index += 1
                skipWhitespace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                    throw error("Trailing comma before '}'")
                }
            case UInt8(ascii: "}"):
                index += 1
                return LocatedJSON.Node(value: .object(members), position: start)
            default:
                throw error("Unexpected \(describe(at: index)): expected ',' or '}' (a comma may be missing)")
            }
        }
    }

    private mutating func parseArray(depth: Int, start: SourcePosition) throws(JSONSyntaxError) -> LocatedJSON.Node {
        guard depth <= Self.maximumDepth else {
            throw error("Nesting deeper than \(Self.maximumDepth) levels")
        }
        index += 1  // [
        var elements: [LocatedJSON.Node] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return LocatedJSON.Node(value: .array(elements), position: start)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth))
            skipWhitespace()
            guard index < bytes.count else {
                throw error("Unexpected end of file: the array opened at \(start) is not closed")
            }
            switch bytes[index] {
            case UInt8(ascii: ","):
                index += 1
                skipWhitespace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                    throw error("Trailing comma before ']'")
                }
            case UInt8(ascii: "]"):
                index += 1
                return LocatedJSON.Node(value: .array(elements), position: start)
            default:
                throw error("Unexpected \(describe(at: index)): expected ',' or ']'")
            }
        }
    }

    /// The first index at or after `start` whose byte is not plain string text (printable ASCII
    /// other than `"` and `\\`), eight bytes at a time: most of a catalog is such text.
    @inline(__always)
    static func plainTextEnd(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var i = start
        let end = buffer.count
        if let base = buffer.baseAddress {
            let raw = UnsafeRawPointer(base)
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highs: UInt64 = 0x8080_8080_8080_8080
            while i + 8 <= end {
                let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                // A byte with its high bit set (non-ASCII), under 0x20 (a control character), or
                // equal to a quote or a backslash ends the run; the tests can only err towards
                // stopping early, and the bytes are then taken one by one.
                let quote = word ^ (ones &* 0x22)
                let backslash = word ^ (ones &* 0x5C)
                let stops =
                    word | ((word &- ones &* 0x20) & ~word) | ((quote &- ones) & ~quote)
                    | ((backslash &- ones) & ~backslash)
                if stops & highs != 0 { break }
                i += 8
            }
        }
        while i < end {
            let byte = buffer[i]
            guard byte >= 0x20, byte < 0x80, byte != 0x22, byte != 0x5C else { break }
            i += 1
        }
        return i
    }

    /// The number of members of the object whose body starts at `start` (after its `{`), by
    /// counting its top-level colons and commas: a capacity hint, exact for valid JSON, for
    /// anything else at most one per two bytes (the parser then reports the syntax error).
    static func memberCount(_ bytes: [UInt8], objectBodyAt start: Int) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
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
                        if i < end { i = plainTextEnd(buffer, from: i) }
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
            return 0  // not closed: a syntax error the parser reports
        }
    }

    private mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
        let expected = Array(word.utf8)
        let count = expected.count
        let matches = index + count <= bytes.count && (0..<count).allSatisfy { bytes[index + $0] == expected[$0] }
        guard matches else { throw error("Unexpected \(describe(at: index)): expected a JSON value") }
        index += count
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> String {
        let start = index
        func digits(_ parser: inout JSONParser) -> Int {
            var count = 0
            while parser.index < parser.bytes.count,
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.index])
            {
                parser.index += 1
                count += 1
            }
            return count
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) else {
            throw error("Malformed number: a digit must follow '-'")
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                index = start
                throw error("Malformed number: leading zeros are not allowed")
            }
        } else {
            _ = digits(&self)
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits(&self) > 0 else { throw error("Malformed number: a digit must follow '.'") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits(&self) > 0 else { throw error("Malformed number: the exponent has no digits") }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    // MARK: Strings

    private mutating func parseString(isKey: Bool) throws(JSONSyntaxError) -> LocatedJSON.StringLiteral {
        let quote = position(of: index)
        index += 1
        let contentStart = index
        var hasEscapes = false
        // Fast scan: validate and find the closing quote.
        let result: Result<Int, JSONSyntaxError> = bytes.withUnsafeBufferPointer { buffer in
            var i = contentStart
            while i < buffer.count {
                i = Self.plainTextEnd(buffer, from: i)
                guard i < buffer.count else { break }
                let byte = buffer[i]
                if byte == UInt8(ascii: "\"") { return .success(i) }
                if byte == UInt8(ascii: "\\") {
                    hasEscapes = true
                    guard i + 1 < buffer.count else { break }
                    switch buffer[i + 1] {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
                        UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                        i += 2
                    case UInt8(ascii: "u"):
                        guard let value = Self.escapedUnit(buffer, at: i) else {
                            return .failure(errorAt(i, "Malformed \\u escape: four hexadecimal digits must follow"))
                        }
                        // A surrogate half stands for no character unless its other half follows
                        // (a lead, then a trail): alone it would become U+FFFD without a word.
                        if UTF16.isLeadSurrogate(value), let trail = Self.escapedUnit(buffer, at: i + 6),
                            UTF16.isTrailSurrogate(trail)
                        {
                            i += 12
                            continue
                        }
                        if UTF16.isLeadSurrogate(value) || UTF16.isTrailSurrogate(value) {
                            let written = String(decoding: buffer[i..<i + 6], as: UTF8.self)
                            return .failure(
                                errorAt(
                                    i,
                                    "A broken character '\(written)': half of a pair that stands for no character alone; type the character itself, or both halves (as '\\ud83d\\ude00' for 😀)"
                                ))
                        }
                        i += 6
                    default:
                        return .failure(errorAt(i, "Invalid escape '\\\(describeByte(buffer[i + 1]))' in a string"))
                    }
                    continue
                }
                if byte < 0x20 {
                    if byte == 0x0A || byte == 0x0D, let curly = Self.curlyClose(buffer, contentStart..<i) {
                        return .failure(errorAt(curly.offset, curly.message))
                    }
                    let what =
                        byte == 0x0A || byte == 0x0D
                        ? "A line break inside a string (write \\n, or close the string)"
                        : String(format0x: byte, prefix: "A raw control character ") + " inside a string (escape it)"
                    return .failure(errorAt(i, what))
                }
                if byte < 0x80 {
                    i += 1
                    continue
                }
                guard let (_, length) = UTF8Scanner.decode(buffer, at: i) else {
                    return .failure(
                        errorAt(
                            i,
                            String(format0x: byte, prefix: "Malformed UTF-8: byte ")
                                + " does not start a valid UTF-8 sequence (is the file saved as UTF-8?)"))
                }
                i += length
            }
            if let curly = Self.curlyClose(buffer, contentStart..<buffer.count) {
                return .failure(errorAt(curly.offset, curly.message))
            }
            return .failure(
                errorAt(buffer.count, "Unexpected end of file: the string opened at \(quote) is not closed"))
        }
        let end: Int
        switch result {
        case .success(let value): end = value
        case .failure(let failure): throw failure
        }
        index = end + 1
        let storage: LocatedJSON.StringLiteral.Storage
        if hasEscapes {
            storage = .decoded(Self.unescape(bytes, contentStart..<end))
        } else if isKey || end - contentStart <= 15 {
            storage = .decoded(String(decoding: bytes[contentStart..<end], as: UTF8.self))  // keys are looked up
        } else {
            storage = .file(bytes)  // shares the file's buffer: no copy
        }
        return LocatedJSON.StringLiteral(
            storage: storage, position: quote, rawRange: contentStart..<end, hasEscapes: hasEscapes)
    }

    /// A string that runs to the end of its line (or file) because a word processor's curly quote
    /// (” “ „) stands where the closing `"` belongs: `"Главные новости”,`. Found when the curly
    /// quote is followed only by what may follow a string (spaces, `,`, `:`, `}`, `]`); nil otherwise.
    private static func curlyClose(
        _ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>
    ) -> (offset: Int, message: String)? {
        var i = range.upperBound
        // Back over what may follow a closing quote.
        while i > range.lowerBound,
            [
                UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "}"),
                UInt8(ascii: "]"),
            ]
            .contains(buffer[i - 1])
        {
            i -= 1
        }
        guard i - range.lowerBound >= 3, buffer[i - 3] == 0xE2, buffer[i - 2] == 0x80 else { return nil }
        let name: String
        switch buffer[i - 1] {
        case 0x9D: name = "” (U+201D)"
        case 0x9C: name = "“ (U+201C)"
        case 0x9E: name = "„ (U+201E)"
        default: return nil
        }
        return (
            i - 3,
            "The string ends with the curly quote \(name), not a straight one, so it runs on: replace it with \" (a plain quote, as a code editor types it)"
        )
    }

    /// Decodes a validated literal with escapes. The scan refuses lone surrogates; were one to
    /// reach here it would become U+FFFD (one UTF-16 unit, like the escape it came from, so
    /// offsets still map back).
    private static func unescape(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        var units: [UInt16] = []
        units.reserveCapacity(range.count)
        var i = range.lowerBound
        while i < range.upperBound {
            let byte = bytes[i]
            if byte == UInt8(ascii: "\\") {
                let escaped = bytes[i + 1]
                switch escaped {
                case UInt8(ascii: "u"):
                    var value: UInt16 = 0
                    for k in 2...5 { value = value << 4 | UInt16(hexValue(bytes[i + k]) ?? 0) }
                    units.append(value)
                    i += 6
                    continue
                case UInt8(ascii: "b"): units.append(0x08)
                case UInt8(ascii: "f"): units.append(0x0C)
                case UInt8(ascii: "n"): units.append(0x0A)
                case UInt8(ascii: "r"): units.append(0x0D)
                case UInt8(ascii: "t"): units.append(0x09)
                default: units.append(UInt16(escaped))
                }
                i += 2
                continue
            }
            let length = UTF8Scanner.sequenceLength(lead: byte)
            // Validated while scanning; decoding cannot fail, but never trap on input.
            let scalar = String(decoding: bytes[i..<min(i + length, range.upperBound)], as: UTF8.self)
            units.append(contentsOf: scalar.utf16)
            i += length
        }
        // Repair lone surrogates one unit at a time so each keeps its offset.
        var k = 0
        while k < units.count {
            let unit = units[k]
            if UTF16.isLeadSurrogate(unit), k + 1 < units.count, UTF16.isTrailSurrogate(units[k + 1]) {
                k += 2
                continue
            }
            if UTF16.isLeadSurrogate(unit) || UTF16.isTrailSurrogate(unit) { units[k] = 0xFFFD }
            k += 1
        }
        return String(decoding: units, as: UTF16.self)
    }

    /// The UTF-16 unit of a `\\uXXXX` escape at `i`; nil when there is none there.
    private static func escapedUnit(_ buffer: UnsafeBufferPointer<UInt8>, at i: Int) -> UInt16? {
        guard i + 5 < buffer.count, buffer[i] == UInt8(ascii: "\\"), buffer[i + 1] == UInt8(ascii: "u") else {
            return nil
        }
        var value: UInt16 = 0
        for k in 2...5 {
            guard let digit = hexValue(buffer[i + k]) else { return nil }
            value = value << 4 | UInt16(digit)
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    // MARK: Whitespace and positions

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                index += 1
            case UInt8(ascii: "\n"):
                index += 1
                newLine()
            case UInt8(ascii: "\r"):
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
                newLine()
            default:
                return
            }
        }
    }

    private mutating func newLine() {
        line += 1
        lineStart = index
        cachedOffset = index
        cachedColumn = 1
    }

    /// The position of a byte offset on the current line, at or after the last one asked for.
    private mutating func position(of offset: Int) -> SourcePosition {
        if offset < cachedOffset {
            cachedOffset = lineStart
            cachedColumn = 1
        }
        var i = cachedOffset
        var column = cachedColumn
        let end = min(offset, bytes.count)
        bytes.withUnsafeBufferPointer { buffer in
            // Eight bytes at a time, then the rest one by one.
            if let base = buffer.baseAddress {
                let raw = UnsafeRawPointer(base)
                while i + 8 <= end {
                    column += UTF8Scanner.scalarStarts(in: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                    i += 8
                }
            }
            while i < end {
                if UTF8Scanner.startsScalar(buffer[i]) { column += 1 }
                i += 1
            }
        }
        cachedOffset = end
        cachedColumn = column
        return SourcePosition(line: line, column: column)
    }

    private mutating func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(message: message, position: position(of: index), offset: index)
    }

    // Errors found inside a string literal: still on the current line (literals hold no raw line
    // breaks; a raw one is itself the error, reported where it starts).
    private func errorAt(_ offset: Int, _ message: String) -> JSONSyntaxError {
        var copy = self
        return JSONSyntaxError(message: message, position: copy.position(of: offset), offset: offset)
    }

    /// "character 'x'", "byte 0x00" or "character '“'" for error messages.
    private func describe(at offset: Int) -> String {
        let byte = bytes[offset]
        if byte >= 0x20 && byte < 0x7F { return "character '\(Character(Unicode.Scalar(byte)))'" }
        if byte >= 0x80, let decoded = bytes.withUnsafeBufferPointer({ UTF8Scanner.decode($0, at: offset) }),
            let scalar = Unicode.Scalar(decoded.scalar)
        {
            return "character '\(Character(scalar))' (U+\(String(scalar.value, radix: 16, uppercase: true)))"
        }
        if byte >= 0x80 { return String(format0x: byte, prefix: "byte ") + " (malformed UTF-8)" }
        return String(format0x: byte, prefix: "byte ")
    }

    private func describeByte(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? String(Character(Unicode.Scalar(byte))) : String(format0x: byte, prefix: "")
    }
}

extension String {
    /// "0x0A" with a prefix.
    init(format0x byte: UInt8, prefix: String) {
        let hex = String(byte, radix: 16, uppercase: true)
        self = prefix + "0x" + (hex.count == 1 ? "0" + hex : hex)
    }
}
