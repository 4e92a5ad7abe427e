import Spoken

/// `spoken label`: child labels → one composed cell label.
enum LabelCommand: Command {
    static let name = "label"
    static let summary = "Compose child labels into one label (Beijing, 25 degrees Celsius)"
    static let help = """
        Usage: spoken label [--locale TAG] [--style pause|and|or] CHILD...

        Prints the label VoiceOver should speak for a cell whose subviews say CHILD...

        Blank children are skipped, whitespace is trimmed and collapsed, a child equal to the one
        before it is dropped, and a child already ending in a pause mark gets no second separator.

        Options:
          --locale TAG    BCP 47 tag or ICU id (default en-US)
          --style S       pause: the locale's pause separator (default): "Beijing, 25 degrees Celsius"
                          and: ICU's conjunction list: "Alice, Bob, and Carol"
                          or: ICU's disjunction list: "Alice, Bob, or Carol"

        Exit status: 0 on success, 64 on usage errors.
        """

    static func run(_ tokens: [String]) throws(CLIError) -> Int32 {
        let arguments = try Arguments(tokens, options: ["--locale", "--style"])
        let composer: LabelComposer
        do {
            composer = try LabelComposer(
                locale: SpokenLocale(arguments["--locale"] ?? "en-US"),
                style: LabelStyle(parsing: arguments["--style"] ?? "pause"))
        } catch {
            throw .usage(error)
        }
        guard !arguments.positionals.isEmpty else {
            throw .usage("Missing CHILD: give the labels to compose")
        }
        Output.line(composer.compose(arguments.positionals))
        return 0
    }
}
