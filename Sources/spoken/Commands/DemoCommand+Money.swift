import Spoken

extension DemoCommand {
    /// The money and numbers section of `spoken demo`: a price and a refund in the locale's own
    /// currency, a compact count, an ordinal and a file size, as a screen reader should say them.
    static func moneySection() throws(CLIError) {
        Output.line("")
        Output.line("Money and numbers (42.50 and -115 in the local currency, 1234567, 22nd, 5.37 GB):")
        for sample in weatherSamples {
            do {
                let locale = try SpokenLocale(sample.locale)
                let currency = CurrencyCode(defaultFor: locale) ?? "USD"
                let money = try MoneyFormatter(locale: locale, currency: currency)
                let columns = [
                    try money.string(DecimalNumber("42.50")),
                    try money.string(DecimalNumber("-115")),
                    try SpokenNumberFormatter(locale: locale, style: .compact).string(1_234_567),
                    try SpokenNumberFormatter(locale: locale, style: .ordinal).string(22),
                    try SpokenNumberFormatter(locale: locale, style: .bytes).string(5_370_000_000),
                ]
                Output.line(
                    "  \(sample.locale.padding(toLength: 11, withPad: " ", startingAt: 0)) "
                        + columns.joined(separator: " | "))
            } catch {
                throw .failure(error.message)
            }
        }
    }
}
