import TestSupport
import Testing

@testable import Spoken

@Suite("Durations")
struct DurationFormatterTests {
    @Test("The golden fixture is ICU's output for this ICU, in every shipped language")
    func fixtureMatchesRunningICU() throws {
        #expect(ICUGolden.durations.rows.count > 6_000)
        #expect(ICUGolden.durations.icuVersion == icuVersion)
        let locales = Set(ICUGolden.durations.rows.map(\.locale))
        for tag in try CatalogOnDisk.locales() { #expect(locales.contains(tag), "\(tag)") }
    }

    static let locales = Array(Set(ICUGolden.durations.rows.map(\.locale))).sorted()

    @Test("Byte-identical to ICU's MeasureFormat::formatMeasures", arguments: locales)
    func golden(_ locale: String) throws {
        let rows = ICUGolden.durations.rows.filter { $0.locale == locale }
        #expect(rows.count > 200)
        for row in rows {
            let formatter = try DurationFormatter(
                locale: SpokenLocale(row.locale), units: row.units, maximumUnitCount: row.maximumUnitCount,
                rounding: row.rounding, width: row.width)
            let text = try formatter.string(parsing: row.seconds)
            #expect(Array(text.utf8) == Array(row.expected.utf8), "\(row): \(text) vs ICU \(row.expected)")
            let amounts = formatter.amounts(try DurationText.parse(row.seconds))
                .map { "\($0.amount) \($0.unit.rawValue)" }.joined(separator: "|")
            #expect(amounts == row.amounts, "\(row)")
        }
    }

    @Test("Amounts past 2^53 and 2^63 (milliseconds of up to 9e18 seconds) as ICU formats them, never clamped")
    func huge() throws {
        let rows = ICUGolden.hugeDurations.rows
        #expect(rows.count > 100)
        #expect(ICUGolden.hugeDurations.icuVersion == icuVersion)
        for row in rows {
            let formatter = try DurationFormatter(
                locale: SpokenLocale(row.locale), units: row.units, maximumUnitCount: row.maximumUnitCount,
                rounding: row.rounding, width: row.width)
            let text = try formatter.string(parsing: row.seconds)
            #expect(Array(text.utf8) == Array(row.expected.utf8), "\(row): \(text) vs ICU \(row.expected)")
            let amounts = formatter.amounts(try DurationText.parse(row.seconds))
                .map { "\($0.amount) \($0.unit.rawValue)" }.joined(separator: "|")
            #expect(amounts == row.amounts, "\(row)")
        }
    }

    struct Example: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        var units: Set<DurationUnit> = DurationUnit.defaults
        var maximumUnitCount: Int?
        var rounding: DurationRounding = .nearest
        let expected: String
        var testDescription: String { name }
    }

    // The issue's examples; the words are English's as durations.tsv has them.
    @Test(
        "Zero units are left out, the rest rounded and carried",
        arguments: [
            Example(name: "every unit", text: "4527", expected: "1 hour, 15 minutes, 27 seconds"),
            Example(name: "no zero minutes", text: "3627", expected: "1 hour, 27 seconds"),
            Example(name: "zero", text: "0", expected: "0 seconds"),
            Example(
                name: "zero in milliseconds", text: "0", units: [.second, .millisecond], expected: "0 milliseconds"),
            Example(name: "minutes only", text: "4500", units: [.minute], expected: "75 minutes"),
            Example(name: "two units carry over", text: "14380", maximumUnitCount: 2, expected: "4 hours"),
            Example(name: "down for elapsed time", text: "59.9", rounding: .down, expected: "59 seconds"),
            Example(name: "up for remaining time", text: "60.1", rounding: .up, expected: "1 minute, 1 second"),
            Example(name: "halves up", text: "0.5", expected: "1 second"),
            Example(name: "clock notation", text: "1:15:27", expected: "1 hour, 15 minutes, 27 seconds"),
            Example(name: "minutes and seconds", text: "5:12", expected: "5 minutes, 12 seconds"),
            Example(name: "ISO 8601", text: "PT1H15M", expected: "1 hour, 15 minutes"),
            Example(name: "ISO 8601 days and weeks", text: "P1W2DT3H", expected: "9 days, 3 hours"),
            Example(name: "ISO 8601 fraction", text: "PT0.5H", expected: "30 minutes"),
            Example(
                name: "milliseconds opt-in", text: "1.25", units: [.second, .millisecond],
                expected: "1 second, 250 milliseconds"),
            Example(
                name: "the largest non-zero units, not consecutive ones", text: "10805", maximumUnitCount: 2,
                expected: "3 hours, 5 seconds"),
        ])
    func examples(_ example: Example) throws {
        let formatter = try DurationFormatter(
            units: example.units, maximumUnitCount: example.maximumUnitCount, rounding: example.rounding)
        #expect(try formatter.string(parsing: example.text) == example.expected)
    }

