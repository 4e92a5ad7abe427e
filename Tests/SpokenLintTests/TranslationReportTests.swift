import Foundation
import Spoken
import SpokenLint
import Testing

/// The report's model over each format (String Catalogs and `.stringsdict` converted to ARB, as
/// `spoken convert` converts them) and the HTML writer's escaping. Expected words come from the
/// fixture files and ICU's plural categories, never from the report.
@Suite("Translation report")
struct TranslationReportTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    @Test("a String Catalog: every language, every key, each plural category of the language spoken")
    func stringCatalog() throws {
        let path = Self.fixtures.appendingPathComponent("xcstrings-plurals.clean").path
        let report = try TranslationReport.build(paths: [path])
        #expect(report.languages.map(\.locale) == ["en", "de", "ru"])
        let file = try Data(
            contentsOf: Self.fixtures.appendingPathComponent("xcstrings-plurals.clean/Localizable.xcstrings"))
        let strings = try #require(
            (try JSONSerialization.jsonObject(with: file) as? [String: Any])?["strings"] as? [String: Any])
        let russian = try #require(report.languages.first { $0.locale == "ru" })
        let message = try #require(russian.messages.first { $0.key == "%lld new messages" })
        // ru's cardinal categories (CLDR): one, few, many, other; each its own row, spoken with its number.
        for category in ["one", "few", "many", "other"] {
            #expect(message.cases.contains { $0.label.contains("=\(category) (") }, "\(category)")
        }
        let few = try #require(message.cases.first { $0.label.contains("=few (") })
        #expect(few.text.hasSuffix("новых сообщения"))
        #expect(!message.isBroken)
        // Keys: those of the catalog that convert (device variations are left out by the converter).
        #expect(Set(russian.messages.map(\.key)).isSubset(of: Set(strings.keys)))
        #expect(report.lint.errorCount == 0)
    }

    @Test("Mastodon's consuming variable: spoken, and a warning, not broken")
    func consumingVariable() throws {
        let path = Self.fixtures.appendingPathComponent("apple-strings.consuming-variable.trigger").path
        let report = try TranslationReport.build(paths: [path])
        let english = try #require(report.languages.first { $0.locale == "en" })
        let message = try #require(english.messages.first { $0.key == "followed_by_and_mutual" })
        #expect(!message.isBroken)
        #expect(message.findings.map(\.severity) == [.warning, .warning])
        #expect(message.cases.contains { $0.text == "Followed by 2, and another mutual" })
    }

    @Test("a broken ARB message has no words, and its reason")
    func broken() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(#"{"@@locale": "en", "m": "{n, plural, one {# file} other {# files}}"}"#.utf8)
            .write(to: directory.appendingPathComponent("en.arb"))
        try Data(#"{"@@locale": "pl", "m": "{n, plural, one {# plik} other {# plików}}"}"#.utf8)
            .write(to: directory.appendingPathComponent("pl.arb"))
        let report = try TranslationReport.build(paths: [directory.path])
        let polish = try #require(report.languages.first { $0.locale == "pl" }?.messages.first)
        #expect(polish.isBroken)
        #expect(polish.brokenReason?.contains("few") == true)
        #expect(!polish.cases.isEmpty && polish.cases.allSatisfy { $0.text.isEmpty })
        let page = TranslationReportHTML.render(report)
        #expect(page.contains("Broken: not spoken"))
        #expect(!page.contains("plików</td>"))
    }

    @Test("the page escapes what files hold")
    func escaping() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let object = ["@@locale": "en", "<b>&\"'": "Hello <i>"]
        try JSONSerialization.data(withJSONObject: object).write(to: directory.appendingPathComponent("en.arb"))
        let page = TranslationReportHTML.render(try TranslationReport.build(paths: [directory.path]))
        #expect(page.contains("data-key=\"&lt;b&gt;&amp;&quot;&#39;\""))
        #expect(page.contains("Hello &lt;i&gt;"))
        #expect(!page.contains("<i>"))
    }
}
