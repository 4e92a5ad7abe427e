import TestSupport
import Testing

@testable import Spoken

@Suite("Relative times")
struct RelativeTimeFormatterTests {
    /// relative.tsv (gen_relative.c, ureldatefmt_* directly).
    static let table = ICUGolden.table("relative.tsv")
    static let locales = Array(Set(table.rows.map { $0[1] })).sorted()

    @Test("The golden fixture is ICU's output for this ICU, in every shipped language")
    func fixtureMatchesRunningICU() throws {
        #expect(Self.table.rows.filter { $0[0] == "value" }.count > 6_000)
        #expect(Self.table.rows.filter { $0[0] == "instant" }.count > 500)
        #expect(Self.table.icuVersion == icuVersion)
        let locales = Set(Self.locales)
        for tag in try CatalogOnDisk.locales() { #expect(locales.contains(tag), "\(tag)") }
    }

    @Test("Byte-identical to ICU's RelativeDateTimeFormatter for a value and a unit", arguments: locales)
    func goldenValues(_ locale: String) throws {
        let rows = Self.table.rows.filter { $0[0] == "value" && $0[1] == locale }
        #expect(rows.count > 400)
        for row in rows {
            let formatter = try RelativeTimeFormatter(
                locale: SpokenLocale(row[1]), numeric: try RelativeTimeNumeric(parsing: row[2]),
                capitalization: try RelativeTimeCapitalization(parsing: row[3]))
            let value = try #require(Double(row[5]))
            let text = try formatter.string(value, try RelativeTimeUnit(parsing: row[4]))
            #expect(Array(text.utf8) == Array(row[6].utf8), "\(row): \(text) vs ICU \(row[6])")
        }
    }

    @Test("An instant seen from now: the unit and value of the rule, then ICU's words", arguments: locales)
    func goldenInstants(_ locale: String) throws {
        let rows = Self.table.rows.filter { $0[0] == "instant" && $0[1] == locale }
        #expect(rows.count > 40)
        for row in rows {
            let formatter = try RelativeTimeFormatter(
                locale: SpokenLocale(row[1]), numeric: try RelativeTimeNumeric(parsing: row[2]),
                capitalization: try RelativeTimeCapitalization(parsing: row[3]))
            let now = Instant(secondsSince1970: try #require(Double(row[7])) / 1000)
            let instant = Instant(secondsSince1970: try #require(Double(row[8])) / 1000)
            let (value, unit) = RelativeTimeFormatter.amount(from: now, to: instant)
            #expect(unit.rawValue == row[4] && value == Double(row[5]), "\(row): \(value) \(unit)")
            let text = try formatter.string(for: instant, relativeTo: now)
            #expect(Array(text.utf8) == Array(row[6].utf8), "\(row): \(text) vs ICU \(row[6])")
        }
    }

    @Test("Under a second is now; never a negative zero")
    func zero() throws {
        let now = Instant(secondsSince1970: 1_795_956_600)
        let formatter = try RelativeTimeFormatter(numeric: .always)
        let row = try #require(Self.table.rows.first { $0[0...5] == ["value", "en", "always", "none", "second", "0"] })
        #expect(try formatter.string(for: Instant(secondsSince1970: 1_795_956_599.5), relativeTo: now) == row[6])
    }

    @Test("A value that is not finite is an invalid-number error")
    func notFinite() throws {
        #expect(throws: SpokenError.self) { try RelativeTimeFormatter().string(.infinity, .day) }
        do {
            _ = try RelativeTimeFormatter().string(.nan, .day)
        } catch {
            #expect(error.code == .invalidNumber)
        }
    }
}
