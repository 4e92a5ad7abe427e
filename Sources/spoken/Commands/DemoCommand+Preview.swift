import Spoken

extension DemoCommand {
    /// The preview part of `spoken demo`: every case of a Russian plural as spoken, and one
    /// message in both pseudo-locales. Call it from `run` (it prints its own heading).
    static func previewSection() throws(CLIError) {
        Output.line("")
        Output.line("Preview (spoken preview --locale ru newMessages: each CLDR category with ICU's samples):")
        do {
            let rows = try MessagePreview().rows(keys: ["announce.newMessages"], locales: ["ru"])
            let width = rows.map(\.caseDescription.count).max() ?? 0
            for row in rows {
                let label = row.caseDescription
                Output.line("  \(label)\(String(repeating: " ", count: width - label.count))  \(row.text)")
            }
            Output.line("Pseudo-locales (generated from en; invisible characters escaped):")
            for pseudo in PseudoLocale.allCases {
                let text = try CatalogStore.shared.text(
                    key: "announce.newMessages", locale: pseudo.tag, arguments: ["count": 3])
                Output.line("  \(pseudo.tag)  \(VisibleText.escaped(text.text))")
            }
        } catch {
            throw .failure(error.message)
        }
    }
}
