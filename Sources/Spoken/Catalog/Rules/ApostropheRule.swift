/// `apostrophe`: an ASCII apostrophe before `{` (or `}`) starts ICU quoting, which swallows the
/// text up to the next apostrophe: `l'{item}` speaks "l{item}" literally, never the item. An
/// error, as anything that changes what is spoken: the loader refuses such a catalog too. Write ’
/// (U+2019), or '' for a literal ASCII apostrophe. A deliberate quote of a lone brace (`'{'`) is
/// fine.
package enum ApostropheRule: MessageRule {
    package static let rule = DiagnosticCode.apostrophe
    package static let summary = "An ASCII apostrophe makes ICU speak a placeholder as written (l'{item})"

    static func check(_ context: MessageContext, into sink: inout DiagnosticSink) {
        let analysis = context.analysis
        for quote in analysis.quotes where isSwallowing(quote, analysis) {
            var swallowed = analysis.text(quote.text)
            if swallowed.count > 24 { swallowed = String(swallowed.prefix(24)) + "…" }
            sink.report(
                rule, context, offset: quote.apostrophe,
                "The ASCII apostrophe makes '\(swallowed)' be spoken as written, its placeholder never replaced: write ’ (U+2019), or '' for a plain apostrophe"
            )
        }
    }

    /// True when some quote in the message swallows `{name`.
    static func swallows(_ name: String, in analysis: MessageAnalysis) -> Bool {
        analysis.quotes.contains { quote in
            isSwallowing(quote, analysis) && analysis.text(quote.text).contains("{" + name)
        }
    }

    /// Quoted text holding `{` followed by a letter or digit looks like a swallowed argument; a
    /// quoted lone brace (`'{'`, `'}'`) is deliberate.
    private static func isSwallowing(_ quote: MessageAnalysis.QuotedSpan, _ analysis: MessageAnalysis) -> Bool {
        let units = analysis.units
        for i in quote.text where units[i] == 0x7B {
            var j = i + 1
            while j < quote.text.upperBound, units[j] == 0x20 { j += 1 }
            if j < quote.text.upperBound, let scalar = Unicode.Scalar(UInt32(units[j])),
                scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
            {
                return true
            }
        }
        return false
    }
}
