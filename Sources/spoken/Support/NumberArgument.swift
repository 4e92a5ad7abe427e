import Spoken

/// Numbers typed on the command line. The rules for decimals live in the library (shared with
/// `render`); here an overflow such as `1e999` is refused quoting the input as written rather
/// than the `inf` it became.
enum NumberArgument {
    /// A decimal value (`measure`): `invalid-number` for text, NaN and infinities.
    static func decimal(_ text: String) throws(SpokenError) -> Double {
        let value = try DecimalText.parse(text)
        guard value.isFinite else { throw notFinite(.invalidNumber, "Invalid number", text) }
        return value
    }

    /// A star rating (`rating`): `invalid-rating` for anything but a finite number.
    static func rating(_ text: String) throws(SpokenError) -> Double {
        guard let value = Double(text) else {
            throw SpokenError(.invalidRating, input: text, message: "Invalid rating '\(text)': not a number")
        }
        guard value.isFinite else { throw notFinite(.invalidRating, "Invalid rating", text) }
        return value
    }

    private static func notFinite(_ code: SpokenError.Code, _ what: String, _ text: String) -> SpokenError {
        SpokenError(code, input: text, message: "\(what) '\(text)': not a finite number")
    }
}
