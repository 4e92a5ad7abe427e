/// One `spoken` subcommand. Each lives in its own file under Commands/ and is listed in
/// `SpokenCLI.commands`. `SendableMetatype`: a `CommandEntry`'s `@Sendable` closure holds the type.
protocol Command: SendableMetatype {
    /// Name, summary, options, arguments and help text: what the parser and `--help` read.
    static var declaration: CommandDeclaration { get }
    /// Runs with the parsed command line (never `--help`: that is answered before); returns the
    /// exit code.
    static func run(_ arguments: ParsedArguments) throws(CLIError) -> Int32
}

/// A command as `SpokenCLI.commands` lists it: its declaration and what runs it. A `Command`
/// type, or a declared value type's command (`ValueCommand`).
struct CommandEntry: Sendable {
    let declaration: CommandDeclaration
    let run: @Sendable (ParsedArguments) throws(CLIError) -> Int32

    init(declaration: CommandDeclaration, run: @escaping @Sendable (ParsedArguments) throws(CLIError) -> Int32) {
        self.declaration = declaration
        self.run = run
    }

    init(_ command: any Command.Type) {
        declaration = command.declaration
        run = { (arguments) throws(CLIError) -> Int32 in try command.run(arguments) }
    }
}
