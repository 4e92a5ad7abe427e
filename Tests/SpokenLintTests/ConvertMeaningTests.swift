import Foundation
import Spoken
import Testing

@testable import SpokenLint

/// What the hostile review of issue 25 found: printf text whose meaning ARB cannot carry was
/// converted anyway, and one argument read as two types linted clean. Expected notes and columns
/// are written by hand from the inputs.
@Suite("Conversions keep printf meaning or leave the entry out")
struct ConvertMeaningTests {
    /// A one-entry String Catalog whose en and de values are `value`, on one line.
    static func catalog(key: String = "k", _ value: String) -> String {
        let unit = #"{"stringUnit":{"state":"translated","value":"\#(value)"}}"#
        return
            #"{"sourceLanguage":"en","version":"1.0","strings":{"\#(key)":{"localizations":{"en":\#(unit),"de":\#(unit)}}}}"#
    }

    @Test(
        "One argument read as two types in one string is an error (String Catalogs and .strings)",
        arguments: [
            ("%1$@ %1$d", "%1$d", "'%1$@' (object)", "'%1$d' (signed integer)"),
            ("%2$lld and %1$@ or %2$@", "%2$@", "'%2$lld' (signed integer)", "'%2$@' (object)"),
        ])
    func oneArgumentTwoTypes(value: String, second: String, first: String, other: String) throws {
        let text = Self.catalog(value)
        let report = Linter().lint([LintFile(path: "t.xcstrings", bytes: Array(text.utf8))], source: nil)
        let found = report.diagnostics.filter { $0.rule == .placeholderMismatch && $0.severity == .error }
        // Each localization reports it, at the second directive of its value.
        var columns: [Int] = []
        var search = text.startIndex
        while let range = text.range(of: value, range: search..<text.endIndex) {
            let offset = text.distance(from: text.startIndex, to: range.lowerBound)
            columns.append(
                offset
                    + (value.range(of: second, options: .backwards).map {
                        value.distance(from: value.startIndex, to: $0.lowerBound)
                    } ?? 0) + 1)
            search = range.upperBound
        }
        #expect(found.map(\.column).sorted() == columns.sorted(), "\(report.diagnostics.map(\.description))")
        for diagnostic in found {
            #expect(diagnostic.message.contains(first) && diagnostic.message.contains(other), "\(diagnostic.message)")
        }
        let strings = #""k" = "\#(value)";"#
        let stringsReport = Linter().lint(
            [LintFile(path: "en.lproj/L.strings", bytes: Array(strings.utf8))], source: nil)
        #expect(
            stringsReport.diagnostics.contains { $0.rule == .placeholderMismatch && $0.severity == .error },
            "\(stringsReport.diagnostics.map(\.description))")
    }

    @Test("The same argument read twice as one type is fine")
    func oneArgumentOneType() {
        let report = Linter().lint(
            [LintFile(path: "t.xcstrings", bytes: Array(Self.catalog("%1$@ and again %1$@").utf8))], source: nil)
        #expect(report.diagnostics.map(\.description) == [])
    }

    @Test(
        "--to arb: a width, precision, flag, star, or a position with no argument before it is reported and the key left out",
        arguments: [
            ("%*d items", "'%*d'"), ("%.2f km", "'%.2f'"), ("%5lld x", "'%5lld'"), ("%+d x", "'%+d'"),
            ("%'d x", "'%'d'"), ("%-5@ x", "'%-5@'"), ("%05d", "'%05d'"), ("%2147483648$@", "'%2147483648$@'"),
            ("%1$@ %3$@", "'%3$@'"), ("%1$@ %1$d", "'%1$d'"),
        ])
    func meaningARBCannotCarry(value: String, token: String) throws {
        let catalog = try StringCatalog(parsing: Array(Self.catalog(value).utf8), path: "t.xcstrings")
        let (arbs, notes) = StringCatalogConverter.arbCatalogs(from: catalog, path: "t.xcstrings")
        #expect(notes.count == 1, "\(notes.map(\.description))")
        #expect(notes.first?.key == "k")
        #expect(notes.first?.message.contains(token) == true, "\(notes.map(\.description))")
        #expect(notes.first?.message.hasSuffix("; the key is left out") == true, "\(notes.map(\.description))")
        // In no locale: not the source, not the translation.
        for arb in arbs { #expect(!arb.text.contains("\"k\""), "\(arb.text)") }
    }

    @Test("--to arb: plain directives still convert, length modifiers included")
    func plainDirectives() throws {
        let catalog = try StringCatalog(
            parsing: Array(Self.catalog("%2$@ has %1$lld of %1$lld").utf8), path: "t.xcstrings")
        let (arbs, notes) = StringCatalogConverter.arbCatalogs(from: catalog, path: "t.xcstrings")
        #expect(notes.map(\.description) == [])
        #expect(arbs.first?.text.contains(#""k": "{arg2} has {arg1} of {arg1}""#) == true, "\(arbs.first?.text ?? "")")
    }

    @Test(
        "--to arb: a key starting with '@' would be ARB metadata: reported and left out",
        arguments: ["@@locale", "@hello", "@@x"])
    func atKeys(key: String) throws {
        let catalog = try StringCatalog(parsing: Array(Self.catalog(key: key, "Hi").utf8), path: "t.xcstrings")
        let (arbs, notes) = StringCatalogConverter.arbCatalogs(from: catalog, path: "t.xcstrings")
        #expect(notes.map(\.key) == [key])
        #expect(notes.first?.message == "a key starting with '@' is ARB metadata in an ARB file; the key is left out")
        for arb in arbs {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(arb.text.utf8)) as? [String: Any])
            #expect(object.keys.sorted() == ["@@locale"], "\(arb.text)")
            #expect(arb.text.components(separatedBy: "\"@@locale\"").count == 2, "\(arb.text)")
        }
    }

    @Test("U+0000 in a String Catalog value is an invisible-char error")
    func nullInStringCatalog() {
        let report = Linter().lint(
            [LintFile(path: "t.xcstrings", bytes: Array(Self.catalog(#"Schlag\u0000zeilen"#).utf8))], source: nil)
        let found = report.diagnostics.filter { $0.rule == .invisibleChar && $0.severity == .error }
        #expect(found.count == 2, "\(report.diagnostics.map(\.description))")
        #expect(found.first?.message.hasPrefix("Null character U+0000 inside the message") == true)
    }

    /// ARB → String Catalog wrote each plural as a marker `\0N\0name\0` and replaced it after:
    /// the same characters in the message text became a live `%1$#@a@` directive.
    @Test("ARB → String Catalog: text that spells the converter's old marker stays text")
    func markerNotForgeable() throws {
        let message =
            #"{a, plural, one {# x} other {# xs}} \u00001\u0000a\u0000 {b, plural, one {# y} other {# ys}}"#
        let en =
            #"{"@@locale": "en", "k": "\#(message)", "@k": {"placeholders": {"a": {"type": "int"}, "b": {"type": "int"}}}}"#
        let conversion = try StringCatalogConverter.stringCatalog(
            fromARB: [LintFile(path: "en.arb", bytes: Array(en.utf8))], sourceLocale: "en")
        let bytes = conversion.catalog.xcodeFormatted()
        let json = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let strings = try #require(json["strings"] as? [String: Any])
        let entry = try #require(strings["k"] as? [String: Any])
        let localizations = try #require(entry["localizations"] as? [String: Any])
        let english = try #require(localizations["en"] as? [String: Any])
        let unit = try #require(english["stringUnit"] as? [String: Any])
        #expect(unit["value"] as? String == "%1$#@a@ \u{0}1\u{0}a\u{0} %2$#@b@")
    }

    /// `de` and `DE` (or `de-de` and `de_DE`) in one String Catalog: converted to ARB, both would be
    /// one file and one of them lost. Columns counted by hand in the one-line text.
    @Test("Two spellings of one locale in a String Catalog are a duplicate-locale error at the second")
    func duplicateLocalizations() {
        func unit(_ value: String) -> String { #"{"stringUnit":{"state":"translated","value":"\#(value)"}}"# }
        let text =
            #"{"sourceLanguage":"en","version":"1.0","strings":{"a":{"localizations":{"en":\#(unit("A")),"de":\#(unit("B")),"DE":\#(unit("C"))}},"b":{"localizations":{"EN":\#(unit("A")),"de-de":\#(unit("B")),"de_DE":\#(unit("C"))}}}}"#
        let report = Linter().lint([LintFile(path: "t.xcstrings", bytes: Array(text.utf8))], source: nil)
        let found = report.diagnostics.filter { $0.rule == .duplicateLocale }
        func column(_ needle: String) -> Int {
            text.distance(from: text.startIndex, to: text.range(of: needle)!.lowerBound) + 1
        }
        #expect(
            found.map { "\($0.line):\($0.column) \($0.severity.rawValue) \($0.message)" } == [
                "1:\(column(#""DE":"#) + 1) error Localization 'DE' (de) is also spelled 'de' in this catalog: one locale, one spelling",
                "1:\(column(#""EN":"#) + 1) error Localization 'EN' (en) is also spelled 'en' in this catalog: one locale, one spelling",
                "1:\(column(#""de_DE":"#) + 1) error Localization 'de_DE' (de-DE) is also spelled 'de-de' in this catalog: one locale, one spelling",
            ], "\(report.diagnostics.map(\.description))")
    }
}
