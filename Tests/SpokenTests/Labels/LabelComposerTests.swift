import Foundation
import TestSupport
import Testing

@testable import Spoken

/// A separator fixed by the test, so that each composer rule is checked on its own.
private struct FixedSeparator: LabelSeparatorSource {
    let value: String
    func separator(for locale: SpokenLocale) -> String { value }
}

@Suite("Label composer")
struct LabelComposerTests {
    struct Rule: Sendable, CustomTestStringConvertible {
        let name: String
        let separator: String
        let children: [String?]
        let expected: String
        init(_ name: String, separator: String = ", ", _ children: [String?], _ expected: String) {
            self.name = name
            self.separator = separator
            self.children = children
            self.expected = expected
        }
        var testDescription: String { name }
    }

    @Test(
        "Composer rules",
        arguments: [
            Rule("joins with the separator", ["Beijing", "25 degrees Celsius"], "Beijing, 25 degrees Celsius"),
            Rule("joins with a full-width separator", separator: "，", ["北京", "25摄氏度"], "北京，25摄氏度"),
            Rule("skips nil children", [nil, "A", nil, "B", nil], "A, B"),
            Rule("skips empty children", ["", "A", "", "B", ""], "A, B"),
            Rule("skips whitespace-only children", ["  ", "A", "\t\n", "\u{3000}", "B", "\u{00A0}"], "A, B"),
            Rule("trims children", ["  A  ", "\tB\n"], "A, B"),
            Rule(
                "collapses whitespace runs to one space", ["A   big\n\tcity", "B\u{2003}\u{2003}C"], "A big city, B C"),
            Rule("turns a lone tab or newline into a space", ["A\tB", "C\nD"], "A B, C D"),
            Rule(
                "keeps ICU's lone no-break spaces", ["25\u{00A0}degrés Celsius", "1\u{202F}234"],
                "25\u{00A0}degrés Celsius, 1\u{202F}234"),
            Rule("collapses a run of no-break spaces", ["25\u{00A0}\u{00A0}x"], "25 x"),
            Rule("drops a child identical to the one before it", ["A", "A", "B"], "A, B"),
            Rule("compares children after trimming", ["A", "  A ", "A"], "A"),
            Rule("keeps a repeat that is not adjacent", ["A", "B", "A"], "A, B, A"),
            Rule("keeps a child equal to an earlier one after a blank", ["A", "", "A"], "A"),
            Rule("no second separator after ','", ["Beijing,", "25 degrees"], "Beijing, 25 degrees"),
            Rule("no second separator after ';'", ["Sunny;", "25 degrees"], "Sunny; 25 degrees"),
            Rule("no second separator after '.'", ["Done.", "Next item"], "Done. Next item"),
            Rule("no second separator after '!'", ["New!", "3 messages"], "New! 3 messages"),
            Rule("no second separator after '?'", ["Delete?", "Yes"], "Delete? Yes"),
            Rule("no second separator after '，'", separator: "，", ["北京，", "25摄氏度"], "北京，25摄氏度"),
            Rule("no second separator after '、'", separator: "、", ["北京、", "晴れ"], "北京、晴れ"),
            Rule("no second separator after '。'", separator: "，", ["完成。", "下一步"], "完成。下一步"),
            Rule("no second separator after '！' and '？'", separator: "，", ["新！", "删除？", "是"], "新！删除？是"),
            Rule("no second separator after Arabic '،'", separator: "، ", ["بكين،", "٢٥ درجة"], "بكين، ٢٥ درجة"),
            Rule("no second separator after Arabic '؛'", separator: "، ", ["مشمس؛", "٢٥"], "مشمس؛ ٢٥"),
            Rule("no second separator after Greek ';'", ["Τι\u{037E}", "Ναι"], "Τι\u{037E} Ναι"),
            Rule("a trailing mark after trimming still counts", ["Beijing,   ", "25"], "Beijing, 25"),
            Rule("the last child keeps its own punctuation", ["Beijing", "Sunny."], "Beijing, Sunny."),
            Rule("nothing to say gives an empty label", [nil, "", "  "], ""),
            Rule("one child is returned as it is", ["Beijing"], "Beijing"),
            Rule("no children gives an empty label", [], ""),
        ])
    func rule(_ rule: Rule) throws {
        let composer = try LabelComposer(
            locale: SpokenLocale("en"), style: .pause, separatorSource: FixedSeparator(value: rule.separator))
        #expect(composer.compose(rule.children) == rule.expected)
    }

