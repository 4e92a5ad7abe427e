import Spoken

/// `spoken locales`: the shipped catalogs, and how a locale falls back through them.
enum LocalesCommand: Command {
    static let resolve = OptionDeclaration.option(
        "--resolve", "TAG",
        help: """
            prints TAG's fallback chain, one locale per line, from CLDR parent
            locales (zh-TW → zh-Hant-TW, zh-Hant; en-GB → en-GB, en-001, en), ending
            with the source locale en. Each line is LOCALE<TAB>CATALOG, where CATALOG
            is the shipped catalog that serves that step ('-' when none: the next
            step is tried). The first step with a catalog supplies the words.
            """)

    static let declaration = CommandDeclaration(
        name: "locales",
        summary: "List the shipped catalog locales, or print a locale's CLDR fallback chain",
        usage: [
            [.optional(OptionGroup.catalog.name)],
            [.optional(OptionGroup.catalog.name), .required(resolve.name)],
        ],
        discussion: """
            Without options, prints the tag of every shipped catalog, one per line, with the
            pseudo-locales generated from the source catalog: en-XA (accented, about 40% longer, in
            [ ]) and ar-XB (each word forced right to left).
            """,
        options: [OptionGroup.catalog, resolve],
        exitStatus: """
            0 on success, 1 for an invalid --catalog, 64 on usage errors (an
            invalid TAG), 66 when the --catalog path (or a file in it) cannot be read.
            """)

    static func run(_ arguments: ParsedArguments) throws(CLIError) -> Int32 {
        try arguments.applyCatalog()
        guard arguments.positionals.isEmpty else {
            throw .usage("Unexpected argument '\(arguments.positionals[0])'")
        }
        guard let tag = arguments[resolve.name] else {
            let store = CatalogStore.shared
            for locale in (store.locales + store.pseudoLocales).sorted() { Output.line(locale) }
            return 0
        }
        let locale: SpokenLocale
        do {
            locale = try SpokenLocale(tag)
        } catch {
            throw .usage(error)
        }
        for step in CatalogStore.shared.resolve(locale) {
            Output.line("\(step.locale)\t\(step.catalog ?? "-")")
        }
        return 0
    }
}
