import Spoken

/// `placeholder-mismatch`: the message's arguments differ from the source's, by name or by kind.
///
/// Names must match exactly: a missing argument is never spoken, an unknown one makes formatting
/// fail. Kinds must take the same value: the placeholder's ARB type in the source metadata
/// (`String`, `int`/`num`/`double`, `DateTime`), else what the source's use implies. A number may
/// be `{n}`, `{n, number}`, `{n, plural, …}` or `{n, selectordinal, …}` (a language without
/// plurals writes `{count}`, and a language may pluralize on another number argument of the
/// same message), but never a `select` or a `date`; a string only `{s}` or a `select`; a date
/// only `{d}`, `date` or `time` (and `date` stays `date`, `time` stays `time`, where the source
/// says which). An argument swallowed by ASCII-apostrophe quoting is left to the
/// `apostrophe` rule, which names the cause.
enum PlaceholderMismatchRule: MessageRule {
    static let rule = LintRule.placeholderMismatch
    static let summary = "The message's arguments differ from the source message's, by name or kind"

    /// What an argument takes.
    enum ValueClass: String {
        case number, date, string

        init?(_ kind: LintArgument.Kind) {
            switch kind {
            case .simple, .unknownType: return nil
            case .number, .spellout, .ordinal, .duration, .plural, .selectOrdinal, .choice: self = .number
            case .date, .time: self = .date
            case .select: self = .string
            }
        }

        init?(arbType: String) {
            switch arbType {
            case "String": self = .string
            case "int", "num", "double": self = .number
            case "DateTime": self = .date
            default: return nil
            }
        }
    }

    static func check(_ context: MessageContext, into sink: inout DiagnosticSink) {
        guard let source = context.sourceAnalysis, source.isValid, context.analysis.isValid,
            !context.analysis.isBlank  // empty-message reports it
        else { return }
        // The common case: the same arguments in the same order, nothing to report.
        if source.arguments.count == context.analysis.arguments.count {
            let expected = source.arguments
            let actual = context.analysis.arguments
            var same = true
            for i in expected.indices where expected[i].name != actual[i].name || expected[i].kind != actual[i].kind {
                same = false
                break
            }
            if same { return }
        }
        // Messages have a handful of arguments: arrays beat sets here.
        let expectedNames = source.arguments.map(\.name)
        let actualNames = context.analysis.arguments.map(\.name)
        if expectedNames.isEmpty, actualNames.isEmpty { return }
        var missing: [String] = []
        for name in expectedNames where !actualNames.contains(name) && !missing.contains(name) {
            if ApostropheRule.swallows(name, in: context.analysis) { continue }
            missing.append(name)
        }
        let hasUnknown = actualNames.contains { !expectedNames.contains($0) }
        // A renamed placeholder ({itme} for {item}) is one defect: reported at the unknown name.
        if !hasUnknown {
            for name in missing {
                sink.report(rule, context, offset: 0, "Missing placeholder '{\(name)}': the source message uses it")
            }
        }
        var reported: Set<String> = []
        for argument in context.analysis.arguments where !reported.contains(argument.name) {
            guard expectedNames.contains(argument.name) else {
                reported.insert(argument.name)
                let names = Set(expectedNames).sorted().map { "{\($0)}" }.joined(separator: ", ")
                let missingHere =
                    missing.isEmpty ? "" : " (\(missing.map { "{\($0)}" }.joined(separator: ", ")) missing here)"
                sink.report(
                    rule, context, offset: argument.nameOffset,
                    "Unknown placeholder '{\(argument.name)}': the source has \(names.isEmpty ? "no placeholders" : names)\(missingHere)"
                )
                continue
            }
            guard let actual = ValueClass(argument.kind),
                let expected = expectedClass(argument.name, source: source, metadata: context.metadata)
            else { continue }
            if actual != expected {
                reported.insert(argument.name)
                sink.report(
                    rule, context, offset: argument.nameOffset,
                    "'{\(argument.name)}' is \(article(argument.kind)) argument here, which takes a \(actual.rawValue), but the source passes a \(expected.rawValue)"
                )
            } else if argument.kind == .date || argument.kind == .time {
                // Same value, other words: a date where the source speaks a time of day.
                let sourceKinds = source.arguments.filter {
                    $0.name == argument.name && ($0.kind == .date || $0.kind == .time)
                }
                .map(\.kind)
                if !sourceKinds.isEmpty, !sourceKinds.contains(argument.kind) {
                    reported.insert(argument.name)
                    sink.report(
                        rule, context, offset: argument.nameOffset,
                        "'{\(argument.name)}' is \(article(argument.kind)) argument here but \(article(sourceKinds[0])) argument in the source"
                    )
                }
            }
        }
    }

    /// The placeholder's declared ARB type, else the class of its uses in the source.
    private static func expectedClass(_ name: String, source: MessageAnalysis, metadata: LintMetadata?) -> ValueClass? {
        if let type = metadata?.placeholderTypes[name], let declared = ValueClass(arbType: type) { return declared }
        return source.arguments.lazy.filter { $0.name == name }.compactMap { ValueClass($0.kind) }.first
    }

    private static func article(_ kind: LintArgument.Kind) -> String {
        (["a", "e", "i", "o", "u"].contains(kind.rawValue.first.map(String.init) ?? "") ? "an " : "a ") + kind.rawValue
    }
}
