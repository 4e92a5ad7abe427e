/// One `spoken` subcommand. Each lives in its own file under Commands/ and is listed in
/// `SpokenCLI.commands`.
protocol Command {
    /// Name, summary, options, arguments and help text: what the parser and `--help` read.
    static var declaration: CommandDeclaration { get }
    /// Runs with the parsed command line (never `--help`: that is answered before); returns the
    /// exit code.
    static func run(_ arguments: ParsedArguments) throws(CLIError) -> Int32
}
