import Foundation
import TestSupport
import Testing

/// `spoken report`: the translators' page, end to end. Keys and texts come from the catalogs on
/// disk (l10n/), the planted mistakes from the test; the browser test (Tests/Browser) checks the
/// page in Chromium with axe-core.
@Suite("spoken report (CLI)")
struct ReportCLITests {
    /// A copy of l10n/ with `edits` (locale → key → text) applied.
    static func planted(_ edits: [String: [String: String]]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appending(path: "spoken-report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: Repository.url("l10n").path)
        where name.hasSuffix(".arb") {
            var data = try Data(contentsOf: Repository.url("l10n/\(name)"))
            if let changes = edits[String(name.dropLast(4))] {
                var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
                for (key, text) in changes { object[key] = text }
                data = try JSONSerialization.data(withJSONObject: object)
            }
            try data.write(to: root.appending(path: name))
        }
        return root
    }

    @Test("the shipped catalogs: one self-contained page, a section and a row group per key and language")
    func shipped() throws {
        let run = try CLI.run(["report", Repository.url("l10n").path])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        let page = run.stdout
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        for needle in ["http://", "https://", "<link", " src="] { #expect(!page.contains(needle), "\(needle)") }
        let names = try FileManager.default.contentsOfDirectory(atPath: Repository.url("l10n").path)
            .filter { $0.hasSuffix(".arb") }
        let source = try #require(CatalogOnDisk.object("en")).keys.filter { !$0.hasPrefix("@") }
        for name in names {
            let locale = String(name.dropLast(4))
            #expect(page.contains("<section class=\"language\" id=\"lang-\(locale)\""), "\(locale)")
            // Every translation cell carries its language and direction.
            #expect(page.contains("<td lang=\"\(locale)\" dir=\"\(["ar", "he"].contains(locale) ? "rtl" : "ltr")\">"))
        }
        let groups = page.components(separatedBy: "<tbody class=\"message\"").count - 1
        #expect(groups == names.count * source.count)
        #expect(!page.contains("class=\"message broken\""))
    }

    @Test("a broken message is marked with the reason and shows no shipped words; exit 1 as lint")
    func broken() throws {
        let root = try Self.planted(["de": ["announce.pageOf": "Seite {seite} von {total}"]])
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appending(path: "out/report.html")
        try FileManager.default.createDirectory(
            at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        let run = try CLI.run(["report", root.path, "-o", output.path])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        let page = try String(contentsOf: output, encoding: .utf8)
        let german = try #require(page.components(separatedBy: "id=\"lang-de\"").dropFirst().first)
        let group = try #require(
            german.components(separatedBy: "<tbody class=\"message broken\" data-key=\"announce.pageOf\"")
                .dropFirst().first?.components(separatedBy: "</tbody>").first)
        #expect(group.contains("Unknown placeholder &#39;{seite}&#39;"))
        #expect(group.contains("Broken: not spoken"))
        // The shipped German words, as the catalog writes them, appear nowhere in the group.
        let shipped = try #require(CatalogOnDisk.message("announce.pageOf", in: "de"))
        let words = try #require(shipped.components(separatedBy: " {").first)
        #expect(!group.replacingOccurrences(of: "Seite {seite}", with: "").contains(words + " "))
    }

    @Test("an unreadable path exits 66 naming it; no PATH is a usage error")
    func errors() throws {
        let missing = try CLI.run(["report", "/nonexistent/l10n"])
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("'/nonexistent/l10n'"))
        let none = try CLI.run(["report"])
        #expect(none.status == 64)
    }
}
