internal import SpokenICU

/// Locale fallback by CLDR's inheritance rules, not by cutting tags at dashes.
///
/// The chain of a request is built from CLDR's `parentLocales` (read from the system ICU's
/// supplementalData, so it follows the CLDR version ICU ships: ICU 72 = CLDR 42) and, where CLDR
/// names no parent, by dropping the last subtag. The script is never dropped when it is not the
/// language's default: `zh-TW` is `zh-Hant-TW` → `zh-Hant` and stops there (CLDR's parent of
/// `zh_Hant` is root), so Traditional Chinese never falls back to Simplified. Examples:
///
///     zh-TW, zh-HK   → zh-Hant-TW | zh-Hant-HK → zh-Hant
///     zh-MO          → zh-Hant-MO → zh-Hant-HK → zh-Hant
///     zh, zh-CN      → (zh-Hans-CN →) zh-Hans → zh
///     en-GB, en-IN   → en-GB → en-001 → en
///     es-MX, es-AR   → es-MX → es-419 → es
///     pt-PT, pt-AO   → (pt-AO →) pt-PT → pt
///     nb, nn         → nb | nn → no          (CLDR 42 made `no` the parent of both)
///
/// The source locale `en` ends every chain. Which catalog serves an element (including CLDR's
/// default-content rule: `pt` is Brazilian, so a `pt-BR` catalog serves `pt`) is the
/// `CatalogSet`'s job.
enum LocaleFallback {
    /// A locale split into the subtags fallback looks at. `script` is set (explicit or likely)
    /// for every locale parsed from a tag; nil only for the bare language that ends a
    /// default-script chain (`zh-Hans` → `zh`). `region` only when the tag has one.
    struct Parts: Hashable, Sendable {
        var language: String
        var script: String?
        var region: String?
    }

    static let source = "en"

    /// Languages whose CLDR locales carry their script even when it is the default (`zh_Hans_CN`,
    /// `sr_Cyrl_RS`): CLDR 42's common/main names every regional locale of these with a script.
    static let scriptedLanguages: Set<String> = [
        "az", "bs", "ff", "ks", "mni", "pa", "sat", "sd", "shi", "sr", "su", "uz", "vai", "yue", "zh",
    ]

    /// The fallback chain of `locale` as CLDR-style tags with dashes, ending with `en`.
    static func chain(for locale: SpokenLocale) -> [String] {
        if let cached = chains.peek(locale.identifier) { return cached }
        var chain: [String] = []
        var current: Parts? = parts(ofTag: locale.identifier)
        while let parts = current, chain.count < 8 {
            let tag = display(parts)
            if !chain.contains(tag) { chain.append(tag) }
            current = parent(of: parts)
        }
        if !chain.contains(source) { chain.append(source) }
        let result = chain
        return chains.value(for: locale.identifier) { result }
    }

    /// The locales a bare element stands for by CLDR's default content: `pt` → `pt-BR`,
    /// `zh` → `zh-Hans-CN`, `zh-Hans`. A catalog named like one of these serves the element
    /// when no catalog has the element's own name.
    static func defaultContent(of tag: String) -> [String] {
        var aliases: [String] = []
        if let element = parts(ofTag: tag), element.region == nil,
            let maximized = likely(tag.replacingOccurrences(of: "-", with: "_"))
        {
            var current: Parts? = maximized
            while let parts = current {
                let candidate = display(parts)
                if candidate == tag { break }
                if !aliases.contains(candidate) { aliases.append(candidate) }
                current = parent(of: parts)
            }
        }
        // Norwegian: CLDR 42 keeps the data in `no` and makes it the parent of `nb` and `nn`,
        // while apps ship Bokmål catalogs named `nb` (Apple's name for Norwegian). Bokmål is
        // the written standard of `no`, so an `nb` catalog serves `no` (and through it `nn`).
        if tag == "no" { aliases.append("nb") }
        return aliases
    }

    // MARK: Parents

