import Spoken

/// `spoken locales`: the shipped catalogs, and how a locale falls back through them.
enum LocalesCommand: Command {
    static let name = "locales"
    static let summary = "List the shipped catalog locales, or print a locale's CLDR fallback chain"
    static let help = """
        Usage: spoken locales [--catalog DIR]
               spoken locales [--catalog DIR] --resolve TAG

        Without options, prints the tag of every shipped catalog, one per line, with the
        pseudo-locales generated from the source catalog: en-XA (accented, about 40% longer, in
        [ ]) and ar-XB (each word forced right to left).

        --resolve TAG   prints TAG's fallback chain, one locale per line, from CLDR parent
                        locales (zh-TW → zh-Hant-TW, zh-Hant; en-GB → en-GB, en-001, en), ending
                        with the source locale en. Each line is LOCALE<TAB>CATALOG, where CATALOG
                        is the shipped catalog that serves that step ('-' when none: the next
                        step is tried). The first step with a catalog supplies the words.

        Options:
        \(CatalogOption.help)

        Exit status: 0 on success, 1 for an invalid --catalog directory, 64 on usage errors (an
        invalid TAG), 66 when the --catalog directory cannot be read.
        """

    static func run(_ tokens: [String]) throws(CLIError) -> Int32 {
        let arguments = try Arguments(tokens, options: ["--resolve", CatalogOption.name])
        try CatalogOption.apply(arguments)
        guard arguments.positionals.isEmpty else {
            throw .usage("Unexpected argument '\(arguments.positionals[0])'")
        }
        guard let tag = arguments["--resolve"] else {
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
