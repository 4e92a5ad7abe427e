/// `empty-message`: the message is empty or only whitespace; VoiceOver would speak nothing.
package enum EmptyMessageRule: MessageRule {
    package static let rule = DiagnosticCode.emptyMessage
    package static let summary = "The message is empty or only whitespace"

    static func check(_ context: MessageContext, into sink: inout DiagnosticSink) {
        guard context.analysis.isBlank else { return }
        let what = context.units.isEmpty ? "empty" : "only whitespace"
        sink.report(
            rule, context, offset: 0, "The message for '\(context.key)' is \(what): VoiceOver would speak nothing")
    }
}
