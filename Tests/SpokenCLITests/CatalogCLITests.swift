import Foundation
import TestSupport
import Testing

/// `spoken locales`, `spoken rotor`, `spoken announce`, end to end. Expected words are the ones the
/// issue fixes (头条新闻, 3星, 5 звёзд) or ICU's own output captured by a separate C++ program.
@Suite("CLI: locales, rotor, announce")
struct CatalogCLITests {
    static let languages = [
        "ar", "cs", "de", "en", "es", "fr", "he", "hi", "ja", "ko", "pl", "pt-BR", "ru", "zh-Hans", "zh-Hant",
    ]
    /// What `spoken locales` lists: the languages and the pseudo-locales generated from en.
    static let listed = (languages + ["ar-XB", "en-XA"]).sorted()

    @Test("locales lists the shipped catalogs and the pseudo-locales")
    func locales() throws {
        let result = try CLI.run(["locales"])
        #expect(result.status == 0)
        #expect(result.stdout == Self.listed.joined(separator: "\n") + "\n")
        #expect(result.stderr.isEmpty)
    }

    @Test(
        "locales --resolve prints the chain with the catalog serving each step",
        arguments: [
            ("zh-TW", "zh-Hant-TW\t-\nzh-Hant\tzh-Hant\nen\ten\n"),
            ("en-GB", "en-GB\t-\nen-001\t-\nen\ten\n"),
            ("es-MX", "es-MX\t-\nes-419\t-\nes\tes\nen\ten\n"),
            ("pt-PT", "pt-PT\t-\npt\tpt-BR\nen\ten\n"),
            ("zh-SG", "zh-Hans-SG\t-\nzh-Hans\tzh-Hans\nzh\tzh-Hans\nen\ten\n"),
        ])
    func resolve(_ tag: String, _ expected: String) throws {
        let result = try CLI.run(["locales", "--resolve", tag])
        #expect(result.status == 0)
        #expect(result.stdout == expected)
    }

