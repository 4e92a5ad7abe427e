/// Collects the diagnostics of one file.
package struct DiagnosticSink {
    package let file: String
    package let json: LocatedJSON?
    /// Diagnostics kept; the rest are only counted (a file of a million broken messages must not
    /// make a million lines, nor hold them).
    package let limit: Int
    /// Set for multi-locale formats: every diagnostic gets a `locale` field.
    package var hasLocaleField = false
    package private(set) var diagnostics: [Diagnostic] = []
    private var omittedErrors = 0
    private var omittedWarnings = 0
    /// Errors reported so far, kept or not: the loader tells the messages with errors by it.
    package private(set) var errorCount = 0
    /// Where the last finding inside a message was placed (findings in one message come by offset).
    private var cursor: LocatedJSON.PositionCursor?

    package init(file: String, json: LocatedJSON?, limit: Int = .max) {
        self.file = file
        self.json = json
        self.limit = limit
    }

    /// What was counted but not kept.
    package var omission: DiagnosticOmission? {
        omittedErrors + omittedWarnings == 0
            ? nil : DiagnosticOmission(file: file, errors: omittedErrors, warnings: omittedWarnings)
    }

    /// The diagnostics by position (equal positions in the order reported), cut to the limit.
    package mutating func sorted() -> [Diagnostic] {
        compact()
        return diagnostics
    }

    /// Sorts by position and keeps `limit`, counting the rest: errors first (the first in the
    /// file), then the first warnings in the room left, so that warnings never hide the errors
    /// that blocked a write or a load.
    private mutating func compact() {
        diagnostics = diagnostics.enumerated().sorted {
            ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset)
        }.map(\.element)
        guard diagnostics.count > limit else { return }
        let errors = diagnostics.count { $0.severity == .error }
        var errorRoom = min(errors, limit)
        var warningRoom = limit - errorRoom
        var kept: [Diagnostic] = []
        kept.reserveCapacity(limit)
        for diagnostic in diagnostics {
            if diagnostic.severity == .error {
                if errorRoom > 0 {
                    errorRoom -= 1
                    kept.append(diagnostic)
                } else {
                    omittedErrors += 1
                }
            } else if warningRoom > 0 {
                warningRoom -= 1
                kept.append(diagnostic)
            } else {
                omittedWarnings += 1
            }
        }
        diagnostics = kept
    }

    package mutating func report(
        _ rule: DiagnosticCode, key: String?, at position: SourcePosition, _ message: String, locale: String? = nil,
        severity: DiagnosticSeverity? = nil
    ) {
        // Memory stays within twice the limit: past it, the later half by position goes.
        if limit < Int.max / 2, diagnostics.count >= 2 * limit { compact() }
        // A huge key is quoted cut, as every error message cuts long tokens; `key` keeps all of it.
        // So is any other long token a rule or a reader quotes (a field name, a value).
        // A rule's advice for developers travels after its words (`Diagnostic.advice`).
        let (words, hint) = Diagnostic.split(message)
        let message = SpokenError.shortenedQuotes(key.map { SpokenError.shortened(words, quoting: $0) } ?? words)
        if (severity ?? rule.severity) == .error { errorCount += 1 }
        diagnostics.append(
            Diagnostic(
                file: file, line: position.line, column: position.column, severity: severity ?? rule.severity,
                rule: rule, key: key, message: message, locale: locale, hasLocaleField: hasLocaleField, hint: hint))
    }

    /// A finding at a UTF-16 offset inside a message's decoded text.
    mutating func report(
        _ rule: DiagnosticCode, _ context: MessageContext, offset: Int, _ message: String,
        severity: DiagnosticSeverity? = nil
    ) {
        let position =
            json?.position(in: context.literal, utf16Offset: offset, cursor: &cursor) ?? context.literal.position
        report(rule, key: context.key, at: position, message, severity: severity)
    }

    /// A finding at a key (its first character).
    package mutating func report(_ rule: DiagnosticCode, keyOf member: LocatedJSON.Member, _ message: String) {
        let quote = member.key.position
        report(rule, key: member.key.value, at: SourcePosition(line: quote.line, column: quote.column + 1), message)
    }
}
