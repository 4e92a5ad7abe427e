/// `plural-category-invalid`: a `plural`/`selectordinal` selector that is neither a CLDR category
/// (zero, one, two, few, many, other) nor `=N`; typically a translated keyword.
package enum PluralCategoryInvalidRule: MessageRule {
    package static let rule = DiagnosticCode.pluralCategoryInvalid
    package static let summary =
        "A plural selector is neither a CLDR category (zero, one, two, few, many, other) nor =N"
    /// Only messages with variants: its check starts by asking for them.
    static let scope = MessageRuleScope.variants

    static func check(_ context: MessageContext, into sink: inout DiagnosticSink) {
        // Most messages have no invalid selector: one pass over flags, no argument copied.
        guard context.analysis.hasVariants, context.analysis.arguments.contains(where: hasInvalidSelector)
        else { return }
        for argument in context.analysis.arguments {
            for selector in invalidSelectors(argument) {
                var text = "'\(selector.keyword)' is not a plural category: use zero, one, two, few, many, other or =N"
                if let categories = context.locale?.pluralRules(for: argument.kind)?.categories {
                    text +=
                        " (\(context.locale?.locale.identifier ?? "") uses \(PluralCategoryMissingRule.ordered(categories).joined(separator: ", ")))"
                }
                sink.report(rule, context, offset: selector.offset, text)
            }
        }
    }

    static func invalidSelectors(_ argument: LintArgument) -> [LintArgument.Selector] {
        guard hasInvalidSelector(argument) else { return [] }
        return argument.selectors.filter(isInvalid)
    }

    /// The same question without building an array, for the rules that defer to this one.
    static func hasInvalidSelector(_ argument: LintArgument) -> Bool {
        argument.kind.usesPluralRules && argument.hasInvalidSelector
    }

    private static func isInvalid(_ selector: LintArgument.Selector) -> Bool {
        selector.explicitValue == nil && !ICUPluralRules.isCategory(selector.keyword)
    }
}
