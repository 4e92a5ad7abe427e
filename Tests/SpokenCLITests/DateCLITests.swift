import Foundation
import Spoken
import TestSupport
import Testing

@Suite("spoken date, end to end")
struct DateCLITests {
    @Test(
        "Outputs, errors and exit codes",
        arguments: [
            // (case, arguments, stdout, stderr contains, exit code)
            ("defaults", ["date", "2026-11-29T12:50:00Z"], "Nov 29, 2026, 12:50\u{202F}PM\n", "", Int32(0)),
            (
                "two instants in order", ["date", "@1796000000", "@-86400.5"],
                "Nov 30, 2026, 12:53\u{202F}AM\nDec 30, 1969, 11:59\u{202F}PM\n", "", 0
            ),
            (
                "locale and zone",
                ["date", "--locale", "zh-Hans-CN", "--time-zone", "Asia/Shanghai", "2026-11-29T12:50:00Z"],
                "2026年11月29日 20:50\n", "", 0
            ),
            (
                "equals syntax", ["date", "--locale=de-DE", "--time-zone=Europe/Berlin", "2026-11-29T12:50:00Z"],
                "29.11.2026, 13:50\n", "", 0
            ),
            (
                "styles", ["date", "--date-style", "full", "--time-style", "none", "2026-11-29T12:50:00Z"],
                "Sunday, November 29, 2026\n", "", 0
            ),
            (
                "spoken presentation", ["date", "--presentation", "spoken", "2026-11-29T12:50:00Z"],
                "November 29, 2026 at 12:50 PM\n", "", 0
            ),
            (
                "spoken by the former name, --style", ["date", "--style", "spoken", "2026-11-29T12:50:00Z"],
                "November 29, 2026 at 12:50 PM\n", "", 0
            ),
            (
                "a bad presentation is named as given", ["date", "--style", "loud", "@0"], "",
                "Error: Invalid value 'loud' for --style", 64
            ),
            (
                "a bad presentation by its name", ["date", "--presentation", "loud", "@0"], "",
                "Error: Invalid value 'loud' for --presentation", 64
            ),
            (
                "bad instant keeps the others", ["date", "nope", "2026-11-29T12:50:00Z"],
                "Nov 29, 2026, 12:50\u{202F}PM\n", "Error: Invalid instant 'nope'", 1
            ),
            ("unknown locale", ["date", "--locale", "xx", "@0"], "", "Error: Invalid locale 'xx'", 64),
            ("malformed locale", ["date", "--locale", "en-US-!!", "@0"], "", "Error: Invalid locale 'en-US-!!'", 64),
            (
                "unknown zone", ["date", "--time-zone", "Mars/Base", "@0"], "", "Error: Unknown time zone 'Mars/Base'",
                64
            ),
            (
                "bad style", ["date", "--date-style", "huge", "@0"], "", "Error: Invalid value 'huge' for --date-style",
                64
            ),
            ("unknown option", ["date", "--colour", "@0"], "", "Error: Unknown option '--colour'", 64),
            ("missing value", ["date", "@0", "--locale"], "", "Error: Option '--locale' needs a value", 64),
            ("no instant", ["date"], "", "Error: Missing INSTANT", 64),
            ("unknown command", ["dates"], "", "Error: Unknown command 'dates'", 64),
        ])
    func cases(_ name: String, _ arguments: [String], _ stdout: String, _ stderr: String, _ status: Int32) throws {
        try CLI.expect(arguments, stdout: stdout, stderrContains: stderr, status: status)
    }

