import Foundation
import Spoken
import TestSupport
import Testing

/// `MessagePreview`: cases from ICU's plural rules (checked against plural_samples.tsv, printed by
/// a separate C++ program over ICU), texts from the catalog files.
@Suite("Message preview")
struct MessagePreviewTests {
    /// ICU's categories and samples: ICU id → "cardinal"/"ordinal" → category → samples.
    static let samples: [String: [String: [String: [Double]]]] = {
        var table: [String: [String: [String: [Double]]]] = [:]
        for row in ICUGolden.table("plural_samples.tsv").rows where row.count == 4 {
            table[row[0], default: [:]][row[1], default: [:]][row[2]] = row[3].split(separator: " ").compactMap {
                Double($0)
            }
        }
        return table
    }()

    /// CLDR's decimal samples of each cardinal category (the `decimal` rows): ICU id → category →
    /// every number written, ranges by both ends (`0.0~1.5` gives 0.0 and 1.5).
    static let decimals: [String: [String: Set<Double>]] = {
        var table: [String: [String: Set<Double>]] = [:]
        for row in ICUGolden.table("plural_samples.tsv").rows where row.count == 4 && row[1] == "decimal" {
            let numbers = row[3].split(separator: ",").flatMap { item in
                item.trimmingCharacters(in: .whitespaces).split(separator: "~").compactMap { Double(String($0)) }
            }
            table[row[0], default: [:]][row[2]] = Set(numbers)
        }
        return table
    }()

    static func icuID(_ tag: String) -> String { tag.replacingOccurrences(of: "-", with: "_") }

    static func number(_ value: MessageArgument?) -> Double? {
        switch value {
        case .int(let number)?: Double(number)
        case .double(let number)?: number
        default: nil
        }
    }

    @Test("the golden table covers every shipped language")
    func goldenCoversShipped() {
        #expect(Set(CatalogStore().locales.map(Self.icuID)) == Set(Self.samples.keys))
    }

    /// The plural keys of the source: key → (argument, whether it takes decimals).
    static let pluralKeys: [(key: String, decimals: Bool)] = [
        ("announce.newMessages", false), ("announce.unreadArticles", false), ("announce.itemsSelected", false),
        ("rating.stars", true),
    ]

