import Spoken
import Testing

/// `JSONReader.readFlatObject` (render reads every request line with it) takes a line
/// only when the reader's token stream (`next()`) reads the same line as valid JSON of the same
/// shape, with the same members: the expected members come from the token stream, not from
/// `readFlatObject`.
@Suite("JSON reader: flat objects")
struct FlatObjectReadingTests {
    struct Member: Equatable, CustomStringConvertible {
        var name: Range<Int>
        var kind: String
        var value: Range<Int>
        var description: String { "\(name) \(kind) \(value)" }
    }

    private static func flat(_ bytes: UnsafeBufferPointer<UInt8>, allowArrays: Bool) -> [Member]? {
        var members: [Member] = []
        let read = JSONReader.readFlatObject(bytes, allowArrays: allowArrays) { member in
            members.append(Member(name: member.name, kind: "\(member.kind)", value: member.value))
            return true
        }
        return read ? members : nil
    }

    /// The same shape read from `next()`'s tokens: nil when the line is not JSON or not such an
    /// object.
    private static func tokens(_ bytes: UnsafeBufferPointer<UInt8>, allowArrays: Bool) -> [Member]? {
        var reader = JSONReader(bytes)
        var members: [Member] = []
        do {
            guard case .objectStart = try reader.next() else { return nil }
            while true {
                let token = try reader.next()
                if case .objectEnd = token { break }
                guard case .key(let name) = token, !name.hasEscapes else { return nil }
                let value = try reader.next()
                switch value {
                case .string(let text) where !text.hasEscapes:
                    members.append(Member(name: name.range, kind: "string", value: text.range))
                case .number(let range):
                    members.append(Member(name: name.range, kind: "number", value: range))
                case .bool, .null:
                    members.append(
                        Member(
                            name: name.range, kind: value == .null ? "null" : "bool",
                            value: reader.tokenStart..<reader.index))
                case .arrayStart where allowArrays:
                    let start = reader.tokenStart
                    while true {
                        let item = try reader.next()
                        if case .arrayEnd = item { break }
                        if case .string(let text) = item, !text.hasEscapes { continue }
                        if case .null = item { continue }
                        return nil
                    }
                    members.append(Member(name: name.range, kind: "array", value: start..<reader.index))
                default:
                    return nil
                }
            }
            guard case .end = try reader.next() else { return nil }
        } catch {
            return nil
        }
        return members.isEmpty ? nil : members
    }

    static let lines: [String] = [
        #"{"op":"date","instant":"2026-11-29T12:50:00Z","id":7}"#,
        #" { "op" : "label" , "children" : [ "Play" , null , "Song" ] , "x" : true } "#,
        #"{"a":false,"b":null,"c":-0.5e+3,"d":[]}"#,
        #"{"a":"caf\#u{E9} \#u{4E2D}\#u{6587}"}"#,
        #"{"a\u0062":1}"#, #"{"a":"x\"y"}"#, #"{"a":{"b":1}}"#, #"{"a":[1]}"#, #"{"a":[["x"]]}"#,
        #"{"a":["x\n"]}"#, "{}", "[]", "", "{\"a\":1,}", "{\"a\":01}", "{\"a\":1.}", "{\"a\" 1}",
        "{\"a\":1} x", "{\"a\":tru}", "{\"a\":\"\u{01}\"}", "{\"a\":\"unterminated}", "{\"a\":1,\"a\":2}",
        "{\"a\":[\"x\",]}", "{\"a\":[,]}", "{\"a\":-}", "{\"a\":1e}", "{\"a\":\"x\"\r}", "{,}",
    ]

    @Test("Takes a line exactly when the token stream reads it as such an object, with the same members")
    func agreesWithTokens() {
        for line in Self.lines {
            for allowArrays in [true, false] {
                Array(line.utf8).withUnsafeBufferPointer { bytes in
                    let expected = Self.tokens(bytes, allowArrays: allowArrays)
                    #expect(Self.flat(bytes, allowArrays: allowArrays) == expected, "\(line) arrays: \(allowArrays)")
                }
            }
        }
        // Bytes that are not UTF-8 inside a string: the token stream refuses them, and so does
        // the flat reading.
        let broken: [UInt8] = Array(#"{"a":""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)
        broken.withUnsafeBufferPointer { bytes in
            #expect(Self.tokens(bytes, allowArrays: true) == nil)
            #expect(Self.flat(bytes, allowArrays: true) == nil)
        }
    }

    @Test("Stops when the caller says so")
    func stops() {
        Array(#"{"a":1,"b":2}"#.utf8).withUnsafeBufferPointer { bytes in
            var seen = 0
            let read = JSONReader.readFlatObject(bytes, allowArrays: true) { _ in
                seen += 1
                return false
            }
            #expect(!read)
            #expect(seen == 1)
        }
    }
}
