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
        let interval = try CLI.run(["interval", "--help"])
        #expect(!interval.stdout.contains("--markup"))
    }

    @Test(
        "Usage errors name the option or the bad width, exit 64",
        arguments: [
            (["duration", "--display-width", "narrow", "1"], "'--display-width'"),
            (["money", "--currency", "USD", "--markup", "--display-width", "wide", "4"], "'wide'"),
            (["interval", "--markup", "2026-01-01T00:00:00Z", "2026-01-02T00:00:00Z"], "'--markup'"),
        ])
    func errors(arguments: [String], quoted: String) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(quoted), "\(result.stderr)")
    }
}
