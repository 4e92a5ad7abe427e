/// Every case of catalog messages as Spoken speaks it: each plural and ordinal category the
/// locale's CLDR rules have (with ICU's own sample numbers), each explicit `=N` value, each
/// `select` branch; dates at one fixed instant; other placeholders at the samples of
/// `samples(of:metadata:locale:cased:)` (the ARB `example`, else a value in each plural category of the
/// words the value produces). Each row's text comes from `CatalogStore.text`,
/// the path of `spoken announce` and `spoken render`.
///
/// Rows come in a stable order (locale, key, case) so that a team can commit them as a golden
/// file and review translation changes as diffs.
public struct MessagePreview: Sendable {
    /// 2026-11-29T12:50:00Z: the instant of every date argument.
    public static let sampleInstant = 1_795_956_600.0

    public let store: CatalogStore
    /// The zone of date arguments.
    public let timeZone: SpokenTimeZone
    /// How many integer samples of each category to show (ru `one`: 1, 21).
    public let integerSamples: Int

    /// What loading override catalogs found: a message it refused is previewed as broken, with
    /// the errors, and never with the words spoken in its place.
    public let overrides: CatalogLoadReport?

    public init(store: CatalogStore = .shared, timeZone: SpokenTimeZone = .utc, integerSamples: Int = 2) {
        self.init(store: store, timeZone: timeZone, integerSamples: integerSamples, overrides: nil)
    }

    /// A preview whose rows mark the messages `overrides` refused as broken.
    public init(
        store: CatalogStore = .shared, timeZone: SpokenTimeZone = .utc, integerSamples: Int = 2,
        overrides: CatalogLoadReport?
    ) {
        self.store = store
        self.timeZone = timeZone
        self.integerSamples = max(1, integerSamples)
        self.overrides = overrides
    }

    /// Every locale of the store, translations and pseudo-locales, sorted.
    public var allLocales: [String] { (store.locales + store.pseudoLocales).sorted() }

    /// Rows of every key (all of the source's when `keys` is empty) in every locale, in that
    /// order. An unknown key or an invalid locale is an error naming it.
    public func rows(keys: [String] = [], locales: [String]) throws(SpokenError) -> [PreviewRow] {
        let set = store.snapshot
        let keys = keys.isEmpty ? (set.source?.messages.keys.sorted() ?? []) : keys
        var parsed: [SpokenLocale] = []
        for tag in locales { parsed.append(try SpokenLocale(tag)) }
        var rows: [PreviewRow] = []
        for locale in parsed {
            for key in keys { rows += try self.rows(key: key, locale: locale, in: set) }
        }
        return rows
    }

    /// The rows of one key in one locale.
    public func rows(key: String, locale: SpokenLocale) throws(SpokenError) -> [PreviewRow] {
        try rows(key: key, locale: locale, in: store.snapshot)
    }

    private static let maximumRows = 4_096

