import Dispatch
import Spoken

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
    /// Every rule, in the order `--help` and SARIF list them.
    static var implementations: [any Spoken.LintRule.Type] {
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
            PluralNumberMissingRule.self, SpeechAbbreviationRule.self, DuplicateLocaleRule.self,
            DurationStyleRule.self, PlaceholderCaseRule.self,
        ]
    }

    /// The rule that reports `code`, if any (a scan: rules are few, and this serves help and SARIF).
    static func implementation(of code: DiagnosticCode) -> (any Spoken.LintRule.Type)? {
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
        let prepared = comparesTargets ? source.flatMap { $0.isUnread ? nil : ARBLinter.prepareSource($0) } : nil
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
                if let tooLarge = ARBLinter.tooLarge(file, limits: limits) {
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
        var diagnostics: [Diagnostic] = []
        var omitted: [LintOmission] = []
        var messages = 0
        if comparesTargets, let source, prepared == nil, !files.contains(where: { $0.path == source.path }) {
            // Say why nothing was compared: the source itself is broken.
            let sourceLimits = source.isUnread ? limits : LintLimits(maxFileBytes: .max)
            diagnostics = Self.lintFile(source, source: nil, reuse: nil, limits: sourceLimits).diagnostics.filter {
                $0.rule == .jsonSyntax || $0.rule == .fileTooLarge
            }
        }
        // duplicate-locale: the ARB files given together, as the loader checks a directory.
        var duplicates: [String: [Diagnostic]] = [:]
        for finding in DuplicateLocaleRule.check(results.compactMap { $0?.claim }) {
            duplicates[finding.file, default: []].append(finding)
        }
        for result in results {
            guard let result else { continue }
            if let extra = result.claim.flatMap({ duplicates[$0.file] }) {
                diagnostics.append(contentsOf: Diagnostic.byPosition(result.diagnostics + extra))
            } else {
                diagnostics.append(contentsOf: result.diagnostics)
            }
            if let omission = result.omitted { omitted.append(omission) }
            messages += result.messages
        }
        return LintReport(diagnostics: diagnostics, files: files.count, messages: messages, omitted: omitted)
    }

    typealias FileResult = ARBLinter.FileResult

    /// Lints one file. `reuse` is the prepared source when this file is the source itself.
    static func lintFile(_ file: LintFile, source: LintSource?, reuse: LintSource?, limits: LintLimits) -> FileResult {
        if let tooLarge = ARBLinter.tooLarge(file, limits: limits) { return tooLarge }
        // String Catalogs hold every locale and name their source themselves.
        if file.path.hasSuffix(".xcstrings") { return StringCatalogLinter.lint(file, limits: limits) }
        return ARBLinter.lintFile(file, source: source, reuse: reuse, limits: limits)
    }
}

/// The outcome of a lint run.
public struct LintReport: Sendable, Hashable {
    /// The diagnostics kept (at most `LintLimits.maxDiagnosticsPerFile` per file).
    public let diagnostics: [Diagnostic]
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
        diagnostics: [Diagnostic], files: Int, messages: Int, omitted: [LintOmission] = [],
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
