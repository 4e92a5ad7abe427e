import Foundation
import Spoken
import TestSupport
import Testing

/// Rows of Tests/Fixtures/icu-golden/messages/outputs.tsv: every catalog message formatted by
/// icu::MessageFormat in a separate program, independently of Spoken.
enum MessageGolden {
    struct Row: Sendable, CustomTestStringConvertible {
        var locale, key: String
        var arguments: [String: String]
        var expected: String
        var testDescription: String {
            "\(locale) \(key) \(arguments.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))"
        }
    }

    static let rows: [Row] = {
        guard let text = try? Repository.text("Tests/Fixtures/icu-golden/messages/outputs.tsv") else { return [] }
        return text.split(separator: "\n").dropFirst().compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 5 else { return nil }
            var arguments: [String: String] = [:]
            for pair in fields[2].split(separator: " ") {
                let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
                if parts.count == 2 { arguments[parts[0]] = parts[1] }
            }
            return Row(locale: fields[0], key: fields[1], arguments: arguments, expected: fields[4])
        }
    }()
}

@Suite("Ratings")
struct RatingLabelerTests {
    /// Valid ratings (0 ≤ value ≤ max, max ≥ 1) of the golden rows, in every shipped language.
    static let starRows = MessageGolden.rows.filter { row in
        guard row.key == "rating.stars" || row.key == "rating.starsOutOf",
            let value = Double(row.arguments["value"] ?? "")
        else { return false }
        let maximum = Int(row.arguments["max"] ?? "5") ?? 0
        return maximum >= 1 && value >= 0 && value <= Double(maximum)
    }

    @Test("The golden file has rating rows for every shipped language")
    func coverage() {
        #expect(Set(Self.starRows.map(\.locale)) == Set(CatalogStore.shared.locales))
    }

    @Test("Every language and count, as ICU's MessageFormat says it", arguments: starRows)
    func golden(_ row: MessageGolden.Row) throws {
        let labeler = RatingLabeler(locale: try SpokenLocale(row.locale))
        let value = try #require(row.arguments["value"].flatMap(Double.init))
        let maximum = Int(row.arguments["max"] ?? "5") ?? 5
        let text = try labeler.label(value, maximum: maximum, outOf: row.key == "rating.starsOutOf")
        #expect(text.text == row.expected)
        #expect(text.locale == row.locale)
    }

    @Test(
        "The issue's examples",
        arguments: [
            ("en", 3.0, false, "3 stars"), ("en", 1, false, "1 star"), ("en", 3.5, false, "3.5 stars"),
            ("en", 3, true, "3 out of 5 stars"), ("zh-Hans", 3, false, "3星"), ("de", 3.5, false, "3,5 Sterne"),
            ("ru", 1, false, "1 звезда"), ("ru", 2, false, "2 звезды"), ("ru", 5, false, "5 звёзд"),
            ("en-GB", 1, false, "1 star"), ("zh-TW", 3, false, "3顆星"),
            ("pl", 1, false, "1 gwiazdka"), ("pl", 22, false, "22 gwiazdki"), ("pl", 5, false, "5 gwiazdek"),
            ("cs", 1, false, "1 hvězdička"), ("cs", 2, false, "2 hvězdičky"), ("cs", 5, false, "5 hvězdiček"),
        ])
    func examples(_ tag: String, _ value: Double, _ outOf: Bool, _ expected: String) throws {
        #expect(
            try RatingLabeler(locale: SpokenLocale(tag)).label(value, maximum: max(5, Int(value)), outOf: outOf).text
                == expected)
    }

    @Test("Per-star labels of a rating control, with the selected state")
    func stars() throws {
        let labels = try RatingLabeler(locale: SpokenLocale("ru")).starLabels(maximum: 5, selected: 3.5)
        #expect(labels.map(\.label) == ["1 звезда", "2 звезды", "3 звезды", "4 звезды", "5 звёзд"])
        #expect(labels.map(\.isSelected) == [true, true, true, false, false])
        #expect(labels.map(\.star) == [1, 2, 3, 4, 5])
        let none = try RatingLabeler().starLabels(maximum: 3)
        #expect(none.map(\.label) == ["1 star", "2 stars", "3 stars"])
        #expect(none.allSatisfy { !$0.isSelected })
    }

    @Test("Loading overrides changes the words a labeler already said")
    func overridesInvalidateRecentLabels() throws {
        let store = CatalogStore()
        let labeler = RatingLabeler(locale: try SpokenLocale("de"), store: store)
        #expect(try labeler.label(3).text == "3 Sterne")
        let directory = FileManager.default.temporaryDirectory.appending(path: "spoken-rating-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let override =
            #"{"@@locale": "de", "rating.stars": "{value, plural, one {# Stern (neu)} other {# Sterne (neu)}}"}"#
        try Data(override.utf8).write(to: directory.appending(path: "de.arb"))
        try store.loadOverrides(directory: directory.path)
        #expect(try labeler.label(3).text == "3 Sterne (neu)")
        store.resetOverrides()
        #expect(try labeler.label(3).text == "3 Sterne")
    }

    @Test(
        "Out-of-range ratings are errors, never clamped",
        arguments: [
            (7.0, 5, "7"), (-1, 5, "-1"), (Double.nan, 5, "nan"), (3, 0, "0"),
        ])
    func invalid(_ value: Double, _ maximum: Int, _ input: String) {
        #expect {
            try RatingLabeler().label(value, maximum: maximum)
        } throws: { error in
            (error as? SpokenError)?.code == .invalidRating && (error as? SpokenError)?.input == input
        }
    }
}
