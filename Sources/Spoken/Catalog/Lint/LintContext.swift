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
    /// Whether `chinese-script` looks at the locale's texts (zh in the Hans or Hant script).
    package let hasChineseScript: Bool
    /// `PluralNumberMissingRule.covered` of each category (CLDR order: zero … other) with no
    /// explicit `=N`, for the cardinal and the ordinal rules: per locale, not per message.
    private let cardinalExamples: [Double?]
    private let ordinalExamples: [Double?]
    /// The categories of `cardinal` and `ordinal` as bits: the plural rules' usual test without
    /// copying the rules (a struct of five counted fields) per argument.
    private let cardinalCategories: PluralCategorySet?
    private let ordinalCategories: PluralCategorySet?

    package init(_ locale: SpokenLocale) {
        self.locale = locale
        speechAbbreviations = SpeechAbbreviations.of(locale)
        let maximized = locale.maximized.identifier.split(separator: "-")
        script = maximized.dropFirst().first(where: { $0.count == 4 }).map(String.init) ?? ""
        hasChineseScript = locale.language == "zh" && (script == "Hant" || script == "Hans")
        cardinal = ICUPluralRules.rules(locale: locale.icuIdentifier, ordinal: false)
        ordinal = ICUPluralRules.rules(locale: locale.icuIdentifier, ordinal: true)
        func examples(_ rules: ICUPluralRules?) -> [Double?] {
            ["zero", "one", "two", "few", "many", "other"].map { category in
                rules.flatMap { PluralNumberMissingRule.covered(category, rules: $0) }
            }
        }
        cardinalExamples = examples(cardinal)
        ordinalExamples = examples(ordinal)
        cardinalCategories = cardinal?.categorySet
        ordinalCategories = ordinal?.categorySet
    }

    /// `pluralRules(for: kind)?.categorySet`, without copying the rules.
    func pluralCategories(for kind: MessageArgumentKind) -> PluralCategorySet? {
        kind == .selectOrdinal ? ordinalCategories : cardinalCategories
    }

    /// `PluralNumberMissingRule.covered(category, rules: pluralRules(for: kind))` with no
    /// explicit values, looked up.
    func coveredExample(_ category: PluralCategorySet, kind: MessageArgumentKind) -> Double? {
        let index = category.rawValue.trailingZeroBitCount
        let table = kind == .selectOrdinal ? ordinalExamples : cardinalExamples
        return index < table.count ? table[index] : nil
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
    /// For each message, whether its own argument uses keep its contract (no mismatch): then a
    /// target using the same (name, kind) pairs keeps it too, without asking the contract.
    let contractHolds: [Bool]
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
        let contracts = zip(analyses, metadata).map { Self.contract($0, $1) }
        self.contracts = contracts
        contractHolds = Self.holds(analyses, contracts)
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
        contractHolds = Self.holds(analyses, contracts)
        self.base = base
        self.baseIndexes = baseIndexes
        self.indexesOfBase = indexesOfBase
    }

    private static func contract(_ analysis: MessageAnalysis?, _ metadata: MessageMetadata?) -> ArgumentContract? {
        guard let analysis, analysis.isValid else { return nil }
        if analysis.arguments.isEmpty, metadata?.placeholders.isEmpty ?? true { return ArgumentContract.none }
        return ArgumentContract(source: analysis.arguments.map(\.useSite), declared: metadata?.placeholders ?? [:])
    }

    private static func holds(_ analyses: [MessageAnalysis?], _ contracts: [ArgumentContract?]) -> [Bool] {
        zip(analyses, contracts).map { analysis, contract in
            guard let analysis, let contract else { return false }
            return analysis.arguments.isEmpty || contract.mismatches(in: analysis.arguments.map(\.useSite)).isEmpty
        }
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
                let messages = catalog.messages
                return (0..<messages.count).map { index in
                    let key = messages.key(at: index)
                    return index < sourceMessages.count && sourceMessages.key(at: index) == key
                        ? index : source.index(of: key)
                }
            } ?? []
    }
}

/// Everything a message rule sees. A class: rules and the closures they report through share
/// one instance (a struct of eight fields was copied, each reference counted, per rule).
final class MessageContext: Sendable {
    let catalog: CatalogContext
    /// The message's key.
    let key: String
    /// The message's string literal (the caller checked it is a string).
    let literal: LocatedJSON.StringLiteral
    let analysis: MessageAnalysis
    /// The same key in the source, when this is a target that has it.
    let sourceAnalysis: MessageAnalysis?
    /// The source message's argument contract, when this is a target that has the key.
    let sourceContract: ArgumentContract?
    /// True when the source message's own uses keep `sourceContract` (`LintSource.contractHolds`).
    let sourceContractHolds: Bool
    /// The source's metadata for the key (`x-maxLength`, `x-translate`, `x-whitespace`).
    let metadata: MessageMetadata?
    /// The locale of the catalog (read once: every rule asks).
    let locale: LintLocale?
    /// The message's UTF-16 text.
    let units: [UInt16]
    /// Label-like keys whose text VoiceOver speaks as a name (`rotor.*`, `label.*`).
    let isLabel: Bool

    init(
        catalog: CatalogContext, key: String, literal: LocatedJSON.StringLiteral, analysis: MessageAnalysis,
        sourceAnalysis: MessageAnalysis?, sourceContract: ArgumentContract? = nil, sourceContractHolds: Bool = false,
        metadata: MessageMetadata?
    ) {
        self.catalog = catalog
        self.key = key
        isLabel = LintMessage.isLabel(key)
        self.literal = literal
        self.analysis = analysis
        self.sourceAnalysis = sourceAnalysis
        self.sourceContract = sourceContract
        self.sourceContractHolds = sourceContract != nil && sourceContractHolds
        self.metadata = metadata
        locale = catalog.locale
        units = analysis.units
    }

}