    @Test("Swift's Duration passes as it is, attoseconds included")
    func swiftDuration() throws {
        let formatter = try DurationFormatter(units: [.second, .millisecond])
        #expect(try formatter.string(.milliseconds(1_250)) == "1 second, 250 milliseconds")
        #expect(try DurationFormatter().string(.seconds(4527)) == "1 hour, 15 minutes, 27 seconds")
        #expect(
            try DurationFormatter().string(.seconds(4527) + .nanoseconds(499_999_999))
                == "1 hour, 15 minutes, 27 seconds")
    }

    struct Bad: Sendable, CustomTestStringConvertible {
        let text: String
        let reason: String
        var testDescription: String { "'\(text)'" }
    }

    @Test(
        "Bad durations are invalid-duration errors naming the input",
        arguments: [
            Bad(text: "-5", reason: "a duration cannot be negative"),
            Bad(text: "-PT1H", reason: "a duration cannot be negative"),
            Bad(text: "inf", reason: "not a finite number"),
            Bad(text: "nan", reason: "not a finite number"),
            Bad(text: "1e999", reason: "not a finite number"),
            Bad(text: "soon", reason: DurationText.expected),
            Bad(text: "", reason: DurationText.expected),
            Bad(text: "1:75", reason: DurationText.expected),
            Bad(text: "1:5:27", reason: DurationText.expected),
            Bad(text: "1:2:3:4", reason: DurationText.expected),
            Bad(text: "PT", reason: DurationText.expected),
            Bad(text: "PT1S2M", reason: DurationText.expected),
            Bad(text: "PT1.5M30S", reason: DurationText.expected),
            Bad(text: "P1M", reason: "years and months have no fixed length; give days, hours, minutes or seconds"),
            Bad(text: "P1Y2D", reason: "years and months have no fixed length; give days, hours, minutes or seconds"),
        ])
    func bad(_ bad: Bad) {
        do {
            _ = try DurationFormatter().string(parsing: bad.text)
            Issue.record("'\(bad.text)' was spoken")
        } catch {
            #expect(error.code == .invalidDuration)
            #expect(error.input == bad.text)
            #expect(error.message == "Invalid duration '\(bad.text)': \(bad.reason)")
        }
    }

    @Test("Negative Swift durations and seconds are refused")
    func negative() {
        #expect(throws: SpokenError.self) { try DurationFormatter().string(.seconds(-1)) }
        #expect(throws: SpokenError.self) { try DurationFormatter().string(seconds: -0.5) }
        #expect(throws: SpokenError.self) { try DurationFormatter().string(seconds: .infinity) }
    }

    @Test("Options outside their ranges are invalid-option errors")
    func options() {
        for count in [0, 6] {
            #expect(throws: SpokenError.self) { try DurationFormatter(maximumUnitCount: count) }
        }
        #expect(throws: SpokenError.self) { try DurationFormatter(units: []) }
    }
}
