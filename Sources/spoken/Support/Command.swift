/// One `spoken` subcommand. Each lives in its own file under Commands/ and is listed in
/// `SpokenCLI.commands`.
protocol Command {
    static var name: String { get }
    /// One line for `spoken --help`.
    static var summary: String { get }
    /// The full text of `spoken NAME --help`.
    static var help: String { get }
    /// Runs with the arguments after the command name; returns the exit code.
    static func run(_ arguments: [String]) throws(CLIError) -> Int32
}
