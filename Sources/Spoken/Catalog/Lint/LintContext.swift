/// What rules know about the locale of a catalog.
package struct LintLocale: Sendable {
    package let locale: SpokenLocale
    /// The script after adding likely subtags (`zh-TW` → `Hant`).
    package let script: String
    package let cardinal: ICUPluralRules?
    package let ordinal: ICUPluralRules?

    package init(_ locale: SpokenLocale) {
        self.locale = locale
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
package final class LintSource: Sendable {
    let catalog: LintCatalog
    let locale: LintLocale?
    /// Analyses and metadata by message index (`catalog.messages`); nil for non-string values.
    let analyses: [MessageAnalysis?]
    let metadata: [MessageMetadata?]
    /// What each source message's arguments promise every translation, worked out once for all
    /// targets (nil where the message does not parse).
    let contracts: [ArgumentContract?]

    init(catalog: LintCatalog, locale: LintLocale?, analyses: [MessageAnalysis?]) {
        self.catalog = catalog
        self.locale = locale
        self.analyses = analyses
        let metadata = catalog.messages.map { catalog.metadata[$0.key] }
        self.metadata = metadata
        contracts = zip(analyses, metadata).map { analysis, metadata in
            guard let analysis, analysis.isValid else { return nil }
            if analysis.arguments.isEmpty, metadata?.placeholders.isEmpty ?? true { return ArgumentContract.none }
            return ArgumentContract(
                source: analysis.arguments.map(\.useSite), declared: metadata?.placeholders ?? [:])
        }
    }
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

    init(catalog: LintCatalog, source: LintSource?, locale: LintLocale?) {
        self.catalog = catalog
        self.source = source
        self.locale = locale
        // Targets usually list keys in the source's order: try the same position before hashing.
        sourceIndexes =
            source.map { source in
                let sourceMessages = source.catalog.messages
                return catalog.messages.enumerated().map { index, message in
                    index < sourceMessages.count && sourceMessages[index].key == message.key
                        ? index : source.catalog.index(of: message.key)
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
