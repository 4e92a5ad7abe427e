import Spoken
import Testing

// No `import Foundation` in this file: Spoken's own types need only `import Spoken`.

/// Inside a client's `throws(SpokenError)` function, the patterns the "Typed throws" part of Spoken.docc/UsingSpoken.md shows.
/// (`try keys.map { try store.rotor($0, …) }` itself cannot compile there: Swift 6 infers the
/// closure as throwing `any Error`; these are the forms that do.) Expected words are the shipped
/// catalogs' (l10n/zh-Hans.arb, l10n/en.arb).
@Suite("Client: typed throws and closures")
struct TypedThrowsSnippets {
    let store = CatalogStore.shared

    func rotorNames(_ keys: [String], locale: SpokenLocale) throws(SpokenError) -> [String] {
        try store.rotors(keys, locale: locale).map(\.name)
    }

    func hints(_ keys: [String], locale: SpokenLocale) throws(SpokenError) -> [LocalizedText] {
        try store.texts(keys, locale: locale)
    }

    func names(_ keys: [String], locale: SpokenLocale) throws(SpokenError) -> [String] {
        try keys.map { (key) throws(SpokenError) in try store.rotor(key, locale: locale).name }
    }

    func locales(_ tags: [String]) throws(SpokenError) -> [SpokenLocale] {
        try tags.map(SpokenLocale.init)
    }

    func loop(_ keys: [String], locale: SpokenLocale) throws(SpokenError) -> [String] {
        var names: [String] = []
        for key in keys { names.append(try store.rotor(key, locale: locale).name) }
        return names
    }

    @Test("Each form compiles inside throws(SpokenError) and says the catalog's words")
    func forms() throws {
        let zh = try SpokenLocale("zh-Hans")
        #expect(try rotorNames(["headlines", "unread"], locale: zh) == ["头条新闻", "未读文章"])
        #expect(try names(["headlines", "unread"], locale: zh) == ["头条新闻", "未读文章"])
        #expect(try loop(["headlines", "unread"], locale: zh) == ["头条新闻", "未读文章"])
        #expect(
            try hints(["loading", "hint.dismiss"], locale: SpokenLocale("en")).map(\.text) == [
                "Loading", "Closes this screen.",
            ])
        #expect(try locales(["zh-TW", "en"]).map(\.identifier) == ["zh-TW", "en"])
    }

    @Test("The error keeps its type: code and message without a cast")
    func typedError() throws {
        do {
            _ = try rotorNames(["headline"], locale: SpokenLocale("en"))
            Issue.record("no error")
        } catch {
            #expect(error.code == .unknownKey)
            #expect(error.message == "Unknown rotor 'headline': did you mean 'headlines'?")
        }
    }

    @Test("Short keys: the library takes what the CLI and render take")
    func shortKeys() throws {
        let count = 2
        let text = try store.text(key: "newMessages", locale: "en", arguments: ["count": count])
        #expect(text.text == "2 new messages")
        #expect(text.key == "announce.newMessages")
        #expect(throws: SpokenError.self) {
            try store.text(key: "newMesages", locale: "en", arguments: ["count": count])
        }
    }

    @Test("Instants without Foundation")
    func instants() throws {
        let instant = try Instant.parse("@1795956600")
        let text = try store.text(key: "updatedAt", locale: "en-US", arguments: ["date": instant])
        #expect(text.text == "Updated Nov 29, 2026, 12:50\u{202F}PM")
    }
}
