import TestSupport
import Testing

@testable import Spoken

@Suite("Money")
struct MoneyFormatterTests {
    @Test("The golden fixtures are ICU's output for this ICU")
    func fixturesMatchRunningICU() {
        #expect(ICUGolden.money.rows.filter { $0.kind == "money" }.count > 1000)
        #expect(ICUGolden.money.icuVersion == icuVersion)
        #expect(ICUGolden.moneyRanges.icuVersion == icuVersion)
    }

    static let rows = ICUGolden.money.rows.filter { $0.kind == "money" }

    @Test("Byte-identical to ICU's currency formatter, in speech form for spoken", arguments: rows)
    func golden(_ row: ICUGolden.MoneyRow) throws {
        let formatter = try MoneyFormatter(
            locale: SpokenLocale(row.locale), currency: CurrencyCode(row.options["currency"] ?? ""),
            presentation: NumberPresentation(rawValue: row.presentation) ?? .spoken, compact: row.style == "compact",
            fractionDigits: row.options["digits"].flatMap { Int($0) })
        #expect(formatter.skeleton == row.recipe)
        let text = try formatter.string(DecimalNumber(row.value))
        #expect(Array(text.unicodeScalars) == Array(row.expected.unicodeScalars), "\(text) vs ICU \(row.expected)")
    }

    @Test("A Double amount speaks as its shortest decimal form", arguments: rows.filter { Double($0.value) != nil })
    func doubles(_ row: ICUGolden.MoneyRow) throws {
        let formatter = try MoneyFormatter(
            locale: SpokenLocale(row.locale), currency: CurrencyCode(row.options["currency"] ?? ""),
            presentation: NumberPresentation(rawValue: row.presentation) ?? .spoken, compact: row.style == "compact",
            fractionDigits: row.options["digits"].flatMap { Int($0) })
        #expect(try formatter.string(Double(row.value)!) == row.expected)
    }

    struct Inline: Sendable, CustomTestStringConvertible {
        let name: String
        let locale: String
        let currency: String
        let amount: String
        var presentation: NumberPresentation = .spoken
        let expected: String
        var testDescription: String { name }
    }

    // Strings checked against the C++ program's output; invisible characters escaped.
    @Test(
        "What the issue's examples say",
        arguments: [
            Inline(name: "en cents kept", locale: "en", currency: "USD", amount: "42.50", expected: "42.50 US dollars"),
            Inline(name: "en whole amount", locale: "en", currency: "USD", amount: "42", expected: "42 US dollars"),
            Inline(
                name: "en 0.10 stays 0.10", locale: "en", currency: "USD", amount: "0.10", expected: "0.10 US dollars"),
            Inline(name: "de", locale: "de", currency: "USD", amount: "42.50", expected: "42,50 US-Dollar"),
            Inline(name: "ru", locale: "ru", currency: "USD", amount: "42.50", expected: "42,50 доллара США"),
            Inline(
                name: "en negative: U+2212", locale: "en", currency: "USD", amount: "-115",
                expected: "\u{2212}115 US dollars"),
            Inline(
                name: "en icu keeps the hyphen-minus", locale: "en", currency: "USD", amount: "-115",
                presentation: .icu, expected: "-$115.00"),
            Inline(
                name: "en GBP 200.00 (heard as twenty thousand)", locale: "en", currency: "GBP", amount: "200.00",
                expected: "200 British pounds"),
            Inline(
                name: "ar negative keeps ALM before the sign", locale: "ar", currency: "USD", amount: "-42",
                expected: "\u{061C}\u{2212}٤٢ دولار أمريكي"),
            Inline(
                name: "he negative keeps LRM before the sign", locale: "he", currency: "USD", amount: "-42",
                expected: "\u{200E}\u{2212}42 דולר אמריקאי"),
            Inline(
                name: "ar icu drops nothing", locale: "ar", currency: "EUR", amount: "-42.5", presentation: .icu,
                expected: "\u{061C}-\u{200F}٤٢٫٥٠\u{00A0}€"),
            Inline(name: "lower-case code", locale: "en", currency: "usd", amount: "1", expected: "1 US dollar"),
        ])
    func inline(_ row: Inline) throws {
        let formatter = try MoneyFormatter(locale: row.locale, currency: row.currency, presentation: row.presentation)
        #expect(try formatter.string(DecimalNumber(row.amount)) == row.expected)
    }

    @Test("No binary floating point: 4032.54 and 0.10 reach ICU as written")
    func exactDecimals() throws {
        let formatter = try MoneyFormatter(currency: "USD")
        // A Double has 15–17 significant digits: 12345678901234567.89 would be 12345678901234568.
        #expect(try formatter.string(DecimalNumber("12345678901234567.89")) == "12,345,678,901,234,567.89 US dollars")
        #expect(try formatter.string(DecimalNumber("0.10")) == "0.10 US dollars")
        #expect(try formatter.string(DecimalNumber("1e3")) == "1,000 US dollars")
        // Half even at the currency's digits, on the decimal value: 0.125 → 0.12, 0.135 → 0.14.
        #expect(try formatter.string(DecimalNumber("0.125")) == "0.12 US dollars")
        #expect(try formatter.string(DecimalNumber("0.135")) == "0.14 US dollars")
    }

    struct Unknown: Sendable, CustomTestStringConvertible {
        let input: String
        let message: String
        var testDescription: String { input }
    }

