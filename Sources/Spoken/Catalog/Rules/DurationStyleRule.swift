/// `duration-style`: ICU's own duration style, `{eta, duration}`, speaks a number of seconds as a
/// clock ("1:15:27") in English and as an abbreviation ("2 sec.") or a bare number elsewhere:
/// exactly what screen readers misread ("1 h 15 m" heard as metres). An error, as anything that
/// changes what is spoken: the loader refuses such a catalog too. The Spoken way is a plain
/// `{eta}` of a placeholder typed `duration` (`"eta": {"type": "duration"}`), spoken in words in
/// every language ("1 hour, 15 minutes, 27 seconds").
package enum DurationStyleRule: MessageRule {
    package static let rule = DiagnosticCode.durationStyle
    package static let summary = "ICU's duration style ({eta, duration}) is spoken as a clock (1:15:27) or '2 sec.'"
    /// Only messages with arguments: its check starts by asking for them.
    static let scope = MessageRuleScope.arguments

    static func check(_ context: MessageContext, into sink: inout DiagnosticSink) {
        guard context.analysis.isValid else { return }
        for argument in context.analysis.arguments where argument.kind == .duration {
            sink.report(
                rule, context, offset: argument.typeOffset ?? argument.nameOffset,
                "'{\(argument.name), duration}' is spoken as a clock time ('1:15:27') or an abbreviation ('2 sec.'), which screen readers misread: write a plain {\(argument.name)}, with the placeholder's type duration in the source message, to have it said in words ('1 hour, 15 minutes, 27 seconds')"
            )
        }
    }
}
