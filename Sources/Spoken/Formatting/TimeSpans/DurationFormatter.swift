/// Speaks durations in words: "1 hour, 15 minutes, 27 seconds", "1小时15分钟27秒钟".
///
/// ```swift
/// let formatter = try DurationFormatter(locale: SpokenLocale("de"))
/// try formatter.string(.seconds(4527))                  // "1 Stunde, 15 Minuten und 27 Sekunden"
/// try DurationFormatter(maximumUnitCount: 2).string(seconds: 14_380)   // "4 hours"
/// ```
///
/// Every non-zero unit is spoken, from the largest allowed down to the smallest, and zero units
/// are left out: 3,627 s is "1 hour, 27 seconds", never "0 minutes". What is below the smallest
/// allowed unit is rounded into it (`rounding`); a duration that rounds to nothing is "0" of the
/// smallest unit ("0 seconds"). With `maximumUnitCount` N, the N largest non-zero units are kept
/// and the rest is rounded into the last of them, carrying over (3 h 59 min 40 s with 2 units is
/// "4 hours").
///
/// The words are byte for byte what ICU's `MeasureFormat::formatMeasures` says for the spoken
/// units at the width (full names by default: short and narrow widths are for visible text
/// only, "1 hr, 15 min" is exactly what a screen reader misreads). With a `grammaticalCase`, each
/// unit is named in that case as ICU's `unitDisplayCase` names it, joined the same way: ru
/// accusative "1 час 21 минуту", pl "1 godzinę i 21 minut" (byte for byte ICU's mixed units, such
/// as `hour-and-minute`, in that case). Cheap to create (ICU
/// formatters are shared by locale and width) and safe to use from any number of tasks.
public struct DurationFormatter: Sendable {
    public let locale: SpokenLocale
    /// The units allowed, largest first.
    public let units: [DurationUnit]
    /// At most this many units are spoken; nil for every non-zero unit.
    public let maximumUnitCount: Int?
    public let rounding: DurationRounding
    public let width: MeasureWidth
    /// The case the unit names take (nil: the nominative).
    public let grammaticalCase: GrammaticalCase?
    private let format: ICUDurationFormat

    /// The unit counts `maximumUnitCount` accepts.
    public static let unitCountRange = 1...DurationUnit.allCases.count

    public init(
        locale: SpokenLocale = .enUS, units: Set<DurationUnit> = DurationUnit.defaults, maximumUnitCount: Int? = nil,
        rounding: DurationRounding = .nearest, width: MeasureWidth = .full, grammaticalCase: GrammaticalCase? = nil
    ) throws(SpokenError) {
        let grammaticalCase = try grammaticalCase?.checked(for: locale)
        guard !units.isEmpty else {
            throw SpokenError(
                .invalidOption, input: "",
                message:
                    "Invalid units '': give at least one of \(DurationUnit.allCases.map(\.rawValue).joined(separator: ", "))"
            )
        }
        if let count = maximumUnitCount, !Self.unitCountRange.contains(count) {
            throw SpokenError(
                .invalidOption, input: String(count),
                message:
                    "Invalid maximum unit count '\(count)': expected \(Self.unitCountRange.lowerBound) to \(Self.unitCountRange.upperBound)"
            )
        }
        self.locale = locale
        self.units = units.sorted()
        self.maximumUnitCount = maximumUnitCount
        self.rounding = rounding
        self.width = width
        self.grammaticalCase = grammaticalCase
        let signature = Signature(locale: locale.icuIdentifier, width: width, grammaticalCase: grammaticalCase?.icuName)
        do {
            format = try Self.cache.value(for: signature) { () throws(ICUStatusError) -> ICUDurationFormat in
                try ICUDurationFormat(
                    icuLocale: signature.locale, width: width, grammaticalCase: signature.grammaticalCase)
            }
        } catch {
            throw SpokenError(
                .icuFailure, input: locale.identifier,
                message: "ICU could not open a duration formatter for '\(locale.identifier)' (\(error.name))")
        }
    }

    /// The words for a duration; a negative one is an `invalid-duration` error.
    public func string(_ duration: Duration) throws(SpokenError) -> String {
        let amounts = self.amounts(try DurationText.checked(duration))
        do {
            return try format.string(amounts)
        } catch {
            throw SpokenError(
                .icuFailure, input: locale.identifier,
                message: "ICU could not format a duration for '\(locale.identifier)' (\(error.name))")
        }
    }

    /// The words for a number of seconds (4527 → "1 hour, 15 minutes, 27 seconds").
    public func string(seconds: Double) throws(SpokenError) -> String {
        try string(DurationText.seconds(seconds))
    }

    /// The words for a duration written as seconds, clock notation or ISO 8601
    /// (`DurationText`).
    public func string(parsing text: String) throws(SpokenError) -> String {
        try string(DurationText.parse(text))
    }

    /// The amount of each spoken unit, largest first: the non-zero ones, or one zero amount of
    /// the smallest unit. Whole numbers past `Int64` too (9e18 seconds are 9e21 milliseconds).
    func amounts(_ duration: Duration) -> [(amount: Int128, unit: DurationUnit)] {
        let (seconds, attoseconds) = duration.components
        let total = Int128(seconds) * 1_000_000_000_000_000_000 + Int128(attoseconds)
        let smallest = units[units.count - 1]
        var counts = split(rounding.divide(total, by: smallest.attoseconds) * smallest.attoseconds, into: units[...])
        if let limit = maximumUnitCount {
            let nonZero = counts.indices.filter { counts[$0] != 0 }
            if nonZero.count > limit {
                // Keep the `limit` largest non-zero units; round everything below the last kept
                // one into it, then carry over (59 min 40 s into minutes is 60: one more hour).
                let last = nonZero[limit - 1]
                let unit = units[last].attoseconds
                counts = split(rounding.divide(total, by: unit) * unit, into: units[...last])
            }
        }
        var amounts: [(amount: Int128, unit: DurationUnit)] = []
        for (index, count) in counts.enumerated() where count != 0 {
            amounts.append((count, units[index]))
        }
        return amounts.isEmpty ? [(amount: Int128(0), unit: smallest)] : amounts
    }

    /// `total` (a whole number of the last unit's attoseconds) as counts of each unit, largest
    /// first.
    private func split(_ total: Int128, into units: ArraySlice<DurationUnit>) -> [Int128] {
        var rest = total
        var counts: [Int128] = []
        for unit in units {
            let (count, remainder) = rest.quotientAndRemainder(dividingBy: unit.attoseconds)
            counts.append(count)
            rest = remainder
        }
        return counts
    }

    // MARK: Cache

    private struct Signature: Hashable, Sendable {
        var locale: String
        var width: MeasureWidth
        var grammaticalCase: String?
    }

    /// One formatter per locale and width: every shipped language at every width fits.
    private static let cache = BoundedCache<Signature, ICUDurationFormat>(formatters: ())
}

extension DurationFormatter {
    /// The same with the locale as a caller holds it: a `String` tag read from a request, or a
    /// `SpokenLocale`. A bad tag is the error `SpokenLocale(_:)` throws, naming it.
    @inlinable
    public init(
        locale: some SpokenLocaleConvertible, units: Set<DurationUnit> = DurationUnit.defaults,
        maximumUnitCount: Int? = nil, rounding: DurationRounding = .nearest, width: MeasureWidth = .full,
        grammaticalCase: GrammaticalCase? = nil
    ) throws(SpokenError) {
        try self.init(
            locale: locale.spokenLocale(), units: units, maximumUnitCount: maximumUnitCount, rounding: rounding,
            width: width, grammaticalCase: grammaticalCase)
    }
}
