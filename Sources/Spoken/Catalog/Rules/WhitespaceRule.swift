/// `whitespace`: leading or trailing whitespace, or the number of line breaks, differs from the
/// source message (text is usually concatenated or spoken as is). Keys whose source metadata says
/// `"x-whitespace": "significant"` (a separator such as ", " that zh writes "，") are exempt.
package enum WhitespaceRule: MessageRule {
    package static let rule = DiagnosticCode.whitespace
    package static let summary = "Leading or trailing whitespace or line breaks differ from the source message"

    static func check(_ context: MessageContext, into sink: inout DiagnosticSink) {
        guard let source = context.sourceAnalysis, context.metadata?.whitespaceIsSignificant != true,
            !context.analysis.isBlank, !source.isBlank
        else { return }
        // Most messages start and end with a visible character and have no line break.
        if context.analysis.hasPlainEdges, source.hasPlainEdges { return }
        compare(context.units, source: source.units) { sink.report(rule, context, offset: $0, $1) }
    }

    /// The rule on any text and its source text.
    package static func compare(_ units: [UInt16], source: [UInt16], report: (Int, String) -> Void) {
        let here = Shape(units)
        let there = Shape(source)
        if !units[here.leading].elementsEqual(source[there.leading]) {
            report(
                0,
                "Leading whitespace \(describe(units[here.leading])) differs from the source's \(describe(source[there.leading]))"
            )
        }
        if !units[here.trailing].elementsEqual(source[there.trailing]) {
            report(
                here.trailing.lowerBound,
                "Trailing whitespace \(describe(units[here.trailing])) differs from the source's \(describe(source[there.trailing]))"
            )
        }
        if here.innerLineBreaks != there.innerLineBreaks {
            report(
                here.firstInnerLineBreak ?? 0,
                "The message has \(here.innerLineBreaks) line break(s) inside; the source has \(there.innerLineBreaks)")
        }
    }

    private static func describe(_ units: ArraySlice<UInt16>) -> String {
        units.isEmpty ? "(none)" : String(decoding: units, as: UTF16.self).visibleEscaped
    }

    /// Where the leading and trailing whitespace lie, and the line breaks between them.
    private struct Shape {
        var leading: Range<Int>
        var trailing: Range<Int>
        var innerLineBreaks = 0
        var firstInnerLineBreak: Int?

        init(_ units: [UInt16]) {
            var start = 0
            while start < units.count, MessageAnalysis.isSpace(units[start]) { start += 1 }
            var end = units.count
            while end > start, MessageAnalysis.isSpace(units[end - 1]) { end -= 1 }
            leading = 0..<start
            trailing = end..<units.count
            for i in start..<end where units[i] == 0x0A {
                innerLineBreaks += 1
                if firstInnerLineBreak == nil { firstInnerLineBreak = i }
            }
        }
    }
}
