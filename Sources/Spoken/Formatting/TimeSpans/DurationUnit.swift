/// A unit a duration is spoken in. Every unit has a fixed length: a day is 24 hours (months and
/// years do not, so a duration never uses them).
public enum DurationUnit: String, Sendable, Hashable, CaseIterable, Comparable, NamedOptionWord {
    case day, hour, minute, second, millisecond

    /// The units spoken unless others are asked for: every one but milliseconds.
    public static let defaults: Set<DurationUnit> = [.day, .hour, .minute, .second]

    /// The unit's length in attoseconds (Swift's `Duration` resolution).
    var attoseconds: Int128 {
        switch self {
        case .day: 86_400 * Self.oneSecond
        case .hour: 3_600 * Self.oneSecond
        case .minute: 60 * Self.oneSecond
        case .second: Self.oneSecond
        case .millisecond: 1_000_000_000_000_000
        }
    }

    private static let oneSecond: Int128 = 1_000_000_000_000_000_000

    /// Largest first: days before hours.
    public static func < (a: DurationUnit, b: DurationUnit) -> Bool {
        a.attoseconds > b.attoseconds
    }

    /// The option the error names when the caller names none.
    public static let optionName = "units"
}

/// Where a duration's remainder goes when it is spoken in fewer or larger units than it has.
public enum DurationRounding: String, Sendable, Hashable, CaseIterable, NamedOptionWord {
    /// To the nearest whole unit, halves up: what a listener expects for "about how long".
    case nearest
    /// Toward zero: elapsed time (a timer never says a minute that has not passed).
    case down
    /// Away from zero: remaining time (an ETA never promises too little).
    case up

    /// The option the error names when the caller names none.
    public static let optionName = "rounding"

    /// `value / unit` as a whole number of units, rounded this way (both non-negative).
    func divide(_ value: Int128, by unit: Int128) -> Int128 {
        let (quotient, remainder) = value.quotientAndRemainder(dividingBy: unit)
        switch self {
        case .down: return quotient
        case .up: return remainder > 0 ? quotient + 1 : quotient
        case .nearest: return remainder * 2 >= unit ? quotient + 1 : quotient
        }
    }
}
