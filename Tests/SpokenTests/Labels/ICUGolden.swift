import Foundation
import Testing
import Spoken

/// ICU's own output, generated independently of Spoken by the C programs in
/// Tests/Fixtures/icu-golden/ (see their header comments) and committed as TSV.
enum ICUGolden {
    static let directory = Repository.url("Tests/Fixtures/icu-golden")

    /// The `# ICU x.y` header and the tab-separated rows of a fixture.
    static func table(_ name: String) -> (icuVersion: String, rows: [[String]]) {
        let url = directory.appendingPathComponent(name)
        guard let data = try? Data(contentsOf: url) else { return ("missing \(url.path)", []) }
        var version = ""
        var rows: [[String]] = []
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("# ICU ") {
                version = String(line.dropFirst(6))
                continue
            }
            rows.append(line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init))
        }
        return (version, rows)
    }

    struct NumberRow: Sendable, CustomTestStringConvertible {
        let locale: String
        let unit: String  // "-" for a plain number
        let width: MeasureWidth
        let digits: Int?
        let usage: MeasureUsage
        let value: Double
        let valueText: String
        let skeleton: String
        let expected: String

        var testDescription: String {
            "\(locale) \(unit) \(width.rawValue) digits=\(digits.map(String.init) ?? "-") \(usage.rawValue) \(valueText)"
        }
    }

    static let numbers: (icuVersion: String, rows: [NumberRow]) = {
        let (version, raw) = table("numbers.tsv")
        let rows = raw.compactMap { columns -> NumberRow? in
            guard columns.count == 8, let width = MeasureWidth(rawValue: columns[2]),
                let usage = MeasureUsage(rawValue: columns[4]), let value = Double(columns[5])
            else { return nil }
            return NumberRow(
                locale: columns[0], unit: columns[1], width: width, digits: Int(columns[3]), usage: usage,
                value: value, valueText: columns[5], skeleton: columns[6], expected: columns[7])
        }
        return (version, rows)
    }()

    struct ListRow: Sendable, CustomTestStringConvertible {
        let locale: String
        let kind: SpokenListFormatter.Kind
        let items: [String]
        let expected: String
        var testDescription: String { "\(locale) \(kind.rawValue) \(items.joined(separator: "|"))" }
    }

    static let lists: (icuVersion: String, rows: [ListRow]) = {
        let (version, raw) = table("lists.tsv")
        let rows = raw.compactMap { columns -> ListRow? in
            guard columns.count == 4, let kind = SpokenListFormatter.Kind(rawValue: columns[1]) else { return nil }
            return ListRow(
                locale: columns[0], kind: kind, items: columns[2].split(separator: "|").map(String.init),
                expected: columns[3])
        }
        return (version, rows)
    }()
}
