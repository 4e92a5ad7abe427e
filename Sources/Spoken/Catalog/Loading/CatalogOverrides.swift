#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What loading override catalogs found: every diagnostic kept (as `spoken lint` reports them,
/// at most `CatalogLimits.maxDiagnosticsPerFile` per file) and what was left out.
public struct CatalogLoadReport: Sendable, Hashable {
    /// The file or directory given.
    public let path: String
    /// Diagnostics of every file read, file by file, each file's by position.
    public let diagnostics: [Diagnostic]
    /// Diagnostics counted but not kept, per file.
    public let omitted: [DiagnosticOmission]
    /// True when a path or a file could not be read at all (the CLI exits 66).
    public let isUnreadable: Bool
    /// The locale of each file read (`de.arb` → `de`): its catalog's, else its name's.
    public let fileLocales: [String: String]
    /// The files whose messages were served (the others could not be used at all).
    public let servedFiles: Set<String>

    public init(
        path: String, diagnostics: [Diagnostic], omitted: [DiagnosticOmission], isUnreadable: Bool,
        fileLocales: [String: String] = [:], servedFiles: Set<String> = []
    ) {
        self.path = path
        self.diagnostics = diagnostics
        self.omitted = omitted
        self.isUnreadable = isUnreadable
        self.fileLocales = fileLocales
        self.servedFiles = servedFiles
    }

    /// The errors that kept the message `key` of `locale` (an identifier: `de`, `pt-BR`; a
    /// request for `de-AT` is served by `de`) from loading: its own, and those of a file of the
    /// locale that could not be used at all. Empty when the message loaded. What a preview or a
    /// report shows in place of the words, which are not the translator's.
    public func refusal(key: String, locale: String) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for diagnostic in diagnostics where diagnostic.severity == .error {
            guard let fileLocale = fileLocales[diagnostic.file],
                locale == fileLocale || locale.hasPrefix(fileLocale + "-")
            else { continue }
            if diagnostic.key == key || !servedFiles.contains(diagnostic.file) { found.append(diagnostic) }
        }
        return found
    }

    public var errorCount: Int {
        diagnostics.count { $0.severity == .error } + omitted.reduce(0) { $0 + $1.errors }
    }

    public var warningCount: Int {
        diagnostics.count { $0.severity == .warning } + omitted.reduce(0) { $0 + $1.warnings }
    }

    /// The errors, then one line per file whose diagnostics were not all kept: the words of a
    /// rejection.
    public var errorLines: [String] {
        diagnostics.filter { $0.severity == .error }.map(\.description)
            + omitted.filter { $0.errors > 0 }.map { "\($0.file.terminalSafe): \($0.errors) more errors not shown" }
    }
}

/// How much of an override location to load when some of it has errors.
public enum OverridePolicy: Sendable, Hashable {
    /// All or nothing: any error rejects every file (the old catalogs stay). For serving.
    case wholeOrNothing
    /// Every message without an error; a file that is not usable at all (not JSON, no valid
    /// `@@locale`) is left out. For a translator looking at a broken directory (`spoken preview`).
    case validMessages
}

/// Reads override catalogs with lint's reader, limits and rules: one verdict for `spoken lint`
/// and the run time.
enum CatalogOverrides {
    struct Loaded {
        let catalogs: [Catalog]
        let report: CatalogLoadReport
    }

    /// Reads `path` (an `.arb` file, or a directory of them) and checks every file as `spoken lint`
    /// does: the directory's `en.arb` as the source (on its own), every other file against the
    /// source it will be served with (the shipped `en.arb` with the directory's on top).
    static func read(_ path: String, limits: CatalogLimits) -> Loaded {
        func unreadable(_ path: String, _ message: String) -> Loaded {
            let diagnostic = Diagnostic(
                file: path, line: 0, column: 0, rule: .unreadableFile, key: nil, message: message)
            return Loaded(
                catalogs: [],
                report: CatalogLoadReport(path: path, diagnostics: [diagnostic], omitted: [], isUnreadable: true))
        }
        var info = stat()
        guard stat(path, &info) == 0 else {
            return unreadable(path, "Cannot read '\(path)': \(TranslationFile.reason(errno, path: path))")
        }
        var files: [String]
        if (info.st_mode & S_IFMT) == S_IFDIR {
            let names: [String]
            do {
                names = try TranslationFile.visibleNames(in: path).filter { $0.hasSuffix(".arb") }.sorted()
            } catch {
                return unreadable(path, "Cannot read directory '\(path)': \(error.reason)")
            }
            guard !names.isEmpty else { return unreadable(path, "No .arb files in '\(path)'") }
            guard names.count <= limits.maxFilesPerDirectory else {
                return unreadable(
                    path,
                    "Cannot read directory '\(path)': \(names.count) .arb files, over the limit of \(limits.maxFilesPerDirectory)"
                )
            }
            let prefix = path.hasSuffix("/") ? path : path + "/"
            files = names.map { prefix + $0 }
        } else {
            files = [path]
        }
        // The source first: every other file is checked against it.
        if let index = files.firstIndex(where: Checker.isSource) {
            files.insert(files.remove(at: index), at: 0)
        }
        var checker = Checker(limits: limits)
        let directory = (info.st_mode & S_IFMT) == S_IFDIR ? path : nil
        for file in files {
            // A link out of the directory is refused as lint refuses it, never read.
            if let directory, let reason = TranslationFile.linkOutside(directory, file: file) {
                checker.unreadable(file, reason: reason)
                continue
            }
            // One file in memory at a time: its bytes and tree go once its catalog is built.
            do {
                checker.check(try TranslationFile.read(file, limit: limits.maxFileBytes))
            } catch {
                checker.unreadable(file, reason: error.reason)
            }
        }
        return checker.loaded(path)
    }

