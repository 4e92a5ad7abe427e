/// Lints one ARB file: the rules `spoken lint` runs and the checks the catalog loader
/// (`CatalogStore.loadOverrides`) runs, which are the same code, so that both give one verdict.
package enum ARBLinter {
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
            LabelTrailingPeriodRule.self, LabelControlTypeRule.self, PluralNumberMissingRule.self,
            SpeechAbbreviationRule.self, DurationStyleRule.self, PlaceholderCaseRule.self,
        ]
    }

    /// What linting one file found.
    package struct FileResult: Sendable {
        package let diagnostics: [Diagnostic]
        package let messages: Int
        package var omitted: DiagnosticOmission? = nil
        /// The locale the file's `@@locale` names, when locale-mismatch accepts it: the files of
        /// one directory are checked for `duplicate-locale` together.
        package var claim: DuplicateLocaleRule.Claim? = nil

        package init(diagnostics: [Diagnostic], messages: Int, omitted: DiagnosticOmission? = nil) {
            self.diagnostics = diagnostics
            self.messages = messages
            self.omitted = omitted
        }
    }

    /// Parses and analyses the source once for every target.
    package static func prepareSource(_ file: TranslationFile) -> LintSource? {
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
    package static func tooLarge(_ file: TranslationFile, limits: CatalogLimits) -> FileResult? {
        guard file.size > limits.maxFileBytes else { return nil }
        var sink = DiagnosticSink(file: file.path, json: nil, limit: limits.maxDiagnosticsPerFile)
        FileTooLargeRule.report(size: file.size, limit: limits.maxFileBytes, into: &sink)
        return FileResult(diagnostics: sink.diagnostics, messages: 0)
    }

    /// Lints one file. `reuse` is the prepared source when this file is the source itself.
    package static func lintFile(
        _ file: TranslationFile, source: LintSource?, reuse: LintSource?, limits: CatalogLimits
    ) -> FileResult {
        check(file, source: source, reuse: reuse, limits: limits, keepUses: false).result
    }

    /// One ARB file after its rules: what lint reports, and what the loader serves of it.
    struct Checked: Sendable {
        let result: FileResult
        /// The file's messages and metadata; nil when the file is unusable as a catalog (not
        /// JSON, not an object, over the size limit, or its locale is missing or wrong).
        let catalog: LintCatalog?
        /// The locale the file is written in, when the catalog is usable.
        let locale: SpokenLocale?
        /// For each message (`catalog.messages` order) without an error, its argument uses; nil
        /// for a message with an error, or whose key the source does not have (never served).
        let uses: [[ArgumentUseSite]?]
        /// Analyses of the messages, when asked for (a source that targets are compared with).
        let analyses: [MessageAnalysis?]
    }

    /// Reads one ARB file without running its rules (the shipped catalogs, which CI lints): its
    /// messages and the argument uses of those ICU's pattern parser accepts.
    static func read(_ file: TranslationFile) -> Checked {
        let empty = FileResult(diagnostics: [], messages: 0)
        guard let json = try? LocatedJSON(parsing: file.bytes), let catalog = LintCatalog(path: file.path, json: json),
            let locale = LocaleMismatchRule.declaredLocale(catalog)
        else { return Checked(result: empty, catalog: nil, locale: nil, uses: [], analyses: []) }
        var scratch = ICUMessagePattern.Scratch()
        let uses = catalog.messages.map { message -> [ArgumentUseSite]? in
            guard let literal = message.literal else { return nil }
            let analysis = MessageAnalysis(units: json.utf16(of: literal), scratch: &scratch)
            return analysis.isValid && !analysis.hasUnknownType ? analysis.arguments.map(\.useSite) : nil
        }
        let result = FileResult(diagnostics: [], messages: catalog.messages.count)
        return Checked(result: result, catalog: catalog, locale: locale, uses: uses, analyses: [])
    }

    /// Runs every rule on one file. `keepUses`: record which messages have errors and the
    /// argument uses of the rest (the loader's view of the same run).
    /// `base`: the catalogs an override is laid over, by locale (its keys are not missing).
    static func check(
        _ file: TranslationFile, source: LintSource?, reuse: LintSource?, limits: CatalogLimits, keepUses: Bool,
        keepAnalyses: Bool = false, base: [String: Catalog] = [:]
    ) -> Checked {
        func unusable(_ result: FileResult) -> Checked {
            Checked(result: result, catalog: nil, locale: nil, uses: [], analyses: [])
        }
        if let tooLarge = tooLarge(file, limits: limits) { return unusable(tooLarge) }
        let json: LocatedJSON
        do throws(JSONSyntaxError) {
            // The source itself was parsed once already: parse it again and memory doubles.
            if let reused = reuse?.catalog.json { json = reused } else { json = try LocatedJSON(parsing: file.bytes) }
        } catch {
            var sink = DiagnosticSink(file: file.path, json: nil, limit: limits.maxDiagnosticsPerFile)
            JSONSyntaxRule.report(error, into: &sink)
            return unusable(FileResult(diagnostics: sink.diagnostics, messages: 0))
        }
        var sink = DiagnosticSink(file: file.path, json: json, limit: limits.maxDiagnosticsPerFile)
        guard let catalog = reuse?.catalog ?? LintCatalog(path: file.path, json: json) else {
            JSONSyntaxRule.reportNotObject(json.root, into: &sink)
            return unusable(FileResult(diagnostics: sink.diagnostics, messages: 0))
        }
        let locale = reuse?.locale ?? LocaleMismatchRule.effectiveLocale(catalog).map(LintLocale.init)
        // A pseudo-locale (en-XA, ar-XB) is generated from the source: never missing, never stale.
        let compared = locale.flatMap { PseudoLocale(tag: $0.locale.identifier) } == nil ? source : nil
        let context = CatalogContext(
            catalog: catalog, source: compared, locale: locale,
            base: locale.flatMap { base[$0.locale.identifier] })
        for rule in catalogRules { rule.check(context, into: &sink) }
        // Only a locale problem makes the whole file unusable: a duplicate key keeps its first
        // value, a bad `@key` value is left out (each still an error lint reports).
        let loadable = keepUses ? LocaleMismatchRule.declaredLocale(catalog) : nil
        // The rules for each shape of message (by `MessageRuleScope`), in the same order: a
        // message skips the rules that could not report on it, without asking.
        let messageRules = Self.messageRules
        let rulesByShape = MessageRuleScope.allCases.map { shape in
            messageRules.filter { $0.scope.rawValue <= shape.rawValue }
        }
        var scratch = ICUMessagePattern.Scratch()
        var uses: [[ArgumentUseSite]?] = []
        var analyses: [MessageAnalysis?] = []
        if loadable != nil { uses.reserveCapacity(catalog.messages.count) }
        if keepAnalyses { analyses.reserveCapacity(catalog.messages.count) }
        // By index: a message's member is read where it lies, never copied whole.
        let messages = catalog.messages
        for index in 0..<messages.count {
            guard let literal = messages.literal(at: index) else {
                MessageSyntaxRule.reportNotString(messages[index], into: &sink)
                if loadable != nil { uses.append(nil) }
                if keepAnalyses { analyses.append(nil) }
                continue
            }
            let sourceIndex = compared == nil ? nil : context.sourceIndexes[index]
            let key = messages.key(at: index)
            let metadata: MessageMetadata?
            if let source = compared {
                metadata = sourceIndex.flatMap { source.metadata[$0] }
            } else {
                metadata = reuse?.metadata[index] ?? catalog.metadata[key]
            }
            let analysis =
                reuse?.analyses[index]
                ?? MessageAnalysis(
                    units: json.utf16(of: literal), keepParts: metadata?.maxLength != nil, scratch: &scratch)
            let messageContext = MessageContext(
                catalog: context, key: key, literal: literal, analysis: analysis,
                sourceAnalysis: sourceIndex.flatMap { compared?.analyses[$0] },
                sourceContract: sourceIndex.flatMap { compared?.contracts[$0] },
                sourceContractHolds: sourceIndex.map { compared?.contractHolds[$0] ?? false } ?? false,
                metadata: metadata)
            let errorsBefore = sink.errorCount
            for rule in rulesByShape[MessageRuleScope(analysis).rawValue] { rule.check(messageContext, into: &sink) }
            if loadable != nil {
                // A key the source does not have is never served (lint: `unknown-key`): not kept.
                let served = sink.errorCount == errorsBefore && (compared == nil || sourceIndex != nil)
                uses.append(served ? analysis.arguments.map(\.useSite) : nil)
            }
            if keepAnalyses { analyses.append(analysis) }
        }
        // By position; equal positions keep rule order.
        let sorted = sink.sorted()
        var result = FileResult(diagnostics: sorted, messages: catalog.messages.count, omitted: sink.omission)
        result.claim = DuplicateLocaleRule.claim(catalog)
        guard let loadable else {
            return Checked(result: result, catalog: nil, locale: nil, uses: [], analyses: analyses)
        }
        return Checked(result: result, catalog: catalog, locale: loadable, uses: uses, analyses: analyses)
    }
}
