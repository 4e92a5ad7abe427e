import Spoken

/// The rules of `spoken lint`. Raw values are stable ids (CLI, JSON, SARIF, README).
public enum LintRule: String, Sendable, Hashable, CaseIterable {
    // Errors
    case jsonSyntax = "json-syntax"
    case duplicateKey = "duplicate-key"
    case localeMismatch = "locale-mismatch"
    case messageSyntax = "message-syntax"
    case missingOther = "missing-other"
    case pluralCategoryInvalid = "plural-category-invalid"
    case pluralCategoryMissing = "plural-category-missing"
    case placeholderMismatch = "placeholder-mismatch"
    case emptyMessage = "empty-message"
    case invisibleChar = "invisible-char"
    case printfMalformed = "printf-malformed"
    case catalogStructure = "catalog-structure"
    case plistSyntax = "plist-syntax"
    // Warnings
    case missingTranslation = "missing-translation"
    case unknownKey = "unknown-key"
    case pluralCategoryUnused = "plural-category-unused"
    case untranslated
    case whitespace
    case apostrophe
    case printfPlaceholder = "printf-placeholder"
    case maxLength = "max-length"
    case chineseScript = "chinese-script"
    case labelTrailingPeriod = "label-trailing-period"
    case labelControlType = "label-control-type"
    case needsReview = "needs-review"
    case stale
    case doNotTranslate = "do-not-translate"

    public var severity: LintSeverity {
        switch self {
        case .jsonSyntax, .duplicateKey, .localeMismatch, .messageSyntax, .missingOther,
            .pluralCategoryInvalid, .pluralCategoryMissing, .placeholderMismatch, .emptyMessage,
            .invisibleChar, .printfMalformed, .catalogStructure, .plistSyntax:
            .error
        default:
            .warning
        }
    }

    /// One sentence for SARIF's `shortDescription` and `--help`; each lives beside its rule.
    public var summary: String { implementation.summary }

    var implementation: any LintRuleImplementation.Type {
        switch self {
        case .jsonSyntax: JSONSyntaxRule.self
        case .duplicateKey: DuplicateKeyRule.self
        case .localeMismatch: LocaleMismatchRule.self
        case .messageSyntax: MessageSyntaxRule.self
        case .missingOther: MissingOtherRule.self
        case .pluralCategoryInvalid: PluralCategoryInvalidRule.self
        case .pluralCategoryMissing: PluralCategoryMissingRule.self
        case .placeholderMismatch: PlaceholderMismatchRule.self
        case .emptyMessage: EmptyMessageRule.self
        case .invisibleChar: InvisibleCharRule.self
        case .missingTranslation: MissingTranslationRule.self
        case .unknownKey: UnknownKeyRule.self
        case .pluralCategoryUnused: PluralCategoryUnusedRule.self
        case .untranslated: UntranslatedRule.self
        case .whitespace: WhitespaceRule.self
        case .apostrophe: ApostropheRule.self
        case .printfPlaceholder: PrintfPlaceholderRule.self
        case .maxLength: MaxLengthRule.self
        case .chineseScript: ChineseScriptRule.self
        case .labelTrailingPeriod: LabelTrailingPeriodRule.self
        case .labelControlType: LabelControlTypeRule.self
        case .printfMalformed: PrintfMalformedRule.self
        case .catalogStructure: CatalogStructureRule.self
        case .plistSyntax: PlistSyntaxRule.self
        case .needsReview: NeedsReviewRule.self
        case .stale: StaleRule.self
        case .doNotTranslate: DoNotTranslateRule.self
        }
    }
}

/// A rule's code: its id, summary, and a check over a whole catalog or over one message.
protocol LintRuleImplementation {
    static var rule: LintRule { get }
    static var summary: String { get }
}

/// A rule that looks at a catalog as a whole (keys, locale).
protocol CatalogRule: LintRuleImplementation {
    static func check(_ context: CatalogContext, into sink: inout DiagnosticSink)
}

/// A rule that looks at one message.
protocol MessageRule: LintRuleImplementation {
    static func check(_ context: MessageContext, into sink: inout DiagnosticSink)
}
