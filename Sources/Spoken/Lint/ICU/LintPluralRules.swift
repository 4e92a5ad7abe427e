import SpokenICU

/// The plural categories of one locale and rule type, from ICU's CLDR plural rules.
struct LintPluralRules: Sendable {
    /// Every category the locale can select ("one", "few", "other"…).
    let categories: Set<String>
    /// The same in CLDR order (zero, one, two, few, many, other), for messages.
    let ordered: [String]
    /// ICU's sample numbers per category, used to tell when explicit `=N` selectors cover a
    /// category completely (en `one` is only 1, so `=1` covers it; fr `one` also holds 0 and 1.5).
    let samples: [String: [Double]]

    /// The same categories as bits, to compare with an argument's selectors.
    let categorySet: PluralCategorySet

    init(categories: Set<String>, ordered: [String], samples: [String: [Double]]) {
        self.categories = categories
        self.ordered = ordered
        self.samples = samples
        categorySet = categories.reduce(into: PluralCategorySet()) { set, keyword in
            PluralCategorySet(keyword: keyword).map { set.formUnion($0) }
        }
    }

    /// True for the six CLDR category names (a switch: no hashing per selector).
    static func isCategory(_ keyword: String) -> Bool { PluralCategorySet(keyword: keyword) != nil }

    private struct Signature: Hashable, Sendable {
        let locale: String
        let ordinal: Bool
    }

    private static let cache = BoundedCache<Signature, LintPluralRules?>(capacity: 256)

    /// The rules for an ICU locale id, or nil when ICU cannot open them.
    static func rules(locale: String, ordinal: Bool) -> LintPluralRules? {
        cache.value(for: Signature(locale: locale, ordinal: ordinal)) { load(locale, ordinal) }
    }

    /// True when every sample of `category` equals one of the explicit values.
    func isCovered(_ category: String, byExplicit values: [Double]) -> Bool {
        guard let samples = samples[category], !samples.isEmpty, !values.isEmpty else { return false }
        return samples.allSatisfy { values.contains($0) }
    }

    private static func load(_ locale: String, _ ordinal: Bool) -> LintPluralRules? {
        let flag: Int32 = ordinal ? 1 : 0
        guard let list = try? icuCString(initialCapacity: 64, { spk_lint_plural_keywords(locale, flag, $0, $1, &$2) })
        else { return nil }
        let categories = Set(list.split(separator: " ").map(String.init))
        var samples: [String: [Double]] = [:]
        for category in categories {
            var values = [Double](repeating: 0, count: 64)
            var status: Int32 = 0
            let count = spk_lint_plural_samples(locale, flag, category, &values, 64, &status)
            samples[category] = icuSucceeded(status) ? Array(values.prefix(Int(min(count, 64)))) : []
        }
        let ordered = ["zero", "one", "two", "few", "many", "other"].filter(categories.contains)
        return LintPluralRules(categories: categories, ordered: ordered, samples: samples)
    }
}
