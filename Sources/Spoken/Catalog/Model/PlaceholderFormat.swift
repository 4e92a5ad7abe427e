/// A Flutter number `format` on an ARB placeholder (`"format": "currency"`, with
/// `optionalParameters` such as `name` and `decimalDigits`), as gen-l10n's `NumberFormat`
/// constructors take them: the app shows "$42.50", and Spoken speaks the same value in its speech
/// form with its own formatters ("42.50 US dollars").
///
/// ```json
/// "price": "Total: {amount}",
/// "@price": {"placeholders": {"amount": {"type": "double", "format": "currency",
///                                        "optionalParameters": {"name": "EUR"}}}}
/// ```
///
/// A plain `{amount}` is spoken by the format; `{amount, plural, …}` still chooses its branch by
/// the number.
public struct PlaceholderFormat: Sendable, Hashable {
    /// Flutter's number format names (intl's `NumberFormat` constructors gen-l10n accepts).
    public enum Name: String, Sendable, Hashable, CaseIterable {
        case compact, compactCurrency, compactSimpleCurrency, compactLong, currency, decimalPattern
        case decimalPatternDigits, decimalPercentPattern, percentPattern, scientificPattern, simpleCurrency

        /// The `optionalParameters` gen-l10n passes to this constructor.
        public var parameters: [String] {
            switch self {
            case .compact, .compactLong: []
            case .compactCurrency, .currency: ["name", "symbol", "decimalDigits", "customPattern"]
            case .compactSimpleCurrency, .simpleCurrency: ["name", "decimalDigits"]
            case .decimalPatternDigits, .decimalPercentPattern: ["decimalDigits"]
            case .decimalPattern, .percentPattern, .scientificPattern: []
            }
        }

        /// What Spoken says for it, for messages and documentation.
        package var spokenAs: String {
            switch self {
            case .compact, .compactLong: "compact words, such as 1.2 million"
            case .compactCurrency, .compactSimpleCurrency: "compact money, such as 1.2 million US dollars"
            case .currency, .simpleCurrency: "money with the currency's name, such as 42.50 US dollars"
            case .decimalPattern, .decimalPatternDigits, .scientificPattern: "the number, such as 1,234.5"
            case .decimalPercentPattern, .percentPattern: "the percentage of the value times 100 (0.42 is 42 percent)"
            }
        }

    }

    public let name: Name
    /// `optionalParameters.name`: the ISO 4217 code; nil for the locale's own currency.
    public let currency: CurrencyCode?
    /// `optionalParameters.decimalDigits`.
    public let decimalDigits: Int?
    /// `optionalParameters.symbol` and `customPattern`: what the app shows; speech names the
    /// currency and ignores them.
    public let symbol: String?
    public let customPattern: String?

    public init(
        _ name: Name, currency: CurrencyCode? = nil, decimalDigits: Int? = nil, symbol: String? = nil,
        customPattern: String? = nil
    ) {
        self.name = name
        self.currency = currency
        self.decimalDigits = decimalDigits
        self.symbol = symbol
        self.customPattern = customPattern
    }

    /// The words for `value` in `locale` (the number a caller passed for the placeholder).
    public func spoken(_ value: DecimalNumber, locale: SpokenLocale) throws(SpokenError) -> String {
        try string(value, locale: locale, presentation: .spoken)
    }

    /// The words and ICU's visible form of `value` ("42.50 US dollars" spoken, "$42.50" shown):
    /// the same formatter, its presentation `icu` for the visible form.
    package func markup(_ value: DecimalNumber, locale: SpokenLocale) throws(SpokenError) -> SpokenMarkup {
        SpokenMarkup(
            value: try string(value, locale: locale, presentation: .spoken),
            display: try string(value, locale: locale, presentation: .icu), kind: kind)
    }

    /// What spans call a value of this format: `money` for the currency formats, else `number`.
    var kind: String {
        switch name {
        case .currency, .simpleCurrency, .compactCurrency, .compactSimpleCurrency: ValueType.money.name
        default: ValueType.number.name
        }
    }

