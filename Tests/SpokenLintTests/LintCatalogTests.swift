import Spoken
import SpokenLint
import Testing

@Suite("Lint on shipped and generated catalogs")
struct LintCatalogTests {
    @Test("The shipped l10n/ catalogs lint with zero errors and zero warnings")
    func shippedCatalogsAreClean() throws {
        let paths = ShippedResources.paths.filter { $0.hasPrefix("l10n/") && $0.hasSuffix(".arb") }
        let files = try paths.map { path in
            LintFile(path: path, bytes: [UInt8](try #require(ShippedResources.data(path))))
        }
        let source = try #require(files.first { $0.path == "l10n/en.arb" })
        let report = Linter().lint(files, source: source)
        #expect(report.diagnostics.map(\.description) == [])
        #expect(report.files == paths.count)
    }

    @Test("Diagnostics come out in input order, by position within a file, whatever the threads do")
    func deterministicOrder() {
        let source = LintFile(path: "en.arb", text: #"{"@@locale": "en", "a": "One", "b": "Two {x}"}"#)
        let files = (0..<24).map {
            LintFile(path: "f\($0)/de.arb", text: #"{"@@locale": "de", "b": "Zwei {y}", "a": "Eins."}"#)
        }
        let first = Linter().lint(files, source: source)
        for _ in 0..<5 { #expect(Linter().lint(files, source: source) == first) }
        #expect(first.diagnostics.map(\.file) == files.map(\.path))
    }

    @Test("Text, JSON and SARIF renderings agree on the diagnostics")
    func renderings() {
        let report = Linter().lint(
            [LintFile(path: "de.arb", text: "{\"@@locale\": \"de\", \"label.x\": \"A \\\"b\\\"\\u200B\"}")], source: nil
        )
        #expect(report.diagnostics.map(\.rule) == [.invisibleChar])
        let text = report.rendered(as: .text)
        #expect(text.hasPrefix("de.arb:1:39: error: Zero width space U+200B inside the message [invisible-char]\n"))
        #expect(report.rendered(as: .json).contains("\"column\": 39"))
        #expect(report.rendered(as: .sarif).contains("\"startColumn\": 39"))
        #expect(report.rendered(as: .text, color: true).contains("\u{1B}[1;31merror:"))
    }
}
