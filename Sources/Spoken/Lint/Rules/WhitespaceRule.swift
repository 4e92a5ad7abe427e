/// `whitespace`: leading or trailing whitespace, or the number of line breaks, differs from the
/// source message (text is usually concatenated or spoken as is). Keys whose source metadata says
/// `"x-whitespace": "significant"` (a separator such as ", " that zh writes "，") are exempt.
enum WhitespaceRule: MessageRule {
    static let rule = LintRule.whitespace
    static let summary = "Leading or trailing whitespace or line breaks differ from the source message"

    static func check(_ context: MessageContext, into sink: inout DiagnosticSink) {
        guard let source = context.sourceAnalysis, context.metadata?.whitespaceSignificant != true,
            !context.analysis.isBlank, !source.isBlank
        else { return }
        let here = Shape(context.units)
        let there = Shape(source.units)
        if here.leading != there.leading {
            sink.report(rule, context, offset: 0,
                        "Leading whitespace \(describe(here.leading)) differs from the source's \(describe(there.leading))")
        }
        if here.trailing != there.trailing {
            sink.report(rule, context, offset: here.trailingStart,
                        "Trailing whitespace \(describe(here.trailing)) differs from the source's \(describe(there.trailing))")
        }
        if here.innerLineBreaks != there.innerLineBreaks {
            sink.report(rule, context, offset: here.firstInnerLineBreak ?? 0,
                        "The message has \(here.innerLineBreaks) line break(s) inside; the source has \(there.innerLineBreaks)")
        }
    }

    private static func describe(_ units: [UInt16]) -> String {
        units.isEmpty ? "(none)" : String(decoding: units, as: UTF16.self).visibleEscaped
    }

    /// Leading and trailing whitespace and the line breaks between them.
    private struct Shape {
        var leading: [UInt16] = []
        var trailing: [UInt16] = []
        var trailingStart = 0
        var innerLineBreaks = 0
        var firstInnerLineBreak: Int?

        init(_ units: [UInt16]) {
            var start = 0
            while start < units.count, Self.isSpace(units[start]) { start += 1 }
            var end = units.count
            while end > start, Self.isSpace(units[end - 1]) { end -= 1 }
            leading = Array(units[0..<start])
            trailing = Array(units[end...])
            trailingStart = end
            for i in start..<end where units[i] == 0x0A {
                innerLineBreaks += 1
                if firstInnerLineBreak == nil { firstInnerLineBreak = i }
            }
        }

        static func isSpace(_ unit: UInt16) -> Bool {
            // Whitespace is BMP-only; surrogates are never whitespace.
            guard let scalar = Unicode.Scalar(UInt32(unit)) else { return false }
            return scalar.properties.isWhitespace
        }
    }
}
