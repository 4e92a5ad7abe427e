import Foundation
import Spoken
import TestSupport
import Testing

/// A `list` placeholder (`"type": "list"`, `"optionalParameters": {"style": "or"}`): a plain
/// `{people}` joins a list of strings with ICU's list format. Expected words are ICU's
/// (lists.tsv, gen_lists.c: ulistfmt directly) put into the fixture's own message text.
@Suite("List placeholder")
struct ListPlaceholderTests {
    static let source = """
        {
          "@@locale": "en",
          "t.going": "Going: {people}",
          "@t.going": {"placeholders": {"people": {"type": "list"}}},
          "t.either": "Ask {people}",
          "@t.either": {"placeholders": {"people": {"type": "list", "optionalParameters": {"style": "or"}}}}
        }
        """
    static let translations = [
        "de.arb": #"{"@@locale": "de", "t.going": "Dabei: {people}", "t.either": "Frag {people}"}"#,
        "ja.arb": #"{"@@locale": "ja", "t.going": "参加：{people}", "t.either": "{people}に聞いて"}"#,
        "ru.arb": #"{"@@locale": "ru", "t.going": "Идут: {people}", "t.either": "Спроси {people}"}"#,
    ]
    static let messages: [String: [String: String]] = [
        "en": ["t.going": "Going: ", "t.either": "Ask "],
        "de": ["t.going": "Dabei: ", "t.either": "Frag "],
        "ja": ["t.going": "参加：", "t.either": "に聞いて"],
        "ru": ["t.going": "Идут: ", "t.either": "Спроси "],
    ]

    static func store() throws -> CatalogStore {
        var files = translations
        files["en.arb"] = source
        return try CatalogFixtures.store(files)
    }

    /// lists.tsv's words (gen_lists.c).
    static func golden(_ locale: String, _ kind: String, _ items: [String]) -> String {
        ICUGolden.lists.rows.first {
            $0.locale == locale && $0.kind.rawValue == kind && $0.items == items
        }?.expected ?? "missing golden row"
    }

    @Test(
        "A list of strings is joined as ICU joins it, with the placeholder's style",
        arguments: ["en", "de", "ja", "ru"])
    func words(_ locale: String) throws {
        let store = try Self.store()
        #expect(store.diagnostics.isEmpty, "\(store.diagnostics)")
        for items in [["Alice", "Bob", "Carol"], ["Alice", "Bob"], ["Alice"]] {
            for (key, kind) in [("t.going", "and"), ("t.either", "or")] {
                let words = Self.golden(locale, kind, items)
                let text = Self.messages[locale]?[key] ?? "missing"
                let expected = locale == "ja" && key == "t.either" ? words + text : text + words
                #expect(
                    try store.text(key: key, locale: SpokenLocale(locale), arguments: ["people": items]).text
                        == expected)
                #expect(
                    try store.text(
                        key: key, locale: SpokenLocale(locale), arguments: ["people": MessageArgument.list(items)]
                    ).text == expected)
            }
        }
    }

    @Test("An empty list, a number and a bad style are errors naming them")
    func errors() throws {
        let store = try Self.store()
        do {
            _ = try store.text(key: "t.going", locale: "en", arguments: ["people": [String]()])
            Issue.record("an empty list was spoken")
        } catch {
            #expect(error.code == .invalidOption)
            #expect(error.message.contains("argument 'people' of 't.going'"), "\(error.message)")
        }
        do {
            _ = try store.text(key: "t.going", locale: "en", arguments: ["people": 3])
            Issue.record("a number was spoken as a list")
        } catch {
            #expect(error.code == .invalidArgumentType)
            #expect(error.message.contains("must be a list"), "\(error.message)")
        }
        let bad = """
            {"@@locale": "en", "t.going": "Going: {people}",
             "@t.going": {"placeholders": {"people": {"type": "list", "optionalParameters": {"style": "nor"}}}}}
            """
        do {
            _ = try CatalogFixtures.store(["en.arb": bad])
            Issue.record("a bad style was loaded")
        } catch {
            let message = (error as? SpokenError)?.message ?? "\(error)"
            #expect(message.contains("Invalid style 'nor' of placeholder 'people'"), "\(message)")
        }
    }
}
