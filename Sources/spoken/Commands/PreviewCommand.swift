import Spoken

/// `spoken preview`: every plural, ordinal and select case of catalog messages, as spoken.
enum PreviewCommand: Command {
    static let locales = OptionDeclaration.repeating(
        "--locale", "TAG",
        help: """
            a locale to preview (repeat for more); en-XA and ar-XB are the
            pseudo-locales generated from the source catalog
            """)
    static let all = OptionDeclaration.flag("--all", help: "every catalog locale, pseudo-locales included")
    static let format = OptionDeclaration.option(
        "--format", "FORMAT",
        help: """
            text (aligned columns: LOCALE KEY CASE TEXT) or json (JSON Lines:
            locale, key, case, arguments, text; missing when a branch falls back
            to other, fallback when the key is not translated), in a stable order
            for golden files
            """, default: "text")
    static let showInvisible = OptionDeclaration.flag(
        "--show-invisible", help: "write invisible characters of the text as escapes (\\u{202F})")

    static let declaration = CommandDeclaration(
        name: "preview",
        summary: "Show every plural and select case of catalog messages as Spoken says them",
        usage: [
            [
                .optional(locales.name), .optional(all.name), .optional(OptionGroup.catalog.name),
                .optional(format.name), .optional(OptionGroup.timeZone.name), .optional(showInvisible.name),
                .argument("KEY"),
            ]
        ],
        discussion: """
            Prints, for each locale and message (every key when no KEY is given), one row per case:
            each plural and selectordinal category of the locale's CLDR rules with ICU's sample
            numbers (the first two integers, and the first of CLDR's decimals unless the placeholder
            is an int; a category only fractions reach, as ru 'other', or he 'one' beside '=1',
            shows its decimal always),
            each explicit =N value, each select branch; dates at 2026-11-29T12:50:00Z. Other
            placeholders take the source's ARB example (a duration the locale's translation puts in
            a case, "case": "accusative", also the first two values of each plural category in the
            example's smallest unit, so that each cased form is seen: ru 1 минуту, 21 минуту, 2
            минуты, 5 минут); else a number, an amount of money, a duration (in its smallest
            unit; two values where the translation gives it a case) or a relative time takes a
            value in each plural category of the locale (a decimal for a category only fractions
            reach, unless an int); else a value that shows how it is spoken (compactLong 1234567, percentPattern
            0.42, "Anna"). The text is what 'spoken announce' says for those arguments. A category the message has no branch for
            is marked (ICU speaks its 'other' branch instead), and so is a key the locale's language
            has no translation for (the words come from the fallback, en).

            With --catalog, every message that loads is previewed even when others have errors:
            those are listed on standard error as 'spoken lint' prints them, and their rows are
            marked broken with the errors, without words (what would be spoken instead is not the
            translator's: the shipped words, or en).
            """,
        arguments: [ArgumentDeclaration("KEY", repeating: true, optional: true)],
        options: [
            locales, all, format, OptionGroup.timeZone.with(help: "zone of date arguments"), showInvisible,
            OptionGroup.catalog,
        ],
        exitStatus: """
            0 on success, 1 for an unknown key or errors in --catalog (the rows that load are
            still printed), 64 on
            usage errors (no --locale or --all, an invalid locale, zone or format), 66 when the
            --catalog path (or a file in it) cannot be read.
            """)

    static func run(_ arguments: ParsedArguments) throws(CLIError) -> Int32 {
        let tags = arguments.values(locales)
        let format = arguments.value(Self.format)
        guard format == "text" || format == "json" else {
            throw .usage("Invalid format '\(format)': expected text or json")
        }
        if arguments.has(all.name), !tags.isEmpty { throw .usage("Give either --locale or --all, not both") }
        guard arguments.has(all.name) || !tags.isEmpty else {
            throw .usage("Missing --locale TAG or --all")
        }
        let zone = try arguments.timeZone()
        var localeIDs: [String] = []
        do {
            for tag in tags { localeIDs.append(try SpokenLocale(tag).identifier) }
        } catch {
            throw .usage(error)
        }
        let overrides = try loadCatalog(arguments)
        let broken = (overrides?.errorCount ?? 0) > 0
        let preview = MessagePreview(timeZone: zone, overrides: overrides)
        if arguments.has(all.name) { localeIDs = preview.allLocales }
        let rows: [PreviewRow]
        do {
            rows = try preview.rows(keys: arguments.positionals, locales: localeIDs)
        } catch {
            throw .failure(error.message.terminalSafe)
        }
        if format == "json" {
            for row in rows { Output.line(row.jsonLine) }
        } else {
            printText(rows, showInvisible: arguments.has(showInvisible.name))
        }
        return broken ? 1 : 0
    }

    /// Loads `--catalog PATH` message by message: what has an error is listed on standard error
    /// (the translator wants to see exactly those) and everything else is previewed. The report,
    /// whose refused messages the rows mark broken; nil without --catalog.
    private static func loadCatalog(_ arguments: ParsedArguments) throws(CLIError) -> CatalogLoadReport? {
        guard let path = arguments[OptionGroup.catalog.name] else { return nil }
        let report: CatalogLoadReport
        do {
            report = try CatalogStore.shared.loadOverrides(at: path, policy: .validMessages)
        } catch {
            throw error.code == .unreadableCatalog ? .noInput(error.message) : .failure(error.message)
        }
        guard report.errorCount > 0 else { return report }
        let lines = report.errorLines
        let count = report.errorCount
        Output.error(
            lines.joined(separator: "\n")
                + "\nNot loaded: \(count) error\(count == 1 ? "" : "s") in '\(path.terminalSafe)' (above); "
                + "their rows are marked broken")
        return report
    }

    /// Aligned columns: locale, key, case, text, and a note when a branch is missing.
    private static func printText(_ rows: [PreviewRow], showInvisible: Bool) {
        let cases = rows.map(\.caseDescription)
        let localeWidth = rows.map(\.locale.count).max() ?? 0
        let caseWidth = cases.map(\.terminalSafe.count).max() ?? 0
        // One row per line whatever the catalog holds: keys and texts are terminal-safe (a newline
        // or ESC in an override catalog cannot forge a row or reach the terminal), as in lint.
        let keys = rows.map(\.key.terminalSafe)
        let keyWidth = keys.map(\.count).max() ?? 0
        for ((row, caseText), key) in zip(zip(rows, cases), keys) {
            var line = pad(row.locale, localeWidth) + "  " + pad(key, keyWidth) + "  "
            if caseWidth > 0 { line += pad(caseText.terminalSafe, caseWidth) + "  " }
            if let reason = row.brokenReason {
                Output.line(line + "[broken, not loaded: \(reason.terminalSafe)]")
                continue
            }
            line += showInvisible ? VisibleText.escaped(row.text) : row.text.terminalSafe
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
