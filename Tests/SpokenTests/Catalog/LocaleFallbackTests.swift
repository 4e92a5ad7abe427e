import Testing

@testable import Spoken

@Suite("Locale fallback (CLDR parent locales)")
struct LocaleFallbackTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let request: String
        let chain: [String]
        /// The shipped catalog that supplies the words.
        let supplier: String
        var testDescription: String { "\(request) → \(chain.joined(separator: " → ")) (\(supplier))" }
    }

    // Expected chains follow CLDR 42 supplementalData parentLocales and likely subtags.
    static let rows: [Row] = [
        Row(request: "zh-TW", chain: ["zh-Hant-TW", "zh-Hant", "en"], supplier: "zh-Hant"),
        Row(request: "zh-HK", chain: ["zh-Hant-HK", "zh-Hant", "en"], supplier: "zh-Hant"),
        Row(request: "zh-Hant-HK", chain: ["zh-Hant-HK", "zh-Hant", "en"], supplier: "zh-Hant"),
        Row(request: "zh-MO", chain: ["zh-Hant-MO", "zh-Hant-HK", "zh-Hant", "en"], supplier: "zh-Hant"),
        Row(request: "zh-Hant", chain: ["zh-Hant", "en"], supplier: "zh-Hant"),
        Row(request: "zh-Hant-CN", chain: ["zh-Hant-CN", "zh-Hant", "en"], supplier: "zh-Hant"),
        Row(request: "zh", chain: ["zh-Hans", "zh", "en"], supplier: "zh-Hans"),
        Row(request: "zh-CN", chain: ["zh-Hans-CN", "zh-Hans", "zh", "en"], supplier: "zh-Hans"),
        Row(request: "zh-SG", chain: ["zh-Hans-SG", "zh-Hans", "zh", "en"], supplier: "zh-Hans"),
        Row(request: "zh-Hans-HK", chain: ["zh-Hans-HK", "zh-Hans", "zh", "en"], supplier: "zh-Hans"),
        Row(request: "en-GB", chain: ["en-GB", "en-001", "en"], supplier: "en"),
        Row(request: "en-AU", chain: ["en-AU", "en-001", "en"], supplier: "en"),
        Row(request: "en-IN", chain: ["en-IN", "en-001", "en"], supplier: "en"),
        Row(request: "en-DE", chain: ["en-DE", "en-150", "en-001", "en"], supplier: "en"),
        Row(request: "en-US", chain: ["en-US", "en"], supplier: "en"),
        Row(request: "es-MX", chain: ["es-MX", "es-419", "es", "en"], supplier: "es"),
        Row(request: "es-AR", chain: ["es-AR", "es-419", "es", "en"], supplier: "es"),
        Row(request: "es-419", chain: ["es-419", "es", "en"], supplier: "es"),
        Row(request: "es-ES", chain: ["es-ES", "es", "en"], supplier: "es"),
        Row(request: "pt-PT", chain: ["pt-PT", "pt", "en"], supplier: "pt-BR"),
        Row(request: "pt-AO", chain: ["pt-AO", "pt-PT", "pt", "en"], supplier: "pt-BR"),
        Row(request: "pt", chain: ["pt", "en"], supplier: "pt-BR"),
        Row(request: "pt-BR", chain: ["pt-BR", "pt", "en"], supplier: "pt-BR"),
        Row(request: "nb", chain: ["nb", "no", "en"], supplier: "en"),
        Row(request: "nn", chain: ["nn", "no", "en"], supplier: "en"),
        Row(request: "no", chain: ["no", "en"], supplier: "en"),
        Row(request: "fr-CA", chain: ["fr-CA", "fr", "en"], supplier: "fr"),
        Row(request: "de-AT", chain: ["de-AT", "de", "en"], supplier: "de"),
        Row(request: "ar-EG-u-nu-latn", chain: ["ar-EG", "ar", "en"], supplier: "ar"),
        Row(request: "iw", chain: ["he", "en"], supplier: "he"),
        Row(request: "ja_JP", chain: ["ja-JP", "ja", "en"], supplier: "ja"),
        Row(request: "sw-KE", chain: ["sw-KE", "sw", "en"], supplier: "en"),
        Row(request: "sr-Latn-RS", chain: ["sr-Latn-RS", "sr-Latn", "en"], supplier: "en"),
        Row(request: "hi-Latn", chain: ["hi-Latn", "en-IN", "en-001", "en"], supplier: "en"),
    ]

    @Test("chain and supplier", arguments: rows)
    func chain(_ row: Row) throws {
        let locale = try SpokenLocale(row.request)
        #expect(LocaleFallback.chain(for: locale) == row.chain)
        let store = CatalogStore()
        #expect(store.resolve(locale).map(\.locale) == row.chain)
        let text = try store.text(key: "rotor.headlines", locale: locale)
        #expect(text.locale == row.supplier)
        #expect(text.text == store.catalog(row.supplier)?.messages["rotor.headlines"])
    }

    @Test("Traditional Chinese never speaks Simplified, and the reverse")
    func chineseScripts() throws {
        let store = CatalogStore()
        for tag in ["zh-TW", "zh-HK", "zh-MO", "zh-Hant", "zh-Hant-CN"] {
            #expect(try store.text(key: "rotor.headlines", locale: SpokenLocale(tag)).text == "頭條新聞")
            #expect(!store.resolve(try SpokenLocale(tag)).contains { $0.catalog == "zh-Hans" })
        }
        for tag in ["zh", "zh-CN", "zh-SG", "zh-Hans"] {
            #expect(try store.text(key: "rotor.headlines", locale: SpokenLocale(tag)).text == "头条新闻")
        }
    }

    @Test("pt-PT is served by the pt catalog family (pt-BR is CLDR's default content of pt)")
    func portuguese() throws {
        let steps = CatalogStore().resolve(try SpokenLocale("pt-PT"))
        #expect(
            steps == [
                FallbackStep(locale: "pt-PT", catalog: nil), FallbackStep(locale: "pt", catalog: "pt-BR"),
                FallbackStep(locale: "en", catalog: "en"),
            ])
    }

    @Test("the parent table comes from the system ICU's CLDR data")
    func parentTable() {
        #expect(LocaleFallback.parentTable["en_GB"] == "en_001")
        #expect(LocaleFallback.parentTable["es_MX"] == "es_419")
        #expect(LocaleFallback.parentTable["zh_Hant"] == "root")
        #expect(LocaleFallback.parentTable["zh_Hant_MO"] == "zh_Hant_HK")
        #expect(LocaleFallback.parentTable["pt_AO"] == "pt_PT")
        #expect(LocaleFallback.parentTable["nn"] == "no")
    }
}
