import Foundation
import Spoken
import TestSupport
import Testing

/// A `rating` placeholder (`"type": "rating"`, `"optionalParameters": {"max": 5, "outOf": true}`):
/// a number spoken in the shipped rating words. Expected words are the shipped catalog's
/// (`l10n/*.arb`: `rating.stars`, `rating.starsOutOf`) with the number's CLDR plural category
/// (en 1 one, 5 other; ru 2 few; de 3.5 other), never Spoken's.
@Suite("Rating placeholder")
struct RatingPlaceholderTests {
    static func store(_ english: String = "") throws -> CatalogStore {
        let source =
            english.isEmpty
            ? """
            {
              "@@locale": "en",
              "t.rated": "rated {stars}",
              "@t.rated": {"placeholders": {"stars": {"type": "rating", "optionalParameters": {"outOf": true}}}},
              "t.plain": "rated {stars}",
              "@t.plain": {"placeholders": {"stars": {"type": "rating"}}},
              "t.ten": "rated {stars}",
              "@t.ten": {"placeholders": {"stars": {"type": "rating", "optionalParameters": {"max": 10, "outOf": true}}}}
            }
            """ : english
        let russian = """
            {"@@locale": "ru", "t.rated": "оценка {stars}", "t.plain": "оценка {stars}",
             "t.ten": "оценка {stars}"}
            """
        let german = """
            {"@@locale": "de", "t.rated": "bewertet mit {stars}", "t.plain": "bewertet mit {stars}",
             "t.ten": "bewertet mit {stars}"}
            """
        let path = try CatalogFixtures.directory(["en.arb": source, "ru.arb": russian, "de.arb": german])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let store = CatalogStore()
        try store.loadOverrides(directory: path)
        return store
    }

    @Test(
        "A number is spoken in the rating words, the scale said with outOf",
        arguments: [
            ("en", "t.rated", MessageArgument.int(5), "rated 5 out of 5 stars"),
            ("en", "t.plain", .int(1), "rated 1 star"),
            ("en", "t.ten", .int(7), "rated 7 out of 10 stars"),
            ("ru", "t.rated", .int(2), "оценка 2 звезды из 5"),
            ("de", "t.plain", .double(3.5), "bewertet mit 3,5 Sterne"),
        ])
    func words(locale: String, key: String, stars: MessageArgument, expected: String) throws {
        let store = try Self.store()
        #expect(store.diagnostics.isEmpty, "\(store.diagnostics)")
        #expect(try store.text(key: key, locale: locale, arguments: ["stars": stars]).text == expected)
    }

    @Test("A rating outside 0…max is an invalid-rating error naming it")
    func outOfRange() throws {
        let store = try Self.store()
        do {
            _ = try store.text(key: "t.rated", locale: "en", arguments: ["stars": .int(7)])
            Issue.record("7 out of 5 stars was spoken")
        } catch {
            #expect(error.code == .invalidRating)
            #expect(error.input == "7")
        }
    }

    @Test("A text argument is refused, naming the argument")
    func text() throws {
        let store = try Self.store()
        do {
            _ = try store.text(key: "t.rated", locale: "en", arguments: ["stars": .string("five")])
            Issue.record("no error")
        } catch {
            #expect(error.code == .invalidArgumentType)
            #expect(error.input == "stars")
        }
    }

    @Test("Unknown or bad optional parameters are invalid-metadata, naming the placeholder")
    func badParameters() throws {
        let source = """
            {
              "@@locale": "en",
              "t.a": "rated {stars}",
              "@t.a": {"placeholders": {"stars": {"type": "rating", "optionalParameters": {"maximum": 5}}}},
              "t.b": "rated {stars}",
              "@t.b": {"placeholders": {"stars": {"type": "rating", "optionalParameters": {"max": 0, "outOf": "yes"}}}}
            }
            """
        do {
            _ = try Self.store(source)
            Issue.record("a catalog with bad rating parameters was loaded")
        } catch {
            let message = (error as? SpokenError)?.message ?? "\(error)"
            #expect(message.contains("'maximum' of placeholder 'stars' (a rating)"), "\(message)")
            #expect(
                message.contains("The max of placeholder 'stars' must be a whole number from 1 to 1000"), "\(message)")
            #expect(message.contains("The outOf of placeholder 'stars' must be true or false"), "\(message)")
        }
    }

    @Test("An app catalog's own rating words are the placeholder's words; without them, the shipped ones")
    func appWords() throws {
        let english = """
            {
              "@@locale": "en",
              "rating.starsOutOf": "{value} of {max} stars",
              "@rating.starsOutOf": {"placeholders": {"value": {"type": "num"}, "max": {"type": "int"}}},
              "t.rated": "rated {stars}",
              "@t.rated": {"placeholders": {"stars": {"type": "rating", "optionalParameters": {"outOf": true}}}},
              "t.plain": "rated {stars}",
              "@t.plain": {"placeholders": {"stars": {"type": "rating"}}},
              "t.ten": "rated {stars}",
              "@t.ten": {"placeholders": {"stars": {"type": "rating"}}}
            }
            """
        let store = try Self.store(english)
        // The app's words, as the message's own catalog has them.
        #expect(try store.text(key: "t.rated", locale: "en", arguments: ["stars": 4]).text == "rated 4 of 5 stars")
        // rating.stars is not the app's: the shipped words (l10n/en.arb).
        let shipped = try #require(CatalogOnDisk.message("rating.stars", in: "en"))
        #expect(shipped.contains("other {# stars}"), "\(shipped)")
        #expect(try store.text(key: "t.plain", locale: "en", arguments: ["stars": 4]).text == "rated 4 stars")
        // The shared store, without the app catalog, keeps the shipped words.
        #expect(try RatingLabeler(locale: .enUS).label(4, outOf: true).text == "4 out of 5 stars")
    }
}
