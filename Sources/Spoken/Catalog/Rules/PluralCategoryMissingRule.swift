/// `plural-category-missing`: the locale's plural rules (cardinal for `plural`, ordinal for
/// `selectordinal`, from ICU) use a category the message lacks: ru without `few` says
/// "5 сообщение". A category whose every ICU sample number has an explicit `=N` variant is
/// covered (en `one` is exactly 1, so `=1` covers it). A category of only huge numbers (the `many`
/// of fr, es, it, pt, ca: 1,000,000) is a warning.
package enum PluralCategoryMissingRule: MessageRule {
    package static let rule = DiagnosticCode.pluralCategoryMissing
    package static let summary = "The locale's plural rules use a category that the message lacks"
    /// Only messages with variants: its check starts by asking for them.
    static let scope = MessageRuleScope.variants

    package static let order = ["zero", "one", "two", "few", "many", "other"]

    /// True when every ICU sample of the category is 1,000 or more: no real catalog has such a
    /// case, and a maintainer would not add one (every format reports it as a warning).
    package static func isHuge(_ category: String, _ rules: ICUPluralRules) -> Bool {
        let samples = rules.samples[category] ?? []
        return !samples.isEmpty && samples.allSatisfy { $0 >= 1000 }
    }

    package static func ordered(_ categories: Set<String>) -> [String] {
        order.filter(categories.contains)
    }

    static func check(_ context: MessageContext, into sink: inout DiagnosticSink) {
        guard context.analysis.hasVariants, let locale = context.locale else { return }
        for argument in context.analysis.arguments where argument.kind.usesPluralRules {
            guard let categorySet = locale.pluralCategories(for: argument.kind),
                !PluralCategoryInvalidRule.hasInvalidSelector(argument),
                !argument.categories.union(.other).isSuperset(of: categorySet),  // the usual case
                let rules = locale.pluralRules(for: argument.kind)
            else { continue }
            var missing: [String] = []
            for category in rules.ordered
            where category != "other"
                && !argument.categories.contains(PluralCategorySet(keyword: category) ?? [])
            {
                let explicit = argument.selectors.compactMap(\.explicitValue)
                if !rules.isCovered(category, byExplicit: explicit) { missing.append(category) }
            }
            guard !missing.isEmpty else { continue }
            // Categories of only huge numbers (fr/es/it/pt `many`: 1,000,000) are a warning.
            let huge = missing.filter { isHuge($0, rules) }
            for (list, severity) in [
                (missing.filter { !huge.contains($0) }, DiagnosticSeverity.error), (huge, .warning),
            ]
            where !list.isEmpty {
                let examples = list.compactMap {
                    sourceExample(context, argument: argument, category: $0, rules: rules)
                }
                sink.report(
                    rule, context, offset: argument.start,
                    message(
                        locale: locale.locale.identifier, missing: list, rules: rules,
                        ordinal: argument.kind == .selectOrdinal,
                        examples: examples.count == list.count ? examples : [],
                        subject: "'{\(argument.name), \(argument.kind.rawValue), …}'", onlyHuge: severity == .warning),
                    severity: severity)
            }
        }
    }

    /// What translators read, with CLDR's samples from ICU's plural data and, when there is one,
    /// the source's words for a sample of each missing category:
    /// "ru uses 'few' for 2–4, 22–24, 32–34…: '2 new messages' has no form here". Every format
    /// says it with these words (`subject` names the plural when no example can be shown).
    package static func message(
        locale: String, missing: [String], rules: ICUPluralRules, ordinal: Bool, examples: [String],
        subject: String, onlyHuge: Bool
    ) -> String {
        let uses = missing.map { Self.uses($0, rules) }
        var text = "\(locale) uses " + uses.joined(separator: " and ") + (ordinal ? " \(ranks)" : "") + ": "
        if examples.isEmpty {
            text += "\(subject) has no form for \(missing.count == 1 ? "them" : "these") here"
        } else {
            text +=
                examples.map { "'\($0)'" }.joined(separator: ", ") + (examples.count == 1 ? " has" : " have")
                + " no form here"
        }
        return text + (onlyHuge ? "; only numbers as large as these need it" : "")
    }

    /// A category with CLDR's first samples of it: "'few' for 2–4, 22–24, 32–34…"; a category of
    /// fractions only (ru `other`) by its first fraction: "'other' for fractions such as 1.5".
    package static func uses(_ category: String, _ rules: ICUPluralRules) -> String {
        let samples = rules.cldrSamples[category]
        let integers = samples?.integerSummary() ?? ""
        if !integers.isEmpty { return "'\(category)' for \(integers)" }
        if let fraction = samples?.decimals.first {
            return "'\(category)' for fractions such as \(fraction.high ?? fraction.low)"
        }
        return "'\(category)'"
    }

    /// What `selectordinal` counts, in a translator's words.
    package static let ranks = "for ranks (1st, 2nd, 3rd…)"

    /// The sample number a translator would try first: the first of the category above 1 (ru
    /// `one`: 21, where the surprise is), else its first.
    static func exampleNumber(_ category: String, _ rules: ICUPluralRules) -> Double? {
        let samples = rules.samples[category] ?? []
        return samples.first { $0 > 1 && $0 == $0.rounded() } ?? samples.first
    }

    /// The source message spoken for a sample of `category`, when the source's only argument is
    /// this one (other values would have to be made up).
    private static func sourceExample(
        _ context: MessageContext, argument: LintArgument, category: String, rules: ICUPluralRules
    ) -> String? {
        guard let source = context.sourceAnalysis, source.isValid,
            !source.arguments.isEmpty, source.arguments.allSatisfy({ $0.name == argument.name }),
            let number = exampleNumber(category, rules), let sourceLocale = context.catalog.source?.locale
        else { return nil }
        let pattern = source.text(0..<source.units.count)
        guard
            let format = try? ICUMessageFormat(
                pattern: pattern, localeID: sourceLocale.locale.icuIdentifier, timeZoneID: "UTC")
        else { return nil }
        let value: ICUMessageFormat.Value = number == number.rounded() ? .int(Int64(number)) : .double(number)
        return try? format.format([(argument.name, value)])
    }
}
