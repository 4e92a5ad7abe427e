import Spoken
import SpokenRender
import TestSupport
import Testing

/// `"markup": true` on render: the registry's common fields, the members of the response, and the
/// errors of a width that is not one and of an op without a visible form.
@Suite("Render: markup")
struct MarkupRenderTests {
    let renderer = Renderer()

    func object(_ line: String) throws -> JSONObject {
        let response = try #require(renderer.render(line: line))
        let parsed = try JSONLineParser().parse(response.json).value
        guard case .object(let object) = parsed else { throw Unexpected(response.json) }
        return object
    }

    struct Unexpected: Error {
        let line: String
        init(_ line: String) { self.line = line }
    }

    func string(_ object: JSONObject, _ name: String) -> String? {
        if case .string(let text)? = object[name] { return text }
        return nil
    }

    @Test("markup and displayWidth are common fields of the registry, for the ops with a visible form")
    func declared() {
        let names = OpRegistry.commonFields.map(\.name)
        #expect(names.contains("markup") && names.contains("displayWidth"))
        #expect(
            OpRegistry.markupOps == [
                "announce", "cell", "date", "duration", "interval", "label", "measure", "measureRange", "money",
                "number", "relative",
            ])
        #expect(RenderRequest.commonFields == names)
    }

    @Test(
        "A duration at both widths: display is ICU's, the SSML parses and gives back both forms",
        arguments: [("short", "1 hr, 15 min"), ("narrow", "1h 15m")])
    func duration(width: String, display: String) throws {
        let object = try object(
            #"{"id":1,"op":"duration","seconds":4500,"markup":true,"displayWidth":"\#(width)"}"#)
        #expect(string(object, "text") == ICUGolden.duration("en", seconds: "4500"))
        #expect(
            string(object, "display")
                == ICUGolden.duration("en", seconds: "4500", width: width == "short" ? .short : .narrow))
        #expect(string(object, "display") == display)
        let ssml = try #require(string(object, "ssml"))
        let reading = try #require(MarkupChecks.read(ssml: ssml))
        #expect(reading.shown == display)
        #expect(reading.spoken == string(object, "text"))
        #expect(object["labelInName"] == .bool(false))
        #expect(object["inputLabels"] == .array([.string(display), .string("1 hour, 15 minutes")]))
        guard case .array(let spans)? = object["spans"], case .object(let span)? = spans.first else {
            Issue.record("no spans")
            return
        }
        #expect(span["start"] == .number("0"))
        #expect(span["end"] == .number(String(display.utf16.count)))
        #expect(span["type"] == .string("text"))
        #expect(span["kind"] == .string("duration"))
        #expect(span["text"] == .string("1 hour, 15 minutes"))
    }

    /// measures_display.tsv (gen_measures_display.c): locale, unit, width, value, skeleton, ICU's bytes.
    static let measureRows = ICUGolden.table("measures_display.tsv")

    static let measureLocales = Array(Set(measureRows.rows.map { $0[0] })).sorted()

    @Test("The measures' golden file is ICU's output for this ICU, in every shipped language")
    func measuresFixture() throws {
        #expect(Self.measureRows.rows.count > 1_000)
        #expect(Self.measureRows.icuVersion == ICUGolden.numbers.icuVersion)
        for tag in try CatalogOnDisk.locales() { #expect(Self.measureLocales.contains(tag), "\(tag)") }
    }

    @Test(
        "Measures: text as without markup, display ICU's own bytes at the display width",
        arguments: measureLocales)
    func measures(_ locale: String) throws {
        let rows = Self.measureRows.rows.filter { $0.count == 6 && $0[0] == locale }
        #expect(rows.count == 80)
        for row in rows {
            let (unit, width, value, expected) = (row[1], row[2], row[3], row[5])
            let request = #"{"op":"measure","value":"\#(value)","unit":"\#(unit)","locale":"\#(locale)""#
            let plain = try object(request + "}")
            let object = try object(request + #","markup":true,"displayWidth":"\#(width)"}"#)
            let text = try #require(string(plain, "text"))
            #expect(string(object, "text") == text, "\(row)")
            #expect(string(object, "display").map { Array($0.utf8) } == Array(expected.utf8), "\(row)")
            let ssml = try #require(string(object, "ssml"))
            let reading = try #require(MarkupChecks.read(ssml: ssml, language: locale))
            #expect(reading.shown == expected, "\(row)")
            #expect(reading.spoken == text, "\(row)")
        }
    }

    @Test(
        "Dates: text in the request's style, display ICU's text for the same styles (dates.tsv)",
        arguments: ["short", "narrow"])
    func dates(width: String) throws {
        let icu = Dictionary(
            ICUGolden.dates.filter { $0.kind == "icu" }.map {
                ("\($0.tag) \($0.zone) \($0.seconds) \($0.dateStyle) \($0.timeStyle)", $0)
            },
            uniquingKeysWith: { first, _ in first })
        var checked = 0
        for row in ICUGolden.dates where row.kind == "spoken" && !row.saysNothing {
            guard let shown = icu["\(row.tag) \(row.zone) \(row.seconds) \(row.dateStyle) \(row.timeStyle)"] else {
                continue
            }
            let object = try object(
                #"{"op":"date","instant":\#(row.seconds),"locale":"\#(row.tag)","timeZone":"\#(row.zone)","dateStyle":"\#(row.dateStyle)","timeStyle":"\#(row.timeStyle)","style":"spoken","markup":true,"displayWidth":"\#(width)"}"#
            )
            #expect(string(object, "text").map { Array($0.utf8) } == Array(row.expected.utf8), "\(row)")
            #expect(string(object, "display").map { Array($0.utf8) } == Array(shown.expected.utf8), "\(row)")
            let ssml = try #require(string(object, "ssml"))
            let reading = try #require(MarkupChecks.read(ssml: ssml, language: row.tag))
            #expect(reading.shown == shown.expected, "\(row)")
            #expect(reading.spoken == row.expected, "\(row)")
            checked += 1
        }
        #expect(checked >= 20)
        // Every icu row, in every language: the request's own style is the visible one.
        var languages = Set<String>()
        for row in ICUGolden.dates where row.kind == "icu" && !row.saysNothing {
            let object = try object(
                #"{"op":"date","instant":\#(row.seconds),"locale":"\#(row.tag)","timeZone":"\#(row.zone)","dateStyle":"\#(row.dateStyle)","timeStyle":"\#(row.timeStyle)","markup":true,"displayWidth":"\#(width)"}"#
            )
            #expect(string(object, "display").map { Array($0.utf8) } == Array(row.expected.utf8), "\(row)")
            #expect(string(object, "text") == string(object, "display"), "\(row)")
            languages.insert(row.tag)
        }
        #expect(languages.count >= 15)
    }

    @Test("A date's words and display see one present: the relative style without now")
    func dateNow() throws {
        let marked = try object(#"{"op":"date","instant":"2026-11-29T12:50:00Z","style":"relative","markup":true}"#)
        #expect(string(marked, "display") == "Nov 29, 2026, 12:50\u{202F}PM")
        let plain = try object(#"{"op":"date","instant":"2026-11-29T12:50:00Z","style":"relative"}"#)
        #expect(string(marked, "text") == string(plain, "text"))
    }

    @Test("Labels: the joined label is shown as it is spoken, ICU's list (lists.tsv), no span")
    func labels() throws {
        for row in ICUGolden.lists.rows where row.items.count > 1 {
            var children: [UInt8] = []
            JSONValue.array(row.items.map { .string($0) }).write(to: &children)
            let object = try object(
                #"{"op":"label","locale":"\#(row.locale)","style":"\#(row.kind.rawValue)","markup":true,"children":"#
                    + String(decoding: children, as: UTF8.self) + "}")
            #expect(string(object, "text") == row.expected, "\(row)")
            #expect(string(object, "display") == row.expected, "\(row)")
            #expect(object["spans"] == .array([]), "\(row)")
            #expect(object["labelInName"] == .bool(true), "\(row)")
            let ssml = try #require(string(object, "ssml"))
            let reading = try #require(MarkupChecks.read(ssml: ssml, language: row.locale))
            #expect(reading.shown == row.expected && reading.spoken == row.expected, "\(row)")
        }
    }

    @Test("Relative times without now: the words and the display see one present")
    func relativeNow() throws {
        let object = try object(
            #"{"op":"relative","instant":"2000-01-01T00:00:00Z","markup":true,"displayWidth":"narrow"}"#)
        let years = try #require(string(object, "text")?.split(separator: " ").first)
        #expect(string(object, "display")?.hasPrefix(years + "y ago") == true, "\(object)")
    }

    @Test("Without markup the response is unchanged")
    func plain() throws {
        #expect(
            renderer.render(line: #"{"id":1,"op":"money","amount":"42.50","currency":"USD","markup":false}"#)?.json
                == #"{"id":1,"text":"42.50 US dollars","locale":"en-US"}"#)
    }

    @Test(
        "Bad input: an unknown width names it; markup on an op without a visible form is an error",
        arguments: [
            (#"{"op":"duration","seconds":1,"markup":true,"displayWidth":"wide"}"#, "invalid-option", "'wide'"),
            (#"{"op":"duration","seconds":1,"displayWidth":"narrow"}"#, "invalid-field", "'displayWidth'"),
            (#"{"op":"duration","seconds":1,"markup":"yes"}"#, "invalid-field", "'markup'"),
            (#"{"op":"check","text":"56m","markup":true}"#, "invalid-field", "'check'"),
            (#"{"op":"rotorManifest","markup":true}"#, "invalid-field", "'rotorManifest'"),
            (#"{"op":"rating","value":4,"markup":true}"#, "invalid-field", "'rating'"),
            (#"{"op":"rotor","key":"headlines","markup":true}"#, "invalid-field", "'rotor'"),
            (
                #"{"op":"relative","value":-5,"unit":"minute","markup":true,"displayWidth":"long"}"#, "invalid-option",
                "'long'"
            ),
            (#"{"op":"money","amount":1,"currency":"USD","symbolWidth":"wide"}"#, "invalid-option", "'wide'"),
            (#"{"op":"measureRange","low":1,"high":2,"unit":"meter","width":"tiny"}"#, "invalid-option", "'tiny'"),
        ])
    func errors(line: String, code: String, quoted: String) throws {
        let response = try #require(renderer.render(line: line))
        guard case .failure(_, let error, _) = response else {
            Issue.record("no error: \(response.json)")
            return
        }
        #expect(error.code.rawValue == code)
        #expect(error.message.contains(quoted), "\(error.message)")
    }
}
