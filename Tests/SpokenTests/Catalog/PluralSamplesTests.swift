import Spoken
import TestSupport
import Testing

/// CLDR's sample numbers as ICU's plural data writes them: what the lint messages and the
/// preview's decimal samples read. Expected values are CLDR's own (plural_samples.tsv's decimal
/// rows, printed by a separate C++ program over ICU's data).
@Suite("Plural samples from ICU's plural data")
struct PluralSamplesTests {
    @Test("CLDR's notation: ranges, single numbers, the compact exponent left out")
    func parsing() {
        let samples = PluralSamples(
            "@integer 1000000, 1c6, 2c6, 3c6, … @decimal 1.0000001c6, 1.1c6, 0.0~1.5, 10.0, …")
        #expect(samples.integers == [PluralSamples.Sample(low: "1000000", high: nil)])
        #expect(
            samples.decimals == [
                PluralSamples.Sample(low: "0.0", high: "1.5"), PluralSamples.Sample(low: "10.0", high: nil),
            ])
        // The list goes on (`…`): so does the summary.
        #expect(samples.integerSummary() == "1,000,000…")
        #expect(samples.decimalValues == [1.5])
    }

    @Test(
        "what a translator reads, from ICU's data",
        arguments: [
            ("ru", "few", "2–4, 22–24, 32–34…"), ("ru", "many", "0, 5–19, 100…"), ("ru", "one", "1, 21, 31…"),
            ("cs", "few", "2–4"), ("fr", "one", "0, 1"), ("ar", "few", "3–10, 103–110, 1003…"),
        ])
    func summaries(_ locale: String, _ category: String, _ expected: String) throws {
        let rules = try #require(ICUPluralRules.rules(locale: locale, ordinal: false))
        #expect(rules.cldrSamples[category]?.integerSummary() == expected)
    }

    @Test("every shipped language's decimal samples are ICU's data, as the golden table has them")
    func decimalsMatchGolden() throws {
        for row in ICUGolden.table("plural_samples.tsv").rows where row.count == 4 && row[1] == "decimal" {
            let rules = try #require(ICUPluralRules.rules(locale: row[0], ordinal: false))
            let written = row[3].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { $0 != "…" && !$0.contains("c") }
            let parsed = rules.cldrSamples[row[2]]?.decimals.map { $0.low + ($0.high.map { "~" + $0 } ?? "") } ?? []
            #expect(parsed == written, "\(row[0]) \(row[2])")
        }
    }
}
