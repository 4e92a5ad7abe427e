/// A lint rule: one type per rule, with its id (`rule`, the `DiagnosticCode` its findings carry),
/// its summary, and a check over a whole catalog (`CatalogRule`) or over one message
/// (`MessageRule`), or over a file of another format (SpokenLint's rules). Every rule of every
/// format conforms (`spoken lint --help` and SARIF list them); the ARB rules live in the core,
/// beside the run-time loader that runs them too, so that lint and `loadOverrides` give one
/// verdict from one implementation.
package protocol LintRule {
    /// The rule's id: the code of its findings (`placeholder-mismatch`).
    static var rule: DiagnosticCode { get }
    /// One sentence for `spoken lint --help` and SARIF's `shortDescription`.
    static var summary: String { get }
}

/// The former name of `LintRule`.
@available(*, deprecated, renamed: "LintRule")
package typealias LintRuleImplementation = LintRule

/// A rule that looks at a catalog as a whole (keys, locale).
protocol CatalogRule: LintRule {
    static func check(_ context: CatalogContext, into sink: inout DiagnosticSink)
}

/// A rule that looks at one message.
protocol MessageRule: LintRule {
    /// The messages the rule can report on: the check skips it for the others without asking.
    static var scope: MessageRuleScope { get }
    static func check(_ context: MessageContext, into sink: inout DiagnosticSink)
}

extension MessageRule {
    static var scope: MessageRuleScope { .every }
}

/// Which messages a message rule looks at, narrowest last: a message is in every scope up to
/// its own shape (`init(_:)`), so a message with variants meets every rule.
enum MessageRuleScope: Int, CaseIterable, Sendable {
    /// Every message.
    case every
    /// Messages with an argument of their own (`{n}`, `{d, date}`, a plural…).
    case arguments
    /// Messages with a plural, select, selectordinal or choice argument.
    case variants

    /// The narrowest scope a message is in.
    init(_ analysis: MessageAnalysis) {
        self = analysis.hasVariants ? .variants : analysis.arguments.isEmpty ? .every : .arguments
    }
}
