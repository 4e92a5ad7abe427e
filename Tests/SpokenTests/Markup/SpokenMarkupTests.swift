import TestSupport
import Testing

@testable import Spoken

@Suite("Markup: what is shown and what is spoken")
struct SpokenMarkupTests {
    @Test("A composed label: literal words in both forms, each value its own, spans shifted to the value")
    func composed() {
        let eta = SpokenMarkup(value: "1 hour, 15 minutes", display: "1 hr, 15 min", kind: "duration")
        let label = SpokenMarkup(literal: "Arrives in ") + eta
        #expect(label.display == "Arrives in 1 hr, 15 min")
        #expect(label.text == "Arrives in 1 hour, 15 minutes")
        #expect(label.spans == [SpokenMarkup.Span(start: 11, end: 23, text: "1 hour, 15 minutes", kind: "duration")])
        #expect(label.inputLabels == ["Arrives in 1 hr, 15 min", "Arrives in 1 hour, 15 minutes"])
        #expect(!label.labelInName)
        #expect(MarkupChecks.problems(label, visible: ["1 hr, 15 min"]) == [])
    }

    @Test("Spans count UTF-16 code units: a value after an emoji and a supplementary character")
    func utf16() {
        let label = SpokenMarkup.joined([
            SpokenMarkup(literal: "🚚 𝟙 "), SpokenMarkup(value: "five minutes ago", display: "5m ago", kind: "relative"),
            SpokenMarkup(literal: ", "), SpokenMarkup(value: "42.50 US dollars", display: "$42.50", kind: "money"),
        ])
        #expect(label.spans.map(\.start) == [6, 14])
        #expect(label.spans.map(\.end) == [12, 20])
        #expect(MarkupChecks.problems(label, visible: ["5m ago", "$42.50"]) == [])
    }

    @Test("Markup characters are escaped: the SSML still parses and gives back both forms")
    func escaping() {
        let label =
            SpokenMarkup(literal: "R&D <beta> \"x\" 'y'\n")
            + SpokenMarkup(value: "a \"quoted\" & <tagged>\tvalue", display: "<&>\"'", kind: "number")
        #expect(MarkupChecks.problems(label, visible: ["<&>\"'"]) == [])
    }

    @Test("A part in another language is wrapped in <lang xml:lang>")
    func language() throws {
        let label =
            SpokenMarkup(literal: "Ankunft in ")
            + SpokenMarkup(value: "1 hour", display: "1 hr", kind: "duration", language: "en-US")
        let reading = try #require(MarkupChecks.read(ssml: label.ssml, language: "de"))
        #expect(reading.languages == ["en-US"])
        #expect(MarkupChecks.problems(label, visible: ["1 hr"], language: "de") == [])
    }

    @Test("Label in Name: case and white space (no-break spaces too) are ignored")
    func labelInName() {
        #expect(SpokenMarkup(value: "30 Minutes", display: "30\u{A0}min", kind: "duration").labelInName)
        #expect(SpokenMarkup(value: "25 %", display: "25\u{202F}%", kind: "number").labelInName)
        #expect(!SpokenMarkup(value: "1 hour, 15 minutes", display: "1h 15m", kind: "duration").labelInName)
        let same = SpokenMarkup(value: "42", display: "42", kind: "number")
        #expect(same.inputLabels == ["42"])
        #expect(same.labelInName)
    }

    @Test("Every declared value type but a rating and a list (their words are what they show) has a visible form")
    func everyType() {
        #expect(ValueType.all.filter { $0.display == nil }.map(\.name) == [ValueType.rating.name, ValueType.list.name])
    }

    @Test("A value type without a visible form is an error naming markup")
    func noDisplay() {
        let interval = ValueType.interval
        // The interval's declaration without its visible form.
        let type = ValueType(
            name: interval.name, summary: interval.summary, fields: interval.fields, forms: interval.forms,
            errors: interval.errors, speak: interval.speak)
        #expect(type.display == nil)
        #expect {
            try type.markup(
                ValueInputs([
                    "start": .instant(Instant(secondsSince1970: 0)), "end": .instant(Instant(secondsSince1970: 60)),
                ]))
        } throws: { error in
            (error as? SpokenError)?.input == "markup"
        }
    }
}

@Suite("Docs: the ShownAndSpoken article's examples")
struct ShownAndSpokenArticleTests {
    /// The article's `// "…"` results, in order, from its first two Swift blocks.
    static func shown() throws -> [String] {
        let article = try Repository.text("Sources/Spoken/Spoken.docc/ShownAndSpoken.md")
        var results: [String] = []
        for line in article.split(separator: "\n") where line.contains("// \"") {
            guard let start = line.range(of: "// \"") else { continue }
            // The string literal: up to the first quote that is not escaped.
            var text = ""
            var escaped = false
            for character in line[start.upperBound...] {
                if escaped {
                    text.append(character)
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    break
                } else {
                    text.append(character)
                }
            }
            results.append(text)
        }
        return results
    }

    @Test("Every result the article shows is what the library returns")
    func examples() throws {
        let eta = try ValueType.duration.markup(ValueInputs(["seconds": .number(4500, text: "4500")]))
        let label = SpokenMarkup(literal: "Arrives in ") + eta
        let cell = try SpokenCell(locale: "en").markup([
            .text("Burger Barn"),
            .message(key: "label.timeRemaining", arguments: ["remaining": .duration(.seconds(4500))]),
            .value(.money(try Money("29.21", currency: "USD"))),
        ])
        #expect(
            try Self.shown() == [
                eta.text, eta.display, eta.ssml, label.display, label.text, cell.display, cell.text,
            ])
        #expect(eta.spans == [SpokenMarkup.Span(start: 0, end: 12, text: "1 hour, 15 minutes", kind: "duration")])
        #expect(eta.inputLabels == ["1 hr, 15 min", "1 hour, 15 minutes"])
        #expect(!eta.labelInName)
        #expect(label.spans == [SpokenMarkup.Span(start: 11, end: 23, text: "1 hour, 15 minutes", kind: "duration")])
    }
}
