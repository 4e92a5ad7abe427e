import Foundation
import Spoken

/// Golden tests of what an app makes VoiceOver say, as values: catalog rows (the rows of
/// `spoken preview --format json`: keys × locales × plural and select cases) and any named spoken
/// value the app composes (cell labels, dates, measurements, ratings…), in one JSON Lines file a
/// team commits and reviews as a diff when the words change.
///
///     @Test func spokenStrings() throws {
///         var snapshot = try SpokenSnapshot(keys: ["announce.newMessages"], locales: ["en", "ru"])
///         snapshot.append("inbox.cell", try LabelComposer().compose("Alice", "Lunch?"))
///         snapshot.append("updated", formatter.string(instant))
///         let comparison = snapshot.compare(toFile: "../Golden/spoken.jsonl")  // Tests/Golden/
///         #expect(comparison.matches, "\(comparison.report)")
///     }
public struct SpokenSnapshot: Sendable, Hashable {
    /// Catalog rows, first in the file.
    public var rows: [PreviewRow]
    /// Named values, after the rows, in the order they were added.
    public var values: [Value]

    /// One named spoken value: `{"name":"inbox.cell","text":"Alice, Lunch?","locale":"en"}`; a
    /// value shown and spoken (`SpokenMarkup`, `LocalizedMarkup`) adds its `display`, `ssml`,
    /// `spans` and `inputLabels`, so a change to any of them fails the comparison.
    public struct Value: Sendable, Hashable {
        /// What the test calls it (`inbox.cell`, `weather.temperature`); unique within a snapshot,
        /// so that a change is reported by name.
        public let name: String
        public let text: String
        /// The catalog locale that supplied the words, when the value knows it.
        public let locale: String?
        /// What is shown beside the words, when the value has a visible form.
        public let markup: SpokenMarkup?

        public init(name: String, text: String, locale: String? = nil) {
            self.init(name: name, text: text, locale: locale, markup: nil)
        }

        /// A value shown and spoken: its `text` is the markup's.
        public init(name: String, markup: SpokenMarkup, locale: String? = nil) {
            self.init(name: name, text: markup.text, locale: locale, markup: markup)
        }

        init(name: String, text: String, locale: String?, markup: SpokenMarkup?) {
            self.name = name
            self.text = text
            self.locale = locale
            self.markup = markup
        }

        init(name: String, _ value: any SpokenSnapshotValue) {
            self.init(
                name: name, text: value.snapshotText, locale: value.snapshotLocale, markup: value.snapshotMarkup)
        }

