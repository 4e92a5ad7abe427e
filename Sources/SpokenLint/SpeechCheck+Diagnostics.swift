import Spoken

extension SpeechCheck {
    /// The findings as lint diagnostics of `file` at `line`, columns 1-based.
    public func diagnostics(in text: String, file: String, line: Int = 1) -> [LintDiagnostic] {
        findings(in: text).map {
            LintDiagnostic(
                file: file, line: line, column: $0.offset + 1, severity: LintRule.speechAbbreviation.severity,
                rule: .speechAbbreviation, key: nil, message: $0.message, hint: $0.hint)
        }
    }
}
