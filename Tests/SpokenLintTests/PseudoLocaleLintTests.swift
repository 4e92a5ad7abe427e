import Spoken
import SpokenLint
import Testing

@Suite("Lint: pseudo-locales")
struct PseudoLocaleLintTests {
    @Test("a pseudo-locale file is generated: never missing keys, never unknown ones", arguments: ["en-XA", "ar-XB"])
    func generated(_ tag: String) {
        let source = LintFile(
            path: "l10n/en.arb", text: #"{"@@locale": "en", "a.one": "One", "a.two": "Two words here"}"#)
        let pseudo = LintFile(path: "l10n/\(tag).arb", text: #"{"@@locale": "\#(tag)", "a.stale": "[Öñé ·]"}"#)
        let translation = LintFile(path: "l10n/de.arb", text: #"{"@@locale": "de", "a.stale": "Eins"}"#)
        let report = Linter().lint([source, pseudo, translation], source: source)
        #expect(report.diagnostics.filter { $0.file == pseudo.path }.isEmpty)
        // The same file under a real locale's name is compared with the source.
        #expect(!report.diagnostics.filter { $0.file == translation.path }.isEmpty)
    }
}