    struct Separator: Sendable, CustomTestStringConvertible {
        let locale: String
        let catalog: String
        var testDescription: String { "\(locale) uses \(catalog).arb" }
    }

    @Test(
        "The pause separator comes from the catalog, with fallback",
        arguments: [
            Separator(locale: "en", catalog: "en"),
            Separator(locale: "en-GB", catalog: "en"),
            Separator(locale: "zh-Hans", catalog: "zh-Hans"),
            Separator(locale: "zh-CN", catalog: "zh-Hans"),
            Separator(locale: "zh", catalog: "zh-Hans"),
            Separator(locale: "zh-Hant", catalog: "zh-Hant"),
            Separator(locale: "zh-TW", catalog: "zh-Hant"),
            Separator(locale: "zh-HK", catalog: "zh-Hant"),
            Separator(locale: "ja-JP", catalog: "ja"),
            Separator(locale: "ar-EG", catalog: "ar"),
            Separator(locale: "he", catalog: "he"),
            Separator(locale: "ko", catalog: "ko"),
            Separator(locale: "hi", catalog: "hi"),
            Separator(locale: "ru-RU", catalog: "ru"),
            Separator(locale: "pt-BR", catalog: "pt-BR"),
            Separator(locale: "fr-CA", catalog: "fr"),
            Separator(locale: "sv", catalog: "en"),  // no sv catalog: the source locale's
        ])
    func separator(_ row: Separator) throws {
        let expected = try #require(CatalogOnDisk.separator(row.catalog))
        #expect(try LabelComposer(locale: SpokenLocale(row.locale)).separator == expected)
    }

    @Test("The shipped catalogs give the issue's separators")
    func issueSeparators() throws {
        #expect(try LabelComposer(locale: SpokenLocale("en")).separator == ", ")
        #expect(try LabelComposer(locale: SpokenLocale("zh-Hans")).separator == "，")
        #expect(try LabelComposer(locale: SpokenLocale("zh-Hant")).separator == "，")
        #expect(try LabelComposer(locale: SpokenLocale("ja")).separator == "、")
        #expect(try LabelComposer(locale: SpokenLocale("ar")).separator == "، ")
    }

    @Test("and/or styles are ICU's list formatter", arguments: ICUGolden.lists.rows)
    func listStyles(_ row: ICUGolden.ListRow) throws {
        let locale = try SpokenLocale(row.locale)
        #expect(try SpokenListFormatter(locale: locale, kind: row.kind).string(row.items) == row.expected)
        let composer = try LabelComposer(locale: locale, style: row.kind == .and ? .and : .or)
        #expect(composer.compose(row.items) == row.expected)
    }

    @Test("List styles apply the cleaning rules before ICU joins")
    func listStylesClean() throws {
        let expected = try #require(
            ICUGolden.lists.rows.first {
                $0.locale == "zh-Hans" && $0.kind == .and && $0.items == ["Alice", "Bob", "Carol"]
            }
        ).expected
        let composer = try LabelComposer(locale: SpokenLocale("zh-Hans"), style: .and)
        #expect(composer.compose(["Alice", nil, "  Bob ", "Bob", "", "Carol"]) == expected)
        #expect(expected == "Alice、Bob和Carol")
    }

    @Test("The lists fixture is ICU's output for this ICU")
    func listsFixture() {
        #expect(ICUGolden.lists.rows.count > 100)
        #expect(ICUGolden.lists.icuVersion == icuVersion)
    }
}

@Suite("Spoken elements")
struct SpokenElementTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        let element: SpokenElement
        let expected: String
        var testDescription: String { name }
    }

    @Test(
        "Label, value, then hint after a pause; traits never spoken",
        arguments: [
            Row(
                name: "label, value and hint",
                element: SpokenElement(
                    label: "Volume", value: "50 percent", hint: "Adjusts the volume.", traits: .adjustable),
                expected: "Volume, 50 percent, Adjusts the volume."),
            Row(
                name: "label and hint",
                element: SpokenElement(label: "Close", hint: "Dismisses the alert.", traits: .button),
                expected: "Close, Dismisses the alert."),
            Row(
                name: "label ending in a pause mark",
                element: SpokenElement(label: "Wi-Fi,", value: "On", traits: [.button, .selected]),
                expected: "Wi-Fi, On"),
            Row(
                name: "value only",
                element: SpokenElement(label: nil, value: "3 of 5", traits: .staticText),
                expected: "3 of 5"),
            Row(
                name: "blank parts skipped",
                element: SpokenElement(label: " Inbox ", value: "  ", hint: nil, traits: [.header, .link]),
                expected: "Inbox"),
        ])
    func element(_ row: Row) throws {
        let composer = try LabelComposer(locale: SpokenLocale("en"))
        #expect(composer.compose(row.element) == row.expected)
        var bare = row.element
        bare.traits = []
        #expect(composer.compose(bare) == row.expected, "traits changed the words")
    }

    @Test("Elements use the locale's pause separator")
    func chinese() throws {
        let composer = try LabelComposer(locale: SpokenLocale("zh-Hans"))
        let element = SpokenElement(label: "音量", value: "50%", hint: "调整音量。", traits: .adjustable)
        #expect(composer.compose(element) == "音量，50%，调整音量。")
    }
}

