import Foundation
import Spoken
import SpokenLint
import SpokenRender
import TestSupport
import Testing

/// One request line at a time through `Renderer`: every error code, and good lines of each op
/// against ICU's own output (the golden fixtures in Tests/Fixtures/icu-golden).
@Suite("render requests")
struct RenderRequestTests {
    struct Bad: Sendable, CustomTestStringConvertible {
        let name: String
        let line: String
        let code: String
        let id: String
        let fragment: String
        init(_ name: String, _ line: String, _ code: String, id: String = "null", _ fragment: String) {
            self.name = name
            self.line = line
            self.code = code
            self.id = id
            self.fragment = fragment
        }
        var testDescription: String { name }
    }

    static let badLines: [Bad] = [
        Bad("not JSON", "hello", "malformed-json", "Malformed JSON at byte 1: unexpected 'hello'"),
        // The id is echoed whenever it was read whole before the bad byte.
        Bad("truncated object", #"{"id":1,"op":"date""#, "malformed-json", id: "1", "unterminated object"),
        Bad("trailing comma", #"{"id":1,}"#, "malformed-json", id: "1", "expected a member name"),
        Bad("single quotes", "{'id':1}", "malformed-json", "expected a member name in double quotes"),
        Bad(
            "bare NaN", #"{"op":"measure","value":NaN,"unit":"celsius"}"#, "malformed-json",
            "Malformed JSON at byte 25: unexpected 'NaN'"),
        Bad("leading zero", #"{"id":01}"#, "malformed-json", "leading zero"),
        Bad("two values", #"{"id":1} {"id":2}"#, "malformed-json", id: "1", "after the JSON value"),
        Bad(
            "bad value after a string id", #"{"id":"a\u0041","op":"date","x":}"#, "malformed-json", id: #""a\u0041""#,
            "unexpected '}'"),
        Bad("id written across the bad byte", #"{"id":12x}"#, "malformed-json", "expected ',' or '}'"),
        Bad("bad byte before the id", #"{"op":"date",,"id":1}"#, "malformed-json", "expected a member name"),
        Bad("object id, then a bad byte", #"{"id":{"a":1},}"#, "malformed-json", "expected a member name"),
        Bad(
            "too deep after the id",
            #"{"id":5,"x":"# + String(repeating: "[", count: 40) + String(repeating: "]", count: 40) + "}",
            "nesting-too-deep", id: "5", "nested deeper than 32 levels"),
        Bad(
            "too deep inside the id",
            #"{"id":"# + String(repeating: "[", count: 40) + String(repeating: "]", count: 40) + "}",
            "nesting-too-deep", "nested deeper than 32 levels"),
        Bad("raw control character", "{\"id\":\"a\tb\"}", "malformed-json", "control character U+0009"),
        Bad("lone surrogate", #"{"id":"\udc00"}"#, "malformed-json", "lone low surrogate"),
        Bad("bad escape", #"{"id":"\q"}"#, "malformed-json", "invalid escape '\\q'"),
        Bad(
            "too deep", String(repeating: "[", count: 40) + String(repeating: "]", count: 40), "nesting-too-deep",
            "nested deeper than 32 levels"),
        Bad("array, not object", "[1,2]", "invalid-request", "A request is a JSON object, got an array"),
        Bad("string, not object", #""date""#, "invalid-request", "got a string"),
        Bad("object id", #"{"id":{"a":1},"op":"date"}"#, "invalid-field", "Invalid field 'id'"),
        Bad("duplicate field", #"{"id":1,"op":"date","op":"label"}"#, "invalid-field", id: "1", "Duplicate field 'op'"),
        Bad("duplicate id", #"{"id":1,"op":"date","id":2}"#, "invalid-field", "Duplicate field 'id'"),
        Bad("missing op", #"{"id":7}"#, "missing-field", id: "7", "Missing field 'op'"),
        Bad(
            "op not a string", #"{"id":7,"op":3}"#, "invalid-field", id: "7",
            "Invalid field 'op': expected a string, got a number"),
        Bad(
            "unknown op", #"{"id":"x","op":"dates"}"#, "unknown-op", id: #""x""#,
            "Unknown op 'dates': did you mean 'date'? Expected one of announce, cell, cells, check, date, "
        ),
        Bad(
            "misspelt op", #"{"id":"x","op":"annouce"}"#, "unknown-op", id: #""x""#,
            "Unknown op 'annouce': did you mean 'announce'?"),
        Bad(
            "unknown op, nothing close", #"{"id":"x","op":"zzz"}"#, "unknown-op", id: #""x""#,
            "Unknown op 'zzz': expected one of announce, cell, cells, check, date"),
        Bad(
            "announce short key misspelt", #"{"id":1,"op":"announce","key":"newMesages"}"#, "unknown-key", id: "1",
            "Unknown key 'newMesages': did you mean 'newMessages'?"),
        Bad(
            "rotor key misspelt", #"{"id":1,"op":"rotor","key":"headline"}"#, "unknown-key", id: "1",
            "Unknown rotor 'headline': did you mean 'headlines'?"),
        Bad(
            "mixed unit misspelt", #"{"id":1,"op":"measure","value":1.5,"unit":"hour-and-minutes"}"#, "unknown-unit",
            id: "1", "Unknown unit 'hour-and-minutes': did you mean 'hour-and-minute'?"),
        Bad(
            "rotor field misspelt", #"{"id":1,"op":"rotor","keys":["headlines"]}"#, "unknown-field", id: "1",
            "Unknown field 'keys' for op 'rotor'"),
        Bad(
            "rotor unknown key", #"{"id":1,"op":"rotor","key":"nope"}"#, "unknown-key", id: "1", "Unknown rotor 'nope'"),
        Bad(
            "rotorManifest without items", #"{"id":1,"op":"rotorManifest"}"#, "missing-field", id: "1",
            "Missing field 'items' for op 'rotorManifest'"),
        Bad(
            "rotorManifest bad item", #"{"id":1,"op":"rotorManifest","items":[{"id":"a","unread":"yes"}]}"#,
            "invalid-manifest", id: "1", "'unread' of item 1 ('a') must be true or false"),
        Bad(
            "announce unknown key", #"{"id":1,"op":"announce","key":"announce.nope"}"#, "unknown-key", id: "1",
            "Unknown key 'announce.nope'" + OrderListExample.unknownKeyTail),
        Bad(
            "announce missing argument", #"{"id":1,"op":"announce","key":"newMessages"}"#, "missing-argument", id: "1",
            "Missing argument 'count'"),
        Bad(
            "announce argument of the wrong kind",
            #"{"id":1,"op":"announce","key":"newMessages","args":{"count":"many"}}"#, "invalid-argument-type", id: "1",
            "'count'"),
        Bad(
            "announce duration where a date is meant",
            #"{"id":1,"op":"announce","key":"updatedAt","args":{"date":"PT1H"}}"#, "invalid-argument-type", id: "1",
            "Argument 'date' of 'announce.updatedAt' must be a date, not a duration ('3600.0 seconds')"),
        Bad(
            "announce duration typo", #"{"id":1,"op":"announce","key":"updatedAt","args":{"date":"PT1X"}}"#,
            "invalid-duration", id: "1", "Invalid duration 'PT1X'"),
        Bad(
            "announce argument not a value", #"{"id":1,"op":"announce","key":"newMessages","args":{"count":true}}"#,
            "invalid-field", id: "1", "Invalid field 'args.count'"),
        Bad(
            "rating out of range", #"{"id":1,"op":"rating","value":7,"max":5}"#, "invalid-rating", id: "1",
            "Invalid rating '7': outside 0…5"),
        Bad(
            "unknown field", #"{"id":1,"op":"date","instant":0,"dateStlye":"full"}"#, "unknown-field", id: "1",
            "Unknown field 'dateStlye' for op 'date': did you mean 'dateStyle'?"),
        Bad(
            "missing instant", #"{"id":1,"op":"date"}"#, "missing-field", id: "1",
            "Missing field 'instant' for op 'date'"),
        Bad("missing unit", #"{"id":1,"op":"measure","value":1}"#, "missing-field", id: "1", "Missing field 'unit'"),
        Bad(
            "missing value", #"{"id":1,"op":"measure","unit":"celsius"}"#, "missing-field", id: "1",
            "Missing field 'value'"),
        Bad("missing children", #"{"id":1,"op":"label"}"#, "missing-field", id: "1", "Missing field 'children'"),
        Bad(
            "instant of wrong type", #"{"id":1,"op":"date","instant":true}"#, "invalid-field", id: "1",
            "Invalid field 'instant'"),
        Bad(
            "children not an array", #"{"id":1,"op":"label","children":"a"}"#, "invalid-field", id: "1",
            "Invalid field 'children': expected an array of strings, got a string"),
        Bad(
            "child not a string", #"{"id":1,"op":"label","children":["a",2]}"#, "invalid-field", id: "1",
            "item 2 is a number"),
        Bad(
            "locale not a string", #"{"id":1,"op":"date","instant":0,"locale":5}"#, "invalid-field", id: "1",
            "Invalid field 'locale'"),
        Bad(
            "fraction digits not an integer",
            #"{"id":1,"op":"measure","value":1,"unit":"meter","maxFractionDigits":1.5}"#,
            "invalid-option", id: "1", "Invalid value '1.5' for maxFractionDigits: expected a whole number from 0 to 20"
        ),
        Bad(
            "invalid locale", #"{"id":1,"op":"date","instant":0,"locale":"xx"}"#, "invalid-locale", id: "1",
            "Invalid locale 'xx'"),
        Bad(
            "malformed locale", #"{"id":1,"op":"label","children":["a"],"locale":"en US"}"#, "invalid-locale", id: "1",
            "Invalid locale 'en US'"),
        Bad(
            "unknown time zone", #"{"id":1,"op":"date","instant":0,"timeZone":"Mars/Olympus"}"#, "unknown-time-zone",
            id: "1", "Unknown time zone 'Mars/Olympus'"),
        Bad(
            "invalid instant", #"{"id":1,"op":"date","instant":"2026-11-29T12:50:00"}"#, "invalid-instant", id: "1",
            "Invalid instant '2026-11-29T12:50:00'"),
        Bad(
            "instant out of range", #"{"id":1,"op":"date","instant":1e300}"#, "invalid-instant", id: "1",
            "Invalid instant"),
        Bad(
            "bad date style", #"{"id":1,"op":"date","instant":0,"dateStyle":"huge"}"#, "invalid-option", id: "1",
            "Invalid value 'huge' for dateStyle"),
        Bad(
            "bad presentation", #"{"id":1,"op":"date","instant":0,"style":"loud"}"#, "invalid-option", id: "1",
            "Invalid value 'loud'"),
        Bad(
            "bad label style", #"{"id":1,"op":"label","children":["a"],"style":"comma"}"#, "invalid-option", id: "1",
            "Invalid value 'comma' for style"),
        Bad(
            "unknown unit", #"{"id":1,"op":"measure","value":1,"unit":"celcius"}"#, "unknown-unit", id: "1",
            "Unknown unit 'celcius': did you mean 'celsius'?"),
        Bad(
            "unit ICU parses but cannot name", #"{"id":1,"op":"measure","value":1,"unit":"pow15-meter"}"#,
            "unknown-unit", id: "1", "Unknown unit 'pow15-meter'"),
        Bad(
            "constant unit", #"{"id":1,"op":"measure","value":1,"unit":"100-kilometer"}"#, "unknown-unit", id: "1",
            "Unknown unit '100-kilometer'"),
        Bad(
            "unknown numbering system", #"{"id":1,"op":"number","value":1,"locale":"en-u-nu-xxxx"}"#, "invalid-locale",
            id: "1", "Invalid locale 'en-u-nu-xxxx': ICU has no numbering system 'xxxx'"),
        Bad(
            "NaN as a string", #"{"id":1,"op":"measure","value":"NaN","unit":"celsius"}"#, "invalid-number", id: "1",
            "Invalid number 'NaN': not a finite number"),
        Bad(
            "overflowing number", #"{"id":1,"op":"measure","value":1e999,"unit":"celsius"}"#, "invalid-number", id: "1",
            "not a finite number"),
        Bad(
            "text value", #"{"id":1,"op":"measure","value":"warm","unit":"celsius"}"#, "invalid-number", id: "1",
            "Invalid number 'warm'"),
        Bad(
            "fraction digits out of range", #"{"id":1,"op":"measure","value":1,"unit":"meter","maxFractionDigits":21}"#,
            "invalid-option", id: "1", "Invalid value '21' for maxFractionDigits: expected a whole number from 0 to 20"),
        Bad(
            "bad width", #"{"id":1,"op":"measure","value":1,"unit":"meter","width":"wide"}"#, "invalid-option", id: "1",
            "Invalid value 'wide' for width"),
        Bad(
            "unit without weather usage", #"{"id":1,"op":"measure","value":1,"unit":"percent","usage":"weather"}"#,
            "invalid-option", id: "1", "Unit 'percent' has no 'weather' usage"),
    ]

    @Test("Bad lines answer their error code, the id and the line number", arguments: badLines)
    func badLine(_ bad: Bad) throws {
        let response = try #require(Renderer().render(line: bad.line, number: 42))
        guard case .failure(let id, let error, let line) = response else {
            Issue.record("rendered: \(response.json)")
            return
        }
        #expect(error.code.rawValue == bad.code)
        #expect(id == bad.id)
        #expect(line == 42)
        #expect(error.message.contains(bad.fragment), "message: \(error.message)")
        // The response line is JSON a standard parser reads back to the same fields.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(response.json.utf8)) as? [String: Any])
        let body = try #require(object["error"] as? [String: Any])
        #expect(body["code"] as? String == bad.code)
        #expect(body["message"] as? String == error.message)
        #expect(body["line"] as? Int == 42)
    }

    @Test("Invalid UTF-8 is its own error")
    func invalidUTF8() throws {
        let prefix = Array(#"{"id":1,"op":"label","children":[""#.utf8)
        let bytes: [UInt8] = prefix + [0xC3, 0x28] + Array(#""]}"#.utf8)
        let response = bytes.withUnsafeBufferPointer { Renderer().render(line: $0, number: 3) }
        guard case .failure(let id, let error, 3)? = response else {
            Issue.record("not an error: \(String(describing: response))")
            return
        }
        #expect(error.code == .invalidUTF8)
        #expect(error.message == "Invalid UTF-8 at byte \(prefix.count + 1)")
        #expect(id == "1", "the id was read before the bad byte")
    }

    @Test(
        "Invalid UTF-8 echoes the id only when it was read whole before the bad byte",
        arguments: [
            (
                "id before", Array(#"{"id":"a1","op":"label","children":[""#.utf8) + [0xFF] + Array(#""]}"#.utf8),
                #""a1""#
            ),
            ("inside the id", Array(#"{"id":"a"#.utf8) + [0xFF] + Array(#"","op":"label"}"#.utf8), "null"),
            ("right after a number id", Array(#"{"id":12"#.utf8) + [0xFF] + Array(#","op":"label"}"#.utf8), "null"),
            ("before the id", Array(#"{"op":""#.utf8) + [0xC3] + Array(#"","id":1}"#.utf8), "null"),
        ] as [(String, [UInt8], String)])
    func invalidUTF8ID(_ name: String, _ bytes: [UInt8], _ expected: String) throws {
        let response = bytes.withUnsafeBufferPointer { Renderer().render(line: $0, number: 1) }
        guard case .failure(let id, let error, 1)? = response else {
            Issue.record("not an error: \(String(describing: response))")
            return
        }
        #expect(error.code == .invalidUTF8)
        #expect(id == expected)
    }

    @Test("A line over the limit is refused before parsing")
    func tooLong() throws {
        let renderer = Renderer(limits: RenderLimits(maxLineBytes: 64))
        let line = #"{"id":1,"op":"label","children":[""# + String(repeating: "a", count: 100) + #""]}"#
        let response = try #require(renderer.render(line: line, number: 9))
        #expect(
            response.json
                == #"{"id":1,"error":{"code":"line-too-long","message":"Line of \#(line.utf8.count) bytes exceeds the limit of 64 bytes; it was skipped","line":9}}"#
        )
        // An id past the limit was never read; one cut by the limit is not whole.
        let late = #"{"op":"label","children":[""# + String(repeating: "a", count: 100) + #""],"id":2}"#
        #expect(renderer.render(line: late, number: 1)?.json.hasPrefix(#"{"id":null,"#) == true)
        let cut = #"{"id":""# + String(repeating: "b", count: 100) + #"","op":"label"}"#
        #expect(renderer.render(line: cut, number: 1)?.json.hasPrefix(#"{"id":null,"#) == true)
    }

    @Test("Blank lines are no request")
    func blank() {
        #expect(Renderer().render(line: "", number: 1) == nil)
        #expect(Renderer().render(line: " \t\r", number: 1) == nil)
    }

    @Test("Every request-level code is covered by a bad line above")
    func everyCodeCovered() {
        // invalid-utf8 and line-too-long need raw bytes (tests below); unsupported-op needs a
        // renderer without that op's handler (the handlers test).
        let covered = Set(Self.badLines.map(\.code)).union(["invalid-utf8", "line-too-long", "unsupported-op"])
        for code in RenderErrorCode.requestCodes {
            #expect(covered.contains(code.rawValue), "no test for \(code)")
        }
    }

    // MARK: Good lines

    @Test("The id is echoed verbatim, whatever scalar it is")
    func ids() throws {
        let ids = [#""a\u0041 \"q\"""#, "1.50", "-0", "1e3", "true", "false", "null", #""北京""#]
        for id in ids {
            let line = #"{"id":\#(id),"op":"label","children":["a"]}"#
            let response = try #require(Renderer().render(line: line, number: 1))
            #expect(response.json == #"{"id":\#(id),"text":"a","locale":"en-US"}"#)
        }
        let response = try #require(Renderer().render(line: #"{"op":"label","children":["a"]}"#, number: 1))
        #expect(response.json == #"{"id":null,"text":"a","locale":"en-US"}"#)
    }

    @Test("Run defaults apply to requests without locale or zone; a request's own win")
    func defaults() throws {
        let renderer = try Renderer(
            defaults: RenderDefaults(locale: SpokenLocale("de"), timeZone: SpokenTimeZone("Asia/Tokyo")))
        // Expected: Tests/Fixtures/icu-golden/numbers.tsv and dates.tsv rows.
        let measure = try #require(renderer.render(line: #"{"op":"measure","value":25,"unit":"celsius"}"#))
        #expect(measure == .text(id: "null", RenderedText(text: "25 Grad Celsius", locale: "de")))
        let own = try #require(
            renderer.render(line: #"{"op":"measure","value":25,"unit":"celsius","locale":"zh-Hans"}"#))
        #expect(own == .text(id: "null", RenderedText(text: "25摄氏度", locale: "zh-Hans")))
        let date = try #require(
            renderer.render(line: #"{"op":"date","instant":1795956600,"locale":"en-US","timeZone":"UTC"}"#))
        #expect(date == .text(id: "null", RenderedText(text: "Nov 29, 2026, 12:50\u{202F}PM", locale: "en-US")))
    }

    @Test(
        "Measure requests match ICU's number formatter (every numbers.tsv row; measures_decimal.tsv's digits kept, as JSON numbers and as text)",
        arguments: [
            (ICUGolden.numbers.rows, false), (ICUGolden.decimalMeasures.rows, false),
            (ICUGolden.decimalMeasures.rows, true),
        ])
    func measureGolden(_ table: [ICUGolden.NumberRow], asText: Bool) throws {
        let rows = table.filter { $0.unit != "-" }
        #expect(rows.count > 100)
        let renderer = Renderer()
        var mismatches: [String] = []
        for row in rows {
            let value = asText ? "\"\(row.valueText)\"" : row.valueText
            var line =
                #"{"id":1,"op":"measure","locale":"\#(row.locale)","unit":"\#(row.unit)","value":\#(value)"#
            line += #","width":"\#(row.width.rawValue)","usage":"\#(row.usage.rawValue)""#
            if let digits = row.digits { line += #","maxFractionDigits":\#(digits)"# }
            line += "}"
            let expected = RenderResponse.text(
                id: "1", RenderedText(text: row.spoken, locale: try SpokenLocale(row.locale).identifier))
            let got = renderer.render(line: line)
            if got != expected { mismatches.append("\(row.description): \(got?.json ?? "nil")") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test("Date requests match ICU's udat_format (every dates.tsv row)")
    func dateGolden() throws {
        let renderer = Renderer()
        var mismatches: [String] = []
        for row in ICUGolden.dates where !row.saysNothing {
            // The instant both as '@EPOCH' text and as a JSON number.
            let instant = String(format: "%.3f", row.seconds)
            let instants = [#""@\#(instant)""#, instant]
            for value in instants {
                let line =
                    #"{"id":"r","op":"date","locale":"\#(row.tag)","timeZone":"\#(row.zone)","instant":\#(value),"dateStyle":"\#(row.dateStyle)","timeStyle":"\#(row.timeStyle)","style":"\#(row.kind)"}"#
                let expected = RenderResponse.text(
                    id: #""r""#, RenderedText(text: row.expected, locale: try SpokenLocale(row.tag).identifier))
                let got = renderer.render(line: line)
                if got != expected { mismatches.append("\(row.description): \(got?.json ?? "nil")") }
            }
        }
        #expect(ICUGolden.dates.count > 4000)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test("Label requests with and/or match ICU's list formatter (every lists.tsv row)")
    func labelGolden() throws {
        let renderer = Renderer()
        var mismatches: [String] = []
        for row in ICUGolden.lists.rows where row.items.count > 1 {
            var children: [UInt8] = []
            JSONValue.array(row.items.map { .string($0) }).write(to: &children)
            let line =
                #"{"op":"label","locale":"\#(row.locale)","style":"\#(row.kind.rawValue)","children":"#
                + String(decoding: children, as: UTF8.self) + "}"
            let expected = RenderResponse.text(
                id: "null", RenderedText(text: row.expected, locale: try SpokenLocale(row.locale).identifier))
            let got = renderer.render(line: line)
            if got != expected { mismatches.append("\(row.description): \(got?.json ?? "nil")") }
        }
        #expect(ICUGolden.lists.rows.count > 100)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test("Pause labels use the catalog's separator and the composer's rules")
    func pauseLabels() throws {
        // Separators from l10n/*.arb `label.separator`.
        let cases: [(String, String, String)] = [
            ("en", #"["Beijing",null,"  25 degrees Celsius "]"#, "Beijing, 25 degrees Celsius"),
            ("zh-Hans", #"["北京","25摄氏度"]"#, "北京，25摄氏度"),
            ("ja", #"["北京","晴れ"]"#, "北京、晴れ"),
            ("en", #"["Sunny,","Sunny,","25"]"#, "Sunny, 25"),
            ("en", "[]", ""),
        ]
        for (locale, children, expected) in cases {
            let response = Renderer().render(line: #"{"op":"label","locale":"\#(locale)","children":\#(children)}"#)
            #expect(
                response == .text(id: "null", RenderedText(text: expected, locale: locale)), "\(locale) \(children)")
        }
    }

    @Test("A decimal string value, CRLF line ends and escaped text in a child")
    func details() throws {
        let measure = Renderer().render(line: "{\"op\":\"measure\",\"value\":\"2.5\",\"unit\":\"kilogram\"}\r")
        #expect(measure?.json == #"{"id":null,"text":"2.5 kilograms","locale":"en-US"}"#)
        let label = Renderer().render(line: #"{"op":"label","children":["say \"hi\"\\", "\u0001"]}"#)
        #expect(label?.json == #"{"id":null,"text":"say \"hi\"\\, \u0001","locale":"en-US"}"#)
    }

    @Test("Typed accessors for the catalog handlers: booleans, objects, arrays")
    func accessors() throws {
        let parsed = try JSONLineParser().parse(#"{"outOf":true,"args":{"count":3},"items":[{"id":"a"}],"bad":1}"#)
        guard case .object(let fields) = parsed.value else { throw RenderError(.invalidRequest, "not an object") }
        let request = RenderRequest(op: "test", locale: .enUS, timeZone: .utc, fields: fields, line: 1)
        #expect(try request.optionalBool("outOf") == true)
        #expect(try request.optionalBool("absent") == nil)
        #expect(try request.optionalObject("args") == ["count": .number("3")])
        #expect(try request.array("items") == [.object(["id": .string("a")])])
        #expect(throws: RenderError(.invalidField, "Invalid field 'bad': expected true or false, got a number")) {
            try request.optionalBool("bad")
        }
        #expect(throws: RenderError(.invalidField, "Invalid field 'bad': expected an object, got a number")) {
            try request.optionalObject("bad")
        }
        #expect(throws: RenderError(.missingField, "Missing field 'absent' for op 'test'")) {
            try request.array("absent")
        }
    }

    @Test("A handler plugs in for a catalog op")
    func pluggedHandler() throws {
        struct Echo: RenderHandler {
            let fields = ["key"]
            func render(_ request: RenderRequest) throws(RenderError) -> RenderedText {
                RenderedText(
                    text: try request.string("key"), locale: request.locale.identifier,
                    extra: [.init("priority", .string("high"))])
            }
        }
        var handlers = Renderer.builtInHandlers
        handlers["announce"] = Echo()
        let renderer = Renderer(handlers: handlers)
        #expect(
            renderer.render(line: #"{"id":1,"op":"announce","key":"announce.loading"}"#)?.json
                == #"{"id":1,"text":"announce.loading","locale":"en-US","priority":"high"}"#)
        #expect(
            renderer.render(line: #"{"id":1,"op":"announce"}"#)?.json
                == #"{"id":1,"error":{"code":"missing-field","message":"Missing field 'key' for op 'announce'","line":1}}"#
        )
        #expect(renderer.render(line: #"{"id":1,"op":"rotor"}"#)?.json.contains("missing-field") == true)
        let bare = Renderer(handlers: ["date": DateRenderHandler()])
        #expect(bare.render(line: #"{"id":1,"op":"rotor","key":"headlines"}"#)?.json.contains("unsupported-op") == true)
    }
}
