import Foundation
import TestSupport
import Testing

@testable import Spoken

/// Money passes to catalog messages as it is: a plain `{price}` is spoken money (ICU's currency
/// format with full names, golden money.tsv), a plural chooses by the amount.
@Suite("Money as a message argument")
struct MoneyArgumentTests {
    static let source = """
        {
          "@@locale": "en",
          "test.total": "Total: {price}",
          "test.each": "{price, plural, one {Only {price}} other {{price} each}}",
          "test.name": "{who} paid {price}",
          "test.count": "{n, plural, one {# item} other {# items}}",
          "test.raised": "Raised {amount}",
          "@test.raised": {"placeholders": {"amount": {"type": "double", "format": "compactCurrency",
            "optionalParameters": {"name": "USD"}}}},
          "test.typed": "To {city}",
          "@test.typed": {"placeholders": {"city": {"type": "String"}}},
          "test.page": "Page {page} of {total}",
          "@test.page": {"placeholders": {"page": {"type": "int"}, "total": {"type": "int"}}},
          "test.count.int": "{n, plural, one {# item} other {# items}}",
          "@test.count.int": {"placeholders": {"n": {"type": "int"}}},
          "test.tip": "Tip {tip}",
          "@test.tip": {"placeholders": {"tip": {"type": "int", "format": "currency", "optionalParameters": {"name": "EUR"}}}}
        }
        """

    static let german = """
        {
          "@@locale": "de",
          "test.total": "Summe: {price}",
          "test.each": "{price, plural, one {Nur {price}} other {{price} pro Stück}}"
        }
        """

    static func store() throws -> CatalogStore {
        try CatalogFixtures.store(["en.arb": source, "de.arb": german])
    }

    static func money(_ locale: String, _ currency: String, _ value: String, style: String = "standard") -> String {
        CatalogFixtures.goldenMoney(locale, currency, value, style: style)
    }

