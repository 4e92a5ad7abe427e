import TestSupport
import Testing

@testable import Spoken

@Suite("Measurements")
struct MeasureFormatterTests {
    @Test("The golden fixture is ICU's output for this ICU")
    func fixtureMatchesRunningICU() {
        #expect(ICUGolden.numbers.rows.count > 400)
        #expect(ICUGolden.numbers.icuVersion == icuVersion)
    }

    @Test(
        "Byte-identical to ICU's number formatter, in speech form (U+2212 for the sign)",
        arguments: ICUGolden.numbers.rows.filter { $0.unit != "-" })
    func golden(_ row: ICUGolden.NumberRow) throws {
        let formatter = try MeasureFormatter(
            locale: SpokenLocale(row.locale), unit: MeasureUnit(row.unit), width: row.width,
            maximumFractionDigits: row.digits, usage: row.usage)
        #expect(formatter.skeleton == row.skeleton)
        let text = try formatter.string(row.value)
        #expect(Array(text.utf8) == Array(row.spoken.utf8), "\(text) vs ICU \(row.spoken)")
    }

    @Test("Decimal text past 15 digits keeps every digit, byte for byte ICU's unumf_formatDecimal")
    func decimalGolden() throws {
        let rows = ICUGolden.decimalMeasures.rows
        #expect(rows.count > 100)
        #expect(ICUGolden.decimalMeasures.icuVersion == icuVersion)
        for row in rows {
            let formatter = try MeasureFormatter(
                locale: SpokenLocale(row.locale), unit: MeasureUnit(row.unit), width: row.width,
                maximumFractionDigits: row.digits, usage: row.usage)
            #expect(formatter.skeleton == row.skeleton)
            let parsed = try formatter.string(parsing: row.valueText)
            #expect(Array(parsed.utf8) == Array(row.spoken.utf8), "\(row): \(parsed) vs ICU \(row.spoken)")
            let decimal = try formatter.string(DecimalNumber(row.valueText))
            #expect(Array(decimal.utf8) == Array(row.spoken.utf8), "\(row): \(decimal) vs ICU \(row.spoken)")
        }
    }

    @Test("Text of 15 digits or fewer speaks as its Double does (ICU's double and decimal digits agree)")
    func shortText() throws {
        for row in ICUGolden.numbers.rows where row.unit != "-" {
            let formatter = try MeasureFormatter(
                locale: SpokenLocale(row.locale), unit: MeasureUnit(row.unit), width: row.width,
                maximumFractionDigits: row.digits, usage: row.usage)
            #expect(try formatter.string(parsing: row.valueText) == row.spoken, "\(row)")
        }
    }

    struct Inline: Sendable, CustomTestStringConvertible {
        let name: String
        let locale: String
        let unit: String
        let value: Double
        let expected: String
        var testDescription: String { name }
    }

    // Strings checked against the C program's output; invisible characters escaped.
    @Test(
        "Spoken full unit names",
        arguments: [
            Inline(name: "en celsius", locale: "en", unit: "celsius", value: 25, expected: "25 degrees Celsius"),
            Inline(name: "zh-Hans celsius", locale: "zh-Hans", unit: "celsius", value: 25, expected: "25摄氏度"),
            Inline(name: "ru celsius", locale: "ru", unit: "celsius", value: 25, expected: "25 градусов Цельсия"),
            Inline(
                name: "fr celsius keeps ICU's no-break space", locale: "fr", unit: "celsius", value: 25,
                expected: "25\u{00A0}degrés Celsius"),
            Inline(
                name: "en compound unit", locale: "en", unit: "kilometer-per-hour", value: 25,
                expected: "25 kilometers per hour"),
            Inline(name: "en singular minute", locale: "en", unit: "minute", value: 1, expected: "1 minute"),
        ])
    func inline(_ row: Inline) throws {
        #expect(try MeasureFormatter(locale: row.locale, unit: row.unit).string(row.value) == row.expected)
    }

    @Test("Weather usage is opt-in: en-US hears Fahrenheit only when asked")
    func weatherUsage() throws {
        let plain = try MeasureFormatter(locale: "en-US", unit: "celsius")
        let weather = try MeasureFormatter(locale: "en-US", unit: "celsius", usage: .weather)
        #expect(try plain.string(25) == "25 degrees Celsius")
        #expect(try weather.string(25) == "77 degrees Fahrenheit")
    }

