/// The one JSON reader (RFC 8259): a pull tokenizer over UTF-8 bytes under every decoder of
/// Spoken, the located trees of translation files and catalogs (`LocatedJSON`) and the request
/// lines of `spoken render` alike. It checks the whole grammar (brackets, commas, colons, strings
/// with their escapes and UTF-8, numbers, literals) and the one depth limit, and reports the first
/// problem as one located error (`JSONSyntaxError`). It builds nothing: each decoder builds what it
/// needs from the tokens (string tokens are byte ranges, decoded only when asked).
///
/// Linear time; nesting is limited to `maximumDepth`, so hostile input is an error, never a stack
/// overflow.
package struct JSONReader {
    /// Containers (objects and arrays) nested at most this deep: a request needs 2, ARB 4, a
    /// String Catalog 7.
    package static let maximumDepth = 32

    /// One token. A member name is a `key`; commas and colons are checked, never returned.
    package enum Token: Sendable, Equatable {
        case objectStart, objectEnd, arrayStart, arrayEnd
        case key(StringToken)
        case string(StringToken)
        /// The number's text as written (already checked against the grammar).
        case number(Range<Int>)
        case bool(Bool)
        case null
        /// The end of the input after the root value.
        case end
    }

    /// A string literal: the bytes between its quotes.
    package struct StringToken: Sendable, Hashable {
        package let range: Range<Int>
        /// Whether the raw text holds backslash escapes (else the bytes are the text).
        package let hasEscapes: Bool
    }

    private enum Expect {
        case root, value, valueAfterComma, firstValueOrEnd, keyOrEnd, keyAfterComma, colon, commaOrEnd, end
    }

    package let bytes: UnsafeBufferPointer<UInt8>
    private let maxDepth: Int
    /// Whether a byte order mark was skipped.
    private let skippedByteOrderMark: Bool
    /// Where the next byte is read.
    package private(set) var index = 0
    /// Where the last token starts (its quote, bracket or first character).
    package private(set) var tokenStart = 0
    /// The current line (1-based) and where it starts.
    package private(set) var line = 1
    package private(set) var lineStart = 0
    /// The container depth after the last token.
    package private(set) var depth = 0
    private var expect = Expect.root
    /// Bit d - 1 set: the container at depth d is an object (levels past 64 in `deepObjects`).
    private var objectBits: UInt64 = 0
    private var deepObjects: [Bool] = []
    /// The last member name, for errors at its colon.
    private var lastKey = StringToken(range: 0..<0, hasEscapes: false)
    // Incremental column cache on the current line (`position(of:)`).
    private var cachedOffset = 0
    private var cachedColumn = 1
    /// False while re-reading to find where a container opened (no messages needed).
    private var words = true

    /// `allowsByteOrderMark`: a leading UTF-8 byte order mark is skipped and not counted as a
    /// column (files); a request line has none.
    package init(
        _ bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int = JSONReader.maximumDepth, allowsByteOrderMark: Bool = false
    ) {
        self.bytes = bytes
        self.maxDepth = max(1, maxDepth)
        skippedByteOrderMark =
            allowsByteOrderMark && bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        if skippedByteOrderMark {
            index = 3
            lineStart = 3
            cachedOffset = 3
        }
    }

    /// Whether the container the last token is in is an object.
    package var inObject: Bool { depth > 0 && isObject(depth) }

    private func isObject(_ level: Int) -> Bool {
        level <= 64 ? objectBits & (1 << UInt64(level - 1)) != 0 : deepObjects[level - 65]
    }

    // MARK: Tokens

    /// The next token; `.end` after the root value once only whitespace is left.
    package mutating func next() throws(JSONSyntaxError) -> Token {
        while true {
            skipWhitespace()
            switch expect {
            case .root:
                guard index < bytes.count else { throw noValue() }
                return try value()
            case .value:
                return try value()
            case .valueAfterComma:
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") { throw trailingComma() }
                return try value()
            case .firstValueOrEnd:
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") { return close() }
                return try value()
            case .keyOrEnd, .keyAfterComma:
                guard index < bytes.count else { throw expectedKey() }
                if bytes[index] == UInt8(ascii: "}") {
                    if expect == .keyAfterComma { throw trailingComma() }
                    return close()
                }
                guard bytes[index] == UInt8(ascii: "\"") else { throw expectedKey() }
                tokenStart = index
                lastKey = try string()
                expect = .colon
                return .key(lastKey)
            case .colon:
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw expectedColon() }
                index += 1
                expect = .value
            case .commaOrEnd:
                let object = isObject(depth)
                guard index < bytes.count else { throw expectedCommaOrClose(object: object) }
                switch bytes[index] {
                case UInt8(ascii: ","):
                    index += 1
                    expect = object ? .keyAfterComma : .valueAfterComma
                case UInt8(ascii: "}") where object, UInt8(ascii: "]") where !object:
                    return close()
                default:
                    throw expectedCommaOrClose(object: object)
                }
            case .end:
                guard index == bytes.count else { throw afterEnd() }
                tokenStart = index
                return .end
            }
        }
    }

    /// Skips the value whose first token was `token` (validating it whole).
    package mutating func skip(_ token: Token) throws(JSONSyntaxError) {
        guard token == .objectStart || token == .arrayStart else { return }
        let level = depth
        while depth >= level { _ = try next() }
    }

    private mutating func value() throws(JSONSyntaxError) -> Token {
        guard index < bytes.count else { throw expectedValue() }
        tokenStart = index
        let token: Token
        switch bytes[index] {
        case UInt8(ascii: "{"):
            try enter(object: true)
            expect = .keyOrEnd
            return .objectStart
        case UInt8(ascii: "["):
            try enter(object: false)
            expect = .firstValueOrEnd
            return .arrayStart
        case UInt8(ascii: "\""):
            token = .string(try string())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            token = .number(try number())
        case UInt8(ascii: "t"):
            try word("true")
            token = .bool(true)
        case UInt8(ascii: "f"):
            try word("false")
            token = .bool(false)
        case UInt8(ascii: "n"):
            try word("null")
            token = .null
        default:
            throw expectedValue()
        }
        expect = depth == 0 ? .end : .commaOrEnd
        return token
    }

    private mutating func enter(object: Bool) throws(JSONSyntaxError) {
        guard depth < maxDepth else {
            throw error(
                .tooDeep, "Nesting deeper than \(maxDepth) levels",
                line: "JSON nested deeper than \(maxDepth) levels at byte \(index + 1)", prefixed: false)
        }
        depth += 1
        if depth <= 64 {
            let bit: UInt64 = 1 << UInt64(depth - 1)
            objectBits = object ? objectBits | bit : objectBits & ~bit
        } else {
            if deepObjects.count < depth - 64 { deepObjects.append(object) } else { deepObjects[depth - 65] = object }
        }
        index += 1
    }

    private mutating func close() -> Token {
        let object = isObject(depth)
        tokenStart = index
        index += 1
        depth -= 1
        expect = depth == 0 ? .end : .commaOrEnd
        return object ? .objectEnd : .arrayEnd
    }

    private mutating func word(_ text: StaticString) throws(JSONSyntaxError) {
        let count = text.utf8CodeUnitCount
        guard bytes.count - index >= count else { throw expectedValue() }
        for k in 0..<count where bytes[index + k] != text.utf8Start[k] { throw expectedValue() }
        index += count
    }

    private mutating func number() throws(JSONSyntaxError) -> Range<Int> {
        let start = index
        func digits(_ reader: inout JSONReader) -> Int {
            var count = 0
            while reader.index < reader.bytes.count, reader.bytes[reader.index] &- UInt8(ascii: "0") < 10 {
                reader.index += 1
                count += 1
            }
            return count
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 else {
            throw error(.malformed, "Malformed number: a digit must follow '-'", line: "a number needs digits")
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 {
                throw error(
                    .malformed, "Malformed number: leading zeros are not allowed", at: start,
                    line: "a number cannot have a leading zero", lineAt: index)
            }
        } else {
            _ = digits(&self)
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits(&self) > 0 else {
                throw error(
                    .malformed, "Malformed number: a digit must follow '.'", line: "a number needs digits after '.'")
            }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits(&self) > 0 else {
                throw error(
                    .malformed, "Malformed number: the exponent has no digits",
                    line: "a number needs digits in its exponent")
            }
        }
        return start..<index
    }

    // MARK: Strings

    /// At an opening quote: the literal, validated (escapes, surrogate pairs, control characters,
    /// UTF-8), the closing quote consumed.
    private mutating func string() throws(JSONSyntaxError) -> StringToken {
        let quote = index
        let contentStart = index + 1
        var hasEscapes = false
        var i = contentStart
        let count = bytes.count
        while true {
            i = Self.plainTextEnd(bytes, from: i)
            guard i < count else { break }
            let byte = bytes[i]
            if byte == UInt8(ascii: "\"") {
                index = i + 1
                return StringToken(range: contentStart..<i, hasEscapes: hasEscapes)
            }
            if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                guard i + 1 < count else { throw unterminatedString(quote: quote, content: contentStart, escape: true) }
                switch bytes[i + 1] {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
                    UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    i += 2
                case UInt8(ascii: "u"):
                    guard let value = Self.escapedUnit(bytes, at: i) else {
                        throw error(
                            .malformed, "Malformed \\u escape: four hexadecimal digits must follow", at: i,
                            line: "\\u needs four hex digits", lineAt: badHexDigit(after: i + 2))
                    }
                    // A surrogate half stands for no character unless its other half follows
                    // (a lead, then a trail): alone it would become U+FFFD without a word.
                    if UTF16.isLeadSurrogate(value), let trail = Self.escapedUnit(bytes, at: i + 6),
                        UTF16.isTrailSurrogate(trail)
                    {
                        i += 12
                        continue
                    }
                    if UTF16.isLeadSurrogate(value) || UTF16.isTrailSurrogate(value) {
                        throw brokenCharacter(at: i, value: value)
                    }
                    i += 6
                default:
                    throw error(
                        .malformed, "Invalid escape '\\\(describeByte(bytes[i + 1]))' in a string", at: i,
                        line: "invalid escape '\\\(describeCurrent(i + 1))'", lineAt: i + 1)
                }
                continue
            }
            if byte < 0x20 {
                let hex = String(byte, radix: 16, uppercase: true)
                let lineWords = "control character U+00\(hex.count < 2 ? "0" + hex : hex) in a string"
                if byte == 0x0A || byte == 0x0D, let curly = Self.curlyClose(bytes, contentStart..<i) {
                    throw error(.malformed, curly.message, at: curly.offset, line: lineWords, lineAt: i)
                }
                let what =
                    byte == 0x0A || byte == 0x0D
                    ? "A line break inside a string (write \\n, or close the string)"
                    : String(format0x: byte, prefix: "A raw control character ") + " inside a string (escape it)"
                throw error(.malformed, what, at: i, line: lineWords)
            }
            if byte < 0x80 {
                i += 1
                continue
            }
            guard let (_, length) = UTF8Scanner.decode(bytes, at: i) else {
                throw error(
                    .invalidUTF8,
                    String(format0x: byte, prefix: "Malformed UTF-8: byte ")
                        + " does not start a valid UTF-8 sequence (is the file saved as UTF-8?)", at: i,
                    line: "Invalid UTF-8 at byte \(i + 1)", prefixed: false)
            }
            i += length
        }
        throw unterminatedString(quote: quote, content: contentStart, escape: false)
    }

    /// The literal's decoded text.
    package static func text(of token: StringToken, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        let raw = UnsafeBufferPointer(rebasing: bytes[token.range])
        return token.hasEscapes ? unescape(raw) : String(decoding: raw, as: UTF8.self)
    }

    /// Decodes a validated literal with escapes. The scan refuses lone surrogates; were one to
    /// reach here it would become U+FFFD (one UTF-16 unit, like the escape it came from, so
    /// offsets still map back).
    package static func unescape(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count)
        var i = 0
        let end = bytes.count
        while i < end {
            let byte = bytes[i]
            if byte == UInt8(ascii: "\\"), i + 1 < end {
                let escaped = bytes[i + 1]
                switch escaped {
                case UInt8(ascii: "u"):
                    var value: UInt16 = 0
                    for k in 2...5 where i + k < end { value = value << 4 | UInt16(hexValue(bytes[i + k]) ?? 0) }
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
            let scalar = String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<min(i + length, end)]), as: UTF8.self)
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

    /// The first index at or after `start` whose byte is not plain string text (printable ASCII
    /// other than `"` and `\\`), eight bytes at a time: most of a catalog is such text.
    @inline(__always)
    package static func plainTextEnd(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
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

    /// A string that runs to the end of its line (or input) because a word processor's curly
    /// quote (” “ „) stands where the closing `"` belongs: `"Главные новости”,`. Found when the
    /// curly quote is followed only by what may follow a string (spaces, `,`, `:`, `}`, `]`).
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

    // MARK: Flat objects

    /// One member of a flat object (`readFlatObject`): its name's bytes (no escapes) and its value.
    package struct FlatMember {
        package enum Kind: UInt8 {
            case string, number, bool, null, array

            /// Inline across modules: render compares kinds on every line.
            @inlinable
            package static func == (a: Self, b: Self) -> Bool { a.rawValue == b.rawValue }
        }
        /// The bytes between the name's quotes.
        package var name: Range<Int>
        package var kind: Kind
        /// For a string, the bytes between its quotes; for an array, from `[` to `]`; otherwise
        /// the value's text.
        package var value: Range<Int>
    }

    /// Reads `bytes` as one flat object, member by member, with this reader's own pieces of the
    /// grammar (whitespace, strings with their UTF-8 and control-character checks, numbers,
    /// literals): names without escapes, values that are strings without escapes, numbers,
    /// literals or (with `allowArrays`) arrays of such strings and nulls. `member` is called for
    /// each member in order and returns false to stop. Returns false when the input is not such an
    /// object (not JSON at all included: whoever needs the error reads the input with `next()`),
    /// when it has no member, or when `member` stopped; true when every member was taken. What it
    /// accepts, `next()` accepts with the same meaning. `spoken render` reads its request lines
    /// this way (`RequestMembers`): one pass, no token stream, nothing allocated.
    package static func readFlatObject(
        _ bytes: UnsafeBufferPointer<UInt8>, allowArrays: Bool, _ member: (FlatMember) -> Bool
    ) -> Bool {
        var reader = JSONReader(bytes)
        reader.words = false
        return (try? reader.flatObject(allowArrays: allowArrays, member)) ?? false
    }

    /// At an opening quote: a string of plain text (printable ASCII but quote and backslash) taken
    /// in one run of `plainTextEnd`; anything else through `string()`, which checks it whole.
    @inline(__always)
    private mutating func plainOrString() throws(JSONSyntaxError) -> StringToken {
        let end = Self.plainTextEnd(bytes, from: index + 1)
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            defer { index = end + 1 }
            return StringToken(range: (index + 1)..<end, hasEscapes: false)
        }
        return try string()
    }

    private mutating func flatObject(
        allowArrays: Bool, _ member: (FlatMember) -> Bool
    ) throws(JSONSyntaxError) -> Bool {
        let count = bytes.count
        func at(_ byte: UInt8) -> Bool { index < count && bytes[index] == byte }
        skipWhitespace()
        guard at(UInt8(ascii: "{")) else { return false }
        index += 1
        skipWhitespace()
        guard at(UInt8(ascii: "\"")) else { return false }  // {} is for `next()` and its reader
        while true {
            let name = try plainOrString()
            guard !name.hasEscapes else { return false }
            skipWhitespace()
            guard at(UInt8(ascii: ":")) else { return false }
            index += 1
            skipWhitespace()
            guard index < count else { return false }
            let start = index
            let kind: FlatMember.Kind
            switch bytes[index] {
            case UInt8(ascii: "\""):
                let text = try plainOrString()
                guard !text.hasEscapes else { return false }
                kind = .string
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                _ = try number()
                kind = .number
            case UInt8(ascii: "t"):
                try word("true")
                kind = .bool
            case UInt8(ascii: "f"):
                try word("false")
                kind = .bool
            case UInt8(ascii: "n"):
                try word("null")
                kind = .null
            case UInt8(ascii: "[") where allowArrays:
                index += 1
                skipWhitespace()
                if at(UInt8(ascii: "]")) {
                    index += 1
                } else {
                    while true {
                        if at(UInt8(ascii: "\"")) {
                            guard !(try plainOrString()).hasEscapes else { return false }
                        } else if at(UInt8(ascii: "n")) {
                            try word("null")
                        } else {
                            return false
                        }
                        skipWhitespace()
                        if at(UInt8(ascii: ",")) {
                            index += 1
                            skipWhitespace()
                            continue
                        }
                        guard at(UInt8(ascii: "]")) else { return false }
                        index += 1
                        break
                    }
                }
                kind = .array
            default:
                return false
            }
            let value = kind == .string ? (start + 1)..<(index - 1) : start..<index
            guard member(FlatMember(name: name.range, kind: kind, value: value)) else { return false }
            skipWhitespace()
            if at(UInt8(ascii: ",")) {
                index += 1
                skipWhitespace()
                guard at(UInt8(ascii: "\"")) else { return false }
                continue
            }
            guard at(UInt8(ascii: "}")) else { return false }
            index += 1
            skipWhitespace()
            return index == count
        }
    }

    // MARK: Whitespace and positions

    /// Skips JSON's whitespace (space, tab, LF, CR), counting lines.
    @inline(__always)
    package mutating func skipWhitespace() {
        if index < bytes.count, bytes[index] > 0x20 { return }  // the common case: no whitespace
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

    /// The position of a byte offset on the current line (a token's start right after it was
    /// read), counted from the last position asked for: linear over a file.
    package mutating func position(of offset: Int) -> SourcePosition {
        if offset < cachedOffset {
            cachedOffset = lineStart
            cachedColumn = 1
        }
        var i = cachedOffset
        var column = cachedColumn
        let end = min(offset, bytes.count)
        // Eight bytes at a time, then the rest one by one.
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while i + 8 <= end {
                column += UTF8Scanner.scalarStarts(in: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                i += 8
            }
        }
        while i < end {
            if UTF8Scanner.startsScalar(bytes[i]) { column += 1 }
            i += 1
        }
        cachedOffset = end
        cachedColumn = column
        return SourcePosition(line: line, column: column)
    }

    // MARK: Errors

    /// An error at `offset` (the reader's position by default), worded for a file (`message`,
    /// with its line and column) and for one request line (`lineWords` at byte `lineOffset`,
    /// after "Malformed JSON at byte N: " unless `prefixed` is false).
    private mutating func error(
        _ kind: JSONSyntaxError.Kind, _ message: String, at offset: Int? = nil,
        line words: String, lineAt lineOffset: Int? = nil, prefixed: Bool = true
    ) -> JSONSyntaxError {
        let offset = offset ?? index
        let lineOffset = lineOffset ?? offset
        return JSONSyntaxError(
            kind: kind, message: message, position: position(of: offset), offset: offset,
            lineMessage: prefixed ? "Malformed JSON at byte \(lineOffset + 1): \(words)" : words,
            lineOffset: lineOffset)
    }

    private mutating func noValue() -> JSONSyntaxError {
        let message = bytes.isEmpty ? "The file is empty" : "The file holds no JSON value"
        return error(.malformed, message, line: "expected a value, found the end of the line")
    }

    private mutating func expectedValue() -> JSONSyntaxError {
        guard index < bytes.count else {
            return error(
                .malformed, "Unexpected end of file: a value is missing",
                line: "expected a value, found the end of the line")
        }
        return error(
            .malformed, "Unexpected \(describe(at: index)): expected a JSON value",
            line: "unexpected '\(describeToken(index))'")
    }

    private mutating func expectedKey() -> JSONSyntaxError {
        let found = "expected a member name in double quotes, found '\(describeCurrent(index))'"
        guard index < bytes.count else {
            return error(
                .malformed, "Unexpected end of file: the object opened at \(openedAt()) is not closed", line: found)
        }
        return error(.malformed, "Unexpected \(describe(at: index)): expected a key in double quotes", line: found)
    }

    private mutating func trailingComma() -> JSONSyntaxError {
        let object = bytes[index] == UInt8(ascii: "}")
        return error(
            .malformed, object ? "Trailing comma before '}'" : "Trailing comma before ']'",
            line: object ? "expected a member name in double quotes, found '}'" : "unexpected ']'")
    }

    private mutating func expectedColon() -> JSONSyntaxError {
        let key = words ? SpokenError.token(Self.text(of: lastKey, in: bytes)) : ""
        let found = "expected ':' after member name, found '\(describeCurrent(index))'"
        guard index < bytes.count else {
            return error(.malformed, "Unexpected end of file: expected ':' after the key '\(key)'", line: found)
        }
        return error(.malformed, "Unexpected \(describe(at: index)): expected ':' after the key '\(key)'", line: found)
    }

    private mutating func expectedCommaOrClose(object: Bool) -> JSONSyntaxError {
        let (kind, close) = object ? ("object", "}") : ("array", "]")
        guard index < bytes.count else {
            return error(
                .malformed, "Unexpected end of file: the \(kind) opened at \(openedAt()) is not closed",
                line: "unterminated \(kind): expected ',' or '\(close)'")
        }
        return error(
            .malformed,
            "Unexpected \(describe(at: index)): expected ',' or '\(close)'\(object ? " (a comma may be missing)" : "")",
            line: "expected ',' or '\(close)' in \(kind), found '\(describeCurrent(index))'")
    }

    private mutating func afterEnd() -> JSONSyntaxError {
        error(
            .malformed, "Unexpected \(describe(at: index)) after the end of the JSON value",
            line: "unexpected '\(describeCurrent(index))' after the JSON value")
    }

    private mutating func unterminatedString(quote: Int, content: Int, escape: Bool) -> JSONSyntaxError {
        let end = bytes.count
        let lineWords = escape ? "unterminated escape" : "unterminated string"
        if let curly = Self.curlyClose(bytes, content..<end) {
            return error(.malformed, curly.message, at: curly.offset, line: lineWords, lineAt: end)
        }
        var copy = self
        let opened = copy.position(of: quote)
        return error(
            .malformed, "Unexpected end of file: the string opened at \(opened) is not closed", at: end,
            line: lineWords)
    }

    /// Half of a surrogate pair alone at `i` (`\udXXX`).
    private mutating func brokenCharacter(at i: Int, value: UInt16) -> JSONSyntaxError {
        let written = String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<i + 6]), as: UTF8.self)
        let hex = String(value, radix: 16)
        var lineWords = "lone low surrogate \\u\(hex)"
        var lineOffset = i + 6
        if UTF16.isLeadSurrogate(value) {
            lineWords = "high surrogate \\u\(hex) without its low surrogate"
            if bytes.count - lineOffset >= 6, bytes[lineOffset] == UInt8(ascii: "\\"),
                bytes[lineOffset + 1] == UInt8(ascii: "u")
            {
                let bad = badHexDigit(after: lineOffset + 2)
                if bad < lineOffset + 6 {
                    lineWords = "\\u needs four hex digits"
                    lineOffset = bad
                } else {
                    lineOffset += 6
                }
            }
        }
        return error(
            .malformed,
            "A broken character '\(written)': half of a pair that stands for no character alone; type the character itself, or both halves (as '\\ud83d\\ude00' for 😀)",
            at: i, line: lineWords, lineAt: lineOffset)
    }

    /// Where four hex digits from `start` stop being hex digits (`start` when fewer than four
    /// bytes are left; `start + 4` when all four are).
    private func badHexDigit(after start: Int) -> Int {
        guard bytes.count - start >= 4 else { return start }
        for k in 0..<4 where Self.hexValue(bytes[start + k]) == nil { return start + k }
        return start + 4
    }

    /// Where the innermost open container started: the tokens are read again from the start
    /// (only for an error's message).
    private func openedAt() -> SourcePosition {
        guard words else { return SourcePosition(line: 1, column: 1) }
        var again = JSONReader(bytes, maxDepth: maxDepth, allowsByteOrderMark: skippedByteOrderMark)
        again.words = false
        var opened: [SourcePosition] = []
        while again.index < index, let token = try? again.next() {
            switch token {
            case .objectStart, .arrayStart: opened.append(again.position(of: again.tokenStart))
            case .objectEnd, .arrayEnd: opened.removeLast()
            case .end: break
            default: continue
            }
        }
        return opened.last ?? SourcePosition(line: 1, column: 1)
    }

    /// "character 'x'", "byte 0x00" or "character '“' (U+201C)" for a file's messages.
    private func describe(at offset: Int) -> String {
        let byte = bytes[offset]
        if byte >= 0x20 && byte < 0x7F { return "character '\(Character(Unicode.Scalar(byte)))'" }
        if byte >= 0x80, let decoded = UTF8Scanner.decode(bytes, at: offset),
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

    /// The character at `offset` as a request line's messages quote it ("end of line" past it).
    private func describeCurrent(_ offset: Int) -> String {
        guard offset < bytes.count else { return "end of line" }
        let byte = bytes[offset]
        if byte >= 0x20, byte < 0x7F { return String(UnicodeScalar(byte)) }
        if byte < 0x80 { return "\\u{\(String(byte, radix: 16))}" }
        // A multi-byte character: quote its first scalar.
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
    }

    /// The word at `offset` ("hello", "NaN"), or its character: what a user sees as the bad token.
    private func describeToken(_ offset: Int) -> String {
        var end = offset
        while end < bytes.count, end - offset < 24,
            (bytes[end] >= UInt8(ascii: "a") && bytes[end] <= UInt8(ascii: "z"))
                || (bytes[end] >= UInt8(ascii: "A") && bytes[end] <= UInt8(ascii: "Z"))
                || (bytes[end] >= UInt8(ascii: "0") && bytes[end] <= UInt8(ascii: "9"))
        {
            end += 1
        }
        guard end > offset else { return describeCurrent(offset) }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
    }
}

