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
                MoneyKey.amount,
                help: """
                    a decimal number (42.50, -115, 1e3), spoken exactly as written.
                    '-' reads amounts from standard input, one per line.
                    """, valueName: "AMOUNT"),
            ValueField(
                MoneyKey.currency, help: "an ISO 4217 code (USD, EUR, JPY), in any case", valueName: "CODE",
                required: true),
            ValueField(
                MoneyKey.presentation,
                help: "spoken: full names for speech (42 US dollars); icu: the visible form ($42.00)",
                formerName: "style"),
            ValueField(
                MoneyKey.to,
                help: "the other end of a range: 10 to 90 euros (the dash of '€10 – €90' in words)",
                valueName: "AMOUNT"),
            ValueField(MoneyKey.compact, help: "large amounts in words: 1.2 million US dollars (icu: $1.2M)"),
            ValueField(
                MoneyKey.fractionDigits,
                help: "exactly N fraction digits (spoken still drops a zero fraction)",
                defaultHelp: "the currency's own"),
            ValueField(
                MoneyKey.symbolWidth,
                help: "icu: the currency symbol at ICU's short width (CA$42.50) or narrow width ($42.50)"),
        ],
        forms: [["amount"]],
        errors: [.unknownCurrency, .invalidNumber],
        placeholder: ValuePlaceholder(
            type: "money", noun: "an amount of money", number: "amount", text: ["amount", "currency"],
            options: ["currency", "compact", "fractionDigits"], example: #"{"compact": true}"#,
            sample: .string("1234567 USD"), sampleWords: "1.2 million US dollars",
            stringCatalogNote:
                "a String Catalog has no spoken money format: the catalog passes it as text (%@), which the app fills with the spoken words (the money op of spoken render)"
        ),
        example: Example(
            #"{"id":1,"op":"money","amount":"42.50","currency":"USD"}"#,
            #"{"id":1,"text":"42.50 US dollars","locale":"en-US"}"#),
        checkOptions: { (inputs, locale) throws(SpokenError) in
            _ = try moneyFormatter(inputs, locale: locale)
        },
        display: ValueDisplay(kind: "money") { width in
            [
                MoneyKey.presentation.name: MoneyKey.presentation.input(.icu),
                MoneyKey.symbolWidth.name: MoneyKey.symbolWidth.input(width),
            ]
        },
        speak: { (request) throws(SpokenError) -> String in
            let formatter = try moneyFormatter(request.inputs, locale: request.locale)
            let amount = try DecimalNumber(request[MoneyKey.amount]?.text ?? "")
            if let to = try request[MoneyKey.to] {
                return try formatter.range(amount, to: DecimalNumber(to.text))
            }
            return try formatter.string(amount)
        })

    private static func moneyFormatter(_ inputs: ValueInputs, locale: SpokenLocale) throws(SpokenError)
        -> MoneyFormatter
    {
        try MoneyFormatter(
            locale: locale, currency: CurrencyCode(inputs[MoneyKey.currency] ?? ""),
            presentation: inputs[MoneyKey.presentation], compact: inputs[MoneyKey.compact],
            fractionDigits: inputs[MoneyKey.fractionDigits], symbolWidth: inputs[MoneyKey.symbolWidth])
    }
}

/// Money's fields, typed (`request[MoneyKey.currency]`).
enum MoneyKey {
    static let amount = ValueKey.number("amount")
    static let currency = ValueKey.text("currency")
    static let presentation = ValueKey.choice("presentation", default: NumberPresentation.spoken)
    static let to = ValueKey.number("to")
    static let compact = ValueKey.flag("compact")
    static let fractionDigits = ValueKey.integer("fractionDigits", MoneyFormatter.fractionDigitsRange)
    static let symbolWidth = ValueKey.choice("symbolWidth", default: DisplayWidth.short)
}

extension Money {
    /// The money value type's fields for this amount: what `ValueType.money` speaks and shows.
    package var valueInputs: ValueInputs {
        ValueInputs([
            MoneyKey.amount.name: .number(amount.doubleValue, text: amount.text),
            MoneyKey.currency.name: .text(currency.identifier),
        ])
    }
}
