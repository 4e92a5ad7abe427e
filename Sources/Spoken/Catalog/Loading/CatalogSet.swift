import Synchronization

/// One complete, validated, immutable set of catalogs: what a `CatalogStore` swaps atomically.
final class CatalogSet: Sendable {
    /// Catalogs by tag (`zh-Hans`).
    let catalogs: [String: Catalog]
    /// The file each message came from (an override or the shipped catalog), for diagnostics.
    let origins: [String: [String: String]]
    /// Findings of the files read (an override's warnings) and of the set as a whole: a shipped
    /// translation left out because an override changed its source message's arguments.
    let diagnostics: [Diagnostic]
    /// Diagnostics of the files read that were counted but not kept (over the per-file limit).
    let omitted: [DiagnosticOmission]
    /// CLDR-style tag (`zh-Hans`, `pt-BR`) → catalog tag.
    private let byElement: [String: String]
    /// Every message served, ready to format, by tag and key.
    private let plans: [String: [String: MessagePlan]]
    /// Resolved chains by request tag: resolving asks ICU for likely subtags.
    private let resolved = BoundedCache<String, [FallbackStep]>(capacity: 512)
    /// Recently formatted texts of this set. It lives and dies with the set, so loading overrides
    /// (a new set) can never serve words of the old one. 16,384 slots (2 MB of references at
    /// most): the shipped catalogs' 690 messages in 15 locales at a few argument values each fit.
    let recentTexts = RecentResults<TextRequest, LocalizedText>(capacity: 16_384)
    /// Unique per set for the life of the process (an address could be reused once a set is
    /// freed): caches outside the set key their entries by it.
    let generation = CatalogSet.generations.add(1, ordering: .relaxed).newValue

    private static let generations = Atomic<UInt64>(0)

    var source: Catalog? { catalogs[LocaleFallback.source] }
    /// Where the app's catalogs loaded over the shipped ones were read: the directories of the
    /// override files that supplied messages, sorted (empty for the shipped catalogs alone).
    var overrideLocations: [String] {
        var directories: Set<String> = []
        for files in origins.values {
            for file in files.values {
                let slash = file.lastIndex(of: "/")
                directories.insert(slash.map { String(file[..<$0]) } ?? ".")
            }
        }
        return directories.sorted()
    }
    var tags: [String] { catalogs.keys.sorted() }

    /// A set of catalogs whose messages were checked when read (`ARBLinter`): each catalog holds
    /// only messages without errors. `overriddenSource`: keys whose source message or metadata
    /// an override replaced; the other catalogs' messages of those keys that did not come from an
    /// override are checked against the new source here, and left out when they no longer fit.
    init(
        _ loaded: [Catalog], origins: [String: [String: String]] = [:], overriddenSource: Set<String> = [],
        diagnostics: [Diagnostic] = [], omitted: [DiagnosticOmission] = []
    ) {
        var catalogs: [String: Catalog] = [:]
        for catalog in loaded { catalogs[catalog.locale] = catalog }
        PseudoLocale.addGenerated(to: &catalogs)
        var diagnostics = diagnostics
        let source = catalogs[LocaleFallback.source]
        var declared: [String: [String: ArgumentRequirement]] = [:]
        var contracts: [String: ArgumentContract] = [:]
        if let source {
            for (key, uses) in source.uses {
                let contract = ArgumentContract(source: uses, declared: source.metadata[key]?.placeholders ?? [:])
                if overriddenSource.contains(key) { contracts[key] = contract }
                var requirements: [String: ArgumentRequirement] = [:]
                let metadata = source.metadata[key]
                for name in contract.names {
                    // An `int` with a number format (`"format": "currency"`) takes money: the format speaks it.
                    let type = metadata?.placeholderFormats[name] == nil ? metadata?.placeholders[name] : nil
                    requirements[name] = ArgumentRequirement(
                        declared: contract.valueClass(of: name), placeholderType: type)
                }
                declared[key] = requirements
            }
        }
        var plans: [String: [String: MessagePlan]] = [:]
        for tag in catalogs.keys.sorted() {
            guard let catalog = catalogs[tag], let supplier = try? SpokenLocale(tag) else { continue }
            let isSource = tag == LocaleFallback.source
            var served: [String: MessagePlan] = [:]
            served.reserveCapacity(catalog.uses.count)
            for key in catalog.uses.keys.sorted() {
                // A key the source does not have is never looked up (lint: `unknown-key`).
                guard let used = catalog.uses[key], let requirements = declared[key],
                    let pattern = catalog.messages[key]
                else { continue }
                // Override files were checked against the source they are served with; a shipped
                // translation was checked against the shipped source, which an override may change.
                if !isSource, let contract = contracts[key], origins[tag]?[key] == nil,
                    let mismatch = contract.mismatches(in: used).first
                {
                    diagnostics.append(
                        Diagnostic(
                            file: catalog.file, line: 0, column: 0, severity: .warning, rule: .placeholderMismatch,
                            key: key,
                            message:
                                "\(mismatch.description), which an override changed: this translation is not served"))
                    continue
                }
                served[key] = MessagePlan(
                    key: key, pattern: pattern, uses: used, declared: requirements, supplier: supplier,
                    formats: source?.metadata[key]?.placeholderFormats ?? [:],
                    datePresentations: source?.metadata[key]?.placeholderDatePresentations ?? [:],
                    options: Self.options(
                        source: source?.metadata[key]?.placeholderOptions ?? [:],
                        cases: catalog.metadata[key]?.placeholderCases ?? [:]))
            }
            plans[tag] = served
        }
        var byElement: [String: String] = [:]
        for tag in catalogs.keys {
            if let parts = LocaleFallback.parts(ofTag: tag) { byElement[LocaleFallback.display(parts)] = tag }
        }
        self.plans = plans
        self.catalogs = catalogs
        self.origins = origins
        self.byElement = byElement
        self.diagnostics = diagnostics
        self.omitted = omitted
    }

