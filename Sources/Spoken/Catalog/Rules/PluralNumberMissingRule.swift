/// `plural-number-missing`: a plural form that says no number (no `#`, nor the argument itself)
/// although the locale's rules put more numbers than one in its category and the source says
/// its number: ru, uk, be, hr, sr… `one` also covers 21, 31, 101, so `one {новое сообщение}` makes
/// 21 speak "новое сообщение", the count lost; so does a ja `other {新着メッセージ}`. English `one` is
/// only 1, so `one {One new message}` is fine there; an explicit `=0` or `=21` covers its number.
/// Where the only other integer the category covers is 0 (fr, pt `one`: 0 and 1), the finding is
/// a warning: "Caractère incompatible trouvé." is heard for none found, never for 21 of them.
/// The `.stringsdict` and String Catalog cases (a form without the count's `%d`) are the same
/// rule, with the same words.
package enum PluralNumberMissingRule: MessageRule {
    package static let rule = DiagnosticCode.pluralNumberMissing
    package static let summary =
        "A plural form says no number, though its category covers more than one (ru 'one': 1, 21, 31…)"
    /// Only messages with variants: its check starts by asking for them.
    static let scope = MessageRuleScope.variants

    static func check(_ context: MessageContext, into sink: inout DiagnosticSink) {
        guard context.analysis.hasVariants, let locale = context.locale, let source = context.sourceAnalysis else {
            return
        }
        let analysis = context.analysis
        for argument in analysis.arguments where argument.kind.usesPluralRules {
            // Only where the source says this argument's number: a source that never does
            // ("New messages") leaves it out on purpose.
            guard locale.pluralCategories(for: argument.kind) != nil,
                saysNumber(source, argument.name, in: 0..<source.units.count, pluralAt: nil)
            else { continue }
            // Most plurals have no `=N`: their categories' examples are the locale's, looked up.
            let explicit =
                argument.selectors.contains { $0.explicitValue != nil }
                ? argument.selectors.compactMap(\.explicitValue) : []
            for selector in argument.selectors where selector.explicitValue == nil && selector.category != .zero {
                let example: Double?
                if explicit.isEmpty, let category = selector.category {
                    example = locale.coveredExample(category, kind: argument.kind)
                } else {
                    example = locale.pluralRules(for: argument.kind).flatMap {
                        covered(selector.keyword, rules: $0, besides: explicit)
                    }
                }
                guard let range = selector.message, let example,
                    !saysNumber(analysis, argument.name, in: range, pluralAt: argument.start),
                    let rules = locale.pluralRules(for: argument.kind)
                else { continue }
                sink.report(
                    rule, context, offset: selector.offset,
                    message(
                        locale: locale.locale.identifier, category: selector.keyword, rules: rules, example: example,
                        words: analysis.text(range), fix: "write # where the number goes"),
                    severity: severity(example: example))
            }
        }
    }

    /// A second number of the category, besides the explicit `=N` values: nil when the category
    /// holds one number only (en `one`: 1), which the words may name.
    package static func covered(_ category: String, rules: ICUPluralRules, besides explicit: [Double] = []) -> Double? {
        let integers = (rules.samples[category] ?? []).filter { $0 == $0.rounded() && !explicit.contains($0) }
        guard integers.count >= 2 else { return nil }
        return integers.first { $0 > 1 } ?? integers.first
    }

    /// A warning when the category's only other integer is 0 (`covered` returns a positive number
    /// whenever the rules put one there: ru `one` 21), else the rule's error.
    package static func severity(example: Double) -> DiagnosticSeverity? {
        example == 0 ? .warning : nil
    }

    /// Every format's words: "ru uses 'one' for 1, 21, 31…: this form says no number
    /// ('новое сообщение'), so 21 is heard without its count; write # where the number goes".
    package static func message(
        locale: String, category: String, rules: ICUPluralRules, example: Double, words: String, fix: String
    ) -> String {
        var shown = words.trimmingSpaces
        if shown.count > 32 { shown = String(shown.prefix(32)) + "…" }
        let samples = rules.cldrSamples[category]?.integerSummary() ?? ""
        let heard =
            example == 0
            ? "so it is also heard for 0, as if there were one; \(fix), or give 0 its own form"
            : "so \(Int64(example)) is heard without its count; \(fix)"
        return
            "\(locale) uses '\(category)'\(samples.isEmpty ? "" : " for \(samples)"): this form says no number ('\(shown)'), \(heard)"
    }

    /// True when `range` of the message holds a `#` or a use of the argument (for a plural at
    /// `pluralAt`, a `#` of that plural or of one nested in it).
    private static func saysNumber(_ analysis: MessageAnalysis, _ name: String, in range: Range<Int>, pluralAt: Int?)
        -> Bool
    {
        analysis.numberSigns.contains { range.contains($0) }
            || analysis.arguments.contains { $0.name == name && $0.start != pluralAt && range.contains($0.start) }
    }
}

extension String {
    /// Without leading and trailing white space.
    fileprivate var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
