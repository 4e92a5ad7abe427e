import Spoken

/// `spoken date`: instants → spoken dates and times.
enum DateCommand: Command {
    static let name = "date"
    static let summary = "Speak instants as dates and times (ICU medium date, short time by default)"
    static let help = """
        Usage: spoken date [--locale TAG] [--time-zone ID] [--date-style S] [--time-style S]
                           [--style icu|spoken|relative] INSTANT...

        Prints one line per INSTANT: the words for it in the locale and time zone.

        INSTANT   ISO 8601 with 'Z' or an offset (2026-11-29T12:50:00Z, 2026-11-29T20:50:00+08:00,
                  fractional seconds allowed) or @EPOCH_SECONDS (@1796000000, @-86400.5).
                  '-' reads instants from standard input, one per line.

        Options:
          --locale TAG        BCP 47 tag or ICU id (default en-US): zh-Hans-CN, ar-EG-u-nu-latn
          --time-zone ID      IANA id, UTC or GMT+08:00 (default UTC)
          --date-style S      none, short, medium, long, full (default medium)
          --time-style S      none, short, medium, long, full (default short)
          --style P           icu: exactly ICU's udat_format (default)
                              spoken: full month names, plain spaces, for speech
                              relative: Today, Yesterday… via ICU's relative styles

        Exit status: 0 on success, 1 when an instant is invalid (the others are still printed;
        on standard input each bad line is reported with its line number), 64 on usage errors.
        """

    static func run(_ tokens: [String]) throws(CLIError) -> Int32 {
        let arguments = try Arguments(
            tokens, options: ["--locale", "--time-zone", "--date-style", "--time-style", "--style"])
        let formatter: SpokenDateFormatter
        do {
            formatter = try SpokenDateFormatter(
                locale: SpokenLocale(arguments["--locale"] ?? "en-US"),
                timeZone: SpokenTimeZone(arguments["--time-zone"] ?? "UTC"),
                dateStyle: DateStyle(parsing: arguments["--date-style"] ?? "medium", option: "--date-style"),
                timeStyle: DateStyle(parsing: arguments["--time-style"] ?? "short", option: "--time-style"),
                presentation: DatePresentation(parsing: arguments["--style"] ?? "icu"))
        } catch {
            throw .usage(error)
        }
        guard !arguments.positionals.isEmpty else {
            throw .usage("Missing INSTANT: give one or more instants, or '-' to read standard input")
        }
        return Output.eachValue(arguments.positionals) { (value, out) throws(SpokenError) in
            var text = formatter.string(secondsSince1970: try Instant.parse(utf8: value))
            text.withUTF8 { out.append(contentsOf: $0) }
        }
    }
}
