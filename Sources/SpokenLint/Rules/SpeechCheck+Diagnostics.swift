import Spoken

extension SpeechCheck {
    /// The findings as lint diagnostics of `file` at `line` (at most `maximumFindings`), and the
    /// count of the rest as lint counts omitted diagnostics (warnings of `file:line`).
    public func report(in text: String, file: String, line: Int = 1) -> (
        diagnostics: [Diagnostic], omitted: LintOmission?
    ) {
        let report = check(text)
        let diagnostics = report.findings.map {
            Diagnostic(
                file: file, line: line, column: $0.offset + 1, severity: DiagnosticCode.speechAbbreviation.severity,
                rule: .speechAbbreviation, key: nil, message: $0.message, hint: $0.hint)
        }
        let omitted =
            report.omitted > 0 ? LintOmission(file: "\(file):\(line)", errors: 0, warnings: report.omitted) : nil
        return (diagnostics, omitted)
    }

    /// The findings as lint diagnostics of `file` at `line`, columns 1-based (at most
    /// `maximumFindings`).
    public func diagnostics(in text: String, file: String, line: Int = 1) -> [Diagnostic] {
        report(in: text, file: file, line: line).diagnostics
    }
}
