import Foundation
import TestSupport
import Testing

/// `spoken demo` reads the same every day: its "now" is pinned, and it shows the file it lints.
@Suite("spoken demo (CLI)")
struct DemoCLITests {
    /// ICU's word for the day `daysAgo` before today in `locale`: what `spoken date --style
    /// relative` puts before the time of an instant of that day.
    static func dayWord(_ locale: String, daysAgo: Int, separator: String) throws -> String {
        let instant = Int(Date().timeIntervalSince1970) - daysAgo * 86_400
        let result = try CLI.run([
            "date", "--locale", locale, "--time-zone", "UTC", "--style", "relative", "@\(instant)",
        ])
        return String(result.stdout.split(separator: separator)[0])
    }

    @Test("the relative column is seen from the pinned now, whatever the date today")
    func pinnedNow() throws {
        let result = try CLI.run(["demo"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Spoken demo — ICU "))
        #expect(result.stdout.contains("now (pinned): 2026-11-29T15:50:00Z"))
        let lines = result.stdout.split(separator: "\n").map(String.init)
        // 2026-11-29T12:50Z is 07:50 in New York, the same day as the pinned now (10:50 there)…
        let today = try Self.dayWord("en-US", daysAgo: 0, separator: ",")
        #expect(lines.contains("    relative  \(today), 7:50\u{202F}AM"))
        // …and 21:50 in Tokyo, the day before the pinned now (00:50 on the 30th there).
        let yesterday = try Self.dayWord("ja-JP", daysAgo: 1, separator: " ")
        #expect(lines.contains("    relative  \(yesterday) 21:50"))
    }

    @Test("the money section says ICU's words in the local currency, the sign as U+2212")
    func money() throws {
        let result = try CLI.run(["demo"])
        func golden(_ locale: String, _ kind: String, _ style: String, _ options: [String: String], _ value: String)
            -> String
        {
            ICUGolden.money(locale, kind: kind, style: style, options: options, value: value) ?? "missing"
        }
        for (tag, golden_, currency) in [("en-US", "en", "USD"), ("de-DE", "de", "EUR"), ("ja-JP", "ja", "JPY")] {
            let columns = [
                golden(golden_, "money", "standard", ["currency": currency], "42.50"),
                golden(golden_, "money", "standard", ["currency": currency], "-115"),
                golden(golden_, "number", "compact", [:], "1234567"),
                golden(golden_, "number", "ordinal", [:], "22"),
                golden(golden_, "number", "bytes", [:], "5370000000"),
            ]
            let line =
                "  " + tag.padding(toLength: 11, withPad: " ", startingAt: 0) + " "
                + columns.joined(separator: " | ")
            #expect(result.stdout.contains(line + "\n"), "\(line)")
        }
    }

    /// The podcast cell: the sample title, ICU's words for 4527 s in two units (durations.tsv) and
    /// for 2 hours ago (relative.tsv) in the catalog's label.published, joined by the catalog's
    /// label.separator; then label.timeRemaining around 4527 s in two units rounded up.
    @Test("the time spans section composes a podcast cell seen from the pinned now")
    func timeSpans() throws {
        let result = try CLI.run(["demo"])
        #expect(result.status == 0)
        for (tag, language, title) in [
            ("en-US", "en", "Episode 12"), ("de-DE", "de", "Folge 12"), ("ja-JP", "ja", "第12話"),
        ] {
            let length = ICUGolden.duration(language, seconds: "4527", maximumUnitCount: 2) ?? "missing"
            let ago =
                ICUGolden.table("relative.tsv").rows.first {
                    $0[0] == "value" && $0[1] == language && $0[2] == "auto" && $0[3] == "none" && $0[4] == "hour"
                        && $0[5] == "-2"
                }?[6] ?? "missing"
            let published = (CatalogOnDisk.message("label.published", in: language) ?? "missing")
                .replacingOccurrences(of: "{published}", with: ago)
            let separator = CatalogOnDisk.separator(language) ?? "missing"
            let cell = [title, length, published].joined(separator: separator)
            let tagColumn = tag.padding(toLength: 11, withPad: " ", startingAt: 0)
            #expect(result.stdout.contains("  \(tagColumn) \(cell)\n"), "\(cell)")
            let left = (CatalogOnDisk.message("label.timeRemaining", in: language) ?? "missing")
                .replacingOccurrences(
                    of: "{remaining}",
                    with: ICUGolden.duration(language, seconds: "4527", maximumUnitCount: 2, rounding: .up) ?? "missing"
                )
            #expect(result.stdout.contains("\n              \(left)\n"), "\(left)")
        }
    }

    @Test("the lint section shows the draft it lints, numbered as the diagnostics locate it")
    func lintShowsTheFile() throws {
        let result = try CLI.run(["demo"])
        #expect(result.stdout.contains(#"   3 |   "rotor.headlines": "Главные новости.","#))
        #expect(result.stdout.contains("draft/ru.arb:3:38: warning: The rotor name ends in '.'"))
    }
}
