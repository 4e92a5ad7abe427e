import Testing

@testable import Spoken

@Suite("Decimal numbers")
struct DecimalNumberTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let text: String
        let icu: String
        let negative: Bool
        let integer: Bool
        var testDescription: String { text }
    }

    @Test(
        "Decimal text reaches ICU as the same value",
        arguments: [
            Row(text: "0.10", icu: "1E-1", negative: false, integer: false),
            Row(text: "42", icu: "42", negative: false, integer: true),
            Row(text: "-42.50", icu: "-425E-1", negative: true, integer: false),
            Row(text: "+7", icu: "7", negative: false, integer: true),
            Row(text: ".5", icu: "5E-1", negative: false, integer: false),
            Row(text: "5.", icu: "5", negative: false, integer: true),
            Row(text: "1e3", icu: "1E3", negative: false, integer: true),
            Row(text: "4.2E1", icu: "42", negative: false, integer: true),
            // A negative zero keeps its sign for ICU (ICU's currency format shows it: "-€0.00"),
            // but is no negative number.
            Row(text: "-0", icu: "-0", negative: false, integer: true),
            Row(text: "-0.00", icu: "-0", negative: false, integer: true),
            Row(text: "000123.4500", icu: "12345E-2", negative: false, integer: false),
            Row(text: "12345678901234567.89", icu: "1234567890123456789E-2", negative: false, integer: false),
        ])
    func parse(_ row: Row) throws {
        let number = try DecimalNumber(row.text)
        #expect(number == (try DecimalNumber(row.icu)))
        #expect(number.icuText == row.icu)
        #expect(number.isNegative == row.negative)
        #expect(number.isInteger == row.integer)
        #expect(number.text == row.text)
    }

    @Test(
        "Not decimal numbers", arguments: ["", "-", ".", "1,5", "0x10", "1e", "1e+", "1e12345", " 1", "1 ", "١٢", "−5"])
    func invalid(_ text: String) {
        #expect(
            throws: SpokenError(
                .invalidNumber, input: text,
                message: "Invalid number '\(text)': expected a decimal number such as 42, -3.5 or 0.10")
        ) { try DecimalNumber(text) }
    }

    @Test("Doubles as their shortest decimal form; NaN and infinities refused")
    func doubles() throws {
        #expect(try DecimalNumber(0.1).icuText == "1E-1")
        #expect(try DecimalNumber(42.0).text == "42")
        #expect(try DecimalNumber(1e20).icuText == "1E20")
        #expect(throws: SpokenError(.invalidNumber, input: "inf", message: "Invalid number 'inf': not a finite number"))
        {
            try DecimalNumber(Double.infinity)
        }
        #expect(DecimalNumber(7).icuText == "7")
        #expect(try DecimalNumber("1.50") == DecimalNumber("1.5"))
    }

    /// Exact quotients by powers of 1024 (bytes in binary units), as Python's `decimal` module
    /// gives them at 200 digits of precision.
    @Test(
        "Divided by powers of 1024, exactly",
        arguments: [
            ("1536", 1, "1.5"), ("5370000000", 3, "5.00120222568511962890625"), ("-2500000", 2, "-2.384185791015625"),
            ("1", 1, "0.0009765625"), ("0.5", 1, "0.00048828125"), ("999999", 2, "0.95367336273193359375"),
            (
                "123456789012345678901234567890", 5,
                "109651655766236.9696590639093347618882035021670162677764892578125"
            ),
        ])
    func dividedBy1024(_ value: String, _ power: Int, _ expected: String) throws {
        let quotient = try DecimalNumber(value).divided(byPowerOf1024: power)
        #expect(quotient == (try DecimalNumber(expected)))
    }

    @Test(
        "Rounded half to even before comparing with a bound",
        arguments: [
            ("999.4", 0, 1000, false), ("999.5", 0, 1000, true), ("998.5", 0, 1000, false), ("999.96", 1, 1000, true),
            ("999.94", 1, 1000, false), ("1023.995", 2, 1024, true), ("1023.985", 2, 1024, false),
            ("-999.5", 0, 1000, true), ("0.4", 0, 1, false), ("0.5", 0, 1, false), ("0.51", 0, 1, true),
            ("1e30", 2, 1024, true),
        ])
    func roundedMagnitude(_ value: String, _ digits: Int, _ bound: Int, _ expected: Bool) throws {
        #expect(try DecimalNumber(value).roundedMagnitude(fractionDigits: digits, isAtLeast: bound) == expected)
    }
}
