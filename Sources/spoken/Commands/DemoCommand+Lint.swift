import Spoken
import SpokenLint

extension DemoCommand {
    /// A translator's draft with typical mistakes, linted against the shipped English source:
    /// what `spoken lint` tells a translator before they submit.
    static let draftCatalog = """
        {
          "@@locale": "ru",
          "rotor.headlines": "Главные новости.",
          "announce.newMessages": "{count, plural, one {# новое сообщение} other {# новых сообщений}}",
          "announce.pageOf": "Страница {page} из {totl}",
          "hint.dismiss": "Closes this screen."
        }
        """

    static func lintSection() {
        Output.line("")
        Output.line("Lint of a translator's draft, draft/ru.arb (against the shipped en.arb):")
        for (number, line) in draftCatalog.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            Output.line("  " + String(number + 1).leftPadded(to: 2) + " | " + line)
        }
        Output.line("")
        let source = ShippedResources.text("l10n/en.arb").map { LintFile(path: "l10n/en.arb", text: $0) }
        let report = Linter().lint([LintFile(path: "draft/ru.arb", text: draftCatalog)], source: source)
        // Only the defects in the draft: the keys it leaves out are reported too, once each.
        for diagnostic in report.diagnostics where diagnostic.rule != .missingTranslation {
            Output.line("  " + diagnostic.description)
        }
        Output.line(
            "  (and \(report.diagnostics.filter { $0.rule == .missingTranslation }.count) missing translations)")
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
