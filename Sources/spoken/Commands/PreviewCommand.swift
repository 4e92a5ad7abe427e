import Spoken

/// `spoken preview`: every plural, ordinal and select case of catalog messages, as spoken.
enum PreviewCommand: Command {
    static let name = "preview"
    static let summary = "Show every plural and select case of catalog messages as Spoken says them"
    static let help = """
        Usage: spoken preview [--locale TAG]... [--all] [--catalog DIR] [--format text|json]
                              [--time-zone ID] [--show-invisible] [KEY...]

        Prints, for each locale and message (every key when no KEY is given), one row per case:
        each plural and selectordinal category of the locale's CLDR rules with ICU's sample
        numbers (the first two integers, and the first decimal unless the placeholder is an int),
        each explicit =N value, each select branch; dates at 2026-11-29T12:50:00Z. The text is
        what 'spoken announce' says for those arguments. A category the message has no branch for
        is marked (ICU speaks its 'other' branch instead), and so is a key the locale's language
        has no translation for (the words come from the fallback, en).

        Options:
          --locale TAG      a locale to preview (repeat for more); en-XA and ar-XB are the
                            pseudo-locales generated from the source catalog
          --all             every catalog locale, pseudo-locales included
          --format FORMAT   text (aligned columns: LOCALE KEY CASE TEXT, the default) or json
                            (JSON Lines: locale, key, case, arguments, text; missing when a
                            branch falls back to other, fallback when the key is not
                            translated), in a stable order for golden files
          --time-zone ID    zone of date arguments (default UTC)
          --show-invisible  write invisible characters of the text as escapes (\\u{202F})
        \(CatalogOption.help)

        Exit status: 0 on success, 1 for an unknown key or an invalid --catalog directory, 64 on
        usage errors (no --locale or --all, an invalid locale, zone or format), 66 when the
        --catalog directory cannot be read.
        """

    static func run(_ tokens: [String]) throws(CLIError) -> Int32 {
        let (tags, rest) = try localeOptions(tokens)
        let arguments = try Arguments(
            rest, options: [CatalogOption.name, "--format", "--time-zone"], flags: ["--all", "--show-invisible"])
        let format = arguments["--format"] ?? "text"
        guard format == "text" || format == "json" else {
            throw .usage("Invalid format '\(format)': expected text or json")
        }
        if arguments.has("--all"), !tags.isEmpty { throw .usage("Give either --locale or --all, not both") }
        guard arguments.has("--all") || !tags.isEmpty else {
            throw .usage("Missing --locale TAG or --all")
        }
        let zone: SpokenTimeZone
        var locales: [String] = []
        do {
            zone = try SpokenTimeZone(arguments["--time-zone"] ?? "UTC")
            for tag in tags { locales.append(try SpokenLocale(tag).identifier) }
        } catch {
            throw .usage(error)
        }
        try CatalogOption.apply(arguments)
        let preview = MessagePreview(timeZone: zone)
        if arguments.has("--all") { locales = preview.allLocales }
        let keys = arguments.positionals.map { $0.contains(".") ? $0 : "announce." + $0 }
        let rows: [PreviewRow]
        do {
            rows = try preview.rows(keys: keys, locales: locales)
        } catch {
            throw .failure(error.message)
        }
        if format == "json" {
            for row in rows { Output.line(row.jsonLine) }
        } else {
            printText(rows, showInvisible: arguments.has("--show-invisible"))
        }
        return 0
    }

    /// Takes every `--locale TAG` (the option may repeat) out of the tokens before `--`.
    private static func localeOptions(_ tokens: [String]) throws(CLIError) -> ([String], [String]) {
        var tags: [String] = []
        var rest: [String] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            if token == "--" {
                rest += tokens[(index - 1)...]
                break
            }
            if token == "--locale" {
                guard index < tokens.count else { throw .usage("Option '--locale' needs a value") }
                tags.append(tokens[index])
                index += 1
            } else if token.hasPrefix("--locale=") {
                tags.append(String(token.dropFirst("--locale=".count)))
            } else {
                rest.append(token)
            }
        }
        return (tags, rest)
    }

    /// Aligned columns: locale, key, case, text, and a note when a branch is missing.
    private static func printText(_ rows: [PreviewRow], showInvisible: Bool) {
        let cases = rows.map(\.caseDescription)
        let localeWidth = rows.map(\.locale.count).max() ?? 0
        let keyWidth = rows.map(\.key.count).max() ?? 0
        let caseWidth = cases.map(\.count).max() ?? 0
        for (row, caseText) in zip(rows, cases) {
            var line = pad(row.locale, localeWidth) + "  " + pad(row.key, keyWidth) + "  "
            if caseWidth > 0 { line += pad(caseText, caseWidth) + "  " }
            line += showInvisible ? VisibleText.escaped(row.text) : row.text
            let missing = row.cases.filter(\.isMissing)
            if !missing.isEmpty {
                line +=
                    "  [missing: "
                    + missing.map { "\($0.argument)=\($0.selector)" }.joined(separator: ", ")
                    + " speaks 'other']"
            }
            if let fallback = row.fallback { line += "  [not translated: from \(fallback)]" }
            Output.line(line)
        }
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