        /// The value as one JSON object on one line, keys in a fixed order.
        public var jsonLine: String {
            var out: [UInt8] = []
            out.append(contentsOf: #"{"name":"#.utf8)
            JSONString.append(name, to: &out)
            out.append(contentsOf: #","text":"#.utf8)
            JSONString.append(text, to: &out)
            if let locale {
                out.append(contentsOf: #","locale":"#.utf8)
                JSONString.append(locale, to: &out)
            }
            if let markup { Self.append(markup, to: &out) }
            out.append(UInt8(ascii: "}"))
            return String(decoding: out, as: UTF8.self)
        }

        /// `"display"`, `"ssml"`, `"spans"` (`start`, `end`, `type`, `text`, `kind`) and
        /// `"inputLabels"`, in that order.
        private static func append(_ markup: SpokenMarkup, to out: inout [UInt8]) {
            out.append(contentsOf: #","display":"#.utf8)
            JSONString.append(markup.display, to: &out)
            out.append(contentsOf: #","ssml":"#.utf8)
            JSONString.append(markup.ssml, to: &out)
            out.append(contentsOf: #","spans":["#.utf8)
            for (index, span) in markup.spans.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                out.append(contentsOf: #"{"start":\#(span.start),"end":\#(span.end),"type":"#.utf8)
                JSONString.append(span.type, to: &out)
                out.append(contentsOf: #","text":"#.utf8)
                JSONString.append(span.text, to: &out)
                out.append(contentsOf: #","kind":"#.utf8)
                JSONString.append(span.kind, to: &out)
                out.append(UInt8(ascii: "}"))
            }
            out.append(contentsOf: #"],"inputLabels":["#.utf8)
            for (index, label) in markup.inputLabels.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                JSONString.append(label, to: &out)
            }
            out.append(UInt8(ascii: "]"))
        }
    }

    public init(rows: [PreviewRow], values: [Value] = []) {
        self.rows = rows
        self.values = values
    }

    /// Named values in order: `SpokenSnapshot(values: ["cell": label, "when": dateText])`.
    public init(values: KeyValuePairs<String, any SpokenSnapshotValue>) {
        rows = []
        self.values = values.map { Value(name: $0.key, $0.value) }
    }

    /// The rows of `keys` (every key when empty; `newMessages` names `announce.newMessages`) in
    /// `locales` (every catalog locale and pseudo-locale when nil), dates in `timeZone`.
    public init(
        keys: [String] = [], locales: [String]? = nil, store: CatalogStore = .shared, timeZone: SpokenTimeZone = .utc
    ) throws(SpokenError) {
        let preview = MessagePreview(store: store, timeZone: timeZone)
        rows = try preview.rows(keys: keys, locales: locales ?? preview.allLocales)
        values = []
    }

    /// Adds a named value: a `String` any formatter returns (labels, dates, measurements,
    /// durations, money…), a `LocalizedText` or a `Rotor` (their locale kept too), or a value
    /// shown and spoken (`SpokenMarkup`, `LocalizedMarkup`: every markup field kept too).
    public mutating func append(_ name: String, _ value: some SpokenSnapshotValue) {
        values.append(Value(name: name, value))
    }

    /// One JSON object per row or value and line, each line ending with a newline: the file
    /// format.
    public var jsonLines: String {
        var text = ""
        for row in rows {
            text += row.jsonLine
            text += "\n"
        }
        for value in values {
            text += value.jsonLine
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

    /// Whether the environment asks to record snapshots: `SPOKEN_RECORD_SNAPSHOTS` set to a true
    /// value (`1`, `true` or `yes`, in any case). `0`, `false`, `no`, an empty value or none
    /// compare.
    public static var recordsFromEnvironment: Bool { records(in: ProcessInfo.processInfo.environment) }

    /// Whether `environment` asks to record (``recordsFromEnvironment`` of the process's).
    static func records(in environment: [String: String]) -> Bool {
        isTrue(environment["SPOKEN_RECORD_SNAPSHOTS"])
    }

    static func isTrue(_ value: String?) -> Bool {
        guard let value else { return false }
        return ["1", "true", "yes"].contains(value.trimmingCharacters(in: .whitespaces).lowercased())
    }

    /// Compares with the committed file at `path`; a relative path is resolved against the
    /// directory of the calling test file (`filePath`), whatever the working directory. Keep
    /// golden files outside the test target's folder (`../Golden/spoken.jsonl` from
    /// `Tests/AppTests/`), or list their folder in the target's `exclude:`, so that SwiftPM has
    /// no unhandled files to warn about. When the file does not exist, or `record` is true
    /// (default: ``recordsFromEnvironment``), the file is written and the comparison fails,
    /// asking for a review.
    public func compare(toFile path: String, record: Bool? = nil, filePath: StaticString = #filePath)
        -> SnapshotComparison
    {
        let path =
            path.hasPrefix("/")
            ? path
            : URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent().appendingPathComponent(path)
                .standardizedFileURL.path
        let recording = record ?? Self.recordsFromEnvironment
        let existing = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
        if recording || existing == nil {
            do {
                try write(to: path)
            } catch {
                return SnapshotComparison(path: path, outcome: .failed(error.description))
            }
            return SnapshotComparison(path: path, outcome: .recorded(rows.count + values.count))
        }
        return SnapshotComparison(path: path, expected: existing ?? "", actual: jsonLines)
    }
}

/// A spoken value a snapshot can hold by name: its words and, when it knows them, the catalog
/// locale that supplied them and what is shown beside them. `String` (what every formatter
/// returns), `Substring`, `LocalizedText`, `Rotor`, `SpokenMarkup` and `LocalizedMarkup` conform;
/// a new result type conforms by giving its words.
public protocol SpokenSnapshotValue: Sendable {
    var snapshotText: String { get }
    var snapshotLocale: String? { get }
    /// The words with their visible form (`display`, `ssml`, `spans`, `inputLabels`), if any.
    var snapshotMarkup: SpokenMarkup? { get }
}

extension SpokenSnapshotValue {
    public var snapshotLocale: String? { nil }
    public var snapshotMarkup: SpokenMarkup? { nil }
}

extension SpokenMarkup: SpokenSnapshotValue {
    public var snapshotText: String { text }
    public var snapshotMarkup: SpokenMarkup? { self }
}

extension LocalizedMarkup: SpokenSnapshotValue {
    public var snapshotText: String { markup.text }
    public var snapshotLocale: String? { locale }
    public var snapshotMarkup: SpokenMarkup? { markup }
}

extension String: SpokenSnapshotValue {
    public var snapshotText: String { self }
}

extension Substring: SpokenSnapshotValue {
    public var snapshotText: String { String(self) }
}

extension LocalizedText: SpokenSnapshotValue {
    public var snapshotText: String { text }
    public var snapshotLocale: String? { locale }
}

extension Rotor: SpokenSnapshotValue {
    public var snapshotText: String { name }
    public var snapshotLocale: String? { locale }
}
