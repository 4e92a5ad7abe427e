import Testing

@testable import Spoken

/// `UnitPatternFormat` (ICU's unit formatter taken apart: the number on its own in the unit's
/// pattern for its plural category) against ICU's own unit formatter, opened from the same
/// skeleton through the thin `ICUNumberFormat` (itself checked against the C golden files in
/// MeasureFormatterTests), over locales whose plural rules use every category, units simple,
/// compound and mixed, every width, and values of every category, sign and size.
@Suite("Unit patterns against ICU's unit formatter")
struct UnitPatternFormatTests {
    /// The shipped locales and others whose rules use zero, two, few and many (cy, ga, br, gd,
    /// mt, sl, lv, lt, uk, be, ro…).
    static let locales = [
        "en", "ar", "cs", "de", "es", "fr", "he", "hi", "ja", "ko", "pl", "pt-BR", "ru", "zh-Hans", "zh-Hant",
        "cy", "ga", "br", "gd", "mt", "sl", "lv", "lt", "uk", "be", "ro", "is", "mk", "fil", "fa", "ar-EG", "sr",
        "hr", "kw", "en-IN", "de-CH", "fr-CA",
    ]

    static let units = [
        "celsius", "fahrenheit", "percent", "millimeter", "meter", "kilometer", "inch", "foot", "mile",
        "kilometer-per-hour", "mile-per-hour", "meter-per-second", "knot", "gram", "kilogram", "ounce", "pound",
        "milliliter", "liter", "gallon", "byte", "kilobyte", "gigabyte", "kilowatt-hour", "kilocalorie",
        "hectopascal", "second", "minute", "hour", "day", "week", "month", "year", "liter-per-100-kilometer",
        "foot-and-inch", "hour-and-minute", "degree", "square-meter", "cubic-meter", "light-year",
    ]

    static let values: [Double] = [
        0, 1, 2, 3, 4, 5, 6, 11, 12, 19, 21, 22, 25, 100, 101, 102, 1_000, 1_000_000, 0.5, 1.5, 2.25, 0.1, 21.3,
        1_234_567.875, 0.000_000_1, -1, -2, -3.5, -21, -0.5, 98_765.4321,
    ]

    @Test("Every unit, width and value says what ICU's unit formatter says", arguments: locales)
    func sameAsICU(_ tag: String) throws {
        let locale = try SpokenLocale(tag)
        var mismatches: [String] = []
        var takenApart = 0
        var simple = 0
        for unitName in Self.units {
            let unit = try MeasureUnit(unitName)
            for width in MeasureWidth.allCases {
                for digits in [nil, 0, 2] as [Int?] {
                    let formatter = try MeasureFormatter(
                        locale: locale, unit: unit, width: width, maximumFractionDigits: digits)
                    let icu = try ICUNumberFormat(skeleton: formatter.skeleton, icuLocale: locale.icuIdentifier)
                    if !unitName.contains("-and-") {
                        simple += 1
                        if formatter.isTakenApart { takenApart += 1 }
                    }
                    for value in Self.values {
                        let expected = SpeechText.spoken(try icu.string(value))
                        let text = try formatter.string(value)
                        if text != expected {
                            mismatches.append(
                                "\(unitName) \(width) \(digits as Any) \(value): '\(text)' vs ICU '\(expected)'")
                        }
                    }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches:\n\(mismatches.prefix(10).joined(separator: "\n"))")
        // What makes many units cheap must actually happen: nearly every simple or compound unit
        // is taken apart (a locale may keep ICU's formatter for a unit whose pattern repeats the
        // number's digits).
        #expect(takenApart * 10 >= simple * 9, "\(tag): \(takenApart) of \(simple) taken apart")
    }
}
