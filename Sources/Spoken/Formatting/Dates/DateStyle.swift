internal import SpokenICU

/// How much of a date or a time to say, as NSDateFormatter's and ICU's styles.
public enum DateStyle: String, Sendable, CaseIterable, Hashable, NamedOptionWord {
    case none, short, medium, long, full

    /// ICU's UDateFormatStyle value.
    var icuValue: Int32 {
        switch self {
        case .none: Int32(SPK_DATE_NONE)
        case .short: Int32(SPK_DATE_SHORT)
        case .medium: Int32(SPK_DATE_MEDIUM)
        case .long: Int32(SPK_DATE_LONG)
        case .full: Int32(SPK_DATE_FULL)
        }
    }

    /// The option the error names when the caller names none.
    public static let optionName = "style"
}

/// Which words a formatter produces.
public enum DatePresentation: String, Sendable, CaseIterable, Hashable, NamedOptionWord {
    /// Exactly ICU's `udat_format` for the styles (NSDateFormatter's output): "Nov 29, 2026, 12:50 PM".
    case icu
    /// Tuned for screen readers: full month names instead of abbreviations VoiceOver spells out,
    /// from the locale's own pattern for a skeleton; narrow and no-break spaces become spaces.
    /// "November 29, 2026 at 12:50 PM".
    case spoken
    /// ICU's relative date styles, capitalised as the start of a sentence: "Today, 12:50 PM",
    /// "昨天 15:04"; instants beyond the relative words get the `spoken` presentation's pattern (full
    /// month names, the full style's weekday: "November 26, 2026 at 5:44 PM", not "Nov 26, 2026").
    case relative

    /// The option the error names when the caller names none.
    public static let optionName = "--style"

    /// The capitalization a date in this presentation takes when the caller gives none:
    /// `sentence` for `relative` (its day words start a label: "Yesterday, 5:44 PM"), `none` for
    /// `icu` and `spoken` (ICU's words as they are: "domingo, 29 de noviembre…").
    public var defaultCapitalization: RelativeTimeCapitalization { self == .relative ? .sentence : .none }
}

extension DateStyle {
    /// The skeleton fields of the `spoken` presentation: full month names (never "Apr", which
    /// VoiceOver may read letter by letter), the locale's own hour cycle (`j`).
    var spokenDateSkeleton: String {
        switch self {
        case .none: ""
        case .short, .medium, .long: "yMMMMd"
        case .full: "yMMMMEEEEd"
        }
    }

    var spokenTimeSkeleton: String {
        switch self {
        case .none: ""
        case .short: "jmm"
        case .medium: "jmmss"
        case .long: "jmmssz"
        case .full: "jmmsszzzz"
        }
    }
}
