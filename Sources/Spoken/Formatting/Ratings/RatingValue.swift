/// A validated star rating: `value` in 0…`maximum`, `maximum` at least 1. Nothing is clamped: a
/// rating of 7 out of 5 is a bug upstream, reported as an `invalid-rating` error naming it.
///
/// The words ("3.5 stars", "3 out of 5 stars") come from the catalog's `rating.stars` and
/// `rating.starsOutOf` through MessageFormat; this type supplies the checked numbers.
public struct RatingValue: Sendable, Hashable {
    public let value: Double
    public let maximum: Int

    /// The number of stars when none is given: 5.
    public static let defaultMaximum = 5

    public init(_ value: Double, maximum: Int = defaultMaximum) throws(SpokenError) {
        guard maximum >= 1 else {
            throw SpokenError(
                .invalidRating, input: String(maximum),
                message: "Invalid rating maximum '\(maximum)': a rating needs at least 1 star")
        }
        guard value.isFinite else {
            let text = Self.text(value)
            throw SpokenError(.invalidRating, input: text, message: "Invalid rating '\(text)': not a finite number")
        }
        guard value >= 0, value <= Double(maximum) else {
            let text = Self.text(value)
            throw SpokenError(
                .invalidRating, input: text, message: "Invalid rating '\(text)': outside 0…\(maximum)")
        }
        self.value = value
        self.maximum = maximum
    }

    /// "7" for 7.0, "3.5", "nan", "-inf": how the value reads in an error message.
    static func text(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}
