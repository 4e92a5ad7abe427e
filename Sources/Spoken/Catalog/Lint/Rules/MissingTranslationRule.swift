/// `missing-translation`: a key of the source is absent from this catalog (users hear the source
/// language instead). Keys marked `x-translate: false` need no translation. Reported at the
/// catalog's closing brace, where the key belongs.
package enum MissingTranslationRule: CatalogRule {
    package static let rule = DiagnosticCode.missingTranslation
    package static let summary = "A key of the source catalog has no translation in this catalog"

    static func check(_ context: CatalogContext, into sink: inout DiagnosticSink) {
        guard let source = context.source else { return }
        let end = context.catalog.json.endPosition
        var present = [Bool](repeating: false, count: source.catalog.messages.count)
        for case let index? in context.sourceIndexes { present[index] = true }
        for (index, message) in source.catalog.messages.enumerated() where !present[index] {
            if source.metadata[index]?.translate == false { continue }
            sink.report(
                rule, key: message.key, at: end,
                "Missing translation for '\(message.key)' (in \(source.catalog.fileStem).arb)")
        }
    }
}
