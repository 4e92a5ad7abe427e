/// Speaks relative times in words: "5 minutes ago", "in 2 hours", "yesterday", "vorgestern".
///
/// ```swift
/// let formatter = try RelativeTimeFormatter(locale: SpokenLocale("de"))
/// try formatter.string(-2, .day)                                   // "vorgestern"
/// try RelativeTimeFormatter(numeric: .always).string(-1, .day)     // "1 day ago"
/// try RelativeTimeFormatter().string(for: published, relativeTo: now)  // "2 hours ago"
/// ```
///
/// The words are byte for byte ICU's `RelativeDateTimeFormatter` at its long style (full unit
/// names: "5 min. ago" is what screen readers misread); `width: .short` or `.narrow` gives ICU's
/// short ("5 min. ago") or narrow ("5m ago") style, for visible text beside the words. `numeric: .auto` (the default) uses the
/// locale's words where it has them ("yesterday", "next week", "now"); `.always` always says the
/// number ("1 day ago", "in 0 seconds").
///
/// An instant seen from `now` is spoken in the largest of second, minute, hour, day, week,
/// month (30 days) and year (365 days) in which the distance is at least one, the value truncated
/// toward zero: 90 minutes ago is "1 hour ago", 13 days ahead "in 1 week", 59 days ago "1 month
/// ago". A distance under one second is 0 seconds (the locale's "now"). Months and years are
/// fixed lengths, not calendar months: the words are an approximation either way, and this one
/// needs no time zone. Cheap to create (ICU formatters are shared by locale and capitalization)
/// and safe to use from any number of tasks.
public struct RelativeTimeFormatter: Sendable {
    public let locale: SpokenLocale
    public let numeric: RelativeTimeNumeric
    public let capitalization: RelativeTimeCapitalization
    /// ICU's style: `full` (long, for speech, the default), `short` or `narrow` (visible text).
    public let width: MeasureWidth
    private let format: ICURelativeDateTimeFormat

    public init(
        locale: SpokenLocale = .enUS, numeric: RelativeTimeNumeric = .auto,
        capitalization: RelativeTimeCapitalization = .none, width: MeasureWidth = .full
    ) throws(SpokenError) {
        self.locale = locale
        self.numeric = numeric
        self.capitalization = capitalization
        self.width = width
        let signature = Signature(locale: locale.icuIdentifier, capitalization: capitalization, width: width)
        do {
            format = try Self.cache.value(for: signature) { () throws(ICUStatusError) -> ICURelativeDateTimeFormat in
                try ICURelativeDateTimeFormat(
                    icuLocale: signature.locale, sentence: capitalization == .sentence, width: width)
            }
        } catch {
            throw SpokenError(
                .icuFailure, input: locale.identifier,
                message: "ICU could not open a relative time formatter for '\(locale.identifier)' (\(error.name))")
        }
    }

    /// The words for `value` units from now, negative in the past (`-5, .minute` → "5 minutes
    /// ago"). A value that is not finite is an `invalid-number` error.
    public func string(_ value: Double, _ unit: RelativeTimeUnit) throws(SpokenError) -> String {
        guard value.isFinite else {
            throw SpokenError(
                .invalidNumber, input: String(value),
                message: "Invalid number '\(value)': a relative time needs a finite number")
        }
        do {
            return try format.string(value, unit: unit, numeric: numeric == .always)
        } catch {
            throw SpokenError(
                .icuFailure, input: locale.identifier,
                message: "ICU could not format a relative time for '\(locale.identifier)' (\(error.name))")
        }
    }

    /// The words for `instant` seen from `now` (by default the wall clock): the unit and value of
    /// `RelativeTimeFormatter.amount(from:to:)`.
    public func string(for instant: Instant, relativeTo now: Instant = .now) throws(SpokenError) -> String {
        let (value, unit) = Self.amount(from: now, to: instant)
        return try string(value, unit)
    }

    /// The unit and the value an instant is spoken in, seen from `now`: the largest unit (year of
    /// 365 days, month of 30 days, week, day, hour, minute, second) in which the distance is at
    /// least one, the value truncated toward zero; under a second, 0 seconds.
    public static func amount(from now: Instant, to instant: Instant) -> (value: Double, unit: RelativeTimeUnit) {
        let distance = instant.secondsSince1970 - now.secondsSince1970
        for (unit, length) in ruleUnits where abs(distance) >= length {
            // + 0 turns a negative zero into zero ("in 0 seconds", never "0 seconds ago").
            return ((distance / length).rounded(.towardZero) + 0, unit)
        }
        return (0, .second)
    }

    private static let ruleUnits: [(RelativeTimeUnit, Double)] = [
        (.year, 31_536_000), (.month, 2_592_000), (.week, 604_800), (.day, 86_400), (.hour, 3_600), (.minute, 60),
        (.second, 1),
    ]

    // MARK: Cache

    private struct Signature: Hashable, Sendable {
        var locale: String
        var capitalization: RelativeTimeCapitalization
        var width: MeasureWidth
    }

    /// One formatter per locale, capitalization and width, sized by `SpokenCaches.capacity`.
    private static let cache = BoundedCache<Signature, ICURelativeDateTimeFormat>(formatters: ())
}

/// The units of a relative time, as `Intl.RelativeTimeFormat` takes them.
public enum RelativeTimeUnit: String, Sendable, Hashable, CaseIterable, NamedOptionWord {
    case second, minute, hour, day, week, month, quarter, year

    /// The option the error names when the caller names none.
    public static let optionName = "unit"
}

/// Whether a relative time may use the locale's words for some values.
public enum RelativeTimeNumeric: String, Sendable, Hashable, CaseIterable, NamedOptionWord {
    /// "yesterday", "next week", "now" where the locale has a word; numbers elsewhere.
    case auto
    /// Always the number: "1 day ago", "in 0 seconds".
    case always

    /// The option the error names when the caller names none.
    public static let optionName = "numeric"
}

/// How a relative time is capitalized (ICU's display context).
public enum RelativeTimeCapitalization: String, Sendable, Hashable, CaseIterable, NamedOptionWord {
    /// ICU's words as they are: "yesterday", "in 2 hours" (for the middle of a sentence).
    case none
    /// For the start of a sentence or a cell label that begins with the time: "Yesterday".
    case sentence

    /// The option the error names when the caller names none.
    public static let optionName = "capitalization"
}

extension RelativeTimeFormatter {
    /// The same with the locale as a caller holds it: a `String` tag read from a request, or a
    /// `SpokenLocale`. A bad tag is the error `SpokenLocale(_:)` throws, naming it.
    @inlinable
    public init(
        locale: some SpokenLocaleConvertible, numeric: RelativeTimeNumeric = .auto,
        capitalization: RelativeTimeCapitalization = .none, width: MeasureWidth = .full
    ) throws(SpokenError) {
        try self.init(locale: locale.spokenLocale(), numeric: numeric, capitalization: capitalization, width: width)
    }
}
