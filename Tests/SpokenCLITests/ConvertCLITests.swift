import Foundation
import TestSupport
import Testing

/// End-to-end tests of `spoken convert` and of `spoken lint` on String Catalogs.
@Suite("spoken convert and String Catalog lint (CLI)")
struct ConvertCLITests {
    static let fixtures = Repository.url("Tests/SpokenLintTests/Fixtures")

    @Test("ARB directory to a String Catalog: exit 0, notes on stderr, output lints clean")
    func exportShipped() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "spoken-convert-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appending(path: "Localizable.xcstrings").path
        let result = try CLI.run(["convert", "--to", "xcstrings", "-o", out, Repository.url("l10n").path])
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(result.stderr.split(separator: "\n").allSatisfy { $0.hasPrefix("Warning: ") })
        #expect(result.stderr.contains("'announce.downloadProgress'"))
        let lint = try CLI.run(["lint", "--strict", out])
        #expect(lint.status == 0)
        #expect(lint.stdout.hasSuffix(": 0 errors, 0 warnings\n"))
        // Without -o the catalog goes to stdout, byte for byte the same.
        let stdout = try CLI.run(["convert", "--to", "xcstrings", Repository.url("l10n").path])
        #expect(Data(stdout.stdout.utf8) == (try Data(contentsOf: URL(fileURLWithPath: out))))
    }

    @Test("ARB with an error: the diagnostic points at the ARB line a translator edits, nothing is written")
    func arbErrorsLocatedInTheARB() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "spoken-convert-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(contentsOf: Repository.url("l10n/en.arb")).write(to: directory.appending(path: "en.arb"))
        // ru without 'few' on line 3.
        let russian = """
            {
              "@@locale": "ru",
              "announce.newMessages": "{count, plural, one {# новое сообщение} many {# новых сообщений} other {# новых сообщения}}"
            }

            """
        try Data(russian.utf8).write(to: directory.appending(path: "ru.arb"))
        let out = directory.appending(path: "out.xcstrings")
        let result = try CLI.run(
            ["convert", "--to", "xcstrings", "-o", out.path, "en.arb", "ru.arb"], workingDirectory: directory)
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("ru.arb:3:") == true, "\(result.stderr)")
        #expect(lines.first?.hasSuffix("[plural-category-missing]") == true, "\(result.stderr)")
        #expect(!result.stderr.contains("xcstrings:"), "\(result.stderr)")
        #expect(lines.last == "Error: The ARB catalogs have lint errors; nothing written")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test("l10n → String Catalog → ARB: the backend speaks the catalog's words under the original names")
    func roundTripSpeaks() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "spoken-convert-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalog = directory.appending(path: "Localizable.xcstrings")
        let export = try CLI.run(["convert", "--to", "xcstrings", "-o", catalog.path, Repository.url("l10n").path])
        #expect(export.status == 0)
        let unedited = try CLI.run([
            "convert", "--to", "arb", "-o", directory.appending(path: "same").path, catalog.path,
        ])
        #expect(unedited.status == 0)
        #expect(unedited.stderr == "")
        for (arguments, locale) in [(["newMessages", "count=3"], "en"), (["downloadProgress", "percent=42"], "de")] {
            let shipped = try CLI.run(["announce", "--locale", locale] + arguments)
            let back = try CLI.run(
                ["announce", "--locale", locale, "--catalog", directory.appending(path: "same").path] + arguments)
            #expect(back.status == 0)
            #expect(back.stdout == shipped.stdout, "\(arguments)")
        }
        // A translator's edit in the catalog (en's 'other' case) reaches the backend.
        var text = try String(contentsOf: catalog, encoding: .utf8)
        #expect(text.contains(#""value" : "%lld new messages""#))
        text = text.replacing(#""value" : "%lld new messages""#, with: #""value" : "%lld fresh messages""#)
        try Data(text.utf8).write(to: catalog)
        let back = directory.appending(path: "back").path
        let convert = try CLI.run(["convert", "--to", "arb", "-o", back, catalog.path])
        #expect(convert.status == 0)
        let announce = try CLI.run(["announce", "--catalog", back, "newMessages", "count=3"])
        #expect(announce.stderr == "")
        #expect(announce.stdout == "3 fresh messages\n")
        #expect(announce.status == 0)
    }

    @Test("A String Catalog in Xcode's layout converts to the same bytes")
    func normalizeIdentity() throws {
        let path = Self.fixtures.appending(path: "catalog-structure.clean/Localizable.xcstrings")
        let result = try CLI.run(["convert", "--to", "xcstrings", path.path])
        #expect(result.status == 0)
        #expect(Data(result.stdout.utf8) == (try Data(contentsOf: path)))
    }

    @Test("Normalising is formatting: a catalog with lint errors is written, its findings on stderr, exit 0")
    func normalizeBroken() throws {
        let path = Self.fixtures.appending(path: "catalog-structure.trigger/Localizable.xcstrings")
        let result = try CLI.run(["convert", "--to", "xcstrings", path.path])
        #expect(result.status == 0)
        #expect(result.stderr.contains("[catalog-structure]"))
        let lint = try CLI.run(["lint", path.path])
        #expect(lint.status == 1)
        let catalog =
            #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"%@ Dinge"}},"en":{"stringUnit":{"state":"translated","value":"%lld items"}}}}}}"#
        let directory = FileManager.default.temporaryDirectory.appending(path: "spoken-convert-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appending(path: "L.xcstrings")
        try Data(catalog.utf8).write(to: file)
        let normalised = try CLI.run(["convert", "--to", "xcstrings", "-o", file.path, file.path])
        #expect(normalised.status == 0)
        #expect(normalised.stderr.contains("[placeholder-mismatch]"))
        let written = try String(contentsOf: file, encoding: .utf8)
        // In Xcode's layout (members keep the file's order), the defect as the translator left it.
        #expect(written.hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"version\" : \"1.0\",\n  \"strings\" : {"))
        #expect(written.contains(#""value" : "%@ Dinge""#))
    }

    @Test(
        "A locale that is not a tag is a lint error and never a file name: nothing written outside -o or in it",
        arguments: ["../../pwn", "sub/x", ".", ""])
    func localeNotATag(locale: String) throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "spoken-convert-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appending(path: "a/b"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalog =
            #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"A"}},"\#(locale)":{"stringUnit":{"state":"translated","value":"B"}}}}}}"#
        try Data(catalog.utf8).write(to: directory.appending(path: "a/b/t.xcstrings"))
        let lint = try CLI.run(["lint", "t.xcstrings"], workingDirectory: directory.appending(path: "a/b"))
        #expect(lint.status == 1, "'\(locale)'")
        #expect(lint.stdout.contains("error: Unusable localization: Invalid locale '\(locale)'"), "\(lint.stdout)")
        let convert = try CLI.run(
            ["convert", "--to", "arb", "-o", "out", "t.xcstrings"], workingDirectory: directory.appending(path: "a/b"))
        #expect(convert.status == 1, "'\(locale)'")
        #expect(convert.stderr.hasSuffix("'t.xcstrings' has lint errors; nothing written\n"), "\(convert.stderr)")
        // Nothing anywhere: not out/, not beside it, not two levels up.
        let written = FileManager.default.enumerator(atPath: directory.path)?.allObjects as? [String] ?? []
        #expect(written.sorted() == ["a", "a/b", "a/b/t.xcstrings"], "'\(locale)': \(written)")
    }

    /// What the review found: ICU read `de.lproj/../../pwned_x` as `de` and the file name was made
    /// of the raw text, so with an `out/de.lproj` folder the export wrote `pwned_x.arb` beside `out`.
    @Test(
        "A path in a localization's name is a lint error, and convert --to arb writes nothing anywhere",
        arguments: ["de.lproj/../../pwned_x", "en_US.UTF-8/../../x", "en_US.UTF-8", "de@calendar=../../y"])
    func localeTraversal(locale: String) throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "spoken-convert-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: directory.appending(path: "a/b/out/de.lproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: directory.appending(path: "a/b/out/en_US.UTF-8"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalog =
            #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"A"}},"\#(locale)":{"stringUnit":{"state":"translated","value":"B"}}}}}}"#
        try Data(catalog.utf8).write(to: directory.appending(path: "a/b/t.xcstrings"))
        let lint = try CLI.run(["lint", "t.xcstrings"], workingDirectory: directory.appending(path: "a/b"))
        #expect(lint.status == 1, "'\(locale)'")
        #expect(
            lint.stdout.contains("error: Unusable localization: Invalid locale '\(locale)': a locale has only"),
            "\(lint.stdout)")
        #expect(lint.stdout.contains("[catalog-structure]"), "\(lint.stdout)")
        let convert = try CLI.run(
            ["convert", "--to", "arb", "-o", "out", "t.xcstrings"], workingDirectory: directory.appending(path: "a/b"))
        #expect(convert.status == 1, "'\(locale)'")
        #expect(convert.stderr.hasSuffix("'t.xcstrings' has lint errors; nothing written\n"), "\(convert.stderr)")
        let written = FileManager.default.enumerator(atPath: directory.path)?.allObjects as? [String] ?? []
        #expect(
            written.sorted() == ["a", "a/b", "a/b/out", "a/b/out/de.lproj", "a/b/out/en_US.UTF-8", "a/b/t.xcstrings"],
            "'\(locale)': \(written)")
    }

    @Test("ARB files are named by the canonical tag: de_DE becomes out/de-DE.arb with @@locale de-DE")
    func canonicalFileNames() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "spoken-convert-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalog =
            #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"A"}},"de_DE":{"stringUnit":{"state":"translated","value":"B"}},"zh_Hant_TW":{"stringUnit":{"state":"translated","value":"C"}}}}}}"#
        try Data(catalog.utf8).write(to: directory.appending(path: "t.xcstrings"))
        let convert = try CLI.run(["convert", "--to", "arb", "-o", "out", "t.xcstrings"], workingDirectory: directory)
        #expect(convert.status == 0, "\(convert.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.appending(path: "out").path).sorted()
        #expect(names == ["de-DE.arb", "en.arb", "zh-Hant-TW.arb"])
        let german = try String(contentsOf: directory.appending(path: "out/de-DE.arb"), encoding: .utf8)
        #expect(german == "{\n  \"@@locale\": \"de-DE\",\n  \"k\": \"B\"\n}\n")
        let lint = try CLI.run(["lint", "--strict", "out"], workingDirectory: directory)
        #expect(lint.status == 0, "\(lint.stdout)")
    }

    /// Five 31 MB .strings files took 6.2 GB and 74 s, only to be refused as too large: the
    /// inputs together are one catalog, checked against the limit before they are read.
    @Test("Inputs over the limit together are refused before they are read")
    func overallInputCap() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "spoken-convert-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        for folder in ["de.lproj", "en.lproj"] {
            try FileManager.default.createDirectory(
                at: directory.appending(path: folder), withIntermediateDirectories: true)
            // 20 MB each (sparse): one is within the limit, both are not.
            let path = directory.appending(path: folder + "/L.strings").path
            #expect(FileManager.default.createFile(atPath: path, contents: Data(#""a" = "A";"#.utf8)))
            #expect(truncate(path, 20_000_000) == 0)
        }
        let result = try CLI.run(["convert", "--to", "xcstrings", "."], workingDirectory: directory)
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "Error: Cannot convert './en.lproj/L.strings': with the files before it, the input is over 33554432 bytes, the limit of the one catalog it becomes; nothing was converted\n"
        )
    }

    /// A valid input whose output is over the limit was reported as "The file is 89640862 bytes
    /// … it was not read [file-too-large]", naming an output that does not exist.
    @Test("An output over the limit is named as the output, and nothing is written")
    func outputTooLarge() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "spoken-convert-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // 155,000 one-letter messages: 2.5 MB of ARB, over 32 MiB as a String Catalog.
        let messages = (0..<155_000).map { #""k\#($0)": "v""# }.joined(separator: ", ")
        try Data(#"{"@@locale": "en", \#(messages)}"#.utf8).write(to: directory.appending(path: "en.arb"))
        let result = try CLI.run(
            ["convert", "--to", "xcstrings", "-o", "L.xcstrings", "en.arb"], workingDirectory: directory)
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "Error: The output 'L.xcstrings' would be over 33554432 bytes, the limit that lint checks; nothing written\n",
            "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory.appending(path: "L.xcstrings").path))
    }

    @Test("An .lproj folder whose name is not a locale tag is an error")
    func lprojNotATag() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "spoken-convert-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        for folder in ["en.lproj", "foo bar.lproj"] {
            try FileManager.default.createDirectory(
                at: directory.appending(path: folder), withIntermediateDirectories: true)
            try Data(#""a" = "A";"#.utf8).write(to: directory.appending(path: folder + "/L.strings"))
        }
        let lint = try CLI.run(["lint", "."], workingDirectory: directory)
        #expect(
            lint.stdout.hasPrefix(
                "./foo bar.lproj/L.strings:1:1: error: Unusable folder locale: Invalid locale 'foo bar': a locale has only ASCII letters, digits, '-' and '_' (and '@', '=', ';' in options such as de@collation=phonebook), not ' ' [foo bar] [catalog-structure]\n"
            ), "\(lint.stdout)")
        #expect(lint.status == 1)
    }

    @Test("Entries without a source-language localization keep their key as the source text (Xcode's usual shape)")
    func keyAsSourceText() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "spoken-convert-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalog =
            #"{"sourceLanguage":"en","version":"1.0","strings":{"Hello":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"Bonjour"}}}},"Bye":{},"%@ new":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"%@ nouveau"}}}}}}"#
        try Data(catalog.utf8).write(to: directory.appending(path: "n.xcstrings"))
        let result = try CLI.run(["convert", "--to", "arb", "-o", "out", "n.xcstrings"], workingDirectory: directory)
        #expect(result.status == 0, "\(result.stderr)")
        let english = try String(contentsOf: directory.appending(path: "out/en.arb"), encoding: .utf8)
        #expect(
            english == """
                {
                  "@@locale": "en",
                  "Hello": "Hello",
                  "Bye": "Bye",
                  "%@ new": "{arg1} new",
                  "@%@ new": {"placeholders": {"arg1": {"type": "String"}}}
                }

                """)
        // The translations now have their source: none is an unknown key.
        let lint = try CLI.run(["lint", "out"], workingDirectory: directory)
        #expect(!lint.stdout.contains("unknown-key"), "\(lint.stdout)")
        #expect(lint.status == 0)
    }

    @Test("A conversion that leaves every key out writes nothing and exits 1")
    func nothingToConvert() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "spoken-convert-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: directory.appending(path: "en.lproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // A .stringsdict entry without NSStringLocalizedFormatKey: left out, so nothing remains.
        let plist =
            #"<?xml version="1.0"?><plist version="1.0"><dict><key>k</key><dict><key>v</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string><key>other</key><string>%d</string></dict></dict></dict></plist>"#
        try Data(plist.utf8).write(to: directory.appending(path: "en.lproj/L.stringsdict"))
        let result = try CLI.run(
            ["convert", "--to", "xcstrings", "-o", "L.xcstrings", "en.lproj/L.stringsdict"], workingDirectory: directory
        )
        #expect(
            result.stderr == """
                Warning: en.lproj/L.stringsdict: 'k' [en]: no NSStringLocalizedFormatKey; left out
                Error: Nothing to convert: every key was left out; nothing written

                """)
        #expect(result.status == 1)
        #expect(!FileManager.default.fileExists(atPath: directory.appending(path: "L.xcstrings").path))
    }

    @Test("A write that fails says why")
    func writeFailure() throws {
        let result = try CLI.run(
            ["convert", "--to", "xcstrings", "-o", "/nonexistent-spoken-dir/L.xcstrings", Repository.url("l10n").path])
        #expect(
            result.stderr.hasSuffix(
                "Error: Cannot write '/nonexistent-spoken-dir/L.xcstrings': No such file or directory; nothing written\n"
            ))
        #expect(result.status == 1)
    }

    @Test("A file over the 32 MiB limit is not read, and the error says so (not 'empty')")
    func fileTooLarge() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "spoken-convert-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let size = (32 << 20) + 1
        try Data(repeating: UInt8(ascii: " "), count: size).write(to: directory.appending(path: "en.arb"))
        let result = try CLI.run(["convert", "--to", "xcstrings", "en.arb"], workingDirectory: directory)
        #expect(
            result.stderr
                == "Error: Cannot convert 'en.arb': the file is \(size) bytes, over the limit of 33554432 bytes; it was not read\n"
        )
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
    }

    @Test(
        "Usage errors exit 64 and name the token",
        arguments: [
            (["convert", "--to", "po", "l10n"], "'po'"),
            (["convert", "l10n"], "--to"),
            (["convert", "--to", "xcstrings"], "PATH"),
            (["convert", "--to", "xcstrings", "--source", "xx-invalid-", "l10n"], "'xx-invalid-'"),
            (["convert", "--to", "xcstrings", "-o", "out.json", "l10n"], "'out.json'"),
            (["convert", "--to", "xcstrings", "-o", "Sources", "l10n"], "'Sources'"),
        ])
    func usage(_ arguments: [String], _ token: String) throws {
        let result = try CLI.run(arguments, workingDirectory: Repository.root)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: "))
        #expect(result.stderr.contains(token))
    }

    @Test("spoken lint on a String Catalog: located diagnostics with their locale, exit 1 on errors")
    func lintCatalog() throws {
        let path = Self.fixtures.appending(path: "xcstrings-arguments.trigger/Localizable.xcstrings")
        let result = try CLI.run(["lint", "--format", "json", path.path])
        #expect(result.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
        #expect(
            diagnostics.contains { $0["locale"] as? String == "de" && $0["rule"] as? String == "placeholder-mismatch" })
        #expect(diagnostics.allSatisfy { $0.keys.contains("locale") })
        let text = try CLI.run(["lint", path.path])
        #expect(text.stdout.contains(" [de] [placeholder-mismatch]"))
    }
}

