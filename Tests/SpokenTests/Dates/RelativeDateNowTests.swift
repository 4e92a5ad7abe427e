import TestSupport
import Testing

@testable import Spoken

@Suite("Relative dates seen from a given now")
struct RelativeDateNowTests {
    /// relative_dates.tsv (gen_relative_dates.c: udat_format with ICU's relative styles, each row
    /// with the wall clock's now at the moment ICU formatted it): locale, zone, date style, time
    /// style, instant ms, now ms, ICU's text.
    static let table = ICUGolden.table("relative_dates.tsv")
    static let locales = Array(Set(table.rows.map { $0[0] })).sorted()

    @Test("The golden fixture is ICU's output for this ICU, in every shipped language")
    func fixtureMatchesRunningICU() throws {
        #expect(Self.table.rows.count > 10_000)
        #expect(Self.table.icuVersion == icuVersion)
        let tags = Set(Self.locales.map { $0 == "en-US" ? "en" : $0 })
        for tag in try CatalogOnDisk.locales() { #expect(tags.contains(tag), "\(tag)") }
    }

    @Test("Byte-identical to ICU's relative styles at the row's now", arguments: locales)
    func golden(_ locale: String) throws {
        let rows = Self.table.rows.filter { $0[0] == locale }
        #expect(rows.count > 600)
        for row in rows {
            let formatter = try SpokenDateFormatter(
                locale: SpokenLocale(row[0]), timeZone: SpokenTimeZone(row[1]),
                dateStyle: try DateStyle(parsing: row[2]), timeStyle: try DateStyle(parsing: row[3]),
                presentation: .relative)
            let instant = Instant(secondsSince1970: try #require(Double(row[4])) / 1000)
            let now = Instant(secondsSince1970: try #require(Double(row[5])) / 1000)
            let text = formatter.string(instant, now: now)
            #expect(Array(text.utf8) == Array(row[6].utf8), "\(row): \(text) vs ICU \(row[6])")
            // The same instant and now 52 weeks earlier, in a zone without daylight saving time:
            // a row within a day of its now says a day word and the same time, whatever the wall
            // clock says.
            let shift = 364 * 86_400.0
            if row[1] != "America/New_York", abs(instant.secondsSince1970 - now.secondsSince1970) <= 86_400 {
                let earlier = formatter.string(
                    Instant(secondsSince1970: instant.secondsSince1970 - shift),
                    now: Instant(secondsSince1970: now.secondsSince1970 - shift))
                #expect(earlier == row[6], "\(row) a year earlier: \(earlier)")
            }
        }
    }

    /// relative_dates_middle.tsv (gen_relative_dates.c middle: the same with ICU's display context
    /// UDISPCTX_CAPITALIZATION_FOR_MIDDLE_OF_SENTENCE).
    static let middle = ICUGolden.table("relative_dates_middle.tsv")

    @Test("Inside a sentence (capitalization none): byte-identical to ICU's middle-of-sentence context")
    func middleOfSentence() throws {
        #expect(Self.middle.icuVersion == icuVersion)
        #expect(Self.middle.rows.count > 7_000)
        var lowered = 0
        for row in Self.middle.rows {
            let formatter = try SpokenDateFormatter(
                locale: SpokenLocale(row[0]), timeZone: SpokenTimeZone(row[1]),
                dateStyle: try DateStyle(parsing: row[2]), timeStyle: try DateStyle(parsing: row[3]),
                presentation: .relative, capitalization: .none)
            let instant = Instant(secondsSince1970: try #require(Double(row[4])) / 1000)
            let now = Instant(secondsSince1970: try #require(Double(row[5])) / 1000)
            let text = formatter.string(instant, now: now)
            #expect(Array(text.utf8) == Array(row[6].utf8), "\(row): \(text) vs ICU \(row[6])")
            if row[6].first?.isLowercase == true { lowered += 1 }
        }
        #expect(lowered > 1_000, "ICU's middle-of-sentence words start in lower case where the language has case")
    }

    @Test("The other presentations do not depend on now")
    func otherPresentations() throws {
        let formatter = try SpokenDateFormatter()
        let instant = Instant(secondsSince1970: 1_795_956_600)
        #expect(formatter.string(instant, now: Instant(secondsSince1970: 0)) == formatter.string(instant))
    }
}