/// Why bytes are not JSON, and where: the one located error of `JSONReader`, worded for a file
/// (`message` at `position`: line and column in scalars) and for one request line of `spoken
/// render` (`lineMessage`, which names the byte `lineOffset + 1`).
package struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    package enum Kind: Sendable, Hashable {
        /// Not JSON: a stray character, an unterminated string, a bad escape…
        case malformed
        /// Containers nested deeper than the limit.
        case tooDeep
        /// Bytes that are not UTF-8.
        case invalidUTF8
    }

    package let kind: Kind
    package let message: String
    package let position: SourcePosition
    /// Byte offset in the input.
    package let offset: Int
    /// The same problem as a request line's error says it ("Malformed JSON at byte 3: …").
    package let lineMessage: String
    /// The byte offset `lineMessage` names (where a line's reading stopped, which for a few
    /// problems differs from `offset`).
    package let lineOffset: Int

    package init(
        kind: Kind = .malformed, message: String, position: SourcePosition, offset: Int, lineMessage: String? = nil,
        lineOffset: Int? = nil
    ) {
        self.kind = kind
        self.message = message
        self.position = position
        self.offset = offset
        self.lineMessage = lineMessage ?? message
        self.lineOffset = lineOffset ?? offset
    }

    package var description: String { "\(position): \(message)" }
}

extension String {
    /// "0x0A" with a prefix.
    init(format0x byte: UInt8, prefix: String) {
        let hex = String(byte, radix: 16, uppercase: true)
        self = prefix + "0x" + (hex.count == 1 ? "0" + hex : hex)
    }
}
