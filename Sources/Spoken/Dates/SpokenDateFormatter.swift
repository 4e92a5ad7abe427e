import Foundation

/// Speaks instants in a locale and time zone.
///
/// ```swift
/// let formatter = try SpokenDateFormatter(locale: SpokenLocale("zh-Hans-CN"),
///                                         timeZone: SpokenTimeZone("Asia/Shanghai"))
/// formatter.string(from: date)   // "2026年11月29日 20:50"
/// ```
///
/// Formatters are cheap to create (ICU formatters are shared through a bounded cache keyed by
/// locale, zone, styles and presentation) and safe to use from any number of tasks.
public struct SpokenDateFormatter: Sendable {
    public let locale: SpokenLocale
    public let timeZone: SpokenTimeZone
    public let dateStyle: DateStyle
    public let timeStyle: DateStyle
    public let presentation: DatePresentation
    private let format: ICUDateFormat
    /// For the `relative` presentation with a date: ICU's relative styles seen from a given now.
    private let relativeDays: ICURelativeDayFormat?

    public init(
        locale: SpokenLocale = .enUS, timeZone: SpokenTimeZone = .utc,
        dateStyle: DateStyle = .medium, timeStyle: DateStyle = .short,
        presentation: DatePresentation = .icu
    ) throws(SpokenError) {
        try Self.requireSomethingToSay(dateStyle: dateStyle, timeStyle: timeStyle)
        self.locale = locale
        self.timeZone = timeZone
        self.dateStyle = dateStyle
        self.timeStyle = timeStyle
        self.presentation = presentation
        let signature = Signature(
            locale: locale.icuIdentifier, zone: timeZone.identifier, dateStyle: dateStyle,
            timeStyle: timeStyle, presentation: presentation)
        do {
            format = try Self.cache.value(for: signature) { () throws(ICUStatusError) -> ICUDateFormat in
                try Self.open(signature, locale: locale, timeZone: timeZone)
            }
            relativeDays =
                presentation == .relative && dateStyle != .none
                ? try Self.relativeCache.value(for: signature) { () throws(ICUStatusError) -> ICURelativeDayFormat in
                    try ICURelativeDayFormat(
                        dateStyle: dateStyle, timeStyle: timeStyle, locale: locale, timeZone: timeZone)
                } : nil
        } catch {
            throw SpokenError(
                .icuFailure, input: locale.identifier,
                message:
                    "ICU could not open a date formatter for '\(locale.identifier)' in '\(timeZone.identifier)' (\(error.name))"
            )
        }
    }

    /// Refuses `none` for both the date and the time: ICU then falls back to a numeric pattern
    /// ("19700101 12:00 AM") and Foundation to an empty string, neither worth speaking.
    /// `options` names the two settings as the caller's user knows them (`--date-style`).
    public static func requireSomethingToSay(
        dateStyle: DateStyle, timeStyle: DateStyle, options: (date: String, time: String) = ("dateStyle", "timeStyle")
    ) throws(SpokenError) {
        guard dateStyle == .none, timeStyle == .none else { return }
        throw SpokenError(
            .invalidOption, input: "none",
            message:
                "Invalid styles '\(options.date) none' and '\(options.time) none': nothing would be spoken (give at least one of them another style)"
        )
    }

    /// Convenience for string inputs, as a request carries them.
    public init(
        locale: String, timeZone: String = "UTC", dateStyle: DateStyle = .medium,
        timeStyle: DateStyle = .short, presentation: DatePresentation = .icu
    ) throws(SpokenError) {
        try self.init(
            locale: SpokenLocale(locale), timeZone: SpokenTimeZone(timeZone), dateStyle: dateStyle,
            timeStyle: timeStyle, presentation: presentation)
    }

    /// The words for an instant.
    public func string(from date: Date) -> String {
        string(secondsSince1970: date.timeIntervalSince1970)
    }

    /// The words for an instant (`Instant.parse("2026-11-29T12:50:00Z")`).
    public func string(_ instant: Instant) -> String {
        string(secondsSince1970: instant.secondsSince1970)
    }

    /// The words for an instant seen from `now`: for the `relative` presentation, "Today",
    /// "Yesterday"… are the instant's day compared with now's day in the formatter's time zone,
    /// exactly as ICU's relative styles compare it with the wall clock's. The other presentations
    /// do not depend on now.
    public func string(_ instant: Instant, now: Instant) -> String {
        guard let relativeDays else { return string(instant) }
        return relativeDays.string(instant.secondsSince1970, now: now.secondsSince1970)
    }

