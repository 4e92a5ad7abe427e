import Foundation
import Glibc
import Spoken

/// One file to lint (the loader reads the same).
public typealias LintFile = TranslationFile

/// Bounds of one lint run: what a translator's file, or a hostile one, can cost (the catalog
/// loader applies the same).
public typealias LintLimits = CatalogLimits

/// Diagnostics of one file left out of a report (over `LintLimits.maxDiagnosticsPerFile`).
public typealias LintOmission = DiagnosticOmission

/// A path that `spoken lint` cannot use (the CLI exits 66).
public struct LintInputError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Code: String, Sendable, Hashable {
        /// A path that cannot be opened or read; the message says why.
        case unreadable
        /// A directory without translation files.
        case noCatalogs = "no-catalogs"
    }

    public let code: Code
    /// The path as given.
    public let path: String
    public let message: String

    public var description: String { message }
}

/// Which catalog the targets are compared with.
public enum LintSourceChoice: Sendable, Hashable {
    /// `LOCALE.arb` beside each target; when there is none, the catalog of that locale embedded in
    /// the binary (a translator can lint their own file alone).
    case locale(String)
    /// One file for every target.
    case file(String)
}

/// Finds and reads the files `spoken lint` checks: each PATH is a translation file or a directory
/// of them (its `*.arb` and `*.xcstrings`, and the `.strings`/`.stringsdict` files of its
/// `<locale>.lproj` folders; sorted by name, hidden files left out). Files are read once, straight
/// into the bytes the linter parses, after their size was checked.
public enum LintFileDiscovery {
    /// The translation files a PATH names.
    public static func translationFiles(in path: String) throws(LintInputError) -> [String] {
        var info = stat()
        guard stat(path, &info) == 0 else { throw unreadable(path, role: "", reason: reason(errno, path: path)) }
        guard (info.st_mode & S_IFMT) == S_IFDIR else { return [path] }
        var base = path
        while base.count > 1, base.hasSuffix("/") { base.removeLast() }
        let prefix = base == "/" ? "/" : base + "/"
        if base.hasSuffix(".lproj") {
            // One locale's folder named alone (`spoken lint de.lproj`): its .strings and
            // .stringsdict files, compared with the source's folder beside it.
            let files = try visibleNames(in: path).filter(isAppleStrings).sorted().map { prefix + $0 }
            guard !files.isEmpty else {
                throw LintInputError(
                    code: .noCatalogs, path: path, message: "No .strings or .stringsdict files in '\(path)'")
            }
            return files
        }
        let names = try visibleNames(in: path).filter {
            $0.hasSuffix(".arb") || $0.hasSuffix(".xcstrings") || $0.hasSuffix(".lproj")
        }
        var files = names.filter { !$0.hasSuffix(".lproj") }.sorted().map { prefix + $0 }
        // .strings and .stringsdict files in <locale>.lproj folders; one that cannot be listed is an
        // error, as a file that cannot be read is (a file named *.lproj is not a folder: left out).
        for folder in names.filter({ $0.hasSuffix(".lproj") }).sorted() {
            let folderPath = prefix + folder
            guard stat(folderPath, &info) == 0 else {
                throw unreadable(folderPath, role: "", reason: reason(errno, path: folderPath))
            }
            guard (info.st_mode & S_IFMT) == S_IFDIR else { continue }
            files += try visibleNames(in: folderPath).filter(isAppleStrings).sorted().map { folderPath + "/" + $0 }
        }
        guard !files.isEmpty else {
            throw LintInputError(
                code: .noCatalogs, path: path,
                message: "No .arb, .xcstrings, .strings or .stringsdict files in '\(path)'")
        }
        try refuseLinksOut(of: path, files)
        return files
    }

    /// A file found in a directory that is a symbolic link (or sits in an `.lproj` link) to a
    /// place outside the directory is an error, never read (`TranslationFile.linkOutside`, which
    /// the catalog loader asks too). A file named on the command line is read wherever it points.
    private static func refuseLinksOut(of directory: String, _ files: [String]) throws(LintInputError) {
        for file in files {
            if let reason = LintFile.linkOutside(directory, file: file) {
                throw unreadable(file, role: "file ", reason: reason)
            }
        }
    }

    /// The names in a directory, hidden ones left out (as the catalog loader lists them).
    private static func visibleNames(in path: String) throws(LintInputError) -> [String] {
        do {
            return try LintFile.visibleNames(in: path)
        } catch {
            throw unreadable(path, role: "directory ", reason: error.reason)
        }
    }

    /// `.strings` and `.stringsdict` files: their locale is their `<locale>.lproj` folder.
    static func isAppleStrings(_ path: String) -> Bool {
        path.hasSuffix(".strings") || path.hasSuffix(".stringsdict")
    }

