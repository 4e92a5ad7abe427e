import Foundation
import Spoken
import TestSupport
import Testing

/// The pseudo-locales en-XA and ar-XB. Expected patterns are written by hand from the rules (the
/// accent table below, Android's RLO…PDF words); placeholders and numbers are checked against the
/// source catalog on disk and ICU's own parse of it.
@Suite("Pseudo-locales")
struct PseudoLocaleTests {
    @Test(
        "en-XA accents letters, pads to about 140% and brackets; syntax and digits stay",
        arguments: [
            ("Closes this screen.", "[Çļöšéš ţĥîš šçŕééñ. \u{B7}\u{B7}\u{B7}\u{B7}\u{B7}\u{B7}\u{B7}]"),
            ("Page {page} of {total}", "[Þåĝé {page} öƒ {total} \u{B7}\u{B7}\u{B7}]"),
            ("Level 1", "[Ļéṽéļ 1 \u{B7}\u{B7}]"),
            (
                "{count, plural, =0 {No items} one {# item} other {# items}}",
                "[{count, plural, =0 {Ñö îţéɱš \u{B7}\u{B7}\u{B7}} one {# îţéɱ \u{B7}} other {# îţéɱš \u{B7}\u{B7}}}]"
            ),
            ("It''s '{'here'}'", "[Îţ''š '{'ĥéŕé'}' \u{B7}\u{B7}\u{B7}\u{B7}]"),
        ])
    func accented(_ pattern: String, _ expected: String) {
        #expect(PseudoLocale.accented.transform(pattern) == expected)
    }

    @Test(
        "ar-XB marks the string right to left and forces each word right to left",
        arguments: [
            ("Closes this screen.", "\u{200F}\u{202E}Closes\u{202C} \u{202E}this\u{202C} \u{202E}screen.\u{202C}"),
            ("Page {page} of {total}", "\u{200F}\u{202E}Page\u{202C} {page} \u{202E}of\u{202C} {total}"),
            (
                "{count, plural, one {# item} other {# items}}",
                "\u{200F}{count, plural, one {# \u{202E}item\u{202C}} other {# \u{202E}items\u{202C}}}"
            ),
            ("It''s {n}", "\u{200F}\u{202E}It''s\u{202C} {n}"),
        ])
    func bidi(_ pattern: String, _ expected: String) {
        #expect(PseudoLocale.bidi.transform(pattern) == expected)
    }

    /// The source catalog on disk: key → pattern.
    static let sourceMessages: [(String, String)] = (CatalogOnDisk.object("en") ?? [:])
        .compactMap { key, value in key.hasPrefix("@") ? nil : (value as? String).map { (key, $0) } }
        .sorted { $0.0 < $1.0 }

