import Spoken
import SpokenRender

/// `spoken date`: instants → spoken dates and times.
enum DateCommand: Command {
    static let dateStyle = OptionDeclaration.field(DateRenderHandler.dateStyle.spec, valueName: "S")
    static let timeStyle = OptionDeclaration.field(DateRenderHandler.timeStyle.spec, valueName: "S")
    static let presentation = OptionDeclaration.field(DateRenderHandler.presentation.spec)
    static let now = OptionDeclaration.field(DateRenderHandler.now.spec, valueName: "INSTANT")
    static let capitalization = OptionDeclaration.field(DateRenderHandler.capitalization.spec)

    static let declaration = CommandDeclaration(
        name: "date",
        summary: "Speak instants as dates and times (ICU medium date, short time by default)",
        discussion: """
            Prints one line per INSTANT: the words for it in the locale and time zone. The date and
            time styles cannot both be none (that would say nothing).
            """,
        arguments: [
            ArgumentDeclaration(
                "INSTANT",
                help: """
                    ISO 8601 with 'Z' or an offset (2026-11-29T12:50:00Z, 2026-11-29T20:50:00+08:00,
                    fractional seconds allowed) or @EPOCH_SECONDS (@1796000000, @-86400.5).
                    '-' reads instants from standard input, one per line.
                    """, repeating: true)
        ],
        options: [OptionGroup.locale, OptionGroup.timeZone, dateStyle, timeStyle, presentation, now, capitalization]
            + MarkupOptions.declarations,
        exitStatus: """
            0 on success, 1 when an instant is invalid (the others are still printed;
            on standard input each bad line is reported with its line number), 64 on usage errors,
            66 when standard input cannot be read (a directory).
            """)

    static func run(_ arguments: ParsedArguments) throws(CLIError) -> Int32 {
        let locale = try arguments.locale()
        let zone = try arguments.timeZone()
        let formatter: SpokenDateFormatter
        // With --markup, the visible form: ICU's own text for the same styles (render's date op).
        var visible: SpokenDateFormatter?
        var present = Instant.now
        let displayWidth = try MarkupOptions.width(arguments)
        do {
            if let text = arguments.given[now.name] { present = try Instant.parse(text) }
            let dates = try DateStyle(parsing: arguments.value(dateStyle), option: dateStyle.name)
            let times = try DateStyle(parsing: arguments.value(timeStyle), option: timeStyle.name)
            try SpokenDateFormatter.requireSomethingToSay(
                dateStyle: dates, timeStyle: times, options: (dateStyle.name, timeStyle.name))
            let chosen = try DatePresentation(
                parsing: arguments.value(presentation), option: arguments.spelling(of: presentation))
            formatter = try SpokenDateFormatter(
                locale: locale, timeZone: zone, dateStyle: dates, timeStyle: times, presentation: chosen,
                capitalization: arguments[capitalization.name].map { name throws(SpokenError) in
                    try RelativeTimeCapitalization(parsing: name)
                } ?? chosen.defaultCapitalization)
            if displayWidth != nil {
                visible = try SpokenDateFormatter(
                    locale: locale, timeZone: zone, dateStyle: dates, timeStyle: times, presentation: .icu)
            }
        } catch {
            throw .usage(error)
        }
        guard !arguments.positionals.isEmpty else {
            throw .usage("Missing INSTANT: give one or more instants, or '-' to read standard input")
        }
        return Output.eachValue(arguments.positionals) { (value, out) throws(SpokenError) in
            let instant = try Instant.parse(utf8: value)
            var text = formatter.string(instant, now: present)
            if let visible {
                let markup = SpokenMarkup(value: text, display: visible.string(instant, now: present), kind: "date")
                text = MarkupOptions.json(markup, locale: locale)
            }
            text.withUTF8 { out.append(contentsOf: $0) }
        }
    }
}
