/// Where the composer gets the locale's pause separator. Translators own it in the catalogs as
/// `label.separator` (en ", ", zh "，", ja "、", ar "، "); a locale without its own entry uses its
/// parent's, through the catalog's CLDR fallback.
protocol LabelSeparatorSource: Sendable {
    func separator(for locale: SpokenLocale) -> String
}

enum LabelSeparators {
    /// The source every `LabelComposer` uses unless given another.
    static let source: any LabelSeparatorSource = CatalogSeparatorSource(store: .shared)

    /// Used only when not even the source catalog has `label.separator`.
    static let lastResort = ", "
}

/// `label.separator` from a catalog store, so overrides loaded at run time apply to composers
/// created after them.
struct CatalogSeparatorSource: LabelSeparatorSource {
    let store: CatalogStore

    func separator(for locale: SpokenLocale) -> String {
        (try? store.text(key: "label.separator", locale: locale).text) ?? LabelSeparators.lastResort
    }
}
