import TestSupport
import Testing

@testable import Spoken

/// Unit names in a grammatical case against ICU's own (unit_cases.tsv from gen_unit_cases.cpp:
/// ICU's number formatter with `unitDisplayCase`; durations as ICU's mixed units, which the
/// generator checks against each unit alone joined by the unit list), byte for byte.
@Suite("Grammatical case")
struct GrammaticalCaseTests {
    struct Row: CustomStringConvertible {
        let kind, locale, grammaticalCase, input, text: String
        var description: String { "\(kind) \(locale) \(grammaticalCase) \(input)" }
    }

    static let golden = ICUGolden.table("unit_cases.tsv")
    static let rows: [Row] = golden.rows.compactMap { c in
        c.count == 5 ? Row(kind: c[0], locale: c[1], grammaticalCase: c[2], input: c[3], text: c[4]) : nil
    }

    @Test("The golden file is this ICU's and covers ru, uk, pl, cs and de in their cases")
    func coverage() {
        #expect(Self.golden.icuVersion == icuVersion)
        let locales = Set(Self.rows.map(\.locale))
        #expect(locales.isSuperset(of: ["ru", "uk", "pl", "cs", "de"]))
        for kind in ["duration", "measure", "range"] {
            #expect(Self.rows.contains { $0.kind == kind && $0.locale == "pl" && $0.grammaticalCase == "accusative" })
        }
    }

    @Test("Each language takes the cases CLDR gives its units, as the generator read them")
    func casesOfEachLanguage() throws {
        for locale in Set(Self.rows.map(\.locale)) {
            let expected = Self.rows.filter { $0.locale == locale && $0.kind == "duration" && $0.input == "1" }
                .map(\.grammaticalCase)
            #expect(try GrammaticalCase.cases(for: SpokenLocale(locale)).map(\.name) == expected, "\(locale)")
        }
    }

    @Test("Every duration row")
    func durations() throws {
        var mismatches: [String] = []
        for row in Self.rows where row.kind == "duration" {
            let formatter = try DurationFormatter(
                locale: SpokenLocale(row.locale), grammaticalCase: GrammaticalCase(parsing: row.grammaticalCase))
            let text = try formatter.string(seconds: try #require(Double(row.input)))
            if text != row.text {
                mismatches.append("\(row): \(row.text.debugDescription) vs \(text.debugDescription)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(3).joined(separator: "; "))")
    }

    @Test("Every measure row (ICU's own bytes: the visible form)")
    func measures() throws {
        var mismatches: [String] = []
        for row in Self.rows where row.kind == "measure" {
            let parts = row.input.split(separator: " ").map(String.init)
            let formatter = try MeasureFormatter(
                locale: SpokenLocale(row.locale), unit: MeasureUnit(parts[1]),
                grammaticalCase: GrammaticalCase(parsing: row.grammaticalCase))
            let text = try formatter.visibleString(parsing: parts[0])
            if text != row.text {
                mismatches.append("\(row): \(row.text.debugDescription) vs \(text.debugDescription)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(3).joined(separator: "; "))")
    }

    @Test("Every range row (the icu presentation)")
    func ranges() throws {
        var mismatches: [String] = []
        for row in Self.rows where row.kind == "range" {
            let parts = row.input.split(separator: " ").map(String.init)
            let formatter = try MeasureRangeFormatter(
                locale: SpokenLocale(row.locale), unit: MeasureUnit(parts[2]), presentation: .icu,
                grammaticalCase: GrammaticalCase(parsing: row.grammaticalCase))
            let text = try formatter.string(DecimalNumber(parts[0]), to: DecimalNumber(parts[1]))
            if text != row.text {
                mismatches.append("\(row): \(row.text.debugDescription) vs \(text.debugDescription)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(3).joined(separator: "; "))")
    }

    @Test("The issue's examples: after a preposition, ru and pl durations take the accusative")
    func issueExamples() throws {
        let ru = try DurationFormatter(locale: SpokenLocale("ru"), grammaticalCase: .accusative)
        #expect(
            try ru.string(seconds: 4860)
                == "1 \u{0447}\u{0430}\u{0441} 21 \u{043C}\u{0438}\u{043D}\u{0443}\u{0442}\u{0443}")
        let pl = try DurationFormatter(locale: SpokenLocale("pl"), grammaticalCase: .accusative)
        #expect(try pl.string(seconds: 4860) == "1 godzin\u{0119} i 21 minut")
    }

    @Test("An unknown case is an invalid-option error naming it; so is a case the language lacks")
    func errors() throws {
        #expect(throws: SpokenError.self) { try GrammaticalCase(parsing: "acusative") }
        do {
            _ = try GrammaticalCase(parsing: "acusative")
        } catch {
            #expect(error.code == .invalidOption)
            #expect(error.input == "acusative")
            #expect(error.message.contains("'accusative'"))
        }
        do {
            _ = try DurationFormatter(locale: SpokenLocale("uk"), grammaticalCase: .prepositional)
            Issue.record("uk has no prepositional")
        } catch {
            #expect(error.code == .invalidOption)
            #expect(error.message.contains("'prepositional'") && error.message.contains("'uk'"))
            #expect(error.message.contains("locative"))
        }
        do {
            _ = try MeasureFormatter(
                locale: SpokenLocale("en"), unit: MeasureUnit("meter"), grammaticalCase: .accusative)
            Issue.record("en has no accusative")
        } catch {
            #expect(error.code == .invalidOption)
            #expect(error.message.contains("do not change with case"))
        }
        // The nominative is every language's own form.
        #expect(
            try DurationFormatter(locale: SpokenLocale("en"), grammaticalCase: .nominative).string(seconds: 60)
                == "1 minute")
    }
}
