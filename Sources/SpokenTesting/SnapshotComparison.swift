import Spoken

/// How a snapshot compares with its file: `matches`, or a ``report`` of the rows that differ.
///
/// ``description`` is one line (what a test framework shows for the value itself); pass
/// ``report`` as the failure message, so the difference is printed once:
/// `#expect(comparison.matches, "\(comparison.report)")`.
public struct SnapshotComparison: Sendable, Hashable, CustomStringConvertible {
    /// One line that differs (nil on one side: the row was added or removed).
    public struct LineDifference: Sendable, Hashable {
        /// 1-based line number in the file (for an added row, in the new output).
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
    /// Every differing line, in file order. A row whose words changed is one difference with
    /// both sides, matched by its name (or locale, key and case), wherever it moved.
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
        var removed: [(offset: Int, line: String)] = []
        var inserted: [(offset: Int, line: String)] = []
        for change in new.difference(from: old) {
            switch change {
            case .remove(let offset, let line, _): removed.append((offset, line))
            case .insert(let offset, let line, _): inserted.append((offset, line))
            }
        }
        // A removed and an inserted row with the same identity: that row's words changed.
        var removedByIdentity: [String: [Int]] = [:]
        for (index, item) in removed.enumerated() {
            removedByIdentity[SnapshotLine(item.line).identity, default: []].append(index)
        }
        var paired = Set<Int>()
        var differences: [LineDifference] = []
        for item in inserted {
            let identity = SnapshotLine(item.line).identity
            if var candidates = removedByIdentity[identity], !candidates.isEmpty {
                let index = candidates.removeFirst()
                removedByIdentity[identity] = candidates
                paired.insert(index)
                differences.append(
                    LineDifference(line: item.offset + 1, expected: removed[index].line, actual: item.line))
            } else {
                differences.append(LineDifference(line: item.offset + 1, expected: nil, actual: item.line))
            }
        }
        for (index, item) in removed.enumerated() where !paired.contains(index) {
            differences.append(LineDifference(line: item.offset + 1, expected: item.line, actual: nil))
        }
        // A trailing newline's empty last line is no row.
        self.differences = differences.filter { ($0.expected ?? "") != "" || ($0.actual ?? "") != "" }
            .sorted { $0.line != $1.line ? $0.line < $1.line : ($0.expected == nil) && ($1.expected != nil) }
    }

    /// True when the file holds exactly the snapshot (never after recording it).
    public var matches: Bool { outcome == .compared && differences.isEmpty }

    private var counted: String { differences.count == 1 ? "1 row" : "\(differences.count) rows" }
    private var differ: String { differences.count == 1 ? "differs" : "differ" }

    /// One line: whether the file matches, how many rows differ, or what was recorded.
    public var description: String {
        switch outcome {
        case .recorded(let count): return "SnapshotComparison: recorded \(count) rows in '\(path)'"
        case .failed(let message): return "SnapshotComparison: \(message)"
        case .compared:
            return differences.isEmpty
                ? "SnapshotComparison: '\(path)' matches" : "SnapshotComparison: \(counted) of '\(path)' \(differ)"
        }
    }

    /// Empty when it matches; else each differing row once: its name (or locale, key and case),
    /// and where its words differ, both texts escaped, a caret placed by display width or, for
    /// right-to-left text, the character number alone (see ``SpokenComparison/report``).
    public var report: String {
        switch outcome {
        case .recorded(let count):
            return "Recorded \(count) rows in '\(path)': review the file and commit it"
        case .failed(let message):
            return message
        case .compared:
            break
        }
        guard !differences.isEmpty else { return "" }
        var lines = ["\(counted) of '\(path)' \(differ) from what Spoken says now:"]
        for difference in differences.prefix(10) {
            switch (difference.expected.map(SnapshotLine.init), difference.actual.map(SnapshotLine.init)) {
            case (let expected?, let actual?):
                if let old = expected.text, let new = actual.text, old != new {
                    lines.append("line \(difference.line): \(actual.label)")
                    lines += SpokenComparison(new, old).lines(indent: "  ")
                } else {
                    lines.append("line \(difference.line): \(actual.label): the row changed")
                    lines.append("  actual:   \(VisibleText.escaped(actual.raw))")
                    lines.append("  expected: \(VisibleText.escaped(expected.raw))")
                }
            case (let expected?, nil):
                lines.append("line \(difference.line): no longer said: \(expected.summary)")
            case (nil, let actual?):
                lines.append("line \(difference.line): new: \(actual.summary)")
            case (nil, nil):
                break
            }
        }
        if differences.count > 10 { lines.append("… and \(differences.count - 10) more") }
        lines.append("Set SPOKEN_RECORD_SNAPSHOTS=1 to record the new output.")
        return lines.joined(separator: "\n")
    }
}

/// One line of a snapshot file, read back: a catalog row (`locale`, `key`, `case`, `arguments`,
/// `text`…) or a named value (`name`, `text`, `locale`).
struct SnapshotLine {
    let raw: String
    /// How people name the row: `inbox.cell`, `ru announce.newMessages count=few (2)`.
    let label: String
    /// What matches a row across versions of the file: its label, or the line for one that is
    /// not a row.
    let identity: String
    let text: String?

    init(_ raw: String) {
        self.raw = raw
        guard let json = try? LocatedJSON(parsing: Array(raw.utf8)), let members = json.root.members else {
            label = VisibleText.escaped(raw)
            identity = raw
            text = nil
            return
        }
        func string(_ name: String) -> String? {
            members.first { $0.key.value == name }?.value.stringLiteral?.value
        }
        func object(_ name: String) -> [LocatedJSON.Member] {
            members.first { $0.key.value == name }?.value.members ?? []
        }
        text = string("text")
        if let name = string("name") {
            label = VisibleText.escaped(name)
            identity = "name\u{0}" + name
            return
        }
        let arguments = object("arguments")
        let cases = object("case").map { item -> String in
            let selector = item.value.stringLiteral?.value ?? ""
            let value = arguments.first { $0.key.value == item.key.value }.flatMap { argument -> String? in
                if case .number(let number) = argument.value.value { return " (\(number))" }
                return nil
            }
            return "\(item.key.value)=\(selector)\(value ?? "")"
        }
        let parts = [string("locale") ?? "", string("key") ?? ""] + cases
        label = VisibleText.escaped(parts.filter { !$0.isEmpty }.joined(separator: " "))
        identity = parts.joined(separator: "\u{0}")
    }

    /// The label and the words: `inbox.cell "Alice, Lunch?"`.
    var summary: String {
        guard let text else { return label }
        return "\(label) \"\(VisibleText.escaped(text))\""
    }
}
