/// Speaks amounts of money: "42.50 US dollars", "42 US dollars", de "42,50 US-Dollar", ru "42,50
/// доллара США", from ICU's currency formatter.
///
/// ```swift
/// let dollars = try MoneyFormatter(currency: "USD")
/// try dollars.string(DecimalNumber("42.50"))   // "42.50 US dollars"
/// try dollars.string(42)                       // "42 US dollars"
/// try dollars.string(-115)                     // "−115 US dollars" (U+2212)
/// try MoneyFormatter(currency: "USD", presentation: .icu).string(42.5)   // "$42.50"
/// try MoneyFormatter(currency: "EUR").range(DecimalNumber("10"), to: DecimalNumber("90"))
///                                              // "10 to 90 euros"
/// ```
///
/// - `spoken` (the default): ICU's skeleton `currency/USD unit-width-full-name
///   precision-currency-standard/w sign-negative`, so a whole amount has no zero fraction ("42 US
///   dollars", never "42.00"), in its speech form (`SpeechText`: U+2212 for the sign).
/// - `icu`: the visible form, byte for byte ICU's `currency/USD` ("$42.50", "-€42.50",
///   de "42,50 €").
/// - `compact`: `compact-long` ("1.2 million US dollars"); with `icu`, `compact-short` ("$1.2M").
/// - `symbolWidth`: with `icu`, the currency symbol at ICU's short width (the default: "CA$42.50")
///   or its narrow width (`unit-width-narrow`: "$42.50").
/// - `fractionDigits`: exactly that many fraction digits instead of the currency's own (Flutter's
///   `decimalDigits`); `spoken` still drops a zero fraction.
///
/// Amounts are decimal numbers (`DecimalNumber`: "0.10" stays 0.10) or `Double`s; ICU rounds
/// them to the currency's digits (half even). Cheap to create (formatters are cached by locale,
/// currency and options) and safe to use from any number of tasks.
public struct MoneyFormatter: Sendable {
    public let locale: SpokenLocale
    public let currency: CurrencyCode
    public let presentation: NumberPresentation
    public let compact: Bool
    public let fractionDigits: Int?
    /// The `icu` presentation's currency symbol: short ("CA$") or narrow ("$").
    public let symbolWidth: DisplayWidth
    private let format: ICUNumberFormat

    /// The fraction digits accepted (0 to 6; no currency has more than 4).
    public static let fractionDigitsRange = 0...6

    public init(
        locale: SpokenLocale = .enUS, currency: CurrencyCode, presentation: NumberPresentation = .spoken,
        compact: Bool = false, fractionDigits: Int? = nil, symbolWidth: DisplayWidth = .short
    ) throws(SpokenError) {
        if let fractionDigits, !Self.fractionDigitsRange.contains(fractionDigits) {
            throw SpokenError(
                .invalidOption, input: String(fractionDigits),
                message:
                    "Invalid value '\(fractionDigits)' for fraction digits: expected \(Self.fractionDigitsRange.lowerBound) to \(Self.fractionDigitsRange.upperBound)"
            )
        }
        self.locale = locale
        self.currency = currency
        self.presentation = presentation
        self.compact = compact
        self.fractionDigits = fractionDigits
        self.symbolWidth = symbolWidth
        let signature = Signature(
            locale: locale.icuIdentifier, currency: currency.identifier, presentation: presentation, compact: compact,
            digits: fractionDigits, symbolWidth: symbolWidth)
        format = try Self.cache.value(for: signature) { () throws(SpokenError) -> ICUNumberFormat in
            let skeleton = Self.skeleton(signature)
            do throws(ICUStatusError) {
                return try ICUNumberFormat(skeleton: skeleton, icuLocale: locale.icuIdentifier)
            } catch {
                throw SpokenError(
                    .icuFailure, input: skeleton,
                    message:
                        "ICU could not open a currency formatter for '\(skeleton)' in '\(locale.identifier)' (\(error.name))"
                )
            }
        }
    }

    /// The same with the locale and the currency as a caller holds them: `String`s read from a
    /// request (`currency: order.currency`) or the checked types, in any mix. A bad tag or code is
    /// the error `SpokenLocale(_:)` or `CurrencyCode(_:)` throws, naming it.
    @inlinable
    public init(
        locale: some SpokenLocaleConvertible = SpokenLocale.enUS, currency: some CurrencyCodeConvertible,
        presentation: NumberPresentation = .spoken, compact: Bool = false, fractionDigits: Int? = nil,
        symbolWidth: DisplayWidth = .short
    ) throws(SpokenError) {
        try self.init(
            locale: locale.spokenLocale(), currency: currency.currencyCode(), presentation: presentation,
            compact: compact, fractionDigits: fractionDigits, symbolWidth: symbolWidth)
    }