    /// Checks files already in memory, as `read` checks a directory's (the fuzz target's entry).
    static func check(_ files: [TranslationFile], limits: CatalogLimits = CatalogLimits()) -> Loaded {
        var checker = Checker(limits: limits)
        let isSource = { (file: TranslationFile) in Checker.isSource(file.path) }
        for file in files.filter(isSource) + files.filter({ !isSource($0) }) { checker.check(file) }
        return checker.loaded(files.first?.path ?? "")
    }

    /// Checks files one by one: the source (`en.arb`) first, alone, then every other file against
    /// the source it will be served with.
    private struct Checker {
        let limits: CatalogLimits
        var catalogs: [Catalog] = []
        var claims: [DuplicateLocaleRule.Claim] = []
        var results: [(file: String, diagnostics: [Diagnostic], omitted: DiagnosticOmission?)] = []
        var isUnreadable = false
        var compared = CatalogSet.shippedSource
        var seenFirst = false
        var fileLocales: [String: String] = [:]

        init(limits: CatalogLimits) { self.limits = limits }

        /// The locale a file's name gives (`de-AT.arb` → `de-AT`), when it is one.
        static func nameLocale(_ path: String) -> String? {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            guard name.hasSuffix(".arb") else { return nil }
            return try? SpokenLocale(String(name.dropLast(4))).identifier
        }

        /// The source is the file named after it (`en.arb`), as lint picks it.
        static func isSource(_ path: String) -> Bool {
            let name = "\(LocaleFallback.source).arb"
            return path == name || path.hasSuffix("/" + name)
        }

        mutating func unreadable(_ file: String, reason: String) {
            isUnreadable = true
            fileLocales[file] = Self.nameLocale(file)
            seenFirst = true
            let diagnostic = Diagnostic(
                file: file, line: 0, column: 0, rule: .unreadableFile, key: nil,
                message: "Cannot read file '\(file)': \(reason)")
            results.append((file, [diagnostic], nil))
        }

        mutating func check(_ file: TranslationFile) {
            let isSource = !seenFirst && Self.isSource(file.path)
            seenFirst = true
            let checked: ARBLinter.Checked
            if isSource {
                // Linted as the source, alone; then the source of every other file.
                let prepared = file.isUnread ? nil : ARBLinter.prepareSource(file)
                checked = ARBLinter.check(file, source: nil, reuse: prepared, limits: limits, keepUses: true)
                if let prepared, let shipped = compared { compared = prepared.layered(over: shipped) }
            } else {
                checked = ARBLinter.check(
                    file, source: compared, reuse: nil, limits: limits, keepUses: true,
                    base: CatalogSet.shipped.catalogs)
            }
            fileLocales[file.path] = checked.locale?.identifier ?? Self.nameLocale(file.path)
            if let catalog = Catalog(checked, file: file.path) {
                catalogs.append(catalog)
                if let claim = checked.result.claim { claims.append(claim) }
            }
            results.append((file.path, checked.result.diagnostics, checked.result.omitted))
        }

        func loaded(_ path: String) -> Loaded {
            // Two files of one locale (`de-DD.arb` beside `de-DE.arb`): lint's duplicate-locale,
            // and only the first in name order is served.
            var duplicates: [String: [Diagnostic]] = [:]
            for finding in DuplicateLocaleRule.check(claims) { duplicates[finding.file, default: []].append(finding) }
            let catalogs = self.catalogs.filter { duplicates[$0.file] == nil }
            // Files in name order, as lint lists them.
            let results = self.results.sorted { $0.file < $1.file }.map { result in
                guard let extra = duplicates[result.file] else { return result }
                return (result.file, Diagnostic.byPosition(result.diagnostics + extra), result.omitted)
            }
            let report = CatalogLoadReport(
                path: path, diagnostics: results.flatMap(\.diagnostics), omitted: results.compactMap(\.omitted),
                isUnreadable: isUnreadable, fileLocales: fileLocales, servedFiles: Set(catalogs.map(\.file)))
            return Loaded(catalogs: catalogs, report: report)
        }
    }
}
