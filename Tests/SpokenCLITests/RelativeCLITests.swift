import Spoken
import TestSupport
import Testing

@Suite("spoken relative and spoken interval, end to end")
struct RelativeCLITests {
    static let relative = ICUGolden.table("relative.tsv").rows
    static let intervals = ICUGolden.table("intervals.tsv").rows

    /// ICU's words for a value and a unit (relative.tsv).
    static func icu(_ locale: String, _ unit: String, _ value: String, numeric: String = "auto", sentence: Bool = false)
        -> String
    {
        relative.first { $0[0...5] == ["value", locale, numeric, sentence ? "sentence" : "none", unit, value] }?[6]
            ?? "missing golden row"
    }

    /// ICU's text for a range (intervals.tsv).
    static func interval(_ locale: String, _ skeleton: String, start: String, end: String) -> String {
        intervals.first { $0[0...5] == ["interval", locale, "UTC", skeleton, start, end] }?[7] ?? "missing golden row"
    }

    /// ICU's text for a range with the date and time styles (intervals.tsv "styles" rows).
    static func styles(_ locale: String, _ styles: String, start: String, end: String) -> String {
        intervals.first { $0[0...5] == ["styles", locale, "UTC", styles, start, end] }?[7] ?? "missing golden row"
    }

    /// en's spoken form of ICU's "1:00 – 2:30 PM": the dash as l10n/en.arb's label.rangeTo, plain spaces.
    static let spokenJM: String = {
        let icu = interval("en-US", "jm", start: "1775221200000", end: "1775226600000")
        let to = CatalogOnDisk.message("label.rangeTo", in: "en") ?? "?"
        let parts = icu.components(separatedBy: "\u{2009}–\u{2009}")
        guard parts.count == 2 else { return "unexpected golden row \(icu)" }
        let joined = to.replacingOccurrences(of: "{start}", with: parts[0]).replacingOccurrences(
            of: "{end}", with: parts[1])
        return joined.replacingOccurrences(of: "\u{202F}", with: " ")
    }()

    @Test(
        "Outputs, errors and exit codes",
        arguments: [
            // (case, arguments, stdout, stderr contains, exit code)
            (
                "value and unit", ["relative", "--value", "-5", "--unit", "minute"], "\(icu("en", "minute", "-5"))\n",
                "", Int32(0)
            ),
            (
                "sentence case",
                ["relative", "--locale", "de", "--capitalization", "sentence", "--value", "-2", "--unit", "day"],
                "\(icu("de", "day", "-2", sentence: true))\n", "", 0
            ),
            (
                "always numeric", ["relative", "--numeric", "always", "--value", "-1", "--unit", "day"],
                "\(icu("en", "day", "-1", numeric: "always"))\n", "", 0
            ),
            (
                "instants seen from now",
                ["relative", "--now", "@1795956600", "@1795949400", "@1795870200", "@1796043000"],
                "\(icu("en", "hour", "-2"))\n\(icu("en", "day", "-1"))\n\(icu("en", "day", "1"))\n", "", 0
            ),
            (
                "unknown unit", ["relative", "--value", "1", "--unit", "fortnight"], "",
                "Error: Invalid value 'fortnight' for --unit", 64
            ),
            ("value without unit", ["relative", "--value", "1"], "", "Error: Missing '--unit'", 64),
            (
                "now without an instant", ["relative", "--now", "@0", "--value", "1", "--unit", "day"], "",
                "Error: Option '--now' goes with INSTANT", 64
            ),
            ("no value", ["relative"], "", "Error: Missing INSTANT", 64),
            (
                "interval", ["interval", "--skeleton", "ahmm", "@1775221200", "@1775226600"],
                "\(interval("en-US", "ahmm", start: "1775221200000", end: "1775226600000"))\n", "", 0
            ),
            (
                "spoken interval",
                ["interval", "--style", "spoken", "--skeleton", "jm", "2026-04-03T13:00:00Z", "2026-04-03T14:30:00Z"],
                "\(spokenJM)\n", "", 0
            ),
            (
                "end before start", ["interval", "@1775226600", "@1775221200", "@1775221200", "@1775226600"],
                "\(styles("en-US", "medium,short", start: "1775221200000", end: "1775226600000"))\n",
                "Error: Invalid interval: the end '2026-04-03T13:00:00Z' is before the start '2026-04-03T14:30:00Z'", 1
            ),
            (
                "a start without its end", ["interval", "@1775221200"], "",
                "Error: Missing END after START '@1775221200'", 64
            ),
        ])
    func cases(_ name: String, _ arguments: [String], _ stdout: String, _ stderr: String, _ status: Int32) throws {
        try CLI.expect(arguments, stdout: stdout, stderrContains: stderr, status: status)
    }

    @Test("'-' reads pairs from standard input; date --now pins the relative style")
    func standardInput() throws {
        let result = try CLI.run(["interval", "--skeleton", "ahmm", "-"], stdin: "@1775221200 @1775226600\n\n@1\t@0\n")
        #expect(result.stdout == Self.interval("en-US", "ahmm", start: "1775221200000", end: "1775226600000") + "\n")
        #expect(result.stderr.hasPrefix("Error: Line 3: Invalid interval"))
        #expect(result.status == 1)
        let row = try #require(
            ICUGolden.table("relative_dates.tsv").rows.first { $0[0...3] == ["en-US", "UTC", "medium", "short"] })
        let instant = "@" + String(Int64(row[4])! / 1000)
        let now = "@" + String(Int64(row[5])! / 1000)
        try CLI.expect(
            ["date", "--style", "relative", "--now", now, instant], stdout: row[6] + "\n", stderrContains: "", status: 0
        )
    }

    /// Issue 38: `spoken date` takes the op's `capitalization` (inside a sentence: "вчера"), and
    /// beyond the day words says the long date; both byte for byte the golden rows of ICU's
    /// middle-of-sentence context (relative_dates_middle.tsv, gen_relative_dates.c middle).
    @Test("date --capitalization none: ICU's middle-of-sentence words, the long date beyond them")
    func middleOfSentence() throws {
        let rows = ICUGolden.table("relative_dates_middle.tsv").rows.filter {
            $0.count == 7 && $0[0...3] == ["ru", "UTC", "medium", "short"]
        }
        #expect(rows.count == 12)
        #expect(rows.contains { $0[6].hasPrefix("вчера") })
        #expect(rows.contains { $0[6].contains("ноября") || $0[6].contains("декабря") })
        for row in rows {
            try CLI.expect(
                [
                    "date", "--locale", "ru", "--style", "relative", "--capitalization", "none", "--now",
                    "@" + String(Int64(row[5])! / 1000), "@" + String(Int64(row[4])! / 1000),
                ], stdout: row[6] + "\n", stderrContains: "", status: 0)
        }
    }
}
