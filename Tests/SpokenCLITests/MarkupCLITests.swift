import Foundation
import Spoken
import SpokenRender
import TestSupport
import Testing

/// `--markup` and `--display-width` on the value commands: one JSON object per value, the same
/// members as render's `"markup": true`; the options come from the registry's common fields.
@Suite("spoken VALUE --markup")
struct MarkupCLITests {
    @Test("One JSON object per value, display at the width, the SSML read by an XML parser")
    func values() throws {
        let result = try CLI.run(["duration", "--markup", "--display-width", "narrow", "4500", "4527"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        for (line, seconds) in zip(lines, ["4500", "4527"]) {
            let parsed = try JSONSerialization.jsonObject(with: Data(line.utf8))
            let object = try #require(parsed as? [String: Any])
            let text = try #require(object["text"] as? String)
            let display = try #require(object["display"] as? String)
            #expect(text == ICUGolden.duration("en", seconds: seconds))
            #expect(display == ICUGolden.duration("en", seconds: seconds, width: .narrow))
            let ssml = try #require(object["ssml"] as? String)
            let reading = try #require(MarkupChecks.read(ssml: ssml))
            #expect(reading.shown == display)
            #expect(reading.spoken == text)
            #expect(object["inputLabels"] as? [String] == [display, text])
        }
    }

    @Test(
        "cell and announce: one JSON object, the message's words in both, the duration shown and spoken",
        arguments: ["en", "de", "ar"])
    func composed(_ locale: String) throws {
        let eta = try #require(ICUGolden.duration(locale, seconds: "4500", width: .narrow))
        let pattern = try #require(CatalogOnDisk.message("label.timeRemaining", in: locale))
        let separator = try #require(CatalogOnDisk.separator(locale))
        let message = pattern.replacing("{remaining}", with: eta)
        let cell = try CLI.run(
            ["cell", "--locale", locale, "--markup", "--display-width", "narrow"],
            stdin: #"[{"text":"Order 12"},{"key":"label.timeRemaining","args":{"remaining":4500}}]"#)
        let announce = try CLI.run([
            "announce", "label.timeRemaining", "remaining=PT1H15M", "--locale", locale, "--markup",
            "--display-width", "narrow",
        ])
        for (result, display) in [(cell, "Order 12" + separator + message), (announce, message)] {
            #expect(result.status == 0)
            #expect(result.stderr.isEmpty)
            let parsed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
            let object = try #require(parsed as? [String: Any])
            #expect(object["display"] as? String == display)
            let text = try #require(object["text"] as? String)
            let ssml = try #require(object["ssml"] as? String)
            let reading = try #require(MarkupChecks.read(ssml: ssml))
            #expect(reading.shown == display)
            #expect(reading.spoken == text)
            #expect(reading.subs.map(\.content) == [eta])
        }
        let plain = try CLI.run(["announce", "label.timeRemaining", "remaining=PT1H15M", "--locale", locale])
        let object = try JSONSerialization.jsonObject(with: Data(announce.stdout.utf8)) as? [String: Any]
        #expect(object?["text"] as? String == plain.stdout.trimmingCharacters(in: .newlines))
        #expect(object?["priority"] is NSNull)
    }

    @Test("Each value command with a visible form offers the registry's markup options in its help")
    func help() throws {
        for name in OpRegistry.markupOps {
            let result = try CLI.run([OpDeclaration.kebab(name), "--help"])
            #expect(result.stdout.contains("--markup"), "\(name)")
            #expect(result.stdout.contains("--display-width short|narrow"), "\(name)")
        }
        let rating = try CLI.run(["rating", "--help"])
        #expect(!rating.stdout.contains("--markup"))
    }

    /// markup_display.tsv (gen_markup_display.c) and dates.tsv: ICU's bytes.
    static let golden = ICUGolden.table("markup_display.tsv").rows

    static func display(_ kind: String, _ columns: [String]) -> String? {
        let row = golden.first { (row: [String]) -> Bool in
            row[0] == kind && Array(row.dropFirst().prefix(columns.count)) == columns
        }
        return row?.last
    }

    static let dateDisplay = ICUGolden.dates.first {
        $0.kind == "icu" && $0.tag == "de-DE" && $0.zone == "UTC" && $0.seconds == 1_795_956_600
            && $0.dateStyle == .medium && $0.timeStyle == .short
    }?.expected
    static let labelDisplay = ICUGolden.lists.rows.first {
        $0.locale == "en" && $0.kind == .and && $0.items == ["Alice", "Bob", "Carol"]
    }?.expected
    static let relativeNarrow: [String] = ["en", "narrow", "auto", "none", "minute", "-5"]
    static let relativeSentence: [String] = ["de", "short", "auto", "sentence", "hour", "-2"]
    static let otherCases: [([String], String?)] = [
        (
            ["relative", "--markup", "--display-width", "narrow", "--value", "-5", "--unit", "minute"],
            display("relative", relativeNarrow)
        ),
        (
            [
                "relative", "--locale", "de", "--capitalization", "sentence", "--markup", "--value", "-2", "--unit",
                "hour",
            ],
            display("relative", relativeSentence)
        ),
        (
            ["money", "--currency", "CAD", "--markup", "--display-width", "narrow", "42.50"],
            display("money", ["en", "narrow", "CAD", "42.50"])
        ),
        (
            ["measure-range", "--unit", "celsius", "--markup", "--locale", "fr", "18", "25"],
            display("measureRange", ["fr", "short", "celsius", "18", "25"])
        ),
        (["date", "--style", "spoken", "--markup", "--locale", "de-DE", "@1795956600"], dateDisplay),
        (
            ["interval", "--markup", "--style", "spoken", "2026-04-03T13:00:00Z", "2026-04-03T14:30:00Z"],
            "Apr 3, 2026, 1:00\u{2009}–\u{2009}2:30\u{202F}PM"
        ),
        (["label", "--markup", "--style", "and", "Alice", "Bob", "Carol"], labelDisplay),
    ]

    @Test("The other commands: display is ICU's at the width, the words as without --markup", arguments: otherCases)
    func others(arguments: [String], display: String?) throws {
        let expected = try #require(display)
        let result = try CLI.run(arguments)
        #expect(result.status == 0, "\(result.stderr)")
        let plain = try CLI.run(arguments.filter { $0 != "--markup" && $0 != "--display-width" && $0 != "narrow" })
        let parsed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        let object = try #require(parsed as? [String: Any])
        #expect(object["display"] as? String == expected, "\(arguments)")
        #expect((object["text"] as? String).map { $0 + "\n" } == plain.stdout, "\(arguments)")
        let ssml = try #require(object["ssml"] as? String)
        let reading = try #require(MarkupChecks.read(ssml: ssml))
        #expect(reading.shown == expected)
        #expect(reading.spoken + "\n" == plain.stdout)
    }

    @Test(
        "Usage errors name the option or the bad width, exit 64",
        arguments: [
            (["duration", "--display-width", "narrow", "1"], "'--display-width'"),
            (["money", "--currency", "USD", "--markup", "--display-width", "wide", "4"], "'wide'"),
            (["rating", "--markup", "4"], "'--markup'"),
            (["date", "--display-width", "narrow", "@0"], "'--display-width'"),
            (["relative", "--markup", "--display-width", "long", "--value", "1", "--unit", "day"], "'long'"),
        ])
    func errors(arguments: [String], quoted: String) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(quoted), "\(result.stderr)")
    }
}
