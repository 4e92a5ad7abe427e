import Foundation
import Spoken
import SpokenLint
import TestSupport
import Testing

/// Messages translators read speak their language, not ICU's or a grammar book's: no "cardinal",
/// no status names (`U_…`), no "argument type", "selector" or "keyword"; a plural category comes
/// with the numbers that use it (CLDR's samples), as plural-category-missing says them.
@Suite("Diagnostics in a translator's words")
struct TranslatorWordsTests {
    static func lint(_ path: String, _ text: String, source: String? = nil) -> [Diagnostic] {
        let file = LintFile(path: path, text: text)
        let sourceFile = source.map { LintFile(path: "en.arb", text: $0) }
        return Linter().lint([file], source: sourceFile ?? (path.hasSuffix(".arb") ? file : nil)).diagnostics
    }

    /// Expected words written from CLDR's plural data (de: one 1, other 0, 2~16, 100…; en
    /// ranks: one 1, 21, 31…, two 2, 22, 32…, few 3, 23, 33…, other 0, 4~18, 100…; ru: one 1, 21,
    /// 31…, few 2~4, 22~24…, many 0, 5~19, 100…, other only fractions such as 1.5).
    @Test(
        "plural-category-unused says which numbers use which form, with examples",
        arguments: [
            (
                "de.arb", #"{"@@locale": "de", "c": "{n, plural, one {# Ding} few {# Dinge} other {# Dinge}}"}"#,
                "'few' is never used in de, which has 'one' for 1 and 'other' for 0, 2–16, 100…: this form is never spoken"
            ),
            (
                "en.arb",
                #"{"@@locale": "en", "e": "{n, selectordinal, one {#st} two {#nd} few {#rd} many {#x} other {#th}}"}"#,
                "'many' is never used in en for ranks (1st, 2nd, 3rd…), which has 'one' for 1, 21, 31…, 'two' for 2, 22, 32…, 'few' for 3, 23, 33… and 'other' for 0, 4–18, 100…: this form is never spoken"
            ),
            (
                "ru.arb",
                #"{"@@locale": "ru", "c": "{n, plural, one {#} two {#} few {#} many {#} other {#}}"}"#,
                "'two' is never used in ru, which has 'one' for 1, 21, 31…, 'few' for 2–4, 22–24, 32–34…, 'many' for 0, 5–19, 100… and 'other' for fractions such as 1.5: this form is never spoken"
            ),
        ])
    func unused(_ path: String, _ text: String, _ message: String) {
        let found = Self.lint(path, text).filter { $0.rule == .pluralCategoryUnused }
        #expect(found.map(\.message) == [message])
    }

    @Test("a String Catalog's unused plural category is told in the same words as ARB's")
    func unusedInACatalog() throws {
        let path = Repository.url("Tests/SpokenLintTests/Fixtures/xcstrings-plurals.trigger/Localizable.xcstrings")
        let report = try Linter().lint(paths: [path.path])
        let found = report.diagnostics.filter { $0.rule == .pluralCategoryUnused }
        #expect(
            found.map(\.message) == [
                "'few' is never used in de, which has 'one' for 1 and 'other' for 0, 2–16, 100…: this form is never spoken"
            ])
    }

    @Test("an unknown word after a placeholder's name: what to write instead, with an example")
    func unknownType() {
        let found = Self.lint("en.arb", #"{"@@locale": "en", "d": "{n, nmber}"}"#).filter { $0.rule == .messageSyntax }
        #expect(
            found.map(\.message) == [
                "'nmber' in the placeholder '{n}' is not a word ICU knows: after the comma write number, date, time, spellout, ordinal, duration, plural, select or selectordinal (as in '{n, number}')"
            ])
    }

    /// Every fixture's findings, and the cases above: none uses the jargon.
    @Test("no finding of any fixture says cardinal, U_…, argument type, selector or keyword")
    func noJargon() throws {
        let fixtures = Repository.url("Tests/SpokenLintTests/Fixtures")
        let names = try FileManager.default.contentsOfDirectory(atPath: fixtures.path).sorted()
        var messages: [String] = []
        for name in names {
            guard let report = try? Linter().lint(paths: [fixtures.appending(path: name).path]) else { continue }
            messages += report.diagnostics.map(\.message)
        }
        messages += Self.lint("de.arb", #"{"@@locale": "de", "c": "{n, plural, one {#} few {#} other {#}}"}"#)
            .map(\.message)
        messages += Self.lint("en.arb", #"{"@@locale": "en", "d": "{n, nmber}"}"#).map(\.message)
        #expect(messages.count > 100)
        let jargon = try Regex(#"(?i)\bcardinal\b|\bU_[A-Z]|argument type|\bselectors?\b|\bkeywords?\b"#)
        let offending = messages.filter { $0.contains(jargon) }
        #expect(offending.isEmpty, "\(offending)")
    }
}
