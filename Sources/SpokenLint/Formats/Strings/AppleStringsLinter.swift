import Dispatch
import Spoken

/// Lints `.strings` and `.stringsdict` files by the folder convention: a file's locale is its
/// `<locale>.lproj` folder, its source the same file name under `<source>.lproj` (`Base.lproj`
/// when there is no such file). Targets are compared with their source key by key; a source is
/// linted on its own.
enum AppleStringsLinter {
    /// The locale of `…/de.lproj/Localizable.strings` (nil outside an `.lproj` folder).
    static func locale(of path: String) -> String? {
        let parts = path.split(separator: "/")
        guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") else { return nil }
        return String(parts[parts.count - 2].dropLast(6))
    }

    /// The source of `path` among `files`: `<source>.lproj/<name>`, else `Base.lproj/<name>`.
    static func sourcePath(for path: String, sourceLocale: String, among files: [LintFile]) -> String? {
        guard locale(of: path) != nil else { return nil }
        var parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let folder = parts.count - 2
        parts[folder] = sourceLocale + ".lproj"
        let preferred = parts.joined(separator: "/")
        if files.contains(where: { $0.path == preferred }) { return preferred }
        parts[folder] = "Base.lproj"
        let base = parts.joined(separator: "/")
        return files.contains(where: { $0.path == base }) ? base : nil
    }

    /// Whether `path` is a file this linter reads.
    static func handles(_ path: String) -> Bool {
        path.hasSuffix(".strings") || path.hasSuffix(".stringsdict")
    }

    /// What reading a file gave.
    typealias Read = Result<[Keyed], StringCatalogError>

    /// Reads every source that `files` compare with (in parallel), by path, so that each is read
    /// once instead of once per target and once more as a file of its own.
    static func readSources(of files: [LintFile], sourceLocale: String, limits: LintLimits) -> [String: Read] {
        let paths = Set(
            files.lazy.filter { handles($0.path) }.compactMap {
                sourcePath(for: $0.path, sourceLocale: sourceLocale, among: files)
            })
        let sources = files.filter { paths.contains($0.path) && $0.size <= limits.maxFileBytes && !$0.isUnread }
        guard !sources.isEmpty else { return [:] }
        let results = Locked([String: Read]())
        DispatchQueue.concurrentPerform(iterations: sources.count) { index in
            let file = sources[index]
            let read = Read { () throws(StringCatalogError) in try Self.read(file) }
            results.withLock { $0[file.path] = read }
        }
        return results.withLock { $0 }
    }

    static func lint(
        _ file: LintFile, source: LintFile?, sourceLocale: String, limits: LintLimits,
        read sources: [String: Read] = [:]
    ) -> Linter.FileResult {
        var sink = DiagnosticSink(file: file.path, json: nil, limit: limits.maxDiagnosticsPerFile)
        sink.hasLocaleField = true
        let fileLocale = locale(of: file.path).map { $0 == "Base" ? sourceLocale : $0 } ?? sourceLocale
        let target: [Keyed]
        do throws(StringCatalogError) {
            if let read = sources[file.path] { target = try read.get() } else { target = try read(file) }
        } catch {
            sink.report(.plistSyntax, key: nil, at: error.position, error.message)
            return Linter.FileResult(diagnostics: sink.diagnostics, messages: 0)
        }
        let isSource = source == nil || source?.path == file.path
        let reference: [Keyed]? = isSource ? nil : source.flatMap { try? sources[$0.path]?.get() ?? read($0) }
        var checks = LocalizedEntryChecker(sink: sink)
        checks.sourceLanguage = isSource ? fileLocale : sourceLocale
        checks.reportedLocales = [fileLocale]
        if let problem = LocalizedEntryChecker.localeProblem(fileLocale) {
            // The folder names the locale (`foo bar.lproj`): it would become a catalog's locale.
            checks.sink.report(
                .catalogStructure, key: nil, at: SourcePosition(line: 1, column: 1),
                "Unusable folder locale: \(problem)", locale: fileLocale)
        }
        // Duplicate keys: the later one wins silently. Keys are indexed by 4-byte slots that
        // compare them where they lie (a `[String: Int]` held each key again, 50 bytes an entry).
        var seen = KeyIndex(capacity: target.count)
        for (offset, item) in target.enumerated() {
            if let first = seen.insert(item.key, index: offset, keyAt: { target[$0].key }) {
                checks.sink.report(
                    .duplicateKey, key: item.key, at: item.position,
                    "Duplicate key '\(item.key)' (first at line \(target[first].position.line)); only one of them is read",
                    locale: fileLocale)
            }
        }
        // Indexes, not copies of the entries: memory stays a small multiple of the files.
        var sourceByKey: KeyIndex?
        if let reference {
            var index = KeyIndex(capacity: reference.count)
            for (offset, item) in reference.enumerated() {
                _ = index.insert(item.key, index: offset, keyAt: { reference[$0].key })
            }
            sourceByKey = index
        }
        var messages = 0
        for item in target {
            var state = item.state(locale: fileLocale)
            messages += state.leaves.count
            var states = [state]
            var sourceState: LocalizedEntryChecker.LocalizationState?
            if let sourceByKey {
                guard let reference, let found = sourceByKey.find(item.key, keyAt: { reference[$0].key }) else {
                    checks.sink.report(
                        .unknownKey, key: item.key, at: item.position,
                        "'\(item.key)' is not in the source \(source?.path ?? "")", locale: fileLocale)
                    continue
                }
                sourceState = reference[found].state(locale: sourceLocale)
                states.insert(sourceState!, at: 0)
            } else {
                sourceState = state
            }
            checks.lintArguments(
                key: item.key, keyFormat: PrintfFormat(Array(item.key.utf16)), states: &states, source: sourceState)
            state = states.last!
            checks.lintPlurals(state, key: item.key, source: sourceState)
            checks.lintTexts(state, key: item.key, source: sourceState, comment: item.comment)
            item.reportStructure(into: &checks.sink, locale: fileLocale)
        }
        if let reference {
            for item in reference where seen.find(item.key, keyAt: { target[$0].key }) == nil {
                checks.sink.report(
                    .missingTranslation, key: item.key, at: SourcePosition(line: 1, column: 1),
                    "'\(item.key)' of \(source?.path ?? "the source") has no \(fileLocale) translation here",
                    locale: fileLocale)
            }
        }
        // By position, cut to the per-file limit like every format.
        let sorted = checks.sink.sorted()
        return Linter.FileResult(diagnostics: sorted, messages: messages, omitted: checks.sink.omission)
    }

