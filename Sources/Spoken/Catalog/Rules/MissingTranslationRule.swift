/// `missing-translation`: a key of the source is absent from this catalog (users hear the source
/// language instead). Keys marked `x-translate: false` need no translation, and an override file
/// lacks no key of the shipped catalog it is laid over. Reported at the catalog's closing brace,
/// where the key belongs.
package enum MissingTranslationRule: CatalogRule {
    package static let rule = DiagnosticCode.missingTranslation
    package static let summary = "A key of the source catalog has no translation in this catalog"

    static func check(_ context: CatalogContext, into sink: inout DiagnosticSink) {
        guard let source = context.source else { return }
        let end = context.catalog.json.endPosition
        var present = [Bool](repeating: false, count: source.count)
        for case let index? in context.sourceIndexes { present[index] = true }
        for index in 0..<source.count where !present[index] {
            if source.metadata[index]?.translate == false { continue }
            let key = source.key(at: index)
            // An override lacks nothing its shipped catalog serves.
            if let base = context.base, base.messages[key] != nil { continue }
            sink.report(rule, key: key, at: end, "Missing translation for '\(key)' (in \(source.name).arb)")
        }
    }
}
