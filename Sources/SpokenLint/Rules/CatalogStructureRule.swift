import Spoken

/// `catalog-structure`: a String Catalog shape Xcode's compiler rejects or mishandles: a missing
/// `version` or `sourceLanguage`, unknown top-level keys (Xcode ignores them), a `stringUnit` and
/// `variations` in one node, plural and device in one `variations`, nesting past device → plural,
/// substitutions outside a localization's root or without a parent string, undefined
/// substitutions, plurals without a numeric specifier, keys containing `|==|` (they break XLIFF
/// ids). Warnings: an unknown major version, unknown states or fields, device variations without
/// `other`, substitutions never referenced.
enum CatalogStructureRule: Spoken.LintRule {
    static let rule = DiagnosticCode.catalogStructure
    static let summary = "A String Catalog shape Xcode rejects or mishandles (version, nesting, substitutions)"
}
