extension ValueType {
    /// Money: `{"op":"money","amount":"42.50","currency":"USD"}`, `spoken money --currency USD
    /// 42.50`. See `MoneyFormatter`.
    public static let money = ValueType(
        name: "money",
        summary: "Speak amounts of money with the currency's full name (42.50 US dollars), as ICU formats them",
        discussion: """
            Prints one line per AMOUNT: ICU's currency format with the currency's full name, a whole
            amount without its zero fraction ("42 US dollars"), rounded to the currency's digits, a
            negative amount with U+2212 MINUS SIGN so that screen readers say "minus".
            """,
        fields: [
            ValueField(
                "amount", .number,
                help: """
                    a decimal number (42.50, -115, 1e3), spoken exactly as written.
                    '-' reads amounts from standard input, one per line.
                    """, valueName: "AMOUNT"),
            ValueField(
                "currency", .text, help: "an ISO 4217 code (USD, EUR, JPY), in any case", valueName: "CODE",
                required: true),
            ValueField(
                "presentation", .choice(NumberPresentation.allCases.map(\.rawValue)),
                help: "spoken: full names for speech (42 US dollars); icu: the visible form ($42.00)",
                default: "spoken", formerName: "style"),
            ValueField(
                "to", .number,
                help: "the other end of a range: 10 to 90 euros (the dash of '€10 – €90' in words)",
                valueName: "AMOUNT"),
            ValueField("compact", .flag, help: "large amounts in words: 1.2 million US dollars (icu: $1.2M)"),
            ValueField(
                "fractionDigits", .integer(MoneyFormatter.fractionDigitsRange),
                help: "exactly N fraction digits (spoken still drops a zero fraction)",
                defaultHelp: "the currency's own"),
        ],
        forms: [["amount"]],
        errors: [.unknownCurrency, .invalidNumber],
        example: Example(
            #"{"id":1,"op":"money","amount":"42.50","currency":"USD"}"#,
            #"{"id":1,"text":"42.50 US dollars","locale":"en-US"}"#),
        checkOptions: { (inputs, locale) throws(SpokenError) in
            _ = try moneyFormatter(inputs, locale: locale)
        },
        display: ValueDisplay(kind: "money") { _ in ["presentation": .text(NumberPresentation.icu.rawValue)] },
        speak: { (request) throws(SpokenError) -> String in
            let formatter = try moneyFormatter(request.inputs, locale: request.locale)
            let amount = try DecimalNumber(request.inputs.numberText("amount") ?? "")
            if let to = request.inputs.numberText("to") {
                return try formatter.range(amount, to: DecimalNumber(to))
            }
            return try formatter.string(amount)
        })

    private static func moneyFormatter(_ inputs: ValueInputs, locale: SpokenLocale) throws(SpokenError)
        -> MoneyFormatter
    {
        try MoneyFormatter(
            locale: locale, currency: CurrencyCode(inputs.text("currency") ?? ""),
            presentation: NumberPresentation(parsing: inputs.text("presentation") ?? "spoken", option: "presentation"),
            compact: inputs.flag("compact") ?? false, fractionDigits: inputs.integer("fractionDigits"))
    }
}
