import Foundation
import Spoken
import Testing

/// The calls a newcomer writes first: every value comes from a decoded JSON order, so the zone,
/// the currency, the locale and the unit are `String` variables and the rating an `Int`, not
/// literals. Each call compiles as it is written here (no `SpokenTimeZone(…)` or `CurrencyCode(…)`
/// to guess); a bad value is the error naming it. Expected words are ICU's, read from the golden
/// files (Tests/Fixtures/icu-golden), and the shipped catalog's (l10n/pt-BR.arb).
@Suite("Client: calls with variables from a decoded order")
struct DecodedOrderSnippets {
    struct Order: Codable {
        var id: String
        var locale: String
        var timeZone: String
        var currency: String
        var total: String
        var placedAt: Double
        var rating: Int
        var city: String
        var temperature: Double
        var unit: String
    }

    static let json = """
        {"id": "A-1042", "locale": "pt-BR", "timeZone": "America/Sao_Paulo", "currency": "EUR",
         "total": "42.50", "placedAt": 1795956600, "rating": 4, "city": "São Paulo",
         "temperature": 25, "unit": "celsius"}
        """

    let order: Order

    init() throws {
        order = try JSONDecoder().decode(Order.self, from: Data(Self.json.utf8))
    }

    @Test("Date: a String locale and a String zone")
    func date() throws {
        let formatter = try SpokenDateFormatter(locale: order.locale, timeZone: order.timeZone)
        #expect(
            formatter.string(secondsSince1970: order.placedAt)
                == Golden.row("dates.tsv", ["icu", "pt-BR", "America/Sao_Paulo", "1795956600.000", "medium", "short"]))
        // A checked locale and a String zone, mixed; every argument in the declared order.
        let locale = try SpokenLocale(order.locale)
        let mixed = try SpokenDateFormatter(
            locale: locale, timeZone: order.timeZone, dateStyle: .medium, timeStyle: .short, presentation: .icu)
        #expect(mixed.string(secondsSince1970: order.placedAt) == formatter.string(secondsSince1970: order.placedAt))
    }

    @Test("Money: a String currency, with a String or a checked locale")
    func money() throws {
        let expected = Golden.row("money.tsv", ["money", "pt-BR", "spoken", "standard", "currency=EUR", "42.50"])
        let formatter = try MoneyFormatter(locale: order.locale, currency: order.currency)
        #expect(try formatter.string(DecimalNumber(order.total)) == expected)
        let locale = try SpokenLocale(order.locale)
        #expect(
            try MoneyFormatter(locale: locale, currency: order.currency).string(DecimalNumber(order.total)) == expected)
        let price = try Money(order.total, currency: order.currency)
        #expect(try MoneyFormatter(locale: locale, currency: price.currency).string(price.amount) == expected)
    }

    @Test("Measure and cell label: a String unit")
    func measure() throws {
        // The speech column (the last): what MeasureFormatter says.
        let expected = Golden.row("numbers.tsv", ["pt-BR", "celsius", "full", "-", "default", "25"])
        #expect(try MeasureFormatter(locale: order.locale, unit: order.unit).string(order.temperature) == expected)
        // l10n/pt-BR.arb: "label.separator": ", ".
        let temperature = try MeasureFormatter(locale: order.locale, unit: order.unit).string(order.temperature)
        #expect(try LabelComposer(locale: order.locale).compose(order.city, temperature) == "São Paulo, " + expected)
    }

    @Test("Rating: an Int, and a String locale")
    func rating() throws {
        // l10n/pt-BR.arb: "rating.stars": "{value, plural, … other {# estrelas}}" (4 is "other").
        let labeler = try RatingLabeler(locale: order.locale)
        #expect(try labeler.label(order.rating).text == "4 estrelas")
        #expect(try labeler.label(order.rating) == labeler.label(Double(order.rating)))
    }

    @Test("Catalog text: a String locale and zone")
    func catalogText() throws {
        let text = try CatalogStore.shared.text(
            key: "rating.stars", locale: order.locale, arguments: ["value": order.rating], timeZone: order.timeZone)
        #expect(text.text == "4 estrelas")
    }

    @Test("A bad value from the order is the error naming it")
    func badValues() throws {
        var bad = order
        bad.currency = "EUX"
        #expect {
            try MoneyFormatter(locale: bad.locale, currency: bad.currency)
        } throws: { error in
            (error as? SpokenError)?.code == .unknownCurrency && (error as? SpokenError)?.input == "EUX"
        }
        bad.timeZone = "Mars/Olympus"
        #expect {
            try SpokenDateFormatter(locale: bad.locale, timeZone: bad.timeZone)
        } throws: { error in
            (error as? SpokenError)?.input == "Mars/Olympus"
        }
        bad.unit = "parsec-per-fortnight"
        #expect {
            try MeasureFormatter(locale: bad.locale, unit: bad.unit)
        } throws: { error in
            (error as? SpokenError)?.input == "parsec-per-fortnight"
        }
    }
}

/// ICU's real output, from the repository's golden files (tab-separated; `# ` lines are comments).
enum Golden {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Tests/Packages/ClientPackage/Tests/ClientTests
        .deletingLastPathComponent()  // Tests/Packages/ClientPackage/Tests
        .deletingLastPathComponent()  // Tests/Packages/ClientPackage
        .deletingLastPathComponent()  // Tests/Packages
        .deletingLastPathComponent()  // Tests
        .appendingPathComponent("Fixtures/icu-golden")

    /// The last column of the row starting with `key`; "" when there is none (so the expectation
    /// fails, naming the call).
    static func row(_ file: String, _ key: [String]) -> String {
        guard let text = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8) else {
            return ""
        }
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if fields.count > key.count, Array(fields.prefix(key.count)) == key {
                return fields[fields.count - 1]
            }
        }
        return ""
    }
}