    @Test("A unit without weather preferences is refused at construction")
    func usageWithoutPreferences() {
        #expect(throws: SpokenError.self) {
            try MeasureFormatter(locale: "en-US", unit: "percent", usage: .weather)
        }
        do {
            _ = try MeasureFormatter(locale: "en-US", unit: "percent", usage: .weather)
        } catch {
            #expect(error.code == .invalidOption)
            #expect(error.input == "percent")
        }
    }

    @Test(
        "Non-finite values are typed errors",
        arguments: [
            (Double.nan, "nan"), (Double.infinity, "inf"), (-Double.infinity, "-inf"),
        ])
    func nonFinite(_ value: Double, _ name: String) throws {
        let formatter = try MeasureFormatter(locale: "en", unit: "celsius")
        do {
            let text = try formatter.string(value)
            Issue.record("expected an error, got \(text)")
        } catch {
            #expect(error.code == .invalidNumber)
            #expect(error.input == name)
            #expect(error.message.contains("'\(name)'"))
        }
    }

    @Test("Maximum fraction digits outside 0…20 are refused", arguments: [-1, 21, 1000])
    func fractionDigitsRange(_ digits: Int) {
        #expect(
            throws: SpokenError(
                .invalidOption, input: String(digits),
                message: "Invalid value '\(digits)' for maximum fraction digits: expected 0 to 20")
        ) {
            try MeasureFormatter(locale: "en", unit: "celsius", maximumFractionDigits: digits)
        }
    }

    @Test("Every unit ICU lists formats in full width", arguments: MeasureUnit.available)
    func everyAvailableUnit(_ unit: String) throws {
        let text = try MeasureFormatter(locale: "en", unit: unit).string(2)
        #expect(text.hasPrefix("2"))
        #expect(text.count > 2)
    }

    @Test("ICU's list of units has the common ones and no currencies")
    func availableUnits() {
        let units = Set(MeasureUnit.available)
        for unit in ["celsius", "fahrenheit", "kilometer", "kilometer-per-hour", "percent", "minute", "kilogram"] {
            #expect(units.contains(unit), "\(unit)")
        }
        #expect(!units.contains("USD"))
        #expect(!units.contains(""))
    }

    @Test("Concurrent formatting gives ICU's words on every task")
    func concurrent() async throws {
        let formatter = try MeasureFormatter(locale: "ru", unit: "celsius")
        let results = await withTaskGroup(of: [String].self) { group in
            for task in 0..<8 {
                group.addTask {
                    (0..<200).map { i in (try? formatter.string(Double((i + task) % 3 == 0 ? 1 : 25))) ?? "error" }
                }
            }
            var all: [String] = []
            for await chunk in group { all += chunk }
            return all
        }
        #expect(Set(results) == ["1 градус Цельсия", "25 градусов Цельсия"])
    }
}

@Suite("Measure units")
struct MeasureUnitTests {
    struct Unknown: Sendable, CustomTestStringConvertible {
        let input: String
        let suggestions: [String]
        var testDescription: String { "'\(input)' suggests \(suggestions)" }
    }

    @Test(
        "Unknown units name the input and suggest close matches",
        arguments: [
            Unknown(input: "celcius", suggestions: ["celsius"]),
            Unknown(input: "Celsius", suggestions: ["celsius"]),
            Unknown(input: "farenheit", suggestions: ["fahrenheit"]),
            Unknown(input: "kilometre", suggestions: ["kilometer"]),
            Unknown(input: "kilometre-per-hour", suggestions: ["kilometer-per-hour"]),
            Unknown(input: "minutes", suggestions: ["minute"]),
            // Mixed and compound units are mended part by part.
            Unknown(input: "hour-and-minutes", suggestions: ["hour-and-minute"]),
            Unknown(input: "foot-and-inchs", suggestions: ["foot-and-inch"]),
            Unknown(input: "liter-per-kilometr", suggestions: ["liter-per-kilometer"]),
            Unknown(input: "hour-and-xyzzyq", suggestions: []),
            Unknown(input: "xyzzyq", suggestions: []),
            Unknown(input: "celsius precision-integer", suggestions: []),
            Unknown(input: "", suggestions: []),
            // ICU parses these, but its formatter cannot name them.
            Unknown(input: "pow15-meter", suggestions: []),
            Unknown(input: "pow4-meter", suggestions: []),
            Unknown(input: "100-kilometer", suggestions: []),
        ])
    func unknown(_ row: Unknown) {
        do {
            let unit = try MeasureUnit(row.input)
            Issue.record("accepted \(unit)")
        } catch {
            #expect(error.code == .unknownUnit)
            #expect(error.input == row.input)
            #expect(error.message.hasPrefix("Unknown unit '\(row.input)'"))
            #expect(Array(MeasureUnit.suggestions(for: row.input).prefix(row.suggestions.count)) == row.suggestions)
            for suggestion in row.suggestions {
                #expect(error.message.contains("'\(suggestion)'"))
            }
            if row.suggestions.isEmpty { #expect(!error.message.contains("did you mean")) }
        }
    }

    @Test(
        "Compound and mixed identifiers ICU parses are accepted",
        arguments: [
            "meter-per-second", "kilogram-meter", "foot-and-inch", "square-kilometer", "per-second", "pow3-meter",
            "liter-per-100-kilometer",
        ])
    func compound(_ identifier: String) throws {
        #expect(try MeasureUnit(identifier).identifier == identifier)
    }

    @Test("Edit distance counts a swap as one edit")
    func editDistance() {
        func d(_ a: String, _ b: String) -> Int { EditDistance.optimalStringAlignment(Array(a.utf8), Array(b.utf8)) }
        #expect(d("kilometre", "kilometer") == 1)
        #expect(d("celcius", "celsius") == 1)
        #expect(d("", "abc") == 3)
        #expect(d("abc", "abc") == 0)
        #expect(d("kitten", "sitting") == 3)
    }
}
