import Dispatch
import Spoken

/// One file to lint: its path (as shown in diagnostics; its extension picks the format: `.arb`,
/// `.xcstrings`, `.strings`, `.stringsdict`) and its bytes.
public struct LintFile: Sendable, Hashable {
    public let path: String
    public let bytes: [UInt8]
    /// The file's size: `bytes.count`, or more when the file was over the size limit and not read.
    public let size: Int

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        size = bytes.count
    }

    /// Whether the file was over the size limit and left unread.
    var isUnread: Bool { bytes.count < size }

    /// A file over the size limit, left unread.
    init(path: String, unreadSize: Int) {
        self.path = path
        bytes = []
        size = unreadSize
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}

/// Validates ARB catalogs, Xcode String Catalogs, `.strings` and `.stringsdict` files:
/// `spoken lint` as a library.
///
/// ```swift
/// let report = Linter().lint([LintFile(path: "l10n/de.arb", bytes: deBytes)],
///                            source: LintFile(path: "l10n/en.arb", bytes: enBytes))
/// report.errorCount        // 0
/// report.rendered(as: .json)
/// ```
///
/// Files are linted in parallel; the report lists them in the order given, each file's
/// diagnostics by position, so output is deterministic.
public struct Linter: Sendable {
    /// Catalog rules, in the order they run.
    static var catalogRules: [any CatalogRule.Type] {
        [
            DuplicateKeyRule.self, LocaleMismatchRule.self, InvalidMetadataRule.self, UnknownKeyRule.self,
            MissingTranslationRule.self,
        ]
    }

    /// Message rules, in the order they run.
    static var messageRules: [any MessageRule.Type] {
        [
            MessageSyntaxRule.self, EmptyMessageRule.self, InvisibleCharRule.self, MissingOtherRule.self,
            PluralCategoryInvalidRule.self, PluralCategoryMissingRule.self, PluralCategoryUnusedRule.self,
            PlaceholderMismatchRule.self, UntranslatedRule.self, WhitespaceRule.self, ApostropheRule.self,
            PrintfPlaceholderRule.self, MaxLengthRule.self, ChineseScriptRule.self,
            LabelTrailingPeriodRule.self, LabelControlTypeRule.self,
        ]
    }

    /// Every rule, in the order `--help` and SARIF list them.
    static var implementations: [any LintRuleImplementation.Type] {
        [
            JSONSyntaxRule.self, DuplicateKeyRule.self, LocaleMismatchRule.self, MessageSyntaxRule.self,
            MissingOtherRule.self, PluralCategoryInvalidRule.self, PluralCategoryMissingRule.self,
            PlaceholderMismatchRule.self, EmptyMessageRule.self, InvisibleCharRule.self, MissingTranslationRule.self,
            UnknownKeyRule.self, PluralCategoryUnusedRule.self, UntranslatedRule.self, WhitespaceRule.self,
            ApostropheRule.self, PrintfPlaceholderRule.self, MaxLengthRule.self, ChineseScriptRule.self,
            LabelTrailingPeriodRule.self, LabelControlTypeRule.self,
            // Rules added later go last, so SARIF rule indexes stay stable.
            FileTooLargeRule.self, InvalidMetadataRule.self, PrintfMalformedRule.self, CatalogStructureRule.self,
            PlistSyntaxRule.self, NeedsReviewRule.self, StaleRule.self, DoNotTranslateRule.self,
        ]
    }

    /// The rule that reports `code`, if any (a scan: rules are few, and this serves help and SARIF).
    static func implementation(of code: LintRule) -> (any LintRuleImplementation.Type)? {
        implementations.first { $0.rule == code }
    }

    public let limits: LintLimits
    /// The source locale of `.strings`/`.stringsdict` files (`<locale>.lproj`); ARB files name
    /// their source with `lint(_:source:)`, String Catalogs with their `sourceLanguage`.
    public var sourceLocale: String

    public init(limits: LintLimits = LintLimits(), sourceLocale: String = "en") {
        self.limits = limits
        self.sourceLocale = sourceLocale
    }

