/// A relative time as a value and a unit, as `Intl.RelativeTimeFormat` takes them: `-2, .hour`
/// is "2 hours ago", `1, .day` "tomorrow". A message argument as it is
/// (`["published": RelativeTime(-2, .hour)]`); `RelativeTimeFormatter.string(_:)` speaks it.
public struct RelativeTime: Sendable, Hashable, CustomStringConvertible {
    /// The number of units, negative in the past.
    public var value: Double
    public var unit: RelativeTimeUnit

    public init(_ value: Double, _ unit: RelativeTimeUnit) {
        self.value = value
        self.unit = unit
    }

    /// The value and unit an instant is spoken in, seen from `now` (the rule of
    /// `RelativeTimeFormatter.amount(from:to:)`).
    public init(_ instant: Instant, relativeTo now: Instant) {
        let (value, unit) = RelativeTimeFormatter.amount(from: now, to: instant)
        self.init(value, unit)
    }

    /// `-2 hour`: as `spoken announce` and `render` take it as text (the value, a space, the unit).
    public var description: String {
        let number = value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        return "\(number) \(unit.rawValue)"
    }
}

extension RelativeTimeFormatter {
    /// The words for a relative time (`RelativeTime(-2, .hour)` → "2 hours ago").
    public func string(_ relativeTime: RelativeTime) throws(SpokenError) -> String {
        try string(relativeTime.value, relativeTime.unit)
    }
}
