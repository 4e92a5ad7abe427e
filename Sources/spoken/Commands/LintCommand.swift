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
            Usage: spoken lint [--source LOCALE|FILE] [--format text|json|sarif] [--strict]
                               [--max-file-bytes N] PATH...

            Checks ARB catalogs. PATH is an .arb file or a directory of them. Each target is
            compared with the source catalog beside it (LOCALE.arb in the same directory), or
            with the one embedded in spoken when there is none beside it.

            Options:
              --source LOCALE|FILE  The source catalog's locale (default en: en.arb), or its path
              --format F            text (default), json or sarif (SARIF 2.1.0)
              --strict              Fail on warnings too
              --max-file-bytes N    Larger files are not read: a file-too-large error each
                                    (default 33554432, 32 MiB); at most 1000 diagnostics are
                                    listed per file, the rest counted

            Text output: file:line:col: error|warning: message [rule]; colour only on a terminal
            and never when NO_COLOR is set.

            Exit status: 0 no errors, 1 errors (or warnings with --strict), 64 usage error,
            66 a path cannot be read.

            Rules:
            \(rules.joined(separator: "\n"))
            """
    }

    static func run(_ tokens: [String]) throws(CLIError) -> Int32 {
        let arguments = try Arguments(
            tokens, options: ["--source", "--format", "--max-file-bytes"], flags: ["--strict"])
        let formatName = arguments["--format"] ?? "text"
        guard let format = LintOutputFormat(rawValue: formatName) else {
            throw .usage("Invalid value '\(formatName)' for --format: expected one of text, json, sarif")
        }
        let sourceName = arguments["--source"] ?? "en"
        guard !sourceName.isEmpty else {
            throw .usage("Invalid value '\(sourceName)' for --source: expected a locale such as en or a path")
        }
        // A value with a slash or the .arb extension is a file; anything else a locale.
        let source: LintSourceChoice =
            sourceName.contains("/") || sourceName.hasSuffix(".arb") ? .file(sourceName) : .locale(sourceName)
        var limits = LintLimits()
        if let text = arguments["--max-file-bytes"] {
            guard let bytes = Int(text), bytes >= 1 else {
                throw .usage("Invalid value '\(text)' for --max-file-bytes: expected a whole number of bytes from 1")
            }
            limits.maxFileBytes = bytes
        }
        guard !arguments.positionals.isEmpty else {
            throw .usage("Missing PATH: give one or more .arb files or directories")
        }
        let report: LintReport
        do {
            report = try Linter(limits: limits).lint(paths: arguments.positionals, source: source)
        } catch {
            throw .noInput(error.message)
        }
        let color = format == .text && isatty(1) != 0 && (getenv("NO_COLOR").map { $0.pointee == 0 } ?? true)
        Output.write(report.rendered(as: format, color: color))
        if report.errorCount > 0 || (arguments.has("--strict") && report.warningCount > 0) { return 1 }
        return 0
    }
}