    /// `value` in `locale` in the presentation: speech's words or ICU's visible form.
    private func string(_ value: DecimalNumber, locale: SpokenLocale, presentation: NumberPresentation)
        throws(SpokenError) -> String
    {
        switch name {
        case .currency, .simpleCurrency, .compactCurrency, .compactSimpleCurrency:
            let code = currency ?? CurrencyCode(defaultFor: locale) ?? "USD"
            let digits = decimalDigits.map { min($0, MoneyFormatter.fractionDigitsRange.upperBound) }
            return try MoneyFormatter(
                locale: locale, currency: code, presentation: presentation,
                compact: name == .compactCurrency || name == .compactSimpleCurrency, fractionDigits: digits
            ).string(value)
        case .compact, .compactLong:
            return try SpokenNumberFormatter(locale: locale, style: .compact, presentation: presentation).string(value)
        case .decimalPattern, .scientificPattern:
            return try SpokenNumberFormatter(locale: locale, presentation: presentation).string(value)
        case .decimalPatternDigits:
            return try SpokenNumberFormatter(
                locale: locale, presentation: presentation, maximumFractionDigits: decimalDigits
            ).string(value)
        case .percentPattern, .decimalPercentPattern:
            // intl's percent patterns multiply by 100: 0.42 is "42%".
            return try SpokenNumberFormatter(
                locale: locale, style: .percent, presentation: presentation,
                maximumFractionDigits: name == .decimalPercentPattern ? decimalDigits : nil
            ).string(value.scaled(byPowerOfTen: 2))
        }
    }
}

extension PlaceholderFormat {
    /// A value that shows how the format is spoken, for previews: 42.50 for money, 1,234,567 for
    /// compact words, 0.42 for a percentage (42 percent), 1,234.5 for a plain number; whole for an
    /// integer placeholder (`int`).
    package func sample(integer: Bool) -> MessageArgument {
        switch name {
        case .currency, .simpleCurrency: integer ? .int(42) : .double(42.5)
        case .compact, .compactLong, .compactCurrency, .compactSimpleCurrency: .int(1_234_567)
        case .percentPattern, .decimalPercentPattern: integer ? .int(1) : .double(0.42)
        case .decimalPattern, .decimalPatternDigits, .scientificPattern: integer ? .int(1234) : .double(1234.5)
        }
    }

    /// The words for an amount of money passed for the placeholder: a currency format speaks it
    /// in the money's own currency (not the format's `name`) with the format's digits and
    /// compactness; any other format speaks it as money all the same.
    public func spoken(_ money: Money, locale: SpokenLocale) throws(SpokenError) -> String {
        try PlaceholderFormat(moneyFormat, currency: money.currency, decimalDigits: moneyDigits)
            .spoken(money.amount, locale: locale)
    }

    /// The words and ICU's visible form of an amount of money passed for the placeholder.
    package func markup(_ money: Money, locale: SpokenLocale) throws(SpokenError) -> SpokenMarkup {
        try PlaceholderFormat(moneyFormat, currency: money.currency, decimalDigits: moneyDigits)
            .markup(money.amount, locale: locale)
    }

    /// The format money is spoken in: this one when it is a currency format, else plain currency
    /// with the currency's own digits.
    private var moneyFormat: Name { kind == ValueType.money.name ? name : .currency }
    private var moneyDigits: Int? { kind == ValueType.money.name ? decimalDigits : nil }

