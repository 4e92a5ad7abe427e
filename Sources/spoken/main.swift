import Foundation
import Spoken
import SpokenLint
import SpokenRender

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The `spoken` command line: a thin layer over the Spoken library.
enum SpokenCLI {
    /// In `spoken --help` order; each standalone value type (`ValueType.standalone`) has its command,
    /// after `date`.
    static let commands: [CommandEntry] =
        [DemoCommand.self, DateCommand.self].map(CommandEntry.init)
        + ValueType.standalone.map { ValueCommand($0).entry }
        + [
            LabelCommand.self,
            CellCommand.self,
            RotorCommand.self,
            AnnounceCommand.self,
            PreviewCommand.self,
            LocalesCommand.self,
            LintCommand.self,
            CheckCommand.self,
            ReportCommand.self,
            ConvertCommand.self,
            RenderCommand.self,
        ].map(CommandEntry.init)

    /// `spoken 0.9.0 (ICU 72.1)`.
    static var version: String { "spoken \(spokenVersion) (ICU \(icuVersion))" }

    static var help: String {
        var width = 0
        for command in commands { width = max(width, command.declaration.name.count) }
        var list: [String] = []
        for command in commands {
            let declaration = command.declaration
            list.append(
                "  " + declaration.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + declaration.summary)
        }
        return """
            spoken \(spokenVersion): the words screen readers speak, from data (ICU \(icuVersion))

            Usage: spoken COMMAND [OPTIONS] [ARGUMENTS]
                   spoken help [COMMAND]

            Commands:
            \(list.joined(separator: "\n"))

            Options:
              -h, --help    Show this help
              --version     Print Spoken's and ICU's versions

            Run 'spoken COMMAND --help' or 'spoken help COMMAND' for a command's options.
            """
    }

    static func main(_ arguments: [String]) -> Int32 {
        guard let first = arguments.first else {
            Output.error(help)
            return 64
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "--help", "-h":
            Output.line(help)
            return 0
        case "--version":
            Output.line(version)
            return 0
        case "help":
            return helpCommand(rest)
        default:
            guard let command = command(named: first) else { return 64 }
            return run(command, rest)
        }
    }

    /// `spoken help [COMMAND]`: the same text as `spoken --help` or `spoken COMMAND --help`.
    static func helpCommand(_ arguments: [String]) -> Int32 {
        guard let name = arguments.first, name != "--help", name != "-h" else {
            Output.line(help)
            return 0
        }
        guard arguments.count == 1 else {
            Output.error(
                "Error: Unexpected argument '\(SpokenError.token(arguments[1]).terminalSafe)': give one command\nRun 'spoken --help' for the list."
            )
            return 64
        }
        guard let command = command(named: name) else { return 64 }
        Output.line(HelpGenerator.help(for: command.declaration))
        return 0
    }

    /// The command called `name`; for an unknown name, reports it (with the nearest command when
    /// one is close) and returns nil.
    static func command(named name: String) -> CommandEntry? {
        if let command = commands.first(where: { $0.declaration.name == name }) { return command }
        let names = commands.map { $0.declaration.name } + ["help", "--help", "--version"]
        let suggestion = Suggestion.nearest(to: name, in: names).map { ": did you mean '\($0)'?" } ?? "."
        Output.error(
            "Error: Unknown command '\(SpokenError.token(name).terminalSafe)'\(suggestion) Run 'spoken --help' for the list."
        )
        return nil
    }

    static func run(_ command: CommandEntry, _ tokens: [String]) -> Int32 {
        let declaration = command.declaration
        do {
            let arguments = try ArgumentParser(declaration: declaration).parse(tokens)
            if arguments.has(OptionDeclaration.help.name) {
                Output.line(HelpGenerator.help(for: declaration))
                return 0
            }
            return try command.run(arguments)
        } catch {
            switch error {
            // Messages quote what the user gave (arguments, keys, file contents): terminal-safe, so
            // an ESC cannot reach the terminal; a usage error is one line, a newline in it shown.
            case .usage(let message):
                Output.error("Error: \(message.terminalSafe)\nRun 'spoken \(declaration.name) --help' for usage.")
            case .failure(let message), .noInput(let message):
                // Some failures list findings on lines of their own: keep those line breaks.
                let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
                Output.error("Error: " + lines.map { String($0).terminalSafe }.joined(separator: "\n"))
            case .exit:
                break
            }
            return error.exitCode
        }
    }
}

// SIGHUP reloads `render --catalog`: held from the first instruction, so that one sent while the
// catalogs load is a reload after the load, never the end of the process (ReloadSignal).
if CommandLine.arguments.dropFirst().first == "render" { ReloadSignal.hold() }
exit(Output.run { SpokenCLI.main(Array(CommandLine.arguments.dropFirst())) })