    @Test("locales --resolve with a bad tag is a usage error naming it")
    func resolveBad() throws {
        let result = try CLI.run(["locales", "--resolve", "xx-!!"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("Error: Invalid locale 'xx-!!'"))
    }

    @Test("rotor names in the order asked, with or without the prefix")
    func rotorNames() throws {
        let result = try CLI.run(["rotor", "--locale", "zh-CN", "unread", "rotor.headlines", "images"])
        #expect(result.status == 0)
        #expect(result.stdout == "未读文章\n头条新闻\n图片\n")
        let traditional = try CLI.run(["rotor", "--locale", "zh-TW", "headlines", "unread"])
        #expect(traditional.stdout == "頭條新聞\n未讀文章\n")
    }

    @Test("rotor without keys lists key, name and system type")
    func rotorList() throws {
        let result = try CLI.run(["rotor", "--locale", "zh-Hans"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map {
            $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        }
        #expect(lines.count == 26)
        #expect(lines.allSatisfy { $0.count == 3 })
        #expect(lines.first == ["rotor.headlines", "头条新闻", "-"])
        #expect(lines.contains(["rotor.images", "图片", "image"]))
        #expect(
            lines.contains([
                "rotor.headingLevel2", lines.first { $0[0] == "rotor.headingLevel2" }?[1] ?? "", "headingLevel2",
            ]))
    }

    @Test("an unknown rotor key fails naming it; the others are still printed")
    func rotorUnknown() throws {
        let result = try CLI.run(["rotor", "--locale", "zh-Hans", "headlines", "nope"])
        #expect(result.status == 1)
        #expect(result.stdout == "头条新闻\n")
        #expect(result.stderr == "Error: Unknown rotor 'nope'\n")
        let typo = try CLI.run(["rotor", "headline", "rotor.unred"])
        #expect(typo.status == 1)
        #expect(
            typo.stderr
                == "Error: Unknown rotor 'headline': did you mean 'headlines'?\n"
                + "Error: Unknown rotor 'rotor.unred': did you mean 'rotor.unread'?\n")
    }

    @Test("rotor --manifest prints JSON with each rotor's ids")
    func manifest() throws {
        let items =
            #"[{"id": "a1", "headline": true, "unread": true, "hasImage": false, "sender": "Alice", "category": "World"}, {"id": "a2", "unread": true}]"#
        let result = try CLI.run(["rotor", "--locale", "zh-Hans", "--manifest", "-"], stdin: items)
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let rotors = try #require(json["rotors"] as? [[String: Any]])
        #expect(
            rotors.map { $0["key"] as? String } == [
                "rotor.headlines", "rotor.unread", "rotor.bySender", "rotor.categories",
            ])
        #expect(rotors.map { $0["ids"] as? [String] } == [["a1"], ["a1", "a2"], ["a1"], ["a1"]])
        #expect(rotors.first?["name"] as? String == "头条新闻")
        let bad = try CLI.run(["rotor", "--manifest", "-"], stdin: #"[{"id": "a", "unread": "yes"}]"#)
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("'unread' of item 1 ('a') must be true or false"))
        let missing = try CLI.run(["rotor", "--manifest", "/nonexistent/items.json"])
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("'/nonexistent/items.json'"))
    }

    /// The review's `rotor --manifest -` read stdin without limit (a 236 MB manifest peaked at
    /// 2.9 GB) and died with SIGILL from a Foundation `try!` on a read error.
    @Test("rotor --manifest: over 8 MiB refused unread, a read error is a reason, never a crash")
    func manifestLimits() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "spoken-manifest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // 9 MiB of valid JSON: an array of one string.
        let big = directory.appending(path: "big.json")
        try Data(("[\"" + String(repeating: "x", count: 9 * 1024 * 1024) + "\"]").utf8).write(to: big)
        let file = try CLI.run(["rotor", "--manifest", big.path])
        #expect(file.status == 1)
        #expect(
            file.stderr
                == "Error: Cannot read the rotor items: '\(big.path)' is 9437188 bytes, over the limit of 8388608; it was not read\n"
        )
        let piped = try CLI.run(["rotor", "--manifest", "-"], stdinFile: big)
        #expect(piped.status == 1)
        #expect(
            piped.stderr
                == "Error: Cannot read the rotor items: standard input holds more than 8388608 bytes, the limit; it was not read\n"
        )
        // Standard input that is a directory: read(2) says EISDIR.
        let folder = try CLI.run(["rotor", "--manifest", "-"], stdinFile: directory)
        #expect(folder.status == 66)
        #expect(folder.stderr == "Error: Cannot read standard input: Is a directory\n")
        let named = try CLI.run(["rotor", "--manifest", directory.path])
        #expect(named.status == 66)
        #expect(named.stderr == "Error: Cannot read '\(directory.path)': it is a directory\n")
    }

    @Test(
        "announce prints the text",
        arguments: [
            (["--locale", "zh-Hans", "rating.stars", "value=3"], "3星\n"),
            (["--locale", "ru", "rating.stars", "value=1"], "1 звезда\n"),
            (["--locale", "ru", "rating.stars", "value=2"], "2 звезды\n"),
            (["--locale", "ru", "rating.stars", "value=5"], "5 звёзд\n"),
            (["--locale", "en", "rating.stars", "value=3.5"], "3.5 stars\n"),
            (["--locale", "en-GB", "rating.stars", "value=1", "--priority"], "-\t1 star\n"),
            (
                ["--time-zone", "Asia/Tokyo", "updatedAt", "date=2026-11-29T12:50:00Z"],
                "Updated Nov 29, 2026, 9:50\u{202F}PM\n"
            ),
            (
                ["--time-zone", "America/New_York", "announce.updatedAt", "date=@1795956600"],
                "Updated Nov 29, 2026, 7:50\u{202F}AM\n"
            ),
        ])
    func announce(_ arguments: [String], _ expected: String) throws {
        let result = try CLI.run(["announce"] + arguments)
        #expect(result.status == 0)
        #expect(result.stdout == expected)
        #expect(result.stderr.isEmpty)
    }

    @Test("announce --priority prints the source's x-priority")
    func priority() throws {
        #expect(try CLI.run(["announce", "--priority", "newMessages", "count=2"]).stdout.hasPrefix("high\t"))
        #expect(try CLI.run(["announce", "--priority", "--locale", "ja", "loading"]).stdout.hasPrefix("low\t"))
    }

    @Test(
        "announce errors: exit code and the name of the culprit",
        arguments: [
            (["nope"], 1, "Error: Unknown key 'nope'" + OrderListExample.unknownKeyTail + "\n"),
            (["newMesages", "count=1"], 1, "Error: Unknown key 'newMesages': did you mean 'newMessages'?\n"),
            (
                ["announce.newMesages", "count=1"], 1,
                "Error: Unknown key 'announce.newMesages': did you mean 'announce.newMessages'?\n"
            ),
            (["newMessages"], 1, "Error: Missing argument 'count' for 'announce.newMessages'\n"),
            (
                ["newMessages", "count=1", "colour=red"], 1,
                "Error: Unknown argument 'colour' for 'announce.newMessages': it takes 'count'\n"
            ),
            (
                ["newMessages", "count=many"], 1,
                "Error: Argument 'count' of 'announce.newMessages' must be a number, not a string ('many')\n"
            ),
            (["updatedAt", "date=2026-13-01T00:00:00Z"], 1, nil),
            (["--locale", "xx-!!", "newMessages", "count=1"], 64, nil),
            (["--time-zone", "Mars/Base", "newMessages", "count=1"], 64, nil),
            (["newMessages", "count"], 64, nil),
            ([], 64, nil),
        ] as [([String], Int32, String?)])
    func announceErrors(_ arguments: [String], _ status: Int32, _ stderr: String?) throws {
        let result = try CLI.run(["announce"] + arguments)
        #expect(result.status == status)
        #expect(result.stdout.isEmpty)
        if let stderr { #expect(result.stderr == stderr) } else { #expect(result.stderr.hasPrefix("Error: ")) }
        #expect(!result.stderr.contains("{count}"))
    }

    /// Words from ICU's golden durations (Tests/Fixtures/icu-golden/durations.tsv, 4500 s, en and de).
    @Test("announce speaks an ISO 8601 duration argument in words; a typo in one is an error naming it")
    func durationArgument() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("spoken-cli-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try #"{"@@locale": "en", "trip.eta": "Arrives in {eta}"}"#.write(
            toFile: directory + "/en.arb", atomically: true, encoding: .utf8)
        let spoken = try CLI.run(["announce", "--catalog", directory, "trip.eta", "eta=PT1H15M"])
        #expect(spoken.status == 0)
        #expect(spoken.stdout == "Arrives in 1 hour, 15 minutes\n")
        let typo = try CLI.run(["announce", "--catalog", directory, "trip.eta", "eta=PT1H15X"])
        #expect(typo.status == 1)
        #expect(typo.stdout.isEmpty)
        #expect(typo.stderr.contains("Invalid duration 'PT1H15X'"))
        let count = try CLI.run(["announce", "newMessages", "count=PT5M"])
        #expect(count.status == 1)
        #expect(count.stderr.contains("Argument 'count' of 'announce.newMessages' must be a number, not a duration"))
    }

    /// The shipped label.timeRemaining (a duration placeholder: 2 units, rounded up) and
    /// label.published (relative) around ICU's words (durations.tsv, relative.tsv).
    @Test("announce: seconds, clock time and instants seen from --now for typed placeholders")
    func timeSpanPlaceholders() throws {
        func message(_ key: String, _ locale: String, _ name: String, _ words: String?) -> String {
            (CatalogOnDisk.message(key, in: locale) ?? "missing").replacingOccurrences(
                of: "{\(name)}", with: words ?? "missing") + "\n"
        }
        func relative(_ kind: String, _ locale: String, _ unit: String, _ value: String) -> String? {
            ICUGolden.table("relative.tsv").rows.first {
                $0[0] == kind && $0[1] == locale && $0[2] == "auto" && $0[3] == "none" && $0[4] == unit
                    && $0[5] == value
            }?[6]
        }
        for locale in ["en", "de", "ko"] {
            let words = ICUGolden.duration(locale, seconds: "4527", maximumUnitCount: 2, rounding: .up)
            for value in ["4527", "1:15:27", "PT1H15M27S"] {
                let result = try CLI.run(["announce", "--locale", locale, "label.timeRemaining", "remaining=" + value])
                #expect(result.stdout == message("label.timeRemaining", locale, "remaining", words), "\(value)")
            }
            let seen = try CLI.run([
                "announce", "--locale", locale, "--now", "2026-11-29T12:50:00Z", "label.published",
                "published=2026-11-29T11:50:00Z",
            ])
            #expect(
                seen.stdout
                    == message("label.published", locale, "published", relative("instant", locale, "hour", "-1")))
            let value = try CLI.run(["announce", "--locale", locale, "label.published", "published=-1 day"])
            #expect(
                value.stdout == message("label.published", locale, "published", relative("value", locale, "day", "-1")))
        }
        let soon = try CLI.run(["announce", "label.timeRemaining", "remaining=soon"])
        #expect(soon.status == 1 && soon.stdout.isEmpty)
        #expect(soon.stderr.hasPrefix("Error: Invalid duration 'soon'"))
        #expect(soon.stderr.hasSuffix("(argument 'remaining' of 'label.timeRemaining')\n"))
        let seconds = try CLI.run(["announce", "label.published", "published=7200"])
        #expect(seconds.status == 1)
        #expect(
            seconds.stderr.contains("Argument 'published' of 'label.published' must be a relative time, not a number"))
        let now = try CLI.run(["announce", "--now", "soon", "label.published", "published=-1 day"])
        #expect(now.status == 64)
        #expect(now.stderr.hasPrefix("Error: Invalid instant 'soon'"))
    }

    @Test("announce isolates string arguments in right-to-left catalogs, unless --no-isolate")
    func isolation() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("spoken-cli-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try #"{"@@locale": "en", "test.name": "{who} replied"}"#.write(
            toFile: directory + "/en.arb", atomically: true, encoding: .utf8)
        try #"{"@@locale": "he", "test.name": "{who} הגיב"}"#.write(
            toFile: directory + "/he.arb", atomically: true, encoding: .utf8)
        let isolated = try CLI.run(["announce", "--catalog", directory, "--locale", "he", "test.name", "who=Alice"])
        #expect(isolated.stdout == "\u{2068}Alice\u{2069} הגיב\n")
        let plain = try CLI.run([
            "announce", "--catalog", directory, "--locale", "he", "--no-isolate", "test.name", "who=Alice",
        ])
        #expect(plain.stdout == "Alice הגיב\n")
        let badFile = #"{"@@locale": "he", "test.name": "{whom} הגיב"}"#
        try badFile.write(toFile: directory + "/he.arb", atomically: true, encoding: .utf8)
        let bad = try CLI.run(["announce", "--catalog", directory, "--locale", "he", "test.name", "who=Alice"])
        #expect(bad.status == 1)
        #expect(bad.stdout.isEmpty)
        // Located as `spoken lint` locates it: the column of the unknown name (1-based).
        let column = badFile.distance(from: badFile.startIndex, to: badFile.range(of: "whom")!.lowerBound) + 1
        #expect(
            bad.stderr.contains(
                "he.arb:1:\(column): error: Unknown placeholder '{whom}': the source has {who} ({who} missing here) [placeholder-mismatch]"
            ),
            "\(bad.stderr)")
    }

    @Test("a copied binary still speaks every shipped language from any directory")
    func copiedBinary() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "spoken-copy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let copy = directory.appendingPathComponent("spoken")
        try CLI.copyExecutable(CLI.binary, to: copy)
        // Nothing is read from a resource bundle: SwiftPM made none for the build to depend on.
        let products = CLI.binary.deletingLastPathComponent()
        let bundles = try FileManager.default.contentsOfDirectory(atPath: products.path).filter {
            $0.hasSuffix(".resources")
        }
        #expect(bundles.isEmpty, "resource bundles beside the binary: \(bundles)")
        let languages = try CLI.run(["locales"], executable: copy, workingDirectory: directory)
        #expect(languages.stdout == Self.listed.joined(separator: "\n") + "\n")
        for language in Self.languages {
            let arguments = ["announce", "--locale", language, "rating.stars", "value=3"]
            let copied = try CLI.run(arguments, executable: copy, workingDirectory: directory)
            #expect(copied.status == 0)
            #expect(!copied.stdout.isEmpty)
            #expect(copied.stdout == (try CLI.run(arguments)).stdout)
        }
    }
}

