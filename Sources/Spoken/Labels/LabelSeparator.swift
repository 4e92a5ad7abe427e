import Foundation

/// Where the composer gets the locale's pause separator. Translators own it in the catalogs as
/// `label.separator` (en ", ", zh "，", ja "、", ar "، ").
///
/// The lead wires this to the catalog runtime (`label.separator` with CLDR parent-locale
/// fallback) by replacing `LabelSeparators.source`; nothing else in the composer changes.
protocol LabelSeparatorSource: Sendable {
    func separator(for locale: SpokenLocale) -> String
}

enum LabelSeparators {
    /// The source every `LabelComposer` uses unless given another.
    static let source: any LabelSeparatorSource = ShippedARBSeparatorSource()

    /// Used only when not even the source catalog has `label.separator`.
    static let lastResort = ", "
}

/// TEMPORARY, until the catalog runtime lands: reads `label.separator` straight from the embedded
/// ARB files with a minimal JSON read. Its fallback is deliberately simple, not CLDR's parent
/// locales: the exact tag, then language-script from likely subtags (`zh-TW` → `zh-Hant`,
/// `zh` → `zh-Hans`, so Traditional never falls back to Simplified), then the language, then `en`.
struct ShippedARBSeparatorSource: LabelSeparatorSource {
    private static let resolved = BoundedCache<String, String>(capacity: 256)

    func separator(for locale: SpokenLocale) -> String {
        Self.resolved.value(for: locale.identifier) {
            for tag in Self.candidates(for: locale) {
                if let separator = Self.separator(inCatalog: tag) { return separator }
            }
            return LabelSeparators.lastResort
        }
    }

    static func candidates(for locale: SpokenLocale) -> [String] {
        var tags = [locale.identifier]
        let subtags = locale.maximized.identifier.split(separator: "-")
        if subtags.count > 1, subtags[1].count == 4 {
            tags.append("\(locale.language)-\(subtags[1])")
        }
        tags.append(locale.language)
        tags.append("en")
        var seen = Set<String>()
        return tags.filter { seen.insert($0).inserted }
    }

    private static func separator(inCatalog tag: String) -> String? {
        guard let data = ShippedResources.data("l10n/\(tag).arb"),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return nil }
        return object["label.separator"] as? String
    }
}
