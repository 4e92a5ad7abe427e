/// `max-length`: the message is longer than the source's `x-maxLength` (characters as users see
/// them, of the literal text; for plural and select messages, of the longest variant). Points at
/// the first character past the limit when the message has no variants.
package enum MaxLengthRule: MessageRule {
    package static let rule = DiagnosticCode.maxLength
    package static let summary = "The message is longer than the source's x-maxLength"

    static func check(_ context: MessageContext, into sink: inout DiagnosticSink) {
        guard let limit = context.metadata?.maxLength, context.analysis.isValid else { return }
        let analysis = context.analysis
        let length = longest(analysis, messageStart: 0)
        guard length > limit else { return }
        sink.report(
            rule, context, offset: offset(ofCharacter: limit, analysis) ?? 0,
            "'\(context.key)' is \(length) characters long, over x-maxLength \(limit)")
    }

    /// The rule on a plain text (a String Catalog or .strings value): characters as users see
    /// them; points at the first character past the limit.
    package static func check(plainText units: [UInt16], limit: Int, key: String, report: (Int, String) -> Void) {
        let text = String(decoding: units, as: UTF16.self)
        guard text.count > limit else { return }
        let offset = text[..<text.index(text.startIndex, offsetBy: limit)].utf16.count
        report(offset, "'\(key)' is \(text.count) characters long, over its maximum length \(limit)")
    }

    /// Characters in the longest rendering of the sub-message starting at part `start`.
    private static func longest(_ analysis: MessageAnalysis, messageStart start: Int) -> Int {
        let parts = analysis.parts
        guard start < parts.count else { return 0 }
        let limit = min(parts[start].limit, parts.count - 1)
        var total = 0
        var cursor = parts[start].end
        var i = start + 1
        while i < limit {
            let part = parts[i]
            switch part.kind {
            case .argStart:
                total += characters(analysis, cursor..<part.index)
                var best = 0
                var j = i + 1
                let argLimit = min(part.limit, parts.count - 1)
                while j < argLimit {
                    if parts[j].kind == .msgStart {
                        best = max(best, longest(analysis, messageStart: j))
                        j = max(parts[j].limit, j)
                    }
                    j += 1
                }
                total += best
                cursor = parts[argLimit].end
                i = argLimit
            case .skipSyntax, .replaceNumber, .insertChar:
                total += characters(analysis, cursor..<part.index)
                cursor = part.kind == .insertChar ? part.index : part.end
            default:
                break
            }
            i += 1
        }
        return total + characters(analysis, cursor..<parts[limit].index)
    }

    private static func characters(_ analysis: MessageAnalysis, _ range: Range<Int>) -> Int {
        range.isEmpty ? 0 : analysis.text(range).count
    }

    /// The UTF-16 offset of the literal character at `index`, for messages without variants.
    private static func offset(ofCharacter index: Int, _ analysis: MessageAnalysis) -> Int? {
        guard !analysis.hasVariants else { return nil }
        var seen = 0
        for range in analysis.literalRanges {
            let text = analysis.text(range)
            var offset = range.lowerBound
            for character in text {
                if seen == index { return offset }
                seen += 1
                offset += character.utf16.count
            }
        }
        return nil
    }
}
