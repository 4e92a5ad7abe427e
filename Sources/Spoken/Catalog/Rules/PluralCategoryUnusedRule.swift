/// `plural-category-unused`: a category the locale never selects (`few` in en): dead text that
/// translators maintain for nothing, often copied from another language.
package enum PluralCategoryUnusedRule: MessageRule {
    package static let rule = DiagnosticCode.pluralCategoryUnused
    package static let summary = "A plural category that the locale's rules never select"
    /// Only messages with variants: its check starts by asking for them.
    static let scope = MessageRuleScope.variants

    static func check(_ context: MessageContext, into sink: inout DiagnosticSink) {
        guard context.analysis.hasVariants, let locale = context.locale else { return }
        for argument in context.analysis.arguments where argument.kind.usesPluralRules {
            guard let categorySet = locale.pluralCategories(for: argument.kind),
                !argument.categories.isSubset(of: categorySet),  // the usual case
                let rules = locale.pluralRules(for: argument.kind)
            else { continue }
            for selector in argument.selectors
            where selector.explicitValue == nil && ICUPluralRules.isCategory(selector.keyword)
                && !rules.ordered.contains(selector.keyword)
            {
                sink.report(
                    rule, context, offset: selector.offset,
                    Self.message(
                        selector.keyword, locale: locale.locale.identifier, rules: rules,
                        ordinal: argument.kind == .selectOrdinal))
            }
        }
    }

    /// What translators read, with the numbers each of the locale's forms is for (CLDR's samples
    /// from ICU): "'few' is never used in en, which has 'one' for 1 and 'other' for 0, 2–16,
    /// 100, 1000…: this form is never spoken".
    package static func message(_ keyword: String, locale: String, rules: ICUPluralRules, ordinal: Bool) -> String {
        let forms = PluralCategoryMissingRule.ordered(rules.categories).map {
            PluralCategoryMissingRule.uses($0, rules)
        }
        let list =
            forms.count > 1
            ? forms.dropLast().joined(separator: ", ") + " and " + forms[forms.count - 1] : forms.joined()
        let subject = "'\(keyword)' is never used in \(locale)\(ordinal ? " \(PluralCategoryMissingRule.ranks)" : "")"
        return "\(subject), which has \(list): this form is never spoken"
    }
}
