/// A small command-line parser: `--name value`, `--name=value`, boolean flags, positionals, and
/// `--` to end options. Tokens that start with `-` followed by a digit or a dot are values
/// (`-5`, `-0.5`), and a lone `-` is a positional (stdin).
struct Arguments {
    private(set) var options: [String: String] = [:]
    private(set) var flags: Set<String> = []
    private(set) var positionals: [String] = []

    /// Parses `tokens` for a command that knows `options` (taking a value) and `flags`.
    init(_ tokens: [String], options known: Set<String>, flags knownFlags: Set<String> = []) throws(CLIError) {
        var index = 0
        var onlyPositionals = false
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            if onlyPositionals || !Self.looksLikeOption(token) {
                positionals.append(token)
                continue
            }
            if token == "--" {
                onlyPositionals = true
                continue
            }
            var name = token
            var inlineValue: String?
            if let equals = token.firstIndex(of: "=") {
                name = String(token[..<equals])
                inlineValue = String(token[token.index(after: equals)...])
            }
            if name == "-h" { name = "--help" }
            if knownFlags.contains(name) || name == "--help" {
                guard inlineValue == nil else { throw .usage("Option '\(name)' takes no value") }
                flags.insert(name)
            } else if known.contains(name) {
                if let inlineValue {
                    options[name] = inlineValue
                } else {
                    guard index < tokens.count else { throw .usage("Option '\(name)' needs a value") }
                    options[name] = tokens[index]
                    index += 1
                }
            } else {
                throw .usage("Unknown option '\(name)'")
            }
        }
    }

    private static func looksLikeOption(_ token: String) -> Bool {
        let utf8 = Array(token.utf8.prefix(2))
        guard utf8.first == UInt8(ascii: "-"), utf8.count == 2 else { return false }
        let second = utf8[1]
        return !(second >= UInt8(ascii: "0") && second <= UInt8(ascii: "9")) && second != UInt8(ascii: ".")
    }

    func has(_ flag: String) -> Bool { flags.contains(flag) }
    subscript(option: String) -> String? { options[option] }
}
