import Foundation
import Spoken
import SpokenLint
import TestSupport
import Testing

/// `speech-abbreviation` against ICU's own data: each row of `icu-golden/speech.tsv`
/// (gen_speech.cpp: ICU's short and narrow unit forms, compact notation and abbreviated month
/// and weekday names, with the words ICU says for them at full width) is one ARB message, and
/// the rule must report exactly its token with its spoken form, or nothing for the negatives.
@Suite("speech-abbreviation: ICU's abbreviations")
struct SpeechAbbreviationRuleTests {
    struct Row: Sendable, CustomStringConvertible {
        let name: String
        let locale: String
        let text: String
        let token: String?
        let spoken: String?
        var description: String { "\(name) \(locale)" }
    }

    static let rows: [Row] = ICUGolden.table("speech.tsv").rows.compactMap { columns in
        guard columns.count == 5 else { return nil }
        return Row(
            name: columns[0], locale: columns[1], text: columns[2], token: columns[3] == "-" ? nil : columns[3],
            spoken: columns[4] == "-" ? nil : columns[4])
    }

    static func findings(_ text: String, locale: String) -> [Diagnostic] {
        let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        let file = LintFile(
            path: "\(locale).arb", bytes: Array("{\n  \"@@locale\": \"\(locale)\",\n  \"m\": \"\(escaped)\"\n}\n".utf8))
        return Linter().lint([file], source: file).diagnostics.filter { $0.rule == .speechAbbreviation }
    }

    @Test("the golden file has rows of every kind for six locales")
    func coverage() {
        #expect(Set(Self.rows.map(\.locale)).isSuperset(of: ["en", "de", "fr", "ru", "ja", "zh-Hans"]))
        #expect(Self.rows.count { $0.token == nil } >= 10)
        #expect(Self.rows.count { $0.token != nil } >= 30)
    }

