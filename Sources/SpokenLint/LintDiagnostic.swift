import Spoken

/// How serious a lint finding is (the library's one severity type).
public typealias LintSeverity = DiagnosticSeverity

/// One finding of `spoken lint`: the same value a catalog load reports.
public typealias LintDiagnostic = Diagnostic

/// Collects the diagnostics of one file.
struct DiagnosticSink {
    let file: String
    let json: LocatedJSON?
    private(set) var diagnostics: [LintDiagnostic] = []

    init(file: String, json: LocatedJSON?) {
        self.file = file
        self.json = json
    }

    mutating func report(_ rule: LintRule, key: String?, at position: SourcePosition, _ message: String) {
        diagnostics.append(
            LintDiagnostic(
                file: file, line: position.line, column: position.column, rule: rule, key: key, message: message))
    }

    /// A finding at a UTF-16 offset inside a message's decoded text.
    mutating func report(_ rule: LintRule, _ context: MessageContext, offset: Int, _ message: String) {
        let position = json?.position(in: context.literal, utf16Offset: offset) ?? context.literal.position
        report(rule, key: context.message.key, at: position, message)
    }

    /// A finding at a key (its first character).
    mutating func report(_ rule: LintRule, keyOf member: LocatedJSON.Member, _ message: String) {
        let quote = member.key.position
        report(rule, key: member.key.value, at: SourcePosition(line: quote.line, column: quote.column + 1), message)
    }
}