    @Test("every source message keeps its arguments in both pseudo-locales", arguments: PseudoLocale.allCases)
    func arguments(_ pseudo: PseudoLocale) throws {
        let store = CatalogStore()
        let catalog = try #require(store.catalog(pseudo.tag))
        let en = try SpokenLocale("en")
        #expect(!Self.sourceMessages.isEmpty)
        for (key, pattern) in Self.sourceMessages {
            let generated = try #require(catalog.messages[key], "\(pseudo.tag) lacks \(key)")
            #expect(
                try MessageSyntax.arguments(in: generated, locale: en)
                    == MessageSyntax.arguments(in: pattern, locale: en),
                "\(key)")
            // Syntax, digits and punctuation are copied: only letters, marks and padding change.
            #expect(Self.syntax(generated) == Self.syntax(pattern), "\(key): \(generated)")
        }
    }

    static func syntax(_ pattern: String) -> String {
        String(pattern.filter { "{}#=,.:'0123456789".contains($0) })
    }

    @Test("spoken pseudo text keeps the numbers of en", arguments: PseudoLocale.allCases)
    func numbers(_ pseudo: PseudoLocale) throws {
        let store = CatalogStore()
        for (key, count) in [("announce.newMessages", 1234), ("announce.pageOf", 0)] {
            let arguments: [String: MessageArgument] =
                key == "announce.pageOf" ? ["page": 12, "total": 1_500] : ["count": .int(Int64(count))]
            let source = try store.text(key: key, locale: "en", arguments: arguments).text
            let text = try store.text(key: key, locale: pseudo.tag, arguments: arguments).text
            // Grouping and digits as en: "1,234", "1,500".
            #expect(Self.numbers(text) == Self.numbers(source), "\(key): \(text)")
            #expect(Self.numbers(text) == (key == "announce.pageOf" ? ["12", "1,500"] : ["1,234"]))
        }
        let stars = try store.text(key: "rating.stars", locale: pseudo.tag, arguments: ["value": 3.5]).text
        #expect(Self.numbers(stars) == ["3.5"])
    }

    static func numbers(_ text: String) -> [String] {
        text.matches(of: /[0-9][0-9.,]*/).map { String($0.output) }
    }

    @Test("en-XA speaks every key bracketed and longer than en; ar-XB starts right to left")
    func everyKey() throws {
        let store = CatalogStore()
        for row in try MessagePreview(store: store).rows(locales: ["en-XA", "ar-XB"]) {
            if row.locale == "en-XA" {
                #expect(row.text.hasPrefix("[") && row.text.hasSuffix("]"), "\(row.key): \(row.text)")
            } else {
                #expect(row.text.hasPrefix("\u{200F}"), "\(row.key)")
            }
        }
        let long = try store.text(key: "hint.toggleSelection", locale: "en-XA").text
        let source = try #require(CatalogOnDisk.message("hint.toggleSelection", in: "en"))
        #expect(long.count >= source.count * 13 / 10)
    }

    @Test("ar-XB isolates string arguments as right-to-left catalogs do; overrides regenerate both")
    func overrides() throws {
        let store = CatalogStore()
        let path = try CatalogFixtures.directory([
            "en.arb": """
            {"@@locale": "en", "test.greeting": "Hello {name}",
             "@test.greeting": {"placeholders": {"name": {"type": "String"}}}}
            """
        ])
        defer { try? FileManager.default.removeItem(atPath: path) }
        try store.loadOverrides(directory: path)
        #expect(
            try store.text(key: "test.greeting", locale: "ar-XB", arguments: ["name": "Anna"]).text
                == "\u{200F}\u{202E}Hello\u{202C} \u{2068}Anna\u{2069}")
        #expect(
            try store.text(key: "test.greeting", locale: "en-XA", arguments: ["name": "Anna"]).text
                == "[Ĥéļļö Anna \u{B7}\u{B7}]")
        #expect(store.diagnostics.isEmpty)
    }

    @Test("a source message ICU rejects is reported once, not again for each pseudo-locale")
    func rejectedOnce() throws {
        let path = try CatalogFixtures.directory([
            "en.arb": #"{"@@locale": "en", "test.bad": "{n, number, ::no-such-skeleton} items"}"#
        ])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let diagnostics = CatalogStore().validateOverrides(directory: path)
        #expect(diagnostics.map(\.key) == ["test.bad"])
        #expect(diagnostics.first?.file.hasSuffix("/en.arb") == true)
    }

    @Test("listed apart from the translations; accepted as locales; served by their own catalogs")
    func listed() throws {
        let store = CatalogStore()
        #expect(store.pseudoLocales == ["ar-XB", "en-XA"])
        #expect(!store.locales.contains("en-XA"))
        #expect(try SpokenLocale("ar-XB").isRightToLeft)
        #expect(try !SpokenLocale("en-XA").isRightToLeft)
        for pseudo in PseudoLocale.allCases {
            #expect(try SpokenLocale(pseudo.tag).identifier == pseudo.tag)
            #expect(store.resolve(try SpokenLocale(pseudo.tag)).first?.catalog == pseudo.tag)
            #expect(try store.text(key: "rotor.headlines", locale: pseudo.tag).locale == pseudo.tag)
        }
    }
}
