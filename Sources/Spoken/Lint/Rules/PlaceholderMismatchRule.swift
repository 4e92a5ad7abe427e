/// `placeholder-mismatch`: the message's arguments differ from the source's, by name or by kind
/// (simple, number, date, time, plural, select, selectordinal…). A missing argument is spoken as
/// nothing; an unknown one makes formatting fail. An argument swallowed by ASCII-apostrophe
/// quoting is left to the `apostrophe` rule, which names the cause.
enum PlaceholderMismatchRule: MessageRule {
    static let rule = LintRule.placeholderMismatch
    static let summary = "The message's arguments differ from the source message's, by name or kind"

    static func check(_ context: MessageContext, into sink: inout DiagnosticSink) {
        guard let source = context.sourceAnalysis, source.isValid, context.analysis.isValid,
            !context.analysis.isBlank  // empty-message reports it
        else { return }
        let expected = source.argumentKinds
        let actual = context.analysis.argumentKinds
        for argument in source.arguments where actual[argument.name] == nil {
            // Report each missing name once, at its first use in the source.
            guard source.arguments.first(where: { $0.name == argument.name })?.start == argument.start else { continue }
            if ApostropheRule.swallows(argument.name, in: context.analysis) { continue }
            sink.report(rule, context, offset: 0,
                        "Missing placeholder '{\(argument.name)}': the source message uses it")
        }
        var reported: Set<String> = []
        for argument in context.analysis.arguments where !reported.contains(argument.name) {
            guard let wanted = expected[argument.name] else {
                reported.insert(argument.name)
                let names = expected.keys.sorted().map { "{\($0)}" }.joined(separator: ", ")
                sink.report(rule, context, offset: argument.nameOffset,
                            "Unknown placeholder '{\(argument.name)}': the source has \(names.isEmpty ? "no placeholders" : names)")
                continue
            }
            let kind = actual[argument.name] ?? argument.kind
            if kind != wanted {
                reported.insert(argument.name)
                let first = context.analysis.arguments.first(where: { $0.name == argument.name && $0.kind == kind }) ?? argument
                sink.report(rule, context, offset: first.nameOffset,
                            "'{\(argument.name)}' is \(article(kind)) argument here but \(article(wanted)) argument in the source")
            }
        }
    }

    private static func article(_ kind: MessageArgument.Kind) -> String {
        let name = kind == .simple ? "simple" : kind.rawValue
        return (["a", "e", "i", "o", "u"].contains(name.first.map(String.init) ?? "") ? "an " : "a ") + name
    }
}
