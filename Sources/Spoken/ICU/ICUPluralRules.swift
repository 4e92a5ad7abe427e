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
    /// CLDR's sample numbers of each category as its plural data writes them (`2~4, 22~24, …`),
    /// integers and decimals apart: for messages ("ru uses 'few' for 2–4, 22–24, 32–34…") and the
    /// preview's decimal samples (ru `other`: 1.5).
    package let cldrSamples: [String: PluralSamples]

    init(
        categories: Set<String>, ordered: [String], samples: [String: [Double]],
        cldrSamples: [String: PluralSamples] = [:]
    ) {
        self.categories = categories
        self.ordered = ordered
        self.samples = samples
        self.cldrSamples = cldrSamples
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
        var cldrSamples: [String: PluralSamples] = [:]
        for category in categories {
            var values = [Double](repeating: 0, count: 64)
            var status: Int32 = 0
            let count = spk_plural_samples(locale, flag, category, &values, 64, &status)
            samples[category] = icuSucceeded(status) ? Array(values.prefix(Int(min(count, 64)))) : []
            if let text = try? icuCString(
                initialCapacity: 256, { spk_plural_sample_text(locale, flag, category, $0, $1, &$2) })
            {
                cldrSamples[category] = PluralSamples(text)
            }
        }
        let ordered = ["zero", "one", "two", "few", "many", "other"].filter(categories.contains)
        return ICUPluralRules(categories: categories, ordered: ordered, samples: samples, cldrSamples: cldrSamples)
    }
}

/// The sample numbers CLDR gives one plural category, as its data writes them:
/// `@integer 2~4, 22~24, 32~34, 42~44, 52~54, 62, 102, 1002, … @decimal 0.0~1.5, 10.0, …`.
package struct PluralSamples: Sendable, Hashable {
    /// One sample: a number (`62`, `1.5`) or a range (`2~4`, `0.0~1.5`), as written. Samples in
    /// CLDR's compact exponent notation (`1c6`) are left out.
    package struct Sample: Sendable, Hashable {
        package let low: String
        package let high: String?

        package init(low: String, high: String?) {
            self.low = low
            self.high = high
        }
    }

    package let integers: [Sample]
    package let decimals: [Sample]
    /// True when CLDR's integer list goes on (it ends with `…`): infinitely many numbers.
    package let integersContinue: Bool

    /// Parses the text after a rule (`@integer … @decimal …`).
    package init(_ text: String) {
        var integers: [Sample] = []
        var decimals: [Sample] = []
        var integersContinue = false
        for section in text.split(separator: "@") {
            let words = section.split(separator: " ", maxSplits: 1)
            guard let kind = words.first, words.count == 2 else { continue }
            var list: [Sample] = []
            for item in words[1].split(separator: ",") {
                let item = String(item.filter { $0 != " " })
                guard !item.isEmpty, item != "…", !item.contains("c"), !item.contains("e") else { continue }
                let bounds = item.split(separator: "~").map(String.init)
                list.append(Sample(low: bounds[0], high: bounds.count > 1 ? bounds[1] : nil))
            }
            if kind == "integer" {
                integers = list
                integersContinue = words[1].contains("…")
            } else if kind == "decimal" {
                decimals = list
            }
        }
        self.integers = integers
        self.decimals = decimals
        self.integersContinue = integersContinue
    }

    /// The first few integer samples as a translator reads them: `2–4, 22–24, 32–34…`.
    package func integerSummary(_ count: Int = 3) -> String {
        let shown = integers.prefix(count).map { sample in
            Self.grouped(sample.low) + (sample.high.map { "–" + Self.grouped($0) } ?? "")
        }
        return shown.joined(separator: ", ") + (integers.count > count || integersContinue ? "…" : "")
    }

    /// Decimal samples whose value, as a Double, keeps a visible fraction (`1.5` of `0.0~1.5`; a
    /// `2.0` would be spoken "2"), in CLDR's order.
    package var decimalValues: [Double] {
        decimals.flatMap { sample in [sample.high, sample.low].compactMap { $0 } }.compactMap(Double.init)
            .filter { $0 != $0.rounded() }
    }

    /// `1000000` → `1,000,000`: digits in threes from five digits on.
    private static func grouped(_ digits: String) -> String {
        guard digits.count >= 5, digits.allSatisfy(\.isNumber) else { return digits }
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
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
        // Length and first letter pick the one candidate, compared once: a switch over the six
        // strings compares with each that does not match, the slow way (lint asks per selector).
        let candidate: (keyword: String, category: PluralCategorySet)
        switch (keyword.utf8.count, keyword.utf8.first ?? 0) {
        case (4, UInt8(ascii: "z")): candidate = ("zero", .zero)
        case (3, UInt8(ascii: "o")): candidate = ("one", .one)
        case (3, UInt8(ascii: "t")): candidate = ("two", .two)
        case (3, UInt8(ascii: "f")): candidate = ("few", .few)
        case (4, UInt8(ascii: "m")): candidate = ("many", .many)
        case (5, UInt8(ascii: "o")): candidate = ("other", .other)
        default: return nil
        }
        guard keyword == candidate.keyword else { return nil }
        self = candidate.category
    }
}