    /// Reads a file. One over `limit` bytes is not read: its `LintFile` is empty and records the
    /// size, and the linter reports it.
    public static func read(_ path: String, limit: Int, role: String = "file") throws(LintInputError) -> LintFile {
        do {
            return try LintFile.read(path, limit: limit)
        } catch {
            throw unreadable(path, role: role + " ", reason: error.reason)
        }
    }

    /// The source catalog for targets in `directory` (`.` for bare file names): the file beside
    /// them, else the embedded catalog of that locale. Nil source never: a missing one is an
    /// error naming the path looked for.
    static func source(_ choice: LintSourceChoice, for directory: String, files: [LintFile], limit: Int)
        throws(LintInputError) -> (file: LintFile, embedded: Bool)
    {
        switch choice {
        case .file(let path):
            if let target = files.first(where: { $0.path == path }) { return (target, false) }
            return (try read(path, limit: limit, role: "source catalog"), false)
        case .locale(let tag):
            let prefix =
                switch directory {
                case ".": files[0].path.hasPrefix("./") ? "./" : ""
                case "/": "/"
                default: directory + "/"
                }
            let path = prefix + tag + ".arb"
            if let target = files.first(where: { $0.path == path }) { return (target, false) }
            var info = stat()
            if lstat(path, &info) == 0 || errno != ENOENT {
                return (try read(path, limit: limit, role: "source catalog"), false)
            }
            guard let embedded = ShippedResources.data("l10n/\(tag).arb") else {
                throw unreadable(
                    path, role: "source catalog ",
                    reason: "no such file, and no catalog '\(tag)' is embedded in spoken")
            }
            return (LintFile(path: embeddedPath(tag), bytes: [UInt8](embedded)), true)
        }
    }

    /// How diagnostics name an embedded source catalog.
    static func embeddedPath(_ tag: String) -> String { "<embedded>/\(tag).arb" }

    /// The directory part of a path (`.` for a bare name).
    static func directoryName(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let directory = String(path[..<slash])
        return directory.isEmpty ? "/" : directory
    }

    private static func unreadable(_ path: String, role: String, reason: String) -> LintInputError {
        LintInputError(code: .unreadable, path: path, message: "Cannot read \(role)'\(path)': \(reason)")
    }

    /// The reason behind an errno, in words; a dangling symbolic link says so.
    private static func reason(_ code: Int32, path: String) -> String { LintFile.reason(code, path: path) }
}

extension Linter {
    /// Lints PATHs as `spoken lint` does: files grouped by directory in the order given, each
    /// group compared with its source (`source`). Throws for a path that cannot be read.
    public func lint(paths: [String], source choice: LintSourceChoice = .locale("en")) throws(LintInputError)
        -> LintReport
    {
        var groups: [(directory: String, files: [String])] = []
        for path in paths {
            for file in try LintFileDiscovery.translationFiles(in: path) {
                // .strings/.stringsdict: the group is the folder that holds the .lproj folders.
                let directory =
                    LintFileDiscovery.isAppleStrings(file)
                    ? LintFileDiscovery.directoryName(LintFileDiscovery.directoryName(file))
                    : LintFileDiscovery.directoryName(file)
                if let index = groups.firstIndex(where: { $0.directory == directory }) {
                    if !groups[index].files.contains(file) { groups[index].files.append(file) }
                } else {
                    groups.append((directory, [file]))
                }
            }
        }
        var linter = self
        if case .locale(let tag) = choice { linter.sourceLocale = tag }
        var reports: [LintReport] = []
        for group in groups {
            var files: [LintFile] = []
            for path in group.files {
                files.append(try LintFileDiscovery.read(path, limit: limits.maxFileBytes))
            }
            // A .strings target named alone: read its source (<source>.lproj, else Base.lproj) too.
            for file in files where LintFileDiscovery.isAppleStrings(file.path) {
                let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
                let folder = LintFileDiscovery.directoryName(LintFileDiscovery.directoryName(file.path))
                let candidates = [linter.sourceLocale, "Base"].map {
                    (folder == "." && !file.path.hasPrefix("./") ? "" : folder + "/") + $0 + ".lproj/" + name
                }
                if !files.contains(where: { candidates.contains($0.path) }),
                    let path = candidates.first(where: { FileManager.default.fileExists(atPath: $0) })
                {
                    files.append(try LintFileDiscovery.read(path, limit: limits.maxFileBytes, role: "source file"))
                }
            }
            // String Catalogs name their own source language: an ARB source is read only for ARB files.
            guard files.contains(where: { $0.path.hasSuffix(".arb") }) else {
                reports.append(linter.lint(files, source: nil))
                continue
            }
            let (source, embedded) = try LintFileDiscovery.source(
                choice, for: group.directory, files: files, limit: limits.maxFileBytes)
            let report = linter.lint(files, source: source)
            reports.append(embedded ? report.withEmbeddedSource(source.path) : report)
        }
        return LintReport.combined(reports)
    }
}
