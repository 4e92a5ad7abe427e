import Foundation
import Testing

@testable import Spoken

@Suite("Shipped catalogs")
struct ShippedCatalogTests {
    static let languages = [
        "en", "zh-Hans", "zh-Hant", "ja", "ko", "de", "fr", "es", "pt-BR", "ru", "ar", "he", "hi", "pl", "cs",
    ]

    @Test("every shipped catalog loads and validates without diagnostics")
    func validates() {
        let diagnostics = CatalogStore().diagnostics
        // Escaped: right-to-left text would scramble the failure message.
        #expect(
            diagnostics.isEmpty, Comment(rawValue: diagnostics.map(\.description).joined(separator: "\n").asciiEscaped))
    }

    @Test("the 15 languages are shipped")
    func languagesShipped() {
        #expect(CatalogStore().locales.sorted() == Self.languages.sorted())
    }
}

extension String {
    /// Non-ASCII scalars as \u{…}, for readable failure messages.
    var asciiEscaped: String {
        unicodeScalars.map { $0.isASCII ? String($0) : "\\u{\(String($0.value, radix: 16))}" }.joined()
    }
}

@Suite("Every key in every shipped language")
struct EveryKeyTests {
    /// A sample value for each ARB placeholder type of the source.
    static func sample(_ type: String, _ count: Int64) -> MessageArgument {
        switch type {
        case "DateTime": .date(secondsSince1970: 1_795_956_600)
        case "num", "double": .double(Double(count) + 0.5)
        case "String": "Alice"
        case "relative": .relativeTime(RelativeTime(-Double(count), .hour))
        default: .int(count)  // int, and duration (seconds)
        }
    }

    @Test("formats with the source's placeholders; no argument syntax leaks", arguments: ShippedCatalogTests.languages)
    func everyKey(_ language: String) throws {
        let store = CatalogStore()
        let locale = try SpokenLocale(language)
        for key in store.keys {
            for count: Int64 in [0, 1, 2, 5, 21] {
                var arguments: [String: MessageArgument] = [:]
                for (name, type) in store.metadata(key)?.placeholders ?? [:] {
                    arguments[name] = Self.sample(type, count)
                }
                let text = try store.text(
                    key: key, locale: locale, arguments: arguments, timeZone: SpokenTimeZone("Asia/Tokyo"))
                #expect(text.locale == language, "\(key)")
                #expect(!text.text.isEmpty, "\(key)")
                #expect(
                    !text.text.contains("{") && !text.text.contains("}"),
                    Comment(rawValue: "\(key): \(text.text.asciiEscaped)"))
            }
        }
    }
}