    /// Lints `files` against `source` (the catalog every target is compared with). A file whose
    /// path is the source's is linted as the source: on its own, without comparison rules. With
    /// no source (or one that is not valid JSON), only the rules that need no source run.
    public func lint(_ files: [LintFile], source: LintFile?) -> LintReport {
        let limits = self.limits
        // The source's analyses are kept for the targets' comparisons: with no target to compare
        // (the source linted alone, or only other formats), each is dropped once checked.
        let comparesTargets = files.contains { file in
            file.path != source?.path && !AppleStringsLinter.handles(file.path) && !file.path.hasSuffix(".xcstrings")
        }
        // A source is held to the limit only when it came from disk unread (the embedded one and
        // those given in memory were read already).
        let prepared = comparesTargets ? source.flatMap { $0.isUnread ? nil : Self.prepareSource($0) } : nil
        // `.strings`/`.stringsdict` sources (the same file name in the source's .lproj), each read
        // once for itself and all its targets.
        let appleSources = AppleStringsLinter.readSources(of: files, sourceLocale: sourceLocale, limits: limits)
        var results = [FileResult?](repeating: nil, count: files.count)
        let lock = Locked(())
        results.withUnsafeMutableBufferPointer { slots in
            nonisolated(unsafe) let slots = slots  // each index is written by exactly one iteration
            DispatchQueue.concurrentPerform(iterations: files.count) { index in
                let file = files[index]
                let isSource = file.path == source?.path
                let result: FileResult
                if let tooLarge = Self.tooLarge(file, limits: limits) {
                    result = tooLarge
                } else if AppleStringsLinter.handles(file.path) {
                    // Folder convention: the source is the same file name in the source's .lproj.
                    let path = AppleStringsLinter.sourcePath(for: file.path, sourceLocale: sourceLocale, among: files)
                    result = AppleStringsLinter.lint(
                        file, source: files.first { $0.path == path }, sourceLocale: sourceLocale, limits: limits,
                        read: appleSources)
                } else {
                    result = Self.lintFile(
                        file, source: isSource ? nil : prepared, reuse: isSource ? prepared : nil, limits: limits)
                }
                lock.withLock { _ in slots[index] = result }
            }
        }
        var diagnostics: [LintDiagnostic] = []
        var omitted: [LintOmission] = []
        var messages = 0
        if comparesTargets, let source, prepared == nil, !files.contains(where: { $0.path == source.path }) {
            // Say why nothing was compared: the source itself is broken.
            let sourceLimits = source.isUnread ? limits : LintLimits(maxFileBytes: .max)
            diagnostics = Self.lintFile(source, source: nil, reuse: nil, limits: sourceLimits).diagnostics.filter {
                $0.rule == .jsonSyntax || $0.rule == .fileTooLarge
            }
        }
        for result in results {
            guard let result else { continue }
            diagnostics.append(contentsOf: result.diagnostics)
            if let omission = result.omitted { omitted.append(omission) }
            messages += result.messages
        }
        return LintReport(diagnostics: diagnostics, files: files.count, messages: messages, omitted: omitted)
    }

    struct FileResult: Sendable {
        let diagnostics: [LintDiagnostic]
        let messages: Int
        var omitted: LintOmission? = nil
    }

    /// Parses and analyses the source once for every target.
    static func prepareSource(_ file: LintFile) -> LintSource? {
        guard let json = try? LocatedJSON(parsing: file.bytes),
            let catalog = LintCatalog(path: file.path, json: json)
        else { return nil }
        var scratch = ICUMessagePattern.Scratch()
        let analyses = catalog.messages.map { message in
            message.literal.map {
                MessageAnalysis(
                    units: json.utf16(of: $0), keepParts: catalog.metadata[message.key]?.maxLength != nil,
                    scratch: &scratch)
            }
        }
        let locale = LocaleMismatchRule.effectiveLocale(catalog).map(LintLocale.init)
        return LintSource(catalog: catalog, locale: locale, analyses: analyses)
    }

    /// The finding for a file over the size limit (any format): it is not read further.
    static func tooLarge(_ file: LintFile, limits: LintLimits) -> FileResult? {
        guard file.size > limits.maxFileBytes else { return nil }
        var sink = DiagnosticSink(file: file.path, json: nil, limit: limits.maxDiagnosticsPerFile)
        FileTooLargeRule.report(size: file.size, limit: limits.maxFileBytes, into: &sink)
        return FileResult(diagnostics: sink.diagnostics, messages: 0)
    }

