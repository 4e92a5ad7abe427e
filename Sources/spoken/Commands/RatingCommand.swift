import Spoken
import SpokenRender

/// `spoken rating`: the rating value type's command (`ValueCommand`: VALUE, `--max`, `--out-of`
/// from `ValueType.rating`), with a mode of its own: `--each` prints the per-star labels of a
/// rating control.
enum RatingCommand {
    static let each = OptionDeclaration.flag("--each", help: "print the per-star labels of a rating control")
    static let selected = OptionDeclaration.option("--selected", "VALUE", help: "with --each: the current rating")

    /// `--each [--selected VALUE]` beside the values.
    static let starsMode = ValueCommand.Mode(
        summary: "Speak star ratings (3.5 stars, 3 out of 5 stars) or a rating control's stars",
        options: [each, selected],
        usage: [
            .optional(OptionGroup.locale.name), .required(ValueType.rating.field("max")?.option ?? "--max"),
            .required(each.name),
            .optional(selected.name),
        ],
        exitStatus: """
            0 on success, 1 when a value is invalid (outside 0…max, not a number; the
            others are still printed), 64 on usage errors, 66 when standard input cannot be
            read (a directory).
            """,
        run: { (arguments, command) throws(CLIError) -> Int32? in try stars(arguments, command) })

    /// The labels of the stars of a rating control, or nil without `--each`.
    private static func stars(_ arguments: ParsedArguments, _ command: ValueCommand) throws(CLIError) -> Int32? {
        guard arguments.has(each.name) else {
            guard arguments[selected.name] == nil else { throw .usage("Option '--selected' goes with '--each'") }
            return nil
        }
        let labeler = RatingLabeler(locale: try arguments.locale())
        guard case .integer(let stars)? = try command.value("max", in: arguments) else {
            throw .usage("Missing --max N: the number of stars")
        }
        guard arguments.positionals.isEmpty else {
            throw .usage("Unexpected argument '\(arguments.positionals[0])' with --each")
        }
        var current: Double?
        if let text = arguments[selected.name] {
            guard Double(text) != nil else {
                throw .usage("Invalid value '\(text)' for --selected: expected a number")
            }
            do {
                current = try NumberArgument.rating(text)
            } catch {
                throw .failure(error.message)
            }
        }
        do {
            for star in try labeler.starLabels(maximum: stars, selected: current) {
                Output.line(current == nil ? star.label : star.label + "\t" + (star.isSelected ? "selected" : "-"))
            }
        } catch {
            throw .failure(error.message)
        }
        return 0
    }
}