/// A weather cell: the city and ICU's temperature words composed as one label, as `spoken demo`
/// and a weather app's cell do.
@Suite("Weather cell label")
struct WeatherCellLabelTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let locale: String
        let catalog: String
        let city: String
        var testDescription: String { "\(locale) \(city)" }
    }

    /// City and temperature through the public API a weather cell uses.
    static func label(locale: String, city: String, temperature: Double) throws -> String {
        let locale = try SpokenLocale(locale)
        let words = try MeasureFormatter(locale: locale, unit: .celsius).string(temperature)
        return try LabelComposer(locale: locale).compose(city, words)
    }

    @Test(
        "City and temperature composed: catalog separator + ICU's words",
        arguments: [
            Row(locale: "en-US", catalog: "en", city: "Beijing"),
            Row(locale: "zh-Hans", catalog: "zh-Hans", city: "北京"),
            Row(locale: "zh-Hant", catalog: "zh-Hant", city: "北京"),
            Row(locale: "ja", catalog: "ja", city: "北京"),
            Row(locale: "de", catalog: "de", city: "Peking"),
            Row(locale: "ar", catalog: "ar", city: "بكين"),
            Row(locale: "ru", catalog: "ru", city: "Пекин"),
            Row(locale: "he", catalog: "he", city: "בייג׳ינג"),
        ])
    func weather(_ row: Row) throws {
        let icu = try #require(
            ICUGolden.numbers.rows.first {
                $0.locale == row.locale && $0.unit == "celsius" && $0.width == .full && $0.digits == nil
                    && $0.usage == .default && $0.valueText == "25"
            }
        ).spoken
        let separator = try #require(CatalogOnDisk.separator(row.catalog))
        #expect(try Self.label(locale: row.locale, city: row.city, temperature: 25) == row.city + separator + icu)
    }

    @Test("The issue's examples")
    func examples() throws {
        #expect(try Self.label(locale: "en", city: "Beijing", temperature: 25) == "Beijing, 25 degrees Celsius")
        #expect(try Self.label(locale: "zh-Hans", city: "北京", temperature: 25) == "北京，25摄氏度")
    }

    @Test("A non-finite temperature is a typed error")
    func nonFinite() throws {
        #expect(throws: SpokenError(.invalidNumber, input: "nan", message: "Invalid number 'nan': not a finite number"))
        {
            try Self.label(locale: "en", city: "Beijing", temperature: .nan)
        }
    }
}

@Suite("Label text")
struct LabelTextTests {
    @Test("The whitespace list is Unicode's White_Space property")
    func whitespaceMatchesUnicode() {
        for value in UInt32(0)...0x3100 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(LabelText.isWhitespace(scalar) == scalar.properties.isWhitespace, "U+\(String(value, radix: 16))")
        }
    }
}

@Suite("Separators come from the catalog, with its fallback")
struct SeparatorFallbackTests {
    @Test(
        "Each locale hears its catalog's separator, or its parent's",
        arguments: [
            // (request locale, catalog expected to supply the separator)
            ("zh-TW", "zh-Hant"), ("zh-HK", "zh-Hant"), ("zh-CN", "zh-Hans"), ("zh", "zh-Hans"),
            ("ja-JP", "ja"), ("ar-EG", "ar"), ("en-GB", "en"), ("pt-PT", "pt-BR"), ("fr-CA", "fr"),
            ("sw", "en"),
        ])
    func separator(_ tag: String, _ supplier: String) throws {
        let expected = try #require(CatalogOnDisk.separator(supplier))
        #expect(try LabelComposer(locale: SpokenLocale(tag)).separator == expected)
    }
}
