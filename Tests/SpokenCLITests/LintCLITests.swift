import Foundation
import Testing

/// End-to-end tests of `spoken lint`: the real binary, its stdout, stderr and exit code.
@Suite("spoken lint (CLI)")
struct LintCLITests {
    /// `spoken lint ARGS` run in `directory` by the shared runner.
    static func run(_ arguments: [String], in directory: URL) throws -> CLI.Result {
        try CLI.run(["lint"] + arguments, workingDirectory: directory)
    }

    static let source = """
        {
          "@@locale": "en",
          "rotor.headlines": "Headlines",
          "announce.newMessages": "{count, plural, one {# new message} other {# new messages}}",
          "hint.dismiss": "Double tap to dismiss"
        }

        """
    static let cleanGerman = """
        {
          "@@locale": "de",
          "rotor.headlines": "Schlagzeilen",
          "announce.newMessages": "{count, plural, one {# neue Nachricht} other {# neue Nachrichten}}",
          "hint.dismiss": "Zum Schließen doppeltippen"
        }

        """
    /// One error (ru lacks few and many, line 4) and one warning (untranslated, line 5).
    static let brokenRussian = """
        {
          "@@locale": "ru",
          "rotor.headlines": "Заголовки",
          "announce.newMessages": "{count, plural, one {# новое сообщение} other {# новых сообщений}}",
          "hint.dismiss": "Double tap to dismiss"
        }

        """
    /// Only a warning: a trailing period on a rotor name (line 3).
    static let warnedFrench = """
        {
          "@@locale": "fr",
          "rotor.headlines": "À la une.",
          "announce.newMessages": "{count, plural, one {# nouveau message} many {# de nouveaux messages} other {# nouveaux messages}}",
          "hint.dismiss": "Touchez deux fois pour fermer"
        }

        """

