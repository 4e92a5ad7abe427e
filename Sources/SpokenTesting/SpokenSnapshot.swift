import Foundation
import Spoken

/// Every string an app can say, as values: the rows of `spoken preview --format json` (keys ×
/// locales × plural and select cases), for golden tests that a team commits and reviews as a
/// diff when translations change.
///
///     @Test func spokenStrings() throws {
///         let snapshot = try SpokenSnapshot(locales: ["en", "ru", "ar"])
///         let comparison = snapshot.compare(toFile: "Golden/spoken.jsonl")  // beside this file
///         #expect(comparison.matches, "\(comparison)")
///     }
public struct SpokenSnapshot: Sendable, Hashable {
    public let rows: [PreviewRow]

    public init(rows: [PreviewRow]) {
        self.rows = rows
    }

    /// The rows of `keys` (every key when empty) in `locales` (every catalog locale and
    /// pseudo-locale when nil), dates in `timeZone`.
    public init(
        keys: [String] = [], locales: [String]? = nil, store: CatalogStore = .shared, timeZone: SpokenTimeZone = .utc
    ) throws(SpokenError) {
        let preview = MessagePreview(store: store, timeZone: timeZone)
        rows = try preview.rows(keys: keys, locales: locales ?? preview.allLocales)
    }

    /// One JSON object per row and line, each line ending with a newline: the file format.
    public var jsonLines: String {
        var text = ""
        for row in rows {
            text += row.jsonLine
            text += "\n"
        }
        return text
    }

    /// A file that cannot be written, naming its path.
    public struct FileError: Error, Sendable, Hashable, CustomStringConvertible {
        public let path: String
        public let description: String
    }

    /// Writes `jsonLines` to `path`, creating its directory: whole or not at all (a temporary file
    /// renamed over it), never through a symbolic link.
    public func write(to path: String) throws(FileError) {
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw FileError(path: path, description: "Cannot write the snapshot '\(path)': cannot create its directory")
        }
        do {
            try FileWriter.write(Array(jsonLines.utf8), to: path)
        } catch {
            throw FileError(path: path, description: "Cannot write the snapshot '\(path)': \(error.reason)")
        }
    }

    /// Compares with the committed file at `path`; a relative path is resolved against the
    /// directory of the calling test file (`filePath`), so the golden file lives beside the
    /// test whatever the working directory. When the file does not exist, or `record` is true
    /// (default: the environment variable `SPOKEN_RECORD_SNAPSHOTS` is set), the file is written
    /// and the comparison fails, asking for a review.
    public func compare(toFile path: String, record: Bool? = nil, filePath: StaticString = #filePath)
        -> SnapshotComparison
    {
        let path =
            path.hasPrefix("/")
            ? path
            : URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent().appendingPathComponent(path).path
        let recording = record ?? (ProcessInfo.processInfo.environment["SPOKEN_RECORD_SNAPSHOTS"] != nil)
        let existing = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
        if recording || existing == nil {
            do {
                try write(to: path)
            } catch {
                return SnapshotComparison(path: path, outcome: .failed(error.description))
            }
            return SnapshotComparison(path: path, outcome: .recorded(rows.count))
        }
        return SnapshotComparison(path: path, expected: existing ?? "", actual: jsonLines)
    }
}

/// How a snapshot compares with its file: `matches`, or a description of the first differing
/// lines (invisible characters escaped, a caret under the first difference of each).
public struct SnapshotComparison: Sendable, Hashable, CustomStringConvertible {
    /// One line that differs (nil on one side: the line was added or removed).
    public struct LineDifference: Sendable, Hashable {
        /// 1-based line number in the file (for an added line, where it would go).
        public let line: Int
        public let expected: String?
        public let actual: String?
    }

    enum Outcome: Sendable, Hashable {
        case compared
        case recorded(Int)
        case failed(String)
    }

    public let path: String
    /// Every differing line, in file order.
    public let differences: [LineDifference]
    let outcome: Outcome

    init(path: String, outcome: Outcome) {
        self.path = path
        self.outcome = outcome
        differences = []
    }

    init(path: String, expected: String, actual: String) {
        self.path = path
        outcome = .compared
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // A line added or removed shows as one difference, not as every line after it.
        var removed: [Int: String] = [:]
        var inserted: [Int: String] = [:]
        for change in new.difference(from: old) {
            switch change {
            case .remove(let offset, let line, _): removed[offset] = line
            case .insert(let offset, let line, _): inserted[offset] = line
            }
        }
        var differences: [LineDifference] = []
        for offset in Set(removed.keys).union(inserted.keys).sorted() {
            differences.append(LineDifference(line: offset + 1, expected: removed[offset], actual: inserted[offset]))
        }
        self.differences = differences
    }

    /// True when the file holds exactly the snapshot (never after recording it).
    public var matches: Bool { outcome == .compared && differences.isEmpty }

    /// Empty when it matches.
    public var description: String {
        switch outcome {
        case .recorded(let count):
            return "Recorded \(count) rows in '\(path)': review the file and commit it"
        case .failed(let message):
            return message
        case .compared:
            break
        }
        guard !differences.isEmpty else { return "" }
        var lines = ["\(differences.count) lines of '\(path)' differ from what Spoken says now:"]
        for difference in differences.prefix(10) {
            switch (difference.expected, difference.actual) {
            case (let expected?, let actual?):
                lines.append("line \(difference.line): \(SpokenComparison(actual, expected))")
            case (let expected?, nil):
                lines.append("line \(difference.line): no longer said: \(VisibleText.escaped(expected))")
            case (nil, let actual?):
                lines.append("line \(difference.line): new: \(VisibleText.escaped(actual))")
            case (nil, nil):
                break
            }
        }
        if differences.count > 10 { lines.append("… and \(differences.count - 10) more") }
        lines.append("Set SPOKEN_RECORD_SNAPSHOTS=1 to record the new output.")
        return lines.joined(separator: "\n")
    }
}
