import TestSupport
import Testing

@testable import Spoken

/// One rule for short keys (the library, the CLI and `render` alike), "did you mean" for keys and
/// rotors, and the collection helpers that keep typed throws. Expected words are the shipped
/// catalog's (l10n/en.arb, l10n/zh-Hans.arb).
@Suite("Catalog keys: short forms, suggestions, collections")
struct CatalogKeyTests {
    let store = CatalogStore()

    @Test("A key without a dot names an announcement, in the library too")
    func shortKey() throws {
        let short = try store.text(key: "newMessages", locale: "en", arguments: ["count": 3])
        #expect(short.text == "3 new messages")
        #expect(short.key == "announce.newMessages")
        #expect(short.priority == .high)
        #expect(try store.text(key: "announce.newMessages", locale: "en", arguments: ["count": 3]) == short)
        #expect(store.catalogKey("newMessages") == "announce.newMessages")
        #expect(store.catalogKey("hint.dismiss") == "hint.dismiss")
        #expect(store.catalogKey("dismiss") == nil)
        // Preview rows follow the same rule.
        let rows = try MessagePreview(store: store).rows(keys: ["loading"], locales: ["en"])
        #expect(rows.map(\.key) == ["announce.loading"])
    }

    @Test(
        "An unknown key suggests the nearest one in the form it was typed",
        arguments: [
            ("newMesages", "Unknown key 'newMesages': did you mean 'newMessages'?"),
            ("announce.newMesages", "Unknown key 'announce.newMesages': did you mean 'announce.newMessages'?"),
            ("hint.dismis", "Unknown key 'hint.dismis': did you mean 'hint.dismiss'?"),
            ("announce.nope", "Unknown key 'announce.nope'" + OrderListExample.unknownKeyTail),
        ])
    func unknownKey(_ key: String, _ message: String) {
        #expect {
            try store.text(key: key, locale: "en")
        } throws: { error in
            let error = error as? SpokenError
            return error?.code == .unknownKey && error?.input == key && error?.message == message
        }
    }

    @Test(
        "An unknown rotor suggests the nearest rotor, with or without 'rotor.' as typed",
        arguments: [
            ("headline", "Unknown rotor 'headline': did you mean 'headlines'?"),
            ("rotor.headline", "Unknown rotor 'rotor.headline': did you mean 'rotor.headlines'?"),
            ("nope", "Unknown rotor 'nope'"),
        ])
    func unknownRotor(_ key: String, _ message: String) throws {
        let locale = try SpokenLocale("en")
        #expect {
            try store.rotor(key, locale: locale)
        } throws: { error in
            let error = error as? SpokenError
            return error?.code == .unknownKey && error?.input == key && error?.message == message
        }
    }

    @Test("A manifest's unknown rotor suggests one of its rotors")
    func manifestRotor() throws {
        var item = RotorItem(id: "a")
        item.headline = true
        let items = [item]
        let manifest = try RotorManifest(items: items, locale: SpokenLocale("en"), store: store)
        #expect {
            try manifest.next(on: "headline", from: nil)
        } throws: { error in
            (error as? SpokenError)?.message == "No rotor 'headline' in this manifest: did you mean 'headlines'?"
        }
    }

    /// The pattern: inside a `throws(SpokenError)` function.
    func names(_ keys: [String], _ locale: SpokenLocale) throws(SpokenError) -> [String] {
        try store.rotors(keys, locale: locale).map(\.name)
    }

    func hints(_ keys: [String], _ locale: SpokenLocale) throws(SpokenError) -> [String] {
        try store.texts(keys, locale: locale).map(\.text)
    }

    @Test("rotors(_:) and texts(_:) keep typed throws, in order, from one snapshot")
    func collections() throws {
        let zh = try SpokenLocale("zh-Hans")
        #expect(try names(["headlines", "rotor.unread"], zh) == ["头条新闻", "未读文章"])
        #expect(try hints(["loading", "announce.loaded"], SpokenLocale("en")) == ["Loading", "Loaded"])
        #expect {
            try names(["headlines", "headline"], zh)
        } throws: { error in
            (error as? SpokenError)?.input == "headline"
        }
    }
}
