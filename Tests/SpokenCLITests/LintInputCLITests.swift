import Foundation
import TestSupport
import Testing

/// End-to-end tests of how `spoken lint` finds and reads its files: a translator's file alone is
/// compared with the embedded source, unreadable paths say why, and sizes are bounded.
@Suite("spoken lint input (CLI)")
struct LintInputCLITests {
    /// A fresh folder holding `files` (name → bytes).
    static func folder(_ files: [String: Data]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appending(path: "spoken-lint-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (name, data) in files { try data.write(to: root.appending(path: name)) }
        return root
    }

    /// The shipped German catalog and the number of its messages, read from l10n/ independently of
    /// the linter.
    static func german() throws -> (data: Data, messages: Int) {
        let data = try Data(contentsOf: Repository.url("l10n/de.arb"))
        return (data, try messages(data))
    }

    @Test("a translator's file alone is compared with the embedded source; --source takes a path too")
    func translatorAlone() throws {
        let (data, messages) = try Self.german()
        let root = try Self.folder(["de.arb": data])
        defer { try? FileManager.default.removeItem(at: root) }
        let alone = try CLI.run(["lint", "de.arb"], workingDirectory: root)
        #expect(
            alone.stdout
                == "1 file, \(messages) messages: 0 errors, 0 warnings (compared with the source embedded in spoken: en.arb)\n"
        )
        #expect(alone.status == 0)
        #expect(alone.stderr.isEmpty)
        let withPath = try CLI.run(
            ["lint", "--source", Repository.url("l10n/en.arb").path, "de.arb"], workingDirectory: root)
        #expect(withPath.stdout == "1 file, \(messages) messages: 0 errors, 0 warnings\n")
        #expect(withPath.status == 0)
        // Compared for real: a key of l10n/en.arb missing from the target is reported.
        let partial = try Self.folder(["de.arb": Data(#"{"@@locale": "de", "label.play": "Abspielen"}"#.utf8)])
        defer { try? FileManager.default.removeItem(at: partial) }
        let missing = try CLI.run(["lint", "de.arb"], workingDirectory: partial)
        #expect(
            missing.stdout.contains(
                "warning: Missing translation for 'rotor.headlines' (in en.arb) [missing-translation]"))
    }

    @Test(
        "an unreadable path says why (exit 66)",
        arguments: [
            ("dangling link", ["dangling.arb"], "Error: Cannot read 'dangling.arb': dangling symbolic link"),
            ("not a regular file", ["fifo.arb"], "Error: Cannot read file 'fifo.arb': not a regular file"),
            ("missing file", ["missing.arb"], "Error: Cannot read 'missing.arb': No such file or directory"),
            (
                "dangling link to an .lproj folder", ["app"],
                "Error: Cannot read 'app/fr.lproj': dangling symbolic link"
            ),
            (
                "no source file and none embedded", ["--source", "xx", "de.arb"],
                "Error: Cannot read source catalog 'xx.arb': no such file, and no catalog 'xx' is embedded in spoken"
            ),
            (
                "source path missing", ["--source", "other/en.arb", "de.arb"],
                "Error: Cannot read source catalog 'other/en.arb': No such file or directory"
            ),
        ])
    func unreadable(_ name: String, _ arguments: [String], _ message: String) throws {
        let root = try Self.folder(["de.arb": try Self.german().data])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(
            atPath: root.appending(path: "dangling.arb").path, withDestinationPath: "nowhere.arb")
        #expect(mkfifo(root.appending(path: "fifo.arb").path, 0o644) == 0)
        try FileManager.default.createDirectory(
            at: root.appending(path: "app/en.lproj"), withIntermediateDirectories: true)
        try Data(#""play" = "Play";"#.utf8).write(to: root.appending(path: "app/en.lproj/Localizable.strings"))
        try FileManager.default.createSymbolicLink(
            atPath: root.appending(path: "app/fr.lproj").path, withDestinationPath: "nowhere.lproj")
        let run = try CLI.run(["lint"] + arguments, workingDirectory: root)
        #expect(run.stderr == message + "\n", "\(name)")
        #expect(run.status == 66, "\(name)")
        #expect(run.stdout.isEmpty, "\(name)")
    }

    /// The user that runs `spoken` in `permissionDenied`: root reads any file whatever its mode, so
    /// as root (CI) spoken runs as `nobody` through util-linux's setpriv; as anyone else, directly.
    static let setpriv = "/usr/bin/setpriv"
    static let nobody = ["--reuid=65534", "--regid=65534", "--clear-groups", "--"]

    @Test("a path without read or search permission says so: Permission denied (exit 66)")
    func permissionDenied() throws {
        let asRoot = geteuid() == 0
        if asRoot {
            try #require(
                FileManager.default.isExecutableFile(atPath: Self.setpriv),
                "Running as root, which reads files whatever their mode: this test runs spoken as nobody with \(Self.setpriv) (Debian's util-linux), which is missing"
            )
        }
        let english = try Data(contentsOf: Repository.url("l10n/en.arb"))
        let german = try Self.german().data
        let root = try Self.folder(["en.arb": english, "de.arb": german])
        let manager = FileManager.default
        for folder in ["noread", "nosearch", "source"] {
            try manager.createDirectory(at: root.appending(path: folder), withIntermediateDirectories: false)
            try german.write(to: root.appending(path: "\(folder)/de.arb"))
        }
        try english.write(to: root.appending(path: "source/en.arb"))
        // An app's folder of .lproj folders: the German one cannot be listed.
        for locale in ["en", "de"] {
            try manager.createDirectory(
                at: root.appending(path: "app/\(locale).lproj"), withIntermediateDirectories: true)
            try Data(#""play" = "Play";"#.utf8).write(
                to: root.appending(path: "app/\(locale).lproj/Localizable.strings"))
        }
        // Every class of user alike (owner, group, others): as root, nobody is one of the others.
        let modes: [(String, Int)] = [
            ("", 0o755), ("de.arb", 0o000), ("noread", 0o111), ("nosearch", 0o444), ("source/en.arb", 0o000),
            ("app/de.lproj", 0o000),
        ]
        defer {
            // A folder without permissions cannot be emptied by its owner.
            for folder in ["", "noread", "nosearch", "app/de.lproj"] {
                try? manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root.appending(path: folder).path)
            }
            try? manager.removeItem(at: root)
        }
        var binary = CLI.binary
        var prefix: [String] = []
        if asRoot {
            // nobody must reach the folder (and a copy of the binary in it: the build folder may not be).
            var ancestor = root.deletingLastPathComponent()
            while true {
                let mode = try #require(
                    try manager.attributesOfItem(atPath: ancestor.path)[.posixPermissions] as? Int)
                try #require(
                    mode & 0o001 != 0,
                    "nobody cannot search '\(ancestor.path)' (mode \(String(mode, radix: 8))): set TMPDIR to a folder others can reach"
                )
                if ancestor.path == "/" { break }
                ancestor = ancestor.deletingLastPathComponent()
            }
            binary = root.appending(path: "spoken")
            try CLI.copyExecutable(CLI.binary, to: binary)
            prefix = [Self.setpriv] + Self.nobody
        }
        for (path, mode) in modes {
            try manager.setAttributes([.posixPermissions: mode], ofItemAtPath: root.appending(path: path).path)
        }
        // The same user reads a readable file: what follows is about permissions, nothing else.
        let readable = try CLI.run(["lint", "en.arb"], executable: binary, workingDirectory: root, prefix: prefix)
        let messages = try Self.messages(english)
        #expect(readable.stdout == "1 file, \(messages) messages: 0 errors, 0 warnings\n")
        #expect(readable.stderr.isEmpty, "\(readable.stderr)")
        #expect(readable.status == 0)
        let cases: [(name: String, arguments: [String], message: String)] = [
            ("a file without read permission", ["de.arb"], "Error: Cannot read file 'de.arb': Permission denied"),
            (
                "a directory without read permission", ["noread"],
                "Error: Cannot read directory 'noread': Permission denied"
            ),
            (
                "a file in a directory without search permission", ["nosearch/de.arb"],
                "Error: Cannot read 'nosearch/de.arb': Permission denied"
            ),
            (
                "a directory without search permission (its names listed, its files not opened)", ["nosearch"],
                "Error: Cannot read file 'nosearch/de.arb': Permission denied"
            ),
            (
                "the source catalog beside the target", ["source/de.arb"],
                "Error: Cannot read source catalog 'source/en.arb': Permission denied"
            ),
            (
                "a source catalog named by --source", ["--source", "de.arb", "en.arb"],
                "Error: Cannot read source catalog 'de.arb': Permission denied"
            ),
            (
                "an .lproj folder without read permission (not left out)", ["app"],
                "Error: Cannot read directory 'app/de.lproj': Permission denied"
            ),
        ]
        for (name, arguments, message) in cases {
            let run = try CLI.run(["lint"] + arguments, executable: binary, workingDirectory: root, prefix: prefix)
            #expect(run.stderr == message + "\n", "\(name)")
            #expect(run.status == 66, "\(name)")
            #expect(run.stdout.isEmpty, "\(name)")
        }
        // Overrides read with the same reader: the same reasons, exit 66 (as --help says).
        let catalogCases: [(name: String, path: String, message: String)] = [
            ("a file without read permission", "de.arb", "Error: Cannot read file 'de.arb': Permission denied"),
            (
                "a directory without read permission", "noread",
                "Error: Cannot read directory 'noread': Permission denied"
            ),
            (
                "a file in a directory without search permission", "nosearch/de.arb",
                "Error: Cannot read 'nosearch/de.arb': Permission denied"
            ),
            (
                "a directory without search permission", "nosearch",
                "Error: Cannot read file 'nosearch/de.arb': Permission denied"
            ),
        ]
        for (name, path, message) in catalogCases {
            for command in [["announce", "hint.dismiss"], ["preview", "--locale", "de", "hint.dismiss"]] {
                let run = try CLI.run(
                    [command[0], "--catalog", path] + command.dropFirst(), executable: binary, workingDirectory: root,
                    prefix: prefix)
                #expect(run.stderr == message + "\n", "\(name): \(command[0])")
                #expect(run.status == 66, "\(name): \(command[0])")
                #expect(run.stdout.isEmpty, "\(name): \(command[0])")
            }
        }
    }

    /// The number of messages (keys not starting with `@`) in an ARB file.
    static func messages(_ data: Data) throws -> Int {
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return object.keys.count { !$0.hasPrefix("@") }
    }

    /// A CI job linting a pull request's `l10n/de.arb -> /some/creds.json` listed the key names
    /// of the file the link pointed at.
    @Test("a symbolic link out of the linted directory is an error, never read; a link inside is followed")
    func linksOutOfTheTree() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "spoken-links-\(UUID().uuidString)")
        let l10n = directory.appending(path: "l10n")
        try FileManager.default.createDirectory(at: l10n.appending(path: "de.lproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(#"{"@@locale": "en", "a": "A"}"#.utf8).write(to: l10n.appending(path: "en.arb"))
        try Data(#"{"@@locale": "de", "private_key": "x", "client_email": "y"}"#.utf8)
            .write(to: directory.appending(path: "creds.json"))
        try FileManager.default.createSymbolicLink(
            atPath: l10n.appending(path: "de.arb").path, withDestinationPath: "../creds.json")
        let root = try #require(realpath(directory.path, nil))
        defer { free(root) }
        let target = String(cString: root) + "/creds.json"
        let out = try CLI.run(["lint", "l10n"], workingDirectory: directory)
        #expect(out.status == 66)
        #expect(
            out.stderr
                == "Error: Cannot read file 'l10n/de.arb': a symbolic link to '\(target)', outside 'l10n'; links out of the directory are not followed\n"
        )
        #expect(!(out.stdout + out.stderr).contains("private_key"))
        // The catalog loader gives the same verdict in the same words (one check, in Spoken).
        for command in [["announce", "--catalog", "l10n", "a"], ["render", "--catalog", "l10n"]] {
            let loaded = try CLI.run(command, workingDirectory: directory)
            #expect(loaded.status == 66, "\(command)")
            #expect(loaded.stderr == out.stderr, "\(command)")
            #expect(!(loaded.stdout + loaded.stderr).contains("private_key"))
        }
        // Inside the directory: followed, linted as the file it names.
        try FileManager.default.removeItem(at: l10n.appending(path: "de.arb"))
        try Data(#"{"@@locale": "de", "a": "Ä"}"#.utf8).write(to: l10n.appending(path: "de.lproj/real.arb"))
        try FileManager.default.createSymbolicLink(
            atPath: l10n.appending(path: "de.arb").path, withDestinationPath: "de.lproj/real.arb")
        let inside = try CLI.run(["lint", "l10n"], workingDirectory: directory)
        #expect(inside.status == 0, "\(inside.stdout)\(inside.stderr)")
        #expect(inside.stdout.hasSuffix("2 files, 2 messages: 0 errors, 0 warnings\n"), "\(inside.stdout)")
    }

    @Test("a file over the limit is one file-too-large error, reported without reading it")
    func sizeLimit() throws {
        let (data, _) = try Self.german()
        // 32 MiB and one byte: over the default limit.
        let huge = Data(repeating: UInt8(ascii: " "), count: (32 << 20) + 1)
        let root = try Self.folder(["de.arb": data, "ru.arb": huge])
        defer { try? FileManager.default.removeItem(at: root) }
        let small = try CLI.run(["lint", "--max-file-bytes", "100", "de.arb"], workingDirectory: root)
        #expect(
            small.stdout == """
                de.arb:1:1: error: The file is \(data.count) bytes, over the limit of 100 bytes (--max-file-bytes); it was not read [file-too-large]
                1 file, 0 messages: 1 error, 0 warnings (compared with the source embedded in spoken: en.arb)

                """)
        #expect(small.status == 1)
        let big = try CLI.run(["lint", "ru.arb"], workingDirectory: root)
        #expect(
            big.stdout.hasPrefix(
                "ru.arb:1:1: error: The file is 33554433 bytes, over the limit of 33554432 bytes (--max-file-bytes); it was not read [file-too-large]\n"
            ))
        #expect(big.status == 1)
        #expect(big.maxResidentKiB < 32 << 10, "\(big.maxResidentKiB) KiB: the file was read")
        let usage = try CLI.run(["lint", "--max-file-bytes", "0", "de.arb"], workingDirectory: root)
        #expect(usage.status == 64)
        #expect(usage.stderr.hasPrefix("Error: Invalid value '0' for --max-file-bytes"))
    }

    /// A catalog packed with tiny entries (`"k12345": "a"`, about 16 bytes each): the worst case
    /// for memory per byte, since what lint holds grows with entries, not with text.
    static func packedCatalog(locale: String, text: String, count: Int) -> Data {
        var catalog = #"{"@@locale": "\#(locale)""#
        for index in 0..<count { catalog += ",\n\"k\(index)\": \"\(text)\"" }
        return Data((catalog + "\n}\n").utf8)
    }

    @Test("one locale's .lproj folder named alone is compared with the source's folder beside it")
    func lprojFolderAlone() throws {
        let root = try Self.folder([:])
        defer { try? FileManager.default.removeItem(at: root) }
        for (folder, text) in [
            ("en.lproj", #""a" = "A";"#), ("de.lproj", "\"a\" = \"A\";\n\"b\" = \"B\";"), ("fr.lproj", ""),
        ] {
            try FileManager.default.createDirectory(
                at: root.appending(path: "app/" + folder), withIntermediateDirectories: true)
            if !text.isEmpty {
                try Data(text.utf8).write(to: root.appending(path: "app/\(folder)/Localizable.strings"))
            }
        }
        for path in ["app/de.lproj", "app/de.lproj/"] {
            let run = try CLI.run(["lint", path], workingDirectory: root)
            #expect(
                run.stdout == """
                    app/de.lproj/Localizable.strings:2:2: warning: 'b' is not in the source app/en.lproj/Localizable.strings [de] [unknown-key]
                    2 files, 3 messages: 0 errors, 1 warning

                    """, "\(path)")
            #expect(run.status == 0, "\(path)")
        }
        let empty = try CLI.run(["lint", "app/fr.lproj"], workingDirectory: root)
        #expect(empty.stderr == "Error: No .strings or .stringsdict files in 'app/fr.lproj'\n")
        #expect(empty.status == 66)
    }

    /// Peak memory per byte of input: how much the peak grows from the `small` run to the `large`
    /// one over how much the input grows. The tool's fixed footprint (binary, ICU data, runtime)
    /// cancels out, and both runs last long enough for the sampled peak to be the real one (a
    /// run of a few milliseconds can end between two samples).
    static func peakPerByte(small: (peakKiB: Int, bytes: Int), large: (peakKiB: Int, bytes: Int)) -> Double {
        Double(large.peakKiB - small.peakKiB) * 1024 / Double(large.bytes - small.bytes)
    }

    /// Peak memory per byte of `spoken lint` on a source and its target (`pair`), and on the
    /// source alone, each between two sizes of the same files. `write(count, root)` writes them
    /// (`count` messages each) and returns their sizes; every run must lint clean.
    static func lintPeaksPerByte(
        counts: (small: Int, large: Int), pair: [String], alone: [String],
        write: (Int, URL) throws -> (source: Int, target: Int)
    ) throws -> (pair: Double, alone: Double) {
        var both: [(peakKiB: Int, bytes: Int)] = []
        var single: [(peakKiB: Int, bytes: Int)] = []
        for count in [counts.small, counts.large] {
            let root = try Self.folder([:])
            defer { try? FileManager.default.removeItem(at: root) }
            let sizes = try write(count, root)
            let run = try CLI.run(["lint"] + pair, workingDirectory: root)
            #expect(run.stdout == "2 files, \(2 * count) messages: 0 errors, 0 warnings\n")
            both.append((run.maxResidentKiB, sizes.source + sizes.target))
            let source = try CLI.run(["lint"] + alone, workingDirectory: root)
            #expect(source.stdout == "1 file, \(count) messages: 0 errors, 0 warnings\n")
            single.append((source.maxResidentKiB, sizes.source))
        }
        return (
            peakPerByte(small: both[0], large: both[1]), peakPerByte(small: single[0], large: single[1])
        )
    }

    @Test("memory is a small multiple of the files' size, even for catalogs of tiny entries")
    func memoryBound() throws {
        let ratios = try Self.lintPeaksPerByte(
            counts: (75_000, 150_000), pair: ["en.arb", "de.arb"], alone: ["en.arb"]
        ) { count, root in
            let english = Self.packedCatalog(locale: "en", text: "a", count: count)
            let german = Self.packedCatalog(locale: "de", text: "b", count: count)
            try english.write(to: root.appending(path: "en.arb"))
            try german.write(to: root.appending(path: "de.arb"))
            return (english.count, german.count)
        }
        // Before: about 55 and 80 bytes per byte (a tree node of 160 bytes and a copy of it per
        // key, the source parsed twice and analysed whole when linted alone). Now about 14 and 7.
        #expect(ratios.pair < 20, "source and target: \(ratios.pair) bytes per byte")
        #expect(ratios.alone < 12, "source alone: \(ratios.alone) bytes per byte")
    }

    /// `en.lproj/Localizable.strings` and `de.lproj/Localizable.strings` in `root`, each the text
    /// `file` makes of its word; their sizes in bytes.
    static func stringsPair(in root: URL, words: (en: String, de: String), file: (String) -> String) throws -> (
        source: Int, target: Int
    ) {
        var sizes: [Int] = []
        for (folder, word) in [("en.lproj", words.en), ("de.lproj", words.de)] {
            let data = Data(file(word).utf8)
            try FileManager.default.createDirectory(at: root.appending(path: folder), withIntermediateDirectories: true)
            try data.write(to: root.appending(path: folder + "/Localizable.strings"))
            sizes.append(data.count)
        }
        return (sizes[0], sizes[1])
    }

    @Test("memory of .strings lint is a small multiple of the files' size too")
    func memoryBoundStrings() throws {
        let ratios = try Self.lintPeaksPerByte(
            counts: (15_000, 30_000), pair: ["en.lproj", "de.lproj"], alone: ["en.lproj"]
        ) { count, root in
            try Self.stringsPair(in: root, words: ("Value", "Wert")) { word in
                (0..<count).map { index in
                    "/* Shown on screen \(index % 50). */\n\"screen.\(index % 50).item.\(index)\" = \"\(word) number \(index) of the list, %@\";\n"
                }.joined(separator: "\n")
            }
        }
        // Before: about 20 and 17 bytes per byte (the whole file as scalars, a table of offsets
        // and a second copy of the text per string, the source read again for each target).
        #expect(ratios.pair < 12, "source and target: \(ratios.pair) bytes per byte")
        #expect(ratios.alone < 12, "source alone: \(ratios.alone) bytes per byte")
    }

    @Test("a .strings file of tiny entries takes under 15 times its size (issue 21 §6)")
    func memoryBoundTinyStrings() throws {
        let ratios = try Self.lintPeaksPerByte(
            counts: (150_000, 300_000), pair: ["en.lproj", "de.lproj"], alone: ["en.lproj"]
        ) { count, root in
            try Self.stringsPair(in: root, words: ("v", "w")) { word in
                (0..<count).map { "\"k\($0)\" = \"\(word)\";\n" }.joined()
            }
        }
        // Before: 17.8 bytes per byte alone, 16.1 with a target (the entries' array doubled past
        // what the file held).
        #expect(ratios.alone < 15, "source alone: \(ratios.alone) bytes per byte")
        #expect(ratios.pair < 15, "source and target: \(ratios.pair) bytes per byte")
    }

    @Test("output is bounded: at most 1000 diagnostics per file, then a line counting the rest")
    func diagnosticsCap() throws {
        // 3000 empty messages with keys the source lacks: an error and a warning each.
        var text = #"{"@@locale": "de""#
        for index in 0..<3000 { text += #", "k\#(index)": """# }
        text += "}"
        let root = try Self.folder(["de.arb": Data(text.utf8)])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try CLI.run(["lint", "de.arb"], workingDirectory: root)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 1002)
        #expect(lines.prefix(1000).allSatisfy { $0.hasPrefix("de.arb:1:") })
        let summary = String(lines[1001])
        #expect(summary.hasPrefix("1 file, 3000 messages: 3000 errors, "))
        // Everything counted: the summary's totals are the shown lines plus the omitted ones.
        let warnings = Int(summary.split(separator: ", ")[2].split(separator: " ")[0]) ?? -1
        #expect(lines[1000].hasPrefix("de.arb: \(3000 + warnings - 1000) more diagnostics not shown ("))
        #expect(run.status == 1)
        let json = try CLI.run(["lint", "--format", "json", "de.arb"], workingDirectory: root)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((object["diagnostics"] as? [Any])?.count == 1000)
        #expect((object["summary"] as? [String: Any])?["omitted"] as? Int == 3000 + warnings - 1000)
        // SARIF counts them in the run's property bag.
        let sarif = try CLI.run(["lint", "--format", "sarif", "de.arb"], workingDirectory: root)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let sarifRun = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect((sarifRun["results"] as? [Any])?.count == 1000)
        let properties = sarifRun["properties"] as? [String: Any]
        #expect(properties?["omitted"] as? Int == 3000 + warnings - 1000)
        let byFile = properties?["omittedByFile"] as? [[String: Any]]
        #expect(byFile?.first?["uri"] as? String == "de.arb")
        let omittedErrors = byFile?.first?["errors"] as? Int ?? -1
        let omittedWarnings = byFile?.first?["warnings"] as? Int ?? -1
        #expect(omittedErrors + omittedWarnings == 3000 + warnings - 1000)
        #expect(lines[1000].hasSuffix("(\(omittedErrors) errors, \(omittedWarnings) warnings)"))
    }

    @Test(
        "the 1000-diagnostic cap holds for every format, not only ARB",
        arguments: [
            // 3000 keys the source lacks and its one key missing (a warning each).
            ("strings", "de.lproj/L.strings", 3001, 3001),
            // 3000 translations whose argument type differs from the source's (an error each).
            ("xcstrings", "L.xcstrings", 6000, 3000),
        ])
    func diagnosticsCapEveryFormat(format: String, path: String, messages: Int, diagnostics: Int) throws {
        let root = try Self.folder([:])
        defer { try? FileManager.default.removeItem(at: root) }
        let manager = FileManager.default
        if format == "strings" {
            for folder in ["en.lproj", "de.lproj"] {
                try manager.createDirectory(at: root.appending(path: folder), withIntermediateDirectories: true)
            }
            try Data(#""a" = "A";"#.utf8).write(to: root.appending(path: "en.lproj/L.strings"))
            let german = (0..<3000).map { #""k\#($0)" = "K";"# }.joined(separator: "\n")
            try Data(german.utf8).write(to: root.appending(path: path))
        } else {
            let units = (0..<3000).map { index in
                #""k\#(index)": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Hi %@"}}, "#
                    + #""de": {"stringUnit": {"state": "translated", "value": "Hallo %d"}}}}"#
            }
            let catalog =
                #"{"sourceLanguage": "en", "version": "1.0", "strings": {"# + units.joined(separator: ",\n")
                + "}}"
            try Data(catalog.utf8).write(to: root.appending(path: path))
        }
        let run = try CLI.run(["lint", format == "strings" ? "." : path], workingDirectory: root)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 1002, "\(format): \(lines.count) lines")
        let summary = String(lines.last ?? "")
        #expect(summary.contains(" files, \(messages) messages: ") || summary.contains(" file, \(messages) messages: "))
        let shown = lines.prefix(1000)
        #expect(shown.allSatisfy { $0.hasPrefix("./\(path):") || $0.hasPrefix("\(path):") }, "\(format)")
        #expect(
            lines[1000].hasPrefix(
                "\(lines[0].split(separator: ":")[0]): \(diagnostics - 1000) more diagnostics not shown ("))
        #expect(run.status == (format == "strings" ? 0 : 1), "\(format)")
    }

    @Test(
        "long tokens are cut in the messages of every format, whatever the token is",
        arguments: [
            ("a .strings parse error quoting the key", "en.lproj/L.strings", #""{x}" = "v"\#n"b" = "c";"#),
            (
                "a .stringsdict entry that is not a dict", "en.lproj/M.stringsdict",
                #"<?xml version="1.0"?><plist version="1.0"><dict><key>{x}</key><string>v</string></dict></plist>"#
            ),
            (
                "an unknown field of a String Catalog localization (not the key)", "C.xcstrings",
                #"{"sourceLanguage": "en", "version": "1.0", "strings": {"k": {"localizations": {"en": {"{x}": 1, "stringUnit": {"state": "translated", "value": "v"}}}}}}"#
            ),
        ])
    func longTokensEveryFormat(name: String, path: String, template: String) throws {
        let long = String(repeating: "x", count: 500_000)
        let root = try Self.folder([:])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appending(path: "en.lproj"), withIntermediateDirectories: true)
        try Data(template.replacingOccurrences(of: "{x}", with: long).utf8).write(to: root.appending(path: path))
        let run = try CLI.run(["lint", path], workingDirectory: root)
        let finding = try #require(run.stdout.split(separator: "\n").first, "\(name)")
        #expect(
            finding.contains("'\(String(repeating: "x", count: 64))…(500000 bytes)'"), "\(name): \(finding.prefix(300))"
        )
        #expect(finding.utf8.count < 400, "\(name): \(finding.utf8.count) bytes")
    }

    @Test("long tokens are cut the same way in every error message")
    func longTokens() throws {
        let field = String(repeating: "x", count: 500_000)
        let run = try CLI.run(["render"], stdin: #"{"id":1,"op":"rating","value":3,"\#(field)":1}"# + "\n")
        #expect(
            run.stdout
                == #"{"id":1,"error":{"code":"unknown-field","message":"Unknown field '\#(String(repeating: "x", count: 64))…(500000 bytes)' for op 'rating': expected id, locale, max, op, outOf, timeZone, value","line":1}}"#
                + "\n")
        let key = String(repeating: "k", count: 1000)
        let root = try Self.folder(["de.arb": Data(#"{"@@locale": "de", "\#(key)": "x"}"#.utf8)])
        defer { try? FileManager.default.removeItem(at: root) }
        let lint = try CLI.run(["lint", "de.arb"], workingDirectory: root)
        #expect(lint.stdout.contains("Unknown key '\(String(repeating: "k", count: 64))…(1000 bytes)'"))
        #expect(!lint.stdout.contains(String(repeating: "k", count: 65)))
        // The command line's own messages too.
        let usage = try CLI.run(["lint", "--format", String(repeating: "f", count: 1000), "de.arb"])
        #expect(
            usage.stderr.hasPrefix(
                "Error: Invalid value '\(String(repeating: "f", count: 64))…(1000 bytes)' for --format"))
        #expect(usage.status == 64)
    }
}