@Suite("spoken demo: String Catalogs")
struct DemoFormatsCLITests {
    @Test("The demo lints a String Catalog and exports the shipped catalogs for iOS")
    func demo() throws {
        let result = try CLI.run(["demo"], workingDirectory: FileManager.default.temporaryDirectory)
        #expect(result.status == 0)
        #expect(
            result.stdout.contains("Localizable.xcstrings:27:76: error: ")
                && result.stdout.contains("[ru] [placeholder-mismatch]"))
        #expect(result.stdout.contains("announce.pageOf [en] Page %1$lld of %2$lld"))
        #expect(result.stdout.contains("lint: 0 errors, 0 warnings"))
    }
}

@Suite("spoken lint on .strings and .stringsdict (CLI)")
struct AppleStringsCLITests {
    static let fixtures = Repository.url("Tests/SpokenLintTests/Fixtures")

    @Test("A folder of .lproj folders: each target against en.lproj, with its locale")
    func folder() throws {
        let result = try CLI.run(["lint", Self.fixtures.appending(path: "apple-strings.trigger").path])
        #expect(result.status == 1)
        #expect(
            result.stdout.contains("de.lproj/Localizable.strings:2:12: error: ")
                && result.stdout.contains(" [de] [placeholder-mismatch]"))
        #expect(
            result.stdout.contains("ru.lproj/Localizable.stringsdict:22:8: error: ")
                && result.stdout.contains(" [ru] [plural-category-missing]"))
        #expect(result.stdout.hasSuffix("4 files, 29 messages: 6 errors, 3 warnings\n"))
        let clean = try CLI.run(["lint", "--strict", Self.fixtures.appending(path: "apple-strings.clean").path])
        #expect(clean.status == 0)
    }

    @Test("A target named alone is compared with its source, read from en.lproj")
    func singleFile() throws {
        let path = Self.fixtures.appending(path: "apple-strings.trigger/de.lproj/Localizable.strings").path
        let result = try CLI.run(["lint", path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("[de] [unknown-key]"))
        #expect(result.stdout.hasSuffix("2 files, 9 messages: 3 errors, 2 warnings\n"))
    }
}

