import Foundation
import Spoken
import SpokenRender
import TestSupport
import Testing

/// `announce` with the shipped catalog's duration and relative placeholders (`label.timeRemaining`,
/// `label.published`): the catalog's own text around ICU's words (durations.tsv, relative.tsv).
@Suite("render: durations and relative times as announce arguments")
struct TimeSpanArgumentsRenderTests {
    static let renderer = Renderer()

    static func response(_ line: String) -> String { renderer.render(line: line)?.json ?? "" }

    static func text(_ line: String) -> String? {
        let object = try? JSONSerialization.jsonObject(with: Data(response(line).utf8)) as? [String: Any]
        return object?["text"] as? String
    }

    /// The catalog's message for `key` in `locale` with `words` in place of `{name}`.
    static func expected(_ key: String, _ locale: String, _ name: String, _ words: String?) -> String {
        guard let message = CatalogOnDisk.message(key, in: locale), let words else { return "missing" }
        return message.replacingOccurrences(of: "{\(name)}", with: words)
    }

    static func relative(_ kind: String, _ locale: String, _ unit: String, _ value: String) -> String? {
        ICUGolden.table("relative.tsv").rows.first {
            $0[0] == kind && $0[1] == locale && $0[2] == "auto" && $0[3] == "none" && $0[4] == unit && $0[5] == value
        }?[6]
    }

    @Test(
        "A number of seconds or duration text, spoken with the placeholder's options (2 units, rounded up)",
        arguments: ["en", "de", "ja", "ru", "ar"])
    func durations(_ locale: String) throws {
        let words = ICUGolden.duration(locale, seconds: "4527", maximumUnitCount: 2, rounding: .up)
        let expected = Self.expected("label.timeRemaining", locale, "remaining", words)
        for value in ["4527", #""4527""#, #""1:15:27""#, #""PT1H15M27S""#] {
            let line =
                #"{"op":"announce","key":"label.timeRemaining","locale":"\#(locale)","args":{"remaining":\#(value)}}"#
            #expect(Self.text(line) == expected, "\(Self.response(line))")
        }
    }

    @Test("An instant seen from the request's now, or a value and a unit", arguments: ["en", "de", "ja", "he"])
    func relativeTimes(_ locale: String) throws {
        let seen =
            #"{"op":"announce","key":"label.published","locale":"\#(locale)","now":"2026-11-29T12:50:00Z","args":{"published":"2026-11-29T11:50:00Z"}}"#
        #expect(
            Self.text(seen)
                == Self.expected("label.published", locale, "published", Self.relative("instant", locale, "hour", "-1")),
            "\(Self.response(seen))")
        let numberNow =
            #"{"op":"announce","key":"label.published","locale":"\#(locale)","now":1795956600,"args":{"published":"@1795953000"}}"#
        #expect(Self.text(numberNow) == Self.text(seen))
        for value in [#"{"value":-1,"unit":"day"}"#, #"{"value":"-1","unit":"day"}"#, #""-1 day""#] {
            let line =
                #"{"op":"announce","key":"label.published","locale":"\#(locale)","args":{"published":\#(value)}}"#
            #expect(
                Self.text(line)
                    == Self.expected(
                        "label.published", locale, "published", Self.relative("value", locale, "day", "-1")),
                "\(Self.response(line))")
        }
    }

    @Test(
        "Bad arguments name the field or the argument",
        arguments: [
            (#""published":{"value":-1}"#, "missing-field", "args.published.unit"),
            (#""published":{"value":-1,"unit":"day","when":1}"#, "unknown-field", "args.published.when"),
            (#""published":{"value":-1,"unit":"fortnight"}"#, "invalid-option", "fortnight"),
            (#""published":{"value":"soon","unit":"day"}"#, "invalid-number", "soon"),
            (#""published":{"value":true,"unit":"day"}"#, "invalid-field", "args.published.value"),
            (#""published":7200"#, "invalid-argument-type", "published"),
            (#""published":"two hours ago""#, "invalid-argument-type", "published"),
        ])
    func badRelative(_ argument: String, _ code: String, _ named: String) {
        let line = #"{"op":"announce","key":"label.published","args":{\#(argument)}}"#
        let response = Self.response(line)
        #expect(response.contains(#""code":"\#(code)""#), "\(response)")
        #expect(response.contains(named), "\(response)")
    }

    @Test("A negative or unreadable duration, and a bad now, are the value's own errors")
    func badDuration() {
        let negative = Self.response(#"{"op":"announce","key":"label.timeRemaining","args":{"remaining":-5}}"#)
        #expect(negative.contains(#""code":"invalid-duration""#) && negative.contains("'remaining'"), "\(negative)")
        let clock = Self.response(#"{"op":"announce","key":"label.timeRemaining","args":{"remaining":"1:75"}}"#)
        #expect(clock.contains(#""code":"invalid-duration""#), "\(clock)")
        let now = Self.response(#"{"op":"announce","key":"label.published","now":"soon","args":{"published":0}}"#)
        #expect(now.contains(#""code":"invalid-instant""#), "\(now)")
    }

    @Test(
        "A duration too long for the arithmetic is its line's invalid-duration error, as the op and as an argument",
        arguments: ["P300000000000000W", "P2000000000000000D", "PT47300000000000000H", "99999999999999999999999:00"])
    func durationTooLong(_ text: String) {
        for line in [
            #"{"op":"duration","duration":"\#(text)"}"#,
            #"{"op":"announce","key":"label.timeRemaining","args":{"remaining":"\#(text)"}}"#,
        ] {
            let response = Self.response(line)
            #expect(response.contains(#""code":"invalid-duration""#), "\(response)")
            #expect(response.contains("'\(text)'"), "\(response)")
        }
    }
}
