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
    static var commands: [any Command.Type] {
        [
            DemoCommand.self,
            DateCommand.self,
            LabelCommand.self,
            MeasureCommand.self,
            RatingCommand.self,
            RotorCommand.self,
            AnnounceCommand.self,
            LocalesCommand.self,
            LintCommand.self,
            ConvertCommand.self,
            RenderCommand.self,
        ]
    }

    static var help: String {
        var width = 0
        for command in commands { width = max(width, command.name.count) }
        var list: [String] = []
        for command in commands {
            list.append("  " + command.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + command.summary)
        }
        return """
            spoken: the words screen readers speak, from data (ICU \(icuVersion))

            Usage: spoken COMMAND [OPTIONS] [ARGUMENTS]

            Commands:
            \(list.joined(separator: "\n"))

            Run 'spoken COMMAND --help' for a command's options.
            """
    }

    static func main() -> Int32 {
        var arguments = Array(CommandLine.arguments.dropFirst())
        guard let first = arguments.first else {
            Output.error(help)
            return 64
        }
        arguments.removeFirst()
        if first == "--help" || first == "-h" || first == "help" {
            Output.line(help)
            return 0
        }
        if first == "--version" {
            Output.line("spoken (ICU \(icuVersion))")
            return 0
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            Output.error("Error: Unknown command '\(first)'. Run 'spoken --help' for the list.")
            return 64
        }
        if arguments.contains("--help") || arguments.contains("-h") {
            Output.line(command.help)
            return 0
        }
        do {
            return try command.run(arguments)
        } catch {
            switch error {
            case .usage(let message):
                Output.error("Error: \(message)\nRun 'spoken \(command.name) --help' for usage.")
            case .failure(let message), .noInput(let message):
                Output.error("Error: \(message)")
            case .exit:
                break
            }
            return error.exitCode
        }
    }
}

let code = SpokenCLI.main()
Output.flush()
exit(code)
