extension ValueType {
    /// Numbers by style: `{"op":"number","value":1234,"style":"compact"}`, `spoken number --style
    /// percent 42`. See `SpokenNumberFormatter`.
    public static let number = ValueType(
        name: "number",
        summary: "Speak numbers by what they are: percentages, counts, words, ordinals, digits, byte sizes",
        discussion: """
            Prints one line per VALUE in the style's words, from ICU's number skeletons and rule-based
            number formats: percent "42 percent", compact "1.2 thousand", spellout "forty-two",
            ordinal "twenty-second", digits "0 4 4 2", bytes "5.37 gigabytes". Negative numbers have
            U+2212 MINUS SIGN, so that screen readers say "minus".
            """,
        fields: [
            ValueField(
                NumberKey.value,
                help: """
                    a decimal number (1234, -3.5, 0.10); for digits, a string of digits
                    (0442, +1 555-0100). '-' reads values from standard input, one per line.
                    """, valueName: "VALUE"),
            ValueField(
                NumberKey.style,
                help: """
                    decimal (1,234.5), percent (42 percent: the value is in percent),
                    compact (1.2 thousand), spellout (forty-two), ordinal (twenty-second),
                    digits (0 4 4 2), bytes (a byte count: 5.37 gigabytes)
                    """,
                valueName: "STYLE"),
            ValueField(
                NumberKey.presentation,
                help: "spoken: for speech; icu: ICU's visible form (42%, 1.2K, 22nd, 5.37 GB)"),
            ValueField(
                NumberKey.gender,
                help: "spellout and ordinal: the noun's gender (fr première, ru одна)",
                defaultHelp: "the locale's unmarked form"),
            ValueField(NumberKey.binary, help: "bytes: powers of 1024 (5 gibibytes) instead of 1000"),
            ValueField(
                NumberKey.maxFractionDigits,
                help: "decimal and percent: at most N digits after the decimal separator",
                defaultHelp: "ICU's, up to 6"),
        ],
        forms: [["value"]],
        errors: [.invalidNumber],
        placeholder: ValuePlaceholder(
            type: "number", noun: "a number", number: "value", text: ["value"],
            options: ["style", "gender", "binary", "maxFractionDigits"], example: #"{"style": "ordinal"}"#,
            sample: .int(22), sampleWords: "twenty-second",
            stringCatalogNote:
                "a String Catalog has no spoken number styles: the catalog passes it as text (%@), which the app fills with the spoken words (the number op of spoken render)"
        ),
        example: Example(
            #"{"id":1,"op":"number","value":42,"style":"percent"}"#,
            #"{"id":1,"text":"42 percent","locale":"en-US"}"#),
        checkOptions: { (inputs, locale) throws(SpokenError) in
            _ = try numberFormatter(inputs, locale: locale)
        },
        display: ValueDisplay(kind: "number") { _ in [NumberKey.presentation.name: NumberKey.presentation.input(.icu)]
        },
        speak: { (request) throws(SpokenError) -> String in
            try numberFormatter(request.inputs, locale: request.locale)
                .string(parsing: request[NumberKey.value] ?? "")
        })

    private static func numberFormatter(_ inputs: ValueInputs, locale: SpokenLocale) throws(SpokenError)
        -> SpokenNumberFormatter
    {
        try SpokenNumberFormatter(
            locale: locale, style: inputs[NumberKey.style], presentation: inputs[NumberKey.presentation],
            gender: inputs[NumberKey.gender], byteUnits: inputs[NumberKey.binary] ? .binary : .decimal,
            maximumFractionDigits: inputs[NumberKey.maxFractionDigits])
    }
}

/// The number's fields, typed (`request[NumberKey.style]`).
enum NumberKey {
    static let value = ValueKey.numberOrText("value")
    static let style = ValueKey.choice("style", default: NumberStyle.decimal)
    static let presentation = ValueKey.choice("presentation", default: NumberPresentation.spoken)
    static let gender: ValueKey<GrammaticalGender?> = .choice("gender")
    static let binary = ValueKey.flag("binary")
    static let maxFractionDigits = ValueKey.integer("maxFractionDigits", maximumFractionDigitsRange)
}
