/// `message-syntax`: ICU MessageFormat cannot parse the message (unclosed brace, bad argument
/// syntax, bad `offset:`), an argument type MessageFormat does not know (`{n, nmber}`), or a
/// message value that is not a string.
package enum MessageSyntaxRule: MessageRule {
    package static let rule = DiagnosticCode.messageSyntax
    package static let summary = "The message is not valid ICU MessageFormat"

    /// The words a placeholder may have after its name (the types ICU's MessageFormat accepts),
    /// for messages.
    static let typeWords = "number, date, time, spellout, ordinal, duration, plural, select or selectordinal"

    static func check(_ context: MessageContext, into sink: inout DiagnosticSink) {
        let analysis = context.analysis
        if let failure = analysis.failure {
            if failure.name == "U_DEFAULT_KEYWORD_MISSING",
                analysis.arguments.contains(where: {
                    !$0.selectors.contains { $0.keyword == "other" }
                })
            {
                return  // missing-other or plural-category-invalid names it
            }
            var offset = failure.offset
            // ICU reports unmatched braces at offset 0, and a brace left open as whatever it
            // met inside: the brace is the place to fix.
            if let brace = MessageScanner.scan(analysis.units).unmatchedBrace,
                failure.name == "U_UNMATCHED_BRACES" || offset == 0 || offset > brace
            {
                offset = brace
            }
            var text = "The message does not parse: \(reason(failure.name))"
            if let apostrophe = quotingApostrophe(analysis.units) {
                text +=
                    "; the ASCII apostrophe at column \(sink.json.map { $0.position(in: context.literal, utf16Offset: apostrophe).column } ?? 0) starts ICU quoting (write ’ or '')"
            }
            sink.report(rule, context, offset: offset, text)
            return
        }
        if analysis.hasUnknownType {
            for argument in analysis.arguments where argument.kind == .unknown {
                sink.report(
                    rule, context, offset: argument.typeOffset ?? argument.start,
                    "'\(argument.typeName ?? "")' in the placeholder '{\(argument.name)}' is not a word ICU knows: after the comma write \(typeWords) (as in '{\(argument.name), number}')"
                )
            }
            return
        }
        // A typed argument's style (`::` number skeleton, date pattern) is parsed only when ICU
        // compiles the message: compile those few, since the run time would refuse them.
        // (The kind says it without hashing each argument's type name.)
        guard analysis.arguments.contains(where: \.hasTypedStyle) else { return }
        let localeID = context.locale?.locale.icuIdentifier ?? "en"
        if let failure = MessageSyntax.compileFailure(
            String(decoding: analysis.units, as: UTF16.self), localeID: localeID)
        {
            // ICU gives no offset (or 0) for a bad style: point at the first typed argument's type.
            let argument = analysis.arguments.first(where: \.hasTypedStyle)
            let offset = failure.offset.flatMap { $0 > 0 ? $0 : nil } ?? argument?.typeOffset ?? 0
            let style: String
            switch argument?.kind {
            case .date: style = "date style"
            case .time: style = "time style"
            default: style = "number style"
            }
            let written = argument.map { "'\(SpokenError.token(analysis.text($0.start..<$0.end)))'" } ?? "An argument"
            sink.report(
                rule, context, offset: offset,
                "\(written) has a \(style) ICU does not know: check what follows its second comma")
        }
    }

    static func reportNotString(_ message: LintMessage, into sink: inout DiagnosticSink) {
        sink.report(
            rule, key: message.key, at: message.member.value.position,
            "The value of '\(message.key)' must be a string, not \(message.member.value.kindName)")
    }

    /// What broke, in a translator's words (ICU's status names never reach them).
    private static func reason(_ status: String) -> String {
        switch status {
        case "U_UNMATCHED_BRACES": "a '{' is never closed, or a '}' closes nothing"
        case "U_PATTERN_SYNTAX_ERROR":
            "the placeholder syntax is broken here (write {name}, or {name, plural, one {…} other {…}})"
        case "U_ILLEGAL_ARGUMENT_ERROR": "a placeholder is malformed here"
        case "U_INDEX_OUTOFBOUNDS_ERROR":
            "placeholders nest more than \(ICUMessagePattern.maximumNesting) levels deep, or the message is too long"
        case "U_ARGUMENT_TYPE_MISMATCH": "placeholders mix names and numbers ({0} and {name})"
        case "U_NUMBER_ARG_OUTOFBOUNDS_ERROR": "a placeholder's number is too large"
        case "U_DEFAULT_KEYWORD_MISSING": "a plural or select has no 'other' form"
        default: "it is not an ICU message (placeholders are {name})"
        }
    }

    /// An apostrophe before `{`, `}` or `#` (which starts ICU quoting), when there is one.
    private static func quotingApostrophe(_ units: [UInt16]) -> Int? {
        var i = 0
        while i + 1 < units.count {
            if units[i] == 0x27 {
                if units[i + 1] == 0x27 {
                    i += 2
                    continue
                }
                if units[i + 1] == 0x7B || units[i + 1] == 0x7D || units[i + 1] == 0x23 { return i }
            }
            i += 1
        }
        return nil
    }
}