    /// The words for an amount written as a decimal number.
    public func string(_ amount: DecimalNumber) throws(SpokenError) -> String {
        let text: String
        do {
            text = try format.string(decimal: amount.icuText)
        } catch {
            throw SpokenError(
                .icuFailure, input: amount.text,
                message: "ICU could not format '\(amount.text)' in \(currency.identifier) (\(error.name))")
        }
        return presentation == .spoken ? SpeechText.spoken(text) : text
    }

    /// The words for an amount given as a `Double` (its shortest decimal form: 0.1 is "0.1").
    /// NaN and infinities are `invalid-number` errors.
    public func string(_ amount: Double) throws(SpokenError) -> String {
        let text = try format.checkedString(amount, context: " in \(currency.identifier)")
        return presentation == .spoken ? SpeechText.spoken(text) : text
    }

    /// A range of amounts, from ICU's number range formatter (`unumrf`) over this formatter's
    /// skeleton. `spoken`: each value keeps its sign and the currency is named once ("10–90
    /// euros"), and the dash between the two values becomes the catalog's range words
    /// (`label.rangeTo`: "10 to 90 euros", de "10 bis 90 Euro"), so VoiceOver never reads
    /// "minus". `icu`: ICU's exact bytes ("€10.00 – €90.00"). Two amounts equal after rounding
    /// are one amount ("10 euros").
    public func range(_ from: DecimalNumber, to: DecimalNumber, catalog: CatalogStore = .shared) throws(SpokenError)
        -> String
    {
        let signature = Signature(
            locale: locale.icuIdentifier, currency: currency.identifier, presentation: presentation,
            compact: compact, digits: fractionDigits, symbolWidth: symbolWidth)
        let skeleton = format.skeleton
        let locale = self.locale
        let collapse: ICUNumberRangeFormat.Collapse = presentation == .spoken ? .unit : .auto
        let formatter = try Self.ranges.value(for: signature) { () throws(SpokenError) -> ICUNumberRangeFormat in
            do throws(ICUStatusError) {
                return try ICUNumberRangeFormat(skeleton: skeleton, collapse: collapse, icuLocale: locale.icuIdentifier)
            } catch {
                throw SpokenError(
                    .icuFailure, input: skeleton,
                    message:
                        "ICU could not open a currency range formatter for '\(skeleton)' in '\(locale.identifier)' (\(error.name))"
                )
            }
        }
        return try formatter.words(
            from, to: to, in: currency.identifier, presentation: presentation, locale: locale, catalog: catalog)
    }

    /// The ICU number skeleton behind this formatter.
    public var skeleton: String { format.skeleton }

    static func skeleton(
        currency: String, presentation: NumberPresentation, compact: Bool, fractionDigits: Int?,
        symbolWidth: DisplayWidth = .short
    ) -> String {
        let spoken = presentation == .spoken
        var stems: [String] = []
        if compact { stems.append(spoken ? "compact-long" : "compact-short") }
        stems.append("currency/" + currency)
        if spoken {
            stems.append(MeasureWidth.full.skeleton)
        } else if symbolWidth == .narrow {
            stems.append(MeasureWidth.narrow.skeleton)
        }
        // The currency's own digits unless told otherwise (ICU's default); a compact amount keeps
        // ICU's two significant digits. Speech drops a zero fraction ("/w").
        let precision: String? =
            if let fractionDigits {
                fractionDigits == 0 ? "precision-integer" : "." + String(repeating: "0", count: fractionDigits)
            } else {
                compact || !spoken ? nil : "precision-currency-standard"
            }
        if let precision { stems.append(spoken && precision != "precision-integer" ? precision + "/w" : precision) }
        if spoken { stems.append(signSkeleton) }
        return stems.joined(separator: " ")
    }

    // MARK: Cache

    struct Signature: Hashable, Sendable {
        var locale: String
        var currency: String
        var presentation: NumberPresentation
        var compact: Bool
        var digits: Int?
        var symbolWidth: DisplayWidth
    }

    private static func skeleton(_ signature: Signature) -> String {
        skeleton(
            currency: signature.currency, presentation: signature.presentation, compact: signature.compact,
            fractionDigits: signature.digits, symbolWidth: signature.symbolWidth)
    }

    /// 256 formatters: a few currencies in every shipped language, both presentations.
    private static let cache = BoundedCache<Signature, ICUNumberFormat>(formatters: ())
    private static let ranges = BoundedCache<Signature, ICUNumberRangeFormat>(formatters: ())
}
