/// A command line read against a `CommandDeclaration`: option values (defaults filled in from
/// the declaration), the flags given, and the positionals in order.
struct ParsedArguments: Sendable {
    let declaration: CommandDeclaration
    /// The values given on the command line, by option name (`--locale`).
    private(set) var given: [String: String] = [:]
    /// Every value given, in order, by option name (for repeating options).
    private(set) var all: [String: [String]] = [:]
    private(set) var flags: Set<String> = []
    private(set) var positionals: [String] = []
    /// The spelling given for options given by their former name (`--style`), by option name.
    private(set) var spellings: [String: String] = [:]

    init(declaration: CommandDeclaration) {
        self.declaration = declaration
    }

    /// The option's value as given, else its declared default.
    subscript(option: String) -> String? {
        // Reading an undeclared name is a typo in a command's code, never the user's doing.
        assert(declaration.option(named: option) != nil, "\(declaration.name) reads undeclared '\(option)'")
        return given[option] ?? declaration.option(named: option)?.defaultValue
    }

    /// The value of an option that declares a default (never nil for those).
    func value(_ option: OptionDeclaration) -> String {
        given[option.name] ?? option.defaultValue ?? ""
    }

    /// Every value of a repeating option, in the order given.
    func values(_ option: OptionDeclaration) -> [String] { all[option.name] ?? [] }

    func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// How the command line spelled the option: its former name when given so (errors quote it).
    func spelling(of option: OptionDeclaration) -> String { spellings[option.name] ?? option.name }

    mutating func set(_ option: String, _ value: String, spelledAs spelling: String? = nil) {
        given[option] = value
        all[option, default: []].append(value)
        spellings[option] = spelling == option ? nil : spelling
    }
    mutating func insert(flag: String) { flags.insert(flag) }
    mutating func append(positional: String) { positionals.append(positional) }
}
