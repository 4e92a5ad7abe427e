/// `unknown-key`: a key that the source catalog does not have (a typo, or a key removed from the
/// source): Spoken never looks it up.
package enum UnknownKeyRule: CatalogRule {
    package static let rule = DiagnosticCode.unknownKey
    package static let summary = "A key that the source catalog does not have; it is never used"

    static func check(_ context: CatalogContext, into sink: inout DiagnosticSink) {
        guard let source = context.source else { return }
        for (index, message) in context.catalog.messages.enumerated() where context.sourceIndexes[index] == nil {
            sink.report(
                rule, keyOf: message.member,
                "Unknown key '\(message.key)': \(source.name).arb has no such key")
        }
    }
}
