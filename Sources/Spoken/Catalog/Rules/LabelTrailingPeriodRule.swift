/// `label-trailing-period`: a rotor name or label (`rotor.*`, `label.*`) ending in sentence
/// punctuation; VoiceOver pauses and some voices read it out.
package enum LabelTrailingPeriodRule: MessageRule {
    package static let rule = DiagnosticCode.labelTrailingPeriod
    package static let summary = "A rotor name or label ends in sentence punctuation"

    /// Full stops, question and exclamation marks of the shipped scripts (Latin, CJK, Arabic,
    /// Devanagari, full-width forms).
    static let sentenceEnds: Set<UInt32> = [
        0x2E, 0x21, 0x3F, 0x3002, 0xFF0E, 0xFF61, 0xFF01, 0xFF1F, 0x061F, 0x06D4, 0x0964, 0x0965,
    ]

    static func check(_ context: MessageContext, into sink: inout DiagnosticSink) {
        guard context.isLabel else { return }
        scan(context.units, key: context.key) { sink.report(rule, context, offset: $0, $1) }
    }

    /// The rule on any label text.
    package static func scan(_ units: [UInt16], key: String, report: (Int, String) -> Void) {
        var last: (Unicode.Scalar, Int)?
        UTF16Text.forEachScalar(units, in: 0..<units.count) { scalar, offset in
            if !scalar.properties.isWhitespace { last = (scalar, offset) }
            return true
        }
        guard let (scalar, offset) = last, sentenceEnds.contains(scalar.value) else { return }
        report(
            offset,
            "The \(key.hasPrefix("rotor.") ? "rotor name" : "label") ends in '\(Character(scalar))': names and labels take no sentence punctuation"
        )
    }
}
