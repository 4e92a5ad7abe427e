import Spoken
import SpokenRender
import TestSupport
import Testing

/// `"markup": true` on `cell` and `announce`: the words exactly as without markup, the message's
/// own words the same in both forms, each value through its op's own visible form.
@Suite("Render: markup of cells and announcements")
struct ComposedMarkupRenderTests {
    let renderer = Renderer()

    func object(_ line: String) throws -> JSONObject {
        let response = try #require(renderer.render(line: line))
        let parsed = try JSONLineParser().parse(response.json).value
        guard case .object(let object) = parsed else {
            Issue.record("not an object: \(response.json)")
            return [:]
        }
        return object
    }

    func string(_ object: JSONObject, _ name: String) -> String? {
        if case .string(let text)? = object[name] { return text }
        return nil
    }

    /// The response's markup members as the library's value, to check with an XML parser.
    func markup(_ object: JSONObject) throws -> (text: String, display: String, ssml: String, spans: [JSONObject]) {
        guard case .array(let spans)? = object["spans"] else { throw Missing(name: "spans") }
        return (
            try #require(string(object, "text")), try #require(string(object, "display")),
            try #require(string(object, "ssml")),
            spans.compactMap {
                if case .object(let span) = $0 { return span }
                return nil
            }
        )
    }

    struct Missing: Error { let name: String }

    static let cellParts =
        #"[{"text":"Burger Barn"},{"key":"label.timeRemaining","args":{"remaining":4500}},{"op":"money","amount":"42.50","currency":"USD"},{"op":"rating","value":5,"outOf":true}]"#

    @Test(
        "A cell: text as without markup, each value shown and spoken, the rating the same in both",
        arguments: ["en", "de", "ru", "ar", "ja"])
    func cell(_ locale: String) throws {
        let plain = try object(#"{"op":"cell","locale":"\#(locale)","parts":\#(Self.cellParts)}"#)
        let object = try object(
            #"{"op":"cell","locale":"\#(locale)","markup":true,"parts":\#(Self.cellParts)}"#)
        let (text, display, ssml, spans) = try markup(object)
        #expect(text == string(plain, "text"))
        let separator = try #require(CatalogOnDisk.separator(locale))
        let pattern = try #require(CatalogOnDisk.message("label.timeRemaining", in: locale))
        let eta = try #require(ICUGolden.duration(locale, seconds: "4500", width: .short))
        let money = try #require(ICUGolden.money(locale, "icu", options: ["currency": "USD"], value: "42.50"))
        let rating = try self.object(#"{"op":"rating","value":5,"outOf":true,"locale":"\#(locale)"}"#)
        let parts = ["Burger Barn", pattern.replacing("{remaining}", with: eta), money, string(rating, "text") ?? "?"]
        #expect(display == parts.joined(separator: separator))
        let reading = try #require(MarkupChecks.read(ssml: ssml, language: locale))
        #expect(reading.shown == display)
        #expect(reading.spoken == text)
        #expect(reading.subs.map(\.content) == [eta, money])
        #expect(spans.map { $0["kind"] } == [.string("duration"), .string("money")])
        let units = Array(display.utf16)
        for (span, visible) in zip(spans, [eta, money]) {
            guard case .number(let start)? = span["start"], case .number(let end)? = span["end"],
                let from = Int(start), let to = Int(end), 0 <= from, from <= to, to <= units.count
            else {
                Issue.record("bad span \(span)")
                continue
            }
            #expect(String(decoding: units[from..<to], as: UTF16.self) == visible)
        }
    }

    @Test("Capitalization by position: the words of a relative time first and later are those without markup")
    func capitalization() throws {
        for parts in [
            #"[{"op":"relative","value":-1,"unit":"day"},{"text":"Lunch?"}]"#,
            #"[{"text":"Lunch?"},{"op":"relative","value":-1,"unit":"day"}]"#,
        ] {
            let plain = try object(#"{"op":"cell","locale":"de","parts":\#(parts)}"#)
            let marked = try object(#"{"op":"cell","locale":"de","markup":true,"parts":\#(parts)}"#)
            #expect(string(marked, "text") == string(plain, "text"))
            let (text, display, ssml, _) = try markup(marked)
            let reading = try #require(MarkupChecks.read(ssml: ssml, language: "de"))
            #expect(reading.shown == display)
            #expect(reading.spoken == text)
        }
    }

    @Test("announce: the priority kept, the duration shown and spoken, narrow on request")
    func announce() throws {
        let object = try object(
            #"{"op":"announce","key":"label.timeRemaining","args":{"remaining":"PT1H15M"},"markup":true,"displayWidth":"narrow","locale":"ja"}"#
        )
        let eta = try #require(ICUGolden.duration("ja", seconds: "4500", width: .narrow))
        let pattern = try #require(CatalogOnDisk.message("label.timeRemaining", in: "ja"))
        #expect(string(object, "display") == pattern.replacing("{remaining}", with: eta))
        #expect(object["priority"] == .null)
        let high = try self.object(
            #"{"op":"announce","key":"newMessages","args":{"count":3},"markup":true,"locale":"ru"}"#)
        #expect(high["priority"] == .string("high"))
        #expect(string(high, "display") == string(high, "text"))
        #expect(high["spans"] == .array([]))
    }

    @Test("A bad part is reported by its number, with markup as without")
    func errors() throws {
        let response = try #require(
            renderer.render(line: #"{"op":"cell","markup":true,"parts":[{"text":"a"},{"key":"nope"}]}"#))
        guard case .failure(_, let error, _) = response else {
            Issue.record("no error: \(response.json)")
            return
        }
        #expect(error.code.rawValue == "unknown-key")
        #expect(error.message.contains("(in part 2)"), "\(error.message)")
    }
}
