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

    init(kind: Kind, offset: Int, message: String) {
        self.kind = kind
        self.offset = offset
        self.message = message
    }

    /// The reader's error as a line's.
    init(_ error: JSONSyntaxError) {
        switch error.kind {
        case .malformed: kind = .malformed
        case .tooDeep: kind = .tooDeep
        case .invalidUTF8: kind = .invalidUTF8
        }
        offset = error.lineOffset
        message = error.lineMessage
    }

    static func invalidUTF8(at offset: Int) -> JSONParseError {
        JSONParseError(kind: .invalidUTF8, offset: offset, message: "Invalid UTF-8 at byte \(offset + 1)")
    }

    static func duplicate(_ key: String, at offset: Int) -> JSONParseError {
        JSONParseError(
            kind: .duplicateKey(key), offset: offset,
            message: "Duplicate field '\(SpokenError.token(key))' at byte \(offset + 1)")
    }
}

/// One line of input as a `JSONValue`, read by Spoken's one JSON reader (`JSONReader`, the
/// reader of translation files too) with a request's rules: the whole line is UTF-8 (checked
/// first), nesting is capped, an object never has a key twice, and the bytes of the top-level
/// `id` are kept so it is echoed verbatim. Numbers keep their text.
public struct JSONLineParser: Sendable {
    /// Containers (objects and arrays) nested at most this deep. A request needs 2.
    public var maxDepth: Int

    public init(maxDepth: Int? = nil) {
        self.maxDepth = max(1, maxDepth ?? RenderLimits.defaultMaxDepth)
    }

    /// A parsed line: the value, and the exact text of the top-level object's `id` member.
    public struct Parsed: Sendable {
        public var value: JSONValue
        /// The `id` member's JSON text as written (`"a\u0041"`, `1.50`), when the line is an
        /// object with an `id`.
        public var rawID: String?
    }

    public func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONParseError) -> Parsed {
        if let bad = UTF8Validation.firstInvalidOffset(bytes) {
            var error = JSONParseError.invalidUTF8(at: bad)
            error.rawID = id(before: UnsafeBufferPointer(rebasing: bytes[..<bad]))
            throw error
        }
        var reader = JSONValueReader(reader: JSONReader(bytes, maxDepth: maxDepth))
        do throws(JSONParseError) {
            let value = try reader.value(try reader.next())
            _ = try reader.next()  // `.end`, or an error after the value
            return Parsed(value: value, rawID: reader.idText)
        } catch {
            var error = error
            error.rawID = reader.completeID
            throw error
        }
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
}

/// Builds `JSONValue`s from `JSONReader`'s tokens, refusing a key given twice in one object, and
/// keeping where the top-level object's `id` was written.
struct JSONValueReader {
    var reader: JSONReader
    /// The top-level `id` member's value as written, once read whole.
    var idRange: Range<Int>?
    /// The object has `id` twice: which one a client meant is unknowable.
    var idRepeated = false

    init(reader: JSONReader) { self.reader = reader }

    var bytes: UnsafeBufferPointer<UInt8> { reader.bytes }

    mutating func next() throws(JSONParseError) -> JSONReader.Token {
        do {
            return try reader.next()
        } catch {
            throw JSONParseError(error)
        }
    }

    /// The value whose first token is `token`.
    mutating func value(_ token: JSONReader.Token) throws(JSONParseError) -> JSONValue {
        switch token {
        case .objectStart:
            let depth = reader.depth
            var members = JSONObject()
            members.reserveCapacity(8)  // a request's handful of fields without regrowing
            // Duplicate keys: a linear scan for the usual handful, a set for big objects (a 1 MiB
            // line can hold 100 000 keys).
            var seen: Set<String>?
            while case .key(let name) = try next() {
                let keyOffset = reader.tokenStart
                let key = JSONReader.text(of: name, in: bytes)
                let first = try next()
                let start = reader.tokenStart
                let member = try value(first)
                if depth == 1, key == "id" {
                    if idRange != nil { idRepeated = true }
                    idRange = start..<reader.index
                }
                let duplicate: Bool
                if seen == nil, members.count < 16 {
                    duplicate = members[key] != nil
                } else {
                    if seen == nil { seen = Set(members.keys) }
                    duplicate = !seen!.insert(key).inserted
                }
                guard !duplicate else { throw .duplicate(key, at: keyOffset) }
                members.append(key, member)
            }
            return .object(members)
        case .arrayStart:
            var items: [JSONValue] = []
            while true {
                let next = try next()
                if next == .arrayEnd { return .array(items) }
                items.append(try value(next))
            }
        case .string(let token): return .string(JSONReader.text(of: token, in: bytes))
        case .number(let range):
            return .number(String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self))
        case .bool(let value): return .bool(value)
        case .null, .key, .objectEnd, .arrayEnd, .end: return .null  // the reader starts no value with these
        }
    }

    /// The `id` member's JSON text, when the line is an object with one.
    var idText: String? {
        idRange.map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self) }
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
}
