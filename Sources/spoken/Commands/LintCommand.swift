import Foundation
import Spoken
import SpokenLint

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// `spoken lint`: validates ARB catalogs for translators and CI.
enum LintCommand: Command {
    static let name = "lint"
    static let summary = "Check ARB catalogs (ICU syntax, plurals, placeholders, …) with located diagnostics"
    static var help: String {
        let width = LintRule.allCases.map(\.rawValue.count).max() ?? 0
        let rules = LintRule.allCases.map {
            "  " + $0.rawValue.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                + $0.severity.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0) + $0.summary
        }
        return """
            Usage: spoken lint [--source LOCALE] [--format text|json|sarif] [--strict] PATH...

            Checks ARB catalogs, Xcode String Catalogs, .strings and .stringsdict files. PATH is a
            file or a directory of them (and of <locale>.lproj folders). Each ARB target is compared
            with the source catalog beside it (LOCALE.arb in the same directory); a String Catalog
            with its own sourceLanguage; a .strings/.stringsdict file with the same file name in
            LOCALE.lproj (else Base.lproj).

            Options:
              --source LOCALE   The source catalog's locale (default en: en.arb, en.lproj)
              --format F        text (default), json or sarif (SARIF 2.1.0)
              --strict          Fail on warnings too

            Text output: file:line:col: error|warning: message [rule]; colour only on a terminal
            and never when NO_COLOR is set.

            Exit status: 0 no errors, 1 errors (or warnings with --strict), 64 usage error,
            66 a path cannot be read.

            Rules:
            \(rules.joined(separator: "\n"))
            """
    }

    static func run(_ tokens: [String]) throws(CLIError) -> Int32 {
        let arguments = try Arguments(tokens, options: ["--source", "--format"], flags: ["--strict"])
        let formatName = arguments["--format"] ?? "text"
        guard let format = LintOutputFormat(rawValue: formatName) else {
            throw .usage("Invalid value '\(formatName)' for --format: expected one of text, json, sarif")
        }
        let sourceLocale = arguments["--source"] ?? "en"
        guard !sourceLocale.isEmpty, !sourceLocale.contains("/") else {
            throw .usage("Invalid value '\(sourceLocale)' for --source: expected a locale such as en")
        }
        guard !arguments.positionals.isEmpty else {
            throw .usage("Missing PATH: give one or more .arb files or directories")
        }
        // Files grouped by directory, in the order given; each group has its own source.
        var groups: [(directory: String, files: [LintFile])] = []
        for path in arguments.positionals {
            for file in try collect(path) {
                // .strings/.stringsdict: the group is the folder that holds the .lproj folders.
                let directory =
                    isAppleStrings(file.path) ? directoryName(directoryName(file.path)) : directoryName(file.path)
                if let index = groups.firstIndex(where: { $0.directory == directory }) {
                    if !groups[index].files.contains(where: { $0.path == file.path }) {
                        groups[index].files.append(file)
                    }
                } else {
                    groups.append((directory, [file]))
                }
            }
        }
        let linter = Linter(sourceLocale: sourceLocale)
        var reports: [LintReport] = []
        for var group in groups {
            // A .strings target named alone: read its source (<source>.lproj, else Base.lproj) too.
            for file in group.files where isAppleStrings(file.path) {
                let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
                let folder = directoryName(directoryName(file.path))
                let candidates = [sourceLocale, "Base"].map {
                    (folder == "." && !file.path.hasPrefix("./") ? "" : folder + "/") + $0 + ".lproj/" + name
                }
                if !group.files.contains(where: { candidates.contains($0.path) }),
                    let path = candidates.first(where: { FileManager.default.fileExists(atPath: $0) })
                {
                    group.files.append(try readFile(path, role: "source file"))
                }
            }
            let prefix =
                switch group.directory {
                case ".": group.files[0].path.hasPrefix("./") ? "./" : ""
                case "/": "/"
                default: group.directory + "/"
                }
            let sourcePath = prefix + sourceLocale + ".arb"
            var source = group.files.first { $0.path == sourcePath }
            // String Catalogs name their own source language: an ARB source is read only for ARB files.
            let hasARB = group.files.contains { $0.path.hasSuffix(".arb") }
            if source == nil, hasARB { source = try readFile(sourcePath, role: "source catalog") }
            reports.append(linter.lint(group.files, source: source))
        }
        let report = LintReport.combined(reports)
        let color = format == .text && isatty(1) != 0 && (getenv("NO_COLOR").map { $0.pointee == 0 } ?? true)
        Output.write(report.rendered(as: format, color: color))
        if report.errorCount > 0 || (arguments.has("--strict") && report.warningCount > 0) { return 1 }
        return 0
    }

    /// The .arb files a PATH names: the file itself, or a directory's *.arb files sorted by name.
    private static func collect(_ path: String) throws(CLIError) -> [LintFile] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .noInput("Cannot read '\(path)': no such file or directory")
        }
        guard isDirectory.boolValue else { return [try readFile(path, role: "file")] }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw .noInput("Cannot read directory '\(path)'")
        }
        var base = path
        while base.count > 1, base.hasSuffix("/") { base.removeLast() }
        var arbs = names.filter { ($0.hasSuffix(".arb") || $0.hasSuffix(".xcstrings")) && !$0.hasPrefix(".") }.sorted()
        // .strings and .stringsdict files in <locale>.lproj folders.
        for folder in names.filter({ $0.hasSuffix(".lproj") }).sorted() {
            let inner = (try? FileManager.default.contentsOfDirectory(atPath: base + "/" + folder)) ?? []
            arbs += inner.filter { isAppleStrings($0) && !$0.hasPrefix(".") }.sorted().map { folder + "/" + $0 }
        }
        guard !arbs.isEmpty else { throw .noInput("No .arb, .xcstrings, .strings or .stringsdict files in '\(path)'") }
        var files: [LintFile] = []
        for name in arbs { files.append(try readFile(base == "/" ? "/" + name : base + "/" + name, role: "file")) }
        return files
    }

    private static func isAppleStrings(_ path: String) -> Bool {
        path.hasSuffix(".strings") || path.hasSuffix(".stringsdict")
    }

    private static func readFile(_ path: String, role: String) throws(CLIError) -> LintFile {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .noInput("Cannot read \(role) '\(path)'")
        }
        return LintFile(path: path, bytes: [UInt8](data))
    }

    private static func directoryName(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let directory = String(path[..<slash])
        return directory.isEmpty ? "/" : directory
    }
}
