import TestSupport
import Testing

@testable import Spoken

/// A translation's own case of a placeholder (`"eta": {"case": "accusative"}` in ru.arb): the
/// words are ICU's in that case (unit_cases.tsv, gen_unit_cases.cpp), in that language only.
@Suite("Placeholder case in a translation")
struct PlaceholderCaseTests {
    static let source = """
        {
          "@@locale": "en",
          "order.arrives": "Arrives in {eta}",
          "@order.arrives": {"placeholders": {"eta": {"type": "duration"}}},
          "trip.range": "Between {distance}",
          "@trip.range": {"placeholders": {"distance": {"type": "measureRange"}}}
        }
        """
    static let russian = """
        {
          "@@locale": "ru",
          "order.arrives": "Прибудет через {eta}",
          "@order.arrives": {"placeholders": {"eta": {"case": "accusative"}}},
          "trip.range": "Между {distance}",
          "@trip.range": {"placeholders": {"distance": {"case": "instrumental"}}}
        }
        """
    static let polish = """
        {
          "@@locale": "pl",
          "order.arrives": "Dotrze za {eta}",
          "@order.arrives": {"placeholders": {"eta": {"case": "accusative"}}}
        }
        """
    static let czech = """
        {
          "@@locale": "cs",
          "order.arrives": "Dorazí za {eta}"
        }
        """

    static func store() throws -> CatalogStore {
        try CatalogFixtures.store([
            "en.arb": source, "ru.arb": russian, "pl.arb": polish, "cs.arb": czech,
        ])
    }

    @Test("ru and pl speak the duration in the translator's case; cs, with no case, in the nominative")
    func durations() throws {
        let store = try Self.store()
        func text(_ locale: String, _ seconds: Int) throws -> String {
            try store.text(key: "order.arrives", locale: SpokenLocale(locale), arguments: ["eta": seconds]).text
        }
        #expect(try text("ru", 4860) == "Прибудет через " + ICUGolden.unitCase("duration", "ru", "accusative", "4860"))
        #expect(
            try text("ru-RU", 1260) == "Прибудет через " + ICUGolden.unitCase("duration", "ru", "accusative", "1260"))
        #expect(try text("pl", 4860) == "Dotrze za " + ICUGolden.unitCase("duration", "pl", "accusative", "4860"))
        #expect(try text("cs", 4860) == "Dorazí za " + ICUGolden.unitCase("duration", "cs", "nominative", "4860"))
        // The source's own sentence has no case: English words as ever.
        #expect(try text("en", 4860) == "Arrives in " + ICUGolden.unitCase("duration", "en", "nominative", "4860"))
    }

    @Test("A range of measures in the translator's case (the spoken presentation around ICU's cased ends)")
    func range() throws {
        let store = try Self.store()
        let text = try store.text(
            key: "trip.range", locale: SpokenLocale("ru"), arguments: ["distance": "1 5 kilometer"]
        ).text
        let icu = ICUGolden.unitCase("range", "ru", "instrumental", "1 5 kilometer")
        // ICU's "1–5 <unit>", spoken with the catalog's range words around ICU's two ends.
        #expect(text.hasPrefix("Между ") && text.hasSuffix(String(icu.split(separator: " ", maxSplits: 1)[1])))
        #expect(!text.contains("\u{2013}"))
    }

    @Test("The case is the translation's own: the source's case never reaches another language")
    func sourceCaseStaysInTheSource() {
        let source: [String: ValueInputs] = ["eta": ValueInputs(["case": .text("genitive"), "maxUnits": .integer(2)])]
        let options = CatalogSet.options(source: source, cases: [:])
        #expect(options["eta"] == ValueInputs(["maxUnits": .integer(2)]))
        let own = CatalogSet.options(source: source, cases: ["eta": "accusative"])
        #expect(own["eta"] == ValueInputs(["case": .text("accusative"), "maxUnits": .integer(2)]))
    }

    @Test("Preview shows the cased words")
    func preview() throws {
        let store = try Self.store()
        let rows = try MessagePreview(store: store).rows(keys: ["order.arrives"], locales: ["ru"])
        #expect(!rows.isEmpty)
        for row in rows {
            guard case .duration(let duration)? = row.arguments.first?.value else { continue }
            let seconds = String(duration.components.seconds)
            let expected = ICUGolden.unitCase("duration", "ru", "accusative", seconds)
            if expected != "missing" { #expect(row.text == "Прибудет через " + expected) }
        }
        #expect(rows.contains { $0.text.hasSuffix("1 секунду") })
    }

    @Test("A case the language lacks is refused by the loader, as lint refuses it")
    func refused() throws {
        let ukrainian = """
            {
              "@@locale": "uk",
              "order.arrives": "Прибуде через {eta}",
              "@order.arrives": {"placeholders": {"eta": {"case": "prepositional"}}}
            }
            """
        let store = CatalogStore()
        let path = try CatalogFixtures.directory(["en.arb": Self.source, "uk.arb": ukrainian])
        #expect(throws: SpokenError.self) { try store.loadOverrides(directory: path) }
    }
}
