/// `missing-other`: a `plural`, `selectordinal` or `select` without an `other` variant; ICU's
/// MessageFormat refuses it at run time. (When a selector is not a category at all, that is the
/// defect — often `other` translated — and `plural-category-invalid` reports it instead.)
package enum MissingOtherRule: MessageRule {
    package static let rule = DiagnosticCode.missingOther
    package static let summary = "A plural, selectordinal or select argument has no 'other' variant"
    /// Only messages with variants: its check starts by asking for them.
    static let scope = MessageRuleScope.variants

    static func check(_ context: MessageContext, into sink: inout DiagnosticSink) {
        guard context.analysis.hasVariants else { return }
        for argument in context.analysis.arguments
        where (argument.kind.usesPluralRules || argument.kind == .select)
            && !argument.categories.contains(.other)
            && !PluralCategoryInvalidRule.hasInvalidSelector(argument)
        {
            sink.report(
                rule, context, offset: argument.start,
                "The \(argument.kind.rawValue) argument '\(argument.name)' has no 'other' variant (ICU requires one)")
        }
    }
}
