import Foundation
import Synchronization

/// One complete, validated, immutable set of catalogs: what a `CatalogStore` swaps atomically.
final class CatalogSet: Sendable {
    /// Catalogs by tag (`zh-Hans`).
    let catalogs: [String: Catalog]
    /// The file each message came from (an override or the shipped catalog), for diagnostics.
    let origins: [String: [String: String]]
    /// Argument uses of every message that compiled, by tag and key.
    let uses: [String: [String: [ICUMessageFormat.ArgumentUse]]]
    /// Every problem found; messages with errors are left out of `uses` and never served.
    let diagnostics: [Diagnostic]
    /// CLDR-style tag (`zh-Hans`, `pt-BR`) → catalog tag.
    private let byElement: [String: String]
    /// Every message that validated, ready to format, by tag and key.
    private let plans: [String: [String: MessagePlan]]
    /// Resolved chains by request tag: resolving asks ICU for likely subtags.
    private let resolved = BoundedCache<String, [FallbackStep]>(capacity: 512)
    /// Recently formatted texts of this set. It lives and dies with the set, so loading overrides
    /// (a new set) can never serve words of the old one.
    let recentTexts = RecentResults<TextRequest, LocalizedText>(capacity: 4_096)
    /// Unique per set for the life of the process (an address could be reused once a set is
    /// freed): caches outside the set key their entries by it.
    let generation = CatalogSet.generations.add(1, ordering: .relaxed).newValue

    private static let generations = Atomic<UInt64>(0)

    var source: Catalog? { catalogs[LocaleFallback.source] }
    var tags: [String] { catalogs.keys.sorted() }

    init(_ loaded: [Catalog], origins: [String: [String: String]] = [:], parseDiagnostics: [Diagnostic] = []) {
        var catalogs: [String: Catalog] = [:]
        for catalog in loaded { catalogs[catalog.locale] = catalog }
        PseudoLocale.addGenerated(to: &catalogs)
        var diagnostics = parseDiagnostics
        var uses: [String: [String: [ICUMessageFormat.ArgumentUse]]] = [:]
        func origin(_ catalog: Catalog, _ key: String) -> String { origins[catalog.locale]?[key] ?? catalog.file }

        // Compile every message once: a syntax error is found here, not when a user hears it.
        // Not through the formatter cache: these compiles are only for validation.
        for catalog in catalogs.values {
            let icuID = (try? SpokenLocale(catalog.locale).icuIdentifier) ?? catalog.locale
            for (key, pattern) in catalog.messages {
                do {
                    let format = try ICUMessageFormat(pattern: pattern, localeID: icuID, timeZoneID: "UTC")
                    uses[catalog.locale, default: [:]][key] = format.arguments
                } catch {
                    diagnostics.append(
                        Diagnostic(
                            file: origin(catalog, key), at: catalog.position(of: key, utf16Offset: error.offset ?? 0),
                            rule: .messageSyntax, key: key, "ICU cannot parse the message (\(error.status.name))"))
                }
            }
        }
        if let source = catalogs[LocaleFallback.source] {
            diagnostics += Self.checkArguments(catalogs, uses: &uses, source: source, origin: origin)
        } else {
            diagnostics.append(
                Diagnostic(
                    file: "\(LocaleFallback.source).arb", line: 0, column: 0, rule: .missingSource, key: nil,
                    message: "Missing the source catalog '\(LocaleFallback.source)'"))
        }
        var byElement: [String: String] = [:]
        for tag in catalogs.keys {
            if let parts = LocaleFallback.parts(ofTag: tag) { byElement[LocaleFallback.display(parts)] = tag }
        }
        var declared: [String: [String: ArgumentRequirement]] = [:]
        if let source = catalogs[LocaleFallback.source] {
            for key in source.messages.keys {
                declared[key] = Self.sourceRequirements(key, in: source, uses: uses[source.locale] ?? [:])
            }
        }
        var plans: [String: [String: MessagePlan]] = [:]
        for (tag, messages) in uses {
            guard let catalog = catalogs[tag], let supplier = try? SpokenLocale(tag) else { continue }
            for (key, used) in messages {
                guard let pattern = catalog.messages[key] else { continue }
                plans[tag, default: [:]][key] = MessagePlan(
                    key: key, pattern: pattern, uses: used, declared: declared[key] ?? [:], supplier: supplier,
                    formats: catalogs[LocaleFallback.source]?.metadata[key]?.placeholderFormats ?? [:])
            }
        }
        self.plans = plans
        self.catalogs = catalogs
        self.origins = origins
        self.uses = uses
        self.byElement = byElement
        self.diagnostics = diagnostics.sorted {
            ($0.file, $0.line, $0.column, $0.message) < ($1.file, $1.line, $1.column, $1.message)
        }
    }

