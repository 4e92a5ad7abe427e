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
package enum PlaceholderMismatchRule: MessageRule {
    package static let rule = DiagnosticCode.placeholderMismatch
    package static let summary = "The message's arguments differ from the source message's, by name or kind"

    static func check(_ context: MessageContext, into sink: inout DiagnosticSink) {
        guard let source = context.sourceAnalysis else {
            checkValueTypes(context, into: &sink)
            return
        }
        guard source.isValid, context.analysis.isValid,
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
            // A value type's placeholder (`"type": "duration"`) is checked against the source's own
            // uses too: only a plain {eta} speaks it.
            if same && !declaresValueType(context.metadata) { return }
        }
        // The same (name, kind) pairs as a source that keeps its own contract (a plural whose
        // variants each repeat an argument, as many times as the locale has categories): no
        // mismatch either, since every finding depends only on those pairs.
        if context.sourceContractHolds, samePairs(source.arguments, context.analysis.arguments) { return }
        // The one answer the run time gives too (`ArgumentContract`).
        let contract =
            context.sourceContract
            ?? ArgumentContract(
                source: source.arguments.map(\.useSite), declared: context.metadata?.placeholders ?? [:])
        let mismatches = contract.mismatches(in: context.analysis.arguments.map(\.useSite)) { name in
            ApostropheRule.swallows(name, in: context.analysis)
        }
        for mismatch in mismatches {
            // ICU's duration style is `duration-style`'s finding, which names the Spoken way.
            if case .wrongClass(let use, _) = mismatch, use.kind == .duration { continue }
            sink.report(rule, context, offset: mismatch.offset, mismatch.description)
        }
    }

    /// True when every (name, kind) pair of one list is in the other, both ways.
    private static func samePairs(_ a: [LintArgument], _ b: [LintArgument]) -> Bool {
        func covers(_ x: [LintArgument], _ y: [LintArgument]) -> Bool {
            for j in y.indices {
                var found = false
                for i in x.indices where x[i].kind == y[j].kind && x[i].name == y[j].name {
                    found = true
                    break
                }
                if !found { return false }
            }
            return true
        }
        return covers(a, b) && covers(b, a)
    }

    /// True when the metadata declares a value type's placeholder (`"type": "duration"`).
    static func declaresValueType(_ metadata: MessageMetadata?) -> Bool {
        metadata?.declaresValueType ?? false
    }

    /// The source message itself against its own metadata: a value type's placeholder
    /// (`"type": "duration"`) is only spoken as a plain `{eta}`; `{eta, number}` or a plural on it
    /// cannot format.
    private static func checkValueTypes(_ context: MessageContext, into sink: inout DiagnosticSink) {
        guard let metadata = context.metadata, declaresValueType(metadata), context.analysis.isValid else { return }
        let uses = context.analysis.arguments.map(\.useSite)
        let contract = ArgumentContract(source: uses, declared: metadata.placeholders)
        for mismatch in contract.mismatches(in: uses) {
            guard case .wrongClass(let use, let expected) = mismatch, expected.valuePlaceholder != nil,
                use.kind != .duration  // duration-style's finding
            else { continue }
            sink.report(rule, context, offset: mismatch.offset, mismatch.description)
        }
    }
}