    @Test("every category ICU gives a shipped language is previewed, with one of ICU's samples", arguments: pluralKeys)
    func categoriesMatchICU(_ key: String, _ decimals: Bool) throws {
        let preview = MessagePreview(store: CatalogStore())
        for tag in CatalogStore().locales {
            let rules = try #require(Self.samples[Self.icuID(tag)]?["cardinal"], "no ICU rules for \(tag)")
            let pattern = try #require(CatalogOnDisk.message(key, in: tag))
            // Explicit `=N` values of the message on disk: a sample equal to one is not previewed.
            let explicit = Set(
                pattern.matches(of: /=(\d+)/).compactMap { Double(String($0.output.1)) })
            let rows = try preview.rows(key: key, locale: SpokenLocale(tag))
            // ICU lists some samples twice (fr `many`: 1000000 and 1c6): each is previewed once.
            #expect(Set(rows.map(\.arguments)).count == rows.count, "\(tag) \(key)")
            var seen = Set<String>()
            for row in rows {
                let item = try #require(row.cases.first)
                let value = try #require(Self.number(row.arguments.first(where: { $0.name == item.argument })?.value))
                if item.selector.hasPrefix("=") {
                    #expect(item.selector == "=\(Int(value))", "\(tag) \(key)")
                    continue
                }
                seen.insert(item.selector)
                let icuSamples = try #require(rules[item.selector], "\(tag) \(key): '\(item.selector)' is not ICU's")
                if value == value.rounded() {
                    #expect(icuSamples.contains(value), "\(tag) \(key) \(item.selector): \(value) is not ICU's sample")
                } else {
                    // A decimal: one of CLDR's own samples of the category.
                    let cldr = Self.decimals[Self.icuID(tag)]?[item.selector] ?? []
                    #expect(cldr.contains(value), "\(tag) \(key) \(item.selector): \(value) is not CLDR's decimal")
                    if !decimals {
                        // An int argument gets a decimal only where no integer reaches the
                        // category's branch (the message's =N take theirs: he `one` beside =1).
                        #expect(
                            icuSamples.allSatisfy { $0 != $0.rounded() || explicit.contains($0) },
                            "\(tag) \(key): \(item.selector)")
                    }
                }
            }
            // Every category appears: those integers reach (but for explicit =N), and those only
            // fractions reach (ru `other`, cs `many`; he `one` beside =1), whatever the placeholder type.
            let expected = Set(
                rules.filter { _, values in
                    values.contains { $0 == $0.rounded() && !explicit.contains($0) }
                        || values.contains { $0 != $0.rounded() }
                }.keys)
            #expect(seen.isSuperset(of: expected), "\(tag) \(key): \(seen.sorted()) lacks \(expected.sorted())")
        }
    }

    @Test(
        "Russian newMessages: =0, then one, few, many with ICU's first two integers, other with CLDR's decimal",
        arguments: [
            ("count==0 (0)", "Нет новых сообщений"),
            ("count=one (1)", "1 новое сообщение"),
            ("count=one (21)", "21 новое сообщение"),
            ("count=few (2)", "2 новых сообщения"),
            ("count=few (3)", "3 новых сообщения"),
            ("count=many (5)", "5 новых сообщений"),
            ("count=many (6)", "6 новых сообщений"),
            // ru `other` holds only fractions (CLDR: @decimal 0.0~1.5, …): shown even for an int.
            ("count=other (1.5)", "1,5 нового сообщения"),
        ])
    func russian(_ caseText: String, _ text: String) throws {
        let rows = try MessagePreview(store: CatalogStore()).rows(
            key: "announce.newMessages", locale: SpokenLocale("ru"))
        #expect(rows.map(\.caseDescription).count == 8)
        let row = try #require(rows.first(where: { $0.caseDescription == caseText }))
        #expect(row.text == text)
        #expect(!row.isMissing)
    }

    @Test("a decimal placeholder gets the first decimal: ru other is 1.5")
    func decimal() throws {
        let rows = try MessagePreview(store: CatalogStore()).rows(key: "rating.stars", locale: SpokenLocale("ru"))
        let other = rows.filter { $0.cases.first?.selector == "other" }
        #expect(other.map(\.caseDescription) == ["value=other (1.5)"])
        #expect(other.map(\.text) == ["1,5 звезды"])
    }

    @Test("the JSON line of a row is the issue's format")
    func jsonLine() throws {
        let rows = try MessagePreview(store: CatalogStore()).rows(
            key: "announce.newMessages", locale: SpokenLocale("ru"))
        let few = try #require(rows.first(where: { $0.cases.first?.selector == "few" }))
        #expect(
            few.jsonLine
                == #"{"locale":"ru","key":"announce.newMessages","case":{"count":"few"},"arguments":{"count":2},"text":"2 новых сообщения"}"#
        )
    }

    @Test(
        "offset, ordinal, select and nested messages (features catalog)",
        arguments: [
            (
                "test.offset",
                [
                    "n==0 (0)|Nobody", "n==1 (1)|Anna", "n=one (2)|Anna and 1 other", "n=other (3)|Anna and 2 others",
                    "n=other (4)|Anna and 3 others", "n=other (2.5)|Anna and 1.5 others",
                ]
            ),
            (
                "test.ordinal",
                [
                    "n=one (1)|1st", "n=one (21)|21st", "n=two (2)|2nd", "n=two (22)|22nd", "n=few (3)|3rd",
                    "n=few (23)|23rd", "n=other (0)|0th", "n=other (4)|4th",
                ]
            ),
            ("test.select", ["g=female|She replied", "g=male|He replied", "g=other|They replied"]),
            (
                "test.nested",
                [
                    "g=female, n=one (1)|She has 1 item", "g=female, n=other (0)|She has 0 items",
                    "g=female, n=other (2)|She has 2 items", "g=female, n=other (1.5)|She has 1.5 items",
                    "g=other, n=one (1)|They have 1 item", "g=other, n=other (0)|They have 0 items",
                    "g=other, n=other (2)|They have 2 items", "g=other, n=other (1.5)|They have 1.5 items",
                ]
            ),
        ])
    func features(_ key: String, _ expected: [String]) throws {
        let store = try CatalogFixtures.featureStore()
        let rows = try MessagePreview(store: store).rows(key: key, locale: SpokenLocale("en"))
        #expect(rows.map { "\($0.caseDescription)|\($0.text)" } == expected)
    }

    @Test("date arguments take the sample instant in the preview's zone, through CatalogStore.text")
    func dates() throws {
        let store = CatalogStore()
        let zone = try SpokenTimeZone("Asia/Tokyo")
        let rows = try MessagePreview(store: store, timeZone: zone).rows(
            key: "announce.updatedAt", locale: SpokenLocale("de"))
        let expected = try store.text(
            key: "announce.updatedAt", locale: "de", arguments: ["date": .date(secondsSince1970: 1_795_956_600)],
            timeZone: "Asia/Tokyo")
        #expect(rows.map(\.text) == [expected.text])
        #expect(rows.first?.jsonLine.contains(#""arguments":{"date":"2026-11-29T12:50:00Z"}"#) == true)
    }

    @Test("a category the translation lacks is marked missing and speaks other")
    func missing() throws {
        // fr `many` (1,000,000…) is the one category a translation may leave out (a warning): a
        // missing category of ordinary numbers is an error, and such a catalog never loads.
        let store = CatalogStore()
        let path = try CatalogFixtures.directory([
            "fr.arb": #"{"@@locale": "fr", "announce.newMessages": "{count, plural, one {# A} other {# C}}"}"#
        ])
        defer { try? FileManager.default.removeItem(atPath: path) }
        try store.loadOverrides(directory: path)
        let rows = try MessagePreview(store: store).rows(key: "announce.newMessages", locale: SpokenLocale("fr"))
        let many = rows.filter { $0.cases.first?.selector == "many" }
        #expect(!many.isEmpty)
        #expect(many.allSatisfy { $0.isMissing && $0.text.hasSuffix(" C") })
        #expect(many.first?.jsonLine.hasSuffix(#" C","missing":["count"]}"#) == true)
        #expect(!rows.contains { $0.cases.first?.selector == "one" && $0.isMissing })
    }

    @Test("a key the language has not translated is marked with the catalog that supplied it")
    func untranslated() throws {
        let store = CatalogStore()
        let path = try CatalogFixtures.directory([
            "uk.arb": #"{"@@locale": "uk", "rotor.headlines": "Головні новини"}"#
        ])
        defer { try? FileManager.default.removeItem(atPath: path) }
        try store.loadOverrides(directory: path)
        let preview = MessagePreview(store: store)
        let translated = try preview.rows(key: "rotor.headlines", locale: SpokenLocale("uk-UA"))
        #expect(translated.map(\.text) == ["Головні новини"])
        #expect(translated.first?.fallback == nil)
        let untranslated = try preview.rows(key: "rotor.unread", locale: SpokenLocale("uk"))
        #expect(untranslated.map(\.text) == ["Unread articles"])
        #expect(untranslated.first?.fallback == "en")
        #expect(untranslated.first?.jsonLine.hasSuffix(#","text":"Unread articles","fallback":"en"}"#) == true)
        #expect(preview.allLocales.contains("uk"))
    }

    @Test("rows come in locale, key, case order; every key when none is given")
    func order() throws {
        let store = CatalogStore()
        let rows = try MessagePreview(store: store).rows(locales: ["ru", "en-XA"])
        #expect(rows.first?.locale == "ru")
        #expect(rows.last?.locale == "en-XA")
        let keys = rows.filter { $0.locale == "ru" }.map(\.key)
        #expect(keys == keys.sorted())
        #expect(Set(keys) == Set(store.keys))
    }

    @Test(
        "an unknown key or locale is an error naming it",
        arguments: [
            (["nope.key"], ["en"], "nope.key"),
            ([], ["xx-!!"], "xx-!!"),
        ])
    func errors(_ keys: [String], _ locales: [String], _ input: String) {
        #expect {
            try MessagePreview(store: CatalogStore()).rows(keys: keys, locales: locales)
        } throws: { error in
            (error as? SpokenError)?.input == input
        }
    }
}
