import Spoken
import SpokenRender

/// `spoken label`: child labels → one composed cell label.
enum LabelCommand: Command {
    static let style = OptionDeclaration.field(LabelRenderHandler.style.spec)

    static let declaration = CommandDeclaration(
        name: "label",
        summary: "Compose child labels into one label (Beijing, 25 degrees Celsius)",
        discussion: """
            Prints the label VoiceOver should speak for a cell whose subviews say CHILD...

            Blank children are skipped, whitespace is trimmed and collapsed, a child equal to the one
            before it is dropped, and a child already ending in a pause mark gets no second separator.
            """,
        arguments: [ArgumentDeclaration("CHILD", repeating: true)],
        options: [OptionGroup.locale, style] + MarkupOptions.declarations,
        exitStatus: "0 on success, 64 on usage errors.")

    static func run(_ arguments: ParsedArguments) throws(CLIError) -> Int32 {
        let locale = try arguments.locale()
        let composer: LabelComposer
        do {
            composer = try LabelComposer(locale: locale, style: LabelStyle(parsing: arguments.value(style)))
        } catch {
            throw .usage(error)
        }
        guard !arguments.positionals.isEmpty else {
            throw .usage("Missing CHILD: give the labels to compose")
        }
        let label = composer.compose(arguments.positionals)
        // With --markup, the label shown as it is spoken (render's label op).
        let markup = try MarkupOptions.width(arguments).map { _ in SpokenMarkup(literal: label) }
        Output.line(markup.map { MarkupOptions.json($0, locale: locale) } ?? label)
        return 0
    }
}
