import Glibc
import Spoken

/// Why a line is not a JSON value Spoken accepts.
public struct JSONParseError: Error, Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// Not JSON (RFC 8259): a stray character, an unterminated string, a bad escape…
        case malformed
        /// Containers nested deeper than the parser's limit.
        case tooDeep
        /// Bytes that are not UTF-8.
        case invalidUTF8
        /// An object with the same key twice: which one a request meant is unknowable.
        case duplicateKey(String)
    }

    public let kind: Kind
    /// Byte offset in the line where the problem was found.
    public let offset: Int
    public let message: String
    /// The top-level `id` member's JSON text when it was read whole before the problem (so a
    /// response can still echo it); nil otherwise.
    public internal(set) var rawID: String? = nil
}

/// A strict JSON (RFC 8259) parser for one line of input, over its UTF-8 bytes.
///
/// Written for `spoken render` rather than taken from JSONSerialization: nesting depth is capped
/// (recursion cannot exhaust the stack), the bytes of the top-level `id` are kept so it is echoed
/// verbatim, numbers keep their text, and invalid UTF-8 is its own error.
public struct JSONLineParser: Sendable {
    /// Containers (objects and arrays) nested at most this deep. A request needs 2.
    public var maxDepth: Int

    public init(maxDepth: Int = 32) {
        self.maxDepth = max(1, maxDepth)
    }

    /// A parsed line: the value, and the exact text of the top-level object's `id` member.
    public struct Parsed: Sendable {
        public var value: JSONValue
        /// The `id` member's JSON text as written (`"a\u0041"`, `1.50`), when the line is an
        /// object with an `id`.
        public var rawID: String?
    }

    /// The fields of requests (common and every built-in op's), read as literals.
    static let knownKeys: [String] = [
        "id", "op", "locale", "timeZone", "instant", "dateStyle", "timeStyle", "style", "value", "unit", "width",
        "usage", "maxFractionDigits", "children", "max", "outOf", "key", "args", "isolate", "items", "presentation",
    ]
    /// The same names as bytes, for comparing with the line's.
    static let knownKeyBytes: [StaticString] = [
        "id", "op", "locale", "timeZone", "instant", "dateStyle", "timeStyle", "style", "value", "unit", "width",
        "usage", "maxFractionDigits", "children", "max", "outOf", "key", "args", "isolate", "items", "presentation",
    ]

