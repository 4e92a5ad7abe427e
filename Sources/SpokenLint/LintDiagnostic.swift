import Spoken

/// How serious a finding is: errors make Spoken speak wrong words or fail; warnings are likely
/// mistakes a translator should look at (`--strict` makes them fail too).
public enum LintSeverity: String, Sendable, Hashable, CaseIterable {
    case error, warning
}

/// One finding of `spoken lint`, located in the file.
public struct LintDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// The path as given to the linter.
    public let file: String
    /// 1-based line.
    public let line: Int
    /// 1-based column in Unicode scalars, pointing inside the message where the problem is.
    public let column: Int
    public let severity: LintSeverity
    public let rule: LintRule
    /// The message key (`rotor.headlines`, `@@locale`), nil for file-level findings (`json-syntax`).
    public let key: String?
    public let message: String
    /// The localization a finding in a multi-locale catalog (`.xcstrings`) is about; nil for
    /// file-level findings and for single-locale files (ARB).
    public let locale: String?
    /// True for findings in formats whose diagnostics carry a locale (`.xcstrings`, `.strings`,
    /// `.stringsdict`): JSON output then has a `"locale"` member (null for file-level findings).
    public let hasLocaleField: Bool

    /// `severity` overrides the rule's for a milder case of it (a width-only printf change).
    public init(
        file: String, line: Int, column: Int, rule: LintRule, key: String?, message: String,
        locale: String? = nil, hasLocaleField: Bool = false, severity: LintSeverity? = nil
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity ?? rule.severity
        self.rule = rule
        self.key = key
        self.message = message
        self.locale = locale
        self.hasLocaleField = hasLocaleField || locale != nil
    }

    /// `file:line:col: error: message [rule]`, with ` [ru]` before the rule for a localization.
    public var description: String {
        "\(file):\(line):\(column): \(severity.rawValue): \(message)\(locale.map { " [\($0)]" } ?? "") [\(rule.rawValue)]"
    }
}

/// Collects the diagnostics of one file.
struct DiagnosticSink {
    let file: String
    let json: LocatedJSON?
    /// Set for multi-locale formats: every diagnostic gets a `locale` field.
    var hasLocaleField = false
    private(set) var diagnostics: [LintDiagnostic] = []

    init(file: String, json: LocatedJSON?) {
        self.file = file
        self.json = json
    }

    mutating func report(
        _ rule: LintRule, key: String?, at position: SourcePosition, _ message: String, locale: String? = nil,
        severity: LintSeverity? = nil
    ) {
        diagnostics.append(
            LintDiagnostic(
                file: file, line: position.line, column: position.column, rule: rule, key: key, message: message,
                locale: locale, hasLocaleField: hasLocaleField, severity: severity))
    }

    /// A finding at a UTF-16 offset inside a message's decoded text.
    mutating func report(
        _ rule: LintRule, _ context: MessageContext, offset: Int, _ message: String, severity: LintSeverity? = nil
    ) {
        let position = json?.position(in: context.literal, utf16Offset: offset) ?? context.literal.position
        report(rule, key: context.message.key, at: position, message, severity: severity)
    }

    /// A finding at a key (its first character).
    mutating func report(_ rule: LintRule, keyOf member: LocatedJSON.Member, _ message: String) {
        let quote = member.key.position
        report(rule, key: member.key.value, at: SourcePosition(line: quote.line, column: quote.column + 1), message)
    }
}
