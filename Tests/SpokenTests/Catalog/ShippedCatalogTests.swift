import Foundation
import Testing
@testable import Spoken

@Suite("Shipped catalogs")
struct ShippedCatalogTests {
    static let languages = ["en", "zh-Hans", "zh-Hant", "ja", "ko", "de", "fr", "es", "pt-BR", "ru", "ar", "he", "hi"]

    @Test("every shipped catalog loads and validates without diagnostics")
    func validates() {
        let diagnostics = CatalogStore().diagnostics
        // Escaped: right-to-left text would scramble the failure message.
        #expect(diagnostics.isEmpty, Comment(rawValue: diagnostics.map(\.description).joined(separator: "\n").asciiEscaped))
    }

    @Test("the 13 languages are shipped")
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
