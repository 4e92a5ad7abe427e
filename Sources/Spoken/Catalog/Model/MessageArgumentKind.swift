/// How an ICU MessageFormat pattern uses an argument: the one answer the run time, `spoken lint`
/// and every file format share.
public enum MessageArgumentKind: String, Sendable, Hashable, CaseIterable {
    /// `{name}`
    case simple
    /// `{name, number…}`
    case number, spellout, ordinal, duration
    case date, time
    case plural, select
    case selectOrdinal = "selectordinal"
    /// `{name, choice, …}` (deprecated in ICU, still parsed)
    case choice
    /// `{n, foo}`: ICU's MessagePattern accepts any word as a type, MessageFormat refuses it.
    case unknown

    /// The value an argument of this kind takes; nil where any value will do (`{name}`, or a type
    /// ICU refuses).
    public var valueClass: ArgumentValueClass? {
        switch self {
        case .simple, .unknown: nil
        case .number, .spellout, .ordinal, .duration, .plural, .selectOrdinal, .choice: .number
        case .date, .time: .date
        case .select: .string
        }
    }

    /// Arguments with variants (plural, select, selectordinal, choice).
    public var hasVariants: Bool {
        switch self {
        case .plural, .select, .selectOrdinal, .choice: true
        default: false
        }
    }

    /// Arguments whose variants are chosen by CLDR plural rules.
    public var usesPluralRules: Bool { self == .plural || self == .selectOrdinal }

    /// "a plural", "an ordinal": for messages.
    var withArticle: String {
        (["a", "e", "i", "o", "u"].contains(rawValue.first.map(String.init) ?? "") ? "an " : "a ") + rawValue
    }
}