    @Test("A plain use is spoken money in the request's language")
    func plain() throws {
        let store = try Self.store()
        let price = try Money("42.50", currency: "USD")
        #expect(
            try store.text(key: "test.total", locale: "en", arguments: ["price": price]).text
                == "Total: " + Self.money("en", "USD", "42.50"))
        #expect(
            try store.text(key: "test.total", locale: "de", arguments: ["price": price]).text
                == "Summe: " + Self.money("de", "USD", "42.50"))
        // The sign a screen reader says (U+2212), exactly as money.tsv's speech column.
        #expect(
            try store.text(key: "test.total", locale: "en", arguments: ["price": Money("-115", currency: "eur")]).text
                == "Total: " + Self.money("en", "EUR", "-115"))
        // The case spelled in a MessageArguments literal.
        #expect(
            try store.text(key: "test.name", locale: "en", arguments: ["who": "Ann", "price": .money(price)]).text
                == "Ann paid " + Self.money("en", "USD", "42.50"))
    }

    @Test("A plural chooses by the amount while its plain uses stay spoken money")
    func plural() throws {
        let store = try Self.store()
        let one = try Money("1", currency: "EUR")
        let many = try Money("4032.54", currency: "EUR")
        #expect(
            try store.text(key: "test.each", locale: "en", arguments: ["price": one]).text
                == "Only " + Self.money("en", "EUR", "1"))
        #expect(
            try store.text(key: "test.each", locale: "en", arguments: ["price": many]).text
                == Self.money("en", "EUR", "4032.54") + " each")
        #expect(
            try store.text(key: "test.each", locale: "de", arguments: ["price": many]).text
                == Self.money("de", "EUR", "4032.54") + " pro Stück")
        // Any other value used both ways is unchanged by the renaming (ICU's own plural text).
        #expect(try store.text(key: "test.each", locale: "en", arguments: ["price": 1]).text == "Only 1")
        #expect(
            try store.text(key: "test.count", locale: "en", arguments: ["n": Money("1", currency: "USD")]).text
                == "1 item")
    }

    @Test("A currency format speaks the money in its own currency, with the format's compactness")
    func formatted() throws {
        let store = try Self.store()
        #expect(
            try store.text(
                key: "test.raised", locale: "en", arguments: ["amount": Money("-3400000000", currency: "EUR")]
            )
            .text == "Raised " + Self.money("en", "EUR", "-3400000000", style: "compact"))
    }

    @Test("A string placeholder refuses money, naming the argument and the value")
    func refused() throws {
        let store = try Self.store()
        let error = #expect(throws: SpokenError.self) {
            try store.text(key: "test.typed", locale: "en", arguments: ["city": Money("5", currency: "USD")])
        }
        #expect(error?.code == .invalidArgumentType)
        #expect(error?.message == "Argument 'city' of 'test.typed' must be a string, not money ('5 USD')")
    }

    @Test("An int placeholder refuses money as it refuses a duration; an int with a currency format takes it")
    func integerPlaceholder() throws {
        let store = try Self.store()
        let euros = try Money("3", currency: "EUR")
        let cases: [(key: String, name: String, arguments: MessageArguments)] = [
            ("test.page", "page", ["page": euros, "total": 9]), ("test.count.int", "n", ["n": euros]),
        ]
        for (key, name, arguments) in cases {
            let error = #expect(throws: SpokenError.self) {
                try store.text(key: key, locale: "en", arguments: arguments)
            }
            #expect(error?.code == .invalidArgumentType)
            #expect(error?.message == "Argument '\(name)' of '\(key)' must be a number, not money ('3 EUR')")
        }
        let duration = #expect(throws: SpokenError.self) {
            try store.text(key: "test.page", locale: "en", arguments: ["page": Duration.seconds(5), "total": 9])
        }
        #expect(duration?.code == .invalidArgumentType)
        #expect(
            try store.text(key: "test.page", locale: "en", arguments: ["page": 3, "total": 9]).text == "Page 3 of 9")
        #expect(
            try store.text(key: "test.tip", locale: "en", arguments: ["tip": Money("42", currency: "USD")]).text
                == "Tip " + Self.money("en", "USD", "42"))
    }

    struct Parsed: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        /// The money's description ("42.50 USD"), or nil when the text is another argument.
        var money: String? = nil
        var other: MessageArgument? = nil
        var testDescription: String { name }
    }

    @Test(
        "A command-line value is money only when written as an amount and an upper-case code",
        arguments: [
            Parsed(name: "amount and code", text: "42.50 USD", money: "42.50 USD"),
            Parsed(name: "negative", text: "-115 EUR", money: "-115 EUR"),
            Parsed(name: "lower-case code is text", text: "5 min", other: .string("5 min")),
            Parsed(name: "words before", text: "Room 12 ABC", other: .string("Room 12 ABC")),
            Parsed(name: "no space", text: "42USD", other: .string("42USD")),
            Parsed(name: "number", text: "42.5", other: .double(42.5)),
        ])
    func parsing(_ row: Parsed) throws {
        let parsed = try MessageArgument(parsing: row.text)
        if let money = row.money {
            guard case .money(let value) = parsed else {
                Issue.record("\(parsed) is not money")
                return
            }
            #expect(value.description == money)
        } else {
            #expect(parsed == row.other)
        }
    }

    @Test("An unknown upper-case code is an error, not text spoken verbatim")
    func unknownCode() {
        let error = #expect(throws: SpokenError.self) { try MessageArgument(parsing: "42 EUX") }
        #expect(error?.code == .unknownCurrency)
        #expect(error?.message.hasPrefix("Unknown currency 'EUX'") == true)
    }

    @Test("Money's fields and description")
    func value() throws {
        let money = try Money("0.10", currency: "usd")
        #expect(money.amount == (try DecimalNumber("0.10")))
        #expect(money.currency == "USD")
        #expect(money.description == "0.10 USD")
        #expect(try MoneyFormatter(currency: "EUR").string(money) == Self.money("en", "USD", "0.10"))
        #expect(throws: SpokenError.self) { try Money("4,50", currency: "USD") }
        #expect(throws: SpokenError.self) { try Money(.nan, currency: "USD") }
    }
}