    /// Every message (the source's own included) may only use the arguments the source declares,
    /// as the same kinds: the one `ArgumentContract` answer that `spoken lint` gives too.
    private static func checkArguments(
        _ catalogs: [String: Catalog], uses: inout [String: [String: [ICUMessageFormat.ArgumentUse]]],
        source: Catalog, origin: (Catalog, String) -> String
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let sourceUses = uses[source.locale] ?? [:]
        for catalog in catalogs.values.sorted(by: { $0.locale < $1.locale }) {
            let isSource = catalog.locale == source.locale
            for key in catalog.messages.keys.sorted() {
                guard let used = uses[catalog.locale]?[key] else { continue }
                func report(_ rule: DiagnosticCode, offset: Int = 0, _ message: String) {
                    diagnostics.append(
                        Diagnostic(
                            file: origin(catalog, key), at: catalog.position(of: key, utf16Offset: offset), rule: rule,
                            key: key, message))
                    uses[catalog.locale]?[key] = nil
                }
                guard source.messages[key] != nil else {
                    report(.unknownKey, "Key '\(key)' is not in the source catalog '\(source.locale)'")
                    continue
                }
                let contract = contract(key, in: source, uses: sourceUses)
                // The source may leave out a declared argument; a translation must say what the
                // source says.
                let mismatches = contract.mismatches(in: used, allowMissing: { _ in isSource })
                for mismatch in mismatches {
                    report(.placeholderMismatch, offset: mismatch.offset, mismatch.description)
                }
            }
        }
        return diagnostics
    }

    /// What the source says each argument of `key` takes: its own uses and declared placeholders.
    static func contract(
        _ key: String, in source: Catalog, uses: [String: [ICUMessageFormat.ArgumentUse]]
    ) -> ArgumentContract {
        ArgumentContract(source: uses[key] ?? [], declared: source.metadata[key]?.placeholders ?? [:])
    }

    /// The requirement of each argument the source declares or uses, for checking call values.
    static func sourceRequirements(
        _ key: String, in source: Catalog, uses: [String: [ICUMessageFormat.ArgumentUse]]
    ) -> [String: ArgumentRequirement] {
        let contract = contract(key, in: source, uses: uses)
        var result: [String: ArgumentRequirement] = [:]
        for name in contract.names { result[name] = ArgumentRequirement(contract.valueClass(of: name)) }
        return result
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

    // MARK: Building

    /// The catalogs shipped in `l10n/`, parsed and validated once, on first use.
    static let shipped: CatalogSet = {
        var catalogs: [Catalog] = []
        var diagnostics: [CatalogDiagnostic] = []
        for path in ShippedResources.paths where path.hasPrefix("l10n/") && path.hasSuffix(".arb") {
            guard let data = ShippedResources.data(path) else { continue }
            let (catalog, problems) = Catalog.parse(Array(data), file: path)
            diagnostics += problems
            if let catalog { catalogs.append(catalog) }
        }
        return CatalogSet(catalogs, parseDiagnostics: diagnostics)
    }()

    /// This set with override catalogs layered on top, key by key (a new locale is added whole).
    func overlaid(with overrides: [Catalog], parseDiagnostics: [Diagnostic]) -> CatalogSet {
        // Pseudo-locales are generated again from the merged source (or supplied by an override).
        var merged = catalogs.filter { PseudoLocale(tag: $0.key) == nil }
        var origins = self.origins
        for override in overrides {
            let base = merged[override.locale]
            var messages = base?.messages ?? [:]
            var metadata = base?.metadata ?? [:]
            var literals = base?.literals ?? [:]
            for (key, text) in override.messages {
                messages[key] = text
                literals[key] = override.literals[key]
                origins[override.locale, default: [:]][key] = override.file
            }
            for (key, value) in override.metadata { metadata[key] = value }
            merged[override.locale] = Catalog(
                locale: override.locale, file: base?.file ?? override.file, messages: messages, metadata: metadata,
                literals: literals)
        }
        return CatalogSet(Array(merged.values), origins: origins, parseDiagnostics: parseDiagnostics)
    }
}

/// One step of a fallback chain: a CLDR locale and the catalog that serves it, if any.
public struct FallbackStep: Sendable, Hashable {
    /// The locale of this step (`zh-Hant-TW`, `en-001`, `pt`).
    public let locale: String
    /// The tag of the catalog that serves it (`pt-BR` for `pt`), or nil.
    public let catalog: String?
}
