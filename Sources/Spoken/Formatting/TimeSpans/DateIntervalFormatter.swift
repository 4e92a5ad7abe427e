/// Speaks date and time ranges: "Apr 3, 2026, 1:00 – 2:30 PM" as ICU shows it, or "April 3, 2026,
/// 1:00 to 2:30 PM" for a screen reader.
///
/// ```swift
/// let formatter = try DateIntervalFormatter(locale: SpokenLocale("de"), skeleton: "MMMMd")
/// try formatter.string(from: start, to: end)       // "3.–5. April"
/// try DateIntervalFormatter(presentation: .spoken).string(from: start, to: end)
///                                                  // "April 3, 2026, 1:00 to 2:30 PM"
/// ```
///
/// The `icu` presentation is byte for byte ICU's `DateIntervalFormat` for a skeleton: the
/// skeleton given, or by default the skeleton of the locale's pattern for the date and time styles
/// (en's medium date and short time: `yMMMdhmma`). ICU leaves out what both ends share ("Apr 3 –
/// 5, 2026") and says one date when they fall in the same field ("Apr 3, 2026" for two times of a
/// day with a date-only skeleton).
///
/// The `spoken` presentation is for hearing: full month and weekday names (the `spoken` date
/// presentation's skeletons for the styles; a given skeleton's `MMM` and `E` widened), narrow and
/// no-break spaces as spaces, and the range dash replaced by the catalog's range message
/// (`label.rangeTo`: en "{start} to {end}", de "{start} bis {end}", ja "{start}から{end}まで"), so
/// that VoiceOver never reads "minus". A time-only skeleton over ends on different days says the
/// month and day in words (ICU's interval for `MMMMd` before the skeleton: "April 3 at 1:00 PM to
/// April 4 at 12:00 AM"), where ICU alone falls back to numeric dates ("4/3/2026, 1:00 PM –
/// 4/4/2026"). Where ICU's interval for a weekday skeleton keeps abbreviated weekdays (ru "пт, 3 –
/// сб, 4 апреля 2026 г.", even for `EEEE`), each end is said on its own in the locale's pattern for
/// the skeleton, with its year ("с пятница, 3 апреля 2026 г. до суббота, 4 апреля 2026 г."). The
/// two sides are found from ICU's span fields (which part
/// of the text each instant formats), never by searching the text for a dash.
///
/// An end before the start is an `invalid-interval` error. Cheap to create (ICU formatters are
/// shared by locale and skeleton across zones, each zone formatting through calendars of its own)
/// and safe to use from any number of tasks.
public struct DateIntervalFormatter: Sendable {
    public let locale: SpokenLocale
    public let timeZone: SpokenTimeZone
    public let presentation: IntervalPresentation
    /// The ICU skeleton the interval is formatted with.
    public let skeleton: String
    private let icu: ICUIntervalHandles
    /// The `spoken` presentation of a time-only skeleton: ICU's interval for the skeleton with
    /// the month and day in words, for ends on different days.
    private let dated: ICUIntervalHandles?
    /// The `spoken` presentation of a weekday skeleton: each end on its own, and its weekday.
    private let sides: IntervalSides?
    private let catalog: CatalogStore

