import Spoken

extension DemoCommand {
    /// The catalog part of `spoken demo`: rotor names, announcements with plurals, ratings and a
    /// fallback chain, in several locales. Call it from `run` (it prints its own heading).
    static func catalogSection() throws(CLIError) {
        let store = CatalogStore.shared
        let locales = ["en-US", "zh-Hans-CN", "zh-Hant-TW", "ja-JP", "de-DE", "ar-EG", "ru-RU", "hi-IN"]
        Output.line("")
        Output.line("Catalogs (\(store.locales.count) languages; first supplier along the CLDR fallback chain):")
        do {
            for tag in locales {
                let locale = try SpokenLocale(tag)
                let headlines = try store.text(key: "rotor.headlines", locale: locale)
                let unread = try store.rotor("unread", locale: locale)
                var messages: [String] = []
                for count: Int64 in [1, 3, 21] {
                    messages.append(
                        try store.text(key: "announce.newMessages", locale: locale, arguments: ["count": .int(count)])
                            .text)
                }
                let stars = try store.text(key: "rating.stars", locale: locale, arguments: ["value": 3.5]).text
                Output.line("  \(tag) (from \(headlines.locale))")
                Output.line("    rotors     \(headlines.text) | \(unread.name)")
                Output.line("    announce   \(messages.joined(separator: " | "))")
                Output.line("    rating     \(stars)")
            }
            for tag in ["zh-HK", "en-AU", "es-MX", "pt-PT"] {
                let chain = store.resolve(try SpokenLocale(tag)).map { step in
                    // "pt=pt-BR": the step is served by a catalog of another name.
                    step.catalog.map { $0 == step.locale ? $0 : "\(step.locale)=\($0)" } ?? step.locale
                }
                Output.line("  fallback \(tag): \(chain.joined(separator: " → "))")
            }
        } catch {
            throw .failure(error.message)
        }
    }
}
