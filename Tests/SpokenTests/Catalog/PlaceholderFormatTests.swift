import Foundation
import TestSupport
import Testing

@testable import Spoken

/// Flutter's number `format` on ARB placeholders: spoken by Spoken's formatters, checked as
/// `invalid-metadata` with located, example-giving messages.
@Suite("Placeholder number formats (Flutter ARB)")
struct PlaceholderFormatTests {
    static let source = """
        {
          "@@locale": "en",
          "test.price": "Total: {amount}",
          "@test.price": {"placeholders": {"amount": {"type": "double", "format": "currency",
            "optionalParameters": {"name": "EUR", "decimalDigits": 2}}}},
          "test.local": "Pay {amount}",
          "@test.local": {"placeholders": {"amount": {"type": "double", "format": "simpleCurrency"}}},
          "test.followers": "{count, plural, one {{count} follower} other {{count} followers}}",
          "@test.followers": {"placeholders": {"count": {"type": "int", "format": "compactLong"}}},
          "test.progress": "{ratio} done",
          "@test.progress": {"placeholders": {"ratio": {"type": "double", "format": "percentPattern"}}},
          "test.share": "{ratio} of votes",
          "@test.share": {"placeholders": {"ratio": {"type": "double", "format": "decimalPercentPattern",
            "optionalParameters": {"decimalDigits": 1}}}},
          "test.raised": "Raised {amount}",
          "@test.raised": {"placeholders": {"amount": {"type": "double", "format": "compactCurrency",
            "optionalParameters": {"name": "USD", "symbol": "$"}}}}
        }
        """

    static let german = """
        {
          "@@locale": "de",
          "test.price": "Summe: {amount}",
          "test.local": "{amount} zahlen",
          "test.followers": "{count, plural, one {{count} Follower} other {{count} Follower}}"
        }
        """

    static func store() throws -> CatalogStore {
        try CatalogFixtures.store(["en.arb": source, "de.arb": german])
    }

    static func money(_ locale: String, _ currency: String, _ value: String, style: String = "standard") -> String {
        CatalogFixtures.goldenMoney(locale, currency, value, style: style)
    }

    static func number(_ locale: String, _ style: String, _ value: String, options: [String: String] = [:]) -> String {
        ICUGolden.money(locale, kind: "number", style: style, options: options, value: value) ?? "missing"
    }

