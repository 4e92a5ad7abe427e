import Foundation
import Spoken
import Testing

@testable import SpokenLint

/// `.strings` and `.stringsdict` readers, checked against the toolchain's `plutil` (an
/// independent reader of old-style and XML property lists), and hostile input.
@Suite("Apple .strings and .stringsdict")
struct AppleStringsTests {
    static let fixtures = LintFixtureTests.fixtures
    static let plutil = URL(fileURLWithPath: "/opt/swift/usr/bin/plutil")

    /// `plutil -convert json -o - FILE`, parsed.
    static func oracle(_ file: URL) throws -> NSDictionary {
        let process = Process()
        process.executableURL = plutil
        process.arguments = ["-convert", "json", "-o", "-", file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return try #require(try JSONSerialization.jsonObject(with: data) as? NSDictionary)
    }

    static func foundation(_ value: PlistValue) -> Any {
        switch value {
        case .dictionary(let members, _):
            var dictionary: [String: Any] = [:]
            for (key, value) in members { dictionary[key.text] = foundation(value) }
            return dictionary
        case .array(let elements, _): return elements.map(foundation)
        case .string(let text): return text.text
        case .scalar(_, let text, _): return text
        }
    }

    static var files: [String] {
        ["apple-strings.clean", "apple-strings.trigger"].flatMap { name in
            ((try? FileManager.default.subpathsOfDirectory(atPath: fixtures.appending(path: name).path)) ?? [])
                .filter { $0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict") }.map { "\(name)/\($0)" }
        }.sorted()
    }

    @Test("The reader agrees with plutil", arguments: files)
    func agreesWithPlutil(_ relative: String) throws {
        let url = Self.fixtures.appending(path: relative)
        let bytes = [UInt8](try Data(contentsOf: url))
        let ours: NSDictionary
        if relative.hasSuffix(".stringsdict") {
            ours = try #require(Self.foundation(try PlistXMLReader.read(bytes: bytes, path: relative)) as? NSDictionary)
        } else {
            var dictionary: [String: String] = [:]
            for entry in try StringsFile(parsing: bytes, path: relative).entries { dictionary[entry.key] = entry.value }
            ours = dictionary as NSDictionary
        }
        #expect(ours == (try Self.oracle(url)))
    }

    @Test("Escapes, comments, unquoted tokens and a value-less key, as plutil reads them")
    func escapes() throws {
        let text = #"""
            // line comment
            /* block
               comment */ "quote\"d" = "a\\b\nc\td\U00e9\u4e2d\101";
            plain = token_1.x;
            "lonely";
            "emoji" = "😀 \UD83D\UDE00";
            """#
        let url = FileManager.default.temporaryDirectory.appending(path: "spoken-escapes-\(UUID().uuidString).strings")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let file = try StringsFile(parsing: Array(text.utf8), path: "x.strings")
        var dictionary: [String: String] = [:]
        for entry in file.entries { dictionary[entry.key] = entry.value }
        #expect(dictionary as NSDictionary == (try Self.oracle(url)))
        #expect(file.entries.first?.comment == "block\ncomment")
        #expect(file.entries.first?.keyPosition == SourcePosition(line: 3, column: 16))
    }

    @Test(
        "Hostile input: a located plist-syntax error, never a crash",
        arguments: [
            ("de.lproj/a.strings", Array(#""a" = "b"#.utf8), 1),
            ("de.lproj/a.strings", [0x22, 0x61, 0x22, 0x3D, 0x22, 0xFF, 0x22, 0x3B], 1),
            ("de.lproj/a.strings", [0xFF, 0xFE, 0x22], 1),
            ("de.lproj/a.strings", Array(#""a" = "b" "c";"#.utf8), 1),
            ("de.lproj/a.stringsdict", Array(("<plist>" + String(repeating: "<array>", count: 3000)).utf8), 1),
            (
                "de.lproj/a.stringsdict",
                Array("<plist><dict><key>a</key><string>x &bogus; y</string></dict></plist>".utf8), 1
            ),
            ("de.lproj/a.stringsdict", Array("<plist><dict><key>a</key>".utf8), 1),
        ])
    func hostile(_ path: String, _ bytes: [UInt8], _ line: Int) {
        let report = Linter().lint([LintFile(path: path, bytes: bytes)], source: nil)
        #expect(report.diagnostics.map(\.rule) == [.plistSyntax])
        #expect(report.diagnostics.first?.line == line)
    }

    @Test("The folder convention: en.lproj is the source, else Base.lproj")
    func folderConvention() {
        let files = [
            LintFile(path: "R/Base.lproj/Main.strings", text: ""), LintFile(path: "R/de.lproj/Main.strings", text: ""),
            LintFile(path: "R/en.lproj/Localizable.strings", text: ""),
        ]
        #expect(
            AppleStringsLinter.sourcePath(for: "R/de.lproj/Main.strings", sourceLocale: "en", among: files)
                == "R/Base.lproj/Main.strings")
        #expect(
            AppleStringsLinter.sourcePath(for: "R/de.lproj/Localizable.strings", sourceLocale: "en", among: files)
                == "R/en.lproj/Localizable.strings")
        #expect(AppleStringsLinter.locale(of: "R/pt-BR.lproj/Main.strings") == "pt-BR")
    }
}

@Suite("Migration of .strings and .stringsdict to a String Catalog")
struct AppleStringsMigrationTests {
    @Test("Every key and locale; one-variable formats become plural variations, others substitutions")
    func migrate() throws {
        let directory = LintFixtureTests.fixtures.appending(path: "apple-strings.clean")
        let names = try FileManager.default.subpathsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict") }.sorted()
        let files = try names.map {
            LintFile(path: $0, bytes: [UInt8](try Data(contentsOf: directory.appending(path: $0))))
        }
        let conversion = try StringCatalogConverter.stringCatalog(fromStrings: files, sourceLocale: "en")
        #expect(conversion.notes.isEmpty)
        let bytes = conversion.catalog.xcodeFormatted()
        // No errors; the fixture has no de .stringsdict, so its two keys are untranslated in de.
        let report = Linter().lint([LintFile(path: "Localizable.xcstrings", bytes: bytes)], source: nil)
        #expect(report.errorCount == 0)
        #expect(
            report.diagnostics.map { "\($0.rule.rawValue) \($0.key ?? "") \($0.locale ?? "")" } == [
                "missing-translation files de", "missing-translation messages & more de",
            ])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let strings = try #require(json["strings"] as? [String: [String: Any]])
        #expect(Set(strings.keys) == ["hello", "count", "done", "title", "files", "messages & more"])
        func value(_ key: String, _ path: [String]) -> String? {
            var node: Any? = strings[key]
            for step in path { node = (node as? [String: Any])?[step] }
            return node as? String
        }
        // From the UTF-16 de.lproj/Localizable.strings.
        #expect(value("title", ["localizations", "de", "stringUnit", "value"]) == "Schlagzeilen")
        #expect(value("title", ["extractionState"]) == "migrated")
        #expect(value("title", ["comment"]) == "title")
        // "%#@files@ в %#@folders@": substitutions; the variable's "%lld папках" reads it as %arg.
        #expect(value("files", ["localizations", "ru", "stringUnit", "value"]) == "%#@files@ в %#@folders@")
        #expect(
            value(
                "files",
                [
                    "localizations", "ru", "substitutions", "folders", "variations", "plural", "few", "stringUnit",
                    "value",
                ])
                == "%arg папках")
        #expect(value("files", ["localizations", "ru", "substitutions", "folders", "formatSpecifier"]) == "lld")
        // "%#@count@" alone: plural variations with the case texts as they are.
        #expect(
            value("messages & more", ["localizations", "en", "variations", "plural", "other", "stringUnit", "value"])
                == "%d new messages")
    }
}