    @Test("Standard input: bad lines are reported by number and the rest goes on")
    func stdinLines() throws {
        let input = "2026-11-29T12:50:00Z\n@0\nnot-a-date\n\n@1796000000\n"
        let result = try CLI.run(["date", "-"], stdin: input)
        #expect(
            result.stdout
                == "Nov 29, 2026, 12:50\u{202F}PM\nJan 1, 1970, 12:00\u{202F}AM\nNov 30, 2026, 12:53\u{202F}AM\n")
        #expect(
            result.stderr
                == "Error: Line 3: Invalid instant 'not-a-date': expected ISO 8601 with 'Z' or an offset (2026-11-29T12:50:00Z) or '@EPOCH_SECONDS'\n"
        )
        #expect(result.status == 1)
    }

    @Test(
        "Standard input as bytes: line ends, invalid UTF-8, tokens around '-'",
        arguments: [
            // (case, arguments, stdin bytes, stdout, stderr)
            (
                "CRLF, a blank CRLF line, no newline at the end", ["date", "-"], Array("@0\r\n\r\n@60".utf8),
                "Jan 1, 1970, 12:00\u{202F}AM\nJan 1, 1970, 12:01\u{202F}AM\n", ""
            ),
            (
                "invalid UTF-8 is quoted repaired", ["date", "-"], [0xFF] + Array("bad\n@60\n".utf8),
                "Jan 1, 1970, 12:01\u{202F}AM\n",
                "Error: Line 1: Invalid instant '\u{FFFD}bad': expected ISO 8601 with 'Z' or an offset (2026-11-29T12:50:00Z) or '@EPOCH_SECONDS'\n"
            ),
            (
                "tokens before and after '-' keep their order", ["date", "@0", "-", "@120"], Array("@60\n".utf8),
                "Jan 1, 1970, 12:00\u{202F}AM\nJan 1, 1970, 12:01\u{202F}AM\nJan 1, 1970, 12:02\u{202F}AM\n", ""
            ),
            (
                "-0 and a plus sign", ["date", "-"], Array("@-0\n@+60\n".utf8),
                "Jan 1, 1970, 12:00\u{202F}AM\nJan 1, 1970, 12:01\u{202F}AM\n", ""
            ),
        ])
    func stdinBytes(_ name: String, _ arguments: [String], _ input: [UInt8], _ stdout: String, _ stderr: String)
        throws
    {
        let scratch = FileManager.default.temporaryDirectory.appending(path: "spoken-bytes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let file = scratch.appending(path: "input")
        try Data(input).write(to: file)
        let result = try CLI.run(arguments, stdinFile: file, scratch: scratch)
        #expect(result.stdout == stdout, "\(name)")
        #expect(result.stderr == stderr, "\(name)")
        #expect(result.status == (stderr.isEmpty ? 0 : 1), "\(name)")
    }

    @Test("A million lines stream in order in bounded memory")
    func millionLines() throws {
        let scratch = FileManager.default.temporaryDirectory.appending(path: "spoken-million-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let input = scratch.appending(path: "instants")
        var text = ""
        text.reserveCapacity(14 * 1_000_000)
        let start = 1_795_000_000
        for i in 0..<1_000_000 { text += "@\(start + i * 37)\n" }
        try Data(text.utf8).write(to: input)
        let result = try CLI.run(["date", "--time-style", "medium", "-"], stdinFile: input, scratch: scratch)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 1_000_001)
        #expect(lines.first == "Nov 18, 2026, 11:06:40\u{202F}AM")
        #expect(lines[999_999] == "Jan 20, 2028, 4:52:43\u{202F}PM")
        // Output is ~25 MB; the process must not have held it (or the input) in memory.
        #expect(result.maxResidentKiB > 0 && result.maxResidentKiB < 40 * 1024, "peak RSS \(result.maxResidentKiB) KiB")
    }

    @Test("A 100 MB line is reported and skipped in bounded memory; the next line is still read")
    func hugeLine() throws {
        let scratch = FileManager.default.temporaryDirectory.appending(path: "spoken-huge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let input = scratch.appending(path: "input")
        var bytes = Array("@0\n".utf8)
        bytes += [UInt8](repeating: UInt8(ascii: "x"), count: 100 << 20)
        bytes += Array("\n@1796000000\n".utf8)
        try Data(bytes).write(to: input)
        let result = try CLI.run(["date", "-"], stdinFile: input, scratch: scratch)
        #expect(result.stdout == "Jan 1, 1970, 12:00\u{202F}AM\nNov 30, 2026, 12:53\u{202F}AM\n")
        #expect(result.stderr == "Error: Line 2: Line too long: 104857600 bytes, more than 1048576 (skipped)\n")
        #expect(result.status == 1)
        #expect(result.maxResidentKiB < 64 * 1024, "peak RSS \(result.maxResidentKiB) KiB")
    }

    @Test("A huge bad value is quoted shortened")
    func hugeValueQuotedShort() throws {
        let token = String(repeating: "y", count: 5_000)
        let result = try CLI.run(["date", token])
        #expect(
            result.stderr.hasPrefix("Error: Invalid instant '" + String(repeating: "y", count: 64) + "…(5000 bytes)'"))
        #expect(result.stderr.count < 300)
        #expect(result.status == 1)
    }

    @Test("Help texts")
    func help() throws {
        let top = try CLI.run(["--help"])
        #expect(top.status == 0)
        #expect(top.stdout.contains("Usage: spoken COMMAND"))
        #expect(top.stdout.contains("date"))
        let date = try CLI.run(["date", "--help"])
        #expect(date.status == 0)
        #expect(date.stdout.contains("--time-zone ID"))
        let none = try CLI.run([])
        #expect(none.status == 64)
    }

    @Test("The demo runs on embedded defaults from any directory")
    func demo() throws {
        let result = try CLI.run(["demo"], workingDirectory: FileManager.default.temporaryDirectory)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.contains("Nov 29, 2026, 7:50\u{202F}AM"))  // en-US in New York
        #expect(result.stdout.contains("2026年11月29日 20:50"))  // zh-Hans in Shanghai
        #expect(result.stdout.contains("北京，25摄氏度"))  // weather cell
        #expect(result.stdout.contains("头条新闻"))  // catalog rotor name
        #expect(result.stdout.contains("[plural-category-missing]"))  // lint of the draft
    }

    /// Issue 38: `--capitalization` for the icu and spoken styles is ICU's display context, byte
    /// for byte the rows of dates_capitalized.tsv (gen_dates.c capitalized); without it, ICU's
    /// default (the `none` rows).
    @Test(
        "date --capitalization sentence|none in the icu and spoken styles", arguments: ["es", "cs", "ru", "de", "ja"])
    func capitalization(locale: String) throws {
        let rows = ICUGolden.capitalizedDates.filter {
            $0.tag == locale && $0.dateStyle == .full && ($0.timeStyle == .none || $0.timeStyle == .short)
        }
        #expect(rows.count == 8)
        for row in rows {
            let capitalization = try #require(row.capitalization)
            var arguments = [
                "date", "--locale", locale, "--style", row.kind, "--date-style", "full", "--time-style",
                row.timeStyle.rawValue, "@\(Int(row.seconds))",
            ]
            if capitalization == .none {
                try CLI.expect(arguments, stdout: row.expected + "\n", stderrContains: "", status: 0)
            }
            arguments += ["--capitalization", capitalization.rawValue]
            try CLI.expect(arguments, stdout: row.expected + "\n", stderrContains: "", status: 0)
        }
    }
}
