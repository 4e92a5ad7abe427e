/// `plural-category-unused`: a category the locale never selects (`few` in en): dead text that
/// translators maintain for nothing, often copied from another language.
package enum PluralCategoryUnusedRule: MessageRule {
    package static let rule = DiagnosticCode.pluralCategoryUnused
    package static let summary = "A plural category that the locale's rules never select"

    static func check(_ context: MessageContext, into sink: inout DiagnosticSink) {
        guard context.analysis.hasVariants, let locale = context.locale else { return }
        for argument in context.analysis.arguments where argument.kind.usesPluralRules {
            guard let rules = locale.pluralRules(for: argument.kind),
                !argument.categories.isSubset(of: rules.categorySet)  // the usual case
            else { continue }
            for selector in argument.selectors
            where selector.explicitValue == nil && ICUPluralRules.isCategory(selector.keyword)
                && !rules.ordered.contains(selector.keyword)
            {
                let kind = argument.kind == .selectOrdinal ? "ordinal" : "cardinal"
                sink.report(
                    rule, context, offset: selector.offset,
                    "'\(selector.keyword)' is never selected in \(locale.locale.identifier) (\(kind) categories: \(PluralCategoryMissingRule.ordered(rules.categories).joined(separator: ", ")))"
                )
            }
        }
    }
}
