import Spoken

// The names SpokenLint used before a rule and its id had one name each. A lint rule is a type
// conforming to the core's `LintRule` (its id, summary and check, one file per rule); its id is
// a `DiagnosticCode`, its findings `Diagnostic`s with a `DiagnosticSeverity`.

/// The former name of a rule's id.
@available(*, deprecated, renamed: "DiagnosticCode")
public typealias LintRule = DiagnosticCode

/// The former name of `DiagnosticSeverity`.
@available(*, deprecated, renamed: "DiagnosticSeverity")
public typealias LintSeverity = DiagnosticSeverity

/// The former name of `Diagnostic`.
@available(*, deprecated, renamed: "Diagnostic")
public typealias LintDiagnostic = Diagnostic

extension DiagnosticCode {
    /// The id of every rule `spoken lint` runs, in the order `--help` and SARIF list them.
    public static var lintRules: [DiagnosticCode] { Linter.implementations.map { $0.rule } }

    /// One sentence for SARIF's `shortDescription` and `--help`; each lives beside its rule.
    /// Empty for a code that no lint rule reports.
    public var summary: String { Linter.implementation(of: self)?.summary ?? "" }
}