    @Test("a row's text gives exactly its finding", arguments: rows)
    func row(_ row: Row) {
        let found = Self.findings(row.text, locale: row.locale)
        guard let token = row.token else {
            #expect(found.isEmpty, "\(found.map(\.message))")
            return
        }
        #expect(found.count == 1, "\(found.map(\.message))")
        guard let finding = found.first else { return }
        #expect(finding.message.hasPrefix("'\(token)' may be heard as "), "\(finding.message)")
        if let spoken = row.spoken {
            // Several units so abbreviated: each named, in the golden file's order.
            let meanings = spoken.components(separatedBy: " | ")
            if meanings.count == 1 {
                #expect(finding.message.contains(": write '\(spoken)'"), "\(finding.message)")
            } else {
                #expect(
                    finding.message.hasPrefix(
                        "'\(token)' may be heard as \(Self.either(meanings.map { "'\($0)'" })): write '\(meanings[0])'"),
                    "\(finding.message)")
                #expect(finding.message.hasSuffix(", whichever is meant"), "\(finding.message)")
            }
        }
        #expect(finding.severity == .warning)
        // Located at the token's first character (line 3, after `  "m": "`).
        let prefix = row.text.components(separatedBy: token).first ?? ""
        #expect(finding.line == 3)
        #expect(finding.column == 9 + prefix.unicodeScalars.count)
    }

    /// "a, b or c", as a finding lists meanings.
    static func either(_ items: [String]) -> String {
        items.count > 1 ? items.dropLast().joined(separator: ", ") + " or " + items[items.count - 1] : items.joined()
    }

    /// The golden row of a case and locale.
    static func golden(_ name: String, _ locale: String) throws -> Row {
        try #require(rows.first { $0.name == name && $0.locale == locale })
    }

    /// Issue 23: "5 m" was advised as minutes only, though en's narrow 'm' is also meter (and
    /// month); "5B" as bytes only, though en's compact 'B' is billion. Each meaning, in ICU's
    /// words from the golden file, with what says it.
    @Test(
        "a token that abbreviates several units names each",
        arguments: [
            (
                "meter-short", "en",
                [
                    "spoken measure --unit meter", "a duration argument, or spoken duration",
                    "spoken measure --unit month",
                ]
            ),
            (
                "minute-narrow", "en",
                [
                    "spoken measure --unit meter", "a duration argument, or spoken duration",
                    "spoken measure --unit month",
                ]
            ),
            ("watt-short", "de", ["spoken measure --unit watt", "a duration argument, or spoken duration"]),
            // A unit and a compact-notation suffix: en narrow byte and compact billion are "B".
            (
                "byte-narrow", "en",
                ["spoken number --style bytes", "a compactLong number format, or spoken number --style compact"]
            ),
        ])
    func severalUnits(_ name: String, _ locale: String, _ apis: [String]) throws {
        let row = try Self.golden(name, locale)
        let token = try #require(row.token)
        let meanings = try #require(row.spoken).components(separatedBy: " | ")
        try #require(meanings.count == apis.count)
        // The translator's words name the meanings; the developer's hint, what says each.
        let quoted = Self.either(meanings.map { "'\($0)'" })
        let found = Self.findings(row.text, locale: locale)
        #expect(found.map(\.message) == ["'\(token)' may be heard as \(quoted): write \(quoted), whichever is meant"])
        #expect(found.map(\.hint) == [zip(meanings, apis).map { "'\($0)': \($1)" }.joined(separator: "; ")])
    }

    @Test(
        "says how a token may be heard and what to write, in the text's language; the API is the hint",
        arguments: [
            (
                "3 wks", "en", "'3 wks' may be heard as '3 w k s': write '3 weeks'",
                "a duration argument, or spoken duration"
            ),
            (
                "5.37 GB", "en", "'5.37 GB' may be heard as '5.37 gigabits': write '5.37 gigabytes'",
                "spoken number --style bytes"
            ),
            (
                "3M", "en", "'3M' may be heard as '3 meters': write '3 million'",
                "a compactLong number format, or spoken number --style compact"
            ),
            ("Mo.", "de", "'Mo.' may be heard as 'M o': write 'Montag'", "a date argument, or spoken date"),
            (
                "Noch 30 Min.", "de", "'30 Min.' may be heard as '30 M i n': write '30 Minuten'",
                "a duration argument, or spoken duration"
            ),
        ])
    func heardAs(_ text: String, _ locale: String, _ message: String, _ hint: String) {
        let found = Self.findings(text, locale: locale)
        #expect(found.map(\.message) == [message])
        #expect(found.map(\.hint) == [hint])
    }

    /// An ARB message with its placeholders declared.
    static func findings(_ message: String, placeholders: String, locale: String) -> [String] {
        let text = """
            {"@@locale": "\(locale)", "m": "\(message)", "@m": {"placeholders": {\(placeholders)}}}
            """
        let file = LintFile(path: "\(locale).arb", bytes: Array(text.utf8))
        return Linter().lint([file], source: file).diagnostics.filter { $0.rule == .speechAbbreviation }
            .map { "\($0.column): \($0.message)" }
    }

    @Test(
        "A placeholder that is a number, then a unit: found at the placeholder, with a sample number",
        arguments: [
            (
                "{count} min left", #""count": {"type": "int"}"#, "en",
                [
                    "26: '{count} min' may be heard as '5 m i n' for '5': write '5 minutes'"
                ]
            ),
            (
                "{size, number} GB", #""size": {"type": "num"}"#, "en",
                [
                    "26: '{size, number} GB' may be heard as '5 gigabits' for '5': write '5 gigabytes'"
                ]
            ),
            (
                "{n, plural, one {#m ago} other {#m ago}}", #""n": {"type": "int"}"#, "en",
                [
                    "43: '#m' may be heard as '5 meters', '5 minutes' or '5 months' for '5': write '5 meters', '5 minutes' or '5 months', whichever is meant",
                    "58: '#m' may be heard as '5 meters', '5 minutes' or '5 months' for '5': write '5 meters', '5 minutes' or '5 months', whichever is meant",
                ]
            ),
            // Strings are no numbers: es "{start} a {end}" (from … to …), hi "{start} से {end}".
            ("{start} a {end}", #""start": {"type": "String"}, "end": {"type": "String"}"#, "es", []),
            ("{start} से {end}", #""start": {}, "end": {}"#, "hi", []),
            ("{count} minutes left", #""count": {"type": "int"}"#, "en", []),
        ] as [(String, String, String, [String])])
    func numberPlaceholders(_ message: String, _ placeholders: String, _ locale: String, _ expected: [String]) {
        #expect(Self.findings(message, placeholders: placeholders, locale: locale) == expected)
    }
}

/// `SpeechCheck` on texts of many findings: the first `maximumFindings` kept in text order and
/// located, the rest counted.
@Suite("SpeechCheck: many findings")
struct SpeechCheckTests {
    @Test("Past 1,000 findings the rest are counted, and every kept offset is its token's scalar offset")
    func capped() throws {
        let check = SpeechCheck(locale: try SpokenLocale("en"))
        // A supplementary character first: each later token is one scalar (two UTF-16 units) on.
        let text = "😀 " + String(repeating: "5m ", count: 1_500)
        let report = check.check(text)
        #expect(SpeechCheck.maximumFindings == 1_000)
        #expect(report.findings.count == 1_000)
        #expect(report.omitted == 500)
        #expect(report.findings.map(\.offset) == (0..<1_000).map { 2 + 3 * $0 })
        #expect(check.findings(in: text) == report.findings)
        // The same message for each: the one `findings(in:)` gives the token alone.
        #expect(Set(report.findings.map(\.message)) == Set(check.findings(in: "5m").map(\.message)))
        let few = check.check("56m remaining, 3/10 done")
        #expect(few.findings.count == 2 && few.omitted == 0)
    }
}

/// Abbreviations next to the isolates and marks Spoken itself writes, glued into one word, in
/// another case or full width are still found; a full name that starts with a short one is not.
@Suite("SpeechCheck: hidden and glued abbreviations")
struct SpeechCheckHiddenTests {
    static func offsets(_ text: String, _ locale: String = "en") throws -> [Int] {
        SpeechCheck(locale: try SpokenLocale(locale)).findings(in: text).map(\.offset)
    }

    @Test(
        "Found, at the number",
        arguments: [
            ("\u{2068}30 min\u{2069}", [1]), ("30 min\u{202C}", [0]), ("\u{202A}30 min\u{202C} left", [1]),
            ("30\u{200D}min", [0]), ("30\u{200B}min", [0]), ("1h15m", [0, 2]), ("5m5m", [0, 2]), ("5 Min", [0]),
            ("5 MIN left", [0]), ("\u{FF15}\u{FF4D}", [0]), ("\u{FF13}\u{FF10} min", [0]),
        ])
    func found(_ text: String, _ expected: [Int]) throws {
        #expect(try Self.offsets(text) == expected)
    }

    @Test(
        "Not found",
        arguments: [
            ("1小时15分钟27秒钟", "zh-Hans"), ("27秒钟", "zh-Hans"), ("5 minutes", "en"), ("admin5", "en"), ("5 Mind", "en"),
            ("\u{2068}5 minutes\u{2069}", "en"), ("A4", "en"),
        ])
    func notFound(_ text: String, _ locale: String) throws {
        #expect(try Self.offsets(text, locale) == [])
    }

    @Test("The finding quotes the text as written")
    func quoted() throws {
        let finding = try #require(SpeechCheck(locale: try SpokenLocale("en")).findings(in: "\u{FF15}\u{FF4D}").first)
        #expect(finding.message.hasPrefix("'\u{FF15}\u{FF4D}' may be heard as "), "\(finding.message)")
        let five = try #require(SpeechCheck(locale: try SpokenLocale("en")).findings(in: "5 Min").first)
        #expect(five.message.hasPrefix("'5 Min' may be heard as "), "\(five.message)")
    }
}