    @Test(
        "Unknown currencies are typed errors suggesting the closest code",
        arguments: [
            Unknown(input: "USDD", message: "Unknown currency 'USDD': did you mean 'USD'?"),
            Unknown(input: "ERU", message: "Unknown currency 'ERU': did you mean 'EUR'?"),
            Unknown(input: "US", message: "Unknown currency 'US': did you mean 'USD'?"),
            Unknown(input: "euro", message: "Unknown currency 'euro': did you mean 'EUR'?"),
            Unknown(input: "€", message: "Unknown currency '€': did you mean 'EUR'?"),
            Unknown(input: "US dollars", message: "Unknown currency 'US dollars': did you mean 'USD'?"),
            Unknown(
                input: "xxx",
                message:
                    "Unknown currency 'xxx': ISO 4217's code for no currency has no words; expected a currency such as 'USD', 'EUR' or 'JPY'"
            ),
            Unknown(
                input: "QQQQQQQ",
                message: "Unknown currency 'QQQQQQQ': expected an ISO 4217 code such as 'USD', 'EUR' or 'JPY'"),
            Unknown(input: "", message: "Unknown currency '': expected an ISO 4217 code such as 'USD', 'EUR' or 'JPY'"),
        ])
    func unknownCurrency(_ row: Unknown) {
        #expect(throws: SpokenError(.unknownCurrency, input: row.input, message: row.message)) {
            try CurrencyCode(row.input)
        }
    }

    @Test("Codes are matched case-insensitively and answered in canonical form")
    func canonicalCodes() throws {
        // Input as a program reads it (a `String`, not a literal: a literal is the literal initializer).
        // DEM: a historic code ICU still names.
        let inputs: [(input: String, code: String)] = [("eur", "EUR"), ("jPy", "JPY"), ("DEM", "DEM")]
        for (input, code) in inputs {
            #expect(try CurrencyCode(input).identifier == code)
        }
        #expect(CurrencyCode.available.contains("USD"))
        #expect(!CurrencyCode.available.contains("XXX"))
    }

    @Test("A locale's own currency, from its likely region")
    func defaultCurrency() throws {
        #expect(CurrencyCode(defaultFor: try SpokenLocale("en"))?.identifier == "USD")
        #expect(CurrencyCode(defaultFor: try SpokenLocale("de"))?.identifier == "EUR")
        #expect(CurrencyCode(defaultFor: try SpokenLocale("ja"))?.identifier == "JPY")
        #expect(CurrencyCode(defaultFor: try SpokenLocale("en-GB"))?.identifier == "GBP")
    }

    @Test("Bad amounts are invalid-number errors naming the text")
    func badAmounts() throws {
        let formatter = try MoneyFormatter(currency: "USD")
        #expect(throws: SpokenError(.invalidNumber, input: "nan", message: "Invalid number 'nan': not a finite number"))
        {
            try formatter.string(Double.nan)
        }
        #expect(
            throws: SpokenError(
                .invalidNumber, input: "4,50",
                message: "Invalid number '4,50': expected a decimal number such as 42, -3.5 or 0.10")
        ) {
            try formatter.string(DecimalNumber("4,50"))
        }
        #expect(throws: SpokenError.self) { try MoneyFormatter(currency: "USD", fractionDigits: 9) }
    }
}

@Suite("Docs: the money and numbers table (Spoken.docc/SpeakingNumbers.md)")
struct MoneyReadmeTableTests {
    @Test("Every cell is ICU's golden output, in the 15 shipped languages")
    func table() throws {
        let readme = try Repository.text("Sources/Spoken/Spoken.docc/SpeakingNumbers.md")
        let lines = readme.split(separator: "\n").map(String.init)
        let header = try #require(lines.firstIndex { $0.hasPrefix("| locale | 42.50 USD |") })
        let rows = lines[(header + 2)...].prefix { $0.hasPrefix("| `") }
        #expect(rows.count == 15)
        func golden(
            _ kind: String, _ locale: String, _ presentation: String, _ style: String, _ options: [String: String],
            _ value: String
        ) -> String {
            ICUGolden.money(locale, presentation, kind: kind, style: style, options: options, value: value) ?? "missing"
        }
        func sign(_ text: String) -> String {
            text.unicodeScalars.prefix { $0.properties.numericType != .decimal }.map {
                "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(4)
            }.joined(separator: " ")
        }
        for row in rows {
            let cells = row.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast().map {
                String($0.dropFirst().dropLast())
            }
            try #require(cells.count == 9, "\(row)")
            let locale = String(cells[0].dropFirst().dropLast())
            let expected = [
                cells[0],
                golden("money", locale, "spoken", "standard", ["currency": "USD"], "42.50"),
                golden("money", locale, "spoken", "standard", ["currency": "EUR"], "-115"),
                golden("money", locale, "icu", "standard", ["currency": "EUR"], "-115"),
                sign(golden("number", locale, "icu", "decimal", [:], "-3.5")) + " → "
                    + sign(golden("number", locale, "spoken", "decimal", [:], "-3.5")),
                golden("number", locale, "spoken", "percent", [:], "42"),
                golden("number", locale, "spoken", "compact", [:], "1234567"),
                golden("number", locale, "spoken", "ordinal", [:], "22"),
                golden("number", locale, "spoken", "bytes", [:], "5370000000"),
            ]
            #expect(cells == expected, "\(locale)")
        }
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
