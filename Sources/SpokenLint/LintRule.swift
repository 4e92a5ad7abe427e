import Spoken

/// The id of a `spoken lint` rule: a `DiagnosticCode` (stable ids, growable without breaking a
/// client's `switch`).
public typealias LintRule = DiagnosticCode

extension DiagnosticCode {
    /// Every rule `spoken lint` runs, in the order `--help` and SARIF list them.
    public static var lintRules: [LintRule] { Linter.implementations.map { $0.rule } }

    /// One sentence for SARIF's `shortDescription` and `--help`; each lives beside its rule.
    /// Empty for a code that no lint rule reports.
    public var summary: String { Linter.implementation(of: self)?.summary ?? "" }
}

/// A rule's code: its id, summary, and a check over a whole catalog or over one message.
protocol LintRuleImplementation {
    static var rule: LintRule { get }
    static var summary: String { get }
}

/// A rule that looks at a catalog as a whole (keys, locale).
protocol CatalogRule: LintRuleImplementation {
    static func check(_ context: CatalogContext, into sink: inout DiagnosticSink)
}

/// A rule that looks at one message.
protocol MessageRule: LintRuleImplementation {
    static func check(_ context: MessageContext, into sink: inout DiagnosticSink)
}
