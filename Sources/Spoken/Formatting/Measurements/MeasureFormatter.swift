/// Speaks a value in a CLDR unit, byte for byte as ICU's number formatter does for the same
/// skeleton and locale.
///
/// ```swift
/// let formatter = try MeasureFormatter(locale: SpokenLocale("zh-Hans"), unit: .celsius)
/// try formatter.string(25)   // "25摄氏度"
/// ```
///
/// Cheap to create (ICU formatters are shared through a bounded cache keyed by locale, unit,
/// width, digits and usage) and safe to use from any number of tasks.
public struct MeasureFormatter: Sendable {
    public let locale: SpokenLocale
    public let unit: MeasureUnit
    public let width: MeasureWidth
    public let maximumFractionDigits: Int?
    public let usage: MeasureUsage
    /// The case the unit's names take (nil: the nominative): ru accusative "21 минуту".
    public let grammaticalCase: GrammaticalCase?
    private let format: any NumberFormatting

    /// The maximum fraction digits accepted (0 to 20).
    public static let fractionDigitsRange = maximumFractionDigitsRange

    public init(
        locale: SpokenLocale = .enUS, unit: MeasureUnit, width: MeasureWidth = .full,
        maximumFractionDigits: Int? = nil, usage: MeasureUsage = .default, grammaticalCase: GrammaticalCase? = nil
    ) throws(SpokenError) {
        try validateFractionDigits(maximumFractionDigits)
        let grammaticalCase = try grammaticalCase?.checked(for: locale)
        self.locale = locale
        self.unit = unit
        self.width = width
        self.maximumFractionDigits = maximumFractionDigits
        self.usage = usage
        self.grammaticalCase = grammaticalCase
        let signature = Signature(
            locale: locale.icuIdentifier, unit: unit.identifier, width: width,
            digits: maximumFractionDigits, usage: usage, grammaticalCase: grammaticalCase?.icuName)
        format = try Self.cache.value(for: signature) { () throws(SpokenError) -> any NumberFormatting in
            try Self.open(signature, locale: locale, unit: unit)
        }
    }

    /// The same with the locale and the unit as a caller holds them: `String`s read from a request
    /// (`unit: reading.unit`) or the checked types, in any mix. A bad tag or unit is the error
    /// `SpokenLocale(_:)` or `MeasureUnit(_:)` throws, naming it.
    @inlinable
    public init(
        locale: some SpokenLocaleConvertible = SpokenLocale.enUS, unit: some MeasureUnitConvertible,
        width: MeasureWidth = .full, maximumFractionDigits: Int? = nil, usage: MeasureUsage = .default,
        grammaticalCase: GrammaticalCase? = nil
    ) throws(SpokenError) {
        try self.init(
            locale: locale.spokenLocale(), unit: unit.measureUnit(), width: width,
            maximumFractionDigits: maximumFractionDigits, usage: usage, grammaticalCase: grammaticalCase)
    }

    /// The words for `value` in the unit ("25 degrees Celsius"), in speech form: U+2212 MINUS SIGN
    /// where ICU writes a hyphen-minus before a digit ("−3.5 degrees Celsius", see `SpeechText`).
    /// NaN and infinities are `invalid-number` errors.
    public func string(_ value: Double) throws(SpokenError) -> String {
        SpeechText.spoken(try visibleString(value))
    }

    /// ICU's own bytes for `value` (the hyphen-minus kept): the visible form ("25°C" at the short
    /// width), as `SpokenMarkup.display` shows it.
    public func visibleString(_ value: Double) throws(SpokenError) -> String {
        try format.checkedString(value, context: " in '\(unit.identifier)'")
    }

    /// The words for a decimal number exactly as written: every digit kept ("12,345,678,901,234,567
    /// meters"), byte for byte ICU's decimal formatting (`unumf_formatDecimal`).
    public func string(_ value: DecimalNumber) throws(SpokenError) -> String {
        SpeechText.spoken(try visibleString(value))
    }

    /// ICU's own bytes for a decimal number, every digit kept (the visible form).
    public func visibleString(_ value: DecimalNumber) throws(SpokenError) -> String {
        do {
            return try format.string(decimal: value.icuText)
        } catch {
            throw SpokenError(
                .icuFailure, input: value.text,
                message: "ICU could not format '\(value.text)' in '\(unit.identifier)' (\(error.name))")
        }
    }

