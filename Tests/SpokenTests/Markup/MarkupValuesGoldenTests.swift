import TestSupport
import Testing

@testable import Spoken

/// `display` is ICU's visible form at the requested width for relative times, measure ranges,
/// money at the narrow width and date intervals, row by row of markup_display.tsv
/// (gen_markup_display.c) and intervals.tsv (gen_intervals.c), in every shipped language; `text` is
/// ICU's words where a golden file has them (relative.tsv) and otherwise the value's words without
/// markup, unchanged; every result's SSML is checked by an XML parser.
@Suite("Markup of the other value types: display byte-identical to ICU")
struct MarkupValuesGoldenTests {
    /// markup_display.tsv (gen_markup_display.c: ureldatefmt, unumf and unumrf directly).
    static let table = ICUGolden.table("markup_display.tsv")
    static let locales = Array(Set(table.rows.map { $0[1] })).sorted()
    /// relative.tsv's rows by everything but the text: the words at ICU's long style.
    static let words: [String: String] = {
        var words: [String: String] = [:]
        for row in ICUGolden.table("relative.tsv").rows {
            let key =
                row[0] == "value"
                ? row[1...5].joined(separator: "\t") : ([row[1], row[2]] + row[7...8]).joined(separator: "\t")
            words[row[0] + "\t" + key] = row[6]
        }
        return words
    }()