    func rows(key typed: String, locale: SpokenLocale, in set: CatalogSet) throws(SpokenError) -> [PreviewRow] {
        let key = CatalogStore.catalogKey(typed, in: set)
        guard let plan = set.lookup(key, locale: locale) else { throw CatalogStore.unknownKey(typed, in: set) }
        let formatting = CatalogStore.formattingLocale(plan, request: locale)
        // Not translated: the words come from another language (the completeness view shows it).
        let fallback = plan.supplier.language == locale.language ? nil : plan.supplier.identifier
        let placeholders = set.source?.metadata[key]?.placeholders ?? [:]
        let branching = BranchingArgument.all(in: plan.pattern)

        // The cases of each branching argument, then the samples of each plain one (see
        // `samples(of:…)`), then every combination of them.
        var choices: [[Choice]] = []
        for name in branching.keys.sorted() {
            guard let argument = branching[name] else { continue }
            let decimals = !Self.isInteger(placeholders[name])
            choices.append(
                cases(of: argument, locale: formatting, decimals: decimals).map {
                    Choice(name: $0.0.argument, selector: $0.0, value: $0.1)
                })
        }
        // Plain arguments with several samples vary together, row by row (each takes its next
        // sample, the first again once it has no more): every category of each is seen in as
        // many rows as the longest list, not in every combination ("page 21 of 2").
        var fixed: [PreviewRow.Argument] = []
        var varying: [(name: String, samples: [(category: String?, value: MessageArgument)])] = []
        let metadata = set.source?.metadata[key]
        for argument in plan.arguments where branching[argument.name] == nil {
            // A case the translation gives the argument (ru "через {eta}" in the accusative).
            let cased = plan.valueOptions[argument.name]?[ValueField.grammaticalCase.name] != nil
            let samples = samples(of: argument, metadata: metadata, locale: formatting, cased: cased)
            if samples.count == 1, let only = samples.first {
                fixed.append(PreviewRow.Argument(name: argument.name, value: only.value))
            } else if !samples.isEmpty {
                varying.append((argument.name, samples))
            }
        }
        // A sample without a category (a cased argument's example) is a row without its case.
        var together: [[Choice]] = []
        for row in 0..<(varying.map(\.samples.count).max() ?? 0) {
            together.append(
                varying.map { item in
                    let sample = item.samples[row % item.samples.count]
                    return Choice(
                        name: item.name,
                        selector: sample.category.map { PreviewRow.Case(argument: item.name, selector: $0) },
                        value: sample.value)
                })
        }
        var combinations: [[Choice]] = [[]]
        for options in choices.map({ $0.map { [$0] } }) + [together] where !options.isEmpty {
            var next: [[Choice]] = []
            for prefix in combinations {
                for option in options where next.count < Self.maximumRows { next.append(prefix + option) }
            }
            combinations = next
        }

        let refusal = overrides?.refusal(key: key, locale: locale.identifier) ?? []
        var rows: [PreviewRow] = []
        for combination in combinations {
            var arguments = fixed
            for choice in combination {
                arguments.append(PreviewRow.Argument(name: choice.name, value: choice.value))
            }
            arguments.sort { $0.name < $1.name }
            var values: [String: MessageArgument] = [:]
            for argument in arguments { values[argument.name] = argument.value }
            // A refused message's row says why, never what is spoken in its place.
            let text =
                refusal.isEmpty
                ? try store.text(key: key, locale: locale, arguments: values, timeZone: timeZone, in: set).text : ""
            rows.append(
                PreviewRow(
                    locale: locale.identifier, key: key, cases: combination.compactMap(\.selector),
                    arguments: arguments,
                    text: text, fallback: refusal.isEmpty ? fallback : nil, refusal: refusal))
        }
        return rows
    }

    /// One argument's value in a row, with the branch or category it stands for (none for an
    /// example shown beside a cased argument's categories).
    struct Choice {
        let name: String
        let selector: PreviewRow.Case?
        let value: MessageArgument
    }

    // MARK: Cases

