internal import SpokenICU

/// The plural categories of one locale and rule type, from ICU's CLDR plural rules.
package struct ICUPluralRules: Sendable {
    /// Every category the locale can select ("one", "few", "other"…).
    package let categories: Set<String>
    /// The same in CLDR order (zero, one, two, few, many, other), for messages.
    package let ordered: [String]
    /// ICU's sample numbers per category, used to tell when explicit `=N` selectors cover a
    /// category completely (en `one` is only 1, so `=1` covers it; fr `one` also holds 0 and 1.5).
    package let samples: [String: [Double]]

    /// The same categories as bits, to compare with an argument's selectors.
    package let categorySet: PluralCategorySet

    init(categories: Set<String>, ordered: [String], samples: [String: [Double]]) {
        self.categories = categories
        self.ordered = ordered
        self.samples = samples
        categorySet = categories.reduce(into: PluralCategorySet()) { set, keyword in
            PluralCategorySet(keyword: keyword).map { set.formUnion($0) }
        }
    }

    /// True for the six CLDR category names (a switch: no hashing per selector).
    package static func isCategory(_ keyword: String) -> Bool { PluralCategorySet(keyword: keyword) != nil }

    private struct Signature: Hashable, Sendable {
        let locale: String
        let ordinal: Bool
    }

    private static let cache = BoundedCache<Signature, ICUPluralRules?>(capacity: 256)

    /// The rules for an ICU locale id, or nil when ICU cannot open them.
    package static func rules(locale: String, ordinal: Bool) -> ICUPluralRules? {
        cache.value(for: Signature(locale: locale, ordinal: ordinal)) { load(locale, ordinal) }
    }

    /// True when every sample of `category` equals one of the explicit values.
    package func isCovered(_ category: String, byExplicit values: [Double]) -> Bool {
        guard let samples = samples[category], !samples.isEmpty, !values.isEmpty else { return false }
        return samples.allSatisfy { values.contains($0) }
    }

    private static func load(_ locale: String, _ ordinal: Bool) -> ICUPluralRules? {
        let flag: Int32 = ordinal ? 1 : 0
        guard let list = try? icuCString(initialCapacity: 64, { spk_plural_keywords(locale, flag, $0, $1, &$2) })
        else { return nil }
        let categories = Set(list.split(separator: " ").map(String.init))
        var samples: [String: [Double]] = [:]
        for category in categories {
            var values = [Double](repeating: 0, count: 64)
            var status: Int32 = 0
            let count = spk_plural_samples(locale, flag, category, &values, 64, &status)
            samples[category] = icuSucceeded(status) ? Array(values.prefix(Int(min(count, 64)))) : []
        }
        let ordered = ["zero", "one", "two", "few", "many", "other"].filter(categories.contains)
        return ICUPluralRules(categories: categories, ordered: ordered, samples: samples)
    }
}

/// A set of the six CLDR plural categories (zero, one, two, few, many, other).
package struct PluralCategorySet: OptionSet, Sendable {
    package let rawValue: UInt8

    static let zero = PluralCategorySet(rawValue: 1 << 0)
    static let one = PluralCategorySet(rawValue: 1 << 1)
    static let two = PluralCategorySet(rawValue: 1 << 2)
    static let few = PluralCategorySet(rawValue: 1 << 3)
    static let many = PluralCategorySet(rawValue: 1 << 4)
    package static let other = PluralCategorySet(rawValue: 1 << 5)

    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The category a keyword names; nil when it names none.
    package init?(keyword: String) {
        switch keyword {
        case "zero": self = .zero
        case "one": self = .one
        case "two": self = .two
        case "few": self = .few
        case "many": self = .many
        case "other": self = .other
        default: return nil
        }
    }
}
