import SpokenLint

extension OptionDeclaration {
    /// `--format`: how findings are printed (`spoken lint`, `spoken check`), its words and default
    /// from `LintOutputFormat`.
    static let lintFormat = OptionDeclaration.option(
        "--format", LintOutputFormat.allCases.map(\.rawValue).joined(separator: "|"),
        help: "text, json or sarif (SARIF 2.1.0)", default: LintOutputFormat.text.rawValue)
}

extension ParsedArguments {
    /// The `--format` given (text by default), or a usage error naming the words it takes.
    func lintFormat() throws(CLIError) -> LintOutputFormat {
        let name = value(.lintFormat)
        guard let format = LintOutputFormat(rawValue: name) else {
            let words = LintOutputFormat.allCases.map(\.rawValue).joined(separator: ", ")
            throw .usage("Invalid value '\(name)' for \(OptionDeclaration.lintFormat.name): expected one of \(words)")
        }
        return format
    }
}
