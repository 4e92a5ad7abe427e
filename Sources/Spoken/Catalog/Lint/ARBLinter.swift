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
            LabelTrailingPeriodRule.self, LabelControlTypeRule.self,
        ]
    }

    /// What linting one file found.
    package struct FileResult: Sendable {
        package let diagnostics: [Diagnostic]
        package let messages: Int
        package var omitted: DiagnosticOmission? = nil

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
        if let tooLarge = tooLarge(file, limits: limits) { return tooLarge }
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