    static func parent(of parts: Parts) -> Parts? {
        if let named = parentTable[icuID(parts)] ?? parentTable[icuID(parts, showScript: false)] {
            return named == "root" ? nil : self.parts(ofICUID: named)
        }
        if parts.region != nil {
            return Parts(language: parts.language, script: parts.script, region: nil)
        }
        if showsScript(parts) {
            // `zh-Hans` → `zh`; a non-default script (`zh-Hant`, `sr-Latn`) has no parent but root.
            return parts.script == defaultScript(of: parts.language)
                ? Parts(language: parts.language, script: nil, region: nil) : nil
        }
        return nil
    }

    /// CLDR parentLocales: child ICU id → parent ICU id ("en_GB" → "en_001").
    static let parentTable: [String: String] = {
        guard let text = try? icuCString(initialCapacity: 4096, { spk_parent_locales($0, $1, &$2) })
        else { return [:] }
        var table: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            if fields.count == 2 { table[String(fields[0])] = String(fields[1]) }
        }
        return table
    }()

    // MARK: Forms

    /// CLDR's way of writing a locale: the script only where it is not the default, or for
    /// languages whose locales always carry it.
    static func display(_ parts: Parts) -> String {
        icuID(parts).replacingOccurrences(of: "_", with: "-")
    }

    private static func icuID(_ parts: Parts, showScript: Bool? = nil) -> String {
        var id = parts.language
        if showScript ?? showsScript(parts), let script = parts.script { id += "_" + script }
        if let region = parts.region { id += "_" + region }
        return id
    }

    private static func showsScript(_ parts: Parts) -> Bool {
        guard let script = parts.script, !script.isEmpty else { return false }
        return scriptedLanguages.contains(parts.language) || script != defaultScript(of: parts.language)
    }

    /// Parts of a BCP 47 tag (`zh-TW`, `en-001`, `ar-EG-u-nu-latn`); the script is made explicit.
    static func parts(ofTag tag: String) -> Parts? {
        parts(ofICUID: tag.replacingOccurrences(of: "-", with: "_"))
    }

    private static func parts(ofICUID id: String) -> Parts? {
        var fields = id.split(separator: "@").first.map { $0.split(separator: "_") } ?? []
        guard let language = fields.first.map({ String($0).lowercased() }), !language.isEmpty else { return nil }
        fields.removeFirst()
        var script: String?
        var region: String?
        if let next = fields.first, next.count == 4, next.allSatisfy(\.isLetter) {
            script = String(next)
            fields.removeFirst()
        }
        if let next = fields.first,
            (next.count == 2 && next.allSatisfy(\.isLetter)) || (next.count == 3 && next.allSatisfy(\.isNumber))
        {
            region = String(next).uppercased()
        }
        if script == nil {
            // The likely script for language + region: zh_TW → Hant, zh_SG → Hans.
            let probe = region.map { language + "_" + $0 } ?? language
            script = likely(probe)?.script ?? defaultScript(of: language)
        }
        return Parts(language: language, script: script ?? "", region: region)
    }

    static func defaultScript(of language: String) -> String {
        if let cached = scripts.peek(language) { return cached }
        let script = likely(language)?.script ?? ""
        return scripts.value(for: language) { script }
    }

    /// ICU's likely subtags for an ICU id (`zh_TW` → zh, Hant, TW).
    private static func likely(_ id: String) -> Parts? {
        guard let maximized = try? icuCString({ spk_locale_maximize(id, $0, $1, &$2) }) else { return nil }
        let base = maximized.split(separator: "@").first ?? ""
        let fields = base.split(separator: "_").map(String.init)
        guard fields.count >= 2 else { return nil }
        let hasScript = fields[1].count == 4
        let region = hasScript ? (fields.count > 2 ? fields[2] : nil) : fields[1]
        return Parts(language: fields[0], script: hasScript ? fields[1] : "", region: region)
    }

    private static let chains = BoundedCache<String, [String]>(capacity: 256)
    private static let scripts = BoundedCache<String, String>(capacity: 256)
}
