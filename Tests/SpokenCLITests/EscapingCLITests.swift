import Foundation
import TestSupport
import Testing

/// End-to-end tests of what reaches a reader: JSON output never holds a character that common
/// readers split lines on, lint's text output cannot be forged, and every line reader agrees on
/// byte order marks and blank lines.
@Suite("Escaping and line readers (CLI)")
struct EscapingCLITests {
    /// What Python's `str.splitlines()` splits on, besides "\n": a reader of JSON Lines may use it.
    static let lineBreakers: [Unicode.Scalar] = [
        "\r", "\u{0B}", "\u{0C}", "\u{1C}", "\u{1D}", "\u{1E}", "\u{85}", "\u{2028}", "\u{2029}",
    ]

    static func splitsLines(_ text: String) -> Bool { text.unicodeScalars.contains { lineBreakers.contains($0) } }

    @Test(
        "render escapes line breakers and C1 controls in ids, texts and messages; ids stay as written",
        arguments: [
            (
                "id with separators and C1",
                "{\"id\":\"a\u{2028}b\u{2029}c\u{85}d\u{7F}e\u{9F}f\",\"op\":\"x\u{85}y\"}",
                #"{"id":"a\u2028b\u2029c\u0085d\u007fe\u009ff","error":{"code":"unknown-op","message":"Unknown op 'x\u0085y': expected one of announce, cell, cells, check, date, duration, interval, label, measure, measureRange, money, number, rating, relative, rotor, rotorManifest","line":1}}"#
            ),
            (
                "message echoing a separator",
                "{\"id\":7,\"op\":\"rating\",\"value\":3,\"locale\":\"q\u{2028}\"}",
                #"{"id":7,"error":{"code":"invalid-locale","message":"Invalid locale 'q\u2028': a locale has only ASCII letters, digits, '-' and '_' (and '@', '=', ';' in options such as de@collation=phonebook), not '\u2028'","line":1}}"#
            ),
            (
                "id with a separator on a fast-path request",
                "{\"id\":\"d\u{2028}1\",\"op\":\"date\",\"instant\":0,\"locale\":\"en-US\",\"timeZone\":\"UTC\"}",
                #"{"id":"d\u20281","text":"Jan 1, 1970, 12:00\#u{202F}AM","locale":"en-US"}"#
            ),
            (
                "escaped id kept as written",
                #"{"id":"a\u2028\n","op":"rating","value":3}"#,
                #"{"id":"a\u2028\n","text":"3 stars","locale":"en"}"#
            ),
        ])
    func renderEscapes(_ name: String, _ request: String, _ response: String) throws {
        let result = try CLI.run(["render"], stdin: request + "\n")
        #expect(result.stdout == response + "\n", "\(name)")
        #expect(!Self.splitsLines(result.stdout), "\(name)")
    }

    @Test("lint text output shows a key's newline and ESC as escapes; a path's newline too")
    func lintTextCannotBeForged() throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "spoken-forge-\(UUID().uuidString)")
        let folder = root.appending(path: "a\nb")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(#"{"@@locale":"en","a":"A"}"#.utf8).write(to: folder.appending(path: "en.arb"))
        try Data(#"{"@@locale":"de","a":"B","x\nde.arb:7:7: error: forged\u001b[2J":"C"}"#.utf8)
            .write(to: folder.appending(path: "de.arb"))
        let text = try CLI.run(["lint", "a\nb/de.arb"], workingDirectory: root)
        #expect(
            text.stdout == #"""
                a\nb/de.arb:1:27: warning: Unknown key 'x\nde.arb:7:7: error: forged\u{1B}[2J': en.arb has no such key [unknown-key]
                1 file, 2 messages: 0 errors, 1 warning

                """#)
        #expect(text.status == 0)
        for format in ["json", "sarif"] {
            let json = try CLI.run(["lint", "--format", format, "a\nb/de.arb"], workingDirectory: root)
            #expect(!json.stdout.contains("\u{1B}"), "\(format)")
            #expect(json.stdout.contains(#""x\nde.arb:7:7: error: forged\u001b[2J""#), "\(format)")
        }
    }

    @Test(
        "every line reader skips a byte order mark and whitespace-only lines",
        arguments: [
            (
                "date -", ["date", "-"], "\u{FEFF}@0\n \t \n@60\n",
                "Jan 1, 1970, 12:00\u{202F}AM\nJan 1, 1970, 12:01\u{202F}AM\n"
            ),
            ("measure -", ["measure", "--unit", "celsius", "-"], "\u{FEFF}25\n   \n", "25 degrees Celsius\n"),
            (
                "render", ["render"],
                "\u{FEFF}{\"id\":1,\"op\":\"rating\",\"value\":3}\n \t \n{\"id\":2,\"op\":\"rating\",\"value\":1}\n",
                "{\"id\":1,\"text\":\"3 stars\",\"locale\":\"en\"}\n{\"id\":2,\"text\":\"1 star\",\"locale\":\"en\"}\n"
            ),
        ])
    func byteOrderMarkAndBlankLines(_ name: String, _ arguments: [String], _ input: String, _ output: String) throws {
        let result = try CLI.run(arguments, stdin: input)
        #expect(result.stdout == output, "\(name)")
        #expect(result.stderr.isEmpty, "\(name): \(result.stderr)")
        #expect(result.status == 0, "\(name)")
    }

    @Test("preview, convert and argument errors cannot be forged either: newlines and ESC shown escaped")
    func previewConvertErrors() throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "spoken-forge-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in ["cat", "en.lproj"] {
            try FileManager.default.createDirectory(at: root.appending(path: folder), withIntermediateDirectories: true)
        }
        // An override catalog whose key and text hold a newline and an ESC.
        try Data(
            #"{"@@locale": "en", "hint.x\nen  fake.key  FORGED\u001b[31m": "Text\nline2"}"#.utf8
        ).write(to: root.appending(path: "cat/en.arb"))
        let preview = try CLI.run(["preview", "--catalog", "cat", "--locale", "en"], workingDirectory: root)
        let rows = preview.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let forged = rows.filter { $0.contains("FORGED") }
        #expect(forged.count == 1, "\(forged)")
        #expect(forged.first?.hasPrefix(#"en  hint.x\nen  fake.key  FORGED\u{1B}[31m"#) == true, "\(forged)")
        #expect(forged.first?.hasSuffix(#"Text\nline2"#) == true, "\(forged)")
        #expect(!preview.stdout.contains("\u{1B}"))
        // A key given on the command line.
        let unknown = try CLI.run(["preview", "--locale", "en", "k\u{1B}[31m\nfoo"])
        #expect(unknown.stderr == #"Error: Unknown key 'k\u{1B}[31m\nfoo'"# + OrderListExample.unknownKeyTail + "\n")
        #expect(unknown.status == 1)
        // A .strings key in convert's syntax error.
        try Data("\"a\u{1B}[31mRED\nfake: error\" \"x\";\n".utf8).write(to: root.appending(path: "en.lproj/L.strings"))
        let convert = try CLI.run(["convert", "--to", "xcstrings", "en.lproj/L.strings"], workingDirectory: root)
        #expect(
            convert.stderr
                == #"Error: en.lproj/L.strings:2:14: Expected ';' after the entry 'a\u{1B}[31mRED\nfake: error', found '"'"#
                + "\n")
        #expect(convert.status == 1)
    }
}
