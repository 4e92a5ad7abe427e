import Spoken

/// `spoken measure`: values in a CLDR unit → spoken measurements.
enum MeasureCommand: Command {
    static let name = "measure"
    static let summary = "Speak values in a unit (25 degrees Celsius), exactly as ICU formats them"
    static let help = """
        Usage: spoken measure [--locale TAG] --unit UNIT [--width full|short|narrow]
                              [--usage default|weather] [--max-fraction-digits N] VALUE...
               spoken measure --list-units

        Prints one line per VALUE: the value in UNIT, byte for byte as ICU's number formatter says it.

        VALUE     a decimal number (25, -3.5, 1e3). '-' reads values from standard input, one per line.

        Options:
          --locale TAG               BCP 47 tag or ICU id (default en-US)
          --unit UNIT                CLDR unit: celsius, kilometer-per-hour, percent, minute, kilogram…
          --width W                  full (default: best for speech), short, narrow
          --usage U                  default: the unit given; weather: the locale's preferred unit
                                     (en-US hears Fahrenheit for a Celsius input)
          --max-fraction-digits N    at most N digits after the decimal separator (0 to 20)
          --list-units               print the simple units ICU knows, one per line

        Exit status: 0 on success, 1 when a value is invalid (the others are still printed; on
        standard input each bad line is reported with its line number), 64 on usage errors.
        """

    static func run(_ tokens: [String]) throws(CLIError) -> Int32 {
        let arguments = try Arguments(
            tokens, options: ["--locale", "--unit", "--width", "--usage", "--max-fraction-digits"],
            flags: ["--list-units"])
        if arguments.has("--list-units") {
            guard arguments.positionals.isEmpty else {
                throw .usage("Unexpected argument '\(arguments.positionals[0])' with --list-units")
            }
            for unit in MeasureUnit.available { Output.line(unit) }
            return 0
        }
        guard let unit = arguments["--unit"] else {
            throw .usage("Missing --unit: give a CLDR unit such as 'celsius' or 'kilometer-per-hour'")
        }
        let formatter: MeasureFormatter
        do {
            formatter = try MeasureFormatter(
                locale: SpokenLocale(arguments["--locale"] ?? "en-US"),
                unit: MeasureUnit(unit),
                width: MeasureWidth(parsing: arguments["--width"] ?? "full"),
                maximumFractionDigits: try fractionDigits(arguments["--max-fraction-digits"]),
                usage: MeasureUsage(parsing: arguments["--usage"] ?? "default"))
        } catch {
            throw .usage(error)
        }
        guard !arguments.positionals.isEmpty else {
            throw .usage("Missing VALUE: give one or more numbers, or '-' to read standard input")
        }
        return Output.eachValue(arguments.positionals) { (value) throws(SpokenError) -> String in
            try formatter.string(try DecimalArgument.parse(value))
        }
    }

    private static func fractionDigits(_ text: String?) throws(SpokenError) -> Int? {
        guard let text else { return nil }
        let range = MeasureFormatter.fractionDigitsRange
        guard let digits = Int(text), range.contains(digits) else {
            throw SpokenError(
                .invalidOption, input: text,
                message:
                    "Invalid value '\(text)' for --max-fraction-digits: expected \(range.lowerBound) to \(range.upperBound)"
            )
        }
        return digits
    }
}

/// Decimal numbers as a user types them (the rules live in the library, shared with `render`).
enum DecimalArgument {
    static func parse(_ text: String) throws(SpokenError) -> Double { try DecimalText.parse(text) }
}