    /// The words for a number written as text (`25`, `-3.5`, `1e3`, `12345678901234567`), as
    /// `spoken measure` and render's `value` take it: every digit kept. Unreadable text, NaN and
    /// the infinities (`1e999` too) are `invalid-number` errors.
    public func string(parsing text: String) throws(SpokenError) -> String {
        SpeechText.spoken(try visibleString(parsing: text))
    }

    /// ICU's own bytes for a number written as text (the visible form), read as `string(parsing:)`
    /// reads it.
    public func visibleString(parsing text: String) throws(SpokenError) -> String {
        let value = try DecimalText.parse(text)
        // Up to 15 digits a Double is the number as written, and cheaper to format; past them,
        // decimal text.
        guard value.isFinite, !Self.isExactAsDouble(text.utf8), let decimal = try? DecimalNumber(text) else {
            return try visibleString(value)
        }
        return try visibleString(decimal)
    }

    /// Whether number text has at most 15 digits before any exponent: then the nearest Double's
    /// shortest round-trip digits, which ICU formats for a double, are the digits as written.
    package static func isExactAsDouble<Bytes: Sequence<UInt8>>(_ utf8: Bytes) -> Bool {
        var count = 0
        for byte in utf8 {
            if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") { break }
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") { count += 1 }
        }
        return count <= 15
    }

    /// The ICU number skeleton behind this formatter (`unit/celsius unit-width-full-name`).
    public var skeleton: String { format.skeleton }

    /// Whether ICU's unit formatter is taken apart here (`UnitPatternFormat`), for tests.
    var isTakenApart: Bool { format is UnitPatternFormat }

    /// The skeleton for a set of options, in a fixed order.
    static func skeleton(
        unit: MeasureUnit, width: MeasureWidth, maximumFractionDigits: Int?, usage: MeasureUsage
    ) -> String {
        var stems = ["unit/" + unit.identifier, width.skeleton]
        if let maximumFractionDigits { stems.append(fractionSkeleton(maximumFractionDigits)) }
        stems.append(signSkeleton)
        // ICU's own "usage/default" would convert to the locale's preferred unit too (en-US:
        // Celsius → Fahrenheit), so Spoken's `.default` adds no usage at all.
        if usage == .weather { stems.append("usage/weather") }
        return stems.joined(separator: " ")
    }

    // MARK: Cache

    private struct Signature: Hashable, Sendable {
        var locale: String
        var unit: String
        var width: MeasureWidth
        var digits: Int?
        var usage: MeasureUsage
        var grammaticalCase: String?
    }

    /// 64 formatters cover a backend speaking a few units in every shipped language.
    private static let cache = BoundedCache<Signature, any NumberFormatting>(formatters: ())

    private static func open(_ signature: Signature, locale: SpokenLocale, unit: MeasureUnit) throws(SpokenError)
        -> any NumberFormatting
    {
        let skeleton = skeleton(
            unit: unit, width: signature.width, maximumFractionDigits: signature.digits, usage: signature.usage)
        if let grammaticalCase = signature.grammaticalCase {
            // ICU's C API has no case: the shim's own formatter, whole (never taken apart).
            do {
                return try ICUCasedNumberFormat(
                    skeleton: skeleton, icuLocale: locale.icuIdentifier, grammaticalCase: grammaticalCase)
            } catch {
                throw SpokenError(
                    .icuFailure, input: skeleton,
                    message:
                        "ICU could not open a number formatter for '\(skeleton)' in '\(locale.identifier)' (\(error.name))"
                )
            }
        }
        let format: ICUNumberFormat
        do {
            format = try ICUNumberFormat(skeleton: skeleton, icuLocale: locale.icuIdentifier)
        } catch {
            throw SpokenError(
                .icuFailure, input: skeleton,
                message:
                    "ICU could not open a number formatter for '\(skeleton)' in '\(locale.identifier)' (\(error.name))")
        }
        if signature.usage != .default {
            // ICU only finds out at format time that a unit has no preferences for a usage
            // (percent for weather): probe once so the error comes from the constructor.
            do {
                _ = try format.string(0)
            } catch {
                throw SpokenError(
                    .invalidOption, input: unit.identifier,
                    message:
                        "Unit '\(unit.identifier)' has no '\(signature.usage.rawValue)' usage in ICU's unit preferences"
                )
            }
        }
        guard signature.usage == .default else { return format }
        // Taken apart where that reproduces ICU's unit formatter (UnitPatternFormat).
        return UnitPatternFormat.best(format, icuLocale: locale.icuIdentifier)
    }
}
