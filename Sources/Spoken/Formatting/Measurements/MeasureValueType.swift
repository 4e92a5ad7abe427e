extension ValueType {
    /// Values in a unit: `{"op":"measure","value":25,"unit":"celsius"}`, `spoken measure --unit
    /// celsius 25`, a placeholder `"distance": {"type": "measure", "optionalParameters": {"unit":
    /// "kilometer"}}` taking a number (or "25 kilometer"). See `MeasureFormatter`.
    public static let measure = ValueType(
        name: "measure",
        summary: "Speak a value in a unit (25 degrees Celsius), exactly as ICU formats it",
        discussion: "Prints one line per VALUE: the value in UNIT, byte for byte as ICU's number formatter says it.",
        fields: [
            ValueField(
                MeasureKey.value,
                help: "a decimal number (25, -3.5, 1e3). '-' reads values from standard input, one per line.",
                valueName: "VALUE"),
            ValueField(
                MeasureKey.unit, help: "a CLDR unit: celsius, kilometer-per-hour, percent, minute, kilogram…",
                valueName: "UNIT", required: true),
            ValueField(MeasureKey.width, help: "full is best for speech"),
            ValueField(
                MeasureKey.usage,
                help: "default: the unit given; weather: the locale's preferred unit (en-US hears Fahrenheit)"),
            ValueField(
                MeasureKey.maxFractionDigits, help: "at most N digits after the decimal separator (0 to 20)"),
            .grammaticalCase,
        ],
        forms: [[MeasureKey.value.name]],
        errors: [.invalidNumber, .unknownUnit, .invalidOption],
        placeholder: ValuePlaceholder(
            type: "measure", noun: "a measure", number: MeasureKey.value.name,
            text: [MeasureKey.value.name, MeasureKey.unit.name],
            options: [MeasureKey.unit.name, MeasureKey.usage.name, MeasureKey.maxFractionDigits.name],
            example: #"{"unit": "celsius"}"#, sample: .int(25), sampleWords: "25 degrees Celsius",
            stringCatalogNote:
                "a String Catalog has no measure format: the catalog passes it as text (%@), which the app fills with the spoken words (the measure op of spoken render)"
        ),
        example: Example(
            #"{"id":1,"op":"measure","value":25,"unit":"celsius","locale":"de"}"#,
            #"{"id":1,"text":"25 Grad Celsius","locale":"de"}"#),
        checkOptions: { (inputs, locale) throws(SpokenError) in
            _ = try measureFormatter(inputs, locale: locale)
        },
        // ICU's own bytes at the display width ("25°C"), from the same number and options.
        display: ValueDisplay(
            kind: "measure",
            visible: { (request) throws(SpokenError) -> String in
                try measureFormatter(request.inputs, locale: request.locale).visibleString(
                    parsing: finiteText(request))
            },
            options: { width in [MeasureKey.width.name: MeasureKey.width.input(width.measureWidth)] }),
        speak: { (request) throws(SpokenError) -> String in
            try measureFormatter(request.inputs, locale: request.locale).string(parsing: finiteText(request))
        })

    /// The value as written, refused when it is no finite number (quoted as written: `1e999`).
    private static func finiteText(_ request: ValueRequest) throws(SpokenError) -> String {
        let value = try request[MeasureKey.value]
        let text = value?.text ?? ""
        guard value?.value.isFinite ?? false else {
            throw SpokenError(
                .invalidNumber, input: text, message: "Invalid number '\(SpokenError.token(text))': not a finite number"
            )
        }
        return text
    }

    private static func measureFormatter(_ inputs: ValueInputs, locale: SpokenLocale) throws(SpokenError)
        -> MeasureFormatter
    {
        let name = try inputs[MeasureKey.unit] ?? ""
        return try MeasureFormatter(
            locale: locale, unit: MeasureUnit.cached(name), width: inputs[MeasureKey.width],
            maximumFractionDigits: inputs[MeasureKey.maxFractionDigits], usage: inputs[MeasureKey.usage],
            grammaticalCase: inputs[GrammaticalCaseKey.grammaticalCase])
    }
}

/// The measure's fields, typed (`request[MeasureKey.unit]`).
enum MeasureKey {
    static let value = ValueKey.number("value")
    static let unit = ValueKey.text("unit")
    static let width = ValueKey.choice("width", default: MeasureWidth.full)
    static let usage = ValueKey.choice("usage", default: MeasureUsage.default)
    static let maxFractionDigits = ValueKey.integer("maxFractionDigits", MeasureFormatter.fractionDigitsRange)
}

extension MeasureUnit {
    /// Validated units: asking ICU to parse the identifier again for every request cost more than
    /// formatting the number.
    package static let units = BoundedCache<String, MeasureUnit>(capacity: 256)

    /// The unit called `name`, validated once.
    package static func cached(_ name: String) throws(SpokenError) -> MeasureUnit {
        try units.value(for: name) { () throws(SpokenError) in try MeasureUnit(name) }
    }
}
