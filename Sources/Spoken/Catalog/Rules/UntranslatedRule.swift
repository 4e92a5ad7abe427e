/// `untranslated`: the message is identical to the source though it has words. Skipped for keys
/// marked `x-translate: false` and for catalogs in the source's own language. Between languages
/// of the same script a single word is often the same (fr "Notifications", de "Tab"), so there it
/// takes two or more words to warn.
package enum UntranslatedRule: MessageRule {
    package static let rule = DiagnosticCode.untranslated
    package static let summary = "The message is identical to the source message although it has words"

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

    /// Runs of letters, digits and apostrophes holding a letter (a combining mark continues a
    /// word, as in a decomposed "é"). By scalars, ASCII without a property lookup: this runs on
    /// every message a translator left as the source, and Character properties cost a lookup
    /// and grapheme breaking each.
    package static func wordCount(_ text: String) -> Int {
        var words = 0
        var inWord = false
        var hasLetter = false
        for scalar in text.unicodeScalars {
            let isLetter: Bool
            let continues: Bool
            if scalar.isASCII {
                let value = scalar.value
                isLetter = (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
                continues = isLetter || (0x30...0x39).contains(value) || value == 0x27
            } else {
                let properties = scalar.properties
                isLetter = properties.isAlphabetic
                switch properties.generalCategory {
                case .nonspacingMark, .spacingMark, .enclosingMark:
                    continues = inWord
                default:
                    continues = isLetter || properties.numericType != nil || scalar == "’"
                }
            }
            if continues {
                inWord = true
                hasLetter = hasLetter || isLetter
            } else {
                if inWord, hasLetter { words += 1 }
                inWord = false
                hasLetter = false
            }
        }
        if inWord, hasLetter { words += 1 }
        return words
    }
}
