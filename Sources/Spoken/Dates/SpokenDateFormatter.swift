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

    public init(
        locale: SpokenLocale = .enUS, timeZone: SpokenTimeZone = .utc,
        dateStyle: DateStyle = .medium, timeStyle: DateStyle = .short,
        presentation: DatePresentation = .icu
    ) throws(SpokenError) {
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
        } catch {
            throw SpokenError(
                .icuFailure, input: locale.identifier,
                message: "ICU could not open a date formatter for '\(locale.identifier)' in '\(timeZone.identifier)' (\(error.name))")
        }
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

    /// The words for an instant given as seconds since 1970-01-01T00:00:00Z.
    public func string(secondsSince1970 seconds: Double) -> String {
        let text = format.string(secondsSince1970: seconds)
        return presentation == .spoken ? Self.plainSpaces(text) : text
    }

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

    private static func open(
        _ signature: Signature, locale: SpokenLocale, timeZone: SpokenTimeZone
    ) throws(ICUStatusError) -> ICUDateFormat {
        switch signature.presentation {
        case .icu, .relative:
            return try ICUDateFormat(
                dateStyle: signature.dateStyle, timeStyle: signature.timeStyle,
                relative: signature.presentation == .relative, locale: locale, timeZone: timeZone)
        case .spoken:
            let skeleton = signature.dateStyle.spokenDateSkeleton + signature.timeStyle.spokenTimeSkeleton
            if skeleton.isEmpty {
                return try ICUDateFormat(
                    dateStyle: .none, timeStyle: .none, relative: false, locale: locale,
                    timeZone: timeZone)
            }
            return try ICUDateFormat(skeleton: skeleton, locale: locale, timeZone: timeZone)
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
