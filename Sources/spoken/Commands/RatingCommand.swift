import Spoken

/// `spoken rating`: star ratings as VoiceOver should say them.
enum RatingCommand: Command {
    static let name = "rating"
    static let summary = "Speak star ratings (3.5 stars, 3 out of 5 stars) or a rating control's stars"
    static let help = """
        Usage: spoken rating [--locale TAG] [--max N] [--out-of] VALUE...
               spoken rating [--locale TAG] --max N --each [--selected VALUE]

        Prints one label per VALUE, with the catalog's words and ICU's plural rules:
        "3 stars", "1 star", "3.5 stars"; with --out-of "3 out of 5 stars"; zh-Hans "3星".
        With --each, prints the labels of the N stars of a rating control, one per line; with
        --selected, each line ends in a tab and 'selected' or '-' (the selected trait, which
        VoiceOver speaks itself).

        Options:
          --locale TAG       BCP 47 tag or ICU id (default en-US)
          --max N            the number of stars (default 5)
          --out-of           say the maximum too
          --each             print the per-star labels of a rating control
          --selected VALUE   with --each: the current rating

        Exit status: 0 on success, 1 when a value is invalid (outside 0…max, not a number; the
        others are still printed), 64 on usage errors.
        """

    static func run(_ tokens: [String]) throws(CLIError) -> Int32 {
        let arguments = try Arguments(
            tokens, options: ["--locale", "--max", "--selected"], flags: ["--out-of", "--each"])
        let labeler: RatingLabeler
        do {
            labeler = RatingLabeler(locale: try SpokenLocale(arguments["--locale"] ?? "en-US"))
        } catch {
            throw .usage(error)
        }
        let maxText = arguments["--max"] ?? "5"
        guard let maximum = Int(maxText), maximum >= 1, maximum <= 1_000 else {
            throw .usage("Invalid value '\(maxText)' for --max: expected a whole number from 1 to 1000")
        }
        if arguments.has("--each") {
            guard arguments.positionals.isEmpty else {
                throw .usage("Unexpected argument '\(arguments.positionals[0])' with --each")
            }
            var selected: Double?
            if let text = arguments["--selected"] {
                guard let value = Double(text) else {
                    throw .usage("Invalid value '\(text)' for --selected: expected a number")
                }
                selected = value
            }
            do {
                for star in try labeler.starLabels(maximum: maximum, selected: selected) {
                    Output.line(selected == nil ? star.label : star.label + "\t" + (star.isSelected ? "selected" : "-"))
                }
            } catch {
                throw .failure(error.message)
            }
            return 0
        }
        guard arguments["--selected"] == nil else { throw .usage("Option '--selected' goes with '--each'") }
        guard !arguments.positionals.isEmpty else {
            throw .usage("Missing VALUE: give one or more ratings, or '-' to read standard input")
        }
        let outOf = arguments.has("--out-of")
        return Output.eachValue(arguments.positionals) { (token) throws(SpokenError) -> String in
            guard let value = Double(token) else {
                throw SpokenError(.invalidRating, input: token, message: "Invalid rating '\(token)': not a number")
            }
            return try labeler.label(value, maximum: maximum, outOf: outOf).text
        }
    }
}
