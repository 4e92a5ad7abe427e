import Foundation
import Spoken
import SpokenLint
import TestSupport
import Testing

/// Issue 21 §3: a String Catalog made from Spoken's ARB comes back (`--to arb`) with the same
/// keys, texts, placeholder names and metadata; values translators edit come back under the
/// original names. The expectations are the shipped ARB files themselves, read with Foundation's
/// JSON (not with the converter's reader).
@Suite("ARB → String Catalog → ARB round trips")
struct ConvertRoundTripTests {
    static let directory = Repository.url("l10n")
    static let names: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".arb") }.sorted()
    }()

    static func files() throws -> [LintFile] {
        try names.map {
            LintFile(path: "l10n/\($0)", bytes: [UInt8](try Data(contentsOf: directory.appending(path: $0))))
        }
    }

    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// JSON values compared as Foundation compares them (nil only equals nil).
    static func same(_ a: Any?, _ b: Any?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return NSDictionary(dictionary: ["v": a]).isEqual(to: ["v": b])
    }

    /// The ARB catalogs that come back from `catalog`, by locale, as Foundation reads them.
    static func back(_ catalog: StringCatalog) throws -> (
        arbs: [String: [String: Any]], notes: [ConversionNote], outputs: [ARBOutput]
    ) {
        // Through the bytes Xcode would keep, not the in-memory model.
        let written = try StringCatalog(parsing: catalog.xcodeFormatted(), path: "Localizable.xcstrings")
        let (outputs, notes) = StringCatalogConverter.arbCatalogs(from: written, path: "Localizable.xcstrings")
        var arbs: [String: [String: Any]] = [:]
        for output in outputs { arbs[output.locale] = try object(output.text) }
        return (arbs, notes, outputs)
    }

    /// The catalog with one plural case (or the plain value) of one key and locale replaced.
    static func edited(_ catalog: StringCatalog, key: String, locale: String, category: String?, value: String)
        -> StringCatalog
    {
        var entries = catalog.entries
        for index in entries.indices where entries[index].key == key {
            for item in entries[index].localizations.indices where entries[index].localizations[item].locale == locale {
                var localization = entries[index].localizations[item].localization
                if let category, case .plural(var cases)? = localization.variations {
                    for number in cases.indices where cases[number].name == category {
                        cases[number].localization.stringUnit = .init(state: "translated", value: value)
                    }
                    localization.variations = .plural(cases)
                } else {
                    localization.stringUnit = .init(state: "translated", value: value)
                }
                entries[index].localizations[item].localization = localization
            }
        }
        return StringCatalog(sourceLanguage: catalog.sourceLanguage ?? "en", entries: entries)
    }

    @Test("Every shipped locale comes back with the same messages and metadata", arguments: names)
    func wholeDirectory(name: String) throws {
        let conversion = try StringCatalogConverter.stringCatalog(fromARB: try Self.files(), sourceLocale: "en")
        let (arbs, notes, _) = try Self.back(conversion.catalog)
        #expect(notes.map(\.description) == [])
        let locale = String(name.dropLast(4))
        let original = try Self.object(
            String(decoding: try Data(contentsOf: Self.directory.appending(path: name)), as: UTF8.self))
        let back = try #require(arbs[locale], "\(locale) did not come back")
        #expect(Set(back.keys) == Set(original.keys))
        for (key, value) in original {
            let same = Self.same(back[key], value)
            #expect(same, "\(locale) \(key): \(String(describing: back[key])) is not \(value)")
        }
    }

    @Test("The catalog names every placeholder: count stays count, and select and skeleton messages are carried")
    func trailerCarries() throws {
        let conversion = try StringCatalogConverter.stringCatalog(fromARB: try Self.files(), sourceLocale: "en")
        let entries = conversion.catalog.entries
        let newMessages = try #require(entries.first { $0.key == "announce.newMessages" })
        let comment = try #require(newMessages.comment)
        // A clearly set-apart last line, after the description Xcode shows translators.
        let last = try #require(comment.split(separator: "\n", omittingEmptySubsequences: false).last)
        #expect(last.hasPrefix("spoken-arb: {\"args\":[\"count\"],\"meta\":{\"x-priority\":\"high\""))
        #expect(comment.contains("\n\nspoken-arb: "))
        // A message no String Catalog can hold has no value, and its comment carries it.
        let progress = try #require(entries.first { $0.key == "announce.downloadProgress" })
        #expect(progress.localizations.isEmpty)
        #expect(progress.comment?.contains(#""en":"{percent, number, ::percent} downloaded""#) == true)
    }

    @Test("A value edited in the catalog comes back edited, under the original names")
    func editedValues() throws {
        let conversion = try StringCatalogConverter.stringCatalog(fromARB: try Self.files(), sourceLocale: "en")
        var catalog = Self.edited(
            conversion.catalog, key: "announce.newMessages", locale: "de", category: "other",
            value: "%lld ungelesene Nachrichten")
        // he's message is carried whole (=1 beside one): an edit wins over the carried text.
        catalog = Self.edited(
            catalog, key: "announce.newMessages", locale: "he", category: "other", value: "%lld הודעות")
        catalog = Self.edited(
            catalog, key: "rotor.headlines", locale: "fr", category: nil, value: "Gros titres")
        let (arbs, notes, outputs) = try Self.back(catalog)
        #expect(notes.map(\.description) == [])
        #expect(
            arbs["de"]?["announce.newMessages"] as? String
                == "{count, plural, =0 {Keine neuen Nachrichten} one {# neue Nachricht} other {# ungelesene Nachrichten}}"
        )
        let he = try #require(arbs["he"]?["announce.newMessages"] as? String)
        #expect(he.hasPrefix("{count, plural, "))
        #expect(he.hasSuffix("other {# הודעות}}"))
        #expect(arbs["fr"]?["rotor.headlines"] as? String == "Gros titres")
        // Untouched locales and keys are as they were; the metadata keeps its names and attributes.
        let en = try Self.object(
            String(decoding: try Data(contentsOf: Self.directory.appending(path: "en.arb")), as: UTF8.self))
        #expect(arbs["en"]?["announce.newMessages"] as? String == en["announce.newMessages"] as? String)
        #expect(Self.same(arbs["en"]?["@announce.newMessages"], en["@announce.newMessages"]))
        // What comes back lints clean against its source.
        let files = outputs.map { LintFile(path: "out/\($0.fileName)", text: $0.text) }
        let report = Linter().lint(files, source: files.first { $0.path == "out/en.arb" })
        #expect(report.diagnostics.map(\.description) == [])
    }

    @Test("A comment without a trailer, or with a broken one, is a description as before")
    func foreignComments() throws {
        let text =
            #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"comment":"Note\n\nspoken-arb: {not json","localizations":{"en":{"stringUnit":{"state":"translated","value":"%lld items"}}}}}}"#
        let catalog = try StringCatalog(parsing: Array(text.utf8), path: "x.xcstrings")
        let (arbs, _) = StringCatalogConverter.arbCatalogs(from: catalog, path: "x.xcstrings")
        let en = try Self.object(try #require(arbs.first).text)
        #expect(en["k"] as? String == "{arg1} items")
        let metadata = try #require(en["@k"] as? [String: Any])
        #expect(metadata["description"] as? String == "Note\n\nspoken-arb: {not json")
    }

    @Test("One argument's two plurals: two substitutions (c, c_2) of one argument, and back as written")
    func onePluralArgumentTwice() throws {
        let message = "{c, plural, one {# file} other {# files}} in {c, plural, one {# folder} other {# folders}}"
        let source = LintFile(
            path: "l10n/en.arb",
            text: #"{"@@locale": "en", "files": "\#(message)", "@files": {"placeholders": {"c": {"type": "int"}}}}"#)
        let conversion = try StringCatalogConverter.stringCatalog(fromARB: [source], sourceLocale: "en")
        // It lints clean: no "Duplicate key 'c'" (the two substitutions were both named c).
        let report = Linter().lint(
            [LintFile(path: "m.xcstrings", bytes: conversion.catalog.xcodeFormatted())], source: nil)
        #expect(report.diagnostics.map(\.description) == [])
        let english = try #require(conversion.catalog.root["strings"]?["files"]?["localizations"]?["en"])
        #expect(english["stringUnit"]?["value"]?.stringValue == "%1$#@c@ in %1$#@c_2@")
        #expect(english["substitutions"]?["c_2"]?["argNum"] == .number("1"))
        let (arbs, notes, _) = try Self.back(conversion.catalog)
        #expect(notes.isEmpty)
        #expect(arbs["en"]?["files"] as? String == message)
    }

    @Test("Each ARB file's own attributes (@@last_modified, @@x-…) come back, in every locale, as written")
    func fileAttributes() throws {
        let english = """
            {
              "@@locale": "en",
              "@@last_modified": "2026-12-01T10:00:00Z",
              "@@x-author": "Ann",
              "hello": "Hello",
              "@hello": {"description": "A greeting"},
              "items": "{count, plural, one{# item} other{# items}}",
              "@items": {"placeholders": {"count": {"type": "int"}}}
            }

            """
        let german = """
            {
              "@@locale": "de",
              "@@x-translator": {"name": "Bo", "year": 2026},
              "hello": "Hallo",
              "items": "{count, plural, one{# Ding} other{# Dinge}}"
            }

            """
        let conversion = try StringCatalogConverter.stringCatalog(
            fromARB: [LintFile(path: "l10n/en.arb", text: english), LintFile(path: "l10n/de.arb", text: german)],
            sourceLocale: "en")
        #expect(conversion.notes.isEmpty)
        let report = Linter().lint(
            [LintFile(path: "m.xcstrings", bytes: conversion.catalog.xcodeFormatted())], source: nil)
        #expect(report.diagnostics.map(\.description) == [])
        let (arbs, notes, outputs) = try Self.back(conversion.catalog)
        #expect(notes.isEmpty)
        #expect(arbs["en"]?["@@last_modified"] as? String == "2026-12-01T10:00:00Z")
        #expect(arbs["en"]?["@@x-author"] as? String == "Ann")
        #expect(Self.same(arbs["de"]?["@@x-translator"], ["name": "Bo", "year": 2026]))
        #expect(arbs["de"]?["@@last_modified"] == nil)
        // Byte for byte, the files as they were.
        #expect(outputs.map(\.text) == [english, german])
        // The description reads as written: the attributes ride in the trailer after it.
        #expect(arbs["en"]?["@hello"] as? [String: String] == ["description": "A greeting"])
    }

    @Test("ARB attributes with no key to carry them: a note names them")
    func fileAttributesWithoutKeys() throws {
        let conversion = try StringCatalogConverter.stringCatalog(
            fromARB: [LintFile(path: "l10n/en.arb", text: #"{"@@locale": "en", "@@last_modified": "2026"}"#)],
            sourceLocale: "en")
        #expect(
            conversion.notes.map(\.description) == [
                "l10n/en.arb: : the catalog has no key to carry '@@last_modified'; left out"
            ])
    }
}
