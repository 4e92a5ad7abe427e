/// Everything `spoken NAME` accepts and says about itself: the parser and `--help` are both
/// generated from it.
struct CommandDeclaration: Sendable {
    let name: String
    /// One line for `spoken --help`, and the line under the usage in `spoken NAME --help`.
    let summary: String
    /// The usage forms; nil for the single form listing every option, then the arguments.
    let usage: [[UsageItem]]?
    /// Paragraphs after the summary (what the output looks like, examples): written only when
    /// help is printed (render's lists every op of the registry, which no other run needs).
    var discussion: String { discussionText() }
    private let discussionText: @Sendable () -> String
    let arguments: [ArgumentDeclaration]
    /// The options in help order; `-h, --help` is added to every command.
    let options: [OptionDeclaration]
    /// Further titled sections (the lint rules), printed before the exit status.
    let sections: [(title: String, body: String)]
    let exitStatus: String

    init(
        name: String, summary: String, usage: [[UsageItem]]? = nil,
        discussion: @escaping @autoclosure @Sendable () -> String = "",
        arguments: [ArgumentDeclaration] = [], options: [OptionDeclaration] = [],
        sections: [(title: String, body: String)] = [], exitStatus: String
    ) {
        self.name = name
        self.summary = summary
        self.usage = usage
        discussionText = discussion
        self.arguments = arguments
        self.options = options + [.help]
        self.sections = sections
        self.exitStatus = exitStatus
    }

    func option(named name: String) -> OptionDeclaration? {
        options.first { $0.name == name || $0.formerName == name }
    }

    /// The usage forms, the default one spelled out.
    var usageForms: [[UsageItem]] {
        usage
            ?? [
                options.filter { $0 != .help }.map { UsageItem.optional($0.name) }
                    + arguments.map { UsageItem.argument($0.valueName) }
            ]
    }
}
