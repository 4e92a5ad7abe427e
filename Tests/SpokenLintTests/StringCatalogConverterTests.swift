import Foundation
import Spoken
import SpokenLint
import TestSupport
import Testing

/// ARB → String Catalog: each row is an ARB message and the printf text the issue's mapping gives
/// for it (written by hand from the mapping, not produced by the converter).
@Suite("ARB to String Catalog")
struct StringCatalogConverterTests {
    struct Row: Sendable, CustomStringConvertible {
        let name: String
        let message: String
        let placeholders: String
        /// The en localization's JSON in Xcode's layout, at the localization's indentation.
        let expected: OrderedJSON
        var description: String { name }
    }

    /// The shipped ARB catalogs (`l10n/*.arb`), as lint and the converters read them.
    static func shippedARB() throws -> [LintFile] {
        let directory = Repository.url("l10n")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".arb") }
        return try names.map {
            LintFile(path: "l10n/\($0)", bytes: [UInt8](try Data(contentsOf: directory.appending(path: $0))))
        }
    }

    static func unit(_ value: String) -> OrderedJSON {
        .object([.init("stringUnit", .object([.init("state", .string("translated")), .init("value", .string(value))]))])
    }

    static func plural(_ cases: [(String, String)]) -> OrderedJSON {
        .object([.init("variations", .object([.init("plural", .object(cases.map { .init($0.0, unit($0.1)) }))]))])
    }

    static let rows: [Row] = [
        Row(name: "plain text", message: "Headlines", placeholders: "", expected: unit("Headlines")),
        Row(
            name: "two int placeholders are positional", message: "Page {page} of {total}",
            placeholders: #""page": {"type": "int"}, "total": {"type": "int"}"#,
            expected: unit("Page %1$lld of %2$lld")),
        Row(
            name: "a string placeholder", message: "Added {item}", placeholders: #""item": {"type": "String"}"#,
            expected: unit("Added %@")),
        Row(
            name: "quoting undone and % doubled with arguments", message: "It''s '{'{count}'}' 100%",
            placeholders: #""count": {"type": "int"}"#, expected: unit("It's {%lld} 100%%")),
        Row(
            name: "% kept without arguments", message: "100% done", placeholders: "", expected: unit("100% done")),
        Row(
            name: "plural with =0 and #",
            message: "{count, plural, =0 {No messages} one {# message} other {# messages}}",
            placeholders: #""count": {"type": "int"}"#,
            expected: plural([("one", "%lld message"), ("other", "%lld messages"), ("zero", "No messages")])),
        Row(
            name: "=1 is en one, which holds only 1 among integers",
            message: "{count, plural, =1 {One message} other {# messages}}",
            placeholders: #""count": {"type": "int"}"#,
            expected: plural([("one", "One message"), ("other", "%lld messages")])),
        Row(
            name: "text around a plural goes into every case",
            message: "You have {count, plural, one {# item} other {# items}} left",
            placeholders: #""count": {"type": "int"}"#,
            expected: plural([("one", "You have %lld item left"), ("other", "You have %lld items left")])),
        Row(
            name: "two plurals become substitutions",
            message:
                "{files, plural, one {# file} other {# files}} in {folders, plural, one {# folder} other {# folders}}",
            placeholders: #""files": {"type": "int"}, "folders": {"type": "int"}"#,
            expected: .object([
                .init(
                    "stringUnit",
                    .object([
                        .init("state", .string("translated")), .init("value", .string("%1$#@files@ in %2$#@folders@")),
                    ])),
                .init(
                    "substitutions",
                    .object([
                        .init(
                            "files",
                            .object([
                                .init("argNum", .number("1")), .init("formatSpecifier", .string("lld")),
                                .init(
                                    "variations",
                                    .object([
                                        .init(
                                            "plural",
                                            .object([
                                                .init("one", unit("%arg file")), .init("other", unit("%arg files")),
                                            ]))
                                    ])),
                            ])),
                        .init(
                            "folders",
                            .object([
                                .init("argNum", .number("2")), .init("formatSpecifier", .string("lld")),
                                .init(
                                    "variations",
                                    .object([
                                        .init(
                                            "plural",
                                            .object([
                                                .init("one", unit("%arg folder")), .init("other", unit("%arg folders")),
                                            ]))
                                    ])),
                            ])),
                    ])),
            ])),
    ]

    static func arb(_ locale: String, _ message: String, _ placeholders: String) -> LintFile {
        LintFile(
            path: "l10n/\(locale).arb",
            text:
                #"{"@@locale": "\#(locale)", "m": "\#(message)", "@m": {"description": "A note", "placeholders": {\#(placeholders)}}}"#
        )
    }

    @Test("ICU message to printf text", arguments: rows)
    func convert(_ row: Row) throws {
        let conversion = try StringCatalogConverter.stringCatalog(
            fromARB: [Self.arb("en", row.message, row.placeholders)], sourceLocale: "en")
        #expect(conversion.notes.isEmpty)
        let entry = try #require(conversion.catalog.root["strings"]?["m"])
        // The description, then (set apart by a blank line) the trailer for the way back.
        #expect(entry["comment"]?.stringValue?.hasPrefix("A note\n\nspoken-arb: {\"args\":[") == true)
        #expect(entry["extractionState"] == .string("manual"))
        #expect(entry["localizations"]?["en"] == row.expected)
        let report = Linter().lint(
            [LintFile(path: "m.xcstrings", bytes: conversion.catalog.xcodeFormatted())], source: nil)
        #expect(report.diagnostics.map(\.description) == [])
    }

    @Test("=1 on a decimal argument is reported and left out (en one also holds 1.0 only among integers)")
    func explicitDecimal() throws {
        let en = Self.arb(
            "en", "{value, plural, =1 {One star} one {# star} other {# stars}}", #""value": {"type": "num"}"#)
        let conversion = try StringCatalogConverter.stringCatalog(fromARB: [en], sourceLocale: "en")
        #expect(conversion.notes.map(\.message).contains { $0.contains("'=1'") })
        let cases = conversion.catalog.root["strings"]?["m"]?["localizations"]?["en"]?["variations"]?["plural"]
        #expect(cases == Self.plural([("one", "%lf star"), ("other", "%lf stars")])["variations"]?["plural"])
    }

    @Test("select has no equivalent: reported, no value in the catalog, never guessed; the comment carries it back")
    func select() throws {
        let message = "{who, select, female {She} other {They}} replied"
        let en = Self.arb("en", message, #""who": {"type": "String"}"#)
        let conversion = try StringCatalogConverter.stringCatalog(fromARB: [en], sourceLocale: "en")
        #expect(conversion.catalog.root["strings"]?["m"]?["localizations"] == nil)
        #expect(conversion.notes.count == 1)
        #expect(conversion.notes.first?.key == "m")
        #expect(conversion.notes.first?.message.contains("select") == true)
        let (arbs, notes) = StringCatalogConverter.arbCatalogs(from: conversion.catalog, path: "x.xcstrings")
        #expect(notes.isEmpty)
        let back = try #require(try JSONSerialization.jsonObject(with: Data(arbs[0].text.utf8)) as? [String: Any])
        #expect(back["m"] as? String == message)
        #expect(
            (back["@m"] as? [String: Any])?["placeholders"] as? [String: [String: String]] == [
                "who": ["type": "String"]
            ])
    }

    /// The size bound counts every line of the catalog but its first three and last three: a
    /// catalog of the limit's size converts, one whose entries alone are over it is refused
    /// before its JSON is built. The header and footer are written out here from Xcode's layout
    /// (`{`, `"sourceLanguage"`, `"strings" : {` … `},`, `"version"`, `}`), not taken from the code.
    @Test("A size limit refuses a catalog whose entries are over it, and only such a catalog")
    func sizeLimit() throws {
        let files = try Self.shippedARB()
        let bytes = try StringCatalogConverter.stringCatalog(fromARB: files, sourceLocale: "en").catalog
            .xcodeFormatted()
        let frame =
            "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n".utf8.count
            + "\n  },\n  \"version\" : \"1.0\"\n}".utf8.count
        for limit in [bytes.count, bytes.count - frame] {
            let fits = try StringCatalogConverter.stringCatalog(fromARB: files, sourceLocale: "en", sizeLimit: limit)
            #expect(fits.catalog.xcodeFormatted() == bytes, "limit \(limit)")
        }
        for limit in [bytes.count - frame - 1, 1000, 0] {
            #expect(throws: StringCatalogError.self, "limit \(limit)") {
                try StringCatalogConverter.stringCatalog(fromARB: files, sourceLocale: "en", sizeLimit: limit)
            }
            do {
                _ = try StringCatalogConverter.stringCatalog(fromARB: files, sourceLocale: "en", sizeLimit: limit)
            } catch {
                #expect(error.code == .tooLarge)
            }
        }
    }

    @Test("ARB → String Catalog → ARB → String Catalog is a fixed point; every shipped key survives")
    func roundTrip() throws {
        let files = try Self.shippedARB()
        let first = try StringCatalogConverter.stringCatalog(fromARB: files, sourceLocale: "en").catalog
        let (arbs, notes) = StringCatalogConverter.arbCatalogs(from: first, path: "Localizable.xcstrings")
        #expect(notes.isEmpty)
        #expect(Set(arbs.map(\.locale)) == Set(files.map { String($0.path.dropFirst(5).dropLast(4)) }))
        let back = arbs.map { LintFile(path: "out/\($0.locale).arb", text: $0.text) }
        let report = Linter().lint(back, source: back.first { $0.path == "out/en.arb" })
        #expect(report.errorCount == 0)
        let second = try StringCatalogConverter.stringCatalog(fromARB: back, sourceLocale: "en").catalog
        #expect(second.xcodeFormatted() == first.xcodeFormatted())
        // Independently of the converter: every converted en key is in the ARB written back.
        let enText = try #require(arbs.first { $0.locale == "en" }).text
        let en = try #require(try JSONSerialization.jsonObject(with: Data(enText.utf8)) as? [String: Any])
        for entry in first.entries { #expect(en[entry.key] is String, "\(entry.key)") }
    }

    @Test("String Catalog → ARB: device variations are reported and left out; printf becomes ICU")
    func toARB() throws {
        let text = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%@ and 100%% of {braces}" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "%@ und 100%% von {Klammern}, it's" } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "%@ and 100%% of {braces}" } }
                  }
                },
                "hint" : {
                  "localizations" : {
                    "en" : { "variations" : { "device" : {
                      "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "Tap" } } } } }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let catalog = try StringCatalog(parsing: Array(text.utf8), path: "x.xcstrings")
        let (arbs, notes) = StringCatalogConverter.arbCatalogs(from: catalog, path: "x.xcstrings")
        #expect(notes.map { "\($0.key ?? "") \($0.locale ?? "")" } == ["hint en"])
        let deText = try #require(arbs.first { $0.locale == "de" }).text
        let de = try #require(try JSONSerialization.jsonObject(with: Data(deText.utf8)) as? [String: Any])
        #expect(de["%@ and 100%% of {braces}"] as? String == "{arg1} und 100% von '{'Klammern'}', it''s")
    }

    @Test(
        "String Catalog → ARB: files are named by canonical tags; a path or a second spelling of a locale is left out")
    func arbFileNames() throws {
        func unit(_ value: String) -> String { #"{"stringUnit":{"state":"translated","value":"\#(value)"}}"# }
        let text =
            #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"en":\#(unit("A")),"de_DE":\#(unit("B")),"de-de":\#(unit("C")),"de.lproj/../../x":\#(unit("D"))}}}}"#
        let catalog = try StringCatalog(parsing: Array(text.utf8), path: "x.xcstrings")
        let (arbs, notes) = StringCatalogConverter.arbCatalogs(from: catalog, path: "x.xcstrings")
        #expect(arbs.map(\.fileName) == ["en.arb", "de-DE.arb"])
        #expect(arbs[1].text.hasPrefix("{\n  \"@@locale\": \"de-DE\",\n  \"k\": \"B\""))
        #expect(
            notes.map(\.message).sorted() == [
                "Invalid locale 'de.lproj/../../x': a locale has only ASCII letters, digits, '-' and '_' (and '@', '=', ';' in options such as de@collation=phonebook), not '.'; left out",
                "Locale 'de-de' is 'de-DE', as 'de_DE' is; only 'de_DE' is written",
            ])
    }

    @Test("Every shipped key and locale reaches the String Catalog, which lints clean")
    func shippedCatalogs() throws {
        let files = try Self.shippedARB()
        let conversion = try StringCatalogConverter.stringCatalog(fromARB: files, sourceLocale: "en")
        let bytes = conversion.catalog.xcodeFormatted()
        let report = Linter().lint([LintFile(path: "Localizable.xcstrings", bytes: bytes)], source: nil)
        #expect(report.diagnostics.map(\.description) == [])
        // Independently: every en key is an entry or named in a note; every locale is present.
        let json = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let strings = try #require(json["strings"] as? [String: [String: Any]])
        let en = try #require(CatalogOnDisk.object("en"))
        let leftOut = Set(conversion.notes.filter { $0.locale == nil }.compactMap(\.key))
        for key in en.keys where !key.hasPrefix("@") {
            #expect(strings[key] != nil || leftOut.contains(key), "\(key)")
        }
        let locales = Set(strings.values.flatMap { Array(($0["localizations"] as? [String: Any] ?? [:]).keys) })
        #expect(locales == Set(files.map { String($0.path.dropFirst(5).dropLast(4)) }))
        #expect(try StringCatalog(parsing: bytes, path: "x").xcodeFormatted() == bytes)
    }
}