    /// The words for an instant given as seconds since 1970-01-01T00:00:00Z (the `relative`
    /// presentation sees it from the wall clock).
    public func string(secondsSince1970 seconds: Double) -> String {
        if let relativeDays { return relativeDays.string(seconds, now: Instant.now.secondsSince1970) }
        let text = format.string(secondsSince1970: seconds)
        return presentation == .spoken ? Self.plainSpaces(text) : text
    }

    /// Whether this formatter caches date and time halves separately (see `SplitDateFormat`).
    var cachesHalves: Bool { format.cachesHalves }

    /// The ICU pattern behind this formatter (`MMM d, y, h:mm a`).
    public var pattern: String { format.pattern }

    // MARK: Cache

    private struct Signature: Hashable, Sendable {
        var locale: String
        var zone: String
        var dateStyle: DateStyle
        var timeStyle: DateStyle
        var presentation: DatePresentation
    }

    /// 64 formatters cover a backend serving every shipped language in a handful of zones.
    private static let cache = BoundedCache<Signature, ICUDateFormat>(capacity: 64)
    private static let relativeCache = BoundedCache<Signature, ICURelativeDayFormat>(capacity: 64)

    private static func open(
        _ signature: Signature, locale: SpokenLocale, timeZone: SpokenTimeZone
    ) throws(ICUStatusError) -> ICUDateFormat {
        let (dateStyle, timeStyle) = (signature.dateStyle, signature.timeStyle)
        switch signature.presentation {
        case .relative:
            let handle = try UDateFormatHandle(
                dateStyle: dateStyle, timeStyle: timeStyle, relative: true, locale: locale, timeZone: timeZone)
            return ICUDateFormat(handle: handle, cacheable: false, timeZone: timeZone)
        case .icu:
            let whole = try UDateFormatHandle(
                dateStyle: dateStyle, timeStyle: timeStyle, relative: false, locale: locale, timeZone: timeZone)
            var split: SplitDateFormat?
            if dateStyle != .none, timeStyle != .none {
                split = SplitDateFormat(
                    whole: whole,
                    date: try UDateFormatHandle(
                        dateStyle: dateStyle, timeStyle: .none, relative: false, locale: locale, timeZone: timeZone),
                    time: try UDateFormatHandle(
                        dateStyle: .none, timeStyle: timeStyle, relative: false, locale: locale, timeZone: timeZone),
                    zone: timeZone)
            }
            return ICUDateFormat(handle: whole, cacheable: true, timeZone: timeZone, split: split)
        case .spoken:
            let dateSkeleton = dateStyle.spokenDateSkeleton
            let timeSkeleton = timeStyle.spokenTimeSkeleton
            if dateSkeleton.isEmpty, timeSkeleton.isEmpty {
                let handle = try UDateFormatHandle(
                    dateStyle: .none, timeStyle: .none, relative: false, locale: locale, timeZone: timeZone)
                return ICUDateFormat(handle: handle, cacheable: true, timeZone: timeZone)
            }
            let whole = try UDateFormatHandle(skeleton: dateSkeleton + timeSkeleton, locale: locale, timeZone: timeZone)
            var split: SplitDateFormat?
            if !dateSkeleton.isEmpty, !timeSkeleton.isEmpty {
                split = SplitDateFormat(
                    whole: whole,
                    date: try UDateFormatHandle(skeleton: dateSkeleton, locale: locale, timeZone: timeZone),
                    time: try UDateFormatHandle(skeleton: timeSkeleton, locale: locale, timeZone: timeZone),
                    zone: timeZone)
            }
            return ICUDateFormat(handle: whole, cacheable: true, timeZone: timeZone, split: split)
        }
    }

    /// U+202F NARROW NO-BREAK SPACE, U+00A0 NO-BREAK SPACE and U+2009 THIN SPACE become spaces:
    /// speech has no line breaks to prevent, and some synthesizers pause oddly on them.
    static func plainSpaces(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 == "\u{202F}" || $0 == "\u{00A0}" || $0 == "\u{2009}" })
        else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\u{202F}", "\u{00A0}", "\u{2009}": scalars.append(" ")
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }
}