    /// Explicit values first (ascending), then each category in CLDR order with its samples,
    /// then (for `select`) each keyword in pattern order and `other`.
    func cases(of argument: BranchingArgument, locale: SpokenLocale, decimals: Bool) -> [(
        PreviewRow.Case, MessageArgument
    )] {
        var result: [(PreviewRow.Case, MessageArgument)] = []
        if argument.kind == .select {
            for keyword in argument.keywords where keyword != "other" {
                result.append((PreviewRow.Case(argument: argument.name, selector: keyword), .string(keyword)))
            }
            result.append((PreviewRow.Case(argument: argument.name, selector: "other"), .string("other")))
            return result
        }
        let ordinal = argument.kind == .selectOrdinal
        for value in argument.explicitValues.sorted() {
            let selector = "=" + PreviewRow.number(value)
            result.append((PreviewRow.Case(argument: argument.name, selector: selector), Self.value(value)))
        }
        guard let rules = ICUPluralRules.rules(locale: locale.icuIdentifier, ordinal: ordinal) else { return result }
        for category in rules.ordered {
            let missing = !argument.hasCategory(category)
            let samples = rules.samples[category] ?? []
            // Explicit values win over categories: a sample equal to one is not this category's.
            var integers: [Double] = []
            for sample in samples
            where sample == sample.rounded() && !argument.explicitValues.contains(sample + argument.offset)
                && !integers.contains(sample)
            {
                // ICU lists fr `many` 1000000 twice (as 1000000 and as 1c6).
                integers.append(sample)
            }
            for sample in integers.prefix(integerSamples) {
                result.append(
                    (
                        PreviewRow.Case(argument: argument.name, selector: category, isMissing: missing),
                        Self.value(sample + argument.offset)
                    ))
            }
            // CLDR's decimal samples beside the integer ones: every category appears, even those
            // only fractions select (ru and pl `other`, cs `many`), whatever the placeholder type,
            // and those whose integers the explicit values all take (he `one` is 1, which `=1`
            // speaks: only 0.1 reaches the `one` branch). An int placeholder gets no decimal
            // where an integer reaches the category.
            if !ordinal, decimals || integers.isEmpty,
                let decimal = Self.decimalSample(category, rules: rules, locale: locale.icuIdentifier)
            {
                result.append(
                    (
                        PreviewRow.Case(argument: argument.name, selector: category, isMissing: missing),
                        .double(decimal + argument.offset)
                    ))
            }
        }
        return result
    }

    /// The first of CLDR's decimal samples of a category (ICU's plural data) that keeps its
    /// fraction as a number and that ICU puts in the category: 1.5 for en and ru `other` and fr
    /// `one` (`0.0~1.5`), 0.9 for es `other`; else the first n.5 ICU puts there.
    static func decimalSample(_ category: String, rules: ICUPluralRules, locale: String) -> Double? {
        func selects(_ value: Double) -> Bool {
            ICUPluralRules.category(of: value, locale: locale, ordinal: false) == category
        }
        if let cldr = rules.cldrSamples[category]?.decimalValues.first(where: selects) { return cldr }
        return (0..<10).map { Double($0) + 0.5 }.first(where: selects)
    }

    private static func value(_ number: Double) -> MessageArgument {
        number == number.rounded() && abs(number) < 9e15 ? .int(Int64(number)) : .double(number)
    }

    // MARK: Plain arguments

