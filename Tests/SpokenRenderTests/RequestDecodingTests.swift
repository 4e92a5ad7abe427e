import Spoken
import Testing

@testable import SpokenRender

/// A request line is decoded once: as byte ranges of the line (`RequestMembers`) when it has the
/// common shape, else read whole into a `JSONObject`. Handlers read both through the same typed
/// accessors, so a request must get the same response either way. The expected response is the
/// object's: the same line with `"op"` written `"\u006fp"` (an escaped name, which only the whole
/// reading takes), whose meaning JSON says is the same.
@Suite("render: a request reads the same from its line's bytes as from an object")
struct RequestDecodingTests {
    /// The line with its first `"op"` name escaped, so that it is read whole.
    static func escaped(_ line: String) -> String {
        guard let range = line.range(of: "\"op\"") else { return line }
        return line.replacingCharacters(in: range, with: #""\u006fp""#)
    }

    static func decodedAsMembers(_ line: String) -> Bool {
        var table: RequestMembers.Table?
        var bytes = Array(line.utf8)
        return bytes.withUnsafeMutableBufferPointer {
            RequestMembers.read(UnsafeBufferPointer($0), allowArrays: true, names: Renderer().names, reusing: &table)
                != nil
        }
    }

    /// Every op's declared example, and lines of every kind of field and error.
    static let lines: [String] =
        OpRegistry.all.compactMap { $0.example?.request } + [
            #"{"id":1,"op":"date","instant":1796000000,"now":1796000000,"presentation":"relative","capitalization":"none"}"#,
            #"{"id":2,"op":"date","instant":"2026-11-29T12:50:00Z","style":"spoken","locale":"de","timeZone":"Europe/Berlin"}"#,
            #"{"id":3,"op":"date","instant":"@1796000000","style":"spoken","presentation":"icu"}"#,
            #"{"id":4,"op":"date","instant":1,"dateStyle":"huge"}"#,
            #"{"id":5,"op":"date","instant":true}"#,
            #"{"id":6,"op":"date"}"#,
            #"{"id":7,"op":"date","instant":1,"dateStlye":"full"}"#,
            #"{"id":8,"op":"date","instant":1,"locale":5}"#,
            #"{"id":9,"op":"date","instant":1,"timeZone":"Mars/Base"}"#,
            #"{"id":10,"op":"date","instant":1,"markup":true,"locale":"fr"}"#,
            #"{"id":11,"op":"date","instant":1,"displayWidth":"short"}"#,
            #"{"id":12,"op":"money","amount":"42.50","currency":"EUR","locale":"de","markup":true}"#,
            #"{"id":13,"op":"money","amount":42.5,"currency":"XXX1"}"#,
            #"{"id":14,"op":"number","value":"1234.5","style":"percent"}"#,
            #"{"id":15,"op":"duration","seconds":4527,"width":"short","locale":"ja"}"#,
            #"{"id":16,"op":"duration","seconds":"soon"}"#,
            #"{"id":17,"op":"relative","value":-1,"unit":"day","locale":"es"}"#,
            #"{"id":18,"op":"relative","value":-1,"instant":1}"#,
            #"{"id":19,"op":"rating","value":4,"max":5,"locale":"ru"}"#,
            #"{"id":20,"op":"rating","value":4,"max":0}"#,
            #"{"id":21,"op":"measure","value":"25.50","unit":"kilometer","width":"short","maxFractionDigits":1.0}"#,
            #"{"id":22,"op":"measure","value":25,"unit":"celsius","maxFractionDigits":1.5}"#,
            #"{"id":23,"op":"measureRange","low":-5,"high":3,"unit":"celsius","locale":"en"}"#,
            #"{"id":24,"op":"measureRange","low":5,"high":3,"unit":"celsius"}"#,
            #"{"id":25,"op":"label","children":["Berlin",null,"25 °C"],"style":"and","locale":"de"}"#,
            #"{"id":26,"op":"label","children":"Berlin"}"#,
            #"{"id":27,"op":"check","text":"ok, 56m left"}"#,
            #"{"id":28,"op":"interval","start":"2026-11-29T12:00:00Z","end":"2026-11-29T14:00:00Z"}"#,
            #"{"id":true,"op":"nope"}"#,
            #"{"id":null,"op":1}"#,
            #"{"id":"x","op":"dat"}"#,
            #"{"op":"number","value":7,"id":1e3}"#,
            #" { "op" : "number" , "value" : 7 } "#,
        ]

    /// The lines, and each with `"markup":false` first: a member no common shape takes (no
    /// `Renderer.answerLine`), so that every op's own way (`WritingRenderHandler.write` for date and label)
    /// answers it.
    static var allLines: [String] {
        lines
            + lines.map { line in
                guard !line.contains(#""markup""#), let brace = line.firstIndex(of: "{") else { return line }
                return line.replacingCharacters(in: brace...brace, with: #"{"markup":false,"#)
            }
    }

    @Test("Each line gets the same response from its bytes and from the whole object")
    func sameResponse() throws {
        let renderer = Renderer()
        var asMembers = 0
        for line in Self.allLines {
            if Self.decodedAsMembers(line) { asMembers += 1 }
            #expect(!Self.decodedAsMembers(Self.escaped(line)), "\(line)")
            let direct = try #require(renderer.render(line: line)).json
            let whole = try #require(renderer.render(line: Self.escaped(line))).json
            #expect(direct == whole, "\(line)")
            // And through the pipeline's way, writing into a batch's output.
            var memo = RenderMemo()
            var out: [UInt8] = []
            var bytes = Array(line.utf8)
            _ = bytes.withUnsafeMutableBufferPointer {
                renderer.respond(UnsafeBufferPointer($0), number: 1, memo: &memo, into: &out)
            }
            #expect(String(decoding: out, as: UTF8.self) == direct + "\n", "\(line)")
        }
        // The lines must exercise the byte reading, not only the whole one.
        #expect(asMembers > Self.allLines.count / 2)
    }

    @Test("The members read from a line are the object JSON reads")
    func membersAreTheObject() throws {
        for line in Self.lines where Self.decodedAsMembers(line) {
            var table: RequestMembers.Table?
            var bytes = Array(line.utf8)
            let members = try #require(
                bytes.withUnsafeMutableBufferPointer {
                    RequestMembers.read(
                        UnsafeBufferPointer($0), allowArrays: true, names: Renderer().names, reusing: &table)
                })
            let parsed = try JSONLineParser().parse(line)
            #expect(JSONValue.object(members.object) == parsed.value, "\(line)")
        }
    }

    @Test("A request a handler keeps holds its own line while the next lines are read")
    func keptRequestKeepsItsLine() throws {
        let renderer = Renderer()
        var memo = RenderMemo()
        func request(_ line: String) throws -> RenderRequest {
            var bytes = Array(line.utf8)
            let decoded = bytes.withUnsafeMutableBufferPointer {
                renderer.decode(UnsafeBufferPointer($0), number: 1, memo: &memo)
            }
            guard case .request(_, let members)? = decoded else {
                Issue.record("not a request: \(line)")
                throw CancellationError()
            }
            return try renderer.prepare(members, line: 1, memo: &memo).0
        }
        let first = try request(#"{"op":"money","amount":"1","currency":"EUR"}"#)
        let second = try request(#"{"op":"number","value":"22","locale":"de"}"#)
        #expect(first.fields == ["op": .string("money"), "amount": .string("1"), "currency": .string("EUR")])
        #expect(second.fields == ["op": .string("number"), "value": .string("22"), "locale": .string("de")])
        #expect(first.op == "money")
        #expect(second.locale.identifier == "de")
    }
}