    /// A formatter for the date and time styles, or for `skeleton` instead of them.
    public init(
        locale: SpokenLocale = .enUS, timeZone: SpokenTimeZone = .utc, dateStyle: DateStyle = .medium,
        timeStyle: DateStyle = .short, skeleton: String? = nil, presentation: IntervalPresentation = .icu,
        catalog: CatalogStore = .shared
    ) throws(SpokenError) {
        self.locale = locale
        self.timeZone = timeZone
        self.presentation = presentation
        self.catalog = catalog
        if let skeleton {
            guard !skeleton.isEmpty,
                skeleton.utf8.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) })
            else {
                throw SpokenError(
                    .invalidOption, input: skeleton,
                    message: "Invalid skeleton '\(skeleton)': expected ICU date skeleton letters (yMMMd, jm)")
            }
            self.skeleton = presentation == .spoken ? Self.widened(skeleton) : skeleton
        } else {
            try SpokenDateFormatter.requireSomethingToSay(dateStyle: dateStyle, timeStyle: timeStyle)
            switch presentation {
            case .spoken:
                self.skeleton = dateStyle.spokenDateSkeleton + timeStyle.spokenTimeSkeleton
            case .icu:
                let key = StylesSignature(locale: locale.icuIdentifier, dateStyle: dateStyle, timeStyle: timeStyle)
                do {
                    self.skeleton = try Self.styleSkeletons.value(for: key) { () throws(ICUStatusError) -> String in
                        try ICUDateIntervalFormat.skeleton(
                            dateStyle: dateStyle, timeStyle: timeStyle, icuLocale: key.locale)
                    }
                } catch {
                    throw SpokenError(
                        .icuFailure, input: locale.identifier,
                        message: "ICU has no pattern for those styles in '\(locale.identifier)' (\(error.name))")
                }
            }
        }
        let signature = Signature(locale: locale.icuIdentifier, zone: timeZone.identifier, skeleton: self.skeleton)
        let datedSignature =
            presentation == .spoken && Self.isTimeOnly(self.skeleton)
            ? Signature(locale: signature.locale, zone: signature.zone, skeleton: "MMMMd" + self.skeleton) : nil
        do {
            icu = try Self.cache.value(for: signature) { () throws(ICUStatusError) -> ICUIntervalHandles in
                try Self.handles(signature, timeZone: timeZone)
            }
            sides =
                presentation == .spoken && self.skeleton.contains("EEEE")
                ? try Self.sides.value(for: signature) { () throws(ICUStatusError) -> IntervalSides in
                    try IntervalSides(skeleton: signature.skeleton, locale: locale, timeZone: timeZone)
                } : nil
            dated = try datedSignature.map { (dated) throws(ICUStatusError) -> ICUIntervalHandles in
                try Self.cache.value(for: dated) { () throws(ICUStatusError) -> ICUIntervalHandles in
                    try Self.handles(dated, timeZone: timeZone)
                }
            }
        } catch {
            throw SpokenError(
                .invalidOption, input: self.skeleton,
                message:
                    "ICU could not open a date interval formatter for '\(self.skeleton)' in '\(locale.identifier)' (\(error.name))"
            )
        }
    }

    /// The words for the range from `start` to `end`; an end before the start is an
    /// `invalid-interval` error naming both.
    public func string(from start: Instant, to end: Instant) throws(SpokenError) -> String {
        guard end >= start else {
            throw SpokenError(
                .invalidInterval, input: end.iso8601,
                message:
                    "Invalid interval: the end '\(end.iso8601)' is before the start '\(start.iso8601)'")
        }
        let formatted: (text: String, spans: IntervalSpans?)
        do {
            switch presentation {
            case .icu:
                formatted = (
                    try icu.format.text(from: start.secondsSince1970, to: end.secondsSince1970, in: icu.calendars), nil
                )
            case .spoken:
                let handles = dated.flatMap { sameDay(start, end) ? nil : $0 } ?? icu
                formatted = try handles.format.format(
                    from: start.secondsSince1970, to: end.secondsSince1970, in: handles.calendars)
            }
        } catch {
            throw SpokenError(
                .icuFailure, input: locale.identifier,
                message: "ICU could not format a date interval for '\(locale.identifier)' (\(error.name))")
        }
        switch presentation {
        case .icu: return formatted.text
        case .spoken:
            if formatted.spans != nil, let sides, !sides.weekdaysInFull(formatted.text, start, end) {
                return try joined(
                    sides.date.string(secondsSince1970: start.secondsSince1970),
                    sides.date.string(secondsSince1970: end.secondsSince1970))
            }
            return try spoken(formatted.text, spans: formatted.spans)
        }
    }

    /// Whether two instants fall on the same day in the formatter's zone.
    private func sameDay(_ start: Instant, _ end: Instant) -> Bool {
        func day(_ instant: Instant) -> Double {
            let seconds = instant.secondsSince1970
            return ((seconds + Double(timeZone.offset(atSecondsSince1970: seconds))) / 86_400).rounded(.down)
        }
        return day(start) == day(end)
    }

    /// Whether a skeleton says only a time: none of ICU's date field letters.
    static func isTimeOnly(_ skeleton: String) -> Bool {
        !skeleton.contains { "GyYuUrQqMLlwWdDFgEec".contains($0) }
    }

    /// ICU's text with the range dash between the two spans replaced by the catalog's range
    /// message, and plain spaces.
    private func spoken(_ text: String, spans: IntervalSpans?) throws(SpokenError) -> String {
        guard let spans else { return SpokenDateFormatter.plainSpaces(text) }
        let units = Array(text.utf16)
        guard spans.end.lowerBound <= units.count,
            let dash = units[spans.start.upperBound..<spans.end.lowerBound].firstIndex(where: Self.isRangeDash)
        else { return SpokenDateFormatter.plainSpaces(text) }
        var cutStart = dash
        while cutStart > spans.start.upperBound, Self.isSpace(units[cutStart - 1]) { cutStart -= 1 }
        var cutEnd = dash + 1
        while cutEnd < spans.end.lowerBound, Self.isSpace(units[cutEnd]) { cutEnd += 1 }
        let (left, right) = units.withUnsafeBufferPointer { units in
            (
                stringFromUTF16(UnsafeBufferPointer(rebasing: units[..<cutStart])),
                stringFromUTF16(UnsafeBufferPointer(rebasing: units[cutEnd...]))
            )
        }
        return try joined(left, right)
    }

    /// The two sides joined by the catalog's range message, with plain spaces.
    private func joined(_ left: String, _ right: String) throws(SpokenError) -> String {
        let joined = try catalog.text(
            key: Self.rangeKey, locale: locale, arguments: ["start": left, "end": right], bidiIsolation: false)
        return SpokenDateFormatter.plainSpaces(joined.text)
    }

    /// The catalog message that joins the two sides of a spoken range.
    public static let rangeKey = "label.rangeTo"

    /// The range marks ICU puts between the two sides: en dash, em dash, hyphen-minus, tilde,
    /// fullwidth tilde, wave dash, and Chinese 至.
    static func isRangeDash(_ unit: UInt16) -> Bool {
        unit == 0x2013 || unit == 0x2014 || unit == 0x2D || unit == 0x7E || unit == 0xFF5E || unit == 0x301C
            || unit == 0x81F3
    }

    private static func isSpace(_ unit: UInt16) -> Bool {
        unit == 0x20 || unit == 0x2009 || unit == 0x202F || unit == 0xA0
    }

    /// A skeleton with full month and weekday names: `MMM` → `MMMM`, `E`…`EEE` → `EEEE`.
    static func widened(_ skeleton: String) -> String {
        var result = ""
        var characters = Substring(skeleton)
        while let first = characters.first {
            let run = characters.prefix { $0 == first }
            characters = characters.dropFirst(run.count)
            switch (first, run.count) {
            case ("M", 3), ("L", 3): result += String(repeating: first, count: 4)
            case ("E", 1...3): result += "EEEE"
            default: result += run
            }
        }
        return result
    }

    // MARK: Cache

    private struct Signature: Hashable, Sendable {
        var locale: String
        var zone: String
        var skeleton: String
    }

    private struct FormatSignature: Hashable, Sendable {
        var locale: String
        var skeleton: String
    }

    private struct CalendarSignature: Hashable, Sendable {
        var locale: String
        var zone: String
    }

    private struct StylesSignature: Hashable, Sendable {
        var locale: String
        var dateStyle: DateStyle
        var timeStyle: DateStyle
    }

    /// The formatter and calendars of each signature (locale, zone, skeleton): one lookup a
    /// request. Sized by `SpokenCaches.capacity`, like the two caches below. An entry keeps its
    /// formatter alive after `formats` drops it, so at most twice the capacity of formatters are
    /// alive (bounded by the capacity, not by the traffic).
    private static let cache = BoundedCache<Signature, ICUIntervalHandles>(formatters: ())
    /// One ICU formatter per locale and skeleton, whatever the zone (about 90 KB each).
    private static let formats = BoundedCache<FormatSignature, ICUDateIntervalFormat>(formatters: ())
    /// Two calendars per locale and zone, whatever the skeleton (a few KB).
    private static let calendars = BoundedCache<CalendarSignature, ICUIntervalCalendars>(formatters: ())

    /// The single-date formatters of the spoken presentation's weekday skeletons, one per signature.
    private static let sides = BoundedCache<Signature, IntervalSides>(formatters: ())

    /// The skeleton of each locale's styles (udatpg_open is slow: once per locale and styles).
    private static let styleSkeletons = BoundedCache<StylesSignature, String>(formatters: ())

    /// The shared formatter of the signature's locale and skeleton, and the calendars of its locale
    /// and zone.
    private static func handles(_ signature: Signature, timeZone: SpokenTimeZone) throws(ICUStatusError)
        -> ICUIntervalHandles
    {
        let format = try formats.value(for: FormatSignature(locale: signature.locale, skeleton: signature.skeleton)) {
            () throws(ICUStatusError) -> ICUDateIntervalFormat in
            try ICUDateIntervalFormat(icuLocale: signature.locale, skeleton: signature.skeleton)
        }
        let calendars = try calendars.value(for: CalendarSignature(locale: signature.locale, zone: signature.zone)) {
            () throws(ICUStatusError) -> ICUIntervalCalendars in
            try ICUIntervalCalendars(icuLocale: signature.locale, timeZone: timeZone)
        }
        return ICUIntervalHandles(format: format, calendars: calendars)
    }
}

