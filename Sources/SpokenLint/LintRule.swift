import Spoken

/// The id of a `spoken lint` rule: a `DiagnosticCode` (stable ids, growable without breaking a
/// client's `switch`).
public typealias LintRule = DiagnosticCode

/// How serious a lint finding is (the library's one severity type).
public typealias LintSeverity = DiagnosticSeverity

/// One finding of `spoken lint`: the same value a catalog load reports.
public typealias LintDiagnostic = Diagnostic

extension DiagnosticCode {
    /// Every rule `spoken lint` runs, in the order `--help` and SARIF list them.
    public static var lintRules: [LintRule] { Linter.implementations.map { $0.rule } }

    /// One sentence for SARIF's `shortDescription` and `--help`; each lives beside its rule.
    /// Empty for a code that no lint rule reports.
    public var summary: String { Linter.implementation(of: self)?.summary ?? "" }
}
