/// `missing-translation`: a key of the source is absent from this catalog (users hear the source
/// language instead). Keys marked `x-translate: false` need no translation. Reported at the
/// catalog's closing brace, where the key belongs.
enum MissingTranslationRule: CatalogRule {
    static let rule = LintRule.missingTranslation
    static let summary = "A key of the source catalog has no translation in this catalog"

    static func check(_ context: CatalogContext, into sink: inout DiagnosticSink) {
        guard let source = context.source else { return }
        let end = context.catalog.json.root.endPosition
        for message in source.catalog.messages where context.catalog.message(message.key) == nil {
            if source.catalog.metadata[message.key]?.translate == false { continue }
            sink.report(rule, key: message.key, at: end,
                        "Missing translation for '\(message.key)' (in \(source.catalog.fileStem).arb)")
        }
    }
}
