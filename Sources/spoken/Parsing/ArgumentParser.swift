import Spoken

/// The one command-line parser: reads tokens against a command's declarations.
///
/// `--name value` and `--name=value` for options, `--flag` (a value is an error), `-h` for
/// `--help`, `--` ending the options. Tokens that read as numbers are values, not options:
/// `-5`, `-0.5`, `-inf`, `-nan` (the number parsers then judge them), and a lone `-` is a
/// positional (standard input).
struct ArgumentParser {
    let declaration: CommandDeclaration

    func parse(_ tokens: [String]) throws(CLIError) -> ParsedArguments {
        var parsed = ParsedArguments(declaration: declaration)
        var index = 0
        var onlyPositionals = false
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            if onlyPositionals || !Self.isOption(token) {
                parsed.append(positional: token)
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
            guard let option = find(name) else { throw .usage(unknown(name)) }
            switch option.kind {
            case .flag:
                guard inlineValue == nil else { throw .usage("Option '\(name)' takes no value") }
                parsed.insert(flag: option.name)
            case .option, .repeating:
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < tokens.count else { throw .usage("Option '\(name)' needs a value") }
                    value = tokens[index]
                    index += 1
                }
                parsed.set(option.name, value, spelledAs: name)
            }
        }
        return parsed
    }

    private func find(_ name: String) -> OptionDeclaration? {
        if name.hasPrefix("--") { return declaration.option(named: name) }
        guard name.count == 2, let letter = name.last else { return nil }
        return declaration.options.first { $0.shortName == letter }
    }

    /// "Unknown option '--colr': did you mean '--color'?" when one option is close.
    private func unknown(_ name: String) -> String {
        let names = declaration.options.map(\.name)
        guard let near = Suggestion.nearest(to: name, in: names) else { return "Unknown option '\(name)'" }
        return "Unknown option '\(name)': did you mean '\(near)'?"
    }

    /// Whether `token` is meant as an option: a dash and more, unless it reads as a number.
    static func isOption(_ token: String) -> Bool {
        let utf8 = token.utf8
        guard utf8.count >= 2, utf8.first == UInt8(ascii: "-") else { return false }
        let second = utf8[utf8.index(after: utf8.startIndex)]
        if (second >= UInt8(ascii: "0") && second <= UInt8(ascii: "9")) || second == UInt8(ascii: ".") {
            return false
        }
        // -inf, -infinity, -nan: numbers the user typed (refused later as not finite, by name).
        return Double(token) == nil
    }
}
