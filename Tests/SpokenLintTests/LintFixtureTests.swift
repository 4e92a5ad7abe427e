import Foundation
import Spoken
import SpokenLint
import Testing

/// Data-driven rule tests: each `Fixtures/<rule>.trigger/` and `Fixtures/<rule>.clean/` holds ARB
/// files (the source `en.arb` and targets) and an `expected` golden file listing
/// `file:line:col: severity rule key`, one per diagnostic (empty for clean fixtures). The golden
/// positions come from `make-fixtures.py`, which computes them from markers in the text.
@Suite("Lint fixtures")
struct LintFixtureTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Every fixture folder: `<rule>.trigger`/`.clean` for each rule, and named cases
    /// (`<rule>.<case>.trigger`/`.clean`) for defects found later.
    static var fixtureNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
        return Array(
            Set(names + DiagnosticCode.lintRules.flatMap { ["\($0.rawValue).trigger", "\($0.rawValue).clean"] })
        )
        .sorted()
    }

    static func lint(_ name: String) throws -> [String] {
        let directory = fixtures.appendingPathComponent(name)
        // ARB and String Catalogs at the top, .strings/.stringsdict in <locale>.lproj folders.
        let names = try FileManager.default.subpathsOfDirectory(atPath: directory.path)
            .filter { [".arb", ".xcstrings", ".strings", ".stringsdict"].contains(where: $0.hasSuffix) }.sorted()
        let files = try names.map {
            LintFile(path: $0, bytes: [UInt8](try Data(contentsOf: directory.appendingPathComponent($0))))
        }
        // An optional `max-file-bytes` file sets the size limit (the file-too-large fixtures).
        let limit = (try? String(contentsOf: directory.appendingPathComponent("max-file-bytes"), encoding: .utf8))
            .flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        let linter = limit.map { Linter(limits: LintLimits(maxFileBytes: $0)) } ?? Linter()
        let report = linter.lint(files, source: files.first { $0.path == "en.arb" })
        return report.diagnostics.map {
            "\($0.file):\($0.line):\($0.column): \($0.severity.rawValue) \($0.rule.rawValue) \($0.key ?? "-")"
        }.sorted()
    }

    static func expected(_ name: String) throws -> [String] {
        let text = try String(
            contentsOf: fixtures.appendingPathComponent(name).appendingPathComponent("expected"), encoding: .utf8)
        return text.split(separator: "\n").map(String.init).sorted()
    }

    @Test("Fixture gives exactly its golden diagnostics", arguments: fixtureNames)
    func fixture(_ name: String) throws {
        let actual = try Self.lint(name)
        let expected = try Self.expected(name)
        #expect(actual == expected)
    }

    @Test(
        "A trigger fixture triggers its rule; a clean fixture has no diagnostics", arguments: DiagnosticCode.lintRules)
    func fixturesCoverEveryRule(_ rule: DiagnosticCode) throws {
        let trigger = try Self.expected("\(rule.rawValue).trigger")
        #expect(trigger.contains { $0.contains(" \(rule.rawValue) ") })
        #expect(try Self.expected("\(rule.rawValue).clean").isEmpty)
    }
}
