/// `plural-category-missing`: the locale's plural rules (cardinal for `plural`, ordinal for
/// `selectordinal`, from ICU) use a category the message lacks: ru without `few` says
/// "5 сообщение". A category whose every ICU sample number has an explicit `=N` variant is
/// covered (en `one` is exactly 1, so `=1` covers it). A category of only huge numbers (the `many`
/// of fr, es, it, pt, ca: 1,000,000) is a warning.
package enum PluralCategoryMissingRule: MessageRule {
    package static let rule = DiagnosticCode.pluralCategoryMissing
    package static let summary = "The locale's plural rules use a category that the message lacks"

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
            guard let rules = locale.pluralRules(for: argument.kind),
                !PluralCategoryInvalidRule.hasInvalidSelector(argument),
                !argument.categories.union(.other).isSuperset(of: rules.categorySet)  // the usual case
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
            let kind = argument.kind == .selectOrdinal ? "ordinal" : "cardinal"
            // Categories of only huge numbers (fr/es/it/pt `many`: 1,000,000) are a warning.
            let huge = missing.filter { isHuge($0, rules) }
            for (list, severity) in [
                (missing.filter { !huge.contains($0) }, DiagnosticSeverity.error), (huge, .warning),
            ]
            where !list.isEmpty {
                sink.report(
                    rule, context, offset: argument.start,
                    "The \(argument.kind.rawValue) argument '\(argument.name)' lacks \(list.map { "'\($0)'" }.joined(separator: ", ")), which \(locale.locale.identifier) uses (\(kind): \(rules.ordered.joined(separator: ", ")))"
                        + (severity == .warning ? "; it covers only numbers such as 1,000,000" : ""),
                    severity: severity)
            }
        }
    }
}