@Suite("spoken convert --to arb (CLI)")
struct ConvertARBCLITests {
    @Test("A String Catalog to one ARB catalog per locale, which lint without errors")
    func export() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "spoken-arb-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let catalog = directory.appending(path: "Localizable.xcstrings").path
        let arb = directory.appending(path: "arb").path
        #expect(try CLI.run(["convert", "--to", "xcstrings", "-o", catalog, Repository.url("l10n").path]).status == 0)
        let result = try CLI.run(["convert", "--to", "arb", "-o", arb, catalog])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let names = try FileManager.default.contentsOfDirectory(atPath: arb).sorted()
        let shipped = try FileManager.default.contentsOfDirectory(atPath: Repository.url("l10n").path)
            .filter { $0.hasSuffix(".arb") }.sorted()
        #expect(names == shipped)
        let lint = try CLI.run(["lint", arb])
        #expect(lint.status == 0)
        let missing = try CLI.run(["convert", "--to", "arb", catalog])
        #expect(missing.status == 64)
        #expect(missing.stderr.contains("-o"))
    }

    @Test("Device variations are reported on stderr and left out")
    func device() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "spoken-arb-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let catalog = directory.appending(path: "L.xcstrings")
        let text = #"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {
            "hint.dismiss": {"comment": "Hint", "localizations": {"de": {"stringUnit": {"state": "translated", "value": "Zum Schließen doppeltippen"}}, "en": {"variations": {"device": {"iphone": {"stringUnit": {"state": "translated", "value": "Double tap to dismiss"}}, "mac": {"stringUnit": {"state": "translated", "value": "Click to dismiss"}}, "other": {"stringUnit": {"state": "translated", "value": "Activate to dismiss"}}}}}}},
            "100% complete": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "100 % fertig"}}, "en": {"stringUnit": {"state": "translated", "value": "100% complete"}}}}}}
            """#
        try Data(text.utf8).write(to: catalog)
        let result = try CLI.run(["convert", "--to", "arb", "-o", directory.appending(path: "out").path, catalog.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("'hint.dismiss' [en]: device variations have no ARB equivalent; left out"))
        let en = try String(contentsOf: directory.appending(path: "out/en.arb"), encoding: .utf8)
        #expect(en.contains(#""100% complete": "100% complete""#))
    }

    /// The String Catalog lints clean, but its ru plural has no `one` (21 would be heard as
    /// "21 элемента"): ARB's rules, which the catalog loader applies too, refuse the result.
    @Test("--to arb lints what it would write: errors listed, nothing written, exit 1")
    func exportLinted() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "spoken-arb-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalog = Repository.url("Tests/SpokenLintTests/Fixtures/catalog-structure.clean/Localizable.xcstrings")
        let result = try CLI.run(["convert", "--to", "arb", "-o", directory.path, catalog.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("/ru.arb:15:18: error: ru uses 'one' for 1, 21, 31…"), "\(result.stderr)")
        #expect(
            result.stderr.hasSuffix(
                "Error: The converted ARB catalogs have lint errors (shown in the files as they would be written); nothing written\n"
            ), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory.appending(path: "en.arb").path))
    }
}