    /// The values a plain argument is previewed with: the ARB `example` when the source gives
    /// one; else, for an argument whose words have a plural form (a count, an amount of money in
    /// a currency format, a duration's smallest unit, a relative time's unit), a value in each
    /// cardinal category of the locale (the first integer ICU gives that is 1 or more, else 0;
    /// CLDR's decimal for a category only fractions reach, where the value may have one); else
    /// one value that shows how it is spoken (a date at `sampleInstant`, "Anna").
    ///
    /// A duration the locale's translation puts in a grammatical case (`cased`: `"case":
    /// "accusative"` in ru.arb) also takes `integerSamples` values in each category, the example's
    /// smallest unit if there is an example (ru "через 1 минуту", "через 21 минуту", "через 2
    /// минуты", "через 5 минут"): the cased words differ by number, and the translator who chose
    /// the case sees each form.
    func samples(
        of argument: MessagePlan.Argument, metadata: MessageMetadata?, locale: SpokenLocale, cased: Bool = false
    ) -> [(category: String?, value: MessageArgument)] {
        let name = argument.name
        let type = metadata?.placeholders[name]
        let format = metadata?.placeholderFormats[name]
        let kind = Self.kind(argument.accepted, placeholder: type)
        let integer = Self.isInteger(type)
        // A value in each category (`count` of them where the category has that many integers):
        // n × the unit, as `make(n)` builds it.
        // `preferred` (a money format's telling 42.50) stands for its own category.
        func perCategory(
            fractions: Bool, preferred: Double? = nil, count: Int = 1, _ make: (Double) -> MessageArgument
        ) -> [(String?, MessageArgument)] {
            guard let rules = ICUPluralRules.rules(locale: locale.icuIdentifier, ordinal: false) else { return [] }
            let preferredCategory = preferred.map {
                ICUPluralRules.category(of: $0, locale: locale.icuIdentifier, ordinal: false)
            }
            var result: [(String?, MessageArgument)] = []
            for category in rules.ordered {
                if let preferred, preferredCategory == category {
                    result.append((category, make(preferred)))
                    continue
                }
                var integers: [Double] = []
                for sample in rules.samples[category] ?? []
                where sample == sample.rounded() && !integers.contains(sample) {
                    integers.append(sample)
                }
                // The first values that count something (ru `many`: 5, not 0), else 0.
                let counting = integers.filter { $0 >= 1 }
                for sample in counting.isEmpty ? Array(integers.prefix(1)) : Array(counting.prefix(count)) {
                    result.append((category, make(sample)))
                }
                if fractions, integers.isEmpty,
                    let decimal = Self.decimalSample(category, rules: rules, locale: locale.icuIdentifier)
                {
                    result.append((category, make(decimal)))
                }
            }
            return result
        }
        // The smallest unit a duration placeholder allows (`units`, default seconds).
        func durationUnits() -> Set<DurationUnit> {
            (try? metadata?.placeholderOptions[name]?[DurationKey.units]) ?? DurationUnit.defaults
        }
        func durations(in unit: DurationUnit, count: Int) -> [(String?, MessageArgument)] {
            let seconds = Double(unit.attoseconds / 1_000_000_000_000_000) / 1000
            return perCategory(fractions: false, count: count) { .duration(.seconds($0 * seconds)) }
        }
        if let example = metadata?.placeholderExamples[name],
            let value = Self.example(example, accepted: argument.accepted, kind: kind, format: format)
        {
            guard cased, case .duration(let duration) = value else { return [(nil, value)] }
            return [(nil, value)]
                + durations(in: Self.smallestUnit(of: duration, among: durationUnits()), count: integerSamples)
        }
        if let format {
            switch format.name {
            case .currency, .simpleCurrency, .decimalPattern, .decimalPatternDigits:
                let telling: Double? =
                    switch format.sample(integer: integer) {
                    case .double(let value): value
                    case .int(let value): Double(value)
                    default: nil
                    }
                let values = perCategory(fractions: !integer, preferred: telling) { Self.value($0) }
                if !values.isEmpty { return values }
            default:
                break
            }
            return [(nil, format.sample(integer: integer))]
        }
        if case .value(let placeholder) = argument.accepted {
            switch placeholder.sample {
            case .duration:
                let values = durations(in: durationUnits().max() ?? .second, count: cased ? integerSamples : 1)
                return values.isEmpty ? [(nil, placeholder.sample)] : values
            case .relativeTime(let relative):
                let values = perCategory(fractions: false) {
                    .relativeTime(RelativeTime(relative.value < 0 ? -$0 : $0, relative.unit))
                }
                return values.isEmpty ? [(nil, placeholder.sample)] : values
            default:
                return [(nil, placeholder.sample)]
            }
        }
        switch kind {
        case .number:
            let values = perCategory(fractions: !integer) { Self.value($0) }
            return values.isEmpty ? [(nil, .int(2))] : values
        case .date: return [(nil, .date(secondsSince1970: Self.sampleInstant))]
        case .string: return [(nil, .string("Anna"))]
        }
    }

    /// The smallest of `units` a duration has some of when spoken in them (5400 s in days, hours,
    /// minutes and seconds: 1 hour 30 minutes, so minutes); the smallest unit for none.
    static func smallestUnit(of duration: Duration, among units: Set<DurationUnit>) -> DurationUnit {
        let (seconds, attoseconds) = duration.components
        var rest = Int128(seconds) * DurationUnit.second.attoseconds + Int128(attoseconds)
        var smallest: DurationUnit?
        for unit in units.sorted() where rest >= unit.attoseconds {
            rest %= unit.attoseconds
            smallest = unit
        }
        return smallest ?? units.max() ?? .second
    }

