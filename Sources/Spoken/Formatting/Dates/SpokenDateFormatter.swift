import Foundation

/// Speaks instants in a locale and time zone.
///
/// ```swift
/// let formatter = try SpokenDateFormatter(locale: SpokenLocale("zh-Hans-CN"),
///                                         timeZone: SpokenTimeZone("Asia/Shanghai"))
/// formatter.string(from: date)   // "2026年11月29日 20:50"
/// ```
///
/// Formatters are cheap to create and safe to use from any number of tasks: one made for a
/// signature (locale, zone, styles, presentation) already seen costs a cache lookup, so one per
/// request is fine. ICU formatters are shared through bounded caches sized by
/// `SpokenCaches.capacity`; the date and time halves of a locale and styles are shared by every
/// zone, so a new zone costs its offsets rather than new ICU formatters.
public struct SpokenDateFormatter: Sendable {
    public let locale: SpokenLocale
    public let timeZone: SpokenTimeZone
    public let dateStyle: DateStyle
    public let timeStyle: DateStyle
    public let presentation: DatePresentation
    /// How the words are capitalized, as ICU's display contexts capitalize them: `sentence` for
    /// the start of a sentence or label ("Yesterday, 5:44 PM", es "Domingo, 29 de noviembre…"),
    /// `none` for the middle of one ("placed yesterday, 5:44 PM"). Not given, the presentation's
    /// `defaultCapitalization`.
    public let capitalization: RelativeTimeCapitalization
    private let format: ICUDateFormat
    /// For the `relative` presentation with a date: ICU's relative styles seen from a given now.
    private let relativeDays: ICURelativeDayFormat?

    /// A formatter capitalized as the presentation's `defaultCapitalization`.
    public init(
        locale: SpokenLocale = .enUS, timeZone: SpokenTimeZone = .utc,
        dateStyle: DateStyle = .medium, timeStyle: DateStyle = .short, presentation: DatePresentation = .icu
    ) throws(SpokenError) {
        try self.init(
            locale: locale, timeZone: timeZone, dateStyle: dateStyle, timeStyle: timeStyle,
            presentation: presentation, capitalization: presentation.defaultCapitalization)
    }

