import Foundation
import TestSupport
import Testing

@testable import Spoken

/// Preview of a duration a translation puts in a grammatical case (`"eta": {"case": "accusative"}`
/// in ru.arb): beside the example, a value in each plural category of the locale, so the
/// translator who chose the case sees each cased form. Expected words are ICU's in that case
/// (unit_cases.tsv, gen_unit_cases.cpp) inside the catalog's own message.
@Suite("Preview of cased placeholders")
struct CasedPreviewTests {
    static let directory = Repository.url("Examples/OrderList/l10n")

    static func arb(_ locale: String) throws -> [String: Any] {
        let data = try Data(contentsOf: directory.appending(path: locale + ".arb"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// The case a translation of the example gives `eta` of order.arrives, read from its file.
    static func grammaticalCase(_ locale: String) throws -> String? {
        let metadata = try arb(locale)["@order.arrives"] as? [String: Any]
        let placeholders = metadata?["placeholders"] as? [String: Any]
        return (placeholders?["eta"] as? [String: Any])?["case"] as? String
    }

    static let cased = ["ru", "pl", "cs", "de", "hi"]

    static func exampleStore() throws -> CatalogStore {
        let store = CatalogStore()
        try store.loadOverrides(directory: directory.path)
        return store
    }

    static func seconds(_ row: PreviewRow) -> Int? {
        guard case .duration(let duration)? = row.arguments.first(where: { $0.name == "eta" })?.value else {
            return nil
        }
        return Int(duration.components.seconds)
    }

    @Test(
        "The example's translation shows its example, then each category in its case, as ICU says it", arguments: cased)
    func exampleCatalog(locale: String) throws {
        let grammaticalCase = try #require(try Self.grammaticalCase(locale), "\(locale).arb sets no case")
        let message = try #require(try Self.arb(locale)["order.arrives"] as? String)
        let example = try #require(
            ((try Self.arb("en")["@order.arrives"] as? [String: Any])?["placeholders"] as? [String: Any])
                .flatMap { ($0["eta"] as? [String: Any])?["example"] as? String })
        let rows = try MessagePreview(store: try Self.exampleStore()).rows(
            key: "order.arrives", locale: SpokenLocale(locale))
        // The example first, without a category.
        let first = try #require(rows.first)
        #expect(first.cases.isEmpty)
        #expect(Self.seconds(first) == Int(example))
        // Then values in minutes (the example's smallest unit), each with its category.
        let cased = rows.dropFirst()
        #expect(cased.count >= 3)
        #expect(cased.allSatisfy { $0.cases.map(\.argument) == ["eta"] })
        var checked: Set<Int> = []
        for row in cased {
            let seconds = try #require(Self.seconds(row))
            #expect(seconds % 60 == 0, "\(locale) \(seconds) s is not in minutes")
            let words = ICUGolden.unitCase("duration", locale, grammaticalCase, String(seconds))
            guard words != "missing" else { continue }
            #expect(row.text == message.replacing("{eta}", with: words), "\(locale) \(seconds) s")
            checked.insert(seconds)
        }
        // One minute and two minutes in every language, whatever its categories.
        #expect(checked.isSuperset(of: [60, 120]), "\(locale): \(checked.sorted())")
    }

    @Test("ru shows 1, 21, 2 and 5 minutes in the accusative, as ICU writes them")
    func russian() throws {
        let rows = try MessagePreview(store: try Self.exampleStore()).rows(
            key: "order.arrives", locale: SpokenLocale("ru"))
        let message = try #require(try Self.arb("ru")["order.arrives"] as? String)
        // 1 and 21 minutes differ from the nominative (минута): the rows the translator must see.
        for seconds in [60, 1260] {
            let nominative = ICUGolden.unitCase("duration", "ru", "nominative", String(seconds))
            #expect(ICUGolden.unitCase("duration", "ru", "accusative", String(seconds)) != nominative)
        }
        for seconds in [60, 1260, 120, 300] {
            let words = ICUGolden.unitCase("duration", "ru", "accusative", String(seconds))
            #expect(rows.map(\.text).contains(message.replacing("{eta}", with: words)), "\(words)")
        }
    }

    @Test("A translation without a case keeps the one example row", arguments: ["en", "es", "fr"])
    func uncased(locale: String) throws {
        #expect(try Self.grammaticalCase(locale) == nil)
        let rows = try MessagePreview(store: try Self.exampleStore()).rows(
            key: "order.arrives", locale: SpokenLocale(locale))
        #expect(rows.count == 1)
        #expect(rows.first?.cases.isEmpty == true)
    }

    @Test("Without an example, a cased duration takes two values in each category; an uncased one, one")
    func withoutExample() throws {
        let store = try CatalogFixtures.store([
            "en.arb": """
            {"@@locale": "en", "arrives": "Arrives in {eta}",
             "@arrives": {"placeholders": {"eta": {"type": "duration", "optionalParameters": {"units": ["hour", "minute"]}}}}}
            """,
            "ru.arb": """
            {"@@locale": "ru", "arrives": "Прибудет через {eta}",
             "@arrives": {"placeholders": {"eta": {"case": "accusative"}}}}
            """,
            "uk.arb": #"{"@@locale": "uk", "arrives": "Прибуде через {eta}"}"#,
        ])
        let preview = MessagePreview(store: store)
        let russian = try preview.rows(key: "arrives", locale: SpokenLocale("ru"))
        let minutes = russian.compactMap(Self.seconds)
        #expect(russian.allSatisfy { $0.cases.map(\.argument) == ["eta"] })
        for seconds in [60, 1260, 120, 300] {
            #expect(minutes.contains(seconds), "\(minutes)")
            let row = try #require(russian.first { Self.seconds($0) == seconds })
            #expect(
                row.text == "Прибудет через " + ICUGolden.unitCase("duration", "ru", "accusative", String(seconds)))
        }
        // Two samples of a category that has them (ru one: 1 and 21 minutes).
        #expect(russian.filter { $0.cases.first?.selector == "one" }.count == 2)
        // uk sets no case: one value in each category, as before.
        let ukrainian = try preview.rows(key: "arrives", locale: SpokenLocale("uk"))
        let categories = ukrainian.compactMap { $0.cases.first?.selector }
        #expect(!categories.isEmpty)
        #expect(categories.count == Set(categories).count)
        #expect(ukrainian.first { Self.seconds($0) == 1260 } == nil)
    }
}
