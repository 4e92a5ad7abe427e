import Spoken
import SpokenRender

/// `spoken announce`: catalog messages (announcements, hints, ratings) with arguments.
enum AnnounceCommand: Command {
    static let priority = OptionDeclaration.flag(
        "--priority", help: "print PRIORITY<TAB>TEXT (high, default, low; '-' when none)")
    static let now = OptionDeclaration.field(AnnounceRenderHandler.now.spec, valueName: "INSTANT")
    static let noIsolate = OptionDeclaration.negation(of: AnnounceRenderHandler.isolate.spec)

    static let declaration = CommandDeclaration(
        name: "announce",
        summary: "Speak a catalog message (announcement, hint, rating) with named arguments",
        discussion: """
            Prints the message KEY (announce.newMessages, or newMessages for announce.*; any catalog
            key such as hint.dismiss or rating.stars) formatted with ICU MessageFormat.

            VALUE types: an integer literal (42, -3) is an int, a decimal (3.5, 1e3) a double, an
            ISO 8601 instant with an offset (2026-11-29T12:50:00Z) or @EPOCH_SECONDS a date, an
            ISO 8601 duration (PT1H15M, P2D) a duration, spoken in words; an amount, a space and
            an upper-case ISO 4217 code ('42.50 USD') money; anything else a string. Each NAME
            may be given once. A placeholder the catalog types as a duration also takes seconds
            (4527) and clock time (1:15:27); one typed as a relative time takes an instant, seen
            from --now, or a value and a unit ('published=-2 hour').

            With --markup, prints JSON: the message as it is shown (display) and spoken (text),
            each argument with its own visible form (1 hr, 15 min) and words, its SSML, spans,
            input labels and priority.
            """,
        arguments: [
            ArgumentDeclaration("KEY"),
            ArgumentDeclaration("NAME=VALUE", repeating: true, optional: true),
        ],
        options: [
            OptionGroup.locale.with(help: "BCP 47 tag; falls back through CLDR parent locales"),
            OptionGroup.timeZone.with(help: "zone for date arguments"),
            OptionGroup.catalog, now, priority, noIsolate,
        ] + MarkupOptions.declarations,
        exitStatus: """
            0 on success, 1 for an unknown key, an unknown, missing or repeated argument, a
            value of the wrong kind or an unknown currency, or an invalid --catalog, 64 on usage
            errors (an invalid locale, zone or --now, NAME=VALUE without '='), 66 when the --catalog path
            (or a file in it) cannot be read.
            """)

    static func run(_ arguments: ParsedArguments) throws(CLIError) -> Int32 {
        let locale = try arguments.locale()
        let zone = try arguments.timeZone()
        let width = try MarkupOptions.width(arguments)
        var present: Instant?
        if let text = arguments.given[now.name] {
            do {
                present = try Instant.parse(text)
            } catch {
                throw .usage(error)
            }
        }
        try arguments.applyCatalog()
        guard let key = arguments.positionals.first else {
            throw .usage("Missing KEY: give a catalog key such as announce.newMessages")
        }
        var values: [String: MessageArgument] = [:]
        for token in arguments.positionals.dropFirst() {
            guard let equals = token.firstIndex(of: "="), equals != token.startIndex else {
                throw .usage("Invalid argument '\(token)': expected NAME=VALUE")
            }
            let name = String(token[..<equals])
            // Which of two values was meant is unknowable (`render` refuses a repeated field too).
            guard values[name] == nil else {
                throw .failure("Duplicate argument '\(name)': give each NAME=VALUE once")
            }
            do {
                values[name] = try MessageArgument(parsing: String(token[token.index(after: equals)...]))
            } catch {
                throw .failure(error.message)
            }
        }
        do {
            if let width {
                let message = try CatalogStore.shared.markup(
                    key: key, locale: locale, values: values, timeZone: zone,
                    bidiIsolation: !arguments.has(noIsolate.name), now: present, width: width)
                Output.line(
                    RenderedText(
                        markup: message.markup, locale: message.locale,
                        extra: [AnnounceRenderHandler.priority(message.priority)]
                    ).json)
                return 0
            }
            let text = try CatalogStore.shared.text(
                key: key, locale: locale, values: values, timeZone: zone,
                bidiIsolation: !arguments.has(noIsolate.name), now: present)
            Output.line(arguments.has(priority.name) ? "\(text.priority?.rawValue ?? "-")\t\(text.text)" : text.text)
        } catch {
            throw .failure(error.message)
        }
        return 0
    }
}
