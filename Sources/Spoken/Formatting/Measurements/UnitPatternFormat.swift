/// ICU's unit formatter taken apart, as ICU itself builds it: the number formatted on its own,
/// then placed in the unit's pattern for the plural category of the number as formatted ("{0}
/// degrees Celsius" for `other`, "{0} degree Celsius" for `one`). ICU's long-name handler does
/// exactly this (a pattern per `StandardPlural`, chosen by the rounded quantity).
///
/// Why: a unit formatter holds ~120 KB of ICU objects and formats in ~3 µs. Over many units and
/// locales in random order, each request touched a cold formatter and missed its cache of recent
/// values. Taken apart, one number formatter per (locale, precision) serves every unit and width,
/// its recent values are shared by all of them, and a unit costs six short strings.
///
/// It is only used where it reproduces ICU's own unit formatter: built from that formatter's
/// output at probe values of every category (integers, fractions, negatives, large numbers), and
/// checked against it at each probe. A unit whose output does not hold the number's own text
/// exactly once (mixed units, usages that convert) keeps ICU's formatter.
final class UnitPatternFormat: NumberFormatting {
    /// A unit's pattern for one plural category: the number with text around it, or a text
    /// without the number (ar "متر" for 1 and −1, "متران" for 2; he "שעתיים"), as CLDR has
    /// for some categories.
    private enum Pattern: Sendable, Equatable {
        case around(prefix: String, suffix: String)
        case constant(String)
    }

    private let number: ICUNumberFormat
    /// By `PluralCategory.rawValue`; nil where no probe showed the category.
    private let patterns: [Pattern?]
    /// Opens ICU's whole formatter for a value of a category no probe showed (never seen in
    /// the shipped locales; there for completeness).
    private let whole: @Sendable () throws(ICUStatusError) -> ICUNumberFormat
    private let opened = Locked<ICUNumberFormat?>(nil)
    let skeleton: String

    /// The plain number formatters units are taken apart over, one per (locale, number
    /// skeleton), shared by every unit and width (measures and byte counts alike).
    private static let numbers = BoundedCache<NumberSignature, ICUNumberFormat>(formatters: ())

    private struct NumberSignature: Hashable, Sendable {
        var locale: String
        var skeleton: String
    }

    /// ICU's formatter for a unit skeleton (`unit/meter unit-width-full-name …`) taken apart
    /// where that reproduces it at every probe, else that formatter itself.
    static func best(_ whole: ICUNumberFormat, icuLocale: String) -> any NumberFormatting {
        let skeleton = whole.skeleton
        let numberSkeleton = skeleton.split(separator: " ").filter {
            !$0.hasPrefix("unit/") && !$0.hasPrefix("unit-width-")
        }.joined(separator: " ")
        guard
            let number = try? numbers.value(
                for: NumberSignature(locale: icuLocale, skeleton: numberSkeleton),
                create: { () throws(ICUStatusError) -> ICUNumberFormat in
                    try ICUNumberFormat(skeleton: numberSkeleton, icuLocale: icuLocale, pluralRules: true)
                }),
            let patterns = UnitPatternFormat(
                whole: whole, number: number,
                reopen: { () throws(ICUStatusError) in try ICUNumberFormat(skeleton: skeleton, icuLocale: icuLocale) })
        else { return whole }
        return patterns
    }

    /// Values whose categories cover every locale's rules: zero, one, two, few and many show up
    /// among small integers, teens, 21–25, 100s and fractions.
    static let probes: [Double] = {
        let integers: [Double] = [
            0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 14, 15, 17, 19, 20, 21, 22, 23, 25, 100, 101, 102,
        ]
        let others: [Double] = [103, 111, 1_000, 1_000_000, 1_234_567.5, 0.5, 1.5, 2.5, 0.1, 1.1, 2.1, 3.7, 21.3, 0.25]
        let values = integers + others
        return values + values.filter { $0 != 0 }.map { -$0 }
    }()

    /// Takes `whole` (a unit formatter) apart over `number` (a formatter of the same skeleton
    /// without the unit and width, opened with plural rules); nil when that does not reproduce
    /// `whole` at every probe.
    init?(
        whole format: ICUNumberFormat, number: ICUNumberFormat,
        reopen: @escaping @Sendable () throws(ICUStatusError) -> ICUNumberFormat
    ) {
        var patterns = [Pattern?](repeating: nil, count: PluralCategory.allCases.count)
        var checks: [(Double, String)] = []
        for value in Self.probes {
            guard let (digits, category) = try? number.stringAndCategory(value),
                let expected = try? format.string(value), !digits.isEmpty
            else { return nil }
            let pattern: Pattern
            switch Self.split(expected, around: digits) {
            case .once(let prefix, let suffix): pattern = .around(prefix: prefix, suffix: suffix)
            case .absent: pattern = .constant(expected)
            case .repeated: return nil
            }
            let slot = Int(category.rawValue)
            if let known = patterns[slot] {
                guard known == pattern else { return nil }
            } else {
                patterns[slot] = pattern
            }
            checks.append((value, expected))
        }
        self.number = number
        self.patterns = patterns
        self.whole = reopen
        self.skeleton = format.skeleton
        for (value, expected) in checks {
            guard (try? string(value)) == expected else { return nil }
        }
    }

    func string(_ value: Double) throws(ICUStatusError) -> String {
        let (digits, category) = try number.stringAndCategory(value)
        switch patterns[Int(category.rawValue)] {
        case .around(let prefix, let suffix)?: return prefix + digits + suffix
        case .constant(let text)?: return text
        case nil: return try fallback().string(value)
        }
    }

    func string(decimal text: String) throws(ICUStatusError) -> String {
        let (digits, category) = try number.stringAndCategory(decimal: text)
        switch patterns[Int(category.rawValue)] {
        case .around(let prefix, let suffix)?: return prefix + digits + suffix
        case .constant(let text)?: return text
        case nil: return try fallback().string(decimal: text)
        }
    }

    private func fallback() throws(ICUStatusError) -> ICUNumberFormat {
        try opened.withLock { (format: inout ICUNumberFormat?) throws(ICUStatusError) -> ICUNumberFormat in
            if let format { return format }
            let whole = try whole()
            format = whole
            return whole
        }
    }

    enum Split: Equatable {
        case once(String, String)
        case absent
        case repeated
    }

    /// The text before and after the one occurrence of `digits`' bytes in `text`.
    static func split(_ text: String, around digits: String) -> Split {
        let haystack = Array(text.utf8)
        let needle = Array(digits.utf8)
        guard !needle.isEmpty, needle.count <= haystack.count else { return .absent }
        var found: Int?
        for start in 0...(haystack.count - needle.count)
        where haystack[start..<start + needle.count].elementsEqual(needle) {
            guard found == nil else { return .repeated }
            found = start
        }
        guard let found else { return .absent }
        return .once(
            String(decoding: haystack[..<found], as: UTF8.self),
            String(decoding: haystack[(found + needle.count)...], as: UTF8.self))
    }
}
