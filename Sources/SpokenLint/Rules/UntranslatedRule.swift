import Spoken

/// `untranslated`: the message is identical to the source though it has words. Skipped for keys
/// marked `x-translate: false` and for catalogs in the source's own language. Between languages
/// of the same script a single word is often the same (fr "Notifications", de "Tab"), so there it
/// takes two or more words to warn.
enum UntranslatedRule: MessageRule {
    static let rule = LintRule.untranslated
    static let summary = "The message is identical to the source message although it has words"

    static func check(_ context: MessageContext, into sink: inout DiagnosticSink) {
        guard let source = context.sourceAnalysis, context.metadata?.translate != false,
            context.analysis.units == source.units, context.analysis.hasLetters
        else { return }
        let sourceLocale = context.catalog.source?.locale
        if let locale = context.locale, let sourceLocale, locale.language == sourceLocale.language { return }
        let sameScript = context.locale?.script == sourceLocale?.script
        if sameScript, wordCount(context.analysis.literalText) < 2 { return }
        sink.report(rule, context, offset: 0, "'\(context.key)' is identical to the source message: not translated?")
    }

    private static func wordCount(_ text: String) -> Int {
        text.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "'" && $0 != "’" })
            .filter { $0.contains(where: \.isLetter) }.count
    }
}
