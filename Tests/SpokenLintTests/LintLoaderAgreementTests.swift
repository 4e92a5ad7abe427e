import Foundation
import Spoken
import SpokenLint
import Testing

/// One checker, one verdict: the catalog loader (`CatalogStore.loadOverrides`, `--catalog`)
/// refuses exactly the ARB files `spoken lint` fails, with the same errors (rule, position and
/// words), and loads the ones lint passes. Run over every ARB lint fixture, triggers and clean.
@Suite("Lint and the catalog loader agree")
struct LintLoaderAgreementTests {
    /// Fixtures made only of ARB files (the loader reads no other format).
    static var arbFixtures: [String] {
        LintFixtureTests.fixtureNames.filter { name in
            let files = (try? FileManager.default.subpathsOfDirectory(atPath: directory(name).path)) ?? []
            let catalogs = files.filter {
                [".arb", ".xcstrings", ".strings", ".stringsdict"].contains(where: $0.hasSuffix)
            }
            return !catalogs.isEmpty && catalogs.allSatisfy { $0.hasSuffix(".arb") }
        }
    }

    static func directory(_ name: String) -> URL { LintFixtureTests.fixtures.appendingPathComponent(name) }

    /// A diagnostic without its directory, for comparing lint's (relative paths) and the loader's.
    static func line(_ diagnostic: Diagnostic, in directory: String) -> String {
        let file =
            diagnostic.file.hasPrefix(directory + "/")
            ? String(diagnostic.file.dropFirst(directory.count + 1)) : diagnostic.file
        return
            "\(file):\(diagnostic.line):\(diagnostic.column): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.rule.rawValue)]"
    }

    @Test("The loader reports lint's errors, word for word, and loads only what lint passes", arguments: arbFixtures)
    func sameVerdict(_ name: String) throws {
        let directory = Self.directory(name).path
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".arb") }
            .sorted()
        let files = try names.map {
            LintFile(path: $0, bytes: [UInt8](try Data(contentsOf: Self.directory(name).appendingPathComponent($0))))
        }
        let limit =
            (try? String(contentsOf: Self.directory(name).appendingPathComponent("max-file-bytes"), encoding: .utf8))
            .flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        let limits = LintLimits(maxFileBytes: limit ?? LintLimits.defaultMaxFileBytes)
        let report = Linter(limits: limits).lint(files, source: files.first { $0.path == "en.arb" })
        let lintErrors = report.diagnostics.filter { $0.severity == .error }.map { Self.line($0, in: directory) }
            .sorted()

        let store = CatalogStore()
        let checked = store.validateOverrides(at: directory, limits: limits)
        let loaderErrors = checked.diagnostics.filter { $0.severity == .error }.map { Self.line($0, in: directory) }
            .sorted()
        #expect(loaderErrors == lintErrors)
        #expect(checked.errorCount == report.errorCount)
        // The verdict itself: refused exactly when lint fails.
        var refused = false
        do {
            try store.loadOverrides(at: directory, limits: limits)
        } catch {
            refused = true
            #expect(error.code == .invalidCatalog)
            for line in lintErrors.prefix(20) {
                #expect(error.message.contains(line.split(separator: ":", maxSplits: 1).last.map(String.init) ?? line))
            }
        }
        #expect(refused == (report.errorCount > 0))
    }

    /// What the issue found (columns counted by hand: 1-based code points of the character the
    /// finding points at): each changes what is spoken, and lint and the loader said different things.
    static let speechChanging: [(name: String, file: String, text: String, rule: DiagnosticCode, column: Int)] = [
        (
            "an apostrophe swallows {date}", "ru.arb",
            #"{"@@locale": "ru", "announce.updatedAt": "Обновлено '{date}'"}"#, .apostrophe, 53
        ),
        (
            "ru without few", "ru.arb",
            #"{"@@locale": "ru", "announce.newMessages": "{count, plural, one {# новое сообщение} many {# новых сообщений} other {# новых сообщения}}"}"#,
            .pluralCategoryMissing, 45
        ),
        (
            "andere for other", "de.arb",
            #"{"@@locale": "de", "announce.newMessages": "{count, plural, one {# neue Nachricht} andere {# neue Nachrichten}}"}"#,
            .pluralCategoryInvalid, 84
        ),
        ("an empty value", "de.arb", #"{"@@locale": "de", "rotor.headlines": ""}"#, .emptyMessage, 40),
        ("only spaces", "de.arb", #"{"@@locale": "de", "rotor.headlines": "   "}"#, .emptyMessage, 40),
        (
            "a bidi override", "de.arb", #"{"@@locale": "de", "rotor.headlines": "\u202eSchlagzeilen"}"#,
            .invisibleChar, 40
        ),
    ]

    @Test(
        "What changes speech is an error in lint and in the loader, at the same place",
        arguments: speechChanging.indices)
    func speechChangingIsAnError(_ index: Int) throws {
        let row = Self.speechChanging[index]
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "spoken-agree-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try row.text.write(to: directory.appendingPathComponent(row.file), atomically: true, encoding: .utf8)
        let report = try Linter().lint(paths: [directory.path])
        let lintErrors = report.diagnostics.filter { $0.severity == .error }
        #expect(lintErrors.map(\.rule) == [row.rule], "\(row.name)")
        #expect(lintErrors.first?.column == row.column, "\(row.name)")
        let store = CatalogStore()
        #expect(store.validateOverrides(directory: directory.path).filter { $0.severity == .error } == lintErrors)
        #expect(throws: SpokenError.self) { try store.loadOverrides(directory: directory.path) }
        #expect(store.diagnostics.isEmpty)  // nothing changed
    }
}
