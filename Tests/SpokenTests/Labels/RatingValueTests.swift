import TestSupport
import Testing

@testable import Spoken

@Suite("Rating values")
struct RatingValueTests {
    struct Valid: Sendable, CustomTestStringConvertible {
        let value: Double
        let maximum: Int
        var testDescription: String { "\(value) of \(maximum)" }
    }

    @Test(
        "Ratings inside 0…max are accepted as given",
        arguments: [
            Valid(value: 3.5, maximum: 5), Valid(value: 0, maximum: 5), Valid(value: 5, maximum: 5),
            Valid(value: 1, maximum: 1), Valid(value: 0, maximum: 1), Valid(value: 9.75, maximum: 10),
        ])
    func valid(_ row: Valid) throws {
        let rating = try RatingValue(row.value, maximum: row.maximum)
        #expect(rating.value == row.value)
        #expect(rating.maximum == row.maximum)
    }

    struct Invalid: Sendable, CustomTestStringConvertible {
        let name: String
        let value: Double
        let maximum: Int
        let input: String
        let message: String
        var testDescription: String { name }
    }

    @Test(
        "Bad ratings are typed errors, never clamped",
        arguments: [
            Invalid(name: "above max", value: 7, maximum: 5, input: "7", message: "Invalid rating '7': outside 0…5"),
            Invalid(
                name: "just above max", value: 5.5, maximum: 5, input: "5.5",
                message: "Invalid rating '5.5': outside 0…5"),
            Invalid(name: "negative", value: -1, maximum: 5, input: "-1", message: "Invalid rating '-1': outside 0…5"),
            Invalid(
                name: "NaN", value: .nan, maximum: 5, input: "nan", message: "Invalid rating 'nan': not a finite number"
            ),
            Invalid(
                name: "infinity", value: .infinity, maximum: 5, input: "inf",
                message: "Invalid rating 'inf': not a finite number"),
            Invalid(
                name: "max zero", value: 0, maximum: 0, input: "0",
                message: "Invalid rating maximum '0': a rating needs at least 1 star"),
            Invalid(
                name: "max negative", value: 1, maximum: -3, input: "-3",
                message: "Invalid rating maximum '-3': a rating needs at least 1 star"),
        ])
    func invalid(_ row: Invalid) {
        #expect(throws: SpokenError(.invalidRating, input: row.input, message: row.message)) {
            try RatingValue(row.value, maximum: row.maximum)
        }
    }

    @Test(
        "Plain numbers use the locale's number format (ICU golden)",
        arguments: ICUGolden.numbers.rows.filter { $0.unit == "-" })
    func numbers(_ row: ICUGolden.NumberRow) throws {
        let formatter = try SpokenNumberFormatter(locale: SpokenLocale(row.locale), maximumFractionDigits: row.digits)
        #expect(formatter.skeleton == row.skeleton)
        #expect(try formatter.string(row.value) == row.spoken)
        let icu = try SpokenNumberFormatter(
            locale: SpokenLocale(row.locale), presentation: .icu, maximumFractionDigits: row.digits)
        #expect(try icu.string(row.value) == row.expected)
    }
}