    /// The format of one placeholder's attributes (`"format"`, `"optionalParameters"`), or nil
    /// when it has none Spoken speaks. What a translator or developer wrote wrong is reported as
    /// `invalid-metadata` at the value, with what was expected and an example; the run time
    /// refuses such a catalog as lint does. `type` is the placeholder's `type` (nil when absent).
    /// Date formats (`yMMMd` on a `DateTime`) are not number formats and are left alone.
    static func parse(
        _ attributes: [LocatedJSON.Member], placeholder: String, type: String?,
        report: (DiagnosticCode, SourcePosition, String) -> Void
    ) -> PlaceholderFormat? {
        let formatMember = attributes.first { $0.key.value == "format" }
        let parametersMember = attributes.first { $0.key.value == "optionalParameters" }
        let isNumber = type.map { ArgumentValueClass(placeholderType: $0) == .number } ?? false
        guard let formatMember else {
            if let parametersMember, isNumber {
                report(
                    .invalidMetadata, parametersMember.key.position,
                    "The optional parameters of placeholder '\(placeholder)' need a format: add one such as \"format\": \"currency\""
                )
            }
            return nil
        }
        guard let text = formatMember.value.stringLiteral?.value else {
            report(
                .invalidMetadata, formatMember.value.position,
                "The format of placeholder '\(placeholder)' is \(formatMember.value.kindName), not a name: write one such as \"format\": \"currency\""
            )
            return nil
        }
        let example = "\"format\": \"currency\" or \"compactLong\""
        guard let name = Name(rawValue: text) else {
            // Only a number placeholder's format is a number format (a DateTime's is a date format).
            guard isNumber else { return nil }
            if let valuePlaceholder = ValuePlaceholder.named(text) {
                // `"type": "int", "format": "duration"`: the value type is the placeholder's type.
                report(
                    .invalidMetadata, formatMember.value.position,
                    "Unknown number format '\(text)' for placeholder '\(placeholder)': to speak it as \(valuePlaceholder.noun), declare \"type\": \"\(valuePlaceholder.type)\" (its options in \"optionalParameters\", such as \(valuePlaceholder.example))"
                )
                return nil
            }
            let hint =
                Suggestion.didYouMean(Suggestion.closest(to: text, in: Name.allCases.map(\.rawValue), limit: 1))
                .map { $0 + " " } ?? ""
            report(
                .invalidMetadata, formatMember.value.position,
                "Unknown number format '\(text)' for placeholder '\(placeholder)': \(hint)Flutter's number formats are "
                    + Name.allCases.map(\.rawValue).joined(separator: ", ") + " (for example \(example))")
            return nil
        }
        guard isNumber else {
            report(
                .invalidMetadata, formatMember.value.position,
                "The number format '\(text)' of placeholder '\(placeholder)' needs a number placeholder: add \"type\": \"double\" (or \"int\", \"num\")"
            )
            return nil
        }
        var currency: CurrencyCode?
        var decimalDigits: Int?
        var symbol: String?
        var customPattern: String?
        var valid = true
        if let parametersMember {
            guard let parameters = parametersMember.value.members else {
                report(
                    .invalidMetadata, parametersMember.value.position,
                    "The optional parameters of placeholder '\(placeholder)' are \(parametersMember.value.kindName), not an object: write them as {\"name\": \"EUR\", \"decimalDigits\": 2}"
                )
                return nil
            }
            for parameter in parameters {
                let key = parameter.key.value
                let value = parameter.value
                guard name.parameters.contains(key) else {
                    let takes =
                        name.parameters.isEmpty
                        ? "it takes none"
                        : "it takes " + name.parameters.map { "'\($0)'" }.joined(separator: ", ")
                    report(
                        .invalidMetadata, parameter.key.position,
                        "Unknown optional parameter '\(key)' for the format '\(text)' of placeholder '\(placeholder)': \(takes)"
                    )
                    valid = false
                    continue
                }
                switch key {
                case "name":
                    guard let code = value.stringLiteral?.value else {
                        report(
                            .invalidMetadata, value.position,
                            "The currency 'name' of placeholder '\(placeholder)' is \(value.kindName): write an ISO 4217 code such as \"name\": \"EUR\""
                        )
                        valid = false
                        continue
                    }
                    do {
                        currency = try CurrencyCode(code)
                    } catch {
                        report(
                            .invalidMetadata, value.position,
                            "\(error.message) (the currency 'name' of placeholder '\(placeholder)', such as \"name\": \"EUR\")"
                        )
                        valid = false
                    }
                case "decimalDigits":
                    guard case .number(let number) = value.value, let digits = Int(number),
                        maximumFractionDigitsRange.contains(digits)
                    else {
                        report(
                            .invalidMetadata, value.position,
                            "The decimalDigits of placeholder '\(placeholder)' must be a whole number from 0 to \(maximumFractionDigitsRange.upperBound), such as \"decimalDigits\": 2"
                        )
                        valid = false
                        continue
                    }
                    decimalDigits = digits
                default:  // symbol, customPattern: shown by the app, not spoken
                    guard let string = value.stringLiteral?.value else {
                        report(
                            .invalidMetadata, value.position,
                            "The \(key) of placeholder '\(placeholder)' is \(value.kindName): write it as text, such as \"\(key)\": \"\(key == "symbol" ? "€" : "#,##0.00 ¤")\""
                        )
                        valid = false
                        continue
                    }
                    if key == "symbol" { symbol = string } else { customPattern = string }
                }
            }
        }
        guard valid else { return nil }
        return PlaceholderFormat(
            name, currency: currency, decimalDigits: decimalDigits, symbol: symbol, customPattern: customPattern)
    }
}