    /// One key of a `.strings` or `.stringsdict` file, as the checker sees it.
    struct Keyed: Sendable {
        let key: String
        let position: SourcePosition
        let value: LocatedText?
        /// `.strings`: the comment just before the entry (translator notes, conventions).
        var comment: String? {
            get { parts.first?.comment }
            set {
                guard newValue != nil || !parts.isEmpty else { return }
                modifyParts { $0.comment = newValue }
            }
        }
        /// `.stringsdict`: variables by name with their dict.
        var variables: [Variable] {
            get { parts.first?.variables ?? [] }
            set { modifyParts { $0.variables = newValue } }
        }
        var problems: [Problem] {
            get { parts.first?.problems ?? [] }
            set { modifyParts { $0.problems = newValue } }
        }
        /// A `.strings` entry's comment, a `.stringsdict` entry's variables and problems, as at most
        /// one element: 8 bytes for an entry with none (a file of tiny entries holds hundreds of
        /// thousands).
        private var parts: [Parts] = []

        typealias Problem = (position: SourcePosition, message: String, severity: DiagnosticSeverity?)

        private struct Parts {
            var comment: String?
            var variables: [Variable] = []
            var problems: [Problem] = []
        }

        init(
            key: String, position: SourcePosition, value: LocatedText?, comment: String? = nil,
            variables: [Variable] = []
        ) {
            self.key = key
            self.position = position
            self.value = value
            if comment != nil || !variables.isEmpty { parts = [Parts(comment: comment, variables: variables)] }
        }

        private mutating func modifyParts(_ change: (inout Parts) -> Void) {
            if parts.isEmpty { parts.append(Parts()) }
            change(&parts[0])
        }

        struct Variable: Sendable {
            let name: String
            let position: SourcePosition
            let type: PrintfArgumentType?
            let cases: [(name: String, position: SourcePosition, text: LocatedText)]
        }

        func state(locale: String) -> LocalizedEntryChecker.LocalizationState {
            var state = LocalizedEntryChecker.LocalizationState(locale: locale, position: position)
            if let value {
                state.leaves.append(Self.leaf(value, category: nil, substitution: nil))
            }
            for variable in variables {
                state.substitutions.append((variable.name, nil, variable.type, variable.position))
                state.plurals.append(
                    (
                        "substitutions." + variable.name, variable.position,
                        variable.cases.map { ($0.name, $0.position) },
                        variable.name
                    ))
                for item in variable.cases {
                    var leaf = Self.leaf(item.text, category: item.name, substitution: variable.name)
                    leaf.casesReadSubstitutionArgument = true
                    state.leaves.append(leaf)
                }
            }
            return state
        }

        static func leaf(_ text: LocatedText, category: String?, substitution: String?) -> LocalizedEntryChecker.Leaf {
            LocalizedEntryChecker.Leaf(
                locate: { text.position(utf16Offset: $0) }, units: text.units, state: "translated", category: category,
                substitution: substitution)
        }

