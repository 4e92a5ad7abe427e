/// What rules know about the locale of a catalog.
/// A class: every rule asks each message's context for its locale, and a struct of five
/// references was copied, each counted, per ask.
package final class LintLocale: Sendable {
    package let locale: SpokenLocale
    /// The script after adding likely subtags (`zh-TW` → `Hant`).
    package let script: String
    package let cardinal: ICUPluralRules?
    package let ordinal: ICUPluralRules?
    /// The speech-abbreviation rule's tables for the locale, looked up once per file.
    package let speechAbbreviations: SpeechAbbreviations

    package init(_ locale: SpokenLocale) {
        self.locale = locale
        speechAbbreviations = SpeechAbbreviations.of(locale)
        let maximized = locale.maximized.identifier.split(separator: "-")
        script = maximized.dropFirst().first(where: { $0.count == 4 }).map(String.init) ?? ""
        cardinal = ICUPluralRules.rules(locale: locale.icuIdentifier, ordinal: false)
        ordinal = ICUPluralRules.rules(locale: locale.icuIdentifier, ordinal: true)
    }

    package var language: String { locale.language }

    package func pluralRules(for kind: MessageArgumentKind) -> ICUPluralRules? {
        kind == .selectOrdinal ? ordinal : cardinal
    }
}

/// The source catalog, analysed once and shared by every target (a class: shared, not copied).
///
/// Usually one file. The catalog loader lays an override directory's `en.arb` over the shipped
/// one, key by key, as the run time does: `layered(over:)` is that source, so that translations
/// are checked against the messages they will be served with.
package final class LintSource: Sendable {
    /// The catalog whose messages come first (the only one of an ordinary source).
    let catalog: LintCatalog
    let locale: LintLocale?
    /// Analyses, metadata and argument contracts by message index (the primary's messages, then
    /// the base's that the primary does not have); nil analyses for non-string values, nil
    /// contracts where the message does not parse.
    let analyses: [MessageAnalysis?]
    let metadata: [MessageMetadata?]
    let contracts: [ArgumentContract?]
    /// The source this one lies over, and for each message after the primary's, its index there.
    private let base: LintSource?
    private let baseIndexes: [Int32]
    /// For each message of the base, its index here (-1 where the primary has the key).
    private let indexesOfBase: [Int32]

    init(catalog: LintCatalog, locale: LintLocale?, analyses: [MessageAnalysis?]) {
        self.catalog = catalog
        self.locale = locale
        self.analyses = analyses
        let metadata = catalog.messages.map { catalog.metadata[$0.key] }
        self.metadata = metadata
        contracts = zip(analyses, metadata).map { Self.contract($0, $1) }
        base = nil
        baseIndexes = []
        indexesOfBase = []
    }

    /// This source's messages over `base`'s: a key of both is this one's, with the base's `@key`
    /// metadata when this one has none for it (as the run time merges them).
    package func layered(over base: LintSource) -> LintSource { LintSource(self, over: base) }

    private init(_ primary: LintSource, over base: LintSource) {
        catalog = primary.catalog
        locale = primary.locale ?? base.locale
        var analyses = primary.analyses
        var metadata = primary.metadata
        var contracts = primary.contracts
        for index in 0..<primary.count where metadata[index] == nil {
            guard let baseIndex = base.index(of: primary.key(at: index)), let inherited = base.metadata[baseIndex]
            else { continue }
            metadata[index] = inherited
            contracts[index] = Self.contract(analyses[index], inherited)
        }
        var baseIndexes: [Int32] = []
        var indexesOfBase = [Int32](repeating: -1, count: base.count)
        for baseIndex in 0..<base.count where primary.index(of: base.key(at: baseIndex)) == nil {
            indexesOfBase[baseIndex] = Int32(truncatingIfNeeded: primary.count + baseIndexes.count)
            baseIndexes.append(Int32(truncatingIfNeeded: baseIndex))
            analyses.append(base.analyses[baseIndex])
            metadata.append(base.metadata[baseIndex])
            contracts.append(base.contracts[baseIndex])
        }
        self.analyses = analyses
        self.metadata = metadata
        self.contracts = contracts
        self.base = base
        self.baseIndexes = baseIndexes
        self.indexesOfBase = indexesOfBase
    }

    private static func contract(_ analysis: MessageAnalysis?, _ metadata: MessageMetadata?) -> ArgumentContract? {
        guard let analysis, analysis.isValid else { return nil }
        if analysis.arguments.isEmpty, metadata?.placeholders.isEmpty ?? true { return ArgumentContract.none }
        return ArgumentContract(source: analysis.arguments.map(\.useSite), declared: metadata?.placeholders ?? [:])
    }

    /// Messages in the source.
    var count: Int { catalog.messages.count + baseIndexes.count }

    /// The key of a message.
    func key(at index: Int) -> String {
        let own = catalog.messages.count
        guard index >= own, let base else { return catalog.messages[index].key }
        return base.key(at: Int(baseIndexes[index - own]))
    }

    /// The index of a key's message.
    func index(of key: String) -> Int? {
        if let index = catalog.index(of: key) { return index }
        guard let base, let baseIndex = base.index(of: key) else { return nil }
        let index = indexesOfBase[baseIndex]
        return index < 0 ? nil : Int(index)
    }

    /// The source's name in messages: its file's locale part (`en`).
    var name: String { catalog.fileStem }
}

/// Everything a catalog rule sees (a class: every message context shares it without copying).
final class CatalogContext: Sendable {
    let catalog: LintCatalog
    /// The source to compare with; nil when this catalog is the source (or none is available).
    let source: LintSource?
    /// The locale the catalog is written in (its `@@locale`, else its file name), when valid.
    let locale: LintLocale?
    /// For each message, the index of the same key in the source (nil: unknown key). One hash
    /// lookup per key serves every comparison rule.
    let sourceIndexes: [Int?]
    /// The catalog this one is laid over, key by key (the shipped catalog of an override's
    /// locale): a key it has is served from it, so this file does not lack it.
    let base: Catalog?

    init(catalog: LintCatalog, source: LintSource?, locale: LintLocale?, base: Catalog? = nil) {
        self.catalog = catalog
        self.source = source
        self.locale = locale
        self.base = base
        // Targets usually list keys in the source's order: try the same position before hashing.
        sourceIndexes =
            source.map { source in
                let sourceMessages = source.catalog.messages
                return catalog.messages.enumerated().map { index, message in
                    index < sourceMessages.count && sourceMessages[index].key == message.key
                        ? index : source.index(of: message.key)
                }
            } ?? []
    }
}

/// Everything a message rule sees.
struct MessageContext: Sendable {
    let catalog: CatalogContext
    let message: LintMessage
    /// The message's string literal (the caller checked it is a string).
    let literal: LocatedJSON.StringLiteral
    let analysis: MessageAnalysis
    /// The same key in the source, when this is a target that has it.
    let sourceAnalysis: MessageAnalysis?
    /// The source message's argument contract, when this is a target that has the key.
    var sourceContract: ArgumentContract? = nil
    /// The source's metadata for the key (`x-maxLength`, `x-translate`, `x-whitespace`).
    let metadata: MessageMetadata?

    var key: String { message.key }
    var locale: LintLocale? { catalog.locale }
    var units: [UInt16] { analysis.units }

    /// Label-like keys whose text VoiceOver speaks as a name.
    var isLabel: Bool { message.isLabel }
}
