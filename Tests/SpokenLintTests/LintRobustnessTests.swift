import Spoken
import TestSupport
import Testing

@testable import SpokenLint

@Suite("Lint robustness")
struct LintRobustnessTests {
    /// The 1,000-diagnostic cap filled with warnings hid the errors that blocked a write.
    @Test("Under the diagnostic cap, errors are kept first, then the first warnings")
    func errorsFirstUnderTheCap() {
        let labels = (1...5).map { #""label.k\#($0)": "Play.""# }.joined(separator: ", ")
        let text = #"{"@@locale": "en", \#(labels), "z": "{x"}"#
        let report = Linter(limits: LintLimits(maxDiagnosticsPerFile: 3)).lint(
            [LintFile(path: "en.arb", bytes: Array(text.utf8))], source: nil)
        #expect(report.errorCount == 1)
        #expect(report.warningCount == 5)
        #expect(
            report.diagnostics.map { "\($0.severity.rawValue) \($0.key ?? "")" } == [
                "warning label.k1", "warning label.k2", "error z",
            ], "\(report.diagnostics.map(\.description))")
        #expect(report.omitted.map(\.warnings) == [3])
    }

    private func lint(_ bytes: [UInt8], path: String = "de.arb") -> LintReport {
        Linter().lint([LintFile(path: path, bytes: bytes)], source: nil)
    }

    @Test(
        "Malformed UTF-8 is a json-syntax error at the bad byte",
        arguments: [
            ([0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xFF, 0x22, 0x7D], 7),  // {"a":"\xFF"}
            ([0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xC3, 0x22, 0x7D], 7),  // truncated sequence
            ([0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x7D], 7),  // UTF-8 surrogate
            ([0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xC0, 0xAF, 0x22, 0x7D], 7),  // overlong '/'
        ])
    func malformedUTF8(bytes: [UInt8], column: Int) {
        let report = lint(bytes)
        #expect(report.diagnostics.map(\.rule) == [.jsonSyntax])
        #expect(report.diagnostics.first?.column == column)
        #expect(report.diagnostics.first?.message.contains("UTF-8") == true)
    }

