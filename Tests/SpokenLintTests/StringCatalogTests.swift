import Foundation
import Spoken
import SpokenLint
import Testing

/// String Catalog (`.xcstrings`) fixtures: the diagnostics with their locales, and byte-exact
/// round trips of files in Xcode's layout (written by `make-format-fixtures.py`, an independent
/// writer).
@Suite("String Catalogs")
struct StringCatalogTests {
    static let fixtures = LintFixtureTests.fixtures

    static var localeFixtureNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
        return names.filter {
            FileManager.default.fileExists(atPath: fixtures.appendingPathComponent($0 + "/expected-locales").path)
        }.sorted()
    }

    static var catalogFiles: [String] {
        localeFixtureNames.flatMap { name in
            ((try? FileManager.default.contentsOfDirectory(atPath: fixtures.appendingPathComponent(name).path)) ?? [])
                .filter { $0.hasSuffix(".xcstrings") && $0 != "Broken.xcstrings" }.map { "\(name)/\($0)" }
        }.sorted()
    }

    static func bytes(_ relative: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: fixtures.appendingPathComponent(relative)))
    }

    @Test("Fixture gives exactly its golden diagnostics, each with its locale", arguments: localeFixtureNames)
    func fixture(_ name: String) throws {
        let directory = Self.fixtures.appendingPathComponent(name)
        let names = try FileManager.default.subpathsOfDirectory(atPath: directory.path)
            .filter { [".xcstrings", ".strings", ".stringsdict"].contains(where: $0.hasSuffix) }.sorted()
        let files = try names.map { LintFile(path: $0, bytes: try Self.bytes("\(name)/\($0)")) }
        let report = Linter().lint(files, source: nil)
        let actual = report.diagnostics.map {
            "\($0.file):\($0.line):\($0.column): \($0.severity.rawValue) \($0.rule.rawValue) \($0.key ?? "-") \($0.locale ?? "-")"
        }.sorted()
        let expected = try String(contentsOf: directory.appendingPathComponent("expected-locales"), encoding: .utf8)
            .split(separator: "\n").map(String.init).sorted()
        #expect(actual == expected)
    }

    @Test("A catalog in Xcode's layout is written back byte for byte", arguments: catalogFiles)
    func roundTrip(_ relative: String) throws {
        let bytes = try Self.bytes(relative)
        let catalog = try StringCatalog(parsing: bytes, path: relative)
        #expect(catalog.xcodeFormatted() == bytes)
    }

    @Test("Written with a limit: the same bytes when they fit, nil one byte over it", arguments: catalogFiles)
    func limitedWrite(_ relative: String) throws {
        let bytes = try Self.bytes(relative)
        let catalog = try StringCatalog(parsing: bytes, path: relative)
        #expect(catalog.xcodeFormatted(limit: bytes.count) == bytes)
        #expect(catalog.xcodeFormatted(limit: bytes.count - 1) == nil)
        #expect(catalog.xcodeFormatted(limit: 0) == nil)
    }
}