    /// A formatter capitalized for a place in a sentence (ICU's display context).
    public init(
        locale: SpokenLocale = .enUS, timeZone: SpokenTimeZone = .utc,
        dateStyle: DateStyle = .medium, timeStyle: DateStyle = .short,
        presentation: DatePresentation = .icu, capitalization: RelativeTimeCapitalization
    ) throws(SpokenError) {
        try Self.requireSomethingToSay(dateStyle: dateStyle, timeStyle: timeStyle)
        self.capitalization = capitalization
        self.locale = locale
        self.timeZone = timeZone
        self.dateStyle = dateStyle
        self.timeStyle = timeStyle
        self.presentation = presentation
        let signature = Signature(
            locale: locale.icuIdentifier, zone: timeZone.identifier, dateStyle: dateStyle,
            timeStyle: timeStyle, presentation: presentation,
            sentenceStart: presentation != .relative && capitalization == .sentence)
        do {
            format = try Self.cache.value(for: signature) { () throws(ICUStatusError) -> ICUDateFormat in
                try Self.open(signature, locale: locale, timeZone: timeZone)
            }
            relativeDays =
                presentation == .relative && dateStyle != .none
                ? try Self.relativeCache.value(
                    for: RelativeSignature(signature: signature, capitalization: capitalization)
                ) {
                    () throws(ICUStatusError) -> ICURelativeDayFormat in
                    try ICURelativeDayFormat(
                        dateStyle: dateStyle, timeStyle: timeStyle, locale: locale, timeZone: timeZone,
                        sentence: capitalization == .sentence,
                        fallback: dateStyle.spokenDateSkeleton + timeStyle.spokenTimeSkeleton)
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

    /// The same with the locale and the zone as a caller holds them: `String`s read from a request
    /// (`timeZone: order.zone`) or the checked types, in any mix. A bad tag or zone is the error
    /// `SpokenLocale(_:)` or `SpokenTimeZone(_:)` throws, naming it.
    @inlinable
    public init(
        locale: some SpokenLocaleConvertible = SpokenLocale.enUS,
        timeZone: some SpokenTimeZoneConvertible = SpokenTimeZone.utc, dateStyle: DateStyle = .medium,
        timeStyle: DateStyle = .short, presentation: DatePresentation = .icu
    ) throws(SpokenError) {
        try self.init(
            locale: locale.spokenLocale(), timeZone: timeZone.spokenTimeZone(), dateStyle: dateStyle,
            timeStyle: timeStyle, presentation: presentation, capitalization: presentation.defaultCapitalization)
    }

    /// The same, capitalized for a place in a sentence.
    @inlinable
    public init(
        locale: some SpokenLocaleConvertible = SpokenLocale.enUS,
        timeZone: some SpokenTimeZoneConvertible = SpokenTimeZone.utc, dateStyle: DateStyle = .medium,
        timeStyle: DateStyle = .short, presentation: DatePresentation = .icu,
        capitalization: RelativeTimeCapitalization
    ) throws(SpokenError) {
        try self.init(
            locale: locale.spokenLocale(), timeZone: timeZone.spokenTimeZone(), dateStyle: dateStyle,
            timeStyle: timeStyle, presentation: presentation, capitalization: capitalization)
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
        return format.string(secondsSince1970: seconds)
    }

    /// Whether this formatter caches date and time halves separately (see `SplitDateFormat`).
    /// `string(secondsSince1970:)` appended to `out` as a JSON string literal, as `render`
    /// writes it: the same bytes as `JSONString.append(string(secondsSince1970:), to:)`, without
    /// making the string.
    ///
    /// `render` holds `jsonFormat` instead where there is one: calling through the struct copies
    /// it, with a retain of every field, per request.
    package func appendJSONString(secondsSince1970 seconds: Double, to out: inout [UInt8]) {
        guard relativeDays == nil else { return JSONString.append(string(secondsSince1970: seconds), to: &out) }
        out.append(UInt8(ascii: "\""))
        format.appendJSON(secondsSince1970: seconds, to: &out)
        out.append(UInt8(ascii: "\""))
    }

    /// The ICU format behind `appendJSONString`, nil for the relative presentation (whose words
    /// depend on the wall clock).
    package var jsonFormat: ICUDateFormat? { relativeDays == nil ? format : nil }

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
        /// The `icu` and `spoken` presentations capitalized for the start of a sentence (the
        /// `relative` one always is: its day words are).
        var sentenceStart: Bool
    }

    /// One entry per signature, sized by `SpokenCaches.capacity`. An entry whose styles split
    /// into halves holds no ICU formatter of its own (see `ICUDateFormat`), so thousands of
    /// (locale, zone) pairs cost little memory.
    private static let cache = BoundedCache<Signature, ICUDateFormat>(formatters: ())

    /// What a signature shares with every zone: its pattern and, where the styles allow, the
    /// date and time halves formatted in UTC.
    private struct Halves: Sendable {
        var pattern: String
        var split: SplitDateFormat?
    }

    private struct HalvesSignature: Hashable, Sendable {
        var locale: String
        var dateStyle: DateStyle
        var timeStyle: DateStyle
        var presentation: DatePresentation
    }

    private static let halves = BoundedCache<HalvesSignature, Halves>(formatters: ())

    /// Each zone's offsets from 1973 to 2100 (nil where they are not whole minutes), shared by
    /// every locale and style.
    private static let offsets = BoundedCache<String, ZoneOffsets?>(formatters: ())

    /// The `relative` presentation's formatters seen from a given now, one per signature.
    private static let relativeCache = BoundedCache<RelativeSignature, ICURelativeDayFormat>(formatters: ())

    private struct RelativeSignature: Hashable, Sendable {
        var signature: Signature
        var capitalization: RelativeTimeCapitalization
    }

    private static func open(
        _ signature: Signature, locale: SpokenLocale, timeZone: SpokenTimeZone
    ) throws(ICUStatusError) -> ICUDateFormat {
        let (dateStyle, timeStyle, presentation) = (signature.dateStyle, signature.timeStyle, signature.presentation)
        let open: ICUDateFormat.Opener = { () throws(ICUStatusError) in
            let handle = try Self.wholeHandle(
                dateStyle: dateStyle, timeStyle: timeStyle, presentation: presentation, locale: locale,
                timeZone: timeZone)
            if signature.sentenceStart { try handle.capitalizeForSentenceStart() }
            return handle
        }
        if presentation == .relative {
            return try ICUDateFormat(cacheable: false, timeZone: timeZone, open: open)
        }
        if signature.sentenceStart {
            // ICU capitalizes the pattern's first field, which the split halves cannot see.
            return try ICUDateFormat(cacheable: true, timeZone: timeZone, open: open)
        }
        let key = HalvesSignature(
            locale: signature.locale, dateStyle: dateStyle, timeStyle: timeStyle, presentation: presentation)
        let shared = try halves.value(for: key) { () throws(ICUStatusError) -> Halves in
            try Self.openHalves(dateStyle: dateStyle, timeStyle: timeStyle, presentation: presentation, locale: locale)
        }
        if let split = shared.split,
            let zoneOffsets = offsets.value(for: timeZone.identifier, create: { ZoneOffsets(timeZone) })
        {
            return ICUDateFormat(split: split, pattern: shared.pattern, offsets: zoneOffsets, open: open)
        }
        return try ICUDateFormat(cacheable: true, timeZone: timeZone, open: open)
    }

    /// The whole-pattern ICU formatter of a signature.
    private static func wholeHandle(
        dateStyle: DateStyle, timeStyle: DateStyle, presentation: DatePresentation, locale: SpokenLocale,
        timeZone: SpokenTimeZone
    ) throws(ICUStatusError) -> UDateFormatHandle {
        switch presentation {
        case .relative, .icu:
            return try UDateFormatHandle(
                dateStyle: dateStyle, timeStyle: timeStyle, relative: presentation == .relative, locale: locale,
                timeZone: timeZone)
        case .spoken:
            let skeleton = dateStyle.spokenDateSkeleton + timeStyle.spokenTimeSkeleton
            let handle =
                skeleton.isEmpty
                ? try UDateFormatHandle(
                    dateStyle: .none, timeStyle: .none, relative: false, locale: locale, timeZone: timeZone)
                : try UDateFormatHandle(skeleton: skeleton, locale: locale, timeZone: timeZone)
            handle.plainSpaces = true
            return handle
        }
    }

    /// The halves of a locale and styles, in UTC (where local time is the instant itself).
    private static func openHalves(
        dateStyle: DateStyle, timeStyle: DateStyle, presentation: DatePresentation, locale: SpokenLocale
    ) throws(ICUStatusError) -> Halves {
        let utc = SpokenTimeZone.utc
        let whole = try wholeHandle(
            dateStyle: dateStyle, timeStyle: timeStyle, presentation: presentation, locale: locale, timeZone: utc)
        var date: UDateFormatHandle?
        var time: UDateFormatHandle?
        switch presentation {
        case .relative:
            return Halves(pattern: whole.pattern, split: nil)
        case .icu:
            if dateStyle != .none, timeStyle != .none {
                date = try UDateFormatHandle(
                    dateStyle: dateStyle, timeStyle: .none, relative: false, locale: locale, timeZone: utc)
                time = try UDateFormatHandle(
                    dateStyle: .none, timeStyle: timeStyle, relative: false, locale: locale, timeZone: utc)
            } else {
                (date, time) = dateStyle != .none ? (whole, nil) : (nil, whole)
            }
        case .spoken:
            let (dateSkeleton, timeSkeleton) = (dateStyle.spokenDateSkeleton, timeStyle.spokenTimeSkeleton)
            if !dateSkeleton.isEmpty, !timeSkeleton.isEmpty {
                date = try UDateFormatHandle(skeleton: dateSkeleton, locale: locale, timeZone: utc)
                time = try UDateFormatHandle(skeleton: timeSkeleton, locale: locale, timeZone: utc)
                date?.plainSpaces = true
                time?.plainSpaces = true
            } else if !dateSkeleton.isEmpty {
                date = whole
            } else if !timeSkeleton.isEmpty {
                time = whole
            }
        }
        return Halves(pattern: whole.pattern, split: SplitDateFormat(whole: whole, date: date, time: time))
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