/// What a signature formats with: the formatter of its locale and skeleton, the calendars of its
/// locale and zone.
private final class ICUIntervalHandles: Sendable {
    let format: ICUDateIntervalFormat
    let calendars: ICUIntervalCalendars

    init(format: ICUDateIntervalFormat, calendars: ICUIntervalCalendars) {
        self.format = format
        self.calendars = calendars
    }
}

/// For a weekday skeleton: one end on its own in the locale's pattern for the skeleton (with `y`
/// before a skeleton without a year), and the full weekday of an instant, to tell whether ICU's
/// interval kept abbreviated weekdays.
private final class IntervalSides: Sendable {
    let date: ICUDateFormat
    let weekday: ICUDateFormat

    init(skeleton: String, locale: SpokenLocale, timeZone: SpokenTimeZone) throws(ICUStatusError) {
        let dated = skeleton.contains("y") ? skeleton : "y" + skeleton
        date = try ICUDateFormat(cacheable: true, timeZone: timeZone) { () throws(ICUStatusError) in
            try UDateFormatHandle(skeleton: dated, locale: locale, timeZone: timeZone)
        }
        weekday = try ICUDateFormat(cacheable: true, timeZone: timeZone) { () throws(ICUStatusError) in
            try UDateFormatHandle(skeleton: "EEEE", locale: locale, timeZone: timeZone)
        }
    }

