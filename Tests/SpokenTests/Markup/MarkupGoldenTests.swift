import TestSupport
import Testing

@testable import Spoken

/// `display` is ICU's visible form and `text` ICU's words for the same value, row by row of the
/// golden files (durations.tsv at full, short and narrow width; money.tsv's spoken and icu rows),
/// in every shipped language; every result's SSML is checked by an XML parser.
@Suite("Markup: display byte-identical to ICU")
struct MarkupGoldenTests {
    static let locales = Array(Set(ICUGolden.durations.rows.map(\.locale))).sorted()

    @Test("The golden files hold every shipped language")
    func shipped() throws {
        let money = Set(ICUGolden.money.rows.map(\.locale))
        for tag in try CatalogOnDisk.locales() {
            #expect(Self.locales.contains(tag), "\(tag)")
            #expect(money.contains(tag), "\(tag)")
        }
    }

    @Test("The XML checks can fail: malformed SSML is not read")
    func checksCanFail() {
        #expect(MarkupChecks.read(ssml: "R&D") == nil)
        #expect(MarkupChecks.read(ssml: #"<sub alias="a>b</sub>"#) == nil)
    }

    @Test("Durations: text at full width, display at the short or narrow width, same amounts", arguments: locales)
    func durations(_ locale: String) throws {
        let rows = ICUGolden.durations.rows.filter { $0.locale == locale }
        var checked = 0
        for row in rows where row.width != .full {
            guard
                let words = ICUGolden.duration(
                    locale, seconds: row.seconds, units: row.units, maximumUnitCount: row.maximumUnitCount,
                    rounding: row.rounding)
            else { continue }
            var inputs = ValueInputs([
                "duration": .text(row.seconds), "units": .list(row.units.sorted().map(\.rawValue)),
                "rounding": .text(row.rounding.rawValue),
            ])
            if let count = row.maximumUnitCount { inputs["maxUnits"] = .integer(count) }
            let width: DisplayWidth = row.width == .short ? .short : .narrow
            let markup = try ValueType.duration.markup(inputs, locale: SpokenLocale(locale), width: width)
            #expect(Array(markup.text.utf8) == Array(words.utf8), "\(row)")
            #expect(Array(markup.display.utf8) == Array(row.expected.utf8), "\(row): \(markup.display)")
            #expect(MarkupChecks.problems(markup, visible: [row.expected], language: locale) == [], "\(row)")
            #expect(markup.spans.map(\.kind) == ["duration"])
            checked += 1
        }
        #expect(checked >= 50)
    }

    @Test("Money and numbers: text from the spoken rows, display from the icu rows", arguments: locales)
    func moneyAndNumbers(_ locale: String) throws {
        let rows = ICUGolden.money.rows.filter { $0.locale == locale && $0.presentation == "icu" }
        var checked = 0
        for row in rows {
            guard
                let words = ICUGolden.money(
                    locale, kind: row.kind, style: row.style, options: row.options, value: row.value)
            else { continue }
            let type: ValueType
            var inputs = ValueInputs()
            if row.kind == "money" {
                type = .money
                inputs["amount"] = .number(Double(row.value) ?? .nan, text: row.value)
                inputs["currency"] = .text(row.options["currency"] ?? "")
                if row.style == "compact" { inputs["compact"] = .flag(true) }
                if let digits = row.options["digits"].flatMap(Int.init) { inputs["fractionDigits"] = .integer(digits) }
            } else {
                type = .number
                inputs["value"] = .text(row.value)
                inputs["style"] = .text(row.style)
                if row.options["units"] == "binary" { inputs["binary"] = .flag(true) }
                if let gender = row.options["gender"] { inputs["gender"] = .text(gender) }
                if let digits = row.options["digits"].flatMap(Int.init) {
                    inputs["maxFractionDigits"] = .integer(digits)
                }
            }
            let markup: SpokenMarkup
            do {
                markup = try type.markup(inputs, locale: SpokenLocale(locale))
            } catch {
                Issue.record("\(row): \(error)")
                continue
            }
            #expect(Array(markup.text.utf8) == Array(words.utf8), "\(row): \(markup.text)")
            #expect(Array(markup.display.utf8) == Array(row.expected.utf8), "\(row): \(markup.display)")
            #expect(MarkupChecks.problems(markup, visible: [row.expected], language: locale) == [], "\(row)")
            #expect(markup.spans.map(\.kind) == [row.kind])
            checked += 1
        }
        #expect(checked >= 70 || rows.isEmpty)
    }
}
