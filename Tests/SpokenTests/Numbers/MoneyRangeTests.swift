import TestSupport
import Testing

@testable import Spoken

/// Money ranges against ICU's number range formatter (money_ranges.tsv from gen_money.cpp, unumrf
/// and its span fields): `icu` rows byte for byte; `spoken` rows as the two sides ICU wrote,
/// joined by the catalog's `label.rangeTo` as l10n/*.arb has it.
@Suite("Money ranges")
struct MoneyRangeTests {
    typealias Row = ICUGolden.MoneyRangeRow

    /// The shipped catalog that serves a locale (en-GB: en; ar-EG-u-nu-latn: ar), nil for
    /// languages without one.
    static func catalogTag(_ locale: String) -> String? {
        if CatalogOnDisk.object(locale) != nil { return locale }
        let language = String(locale.prefix { $0 != "-" })
        return CatalogOnDisk.object(language) != nil ? language : nil
    }

    static let rows = ICUGolden.moneyRanges.rows.filter { catalogTag($0.locale) != nil }

    @Test("The golden file covers the shipped languages")
    func coverage() {
        #expect(Set(Self.rows.map { Self.catalogTag($0.locale)! }).count >= 15)
    }

    @Test("Every row of every shipped language")
    func everyRow() throws {
        var mismatches: [String] = []
        for row in Self.rows {
            let formatter = try MoneyFormatter(
                locale: SpokenLocale(row.locale), currency: CurrencyCode(row.currency),
                presentation: row.presentation == "icu" ? .icu : .spoken)
            #expect(formatter.skeleton == row.skeleton, "\(row)")
            let text = try formatter.range(DecimalNumber(row.from), to: DecimalNumber(row.to))
            var expected = row.text
            if row.presentation == "spoken", let start = row.start, let end = row.end {
                let message = try #require(CatalogOnDisk.message("label.rangeTo", in: Self.catalogTag(row.locale)!))
                expected = message.replacingOccurrences(of: "{start}", with: start)
                    .replacingOccurrences(of: "{end}", with: end)
            }
            if text != expected {
                mismatches.append("\(row): \(expected.debugDescription) vs \(text.debugDescription)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(3).joined(separator: "; "))")
    }

    @Test(
        "Spoken ranges never keep a dash a screen reader may say as 'minus'",
        arguments: ["en", "de", "ja", "zh-Hans", "ru", "ar", "he"])
    func noDash(_ tag: String) throws {
        let text = try MoneyFormatter(locale: SpokenLocale(tag), currency: "EUR").range(
            DecimalNumber("10"), to: DecimalNumber("90"))
        #expect(
            !text.unicodeScalars.contains { ["\u{2013}", "\u{2014}", "-", "~", "\u{FF5E}"].contains($0) }, "\(text)")
    }
}