    /// Rules skip most messages on facts read eight units at a time (the highest and lowest
    /// unit, whether there is a `%`): each rare unit at every offset of messages of every length
    /// up to 24, so that both the vector part and the rest of a message are read. (`%d` is
    /// followed by `!`: printf-placeholder wants no letter after it.)
    @Test("A rare unit is found at every offset of a message (facts read eight units at a time)")
    func rareUnitAtEveryOffset() {
        let cases: [(json: String, rule: DiagnosticCode)] = [
            ("\u{202E}", .invisibleChar), ("\\u0000", .invisibleChar), ("%d!", .printfPlaceholder),
        ]
        for (unit, rule) in cases {
            for length in 1...24 {
                for offset in 0..<length {
                    let text =
                        String(repeating: "a", count: offset) + unit
                        + String(repeating: "b", count: length - offset - 1)
                    let report = lint(Array(#"{"@@locale": "de", "m": "\#(text)"}"#.utf8))
                    #expect(report.diagnostics.map(\.rule).contains(rule), "\(rule) at \(offset) of \(length)")
                }
            }
        }
    }

    @Test("10,000 levels of nesting: an error, no stack overflow")
    func deepNesting() {
        let text = "{\"a\": " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "}"
        let report = lint(Array(text.utf8))
        #expect(report.diagnostics.map(\.rule) == [.jsonSyntax])
        #expect(report.diagnostics.first?.message.contains("Nesting deeper") == true)
    }

    @Test("Deep input in many files at once (worker threads, small stacks): errors, no crash")
    func deepNestingInParallel() {
        // As deep as the one JSON reader goes (the object and its arrays).
        let levels = JSONReader.maximumDepth - 1
        let json = "{\"a\": " + String(repeating: "[", count: levels) + String(repeating: "]", count: levels) + "}"
        let message =
            "{\"@@locale\": \"de\", \"m\": \"" + String(repeating: "{a, select, other {", count: 99)
            + String(repeating: "}}", count: 99) + "\"}"
        let files = (0..<16).map { LintFile(path: "d\($0)/de.arb", text: $0 % 2 == 0 ? json : message) }
        let report = Linter().lint(files, source: nil)
        #expect(report.files == 16)
        #expect(!report.diagnostics.contains { $0.rule == .jsonSyntax })
    }

    @Test("Binary input: one json-syntax error")
    func binary() {
        var generator = SystemRandomNumberGenerator()
        let bytes = [0x00, 0x01, 0xFF] + (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let report = lint(bytes)
        #expect(report.diagnostics.count == 1)
        #expect(report.diagnostics.first?.rule == .jsonSyntax)
        #expect(report.diagnostics.first?.line == 1)
        #expect(report.diagnostics.first?.column == 1)
    }

    @Test("A 5 MB catalog on one line: its one finding at the far end of the line (speed: the lint-one-line benchmark)")
    func hugeFile() {
        var text = "{\"@@locale\": \"de\""
        var count = 0
        while text.utf8.count < 5_000_000 {
            text += ", \"k\(count)\": \"Nachricht \(count) für {name} mit Text, der etwas länger ist\""
            count += 1
        }
        text += ", \"last\": \"Ende\u{200B}\"}"
        let report: LintReport? = lint(Array(text.utf8))
        // The only finding is the zero width space at the very end of the 5 MB line.
        #expect(report?.diagnostics.map(\.rule) == [.invisibleChar])
        #expect(report?.diagnostics.first?.line == 1)
        #expect(report?.diagnostics.first?.column == text.unicodeScalars.count - 2)
        #expect(report?.messages == count + 1)
    }

    @Test(
        "Hostile messages never crash: deep ICU nesting, lone braces, quotes, huge plurals",
        arguments: [
            String(repeating: "{a, select, other {", count: 30) + String(repeating: "}}", count: 30),
            String(repeating: "{a, select, other {", count: 20_000) + String(repeating: "}}", count: 20_000),
            String(repeating: "{", count: 5000),
            String(repeating: "}'", count: 5000),
            "{count, plural, " + (0..<3000).map { "=\($0) {x}" }.joined(separator: " ") + " other {y}}",
            "'{", "'", "{a, plural, offset:x other {}}", "{a, select, other {'{b}}",
        ])
    func hostileMessages(message: String) {
        var json = "{\"@@locale\": \"de\", \"m\": \""
        json += message.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        json += "\"}"
        let report = lint(Array(json.utf8))
        #expect(report.messages == 1)
    }
}

@Suite("Located JSON UTF-16")
struct LocatedJSONUTF16Tests {
    @Test(
        "utf16(of:) equals Swift's own transcoding, with and without escapes",
        arguments: ["plain", "中文 текст", "😀 a\u{10FFFF}", "é\\n\\u4e2d", "ـــ \\ud83d\\ude00"])
    func transcoding(raw: String) throws {
        let json = try LocatedJSON(parsing: Array("\"\(raw)\"".utf8))
        let literal = try #require(json.root.stringLiteral)
        #expect(json.utf16(of: literal) == Array(literal.value.utf16))
    }
}

@Suite("Lint fuzz")
struct LintFuzzTests {
    @Test(
        "Mutated shipped catalogs never crash and every diagnostic points into the file",
        arguments: ["l10n/ru.arb", "l10n/ar.arb", "l10n/zh-Hant.arb"])
    func mutations(path: String) throws {
        let source = LintFile(path: "l10n/en.arb", bytes: [UInt8](try #require(ShippedResources.data("l10n/en.arb"))))
        let original = [UInt8](try #require(ShippedResources.data(path)))
        let tokens: [[UInt8]] =
            ["{", "}", "'", "\"", "\\", "\\u", "#", ",", "\n", "\u{202E}", "\u{FFFD}", "other", "=1 {"]
            .map { Array($0.utf8) } + [[0xFF], [0xC3], [0xED, 0xA0, 0x80], [0x00]]
        var random = SplitMix64(state: UInt64(path.utf8.count))
        for _ in 0..<200 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let at = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes.insert(contentsOf: tokens.randomElement(using: &random)!, at: at)
                case 1: bytes.remove(at: at)
                default: bytes[at] = UInt8.random(in: 0...255, using: &random)
                }
            }
            let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).count
            let report = Linter().lint([LintFile(path: path, bytes: bytes)], source: source)
            for diagnostic in report.diagnostics {
                #expect(diagnostic.line >= 1 && diagnostic.line <= lines + 1, "\(diagnostic)")
                #expect(diagnostic.column >= 1, "\(diagnostic)")
            }
        }
    }
}