    public func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONParseError) -> Parsed {
        if let bad = UTF8Validation.firstInvalidOffset(bytes) {
            var error = JSONParseError(kind: .invalidUTF8, offset: bad, message: "Invalid UTF-8 at byte \(bad + 1)")
            error.rawID = id(before: UnsafeBufferPointer(rebasing: bytes[..<bad]))
            throw error
        }
        var state = State(bytes: bytes, maxDepth: maxDepth)
        let value: JSONValue
        do throws(JSONParseError) {
            value = try state.value(depth: 0)
            state.skipWhitespace()
            guard state.index == bytes.count else {
                throw state.error("unexpected '\(state.describeCurrent())' after the JSON value")
            }
        } catch {
            var error = error
            error.rawID = state.completeID
            throw error
        }
        var rawID: String?
        if let range = state.idRange {
            rawID = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        return Parsed(value: value, rawID: rawID)
    }

    /// The top-level `id` of a line that is only known by its first bytes (a line too long to
    /// parse, the bytes before an invalid one): its JSON text when those bytes hold it whole,
    /// followed by what ends it; nil otherwise.
    public func id(before bytes: UnsafeBufferPointer<UInt8>) -> String? {
        do {
            let parsed = try parse(bytes)
            guard case .object(let fields) = parsed.value, fields["id"]?.isScalar == true else { return nil }
            return parsed.rawID
        } catch {
            return error.rawID
        }
    }

    public func parse(_ text: String) throws(JSONParseError) -> Parsed {
        var text = text
        let result = text.withUTF8 { bytes in Result { () throws(JSONParseError) -> Parsed in try parse(bytes) } }
        return try result.get()
    }

    private struct State {
        let bytes: UnsafeBufferPointer<UInt8>
        let maxDepth: Int
        var index = 0
        var idRange: Range<Int>?
        /// The object has `id` twice: which one a client meant is unknowable.
        var idRepeated = false

        init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
            self.bytes = bytes
            self.maxDepth = maxDepth
        }

        /// The `id` read so far, when it is a scalar that was read whole: a string (its closing
        /// quote ends it), or a number or literal followed by what may follow a member (` `, `,`,
        /// `}`); `{"id":12x` names no id, since the bad byte may belong to it.
        var completeID: String? {
            guard let range = idRange, !idRepeated, let first = range.first else { return nil }
            switch bytes[first] {
            case UInt8(ascii: "{"), UInt8(ascii: "["): return nil
            case UInt8(ascii: "\""): break
            default:
                guard range.upperBound < bytes.count else { return nil }
                switch bytes[range.upperBound] {
                case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "}"): break
                default: return nil
                }
            }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }

        func error(_ what: String, kind: JSONParseError.Kind = .malformed) -> JSONParseError {
            JSONParseError(kind: kind, offset: index, message: "Malformed JSON at byte \(index + 1): \(what)")
        }

        func describeCurrent() -> String {
            guard index < bytes.count else { return "end of line" }
            let byte = bytes[index]
            if byte >= 0x20, byte < 0x7F { return String(UnicodeScalar(byte)) }
            if byte < 0x80 { return "\\u{\(String(byte, radix: 16))}" }
            // A multi-byte character: quote its first scalar (the line is valid UTF-8).
            var end = index + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
        }

        /// The word at the current position ("hello", "NaN"), or its character: what a user sees
        /// as the bad token.
        func describeToken() -> String {
            var end = index
            while end < bytes.count, end - index < 24,
                (bytes[end] >= UInt8(ascii: "a") && bytes[end] <= UInt8(ascii: "z"))
                    || (bytes[end] >= UInt8(ascii: "A") && bytes[end] <= UInt8(ascii: "Z"))
                    || (bytes[end] >= UInt8(ascii: "0") && bytes[end] <= UInt8(ascii: "9"))
            {
                end += 1
            }
            guard end > index else { return describeCurrent() }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
        }

        mutating func skipWhitespace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x09, 0x0A, 0x0D: index += 1
                default: return
                }
            }
        }

        mutating func value(depth: Int) throws(JSONParseError) -> JSONValue {
            skipWhitespace()
            guard index < bytes.count else { throw error("expected a value, found the end of the line") }
            switch bytes[index] {
            case UInt8(ascii: "{"): return try object(depth: depth + 1)
            case UInt8(ascii: "["): return try array(depth: depth + 1)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"):
                try literal("true")
                return .bool(true)
            case UInt8(ascii: "f"):
                try literal("false")
                return .bool(false)
            case UInt8(ascii: "n"):
                try literal("null")
                return .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
            default: throw error("unexpected '\(describeToken())'")
            }
        }

        mutating func literal(_ word: String) throws(JSONParseError) {
            let start = index
            for expected in word.utf8 {
                guard index < bytes.count, bytes[index] == expected else {
                    index = start
                    throw error("unexpected '\(describeToken())'")
                }
                index += 1
            }
        }

        mutating func enter(_ depth: Int) throws(JSONParseError) {
            guard depth <= maxDepth else {
                throw JSONParseError(
                    kind: .tooDeep, offset: index,
                    message: "JSON nested deeper than \(maxDepth) levels at byte \(index + 1)")
            }
        }

        mutating func object(depth: Int) throws(JSONParseError) -> JSONValue {
            try enter(depth)
            index += 1  // {
            var members = JSONObject()
            members.reserveCapacity(8)  // a request's handful of fields without regrowing
            // Duplicate keys: a linear scan for the usual handful, a set for big objects (a 1 MiB
            // line can hold 100 000 keys).
            var seen: Set<String>?
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            while true {
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                    throw error("expected a member name in double quotes, found '\(describeCurrent())'")
                }
                let keyOffset = index
                let key: String
                if let known = knownKey() { key = known } else { key = try string() }
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                    throw error("expected ':' after member name, found '\(describeCurrent())'")
                }
                index += 1
                skipWhitespace()
                let start = index
                let member = try value(depth: depth)
                if depth == 1, key == "id" {
                    if idRange != nil { idRepeated = true }
                    idRange = start..<index
                }
                let duplicate: Bool
                if seen == nil, members.count < 16 {
                    duplicate = members[key] != nil
                } else {
                    if seen == nil { seen = Set(members.keys) }
                    duplicate = !seen!.insert(key).inserted
                }
                guard !duplicate else {
                    throw JSONParseError(
                        kind: .duplicateKey(key), offset: keyOffset,
                        message: "Duplicate field '\(SpokenError.token(key))' at byte \(keyOffset + 1)")
                }
                members.append(key, member)
                skipWhitespace()
                guard index < bytes.count else { throw error("unterminated object: expected ',' or '}'") }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                guard bytes[index] == UInt8(ascii: "}") else {
                    throw error("expected ',' or '}' in object, found '\(describeCurrent())'")
                }
                index += 1
                return .object(members)
            }
        }

        mutating func array(depth: Int) throws(JSONParseError) -> JSONValue {
            try enter(depth)
            index += 1  // [
            var items: [JSONValue] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(items)
            }
            while true {
                items.append(try value(depth: depth))
                skipWhitespace()
                guard index < bytes.count else { throw error("unterminated array: expected ',' or ']'") }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                guard bytes[index] == UInt8(ascii: "]") else {
                    throw error("expected ',' or ']' in array, found '\(describeCurrent())'")
                }
                index += 1
                return .array(items)
            }
        }

        /// A member name that is one of the request fields, as the literal (no String to build or
        /// validate); nil for any other name, or one with escapes, which `string()` then reads.
        mutating func knownKey() -> String? {
            let start = index + 1
            var end = start
            while end < bytes.count, end - start <= 17 {
                let byte = bytes[end]
                if byte == UInt8(ascii: "\"") { break }
                guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\\") else { return nil }
                end += 1
            }
            guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { return nil }
            let name = UnsafeBufferPointer(rebasing: bytes[start..<end])
            for (key, literal) in zip(JSONLineParser.knownKeys, JSONLineParser.knownKeyBytes)
            where literal.utf8CodeUnitCount == name.count {
                if memcmp(literal.utf8Start, name.baseAddress!, name.count) == 0 {
                    index = end + 1
                    return key
                }
            }
            return nil
        }

        mutating func string() throws(JSONParseError) -> String {
            index += 1  // opening quote
            let start = index
            // Fast path: no escapes, the bytes are the string (the line is valid UTF-8).
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                    index += 1
                    return text
                }
                if byte == UInt8(ascii: "\\") { break }
                guard byte >= 0x20 else {
                    throw error(
                        "control character U+00\(String(byte, radix: 16, uppercase: true).leftPadded2) in a string")
                }
                index += 1
            }
            var decoded = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""):
                    index += 1
                    return String(decoding: decoded, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    try escape(into: &decoded)
                case ..<0x20:
                    throw error(
                        "control character U+00\(String(byte, radix: 16, uppercase: true).leftPadded2) in a string")
                default:
                    decoded.append(byte)
                    index += 1
                }
            }
            throw error("unterminated string")
        }

        mutating func escape(into decoded: inout [UInt8]) throws(JSONParseError) {
            index += 1  // backslash
            guard index < bytes.count else { throw error("unterminated escape") }
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(byte)
            case UInt8(ascii: "b"): decoded.append(0x08)
            case UInt8(ascii: "f"): decoded.append(0x0C)
            case UInt8(ascii: "n"): decoded.append(0x0A)
            case UInt8(ascii: "r"): decoded.append(0x0D)
            case UInt8(ascii: "t"): decoded.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try hex4()
                if (0xD800...0xDBFF).contains(scalar) {
                    guard bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"),
                        bytes[index + 1] == UInt8(ascii: "u")
                    else { throw error("high surrogate \\u\(String(scalar, radix: 16)) without its low surrogate") }
                    index += 2
                    let low = try hex4()
                    guard (0xDC00...0xDFFF).contains(low) else {
                        throw error("high surrogate \\u\(String(scalar, radix: 16)) without its low surrogate")
                    }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00...0xDFFF).contains(scalar) {
                    throw error("lone low surrogate \\u\(String(scalar, radix: 16))")
                }
                // Not a surrogate, so always a valid scalar.
                let unicode = Unicode.Scalar(scalar) ?? "\u{FFFD}"
                decoded.append(contentsOf: UTF8.encode(unicode)!)
            default:
                index -= 1
                throw error("invalid escape '\\\(describeCurrent())'")
            }
        }

        mutating func hex4() throws(JSONParseError) -> UInt32 {
            guard bytes.count - index >= 4 else { throw error("\\u needs four hex digits") }
            var value: UInt32 = 0
            for _ in 0..<4 {
                let byte = bytes[index]
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: throw error("\\u needs four hex digits")
                }
                value = value << 4 | UInt32(digit)
                index += 1
            }
            return value
        }

        mutating func number() throws(JSONParseError) -> String {
            let start = index
            func isDigit(_ i: Int) -> Bool { i < bytes.count && bytes[i] >= 0x30 && bytes[i] <= 0x39 }
            if bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard isDigit(index) else { throw error("a number needs digits") }
            if bytes[index] == UInt8(ascii: "0") {
                index += 1
                if isDigit(index) { throw error("a number cannot have a leading zero") }
            } else {
                while isDigit(index) { index += 1 }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard isDigit(index) else { throw error("a number needs digits after '.'") }
                while isDigit(index) { index += 1 }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                    index += 1
                }
                guard isDigit(index) else { throw error("a number needs digits in its exponent") }
                while isDigit(index) { index += 1 }
            }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        }
    }
}

extension String {
    fileprivate var leftPadded2: String { count >= 2 ? self : "0" + self }
}
