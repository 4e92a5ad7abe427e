import Spoken
import SpokenLint

/// `spoken report`: one HTML page for translators (`TranslationReport`, written by
/// `TranslationReportHTML`); this only maps options, writes the page and exits as `lint` does.
enum ReportCommand: Command {
    static let output = OptionDeclaration(
        name: "--output", shortName: "o", kind: .option(valueName: "FILE"),
        help: "Write the page to FILE (whole or not at all) instead of standard output", defaultValue: nil,
        defaultHelp: nil)

    static let declaration = CommandDeclaration(
        name: "report",
        summary: "Write one HTML page showing translators every case of every message as it will be spoken",
        usage: [[.optional(output.name), .argument("PATH")]],
        discussion: """
            PATH is a translation file or a directory of them, of any format lint reads (ARB, String
            Catalogs, .strings and .stringsdict in <locale>.lproj folders). The page has one section
            per language: each key with the source text and the translation as written, lint's
            findings beside them, then each plural and select case as Spoken speaks it at its sample
            values (those of 'spoken preview'), with what VoiceOver may misread marked inside the
            text and what to write instead. A message with an error is marked broken, with the
            reason, and its words are never shown in its place. Filters (language, errors only)
            work offline: the page loads nothing from the network.
            """,
        arguments: [ArgumentDeclaration("PATH", repeating: true)],
        options: [output],
        exitStatus: """
            as 'spoken lint': 0 no errors, 1 errors (the page is still written), 64 usage error,
            66 a path cannot be read.
            """)

    static func run(_ arguments: ParsedArguments) throws(CLIError) -> Int32 {
        guard !arguments.positionals.isEmpty else {
            throw .usage("Missing PATH: give one or more translation files or directories")
        }
        let report: TranslationReport
        do {
            report = try TranslationReport.build(paths: arguments.positionals)
        } catch {
            throw .noInput(error.message)
        }
        let page = TranslationReportHTML.render(report)
        if let path = arguments[output.name] {
            do {
                try FileWriter.write([FileWriter.File(path: path, bytes: Array(page.utf8))])
            } catch {
                throw .failure("\(error); nothing written")
            }
        } else {
            Output.write(page)
        }
        return report.lint.errorCount > 0 ? 1 : 0
    }
}
