import Foundation
import Spoken
import SpokenLint

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// `spoken lint`: validates ARB catalogs for translators and CI. Discovery and reading live in
/// SpokenLint (`Linter.lint(paths:source:)`); this only maps options and prints the report.
enum LintCommand: Command {
    static let source = OptionDeclaration.option(
        "--source", "LOCALE|FILE",
        help: "The source: a locale (LOCALE.arb beside each target) or a path", default: "en")
    static let format = OptionDeclaration.lintFormat
    static let strict = OptionDeclaration.flag("--strict", help: "Fail on warnings too")
    static let maxFileBytes = OptionDeclaration.option(
        "--max-file-bytes", "N",
        help: """
            Larger files are not read: a file-too-large error each (32 MiB);
            at most 1000 diagnostics are listed per file, the rest counted
            """, default: String(LintLimits().maxFileBytes))

    static var declaration: CommandDeclaration {
        let width = DiagnosticCode.lintRules.map(\.rawValue.count).max() ?? 0
        let rules = DiagnosticCode.lintRules.map {
            "  " + $0.rawValue.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                + $0.severity.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0) + $0.summary
        }
        return CommandDeclaration(
            name: "lint",
            summary: "Check translation files (ARB, String Catalogs, .strings, .stringsdict) with located diagnostics",
            discussion: """
                Checks ARB catalogs, Xcode String Catalogs, .strings and .stringsdict files. PATH is a
                file or a directory of them (and of <locale>.lproj folders). Each ARB target is compared
                with the source catalog beside it (LOCALE.arb in the same directory), or with the one
                embedded in spoken when there is none beside it; a String Catalog with its own
                sourceLanguage; a .strings/.stringsdict file with the same file name in LOCALE.lproj
                (else Base.lproj).

                Text output: file:line:col: error|warning: message [rule]; colour only on a terminal
                and never when NO_COLOR is set.
                """,
            arguments: [ArgumentDeclaration("PATH", repeating: true)],
            options: [source, format, strict, maxFileBytes],
            sections: [(title: "Rules", body: rules.joined(separator: "\n"))],
            exitStatus: """
                0 no errors, 1 errors (or warnings with --strict), 64 usage error,
                66 a path cannot be read.
                """)
    }

    static func run(_ arguments: ParsedArguments) throws(CLIError) -> Int32 {
        let outputFormat = try arguments.lintFormat()
        let sourceName = arguments.value(source)
        guard !sourceName.isEmpty else {
            throw .usage("Invalid value '\(sourceName)' for --source: expected a locale such as en or a path")
        }
        // A value with a slash or the .arb extension is a file; anything else a locale.
        let sourceChoice: LintSourceChoice =
            sourceName.contains("/") || sourceName.hasSuffix(".arb") ? .file(sourceName) : .locale(sourceName)
        var limits = LintLimits()
        let bytesText = arguments.value(maxFileBytes)
        guard let bytes = Int(bytesText), bytes >= 1 else {
            throw .usage("Invalid value '\(bytesText)' for --max-file-bytes: expected a whole number of bytes from 1")
        }
        limits.maxFileBytes = bytes
        guard !arguments.positionals.isEmpty else {
            throw .usage("Missing PATH: give one or more translation files or directories")
        }
        let report: LintReport
        do {
            report = try Linter(limits: limits).lint(paths: arguments.positionals, source: sourceChoice)
        } catch {
            throw .noInput(error.message)
        }
        let color = outputFormat == .text && isatty(1) != 0 && (getenv("NO_COLOR").map { $0.pointee == 0 } ?? true)
        Output.write(report.rendered(as: outputFormat, color: color))
        if report.errorCount > 0 || (arguments.has(strict.name) && report.warningCount > 0) { return 1 }
        return 0
    }
}
