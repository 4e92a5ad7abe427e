import Spoken
import SpokenRender

/// `spoken rating`: star ratings as VoiceOver should say them.
enum RatingCommand: Command {
    static let maximum = OptionDeclaration.field(RatingRenderHandler.maximum.spec)
    static let outOf = OptionDeclaration.field(RatingRenderHandler.outOf.spec)
    static let each = OptionDeclaration.flag("--each", help: "print the per-star labels of a rating control")
    static let selected = OptionDeclaration.option("--selected", "VALUE", help: "with --each: the current rating")

    static let declaration = CommandDeclaration(
        name: "rating",
        summary: "Speak star ratings (3.5 stars, 3 out of 5 stars) or a rating control's stars",
        usage: [
            [.optional(OptionGroup.locale.name), .optional(maximum.name), .optional(outOf.name), .argument("VALUE")],
            [
                .optional(OptionGroup.locale.name), .required(maximum.name), .required(each.name),
                .optional(selected.name),
            ],
        ],
        discussion: """
            Prints one label per VALUE, with the catalog's words and ICU's plural rules:
            "3 stars", "1 star", "3.5 stars"; with --out-of "3 out of 5 stars"; zh-Hans "3星".
            With --each, prints the labels of the N stars of a rating control, one per line; with
            --selected, each line ends in a tab and 'selected' or '-' (the selected trait, which
            VoiceOver speaks itself).
            """,
        arguments: [
            ArgumentDeclaration(
                "VALUE", help: "a rating from 0 to N (3, 3.5). '-' reads ratings from standard input, one per line.",
                repeating: true)
        ],
        options: [OptionGroup.locale, maximum, outOf, each, selected],
        exitStatus: """
            0 on success, 1 when a value is invalid (outside 0…max, not a number; the
            others are still printed), 64 on usage errors, 66 when standard input cannot be
            read (a directory).
            """)

    static func run(_ arguments: ParsedArguments) throws(CLIError) -> Int32 {
        let labeler = RatingLabeler(locale: try arguments.locale())
        let maxText = arguments.value(maximum)
        guard let stars = Int(maxText), stars >= 1, stars <= 1_000 else {
            throw .usage("Invalid value '\(maxText)' for --max: expected a whole number from 1 to 1000")
        }
        if arguments.has(each.name) {
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
        guard arguments[selected.name] == nil else { throw .usage("Option '--selected' goes with '--each'") }
        guard !arguments.positionals.isEmpty else {
            throw .usage("Missing VALUE: give one or more ratings, or '-' to read standard input")
        }
        let saysMaximum = arguments.has(outOf.name)
        return Output.eachValue(arguments.positionals) { (token) throws(SpokenError) -> String in
            try labeler.label(try NumberArgument.rating(token), maximum: stars, outOf: saysMaximum).text
        }
    }
}