    /// A fresh directory `l10n/` holding the given catalogs.
    static func catalogs(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("spoken-lint-\(UUID().uuidString)")
        let l10n = root.appendingPathComponent("l10n")
        try FileManager.default.createDirectory(at: l10n, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: l10n.appendingPathComponent(name)) }
        return root
    }

    @Test("Exit 0 and a summary for clean catalogs")
    func clean() throws {
        let root = try Self.catalogs(["en.arb": Self.source, "de.arb": Self.cleanGerman])
        let run = try Self.run(["l10n"], in: root)
        #expect(run.status == 0)
        #expect(run.stdout == "2 files, 6 messages: 0 errors, 0 warnings\n")
        #expect(run.stderr.isEmpty)
    }

    @Test("Exit 1 on errors; text lines are file:line:col: severity: message [rule]")
    func errors() throws {
        let root = try Self.catalogs(["en.arb": Self.source, "ru.arb": Self.brokenRussian])
        let run = try Self.run(["l10n/ru.arb"], in: root)
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("l10n/ru.arb:4:28: error: "))
        #expect(lines[0].hasSuffix(" [plural-category-missing]"))
        // CLDR's samples of what is missing, from ICU's plural data.
        #expect(lines[0].contains("ru uses 'few' for 2–4, 22–24, 32–34… and 'many' for 0, 5–19, 100…"))
        #expect(lines[1].hasPrefix("l10n/ru.arb:5:20: warning: "))
        #expect(lines[1].hasSuffix(" [untranslated]"))
        #expect(lines[2] == "1 file, 3 messages: 1 error, 1 warning")
        #expect(!run.stdout.contains("\u{1B}["))  // not a terminal: no colour
    }

    @Test("A form the locale never uses names the forms it has, with their numbers, in plain words")
    func unusedForm() throws {
        let german = """
            {
              "@@locale": "de",
              "announce.newMessages": "{count, plural, one {# neue Nachricht} few {# neue Nachrichten} other {# neue Nachrichten}}"
            }

            """
        let root = try Self.catalogs(["en.arb": Self.source, "de.arb": german])
        let run = try Self.run(["l10n/de.arb"], in: root)
        let line = try #require(run.stdout.split(separator: "\n").first.map(String.init))
        // CLDR's samples of de's forms, from ICU's plural data; no grammar terms.
        #expect(
            line
                == "l10n/de.arb:3:67: warning: 'few' is never used in de, which has 'one' for 1 and 'other' for 0, 2–16, 100…: this form is never spoken [plural-category-unused]"
        )
        #expect(!line.contains("cardinal"))
    }

    @Test("Warnings alone exit 0; with --strict they exit 1")
    func strict() throws {
        let root = try Self.catalogs(["en.arb": Self.source, "fr.arb": Self.warnedFrench])
        let relaxed = try Self.run(["l10n/fr.arb"], in: root)
        #expect(relaxed.status == 0)
        #expect(relaxed.stdout.hasPrefix("l10n/fr.arb:3:31: warning: "))
        #expect(relaxed.stdout.contains("[label-trailing-period]"))
        let strict = try Self.run(["--strict", "l10n/fr.arb"], in: root)
        #expect(strict.status == 1)
        #expect(strict.stdout == relaxed.stdout)
    }

    @Test(
        "Usage errors exit 64 and name the bad token",
        arguments: [
            (["--format", "xml", "l10n"], "'xml'"),
            ([], "Missing PATH"),
            (["--frobnicate", "l10n"], "'--frobnicate'"),
            (["--source"], "'--source'"),
        ])
    func usage(arguments: [String], fragment: String) throws {
        let root = try Self.catalogs(["en.arb": Self.source])
        let run = try Self.run(arguments, in: root)
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: "))
        #expect(run.stderr.contains(fragment))
        #expect(run.stdout.isEmpty)
    }

    @Test(
        "Unreadable paths exit 66",
        arguments: [["missing.arb"], ["l10n/../nowhere"]])
    func noInput(arguments: [String]) throws {
        let root = try Self.catalogs(["de.arb": Self.cleanGerman])
        let run = try Self.run(arguments, in: root)
        #expect(run.status == 66)
        #expect(run.stderr.hasPrefix("Error: Cannot read"))
    }

    @Test("--source picks another source catalog")
    func sourceOption() throws {
        let root = try Self.catalogs(["de.arb": Self.cleanGerman, "ru.arb": Self.brokenRussian])
        let run = try Self.run(["--source", "de", "l10n/ru.arb"], in: root)
        #expect(run.status == 1)
        #expect(!run.stdout.contains("[untranslated]"))  // compared with de now: not identical
        #expect(run.stdout.contains("[plural-category-missing]"))
    }

    @Test("JSON output has the documented shape")
    func json() throws {
        let root = try Self.catalogs(["en.arb": Self.source, "ru.arb": Self.brokenRussian, "de.arb": Self.cleanGerman])
        let run = try Self.run(["--format", "json", "l10n"], in: root)
        #expect(run.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["version", "diagnostics", "summary"])
        #expect(object["version"] as? Int == 1)
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 2)
        let first = diagnostics[0]
        #expect(Set(first.keys) == ["file", "line", "column", "severity", "rule", "key", "message"])
        #expect(first["file"] as? String == "l10n/ru.arb")
        #expect(first["line"] as? Int == 4)
        #expect(first["column"] as? Int == 28)
        #expect(first["severity"] as? String == "error")
        #expect(first["rule"] as? String == "plural-category-missing")
        #expect(first["key"] as? String == "announce.newMessages")
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary == ["files": 3, "messages": 9, "errors": 1, "warnings": 1])
    }

    @Test("SARIF 2.1.0 output declares every rule and locates each result")
    func sarif() throws {
        let root = try Self.catalogs(["en.arb": Self.source, "ru.arb": Self.brokenRussian])
        let run = try Self.run(["--format", "sarif", "l10n"], in: root)
        #expect(run.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["version"] as? String == "2.1.0")
        #expect((object["$schema"] as? String)?.contains("sarif") == true)
        let runs = try #require(object["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        #expect(runs[0]["columnKind"] as? String == "unicodeCodePoints")
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "spoken-lint")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        // 21 ARB rules; invalid-metadata and file-too-large; printf-malformed, catalog-structure,
        // plist-syntax, needs-review, stale, do-not-translate for String Catalogs and Apple strings;
        // plural-number-missing; speech-abbreviation; duplicate-locale; duration-style;
        // placeholder-case, last.
        #expect(rules.count == 34)
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(ids.contains("json-syntax") && ids.contains("label-control-type"))
        #expect(ids.suffix(3) == ["duplicate-locale", "duration-style", "placeholder-case"])
        for rule in rules {
            #expect((rule["shortDescription"] as? [String: Any])?["text"] as? String != nil)
            let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
            #expect(level == "error" || level == "warning")
        }
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == 2)
        #expect(results[0]["ruleId"] as? String == "plural-category-missing")
        #expect(results[0]["level"] as? String == "error")
        #expect(((results[0]["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
        let location = try #require(
            (results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "l10n/ru.arb")
        let region = try #require(location["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 4)
        #expect(region["startColumn"] as? Int == 28)
    }

    @Test("A file that is not JSON is reported, and the others are still linted")
    func brokenFile() throws {
        let root = try Self.catalogs([
            "en.arb": Self.source, "de.arb": Self.cleanGerman, "ja.arb": "{\"@@locale\": \"ja\",,}",
        ])
        let run = try Self.run(["l10n"], in: root)
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("l10n/ja.arb:1:19: error: "))
        #expect(run.stdout.contains("[json-syntax]"))
        #expect(run.stdout.hasSuffix("3 files, 6 messages: 1 error, 0 warnings\n"))
    }
}