@Suite("CLI: --catalog hardening")
struct CatalogHardeningCLITests {
    @Test("5,000 nested plurals in an override: announce and preview refuse them, never crash")
    func deepNesting() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("spoken-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let deep =
            String(repeating: "{n, plural, one {a ", count: 5_000) + "x"
            + String(repeating: "} other {b}}", count: 5_000)
        try Data(#"{"@@locale": "en", "test.deep": "\#(deep)"}"#.utf8).write(
            to: directory.appendingPathComponent("en.arb"))
        let announce = try CLI.run(["announce", "--catalog", directory.path, "test.deep", "n=1"])
        #expect(announce.status == 1)
        #expect(announce.stderr.contains("en.arb:1:984: error: "), "\(announce.stderr.prefix(300))")
        #expect(announce.stderr.contains("[message-syntax]"))
        let preview = try CLI.run(["preview", "--locale", "en", "--catalog", directory.path, "test.deep"])
        #expect(preview.status == 1)
        #expect(preview.stdout.isEmpty)
        #expect(preview.stderr.contains("Unknown key 'test.deep'"))
    }

    @Test("--catalog takes one .arb file as well as a directory")
    func singleFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("spoken-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("zh-Hans.arb")
        try Data(#"{"@@locale": "zh-Hans", "rotor.headlines": "要闻"}"#.utf8).write(to: file)
        let result = try CLI.run(["rotor", "--catalog", file.path, "--locale", "zh-CN", "headlines", "unread"])
        #expect(result.stdout == "要闻\n未读文章\n")
        #expect(result.status == 0)
    }
}
