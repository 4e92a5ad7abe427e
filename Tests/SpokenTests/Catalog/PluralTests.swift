import Testing

@testable import Spoken

/// Plurals of the shipped catalogs against an oracle independent of the code under test: CLDR's
/// plural categories (written out by hand from CLDR 42's rules) pick the branch of the catalog's
/// own message, and `#` becomes the number as ICU formats it for the locale (captured once from
/// a separate C++ program over icu::NumberFormat, pasted below).
@Suite("Plurals")
struct PluralTests {
    static let values: [Double] = [0, 1, 2, 3, 5, 11, 21, 22, 101, 1.5]

    /// CLDR 42 cardinal categories for `values`, in order.
    static let categories: [String: [String]] = [
        "en": ["other", "one", "other", "other", "other", "other", "other", "other", "other", "other"],
        "ru": ["many", "one", "few", "few", "many", "many", "one", "few", "one", "other"],
        "ar": ["zero", "one", "two", "few", "few", "many", "many", "many", "other", "other"],
        "zh-Hans": ["other", "other", "other", "other", "other", "other", "other", "other", "other", "other"],
    ]

    /// icu::NumberFormat::createInstance(locale).format(value) for `values`.
    static let numbers: [String: [String]] = [
        "en": ["0", "1", "2", "3", "5", "11", "21", "22", "101", "1.5"],
        "ru": ["0", "1", "2", "3", "5", "11", "21", "22", "101", "1,5"],
        "ar": ["٠", "١", "٢", "٣", "٥", "١١", "٢١", "٢٢", "١٠١", "١٫٥"],
        "zh-Hans": ["0", "1", "2", "3", "5", "11", "21", "22", "101", "1.5"],
    ]

    struct Case: CustomTestStringConvertible, Sendable {
        let locale: String
        let key: String
        let index: Int
        var value: Double { PluralTests.values[index] }
        var testDescription: String { "\(locale) \(key) \(value)" }
    }

    static let cases: [Case] = ["en", "ru", "ar", "zh-Hans"].flatMap { locale in
        ["rating.stars", "announce.newMessages", "announce.unreadArticles", "announce.itemsSelected"].flatMap { key in
            values.indices.map { Case(locale: locale, key: key, index: $0) }
        }
    }

    @Test("each count takes the CLDR category's branch with ICU's number", arguments: cases)
    func plural(_ c: Case) throws {
        let store = CatalogStore()
        let pattern = try #require(store.catalog(c.locale)?.messages[c.key])
        let name = c.key == "rating.stars" ? "value" : "count"
        let value: MessageArgument = c.value == c.value.rounded() ? .int(Int64(c.value)) : .double(c.value)
        let text = try store.text(key: c.key, locale: SpokenLocale(c.locale), arguments: [name: value])
        let category = try #require(Self.categories[c.locale]?[c.index])
        let number = try #require(Self.numbers[c.locale]?[c.index])
        let expected = try #require(Self.branch(of: pattern, value: c.value, category: category))
        #expect(text.text == expected.replacingOccurrences(of: "#", with: number))
        #expect(text.locale == c.locale)
        #expect(!text.text.contains("{"))
    }

    struct Fixed: CustomTestStringConvertible, Sendable {
        let locale: String
        let value: MessageArgument
        let text: String
        var testDescription: String { "\(locale) \(value) → \(text)" }
    }

    /// Words the issue fixes.
    @Test(
        "rating words fixed by the issue",
        arguments: [
            Fixed(locale: "zh-Hans", value: 3, text: "3星"),
            Fixed(locale: "ru", value: 1, text: "1 звезда"),
            Fixed(locale: "ru", value: 2, text: "2 звезды"),
            Fixed(locale: "ru", value: 5, text: "5 звёзд"),
            Fixed(locale: "en", value: 1, text: "1 star"),
            Fixed(locale: "en", value: 3, text: "3 stars"),
            Fixed(locale: "en", value: 3.5, text: "3.5 stars"),
        ])
    func fixed(_ row: Fixed) throws {
        let text = try CatalogStore().text(
            key: "rating.stars", locale: SpokenLocale(row.locale), arguments: ["value": row.value])
        #expect(text.text == row.text)
    }

    /// The branch of a flat plural message (`{n, plural, =0 {…} one {…} other {…}}`) that ICU
    /// must choose: an explicit `=N` first, then the category, then `other`.
    static func branch(of pattern: String, value: Double, category: String) -> String? {
        var selectors: [String] = []
        if value == value.rounded() { selectors.append("=\(Int(value))") }
        selectors += [category, "other"]
        for selector in selectors {
            if let text = braced(after: selector + " {", in: pattern) ?? braced(after: selector + "{", in: pattern) {
                return text
            }
        }
        return nil
    }

    private static func braced(after marker: String, in pattern: String) -> String? {
        guard let start = pattern.range(of: marker) else { return nil }
        var depth = 1
        var index = start.upperBound
        var text = ""
        while index < pattern.endIndex {
            let character = pattern[index]
            if character == "{" { depth += 1 }
            if character == "}" {
                depth -= 1
                if depth == 0 { return text }
            }
            text.append(character)
            index = pattern.index(after: index)
        }
        return nil
    }
}
