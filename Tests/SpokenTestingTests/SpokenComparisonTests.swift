import Foundation
import Spoken
import SpokenTesting
import Testing

@Suite("SpokenComparison")
struct SpokenComparisonTests {
    @Test(
        "equal strings match with an empty description",
        arguments: [
            ("same", "7:50\u{202F}PM"),
            ("empty", ""),
        ])
    func equal(_ name: String, _ text: String) {
        let comparison = SpokenComparison(text, text)
        #expect(comparison.matches)
        #expect(comparison.firstDifference == nil)
        #expect(comparison.description.isEmpty)
    }

    @Test(
        "a difference shows both strings escaped and a caret under the first difference",
        arguments: [
            (
                "narrow no-break space", "Nov 29, 2026, 7:50 PM", "Nov 29, 2026, 7:50\u{202F}PM", 18,
                """
                Spoken text differs at scalar 18 (U+0020 ' ' in actual, U+202F in expected):
                  actual:   "Nov 29, 2026, 7:50 PM"
                  expected: "Nov 29, 2026, 7:50\\u{202F}PM"
                                               ^
                """
            ),
            (
                "isolate after an escaped mark", "\u{200F}Anna", "\u{200F}\u{2068}Anna\u{2069}", 1,
                """
                Spoken text differs at scalar 1 (U+0041 'A' in actual, U+2068 in expected):
                  actual:   "\\u{200F}Anna"
                  expected: "\\u{200F}\\u{2068}Anna\\u{2069}"
                                     ^
                """
            ),
            (
                "shorter actual", "3 stars", "3 stars.", 7,
                """
                Spoken text differs at scalar 7 (end of text in actual, U+002E '.' in expected):
                  actual:   "3 stars"
                  expected: "3 stars."
                                    ^
                """
            ),
        ])
    func differs(_ name: String, _ actual: String, _ expected: String, _ offset: Int, _ description: String) {
        let comparison = SpokenComparison(actual, expected)
        #expect(!comparison.matches)
        #expect(comparison.firstDifference == offset)
        #expect(comparison.description == description)
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

    @Test("a missing file is recorded and fails once; then it matches")
    func recordThenMatch() throws {
        let path = Self.temporaryFile()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let snapshot = try SpokenSnapshot(keys: ["rating.stars"], locales: ["en", "ar-XB"])
        let first = snapshot.compare(toFile: path, record: false)
        #expect(!first.matches)
        #expect(first.description == "Recorded \(snapshot.rows.count) rows in '\(path)': review the file and commit it")
        #expect(
            FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } == snapshot.jsonLines
        )
        let second = snapshot.compare(toFile: path, record: false)
        #expect(second.matches)
        #expect(second.description.isEmpty)
    }

    @Test("a changed translation is one readable line difference")
    func changed() throws {
        let path = Self.temporaryFile()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let snapshot = try SpokenSnapshot(keys: ["rating.stars"], locales: ["en"])
        try snapshot.write(to: path)
        let lines = snapshot.jsonLines.split(separator: "\n").map(String.init)
        // The committed file says "1 star" with a no-break space: invisible in a plain message.
        var committed = lines
        committed[0] = committed[0].replacingOccurrences(of: "\"1 star\"", with: "\"1\u{00A0}star\"")
        try Data((committed.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
        let comparison = snapshot.compare(toFile: path, record: false)
        #expect(!comparison.matches)
        #expect(comparison.differences.map(\.line) == [1])
        #expect(comparison.description.contains(#""text":"1\u{00A0}star"}"#))
        #expect(comparison.description.hasPrefix("1 lines of '\(path)' differ from what Spoken says now:\nline 1: "))
    }

    @Test("an added line is one difference, not every line after it")
    func added() throws {
        let path = Self.temporaryFile()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let snapshot = try SpokenSnapshot(keys: ["announce.newMessages"], locales: ["ru"])
        var lines = snapshot.jsonLines.split(separator: "\n").map(String.init)
        let removed = lines.remove(at: 2)
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
        let comparison = snapshot.compare(toFile: path, record: false)
        #expect(comparison.differences.count == 1)
        #expect(comparison.differences.first?.actual == removed)
        #expect(comparison.differences.first?.expected == nil)
    }

    @Test("a relative path is resolved beside the calling test file")
    func relative() throws {
        let folder = "Golden-\(UUID().uuidString)"
        let beside = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(folder)
        defer { try? FileManager.default.removeItem(at: beside) }
        let snapshot = try SpokenSnapshot(keys: ["announce.loading"], locales: ["en"])
        let first = snapshot.compare(toFile: folder + "/spoken.jsonl", record: false)
        #expect(first.path == beside.appendingPathComponent("spoken.jsonl").path)
        #expect(FileManager.default.fileExists(atPath: first.path))
        #expect(snapshot.compare(toFile: folder + "/spoken.jsonl", record: false).matches)
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
        #expect(comparison.description.hasPrefix("Cannot write the snapshot '\(path)': "))
    }
}

@Suite("SpokenTesting: the documented example")
struct DocumentedExampleTests {
    @Test("updatedAt in New York is spoken with a narrow no-break space before AM")
    func updatedAt() throws {
        let text = try CatalogStore.shared.text(
            key: "announce.updatedAt", locale: "en-US", arguments: ["date": .date(secondsSince1970: 1_795_956_600)],
            timeZone: "America/New_York"
        ).text
        let comparison = SpokenComparison(text, "Updated Nov 29, 2026, 7:50\u{202F}AM")
        #expect(comparison.matches, "\(comparison)")
    }
}