    @Test("The golden file is this ICU's output and holds every shipped language")
    func shipped() throws {
        #expect(Self.table.icuVersion == icuVersion)
        for tag in try CatalogOnDisk.locales() { #expect(Self.locales.contains(tag), "\(tag)") }
        for kind in ["relative", "instant", "measureRange", "money", "moneyRange"] {
            #expect(Self.table.rows.filter { $0[0] == kind }.count >= 100, "\(kind)")
        }
    }

    /// Checks one result against ICU's display and the expected words.
    private func check(
        _ markup: SpokenMarkup, display: String, text: String, kind: String, locale: String,
        _ row: [String]
    ) {
        #expect(Array(markup.display.utf8) == Array(display.utf8), "\(row): \(markup.display)")
        #expect(Array(markup.text.utf8) == Array(text.utf8), "\(row): \(markup.text)")
        #expect(MarkupChecks.problems(markup, visible: [display], language: locale) == [], "\(row)")
        #expect(markup.spans.map(\.kind) == [kind], "\(row)")
    }

    private static func width(_ word: String) throws -> DisplayWidth { try DisplayWidth(parsing: word) }

    @Test("Relative times: ICU's short or narrow style beside its long words", arguments: locales)
    func relative(_ locale: String) throws {
        var checked = 0
        for row in Self.table.rows where row[1] == locale && row[0] == "relative" {
            let key = "value\t" + ([row[1]] + row[3...6]).joined(separator: "\t")
            let words = try #require(Self.words[key], "\(row)")
            let inputs = ValueInputs([
                "value": .number(try #require(Double(row[6])), text: row[6]), "unit": .text(row[5]),
                "numeric": .text(row[3]), "capitalization": .text(row[4]),
            ])
            let markup = try ValueType.relative.markup(inputs, locale: SpokenLocale(locale), width: Self.width(row[2]))
            check(markup, display: row[7], text: words, kind: "relative", locale: locale, row)
            checked += 1
        }
        #expect(checked >= 600)
    }

    @Test("Relative instants seen from a fixed now: the same unit and value in both forms", arguments: locales)
    func relativeInstants(_ locale: String) throws {
        var checked = 0
        for row in Self.table.rows where row[1] == locale && row[0] == "instant" {
            let key = "instant\t" + [row[1], row[3], row[8], row[9]].joined(separator: "\t")
            let words = try #require(Self.words[key], "\(row)")
            let now = Instant(secondsSince1970: try #require(Double(row[8])) / 1000)
            let instant = Instant(secondsSince1970: try #require(Double(row[9])) / 1000)
            let inputs = ValueInputs([
                "instant": .instant(instant), "now": .instant(now), "numeric": .text(row[3]),
            ])
            let markup = try ValueType.relative.markup(inputs, locale: SpokenLocale(locale), width: Self.width(row[2]))
            check(markup, display: row[7], text: words, kind: "relative", locale: locale, row)
            checked += 1
        }
        #expect(checked >= 50)
    }

    @Test("Measure ranges: unumrf at the short or narrow unit width", arguments: locales)
    func measureRanges(_ locale: String) throws {
        var checked = 0
        for row in Self.table.rows where row[1] == locale && row[0] == "measureRange" {
            let inputs = ValueInputs([
                "low": .number(try #require(Double(row[4])), text: row[4]),
                "high": .number(try #require(Double(row[5])), text: row[5]), "unit": .text(row[3]),
            ])
            let spokenLocale = try SpokenLocale(locale)
            let words = try ValueType.measureRange.string(inputs, locale: spokenLocale)
            let markup = try ValueType.measureRange.markup(inputs, locale: spokenLocale, width: Self.width(row[2]))
            check(markup, display: row[7], text: words, kind: "measureRange", locale: locale, row)
            checked += 1
        }
        #expect(checked >= 40)
    }

    @Test("Money: the currency symbol at the short or narrow width, amounts and ranges", arguments: locales)
    func money(_ locale: String) throws {
        var checked = 0
        let spokenLocale = try SpokenLocale(locale)
        for row in Self.table.rows where row[1] == locale && (row[0] == "money" || row[0] == "moneyRange") {
            var inputs = ValueInputs(["currency": .text(row[3])])
            let display: String
            if row[0] == "money" {
                inputs["amount"] = .number(try #require(Double(row[4])), text: row[4])
                if row[5].hasPrefix("compact-short") { inputs["compact"] = .flag(true) }
                if row[5].hasPrefix(".000") { inputs["fractionDigits"] = .integer(3) }
                display = row[6]
            } else {
                inputs["amount"] = .number(try #require(Double(row[4])), text: row[4])
                inputs["to"] = .number(try #require(Double(row[5])), text: row[5])
                display = row[7]
            }
            let words = try ValueType.money.string(inputs, locale: spokenLocale)
            let markup = try ValueType.money.markup(inputs, locale: spokenLocale, width: Self.width(row[2]))
            check(markup, display: display, text: words, kind: "money", locale: locale, row)
            checked += 1
        }
        #expect(checked >= 100)
    }

    @Test("Date intervals: ICU's own range of the same styles, whatever the width", arguments: locales)
    func intervals(_ locale: String) throws {
        let rows = ICUGolden.table("intervals.tsv").rows.filter {
            $0[0] == "styles" && ($0[1] == locale || $0[1].hasPrefix(locale + "-") && locale == "en")
        }
        var checked = 0
        for row in rows {
            let styles = row[3].split(separator: ",").map(String.init)
            guard styles.count == 2, styles != ["none", "none"] else { continue }
            let inputs = ValueInputs([
                "start": .instant(Instant(secondsSince1970: try #require(Double(row[4])) / 1000)),
                "end": .instant(Instant(secondsSince1970: try #require(Double(row[5])) / 1000)),
                "dateStyle": .text(styles[0]), "timeStyle": .text(styles[1]), "style": .text("spoken"),
            ])
            let tag = try SpokenLocale(row[1])
            let zone = try SpokenTimeZone(row[2])
            let words = try ValueType.interval.string(inputs, locale: tag, timeZone: zone)
            for width in DisplayWidth.allCases {
                let markup = try ValueType.interval.markup(inputs, locale: tag, timeZone: zone, width: width)
                check(markup, display: row[7], text: words, kind: "interval", locale: row[1], row)
            }
            checked += 1
        }
        #expect(checked >= 20)
    }
}