    /// The source's options of each value-type placeholder, with the case this catalog's own
    /// `@key` gives it (`"eta": {"case": "accusative"}` in ru.arb): the case is the translation's,
    /// never the source's (its sentence is another).
    static func options(source: [String: ValueInputs], cases: [String: String]) -> [String: ValueInputs] {
        var options = source
        for (name, inputs) in source where inputs[ValueField.grammaticalCase.name] != nil {
            options[name]?[ValueField.grammaticalCase.name] = nil
        }
        for (name, grammaticalCase) in cases {
            options[name, default: ValueInputs()][ValueField.grammaticalCase.name] = .text(grammaticalCase)
        }
        return options
    }

    // MARK: Lookup

    /// The catalog that serves one element of a fallback chain: its own name, or a catalog named
    /// after the element's CLDR default content (`pt` ← `pt-BR`, `zh` ← `zh-Hans`).
    func catalogTag(serving element: String) -> String? {
        if let tag = byElement[element] { return tag }
        for alias in LocaleFallback.defaultContent(of: element) {
            if let tag = byElement[alias] { return tag }
        }
        return nil
    }

    /// The fallback chain with the catalog serving each step.
    func resolve(_ locale: SpokenLocale) -> [FallbackStep] {
        if let cached = resolved.peek(locale.identifier) { return cached }
        let steps = LocaleFallback.chain(for: locale).map { FallbackStep(locale: $0, catalog: catalogTag(serving: $0)) }
        return resolved.value(for: locale.identifier) { steps }
    }

    /// The message of the first catalog along the chain that has `key` and validated it.
    func lookup(_ key: String, locale: SpokenLocale) -> MessagePlan? {
        for step in resolve(locale) {
            if let tag = step.catalog, let plan = plans[tag]?[key] { return plan }
        }
        return nil
    }

    /// True when the set serves `key` in the catalog `tag` (it has the key and no error in it).
    func serves(_ key: String, tag: String) -> Bool { plans[tag]?[key] != nil }

    // MARK: Building

    /// The catalogs shipped in `l10n/`, read once, on first use, with lint's reader: CI lints
    /// them (`spoken lint l10n`), so the rules are not run again in every process.
    static let shipped: CatalogSet = {
        var catalogs: [Catalog] = []
        for path in ShippedResources.paths where path.hasPrefix("l10n/") && path.hasSuffix(".arb") {
            guard let data = ShippedResources.data(path) else { continue }
            let checked = ARBLinter.read(TranslationFile(path: path, bytes: Array(data)))
            if let catalog = Catalog(checked, file: path) { catalogs.append(catalog) }
        }
        return CatalogSet(catalogs)
    }()

    /// The shipped source catalog as lint analyses it, to check overrides against (once per
    /// process, when overrides are first loaded).
    static let shippedSource: LintSource? = {
        let path = "l10n/\(LocaleFallback.source).arb"
        return ShippedResources.data(path).flatMap {
            ARBLinter.prepareSource(TranslationFile(path: path, bytes: Array($0)))
        }
    }()

    /// This set with override catalogs layered on top, key by key (a new locale is added whole).
    func overlaid(with overrides: [Catalog], diagnostics: [Diagnostic], omitted: [DiagnosticOmission]) -> CatalogSet {
        // Pseudo-locales are generated again from the merged source (or supplied by an override).
        var merged = catalogs.filter { PseudoLocale(tag: $0.key) == nil }
        var origins = self.origins
        var overriddenSource: Set<String> = []
        for override in overrides {
            let base = merged[override.locale]
            var messages = base?.messages ?? [:]
            var metadata = base?.metadata ?? [:]
            var uses = base?.uses ?? [:]
            for (key, text) in override.messages {
                messages[key] = text
                uses[key] = override.uses[key]
                origins[override.locale, default: [:]][key] = override.file
            }
            for (key, value) in override.metadata { metadata[key] = value }
            if override.locale == LocaleFallback.source {
                overriddenSource.formUnion(override.messages.keys)
                overriddenSource.formUnion(override.metadata.keys)
            }
            merged[override.locale] = Catalog(
                locale: override.locale, file: base?.file ?? override.file, messages: messages, metadata: metadata,
                uses: uses)
        }
        return CatalogSet(
            Array(merged.values), origins: origins, overriddenSource: overriddenSource, diagnostics: diagnostics,
            omitted: omitted)
    }
}

/// One step of a fallback chain: a CLDR locale and the catalog that serves it, if any.
public struct FallbackStep: Sendable, Hashable {
    /// The locale of this step (`zh-Hant-TW`, `en-001`, `pt`).
    public let locale: String
    /// The tag of the catalog that serves it (`pt-BR` for `pt`), or nil.
    public let catalog: String?
}
