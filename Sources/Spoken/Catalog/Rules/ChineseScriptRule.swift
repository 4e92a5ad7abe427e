/// `chinese-script`: a Traditional Chinese catalog (zh-Hant, zh-TW, zh-HK…) with Simplified-only
/// characters, or a Simplified one with Traditional-only characters. A character is specific to
/// its script when ICU's transliterator to the other script (`Hans-Hant`, `Hant-Hans`) changes it.
///
/// ICU's tables also convert characters that are standard in both scripts with another meaning
/// (Traditional 后 "queen", 干 in 干擾, 范 the surname; Simplified 著 in 著名, 乾 in 乾隆). Those
/// alone would be false alarms, so they are reported only beside an unambiguous character: text
/// copied from the other script always has many of those.
package enum ChineseScriptRule: MessageRule {
    package static let rule = DiagnosticCode.chineseScript
    package static let summary = "Simplified-only characters in a Traditional Chinese catalog, or the reverse"

    static func check(_ context: MessageContext, into sink: inout DiagnosticSink) {
        // `scan` asks the same first; asked here, the other languages' messages skip building
        // its closures.
        guard let locale = context.locale, locale.hasChineseScript else { return }
        scan(locale: locale, forEachScalar: context.analysis.forEachTextScalar) { offset, text in
            sink.report(rule, context, offset: offset, text)
        }
    }

    /// The rule on any text: `forEachScalar` gives the scalars of the text to check with their
    /// UTF-16 offsets; reports the first offset and the message.
    package static func scan(
        locale: LintLocale, forEachScalar: ((Unicode.Scalar, Int) -> Void) -> Void, report: (Int, String) -> Void
    ) {
        guard locale.hasChineseScript else { return }
        let traditional = locale.script == "Hant"
        guard let transliterator = traditional ? ICUTransliterator.hansToHant : ICUTransliterator.hantToHans
        else { return }
        let shared = traditional ? sharedInTraditional : sharedInSimplified
        var first: Int?
        var unambiguous = false
        var found: [(Character, String)] = []
        forEachScalar { scalar, offset in
            guard isHan(scalar), let other = transliterator.converted(scalar) else { return }
            if first == nil { first = offset }
            if !shared.contains(scalar) { unambiguous = true }
            if found.count < 8, !found.contains(where: { $0.0 == Character(scalar) }) {
                found.append((Character(scalar), other))
            }
        }
        guard let first, unambiguous else { return }
        let list = found.map { "'\($0.0)' (\($0.1))" }.joined(separator: ", ")
        let text =
            traditional
            ? "Simplified-only characters in a Traditional Chinese catalog: \(list)"
            : "Traditional-only characters in a Simplified Chinese catalog: \(list)"
        report(first, text)
    }

    /// Characters valid in Traditional text that `Hans-Hant` changes (found by running it).
    static let sharedInTraditional = Set("范丑冲征斗朴杰后干几云涂采仆党于着舍尸".unicodeScalars)
    /// Characters valid in Simplified text that `Hant-Hans` changes.
    static let sharedInSimplified = Set("著乾藉瞭夥".unicodeScalars)

    private static func isHan(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3134F: true
        default: false
        }
    }
}
