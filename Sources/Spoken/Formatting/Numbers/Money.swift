/// An amount of money: a decimal amount and its currency. It passes to catalog messages as it is
/// (a plain `{price}` is spoken by `MoneyFormatter`, "42.50 US dollars"; `{price, plural, …}`
/// chooses by the amount) and `MoneyFormatter` speaks it.
///
/// ```swift
/// let price = try Money("42.50", currency: "USD")
/// try store.text(key: "label.total", locale: locale, arguments: ["price": price])
/// ```
public struct Money: Sendable, Hashable, CustomStringConvertible {
    public let amount: DecimalNumber
    public let currency: CurrencyCode

    public init(_ amount: DecimalNumber, currency: CurrencyCode) {
        self.amount = amount
        self.currency = currency
    }

    /// An amount written as decimal text ("42.50": no binary float on the way) and a code in any
    /// case; `invalid-number` or `unknown-currency` errors name the bad one.
    public init(_ amount: String, currency: some CurrencyCodeConvertible) throws(SpokenError) {
        self.init(try DecimalNumber(amount), currency: try currency.currencyCode())
    }

    /// An amount given as a `Double` (its shortest decimal form); NaN and the infinities are
    /// `invalid-number` errors, and so is an unknown code (`unknown-currency`).
    public init(_ amount: Double, currency: some CurrencyCodeConvertible) throws(SpokenError) {
        self.init(try DecimalNumber(amount), currency: try currency.currencyCode())
    }

    /// A whole amount (`Int`), exactly; an unknown code is an `unknown-currency` error.
    public init(_ amount: Int, currency: some CurrencyCodeConvertible) throws(SpokenError) {
        self.init(DecimalNumber(amount), currency: try currency.currencyCode())
    }

    /// The amount and the code, as ISO 4217 writes them: "42.50 USD".
    public var description: String { "\(amount.text) \(currency.identifier)" }

    /// An amount and an upper-case code separated by one space, as `description` writes them
    /// ("42.50 USD", "-115 EUR"): for command-line arguments. Nil when the text is not of that
    /// shape ("5 min", "Room 12"); an `unknown-currency` error when it is but the code is no
    /// currency ("42 EUX": a typo must not be spoken as text).
    static func parse(_ text: String) throws(SpokenError) -> Money? {
        let utf8 = text.utf8
        guard utf8.count >= 5, utf8.count <= DecimalNumber.maximumLength,
            let space = utf8.lastIndex(of: UInt8(ascii: " "))
        else { return nil }
        let code = utf8[utf8.index(after: space)...]
        guard code.count == 3, code.allSatisfy({ $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }),
            let amount = try? DecimalNumber(String(decoding: utf8[..<space], as: UTF8.self))
        else { return nil }
        return Money(amount, currency: try CurrencyCode(String(decoding: code, as: UTF8.self)))
    }
}

extension MoneyFormatter {
    /// The words for an amount of money in its own currency, with this formatter's options
    /// ("42.50 US dollars"). Creating a formatter is a cache lookup.
    public func string(_ money: Money) throws(SpokenError) -> String {
        guard money.currency != currency else { return try string(money.amount) }
        return try MoneyFormatter(
            locale: locale, currency: money.currency, presentation: presentation, compact: compact,
            fractionDigits: fractionDigits
        ).string(money.amount)
    }
}
