import Spoken
import SpokenRender
import TestSupport
import Testing

/// The `money` and `number` ops (value types): ICU's golden words through render, and bad lines.
@Suite("render: money and number")
struct MoneyRenderTests {
    static let renderer = Renderer()

    static func response(_ line: String) -> String { renderer.render(line: line)?.json ?? "" }

    static func text(_ text: String, _ locale: String) -> String {
        var quoted: [UInt8] = []
        JSONString.append(text, to: &quoted)
        return #"{"id":null,"text":"# + String(decoding: quoted, as: UTF8.self) + #","locale":"\#(locale)"}"#
    }

    @Test(
        "money: every golden row, the amount as a string and as a number",
        arguments: [
            "en", "zh-Hans", "zh-Hant", "ja", "ko", "de", "fr", "es", "pt-BR", "ru", "ar", "he", "hi", "pl", "cs",
        ])
    func money(_ locale: String) throws {
        let rows = ICUGolden.money.rows.filter { $0.kind == "money" && $0.locale == locale }
        #expect(rows.count > 50)
        for (index, row) in rows.enumerated() {
            var fields = #""op":"money","locale":"\#(locale)","currency":"\#(row.options["currency"] ?? "")""#
            // Every other row by the field's former name, `style` (deprecated, still read).
            fields += #","\#(index % 2 == 0 ? "presentation" : "style")":"\#(row.presentation)""#
            if row.style == "compact" { fields += #","compact":true"# }
            if let digits = row.options["digits"] { fields += #","fractionDigits":\#(digits)"# }
            let canonical = try SpokenLocale(locale).identifier
            for amount in [#""\#(row.value)""#, row.value] {
                let line = "{" + fields + #","amount":\#(amount)}"#
                #expect(Self.response(line) == Self.text(row.expected, canonical), "\(line)")
            }
        }
    }

    @Test(
        "number: every golden row",
        arguments: [
            "en", "zh-Hans", "zh-Hant", "ja", "ko", "de", "fr", "es", "pt-BR", "ru", "ar", "he", "hi", "pl", "cs",
        ])
    func number(_ locale: String) throws {
        let rows = ICUGolden.money.rows.filter { $0.kind == "number" && $0.locale == locale }
        #expect(rows.count > 100)
        let canonical = try SpokenLocale(locale).identifier
        for row in rows {
            var line = #"{"op":"number","locale":"\#(locale)","style":"\#(row.style)","#
            line += #""presentation":"\#(row.presentation)","value":"\#(row.value)""#
            if let gender = row.options["gender"] { line += #","gender":"\#(gender)""# }
            if row.options["units"] == "binary" { line += #","binary":true"# }
            if let digits = row.options["digits"] { line += #","maxFractionDigits":\#(digits)"# }
            line += "}"
            #expect(Self.response(line) == Self.text(row.expected, canonical), "\(line)")
        }
    }

    @Test("The issue's request lines")
    func issueLines() throws {
        let dollars = try #require(ICUGolden.money("en", options: ["currency": "USD"], value: "42.50"))
        #expect(
            Self.response(#"{"op":"money","amount":"42.50","currency":"USD"}"#) == Self.text(dollars, "en-US"))
        let compact = try #require(ICUGolden.money("en", kind: "number", style: "compact", options: [:], value: "1234"))
        #expect(Self.response(#"{"op":"number","value":1234,"style":"compact"}"#) == Self.text(compact, "en-US"))
        let digits = try #require(ICUGolden.money("en", kind: "number", style: "digits", options: [:], value: "0442"))
        #expect(Self.response(#"{"op":"number","value":"0442","style":"digits"}"#) == Self.text(digits, "en-US"))
    }

    @Test(
        "announce: an args object with amount and currency is money, which an int placeholder refuses as it refuses a duration"
    )
    func moneyArgument() throws {
        // "Page {page} of {total}" (l10n/en.arb): page and total are declared int. A plain use of
        // untyped or currency-formatted money speaks it (MoneyArgumentTests, MoneyCLITests).
        for page in [#"{"amount":"3","currency":"EUR"}"#, #"{"amount":-115,"currency":"usd"}"#, #""PT5M""#] {
            let response = Self.response(
                #"{"op":"announce","key":"announce.pageOf","args":{"page":\#(page),"total":9}}"#)
            #expect(response.contains(#""code":"invalid-argument-type""#), "\(response)")
            #expect(response.contains("Argument 'page' of 'announce.pageOf' must be a number, not "), "\(response)")
        }
        let money = Self.response(
            #"{"op":"announce","key":"announce.pageOf","args":{"page":{"amount":"3","currency":"EUR"},"total":9}}"#)
        #expect(money.contains("must be a number, not money ('3 EUR')"), "\(money)")
        // A number use of a num placeholder ({value, plural, …}) reads the amount.
        let stars = Self.response(
            #"{"op":"announce","key":"rating.stars","args":{"value":{"amount":"1","currency":"EUR"}}}"#)
        let one = try #require(CatalogOnDisk.message("rating.stars", in: "en"))
        #expect(stars.contains(#""text":"1 star""#) && one.contains("one {# star}"), "\(stars)")
    }

    @Test(
        "announce: bad money arguments name the field",
        arguments: [
            Bad(
                line: #"{"op":"announce","key":"announce.pageOf","args":{"page":{"amount":"1"},"total":3}}"#,
                code: "missing-field",
                message: #"Missing field 'args.page.currency': money needs an ISO 4217 code, such as \"USD\""#),
            Bad(
                line: #"{"op":"announce","key":"announce.pageOf","args":{"page":{"currency":"USD"},"total":3}}"#,
                code: "missing-field",
                message: #"Missing field 'args.page.amount': money needs an amount, such as \"42.50\""#),
            Bad(
                line:
                    #"{"op":"announce","key":"announce.pageOf","args":{"page":{"amount":1,"currency":"USD","symbol":"$"},"total":3}}"#,
                code: "unknown-field",
                message: "Unknown field 'args.page.symbol': money takes 'amount' and 'currency'"),
            Bad(
                line:
                    #"{"op":"announce","key":"announce.pageOf","args":{"page":{"amount":1,"currency":"EURO"},"total":3}}"#,
                code: "unknown-currency", message: "Unknown currency 'EURO': did you mean 'EUR'?"),
            Bad(
                line:
                    #"{"op":"announce","key":"announce.pageOf","args":{"page":{"amount":"4,50","currency":"EUR"},"total":3}}"#,
                code: "invalid-number", message: "Invalid number '4,50'"),
            Bad(
                line:
                    #"{"op":"announce","key":"announce.pageOf","args":{"page":{"amount":true,"currency":"EUR"},"total":3}}"#,
                code: "invalid-field",
                message: "Invalid field 'args.page.amount': expected a decimal string or a number, got a boolean"),
            Bad(
                line: #"{"op":"announce","key":"announce.pageOf","args":{"page":true,"total":3}}"#,
                code: "invalid-field",
                message:
                    #"Invalid field 'args.page': expected a number, a string, money ({\"amount\": \"42.50\", \"currency\": \"USD\"}), a relative time ({\"value\": -2, \"unit\": \"hour\"}), an interval ({\"start\": …, \"end\": …}) or a list of strings ([\"Alice\", \"Bob\"]), got a boolean"#
            ),
            Bad(
                line: #"{"op":"announce","key":"announce.updatedAt","args":{"date":{"amount":1,"currency":"USD"}}}"#,
                code: "invalid-argument-type",
                message: "Argument 'date' of 'announce.updatedAt' must be a date, not money ('1 USD')"),
        ])
    func badMoneyArgument(_ bad: Bad) {
        let response = Self.response(bad.line)
        #expect(response.contains(#""code":"\#(bad.code)""#), "\(response)")
        #expect(response.contains(#""message":"\#(bad.message)"#), "\(response)")
    }

    struct Bad: Sendable, CustomTestStringConvertible {
        let line: String
        let code: String
        let message: String
        var testDescription: String { line }
    }

    @Test(
        "Bad requests name the field or the input",
        arguments: [
            Bad(
                line: #"{"op":"money","amount":1}"#, code: "missing-field",
                message: "Missing field 'currency' for op 'money'"),
            Bad(
                line: #"{"op":"money","currency":"USD"}"#, code: "missing-field",
                message: "Missing field 'amount' for op 'money'"),
            Bad(
                line: #"{"op":"money","amount":1,"currency":"usdd"}"#, code: "unknown-currency",
                message: "Unknown currency 'usdd': did you mean 'USD'?"),
            Bad(
                line: #"{"op":"money","amount":"4,50","currency":"USD"}"#, code: "invalid-number",
                message: "Invalid number '4,50'"),
            Bad(
                line: #"{"op":"money","amount":1e999,"currency":"USD"}"#, code: "invalid-number",
                message: "Invalid number '1e999'"),
            Bad(
                line: #"{"op":"money","amount":1,"currency":"USD","style":"short"}"#, code: "invalid-option",
                message: "Invalid value 'short' for style: expected one of spoken, icu"),
            Bad(
                line: #"{"op":"money","amount":1,"currency":"USD","width":"full"}"#, code: "unknown-field",
                message: "Unknown field 'width'"),
            Bad(
                line: #"{"op":"number","value":2.5,"style":"ordinal"}"#, code: "invalid-number",
                message: "Invalid number '2.5': an ordinal is a whole number"),
            Bad(
                line: #"{"op":"number","value":"12a","style":"digits"}"#, code: "invalid-number",
                message: "Invalid digits '12a'"),
            Bad(
                line: #"{"op":"number","value":true}"#, code: "invalid-field",
                message: "Invalid field 'value'"),
            Bad(
                line: #"{"op":"number","value":1,"style":"percent","gender":"feminine"}"#, code: "invalid-option",
                message: "Invalid gender 'feminine' for style 'percent'"),
        ])
    func bad(_ bad: Bad) {
        let response = Self.response(bad.line)
        #expect(response.contains(#""code":"\#(bad.code)""#), "\(response)")
        #expect(response.contains(#""message":"\#(bad.message)"#), "\(response)")
    }
}