    @Test(
        "With markup a formatted placeholder is shown as ICU shows it and spoken by the format",
        arguments: ["en", "de"])
    func markup(_ locale: String) throws {
        let store = try Self.store()
        let pattern = try #require(
            CatalogFixtures.json(locale == "en" ? Self.source : Self.german)["test.price"] as? String)
        let shown = try #require(ICUGolden.money(locale, "icu", options: ["currency": "EUR"], value: "42.50"))
        let words = Self.money(locale, "EUR", "42.50")
        let markup = try store.markup(key: "test.price", locale: SpokenLocale(locale), values: ["amount": 42.5]).markup
        #expect(markup.text == pattern.replacing("{amount}", with: words))
        #expect(markup.display == pattern.replacing("{amount}", with: shown))
        #expect(markup.spans.map(\.kind) == ["money"])
        #expect(MarkupChecks.problems(markup, visible: [shown], language: locale) == [])
        // Every formatted placeholder: the words as without markup, the SSML sound.
        for (key, value) in [
            ("test.local", MessageArgument.double(42.5)), ("test.followers", .int(1_234_567)),
            ("test.progress", .double(0.42)), ("test.share", .double(0.4242)), ("test.raised", .double(1_234_567)),
        ] {
            let name =
                key == "test.followers"
                ? "count" : key.hasSuffix("progress") || key.hasSuffix("share") ? "ratio" : "amount"
            let arguments = [name: value]
            let marked = try store.markup(key: key, locale: SpokenLocale(locale), values: arguments).markup
            let text = try store.text(key: key, locale: SpokenLocale(locale), values: arguments).text
            #expect(marked.text == text, "\(key)")
            #expect(marked.spans.count == 1, "\(key)")
            let visible = marked.spans.map { span in
                String(decoding: Array(marked.display.utf16)[span.start..<span.end], as: UTF16.self)
            }
            #expect(MarkupChecks.problems(marked, visible: visible, language: locale) == [], "\(key)")
        }
    }

    @Test("Plain uses are spoken by the format; plural still chooses by the number")
    func spoken() throws {
        let store = try Self.store()
        func text(_ key: String, _ locale: String, _ arguments: [String: MessageArgument]) throws -> String {
            try store.text(key: key, locale: SpokenLocale(locale), values: arguments).text
        }
        #expect(try text("test.price", "en", ["amount": 42.5]) == "Total: " + Self.money("en", "EUR", "42.50"))
        #expect(try text("test.price", "en", ["amount": -115]) == "Total: " + Self.money("en", "EUR", "-115"))
        #expect(try text("test.price", "de", ["amount": 42.5]) == "Summe: " + Self.money("de", "EUR", "42.50"))
        // simpleCurrency without a name: the request locale's own currency.
        #expect(try text("test.local", "en-US", ["amount": 42]) == "Pay " + Self.money("en", "USD", "42"))
        #expect(try text("test.local", "de", ["amount": 42]) == Self.money("de", "EUR", "42") + " zahlen")
        #expect(
            try text("test.followers", "en", ["count": 1_234_567])
                == Self.number("en", "compact", "1234567") + " followers")
        #expect(
            try text("test.followers", "de", ["count": 1_234_567])
                == Self.number("de", "compact", "1234567") + " Follower")
        // intl's percent patterns take a ratio: 0.42 is 42 percent (exactly: no 42.000000000000004).
        #expect(try text("test.progress", "en", ["ratio": 0.42]) == Self.number("en", "percent", "42") + " done")
        #expect(
            try text("test.share", "en", ["ratio": 0.333333])
                == Self.number("en", "percent", "33.3333", options: ["digits": "1"]) + " of votes")
        #expect(
            try text("test.raised", "en", ["amount": 1_234_567])
                == "Raised " + Self.money("en", "USD", "1234567", style: "compact"))
    }

    @Test("Preview shows each format spoken with a value that shows it: money, compact words, a percentage")
    func preview() throws {
        let preview = MessagePreview(store: try Self.store())
        func texts(_ key: String, _ locale: String) throws -> [String] {
            try preview.rows(key: key, locale: SpokenLocale(locale)).map(\.text)
        }
        // Money in a currency format: a value in each plural category (en and de: one, other), the
        // telling 42.50 standing for its own.
        #expect(
            try texts("test.price", "en") == [
                "Total: " + Self.money("en", "EUR", "1"), "Total: " + Self.money("en", "EUR", "42.50"),
            ])
        #expect(
            try texts("test.price", "de") == [
                "Summe: " + Self.money("de", "EUR", "1"), "Summe: " + Self.money("de", "EUR", "42.50"),
            ])
        #expect(try texts("test.progress", "en") == [Self.number("en", "percent", "42") + " done"])
        #expect(try texts("test.raised", "en") == ["Raised " + Self.money("en", "USD", "1234567", style: "compact")])
        let row = try #require(try preview.rows(key: "test.price", locale: SpokenLocale("en")).last)
        #expect(row.jsonLine.contains(#""arguments":{"amount":42.5}"#), "\(row.jsonLine)")
    }

    @Test("The model keeps the format and its parameters")
    func model() throws {
        let store = try Self.store()
        let metadata = try #require(store.snapshot.source?.metadata["test.price"])
        #expect(
            metadata.placeholderFormats["amount"]
                == PlaceholderFormat(.currency, currency: "EUR", decimalDigits: 2))
        #expect(store.snapshot.source?.metadata["test.raised"]?.placeholderFormats["amount"]?.symbol == "$")
    }

    struct Bad: Sendable, CustomTestStringConvertible {
        let name: String
        let placeholder: String
        let line: Int
        let column: Int
        let message: String
        var testDescription: String { name }
    }

    @Test(
        "Bad formats and parameters are invalid-metadata, located, with an example",
        arguments: [
            Bad(
                name: "misspelt format", placeholder: #"{"type": "double", "format": "curency"}"#, line: 1, column: 30,
                message:
                    "Unknown number format 'curency' for placeholder 'p': did you mean 'currency'? Flutter's number formats are compact, compactCurrency, compactSimpleCurrency, compactLong, currency, decimalPattern, decimalPatternDigits, decimalPercentPattern, percentPattern, scientificPattern, simpleCurrency (for example \"format\": \"currency\" or \"compactLong\")"
            ),
            Bad(
                name: "number format on text", placeholder: #"{"type": "String", "format": "currency"}"#, line: 1,
                column: 30,
                message:
                    "The number format 'currency' of placeholder 'p' needs a number placeholder: add \"type\": \"double\" (or \"int\", \"num\")"
            ),
            Bad(
                name: "format not a string", placeholder: #"{"type": "int", "format": 2}"#, line: 1, column: 27,
                message:
                    "The format of placeholder 'p' is a number, not a name: write one such as \"format\": \"currency\""),
            Bad(
                name: "unknown parameter",
                placeholder: #"{"type": "int", "format": "compactLong", "optionalParameters": {"name": "EUR"}}"#,
                line: 1,
                column: 65,
                message:
                    "Unknown optional parameter 'name' for the format 'compactLong' of placeholder 'p': it takes none"),
            Bad(
                name: "parameter of another format",
                placeholder: #"{"type": "double", "format": "currency", "optionalParameters": {"digits": 2}}"#, line: 1,
                column: 65,
                message:
                    "Unknown optional parameter 'digits' for the format 'currency' of placeholder 'p': it takes 'name', 'symbol', 'decimalDigits', 'customPattern'"
            ),
            Bad(
                name: "unknown currency",
                placeholder: #"{"type": "double", "format": "currency", "optionalParameters": {"name": "EURO"}}"#,
                line: 1,
                column: 73,
                message:
                    "Unknown currency 'EURO': did you mean 'EUR'? (the currency 'name' of placeholder 'p', such as \"name\": \"EUR\")"
            ),
            Bad(
                name: "fractional digits",
                placeholder: #"{"type": "double", "format": "currency", "optionalParameters": {"decimalDigits": 1.5}}"#,
                line: 1, column: 82,
                message:
                    "The decimalDigits of placeholder 'p' must be a whole number from 0 to 20, such as \"decimalDigits\": 2"
            ),
            Bad(
                name: "parameters not an object",
                placeholder: #"{"type": "double", "format": "currency", "optionalParameters": "EUR"}"#, line: 1,
                column: 64,
                message:
                    "The optional parameters of placeholder 'p' are a string, not an object: write them as {\"name\": \"EUR\", \"decimalDigits\": 2}"
            ),
            Bad(
                name: "parameters without a format",
                placeholder: #"{"type": "double", "optionalParameters": {"name": "EUR"}}"#, line: 1, column: 20,
                message:
                    "The optional parameters of placeholder 'p' need a format: add one such as \"format\": \"currency\""
            ),
        ])
    func bad(_ bad: Bad) throws {
        let prefix = #"{"placeholders": {"p": "#
        let json = try LocatedJSON(parsing: Array((prefix + bad.placeholder + "}}").utf8))
        var problems: [(SourcePosition, String)] = []
        let metadata = MessageMetadata(json.root, key: "k") { code, position, message in
            #expect(code == .invalidMetadata)
            problems.append((position, message))
        }
        try #require(problems.count == 1, "\(problems)")
        #expect(problems[0].1 == bad.message)
        // Columns in the cases count from the placeholder's own first character.
        #expect(
            problems[0].0 == SourcePosition(line: bad.line, column: prefix.count + bad.column), "\(problems[0].0)")
        #expect(metadata.placeholderFormats.isEmpty)
    }

    @Test("A date format on a DateTime is not a number format: left alone")
    func dateFormats() throws {
        let json = try LocatedJSON(
            parsing: Array(#"{"placeholders": {"d": {"type": "DateTime", "format": "yMMMd"}}}"#.utf8))
        let metadata = MessageMetadata(json.root, key: "k") { _, _, message in Issue.record("\(message)") }
        #expect(metadata.placeholderFormats.isEmpty)
    }

    @Test("The loader refuses a catalog whose format lint refuses: one verdict")
    func loaderAgrees() throws {
        let bad = """
            {
              "@@locale": "en",
              "test.price": "Total: {amount}",
              "@test.price": {"placeholders": {"amount": {"type": "double", "format": "curency"}}}
            }
            """
        let path = try CatalogFixtures.directory(["en.arb": bad])
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: SpokenError.self) { try CatalogStore().loadOverrides(directory: path) }
    }
}
