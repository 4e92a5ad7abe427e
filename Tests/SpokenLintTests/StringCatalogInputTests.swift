import Foundation
import Spoken
import Testing

@testable import SpokenLint

/// String Catalogs as library values: typed views, writing, hostile input, report formats.
@Suite("String Catalog input and output")
struct StringCatalogInputTests {
    static func lint(_ text: String, path: String = "Localizable.xcstrings") -> LintReport {
        Linter().lint([LintFile(path: path, text: text)], source: nil)
    }

    static let small = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Go Back" : {

            },
            "rotor.headlines" : {
              "generatesSymbol" : false,
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Head\\"lines\\"\\n/ü\u{2028}"
                  }
                },
                "ru" : {
                  "stringUnit" : {
                    "state" : "needs_review",
                    "value" : "Заголовки"
                  }
                }
              }
            }
          },
          "version" : "1.1"
        }
        """

    @Test("Typed view of entries; unknown fields and false survive the write")
    func typedView() throws {
        let catalog = try StringCatalog(parsing: Array(Self.small.utf8), path: "a.xcstrings")
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.version == "1.1")
        #expect(catalog.entries.map(\.key) == ["Go Back", "rotor.headlines"])
        #expect(catalog.entries[0].localizations.isEmpty)
        let localizations = catalog.entries[1].localizations
        #expect(localizations.map(\.locale) == ["en", "ru"])
        #expect(localizations[0].localization.stringUnit?.value == "Head\"lines\"\n/ü\u{2028}")
        #expect(localizations[1].localization.stringUnit?.state == "needs_review")
        #expect(String(decoding: catalog.xcodeFormatted(), as: UTF8.self) == Self.small)
    }

    @Test("New map keys go where a caseless compare puts them")
    func caselessInsert() {
        var object = OrderedJSON.object([.init("en", .null), .init("zh-Hant", .null)])
        object.set("zh-HK", .null)
        object.set("de", .null)
        #expect(object.members?.map(\.key) == ["de", "en", "zh-Hant", "zh-HK"])
    }

    @Test(
        "Hostile input: a located json-syntax error, never a crash",
        arguments: [
            ("truncated", Array(#"{"sourceLanguage" : "en", "strings" : {"a" : {"#.utf8)),
            ("invalid UTF-8", [0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xFF, 0x22, 0x7D]),
            (
                "deep",
                Array(
                    ("{\"strings\": " + String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000) + "}")
                        .utf8)
            ),
            ("empty", []),
        ])
    func hostile(_ name: String, _ bytes: [UInt8]) {
        let report = Linter().lint([LintFile(path: "x.xcstrings", bytes: bytes)], source: nil)
        #expect(report.diagnostics.map(\.rule) == [.jsonSyntax])
        #expect(report.diagnostics.first?.line == 1)
        #expect(throws: StringCatalogError.self) { try StringCatalog(parsing: bytes, path: "x.xcstrings") }
    }

    @Test("Deeply nested variations are structural errors, not a crash")
    func deepVariations() {
        var node = #"{"stringUnit" : {"state" : "translated", "value" : "%lld"}}"#
        // Plural inside plural as deep as the one JSON reader goes (6 levels around them, 3 each).
        for _ in 0..<(JSONReader.maximumDepth - 6) / 3 { node = #"{"variations" : {"plural" : {"other" : \#(node)}}}"# }
        let text =
            #"{"sourceLanguage" : "en", "strings" : {"k" : {"localizations" : {"en" : \#(node)}}}, "version" : "1.0"}"#
        let report = Self.lint(text)
        #expect(report.diagnostics.contains { $0.rule == .catalogStructure && $0.severity == .error })
    }

    @Test("A 1 MB catalog lints and round-trips")
    func huge() throws {
        var entries: [StringCatalog.Entry] = []
        for i in 0..<3000 {
            entries.append(
                StringCatalog.Entry(
                    key: "key.\(i) %lld",
                    localizations: ["de", "en", "ru"].map { locale in
                        (
                            locale,
                            StringCatalog.Localization(
                                stringUnit: .init(state: "translated", value: "\(locale) %lld Wert \(i)"))
                        )
                    }))
        }
        let catalog = StringCatalog(sourceLanguage: "en", entries: entries)
        let bytes = catalog.xcodeFormatted()
        #expect(try StringCatalog(parsing: bytes, path: "big.xcstrings").xcodeFormatted() == bytes)
        let report = Linter().lint([LintFile(path: "big.xcstrings", bytes: bytes)], source: nil)
        #expect(report.messages == 9000)
        #expect(report.diagnostics.isEmpty)
    }

    @Test("Locale in text, JSON and SARIF; ARB diagnostics keep no locale field")
    func outputs() {
        let report = Self.lint(Self.small)
        let review = report.diagnostics.first { $0.rule == .needsReview }
        #expect(review?.locale == "ru")
        #expect(review?.line == 18)
        #expect(review?.column == 24)
        let text = report.rendered(as: .text)
        #expect(text.contains("Localizable.xcstrings:18:24: warning: ") && text.contains(" [ru] [needs-review]"))
        let json = report.rendered(as: .json)
        #expect(json.contains(#""locale": "ru""#))
        // File-level findings of a String Catalog: locale null.
        #expect(Self.lint("[]").rendered(as: .json).contains(#""locale": null"#))
        let sarif = report.rendered(as: .sarif)
        #expect(sarif.contains(#""properties": {"#) && sarif.contains(#""locale": "ru""#))
        let arb = Linter().lint([LintFile(path: "de.arb", text: #"{"@@locale": "de", "a": "\u200b"}"#)], source: nil)
        #expect(!arb.rendered(as: .json).contains("locale\":"))
    }

    @Test("ARB: a missing category of only huge numbers (fr many) is a warning")
    func hugeCategoryARB() {
        let fr = #"{"@@locale": "fr", "n": "{count, plural, one {# message} other {# messages}}"}"#
        let report = Linter().lint([LintFile(path: "fr.arb", text: fr)], source: nil)
        #expect(report.diagnostics.map(\.rule) == [.pluralCategoryMissing])
        #expect(report.diagnostics.map(\.severity) == [.warning])
        let ru = #"{"@@locale": "ru", "n": "{count, plural, one {# сообщение} other {# сообщений}}"}"#
        #expect(
            Linter().lint([LintFile(path: "ru.arb", text: ru)], source: nil).diagnostics.map(\.severity) == [.error])
    }
}
