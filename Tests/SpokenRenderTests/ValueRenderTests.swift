import Spoken
import SpokenRender
import TestSupport
import Testing

/// The ops of declared value types (`ValueType.all`): fields from the declaration, JSON types
/// checked, forms resolved, words from ICU's golden output.
@Suite("render: value types")
struct ValueRenderTests {
    static let renderer = Renderer()

    static func response(_ line: String) -> String { renderer.render(line: line)?.json ?? "" }

    @Test("Every value type has an op taking exactly its declared fields", arguments: ValueType.standalone.map(\.name))
    func derived(_ name: String) throws {
        let type = try #require(ValueType.named(name))
        #expect(Renderer.knownOps.contains(name))
        let handler = try #require(Renderer.builtInHandlers[name])
        #expect(handler.fields == type.fields.map(\.name))
        let unknown = Self.response(#"{"op":"\#(name)","bogus":1}"#)
        #expect(unknown.contains(#""code":"unknown-field""#), "\(unknown)")
        for field in type.fields { #expect(unknown.contains(field.name), "\(unknown)") }
    }

    @Test("A required field missing is missing-field; a number-or-text field takes both JSON types")
    func requiredAndNumberOrText() throws {
        let value = ValueKey.numberOrText("value")
        let code = ValueKey.text("code")
        let type = ValueType(
            name: "sample", summary: "A sample",
            fields: [
                ValueField(value, help: "a number or digits"),
                ValueField(code, help: "a code", required: true),
            ], forms: [["value"]], errors: [.invalidNumber],
            speak: { (request) throws(SpokenError) in "\(try request[value] ?? "-")/\(try request[code] ?? "-")" }
        )
        let renderer = Renderer(handlers: ["sample": ValueRenderHandler(type)])
        func json(_ line: String) -> String { renderer.render(line: line)?.json ?? "" }
        #expect(
            json(#"{"op":"sample","value":1}"#)
                == #"{"id":null,"error":{"code":"missing-field","message":"Missing field 'code' for op 'sample'","line":1}}"#
        )
        #expect(json(#"{"op":"sample","value":1.50,"code":"x"}"#) == #"{"id":null,"text":"1.50/x","locale":"en-US"}"#)
        #expect(json(#"{"op":"sample","value":"0442","code":"x"}"#) == #"{"id":null,"text":"0442/x","locale":"en-US"}"#)
        #expect(json(#"{"op":"sample","value":true,"code":"x"}"#).contains(#""code":"invalid-field""#))
    }

    @Test(
        "duration: seconds or text in every form, as ICU says them",
        arguments: ["en", "de", "ru", "ar", "zh-Hans", "ja"])
    func duration(_ locale: String) throws {
        for row in ICUGolden.durations.rows where row.locale == locale {
            var request = #"{"op":"duration","locale":"\#(locale)","seconds":\#(row.seconds)"#
            request += #","units":[\#(row.units.sorted().map { "\"\($0.rawValue)\"" }.joined(separator: ","))]"#
            if let count = row.maximumUnitCount { request += #","maxUnits":\#(count)"# }
            request += #","rounding":"\#(row.rounding.rawValue)","width":"\#(row.width.rawValue)"}"#
            let response = try #require(Self.renderer.render(line: request))
            guard case .text(_, let rendered) = response else {
                Issue.record("\(request): \(response.json)")
                continue
            }
            #expect(rendered.text == row.expected, "\(request)")
        }
        let expected = try #require(ICUGolden.duration(locale, seconds: "4527"))
        for form in [
            #""duration":"1:15:27""#, #""duration":"PT1H15M27S""#, #""seconds":"4527""#, #""duration":"4527""#,
        ] {
            let line = #"{"op":"duration","locale":"\#(locale)",\#(form)}"#
            #expect(Self.response(line) == #"{"id":null,"text":"\#(expected)","locale":"\#(locale)"}"#, "\(line)")
        }
    }

    struct Bad: Sendable, CustomTestStringConvertible {
        let line: String
        let code: String
        let message: String
        var testDescription: String { line }
    }

    @Test(
        "duration: bad requests name the field",
        arguments: [
            Bad(
                line: #"{"op":"duration"}"#, code: "missing-field",
                message: "Missing field 'duration' or 'seconds' for op 'duration'"),
            Bad(
                line: #"{"op":"duration","seconds":1,"duration":"1"}"#, code: "invalid-field",
                message:
                    "Invalid fields 'duration' and 'seconds' for op 'duration': they are two ways to give one value, give one"
            ),
            Bad(
                line: #"{"op":"duration","seconds":-1}"#, code: "invalid-duration",
                message: "Invalid duration '-1': a duration cannot be negative"),
            Bad(
                line: #"{"op":"duration","seconds":1e999}"#, code: "invalid-duration",
                message: "Invalid duration '1e999': not a finite number"),
            Bad(
                line: #"{"op":"duration","duration":"soon"}"#, code: "invalid-duration",
                message:
                    "Invalid duration 'soon': expected seconds (4527), clock time (1:15:27) or ISO 8601 (PT1H15M)"),
            Bad(
                line: #"{"op":"duration","duration":4527}"#, code: "invalid-field",
                message: "Invalid field 'duration': expected a string, got a number"),
            Bad(
                line: #"{"op":"duration","seconds":5,"units":"minute"}"#, code: "invalid-field",
                message: "Invalid field 'units': expected an array of strings, got a string"),
            Bad(
                line: #"{"op":"duration","seconds":5,"units":[1]}"#, code: "invalid-field",
                message: "Invalid field 'units': expected an array of strings, got an array"),
            Bad(
                line: #"{"op":"duration","seconds":5,"units":["week"]}"#, code: "invalid-option",
                message: "Invalid value 'week' for units: expected one of day, hour, minute, second, millisecond"),
            Bad(
                line: #"{"op":"duration","seconds":5,"maxUnits":0}"#, code: "invalid-option",
                message: "Invalid value '0' for maxUnits: expected a whole number from 1 to 5"),
            Bad(
                line: #"{"op":"duration","seconds":5,"maxUnits":1.5}"#, code: "invalid-option",
                message: "Invalid value '1.5' for maxUnits: expected a whole number from 1 to 5"),
            Bad(
                line: #"{"op":"duration","seconds":5,"rounding":"half"}"#, code: "invalid-option",
                message: "Invalid value 'half' for rounding: expected one of nearest, down, up"),
            Bad(
                line: #"{"op":"duration","seconds":5,"width":"wide"}"#, code: "invalid-option",
                message: "Invalid value 'wide' for width: expected one of full, short, narrow"),
        ])
    func bad(_ bad: Bad) {
        let response = Self.response(bad.line)
        #expect(response.contains(#""code":"\#(bad.code)""#), "\(response)")
        #expect(response.contains(#""message":"\#(bad.message)""#), "\(response)")
    }

    @Test("Null fields are absent, as in every op")
    func nulls() throws {
        let expected = try #require(ICUGolden.duration("en", seconds: "4527"))
        #expect(
            Self.response(#"{"op":"duration","seconds":4527,"maxUnits":null,"units":null,"duration":null}"#)
                == #"{"id":null,"text":"\#(expected)","locale":"en-US"}"#)
    }

    @Test("Milliseconds past 2^63 are the number ICU's formatMeasures says, never clamped to Int64")
    func hugeMilliseconds() throws {
        let row = try #require(
            ICUGolden.hugeDurations.rows.first {
                $0.locale == "en" && $0.width == .full && $0.units == [.millisecond]
                    && $0.seconds == "10000000000000000"
            })
        #expect(
            Self.response(#"{"op":"duration","seconds":10000000000000000,"units":["millisecond"]}"#)
                == #"{"id":null,"text":"\#(row.expected)","locale":"en-US"}"#)
    }
}
