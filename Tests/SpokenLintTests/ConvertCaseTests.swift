import Foundation
import Spoken
import SpokenLint
import TestSupport
import Testing

/// A translation's own `@key` metadata (the grammatical case of a placeholder, issue 38) through
/// `spoken convert`: a String Catalog has no case for an argument, so the conversion says so, and
/// the comment's trailer brings it back. The expectations are the example catalog's own files,
/// read with Foundation's JSON (not with the converter's reader).
@Suite("Grammatical case through ARB → String Catalog → ARB")
struct ConvertCaseTests {
    static let directory = Repository.url("Examples/OrderList/l10n")
    static let names: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".arb") }.sorted()
    }()

    static func files() throws -> [LintFile] {
        try names.map {
            LintFile(
                path: "Examples/OrderList/l10n/\($0)",
                bytes: [UInt8](try Data(contentsOf: directory.appending(path: $0))))
        }
    }

    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func original(_ name: String) throws -> [String: Any] {
        try object(String(decoding: try Data(contentsOf: directory.appending(path: name)), as: UTF8.self))
    }

    /// Every (file, key, placeholder, case) the example catalog's translations set, from the files.
    static func cases() throws -> [(name: String, key: String, placeholder: String, grammaticalCase: String)] {
        var found: [(String, String, String, String)] = []
        for name in names where name != "en.arb" {
            let arb = try original(name)
            for key in arb.keys.sorted() where key.hasPrefix("@") && !key.hasPrefix("@@") {
                let placeholders = (arb[key] as? [String: Any])?["placeholders"] as? [String: Any] ?? [:]
                for placeholder in placeholders.keys.sorted() {
                    if let grammaticalCase = (placeholders[placeholder] as? [String: Any])?["case"] as? String {
                        found.append((name, String(key.dropFirst()), placeholder, grammaticalCase))
                    }
                }
            }
        }
        return found
    }

    /// JSON values compared as Foundation compares them (nil only equals nil).
    static func same(_ a: Any?, _ b: Any?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return NSDictionary(dictionary: ["v": a]).isEqual(to: ["v": b])
    }

    /// The catalog through the bytes Xcode would keep, then back to ARB.
    static func back(_ catalog: StringCatalog) throws -> (catalogs: [ARBOutput], notes: [ConversionNote]) {
        let written = try StringCatalog(parsing: catalog.xcodeFormatted(), path: "Localizable.xcstrings")
        return StringCatalogConverter.arbCatalogs(from: written, path: "Localizable.xcstrings")
    }

    @Test("The example sets cases in several languages (the test has something to carry)")
    func exampleHasCases() throws {
        let cases = try Self.cases()
        #expect(Set(cases.map(\.name)).isSuperset(of: ["ru.arb", "pl.arb", "cs.arb", "de.arb", "hi.arb"]))
    }

    @Test("Every locale of the example comes back with the same messages and its own @key metadata", arguments: names)
    func wholeExample(name: String) throws {
        let conversion = try StringCatalogConverter.stringCatalog(fromARB: try Self.files(), sourceLocale: "en")
        let (outputs, notes) = try Self.back(conversion.catalog)
        #expect(notes.map(\.description) == [])
        let locale = String(name.dropLast(4))
        let back = try Self.object(
            try #require(outputs.first { $0.locale == locale }, "\(locale) did not come back").text)
        let original = try Self.original(name)
        #expect(Set(back.keys) == Set(original.keys))
        for (key, value) in original {
            #expect(Self.same(back[key], value), "\(locale) \(key): \(String(describing: back[key])) is not \(value)")
        }
    }

    @Test("What comes back converts to the same String Catalog, byte for byte, and lints clean")
    func fixedPoint() throws {
        let first = try StringCatalogConverter.stringCatalog(fromARB: try Self.files(), sourceLocale: "en").catalog
        let (outputs, _) = try Self.back(first)
        let files = outputs.map { LintFile(path: "out/\($0.fileName)", text: $0.text) }
        let report = Linter().lint(files, source: files.first { $0.path == "out/en.arb" })
        #expect(report.diagnostics.map(\.description) == [])
        let second = try StringCatalogConverter.stringCatalog(fromARB: files, sourceLocale: "en").catalog
        #expect(second.xcodeFormatted() == first.xcodeFormatted())
    }

    @Test("A translation's case line comes back byte for byte, after its message, as the file had it")
    func byteForByte() throws {
        let english = """
            {
              "@@locale": "en",
              "arrives": "arrives in {eta}",
              "@arrives": {"placeholders": {"eta": {"type": "duration"}}},
              "items": "{count, plural, one{# item} other{# items}}",
              "@items": {"placeholders": {"count": {"type": "int"}}}
            }

            """
        let russian = """
            {
              "@@locale": "ru",
              "arrives": "прибудет через {eta}",
              "@arrives": {"placeholders": {"eta": {"case": "accusative"}}, "x-note": [1, true, null]},
              "items": "{count, plural, one{# товар} few{# товара} many{# товаров} other{# товара}}"
            }

            """
        let conversion = try StringCatalogConverter.stringCatalog(
            fromARB: [LintFile(path: "l10n/en.arb", text: english), LintFile(path: "l10n/ru.arb", text: russian)],
            sourceLocale: "en")
        let (outputs, notes) = try Self.back(conversion.catalog)
        #expect(notes.isEmpty)
        #expect(outputs.map(\.text) == [english, russian])
        // The words the backend speaks come back with the case.
        let served = outputs.map { LintFile(path: "out/\($0.fileName)", text: $0.text) }
        let report = Linter().lint(served, source: served.first)
        #expect(report.diagnostics.map(\.description) == [])
    }

    @Test("A trailer written before translations' metadata was carried still reads")
    func oldTrailer() throws {
        let trailer =
            #"spoken-arb: {\"args\":[\"eta\"],\"meta\":{\"placeholders\":{\"eta\":{\"type\":\"duration\"}}}}"#
        let text = """
            {"sourceLanguage":"en","version":"1.0","strings":{"arrives":{"comment":"When it arrives\\n\\n\(trailer)",\
            "localizations":{"en":{"stringUnit":{"state":"translated","value":"arrives in %@"}},\
            "ru":{"stringUnit":{"state":"translated","value":"прибудет через %@"}}}}}}
            """
        let catalog = try StringCatalog(parsing: Array(text.utf8), path: "x.xcstrings")
        let (outputs, notes) = StringCatalogConverter.arbCatalogs(from: catalog, path: "x.xcstrings")
        #expect(notes.isEmpty)
        let en = try Self.object(try #require(outputs.first { $0.locale == "en" }).text)
        let ru = try Self.object(try #require(outputs.first { $0.locale == "ru" }).text)
        #expect(en["arrives"] as? String == "arrives in {eta}")
        #expect(
            Self.same(
                en["@arrives"], ["description": "When it arrives", "placeholders": ["eta": ["type": "duration"]]]))
        #expect(ru["arrives"] as? String == "прибудет через {eta}")
        #expect(ru["@arrives"] == nil)
    }

    @Test("Each translation's case is a note naming file, key, locale and placeholder, saying what the app passes")
    func notes() throws {
        let conversion = try StringCatalogConverter.stringCatalog(fromARB: try Self.files(), sourceLocale: "en")
        let caseNotes = conversion.notes.filter { $0.locale != nil }
        let expected = try Self.cases()
        #expect(caseNotes.count == expected.count)
        for (note, item) in zip(caseNotes, expected) {
            #expect(note.file == "Examples/OrderList/l10n/\(item.name)")
            #expect(note.key == item.key)
            #expect(note.locale == String(item.name.dropLast(4)))
            #expect(note.message.hasPrefix("placeholder '\(item.placeholder)' takes the \(item.grammaticalCase) case"))
            // The catalog's %@ and the words the app passes, in that case, from the duration op.
            #expect(note.message.contains("(%@)"))
            #expect(note.message.contains("spoken words in the \(item.grammaticalCase)"))
            #expect(note.message.contains(#"the duration op of spoken render with "case": "\#(item.grammaticalCase)""#))
        }
        let russian = try #require(caseNotes.first { $0.locale == "ru" })
        #expect(
            russian.description
                == #"Examples/OrderList/l10n/ru.arb: 'order.arrives' [ru]: placeholder 'eta' takes the accusative case, which an argument of a String Catalog cannot have: the catalog passes it as text (%@), which the app fills with the spoken words in the accusative (the duration op of spoken render with "case": "accusative"); --to arb brings the case back"#
        )
        // The source's note on the duration itself is still there, once.
        #expect(conversion.notes.filter { $0.locale == nil }.count == 1)
    }

    @Test("A .strings/.stringsdict migration carries no translation metadata: no trailer, nothing comes back")
    func migrationUnaffected() throws {
        let directory = LintFixtureTests.fixtures.appending(path: "apple-strings.clean")
        let names = try FileManager.default.subpathsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict") }.sorted()
        let files = try names.map {
            LintFile(path: $0, bytes: [UInt8](try Data(contentsOf: directory.appending(path: $0))))
        }
        let conversion = try StringCatalogConverter.stringCatalog(fromStrings: files, sourceLocale: "en")
        #expect(conversion.notes.isEmpty)
        for entry in conversion.catalog.entries {
            #expect(entry.comment?.contains("spoken-arb:") != true, "\(entry.key)")
        }
        let (outputs, notes) = try Self.back(conversion.catalog)
        #expect(notes.isEmpty)
        for output in outputs where output.locale != "en" {
            let arb = try Self.object(output.text)
            #expect(arb.keys.filter { $0.hasPrefix("@") && !$0.hasPrefix("@@") } == [], "\(output.locale)")
        }
    }
}
