import Spoken

/// `spoken announce`: catalog messages (announcements, hints, ratings) with arguments.
enum AnnounceCommand: Command {
    static let name = "announce"
    static let summary = "Speak a catalog message (announcement, hint, rating) with named arguments"
    static let help = """
        Usage: spoken announce [--locale TAG] [--time-zone ID] [--catalog DIR] [--priority] [--no-isolate]
                               KEY [NAME=VALUE...]

        Prints the message KEY (announce.newMessages, or newMessages for announce.*; any catalog
        key such as hint.dismiss or rating.stars) formatted with ICU MessageFormat.

        VALUE types: an integer literal (42, -3) is an int, a decimal (3.5, 1e3) a double, an
        ISO 8601 instant with an offset (2026-11-29T12:50:00Z) or @EPOCH_SECONDS a date;
        anything else a string.

        Options:
          --locale TAG      BCP 47 tag (default en-US); falls back through CLDR parent locales
          --time-zone ID    zone for date arguments (default UTC)
          --priority        print PRIORITY<TAB>TEXT (high, default, low; '-' when none)
          --no-isolate      do not wrap string arguments in U+2068…U+2069 in right-to-left
                            locales
        \(CatalogOption.help)

        Exit status: 0 on success, 1 for an unknown key, an unknown or missing argument, or a
        value of the wrong kind, or an invalid --catalog directory, 64 on usage errors (an invalid
        locale or zone, NAME=VALUE without '='), 66 when the --catalog directory cannot be read.
        """

    static func run(_ tokens: [String]) throws(CLIError) -> Int32 {
        let arguments = try Arguments(
            tokens, options: ["--locale", "--time-zone", CatalogOption.name], flags: ["--priority", "--no-isolate"])
        let locale: SpokenLocale
        let zone: SpokenTimeZone
        do {
            locale = try SpokenLocale(arguments["--locale"] ?? "en-US")
            zone = try SpokenTimeZone(arguments["--time-zone"] ?? "UTC")
        } catch {
            throw .usage(error)
        }
        try CatalogOption.apply(arguments)
        guard let first = arguments.positionals.first else {
            throw .usage("Missing KEY: give a catalog key such as announce.newMessages")
        }
        let key = first.contains(".") ? first : "announce." + first
        var values: [String: MessageArgument] = [:]
        for token in arguments.positionals.dropFirst() {
            guard let equals = token.firstIndex(of: "="), equals != token.startIndex else {
                throw .usage("Invalid argument '\(token)': expected NAME=VALUE")
            }
            let name = String(token[..<equals])
            do {
                values[name] = try MessageArgument(parsing: String(token[token.index(after: equals)...]))
            } catch {
                throw .failure(error.message)
            }
        }
        do {
            let text = try CatalogStore.shared.text(
                key: key, locale: locale, arguments: values, timeZone: zone,
                bidiIsolation: !arguments.has("--no-isolate"))
            Output.line(arguments.has("--priority") ? "\(text.priority?.rawValue ?? "-")\t\(text.text)" : text.text)
        } catch {
            throw .failure(error.message)
        }
        return 0
    }
}
