/// `placeholder-case`: a translation's grammatical case of a placeholder (`"@order.arrives":
/// {"placeholders": {"eta": {"case": "accusative"}}}` in ru.arb) that Spoken cannot apply: on a
/// placeholder whose words are no unit names (only durations and ranges of measures take a case),
/// or a case the file's language does not give unit names in CLDR (uk has no prepositional; en's
/// units never change). An error, as anything that changes what is spoken: the loader does not
/// serve the message either. The message names the cases the language has, each with the words it
/// gives in that language ("accusative: 21 минуту"), so a translator picks by the form.
package enum PlaceholderCaseRule: MessageRule {
    package static let rule = DiagnosticCode.placeholderCase
    package static let summary =
        "A placeholder's case that its language's unit names do not have, or a case on a placeholder that is no unit"
    static let scope = MessageRuleScope.arguments

    static func check(_ context: MessageContext, into sink: inout DiagnosticSink) {
        let catalog = context.catalog.catalog
        guard let own = catalog.metadata[context.key], !own.placeholderCases.isEmpty else { return }
        // Where each case is written: the file's `@key` entry (read only for the few messages that
        // set a case).
        let entry = catalog.members.first { $0.key.value == "@" + context.key }
        let declared = entry?.value.members?.first { $0.key.value == "placeholders" }?.value.members ?? []
        for name in own.placeholderCases.keys.sorted() {
            guard let grammaticalCase = own.placeholderCases[name],
                let attribute = declared.first(where: { $0.key.value == name })?.value.members?
                    .first(where: { $0.key.value == "case" })
            else { continue }
            let type = context.metadata?.placeholders[name] ?? own.placeholders[name] ?? "Object"
            let valueType = ValuePlaceholder.named(type)?.valueType
            guard let valueType, valueType.field(ValueField.grammaticalCase.name) != nil else {
                let units = ValueType.all.filter {
                    $0.field(ValueField.grammaticalCase.name) != nil && $0.placeholder != nil
                }
                .map(\.name)
                sink.report(
                    rule, key: "@" + context.key, at: attribute.value.position,
                    "Placeholder '\(name)' is \(ArgumentValueClass(placeholderType: type)?.withArticle ?? "any value"), whose words do not change with case: only "
                        + units.joined(separator: " and ")
                        + " placeholders take one; remove \"case\": \"\(SpokenError.token(grammaticalCase))\"")
                continue
            }
            guard let locale = context.catalog.locale?.locale else { continue }
            let cases = GrammaticalCase.cases(for: locale)
            if cases.contains(where: { $0.name == grammaticalCase }) { continue }
            sink.report(
                rule, key: "@" + context.key, at: attribute.value.position,
                advice(name, grammaticalCase, cases: cases, locale: locale, valueType: valueType))
        }
    }

    /// "Unit names in uk have no case 'prepositional'. Use one of: nominative (21 хвилина), …,
    /// such as "case": "accusative"".
    static func advice(
        _ name: String, _ grammaticalCase: String, cases: [GrammaticalCase], locale: SpokenLocale, valueType: ValueType
    ) -> String {
        let quoted = SpokenError.token(grammaticalCase)
        guard cases.count > 1 else {
            return
                "Unit names in '\(locale.identifier)' do not change with case, so placeholder '\(name)' cannot take '\(quoted)': remove \"case\""
        }
        let forms = cases.map { known -> String in
            let sample = try? DurationFormatter(locale: locale, units: [.minute], grammaticalCase: known).string(
                seconds: 21 * 60)
            return sample.map { "\(known.name) (\($0))" } ?? known.name
        }
        let nearest = Suggestion.nearest(to: grammaticalCase, in: cases.map(\.name))
        let example = nearest ?? (cases.contains(.accusative) ? "accusative" : cases[1].name)
        let hint = Suggestion.didYouMean(nearest.map { [$0] } ?? []).map { " (\($0))" } ?? ""
        return
            "Unit names in '\(locale.identifier)' have no case '\(quoted)'\(hint) for placeholder '\(name)': use one of "
            + forms.joined(separator: ", ") + ", such as \"case\": \"\(example)\""
    }
}