    /// Lints one file. `reuse` is the prepared source when this file is the source itself.
    static func lintFile(_ file: LintFile, source: LintSource?, reuse: LintSource?, limits: LintLimits) -> FileResult {
        if let tooLarge = tooLarge(file, limits: limits) { return tooLarge }
        // String Catalogs hold every locale and name their source themselves.
        if file.path.hasSuffix(".xcstrings") { return StringCatalogLinter.lint(file, limits: limits) }
        let json: LocatedJSON
        do throws(JSONSyntaxError) {
            // The source itself was parsed once already: parse it again and memory doubles.
            if let reused = reuse?.catalog.json { json = reused } else { json = try LocatedJSON(parsing: file.bytes) }
        } catch {
            var sink = DiagnosticSink(file: file.path, json: nil, limit: limits.maxDiagnosticsPerFile)
            JSONSyntaxRule.report(error, into: &sink)
            return FileResult(diagnostics: sink.diagnostics, messages: 0)
        }
        var sink = DiagnosticSink(file: file.path, json: json, limit: limits.maxDiagnosticsPerFile)
        guard let catalog = reuse?.catalog ?? LintCatalog(path: file.path, json: json) else {
            JSONSyntaxRule.reportNotObject(json.root, into: &sink)
            return FileResult(diagnostics: sink.diagnostics, messages: 0)
        }
        let locale = reuse?.locale ?? LocaleMismatchRule.effectiveLocale(catalog).map(LintLocale.init)
        // A pseudo-locale (en-XA, ar-XB) is generated from the source: never missing, never stale.
        let compared = locale.flatMap { PseudoLocale(tag: $0.locale.identifier) } == nil ? source : nil
        let context = CatalogContext(catalog: catalog, source: compared, locale: locale)
        for rule in catalogRules { rule.check(context, into: &sink) }
        let messageRules = Self.messageRules
        var scratch = ICUMessagePattern.Scratch()
        for (index, message) in catalog.messages.enumerated() {
            guard let literal = message.literal else {
                MessageSyntaxRule.reportNotString(message, into: &sink)
                continue
            }
            let sourceIndex = compared == nil ? nil : context.sourceIndexes[index]
            let metadata: MessageMetadata?
            if let source = compared {
                metadata = sourceIndex.flatMap { source.metadata[$0] }
            } else {
                metadata = reuse?.metadata[index] ?? catalog.metadata[message.key]
            }
            let analysis =
                reuse?.analyses[index]
                ?? MessageAnalysis(
                    units: json.utf16(of: literal), keepParts: metadata?.maxLength != nil, scratch: &scratch)
            let messageContext = MessageContext(
                catalog: context, message: message, literal: literal, analysis: analysis,
                sourceAnalysis: sourceIndex.flatMap { compared?.analyses[$0] },
                sourceContract: sourceIndex.flatMap { compared?.contracts[$0] }, metadata: metadata)
            for rule in messageRules { rule.check(messageContext, into: &sink) }
        }
        // By position; equal positions keep rule order.
        let sorted = sink.sorted()
        return FileResult(diagnostics: sorted, messages: catalog.messages.count, omitted: sink.omission)
    }
}

/// Diagnostics of one file left out of a report (over `LintLimits.maxDiagnosticsPerFile`).
public struct LintOmission: Sendable, Hashable {
    public let file: String
    public let errors: Int
    public let warnings: Int
    public var count: Int { errors + warnings }
}

/// The outcome of a lint run.
public struct LintReport: Sendable, Hashable {
    /// The diagnostics kept (at most `LintLimits.maxDiagnosticsPerFile` per file).
    public let diagnostics: [LintDiagnostic]
    /// Files linted.
    public let files: Int
    /// Messages (non-`@` keys) linted.
    public let messages: Int
    /// What was left out, per file; counted in `errorCount` and `warningCount`.
    public let omitted: [LintOmission]
    /// The embedded source catalog some targets were compared with (`<embedded>/en.arb`), when no
    /// source file was beside them.
    public let embeddedSource: String?

    public init(
        diagnostics: [LintDiagnostic], files: Int, messages: Int, omitted: [LintOmission] = [],
        embeddedSource: String? = nil
    ) {
        self.diagnostics = diagnostics
        self.files = files
        self.messages = messages
        self.omitted = omitted
        self.embeddedSource = embeddedSource
    }

    public var errorCount: Int { diagnostics.count { $0.severity == .error } + omitted.reduce(0) { $0 + $1.errors } }
    public var warningCount: Int {
        diagnostics.count { $0.severity == .warning } + omitted.reduce(0) { $0 + $1.warnings }
    }

    func withEmbeddedSource(_ path: String) -> LintReport {
        LintReport(
            diagnostics: diagnostics, files: files, messages: messages, omitted: omitted, embeddedSource: path)
    }

    /// Joins reports of several runs (one per catalog directory), in order.
    public static func combined(_ reports: [LintReport]) -> LintReport {
        LintReport(
            diagnostics: reports.flatMap(\.diagnostics), files: reports.reduce(0) { $0 + $1.files },
            messages: reports.reduce(0) { $0 + $1.messages }, omitted: reports.flatMap(\.omitted),
            embeddedSource: reports.lazy.compactMap(\.embeddedSource).first)
    }
}
