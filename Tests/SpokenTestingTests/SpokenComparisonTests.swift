import Foundation
import Spoken
import TestSupport
import Testing

@testable import SpokenTesting

@Suite("SpokenComparison")
struct SpokenComparisonTests {
    @Test(
        "equal strings match with an empty report",
        arguments: [
            ("same", "7:50\u{202F}PM"),
            ("empty", ""),
        ])
    func equal(_ name: String, _ text: String) {
        let comparison = SpokenComparison(text, text)
        #expect(comparison.matches)
        #expect(comparison.firstDifference == nil)
        #expect(comparison.column == nil)
        #expect(comparison.report.isEmpty)
        #expect(comparison.description == "SpokenComparison: the texts match")
    }

    @Test(
        "a difference shows both strings escaped and a caret under the first difference, by display width",
        arguments: [
            (
                "narrow no-break space", "Nov 29, 2026, 7:50 PM", "Nov 29, 2026, 7:50\u{202F}PM", 18, 19,
                """
                Spoken text differs at character 19 (U+0020 ' ' in actual, U+202F in expected):
                  actual:   "Nov 29, 2026, 7:50 PM"
                  expected: "Nov 29, 2026, 7:50\\u{202F}PM"
                                               ^
                """
            ),
            (
                "isolate after an escaped mark", "\u{200F}Anna", "\u{200F}\u{2068}Anna\u{2069}", 1, 2,
                """
                Spoken text differs at character 2 (U+0041 'A' in actual, U+2068 in expected):
                  actual:   "\\u{200F}Anna"
                  expected: "\\u{200F}\\u{2068}Anna\\u{2069}"
                                     ^
                """
            ),
            (
                "shorter actual", "3 stars", "3 stars.", 7, 8,
                """
                Spoken text differs at character 8 (end of text in actual, U+002E '.' in expected):
                  actual:   "3 stars"
                  expected: "3 stars."
                                    ^
                """
            ),
            // Each CJK character takes two columns: the caret stands under the '5', not two
            // columns to its left.
            (
                "CJK, double width", "北京，25摄氏度", "北京，26摄氏度", 4, 5,
                """
                Spoken text differs at character 5 (U+0035 '5' in actual, U+0036 '6' in expected):
                  actual:   "北京，25摄氏度"
                  expected: "北京，26摄氏度"
                                    ^
                """
            ),
            // A combining accent takes no column and makes one character with its letter.
            (
                "combining mark", "Cafe\u{301} ouvert", "Cafe\u{301} fermé", 6, 6,
                """
                Spoken text differs at character 6 (U+006F 'o' in actual, U+0066 'f' in expected):
                  actual:   "Café ouvert"
                  expected: "Café fermé"
                                  ^
                """
            ),
            // A terminal reorders right-to-left text: no caret, the character number says where.
            (
                "Arabic, no caret", "\u{0663} \u{0646}\u{062C}\u{0648}\u{0645}",
                "\u{0663} \u{0646}\u{062C}\u{0645}\u{0629}",
                4, 5,
                """
                Spoken text differs at character 5 (U+0648 'و' in actual, U+0645 'م' in expected):
                  actual:   "٣ نجوم"
                  expected: "٣ نجمة"
                """
            ),
        ])
    func differs(
        _ name: String, _ actual: String, _ expected: String, _ offset: Int, _ column: Int, _ report: String
    ) {
        let comparison = SpokenComparison(actual, expected)
        #expect(!comparison.matches)
        #expect(comparison.firstDifference == offset)
        #expect(comparison.column == column)
        #expect(comparison.report == report)
        // The value's own description is one line without the texts: a test framework that
        // prints it beside the report shows the difference once.
        #expect(!comparison.description.contains("\n"))
        #expect(comparison.description.hasPrefix("SpokenComparison: the texts differ at character \(column) ("))
    }
}

