import Foundation
import Spoken
import SpokenRender
import Testing

/// A field's former name (`style` for date's, interval's and money's `presentation`): read as the
/// field, never together with it, and described as a deprecated alias. The words themselves are
/// checked against ICU's golden output by the ops' own tests, by both names.
@Suite("render: former field names")
struct FormerNameRenderTests {
    static let renderer = Renderer()

    static func response(_ line: String) -> String { renderer.render(line: line)?.json ?? "" }

    static let requests = [
        #"{"id":1,"op":"date","instant":"2026-11-29T12:50:00Z","locale":"de","NAME":"spoken"}"#,
        #"{"id":1,"op":"date","instant":"2026-11-29T12:50:00Z","now":"2026-11-30T08:00:00Z","NAME":"relative"}"#,
        #"{"id":1,"op":"interval","start":"2026-04-03T13:00:00Z","end":"2026-04-03T14:30:00Z","NAME":"spoken"}"#,
        #"{"id":1,"op":"money","amount":"-115","currency":"EUR","locale":"de","NAME":"icu"}"#,
        #"{"id":1,"op":"cell","parts":[{"op":"money","amount":"4","currency":"USD","NAME":"icu"}]}"#,
    ]

    @Test("style answers as presentation does, from the line and through render", arguments: requests)
    func sameWords(_ template: String) {
        let byName = Self.response(template.replacingOccurrences(of: "NAME", with: "presentation"))
        let byFormerName = Self.response(template.replacingOccurrences(of: "NAME", with: "style"))
        #expect(byName.contains(#""text":"#), "\(byName)")
        #expect(byFormerName == byName)
    }

    @Test(
        "Both names in one request are an invalid-field error naming both",
        arguments: [
            ("date", #"{"id":1,"op":"date","instant":0,"presentation":"icu","style":"icu"}"#),
            ("interval", #"{"id":1,"op":"interval","start":0,"end":1,"style":"spoken","presentation":"icu"}"#),
            ("money", #"{"id":1,"op":"money","amount":1,"currency":"USD","presentation":"icu","style":"icu"}"#),
        ])
    func bothNames(_ op: String, _ line: String) {
        #expect(
            Self.response(line)
                == #"{"id":1,"error":{"code":"invalid-field","message":"Invalid fields 'style' and 'presentation' for op '\#(op)': 'style' is the former name of 'presentation', give 'presentation' only","line":1}}"#
        )
    }

    @Test("A bad word is reported under the name the request gave it")
    func badWord() {
        #expect(
            Self.response(#"{"op":"money","amount":1,"currency":"USD","presentation":"loud"}"#).contains(
                "Invalid value 'loud' for presentation: expected one of spoken, icu"))
        #expect(
            Self.response(#"{"op":"money","amount":1,"currency":"USD","style":"loud"}"#).contains(
                "Invalid value 'loud' for style: expected one of spoken, icu"))
    }

    @Test("render --describe lists each former name as a deprecated alias after the op's fields")
    func described() throws {
        let document = try #require(
            JSONSerialization.jsonObject(with: Data(OpRegistry.describe().utf8)) as? [String: Any])
        let ops = try #require(document["ops"] as? [[String: Any]])
        var aliased: [String] = []
        for op in ops {
            let fields = try #require(op["fields"] as? [[String: Any]])
            for field in fields where field["deprecated"] as? Bool == true {
                let target = try #require(fields.first { $0["name"] as? String == field["aliasOf"] as? String })
                #expect(field["values"] as? [String] == target["values"] as? [String])
                #expect(field["default"] == nil)
                #expect(fields.last.map { $0["name"] as? String } == field["name"] as? String)
                aliased.append("\(op["name"] ?? "").\(field["name"] ?? "")→\(field["aliasOf"] ?? "")")
            }
        }
        #expect(aliased == ["date.style→presentation", "interval.style→presentation", "money.style→presentation"])
    }
}