    /// An ARB `example` as the argument's value; nil when it is not one (a word for a number).
    private static func example(
        _ text: String, accepted: ArgumentRequirement, kind: Kind, format: PlaceholderFormat?
    ) -> MessageArgument? {
        let number = Double(text).flatMap { $0.isFinite ? $0 : nil }
        if case .value(let placeholder) = accepted {
            guard case .duration = placeholder.sample, let number, number >= 0 else { return nil }
            return .duration(.seconds(number))
        }
        if format != nil || kind == .number { return number.map(value) }
        if kind == .date { return nil }
        return .string(text)
    }

    private enum Kind { case number, date, string }

    private static func kind(_ accepted: ArgumentRequirement, placeholder: String?) -> Kind {
        switch accepted {
        case .number, .integer: return .number
        case .date: return .date
        case .string, .conflicting, .value: return .string
        case .any:
            switch ArgumentRequirement(placeholderType: placeholder ?? "String") {
            case .number: return .number
            case .date: return .date
            default: return .string
            }
        }
    }

    /// ARB's integer types: such an argument never takes a decimal sample.
    private static func isInteger(_ placeholder: String?) -> Bool { placeholder == "int" || placeholder == "Int" }
}

/// A plural, selectordinal or select argument of a message, with every selector it is given.
struct BranchingArgument: Sendable {
    enum Kind: Sendable { case plural, selectOrdinal, select }

    let name: String
    let kind: Kind
    /// Plural `offset:` (subtracted before the category is chosen).
    var offset = 0.0
    /// `=N` values.
    var explicitValues: [Double] = []
    /// Keywords in pattern order, without duplicates.
    var keywords: [String] = []
    /// The keywords of each use of the argument (a nested message may use it more than once).
    var uses: [Set<String>] = []

    /// True when every use of the argument has a branch for the category.
    func hasCategory(_ category: String) -> Bool { uses.allSatisfy { $0.contains(category) } }

    /// The branching arguments of a pattern, by name (empty when ICU cannot parse it).
    static func all(in pattern: String) -> [String: BranchingArgument] {
        let units = Array(pattern.utf16)
        guard case .success(let parts) = units.withUnsafeBufferPointer({ ICUMessagePattern.parse($0) }) else {
            return [:]
        }
        func text(_ part: MessagePart) -> String { String(decoding: units[part.index..<part.end], as: UTF16.self) }
        var result: [String: BranchingArgument] = [:]
        for (start, part) in parts.enumerated() where part.kind == .argStart {
            let kind: Kind
            switch part.argType {
            case .plural: kind = .plural
            case .selectOrdinal: kind = .selectOrdinal
            case .select: kind = .select
            default: continue
            }
            guard start + 1 < parts.count else { continue }
            let name = text(parts[start + 1])
            var argument = result[name] ?? BranchingArgument(name: name, kind: kind)
            var use = Set<String>()
            var index = start + 2
            while index < part.limit, index < parts.count {
                let current = parts[index]
                switch current.kind {
                case .argInt, .argDouble:
                    // Right after the name: `offset:N`; after an `=N` selector it was read there.
                    if index == start + 2 { argument.offset = current.numeric }
                case .argSelector:
                    let keyword = text(current)
                    use.insert(keyword)
                    if !argument.keywords.contains(keyword) { argument.keywords.append(keyword) }
                    if keyword.hasPrefix("="), index + 1 < parts.count,
                        [.argInt, .argDouble].contains(parts[index + 1].kind),
                        !argument.explicitValues.contains(parts[index + 1].numeric)
                    {
                        argument.explicitValues.append(parts[index + 1].numeric)
                    }
                case .msgStart:
                    // Nested arguments are visited by the outer loop.
                    index = current.limit
                default:
                    break
                }
                index += 1
            }
            argument.uses.append(use)
            result[name] = argument
        }
        return result
    }
}
