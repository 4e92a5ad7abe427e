/// A rule's code: its id, summary, and a check over a whole catalog or over one message. Every
/// rule of every format conforms (`spoken lint --help` and SARIF list them); the ARB rules live
/// here, beside the run-time loader that runs them too, so that lint and `loadOverrides` give one
/// verdict from one implementation.
package protocol LintRuleImplementation {
    static var rule: DiagnosticCode { get }
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
