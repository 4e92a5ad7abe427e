import Spoken
import SpokenLint
import SpokenRender

/// `spoken check`: the speech-abbreviation findings for texts a backend is about to send as
/// labels (`SpeechCheck`), located and printed as `spoken lint` prints its diagnostics.
enum CheckCommand: Command {
    static let format = OptionDeclaration.lintFormat
    static let strict = OptionDeclaration.flag("--strict", help: "Exit 1 when there is any finding")

    static let declaration = CommandDeclaration(
        name: "check",
        summary: "Find what VoiceOver will misread in a text (30 min, Apr, 1.2K, 3/10, -5)",
        discussion: """
            Runs lint's speech-abbreviation rule on each TEXT, in the language of --locale: a number
            and a unit's short or narrow name as ICU prints it, abbreviated month and weekday
            names, compact-notation suffixes, slash counters and hyphen-minus for a negative value.
            '-' reads texts from standard input, one per line. Each finding is located: <text N>
            (the Nth TEXT) or - (standard input) with its line, and the column of the token's first
            character (Unicode code points, 1-based). At most 1,000 findings per text are listed;
            a line counts the rest. The JSON summary counts each TEXT and '-' as a file and each
            text checked as a message.
            """,
        arguments: [ArgumentDeclaration("TEXT", help: CheckRenderHandler.text.spec.doc, repeating: true)],
        options: [OptionGroup.locale, format, strict],
        exitStatus: """
            0 (1 with --strict when there is a finding), 64 usage error, 1 when standard input
            holds a line over 1 MiB, 66 when it cannot be read (a directory).
            """)

    static func run(_ arguments: ParsedArguments) throws(CLIError) -> Int32 {
        let locale = try arguments.locale()
        let outputFormat = try arguments.lintFormat()
        guard !arguments.positionals.isEmpty else {
            throw .usage("Missing TEXT: give the texts to check, or '-' to read them from standard input")
        }
        let check = SpeechCheck(locale: locale)
        var diagnostics: [Diagnostic] = []
        var omitted: [LintOmission] = []
        var texts = 0
        var reading = InputReading.complete
        for (index, text) in arguments.positionals.enumerated() {
            guard text == "-" else {
                texts += 1
                let found = check.report(in: text, file: "<text \(index + 1)>")
                diagnostics += found.diagnostics
                if let more = found.omitted { omitted.append(more) }
                continue
            }
            let read = Output.forEachInputLine { number, line in
                texts += 1
                let found = check.report(in: line, file: "-", line: number)
                diagnostics += found.diagnostics
                if let more = found.omitted { omitted.append(more) }
            }
            if read != .complete, reading != .unreadable { reading = read }
        }
        if outputFormat == .text {
            for diagnostic in diagnostics { Output.line(diagnostic.description) }
            for more in omitted {
                Output.line("\(more.file): \(more.count) more finding\(more.count == 1 ? "" : "s") not shown")
            }
        } else {
            // The summary counts inputs as lint counts files: each TEXT (<text N>) and standard
            // input (-) is one, and each text checked is a message.
            Output.write(
                LintReport(
                    diagnostics: diagnostics, files: arguments.positionals.count, messages: texts, omitted: omitted
                )
                .rendered(as: outputFormat))
        }
        if reading == .unreadable { return 66 }
        if reading == .lineTooLong { return 1 }
        return arguments.has(strict.name) && !diagnostics.isEmpty ? 1 : 0
    }
}