    /// Whether ICU's interval text names both ends' weekdays in full.
    func weekdaysInFull(_ text: String, _ start: Instant, _ end: Instant) -> Bool {
        text.contains(weekday.string(secondsSince1970: start.secondsSince1970))
            && text.contains(weekday.string(secondsSince1970: end.secondsSince1970))
    }
}

/// Which words a date interval formatter produces.
public enum IntervalPresentation: String, Sendable, Hashable, CaseIterable, NamedOptionWord {
    /// Exactly ICU's DateIntervalFormat: "Apr 3, 2026, 1:00 – 2:30 PM".
    case icu
    /// For hearing: full names, plain spaces, the catalog's range words: "April 3, 2026, 1:00 to 2:30 PM".
    case spoken

    /// The option the error names when the caller names none.
    public static let optionName = "style"
}

extension DateIntervalFormatter {
    /// The same with the locale and the zone as a caller holds them: `String`s read from a request
    /// or the checked types, in any mix. A bad tag or zone is the error `SpokenLocale(_:)` or
    /// `SpokenTimeZone(_:)` throws, naming it.
    @inlinable
    public init(
        locale: some SpokenLocaleConvertible = SpokenLocale.enUS,
        timeZone: some SpokenTimeZoneConvertible = SpokenTimeZone.utc, dateStyle: DateStyle = .medium,
        timeStyle: DateStyle = .short, skeleton: String? = nil, presentation: IntervalPresentation = .icu,
        catalog: CatalogStore = .shared
    ) throws(SpokenError) {
        try self.init(
            locale: locale.spokenLocale(), timeZone: timeZone.spokenTimeZone(), dateStyle: dateStyle,
            timeStyle: timeStyle, skeleton: skeleton, presentation: presentation, catalog: catalog)
    }
}