        func reportStructure(into sink: inout DiagnosticSink, locale: String) {
            for problem in problems {
                sink.report(
                    .catalogStructure, key: key, at: problem.position, problem.message, locale: locale,
                    severity: problem.severity)
            }
        }
    }

    static func read(_ file: LintFile) throws(StringCatalogError) -> [Keyed] {
        if file.path.hasSuffix(".stringsdict") { return try readDictionary(file) }
        var keyed: [Keyed] = []
        // Room for every entry at once: an array that doubles holds its old and new buffers
        // while copying (one and a half times the entries at the last growth). A `;` ends each
        // entry; an entry takes at least 8 bytes (`"k"="v";`), which bounds a file of `;` in text.
        let semicolons = file.bytes.withUnsafeBufferPointer { bytes in
            bytes.reduce(0) { $0 &+ ($1 == UInt8(ascii: ";") ? 1 : 0) }
        }
        keyed.reserveCapacity(min(semicolons, file.bytes.count / 8 + 16))
        try StringsFile.forEachEntry(parsing: file.bytes, path: file.path) {
            keyed.append(Keyed(key: $0.key, position: $0.keyPosition, value: $0.valueText, comment: $0.comment))
        }
        return keyed
    }

    static let categories: Set<String> = ["zero", "one", "two", "few", "many", "other"]

    static func readDictionary(_ file: LintFile) throws(StringCatalogError) -> [Keyed] {
        let root = try PlistXMLReader.read(bytes: file.bytes, path: file.path)
        guard case .dictionary(let entries, _) = root else {
            throw StringCatalogError(
                code: .notAnObject, file: file.path, position: root.position,
                message: "The top level is \(root.kindName); a .stringsdict must be a dict")
        }
        var result: [Keyed] = []
        for (key, value) in entries {
            guard case .dictionary(let fields, _) = value else {
                var keyed = Keyed(key: key.text, position: key.start, value: nil)
                keyed.problems.append((key.start, "'\(key.text)' must be a dict with NSStringLocalizedFormatKey", nil))
                result.append(keyed)
                continue
            }
            var format: LocatedText?
            var variables: [Keyed.Variable] = []
            var problems: [(position: SourcePosition, message: String, severity: DiagnosticSeverity?)] = []
            for (name, field) in fields {
                if name.text == "NSStringLocalizedFormatKey" {
                    if case .string(let text) = field { format = text }
                    continue
                }
                guard case .dictionary(let rule, _) = field else {
                    problems.append((name.start, "Variable '\(name.text)' must be a dict", nil))
                    continue
                }
                var specType: String?
                var valueType: PrintfArgumentType?
                var cases: [(name: String, position: SourcePosition, text: LocatedText)] = []
                for (ruleKey, ruleValue) in rule {
                    switch ruleKey.text {
                    case "NSStringFormatSpecTypeKey":
                        if case .string(let text) = ruleValue { specType = text.text }
                    case "NSStringFormatValueTypeKey":
                        if case .string(let text) = ruleValue {
                            valueType = PrintfFormat.type(ofSpecifier: text.text)
                            if valueType == nil {
                                problems.append(
                                    (
                                        text.start,
                                        "NSStringFormatValueTypeKey '\(text.text)' is not a printf conversion", nil
                                    )
                                )
                            }
                        }
                    default:
                        if case .string(let text) = ruleValue {
                            cases.append((ruleKey.text, ruleKey.start, text))
                        } else {
                            problems.append((ruleKey.start, "The case '\(ruleKey.text)' must be a string", nil))
                        }
                    }
                }
                guard specType == "NSStringPluralRuleType" else {
                    problems.append(
                        (
                            name.start,
                            specType == nil
                                ? "Variable '\(name.text)' has no NSStringFormatSpecTypeKey"
                                : "Variable '\(name.text)' is a \(specType!) (not checked; only plural rules are)",
                            specType == nil ? nil : .warning
                        ))
                    continue
                }
                if valueType == nil, !rule.contains(where: { $0.key.text == "NSStringFormatValueTypeKey" }) {
                    problems.append((name.start, "Variable '\(name.text)' has no NSStringFormatValueTypeKey", nil))
                }
                variables.append(Keyed.Variable(name: name.text, position: name.start, type: valueType, cases: cases))
            }
            if format == nil {
                problems.append((key.start, "'\(key.text)' has no NSStringLocalizedFormatKey string", nil))
            }
            var keyed = Keyed(key: key.text, position: key.start, value: format, variables: variables)
            keyed.problems = problems
            result.append(keyed)
        }
        return result
    }
}
