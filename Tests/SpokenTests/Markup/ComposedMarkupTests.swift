import TestSupport
import Testing

@testable import Spoken

/// Catalog messages and cell labels as they are shown and spoken: the message's own words (from
/// the catalog on disk) the same in both, each argument ICU's visible form and words (from the
/// golden files), one span per value, the SSML read by an XML parser.
@Suite("Markup: messages and cells")
struct ComposedMarkupTests {
    static let locales = ["en", "de", "ru", "ar", "ja", "fr", "zh-Hans"]

    /// ICU's words for 4500 seconds as `label.timeRemaining` speaks them (two units, rounded up)
    /// and its visible form at `width`, from durations.tsv.
    static func eta(_ locale: String, width: DisplayWidth) throws -> (words: String, display: String) {
        let words = try #require(
            ICUGolden.duration(locale, seconds: "4500", maximumUnitCount: 2, rounding: .up))
        // Exactly 1 h 15 min: two units rounded up are all its units, so the golden row of the
        // default options at a short or narrow width is the same amount.
        #expect(words == ICUGolden.duration(locale, seconds: "4500"))
        let display = try #require(
            ICUGolden.duration(locale, seconds: "4500", width: width == .short ? .short : .narrow))
        return (words, display)
    }

    @Test(
        "A message with a duration: its words in both, the duration shown and spoken, the span on the value",
        arguments: locales, [DisplayWidth.short, .narrow])
    func message(_ locale: String, width: DisplayWidth) throws {
        let pattern = try #require(CatalogOnDisk.message("label.timeRemaining", in: locale))
        let (words, display) = try Self.eta(locale, width: width)
        let message = try CatalogStore.shared.markup(
            key: "label.timeRemaining", locale: locale, arguments: ["remaining": 4500], width: width)
        let markup = message.markup
        #expect(Array(markup.text.utf8) == Array(pattern.replacing("{remaining}", with: words).utf8))
        #expect(Array(markup.display.utf8) == Array(pattern.replacing("{remaining}", with: display).utf8))
        #expect(MarkupChecks.problems(markup, visible: [display], language: locale) == [])
        let before = try #require(pattern.range(of: "{remaining}")).lowerBound
        #expect(markup.spans.map(\.start) == [pattern[..<before].utf16.count])
        #expect(markup.spans.map(\.kind) == ["duration"])
        #expect(markup.spans.map(\.text) == [words])
        #expect(message.locale == locale)
        // The same words as without markup.
        let text = try CatalogStore.shared.text(
            key: "label.timeRemaining", locale: locale, arguments: ["remaining": 4500])
        #expect(markup.text == text.text)
    }

    @Test("Numbers, plurals and dates ICU writes itself are the same shown and spoken: no span", arguments: locales)
    func literal(_ locale: String) throws {
        for (key, arguments) in [
            ("announce.newMessages", ["count": 3] as MessageArguments),
            ("rating.starsOutOf", ["value": 3.5, "max": 5]),
            ("announce.updatedAt", ["date": Instant(secondsSince1970: 1_764_000_000)]),
        ] {
            let markup = try CatalogStore.shared.markup(key: key, locale: locale, arguments: arguments).markup
            let text = try CatalogStore.shared.text(key: key, locale: locale, arguments: arguments)
            #expect(markup.text == text.text, "\(key)")
            #expect(markup.display == text.text, "\(key)")
            #expect(markup.spans.isEmpty, "\(key)")
            #expect(markup.inputLabels == [text.text])
            #expect(MarkupChecks.problems(markup, visible: [], language: locale) == [], "\(key)")
        }
    }

    /// A message whose plural holds a duration and a price: one branch, chosen once for both forms.
    static let plural = """
        {
          "@@locale": "en",
          "test.eta": "{count, plural, one {# parcel arrives in {eta} for {price}} other {# parcels arrive in {eta} for {price}}}",
          "@test.eta": {"placeholders": {"count": {"type": "int"}, "eta": {"type": "duration"}, "price": {}}},
          "test.name": "{who} <sent> & replied",
          "@test.name": {"placeholders": {"who": {"type": "String"}}}
        }
        """

    static let pluralGerman = """
        {
          "@@locale": "de",
          "test.eta": "{count, plural, one {# Paket kommt in {eta} für {price}} other {# Pakete kommen in {eta} für {price}}}"
        }
        """

    @Test("Plural picks one branch for both forms; each value of the branch has its span", arguments: [1, 3])
    func plural(_ count: Int) throws {
        let store = try CatalogFixtures.store(["en.arb": Self.plural, "de.arb": Self.pluralGerman])
        for locale in ["en", "de"] {
            let pattern = try #require(
                (CatalogFixtures.json(locale == "en" ? Self.plural : Self.pluralGerman)["test.eta"]) as? String)
            // The branch by CLDR's rules of both languages: 1 is one, 3 is other.
            let branch = try #require(Self.branch(pattern, count == 1 ? "one" : "other"))
            let (words, display) = try Self.eta(locale, width: .short)
            let money = CatalogFixtures.goldenMoney(locale, "USD", "42.50")
            let shownMoney = try #require(
                ICUGolden.money(locale, "icu", options: ["currency": "USD"], value: "42.50"))
            let markup = try store.markup(
                key: "test.eta", locale: locale,
                arguments: [
                    "count": count, "eta": Duration.seconds(4500), "price": try Money("42.50", currency: "USD"),
                ]
            ).markup
            func filled(_ eta: String, _ price: String) -> String {
                branch.replacing("#", with: String(count)).replacing("{eta}", with: eta).replacing(
                    "{price}", with: price)
            }
            #expect(markup.text == filled(words, money), "\(locale)")
            #expect(markup.display == filled(display, shownMoney), "\(locale)")
            #expect(markup.spans.map(\.kind) == ["duration", "money"])
            #expect(MarkupChecks.problems(markup, visible: [display, shownMoney], language: locale) == [])
        }
    }

    /// The text of one branch (`one {…}`) of a one-level plural pattern.
    static func branch(_ pattern: String, _ keyword: String) -> String? {
        guard let start = pattern.range(of: " \(keyword) {") else { return nil }
        var depth = 1
        var index = start.upperBound
        while index < pattern.endIndex {
            if pattern[index] == "{" { depth += 1 }
            if pattern[index] == "}" {
                depth -= 1
                if depth == 0 { return String(pattern[start.upperBound..<index]) }
            }
            index = pattern.index(after: index)
        }
        return nil
    }

    @Test("Markup characters in a message and its text argument are escaped; the SSML still parses")
    func escaping() throws {
        let store = try CatalogFixtures.store(["en.arb": Self.plural])
        let markup = try store.markup(key: "test.name", locale: "en", arguments: ["who": "R&D \"<team>\""]).markup
        #expect(markup.text == "R&D \"<team>\" <sent> & replied")
        #expect(markup.display == markup.text)
        #expect(MarkupChecks.problems(markup, visible: []) == [])
    }

    @Test("Right to left: a text argument isolated (FSI…PDI) in both forms, as without markup")
    func isolation() throws {
        let arguments: MessageArguments = ["start": "Alice", "end": "Bob"]
        let markup = try CatalogStore.shared.markup(key: "label.rangeTo", locale: "ar", arguments: arguments).markup
        let text = try CatalogStore.shared.text(key: "label.rangeTo", locale: "ar", arguments: arguments).text
        #expect(markup.text == text)
        #expect(markup.display == text)
        #expect(text.contains("\u{2068}Alice\u{2069}"))
        #expect(MarkupChecks.problems(markup, visible: [], language: "ar") == [])
    }

    /// A message whose own text holds a character of plane 15's private use area, where the
    /// slots are taken from first.
    static let privateUse = """
        {
          "@@locale": "en",
          "test.private": "\u{F0000}\u{F0001} in {eta}",
          "@test.private": {"placeholders": {"eta": {"type": "duration"}}}
        }
        """

    @Test("A message holding private-use characters keeps them: the slots come from another plane")
    func privateUseText() throws {
        let store = try CatalogFixtures.store(["en.arb": Self.privateUse])
        let markup = try store.markup(key: "test.private", locale: "en", arguments: ["eta": 4500]).markup
        let (words, display) = try Self.eta("en", width: .short)
        #expect(markup.text == "\u{F0000}\u{F0001} in " + words)
        #expect(markup.display == "\u{F0000}\u{F0001} in " + display)
        #expect(markup.spans.map(\.start) == [8])
        #expect(MarkupChecks.problems(markup, visible: [display]) == [])
    }

    @Test("A message from another language's catalog carries that language in xml:lang")
    func fallback() throws {
        // Swahili has no catalog: English serves it.
        let message = try CatalogStore.shared.markup(
            key: "label.timeRemaining", locale: "sw", arguments: ["remaining": 4500])
        #expect(message.locale == "en")
        let reading = try #require(MarkupChecks.read(ssml: message.markup.ssml, language: "sw"))
        #expect(reading.languages == ["en"])
        let (_, display) = try Self.eta("en", width: .short)
        #expect(MarkupChecks.problems(message.markup, visible: [display], language: "sw") == [])
        // The request's own language: no xml:lang.
        let german = try CatalogStore.shared.markup(
            key: "label.timeRemaining", locale: "de-AT", arguments: ["remaining": 4500])
        #expect(MarkupChecks.read(ssml: german.markup.ssml, language: "de")?.languages == [])
    }

    @Test("A cell: text, a message and money joined with the catalog's pause; text as label(_:)", arguments: locales)
    func cell(_ locale: String) throws {
        let cell = try SpokenCell(locale: locale)
        let parts: [SpokenCell.Part] = [
            .text("  Order   12 "), .message(key: "label.timeRemaining", arguments: ["remaining": .int(4500)]),
            .value(.money(try Money("42.50", currency: "USD"))), .text(nil),
        ]
        let markup = try cell.markup(parts)
        #expect(markup.text == (try cell.label(parts)))
        let separator = try #require(CatalogOnDisk.separator(locale))
        let pattern = try #require(CatalogOnDisk.message("label.timeRemaining", in: locale))
        let (_, display) = try Self.eta(locale, width: .short)
        let shownMoney = try #require(ICUGolden.money(locale, "icu", options: ["currency": "USD"], value: "42.50"))
        let expected = ["Order 12", pattern.replacing("{remaining}", with: display), shownMoney]
        #expect(markup.display == expected.joined(separator: separator))
        #expect(markup.spans.map(\.kind) == ["duration", "money"])
        #expect(MarkupChecks.problems(markup, visible: [display, shownMoney], language: locale) == [])
    }

    @Test("A message dropped by a nil argument drops its part in both forms")
    func dropped() throws {
        let cell = try SpokenCell(locale: "en")
        let markup = try cell.markup([
            .text("Order 12"), .message(key: "label.timeRemaining", arguments: ["remaining": nil]),
        ])
        #expect(markup.text == "Order 12")
        #expect(markup.display == "Order 12")
        #expect(markup.spans.isEmpty)
    }
}