@Suite("SpokenSnapshot")
struct SpokenSnapshotTests {
    static func temporaryFile() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("spoken-snapshot-\(UUID().uuidString)")
            .appendingPathComponent("golden.jsonl").path
    }

    @Test("the rows are the preview's; the file is one JSON line per row")
    func rows() throws {
        let snapshot = try SpokenSnapshot(keys: ["announce.newMessages"], locales: ["ru"])
        let preview = try MessagePreview().rows(keys: ["announce.newMessages"], locales: ["ru"])
        #expect(snapshot.rows == preview)
        #expect(snapshot.jsonLines == preview.map { $0.jsonLine + "\n" }.joined())
        #expect(
            snapshot.jsonLines.split(separator: "\n")[3]
                == #"{"locale":"ru","key":"announce.newMessages","case":{"count":"few"},"arguments":{"count":2},"text":"2 новых сообщения"}"#
        )
    }

    @Test("any spoken value an app makes, by name, after the rows, in order")
    func values() throws {
        let label = try LabelComposer(locale: SpokenLocale("zh-Hans")).compose("北京", "25摄氏度")
        let rotor = try CatalogStore.shared.rotor("headlines", locale: SpokenLocale("zh-Hans"))
        let announcement = try CatalogStore.shared.text(key: "loading", locale: "ja")
        var snapshot = try SpokenSnapshot(keys: ["announce.loading"], locales: ["en"])
        snapshot.append("weather.cell", label)
        snapshot.append("rotor", rotor)
        snapshot.append("loading", announcement)
        snapshot.append("first word", "北京，25摄氏度".prefix(2))
        // Words from the catalogs (l10n/zh-Hans.arb, l10n/ja.arb) and the label composer's pause.
        #expect(
            snapshot.jsonLines == """
                {"locale":"en","key":"announce.loading","case":{},"arguments":{},"text":"Loading"}
                {"name":"weather.cell","text":"北京，25摄氏度"}
                {"name":"rotor","text":"头条新闻","locale":"zh-Hans"}
                {"name":"loading","text":"\(announcement.text)","locale":"ja"}
                {"name":"first word","text":"北京"}

                """)
        let literal = SpokenSnapshot(values: ["weather.cell": label, "rotor": rotor])
        #expect(literal.values == Array(snapshot.values.prefix(2)))
        #expect(literal.rows.isEmpty)
    }

    @Test("a value shown and spoken keeps every markup field; recording fails, a changed display fails")
    func markup() throws {
        let message = try CatalogStore.shared.markup(
            key: "label.timeRemaining", locale: "de", arguments: ["remaining": 4500], width: .narrow)
        let cell = SpokenMarkup(literal: "R&D ") + SpokenMarkup(value: "5 Sterne", display: "★5", kind: "rating")
        var snapshot = SpokenSnapshot(rows: [])
        snapshot.append("eta", message)
        snapshot.append("cell", cell)
        // Expected from the catalog (l10n/de.arb) and ICU's duration at both widths (durations.tsv).
        let pattern = try #require(CatalogOnDisk.message("label.timeRemaining", in: "de"))
        let words = try #require(ICUGolden.duration("de", seconds: "4500"))
        let shown = try #require(ICUGolden.duration("de", seconds: "4500", width: .narrow))
        let start = try #require(pattern.range(of: "{remaining}")).lowerBound.utf16Offset(in: pattern)
        let text = pattern.replacing("{remaining}", with: words)
        let display = pattern.replacing("{remaining}", with: shown)
        let ssml = pattern.replacing("{remaining}", with: #"<sub alias=\"\#(words)\">\#(shown)</sub>"#)
        #expect(
            snapshot.jsonLines == """
                {"name":"eta","text":"\(text)","locale":"de","display":"\(display)","ssml":"\(ssml)","spans":[{"start":\(start),"end":\(start + shown.utf16.count),"type":"text","text":"\(words)","kind":"duration"}],"inputLabels":["\(display)","\(text)"]}
                {"name":"cell","text":"R&D 5 Sterne","display":"R&D ★5","ssml":"R&amp;D <sub alias=\\"5 Sterne\\">★5</sub>","spans":[{"start":4,"end":6,"type":"text","text":"5 Sterne","kind":"rating"}],"inputLabels":["R&D ★5","R&D 5 Sterne"]}

                """)
        let path = Self.temporaryFile()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let first = snapshot.compare(toFile: path, record: true)
        #expect(!first.matches)
        #expect(snapshot.compare(toFile: path, record: false).matches)
        // The same words shown differently: the row changed.
        var changed = SpokenSnapshot(rows: [])
        changed.append("eta", message)
        changed.append(
            "cell", SpokenMarkup(literal: "R&D ") + SpokenMarkup(value: "5 Sterne", display: "5★", kind: "rating"))
        let comparison = changed.compare(toFile: path, record: false)
        #expect(!comparison.matches)
        #expect(comparison.differences.map(\.line) == [2])
        #expect(comparison.report.contains("line 2: cell: the row changed"), "\(comparison.report)")
    }

    @Test(
        "SPOKEN_RECORD_SNAPSHOTS records only for a true value",
        arguments: [
            ("1", true), ("true", true), ("TRUE", true), ("yes", true), (" Yes ", true),
            ("0", false), ("false", false), ("no", false), ("", false), ("2", false), ("on", false),
        ])
    func recordVariable(_ value: String, _ records: Bool) {
        #expect(
            SpokenSnapshot.records(in: ["SPOKEN_RECORD_SNAPSHOTS": value, "PATH": "/usr/bin"]) == records,
            "SPOKEN_RECORD_SNAPSHOTS='\(value)'")
        // Only that variable counts: another one set to a true value, or none, compares.
        #expect(!SpokenSnapshot.records(in: ["SPOKEN_RECORD": value, "RECORD_SNAPSHOTS": value]))
        #expect(!SpokenSnapshot.records(in: [:]))
    }

    @Test("a missing file is recorded and fails once; then it matches")
    func recordThenMatch() throws {
        let path = Self.temporaryFile()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let snapshot = try SpokenSnapshot(keys: ["rating.stars"], locales: ["en", "ar-XB"])
        let first = snapshot.compare(toFile: path, record: false)
        #expect(!first.matches)
        #expect(first.report == "Recorded \(snapshot.rows.count) rows in '\(path)': review the file and commit it")
        #expect(first.description == "SnapshotComparison: recorded \(snapshot.rows.count) rows in '\(path)'")
        #expect(
            FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } == snapshot.jsonLines
        )
        let second = snapshot.compare(toFile: path, record: false)
        #expect(second.matches)
        #expect(second.report.isEmpty)
        #expect(second.description == "SnapshotComparison: '\(path)' matches")
    }

    /// Writes `lines` (the file as committed) and compares `snapshot` with it.
    static func compare(_ snapshot: SpokenSnapshot, committed lines: [String]) throws -> (SnapshotComparison, String) {
        let path = temporaryFile()
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        return (snapshot.compare(toFile: path, record: false), path)
    }

    @Test("a changed translation is reported once: the row's name and a diff of its words")
    func changed() throws {
        let snapshot = try SpokenSnapshot(keys: ["rating.stars"], locales: ["en"])
        var lines = snapshot.jsonLines.split(separator: "\n").map(String.init)
        // The committed file says "1 star" with a no-break space: invisible in a plain message.
        #expect(
            lines[0]
                == #"{"locale":"en","key":"rating.stars","case":{"value":"one"},"arguments":{"value":1},"text":"1 star"}"#
        )
        lines[0] = lines[0].replacingOccurrences(of: "\"1 star\"", with: "\"1\u{00A0}star\"")
        let (comparison, path) = try Self.compare(snapshot, committed: lines)
        #expect(!comparison.matches)
        #expect(comparison.differences.map(\.line) == [1])
        #expect(
            comparison.report == """
                1 row of '\(path)' differs from what Spoken says now:
                line 1: en rating.stars value=one (1)
                  Spoken text differs at character 2 (U+0020 ' ' in actual, U+00A0 in expected):
                    actual:   "1 star"
                    expected: "1\\u{00A0}star"
                                ^
                Set SPOKEN_RECORD_SNAPSHOTS=1 to record the new output.
                """)
        #expect(comparison.description == "SnapshotComparison: 1 row of '\(path)' differs")
    }

    @Test("named values: CJK text gets its caret by display width, Arabic its character number")
    func changedValues() throws {
        let snapshot = SpokenSnapshot(values: [
            "weather.cell": "北京，25摄氏度", "stars": "\u{0663} \u{0646}\u{062C}\u{0648}\u{0645}",
        ])
        let lines = [
            #"{"name":"weather.cell","text":"北京，26摄氏度"}"#,
            #"{"name":"stars","text":"\#u{0663} \#u{0646}\#u{062C}\#u{0645}\#u{0629}"}"#,
        ]
        let (comparison, path) = try Self.compare(snapshot, committed: lines)
        #expect(
            comparison.report == """
                2 rows of '\(path)' differ from what Spoken says now:
                line 1: weather.cell
                  Spoken text differs at character 5 (U+0035 '5' in actual, U+0036 '6' in expected):
                    actual:   "北京，25摄氏度"
                    expected: "北京，26摄氏度"
                                      ^
                line 2: stars
                  Spoken text differs at character 5 (U+0648 'و' in actual, U+0645 'م' in expected):
                    actual:   "٣ نجوم"
                    expected: "٣ نجمة"
                Set SPOKEN_RECORD_SNAPSHOTS=1 to record the new output.
                """)
    }

    @Test("an added line is one difference, not every line after it; a removed one likewise")
    func added() throws {
        let snapshot = try SpokenSnapshot(keys: ["announce.newMessages"], locales: ["ru"])
        var lines = snapshot.jsonLines.split(separator: "\n").map(String.init)
        let removed = lines.remove(at: 2)
        let (comparison, path) = try Self.compare(snapshot, committed: lines)
        #expect(comparison.differences.count == 1)
        #expect(comparison.differences.first?.actual == removed)
        #expect(comparison.differences.first?.expected == nil)
        #expect(
            comparison.report.hasPrefix(
                "1 row of '\(path)' differs from what Spoken says now:\nline 3: new: ru announce.newMessages count=one (21) \""
            ))
        var more = snapshot.jsonLines.split(separator: "\n").map(String.init)
        more.insert(#"{"name":"gone","text":"Old words"}"#, at: 1)
        let (extra, _) = try Self.compare(snapshot, committed: more)
        #expect(extra.differences.map(\.line) == [2])
        #expect(extra.report.contains("\nline 2: no longer said: gone \"Old words\"\n"))
    }

    @Test("a relative path is resolved from the calling test file's folder, '..' included")
    func relative() throws {
        let folder = "Golden-\(UUID().uuidString)"
        let outside = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(folder)
        defer { try? FileManager.default.removeItem(at: outside) }
        let snapshot = try SpokenSnapshot(keys: ["announce.loading"], locales: ["en"])
        let first = snapshot.compare(toFile: "../\(folder)/spoken.jsonl", record: false)
        #expect(first.path == outside.appendingPathComponent("spoken.jsonl").path)
        #expect(FileManager.default.fileExists(atPath: first.path))
        #expect(snapshot.compare(toFile: "../\(folder)/spoken.jsonl", record: false).matches)
    }

    @Test("an unwritable path fails naming it")
    func unwritable() throws {
        let snapshot = SpokenSnapshot(rows: [])
        let path = "/proc/spoken-snapshot/golden.jsonl"
        #expect {
            try snapshot.write(to: path)
        } throws: { error in
            (error as? SpokenSnapshot.FileError)?.path == path
        }
        let comparison = snapshot.compare(toFile: path)
        #expect(!comparison.matches)
        #expect(comparison.report.hasPrefix("Cannot write the snapshot '\(path)': "))
    }
}

@Suite("SpokenTesting: the documented example")
struct DocumentedExampleTests {
    @Test("updatedAt in New York is spoken with a narrow no-break space before AM")
    func updatedAt() throws {
        let text = try CatalogStore.shared.text(
            key: "announce.updatedAt", locale: "en-US", arguments: ["date": Instant(secondsSince1970: 1_795_956_600)],
            timeZone: "America/New_York"
        ).text
        let comparison = SpokenComparison(text, "Updated Nov 29, 2026, 7:50\u{202F}AM")
        #expect(comparison.matches, "\(comparison.report)")
    }
}
