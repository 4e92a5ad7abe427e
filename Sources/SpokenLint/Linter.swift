import Dispatch
import Spoken

/// One file to lint: its path (as shown in diagnostics; its extension picks the format: `.arb`,
/// `.xcstrings`, `.strings`, `.stringsdict`) and its bytes.
public struct LintFile: Sendable, Hashable {
    public let path: String
    public let bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
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
            DuplicateKeyRule.self, LocaleMismatchRule.self, UnknownKeyRule.self, MissingTranslationRule.self,
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

    /// The source locale of `.strings`/`.stringsdict` files (`<locale>.lproj`); ARB files name
    /// their source with `lint(_:source:)`, String Catalogs with their `sourceLanguage`.
    public var sourceLocale: String

    public init(sourceLocale: String = "en") {
        self.sourceLocale = sourceLocale
    }

    /// Lints `files` against `source` (the catalog every target is compared with). A file whose
    /// path is the source's is linted as the source: on its own, without comparison rules. With
    /// no source (or one that is not valid JSON), only the rules that need no source run.
    public func lint(_ files: [LintFile], source: LintFile?) -> LintReport {
        let prepared = source.flatMap(Self.prepareSource)
        var results = [FileResult?](repeating: nil, count: files.count)
        let lock = Locked(())
        results.withUnsafeMutableBufferPointer { slots in
            nonisolated(unsafe) let slots = slots  // each index is written by exactly one iteration
            DispatchQueue.concurrentPerform(iterations: files.count) { index in
                let file = files[index]
                let isSource = file.path == source?.path
                let result: FileResult
                if file.path.hasSuffix(".strings") || file.path.hasSuffix(".stringsdict") {
                    // Folder convention: the source is the same file name in the source's .lproj.
                    let path = AppleStringsLinter.sourcePath(for: file.path, sourceLocale: sourceLocale, among: files)
                    result = AppleStringsLinter.lint(
                        file, source: files.first { $0.path == path }, sourceLocale: sourceLocale)
                } else {
                    result = Self.lintFile(file, source: isSource ? nil : prepared, reuse: isSource ? prepared : nil)
                }
                lock.withLock { _ in slots[index] = result }
            }
        }
        var diagnostics: [LintDiagnostic] = []
        var messages = 0
        if let source, prepared == nil, !files.contains(where: { $0.path == source.path }) {
            // Say why nothing was compared: the source itself is broken.
            diagnostics = Self.lintFile(source, source: nil, reuse: nil).diagnostics.filter { $0.rule == .jsonSyntax }
        }
        for result in results {
            guard let result else { continue }
            diagnostics.append(contentsOf: result.diagnostics)
            messages += result.messages
        }
        return LintReport(diagnostics: diagnostics, files: files.count, messages: messages)
    }

    struct FileResult: Sendable {
        let diagnostics: [LintDiagnostic]
        let messages: Int
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

    /// Lints one file. `reuse` is the prepared source when this file is the source itself.
    static func lintFile(_ file: LintFile, source: LintSource?, reuse: LintSource?) -> FileResult {
        // String Catalogs hold every locale and name their source themselves.
        if file.path.hasSuffix(".xcstrings") { return StringCatalogLinter.lint(file) }
        let json: LocatedJSON
        do {
            json = try LocatedJSON(parsing: file.bytes)
        } catch {
            var sink = DiagnosticSink(file: file.path, json: nil)
            JSONSyntaxRule.report(error, into: &sink)
            return FileResult(diagnostics: sink.diagnostics, messages: 0)
        }
        var sink = DiagnosticSink(file: file.path, json: json)
        guard let catalog = reuse?.catalog ?? LintCatalog(path: file.path, json: json) else {
            JSONSyntaxRule.reportNotObject(json.root, into: &sink)
            return FileResult(diagnostics: sink.diagnostics, messages: 0)
        }
        let locale = reuse?.locale ?? LocaleMismatchRule.effectiveLocale(catalog).map(LintLocale.init)
        let context = CatalogContext(catalog: catalog, source: source, locale: locale)
        for rule in catalogRules { rule.check(context, into: &sink) }
        let messageRules = Self.messageRules
        var scratch = ICUMessagePattern.Scratch()
        for (index, message) in catalog.messages.enumerated() {
            guard let literal = message.literal else {
                MessageSyntaxRule.reportNotString(message, into: &sink)
                continue
            }
            let sourceIndex = source == nil ? nil : context.sourceIndexes[index]
            let metadata: LintMetadata?
            if let source {
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
                sourceAnalysis: sourceIndex.flatMap { source?.analyses[$0] }, metadata: metadata)
            for rule in messageRules { rule.check(messageContext, into: &sink) }
        }
        // By position; equal positions keep rule order (the sort is stable).
        let sorted = sink.diagnostics.enumerated().sorted {
            ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset)
        }.map(\.element)
        return FileResult(diagnostics: sorted, messages: catalog.messages.count)
    }
}

/// The outcome of a lint run.
public struct LintReport: Sendable, Hashable {
    public let diagnostics: [LintDiagnostic]
    /// Files linted.
    public let files: Int
    /// Messages (non-`@` keys) linted.
    public let messages: Int

    public init(diagnostics: [LintDiagnostic], files: Int, messages: Int) {
        self.diagnostics = diagnostics
        self.files = files
        self.messages = messages
    }

    public var errorCount: Int { diagnostics.count { $0.severity == .error } }
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }

    /// Joins reports of several runs (one per catalog directory), in order.
    public static func combined(_ reports: [LintReport]) -> LintReport {
        LintReport(
            diagnostics: reports.flatMap(\.diagnostics), files: reports.reduce(0) { $0 + $1.files },
            messages: reports.reduce(0) { $0 + $1.messages })
    }
}
