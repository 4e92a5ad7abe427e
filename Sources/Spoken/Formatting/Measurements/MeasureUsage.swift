/// Whether the value is spoken in the unit given or converted to the locale's preference.
public enum MeasureUsage: String, Sendable, CaseIterable, OptionWord {
    /// The value in the unit given; no conversion.
    case `default`
    /// The locale's preferred unit for weather (ICU `usage/weather`): en-US hears Fahrenheit for
    /// a Celsius input, km/h becomes mph. Rounding follows the preference unless
    /// `maximumFractionDigits` is set.
    case weather

    public init(parsing text: String, option: String = "--usage") throws(SpokenError) {
        guard let value = Self(rawValue: text) else {
            throw .invalidOption(option, text, allowed: Self.allCases.map(\.rawValue))
        }
        self = value
    }
}

/// Fraction digits Spoken accepts: past 20 a double has no digits left to show.
let maximumFractionDigitsRange = 0...20

/// The ICU skeleton stem for "at most N fraction digits" (`precision-integer`, `.#`, `.##`…).
func fractionSkeleton(_ digits: Int) -> String {
    digits == 0 ? "precision-integer" : "." + String(repeating: "#", count: digits)
}

func validateFractionDigits(_ digits: Int?) throws(SpokenError) {
    guard let digits else { return }
    guard maximumFractionDigitsRange.contains(digits) else {
        throw SpokenError(
            .invalidOption, input: String(digits),
            message:
                "Invalid value '\(digits)' for maximum fraction digits: expected 0 to \(maximumFractionDigitsRange.upperBound)"
        )
    }
}

/// Minus signs on negative numbers only, not on a negative zero: -0.3 °C rounded to an integer
/// is "0 degrees Celsius", never "-0 degrees Celsius" (ICU's default sign display says "-0").
let signSkeleton = "sign-negative"

/// NaN and the infinities have no words: "∞ degrees Celsius" or "NaN" must never reach speech.
func requireFinite(_ value: Double) throws(SpokenError) {
    guard value.isFinite else {
        let text = value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf")
        throw SpokenError(.invalidNumber, input: text, message: "Invalid number '\(text)': not a finite number")
    }
}
