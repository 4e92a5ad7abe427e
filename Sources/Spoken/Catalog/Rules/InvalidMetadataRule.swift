/// `invalid-metadata`: a `@key` value Spoken cannot use (`x-priority: "urgent"`, a placeholder
/// type gen-l10n does not know, `x-maxLength: "long"`). The run time rejects such a catalog, so
/// lint names it first; the checks live with the one metadata model (`MessageMetadata`).
package enum InvalidMetadataRule: CatalogRule {
    package static let rule = DiagnosticCode.invalidMetadata
    package static let summary = "A @key value Spoken cannot use (priority, rotor, length, placeholder type)"

    static func check(_ context: CatalogContext, into sink: inout DiagnosticSink) {
        for problem in context.catalog.metadataProblems {
            sink.report(
                rule, key: problem.key, at: SourcePosition(line: problem.line, column: problem.column), problem.message)
        }
    }
}
