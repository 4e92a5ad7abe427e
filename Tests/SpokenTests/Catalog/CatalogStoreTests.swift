import Foundation
import TestSupport
import Testing

@testable import Spoken

@Suite("Catalog store: shipped data and override directories")
struct CatalogStoreTests {
    static let packageRoot = Repository.root

    @Test("embedded catalogs are byte for byte the files in l10n/ (no drift)")
    func noDrift() throws {
        let folder = Self.packageRoot.appendingPathComponent("l10n")
        let onDisk = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".arb") }
            .sorted()
        let embedded = ShippedResources.paths.filter { $0.hasPrefix("l10n/") && $0.hasSuffix(".arb") }.sorted()
        #expect(embedded == onDisk.map { "l10n/" + $0 })
        for name in onDisk {
            let bytes = try Data(contentsOf: folder.appendingPathComponent(name))
            #expect(
                ShippedResources.data("l10n/" + name) == bytes, "l10n/\(name) differs from the embedded copy: rebuild")
        }
    }

    @Test(
        "issue words come from the catalogs",
        arguments: [
            ("zh-Hans", "rotor.headlines", "头条新闻"), ("zh-Hans", "rotor.unread", "未读文章"),
            ("zh-Hans", "rotor.withImages", "包含图片"), ("zh-Hans", "rotor.bySender", "按发件人浏览"),
            ("zh-Hans", "rotor.images", "图片"), ("zh-Hans", "rotor.links", "链接"),
            ("zh-Hans", "hint.dismiss", "连按两次关闭"),
            ("zh-Hant", "rotor.headlines", "頭條新聞"), ("zh-Hant", "rotor.unread", "未讀文章"),
        ])
    func issueWords(_ locale: String, _ key: String, _ expected: String) throws {
        let text = try CatalogStore().text(key: key, locale: locale)
        #expect(text.text == expected)
        #expect(text.locale == locale)
    }

    @Test("source metadata: priorities, system rotors, placeholders, max lengths")
    func metadata() {
        let store = CatalogStore()
        #expect(store.metadata("announce.newMessages")?.priority == .high)
        #expect(store.metadata("announce.newMessages")?.placeholders == ["count": "int"])
        #expect(store.metadata("rotor.images")?.systemRotor == .image)
        #expect(store.metadata("rotor.headingLevel3")?.systemRotor == .headingLevel3)
        #expect(store.metadata("rotor.headlines")?.systemRotor == nil)
        #expect(store.metadata("rotor.headlines")?.maxLength != nil)
        #expect(store.metadata("label.separator")?.whitespace == "significant")
        #expect(store.metadata("rotor.headlines")?.translate == true)
    }

    // MARK: Overrides

    @Test("a good directory is layered key by key over the shipped catalogs; reset restores them")
    func goodOverride() throws {
        let store = CatalogStore()
        let shippedDismiss = try store.text(key: "hint.dismiss", locale: "zh-Hans").text
        let directory = try CatalogFixtures.directory([
            "zh-Hans.arb": #"{"@@locale": "zh-Hans", "rotor.headlines": "要闻"}"#,
            "nb.arb": #"{"@@locale": "nb", "rotor.headlines": "Hovedsaker"}"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(store.validateOverrides(directory: directory).isEmpty)
        try store.loadOverrides(directory: directory)
        #expect(try store.text(key: "rotor.headlines", locale: "zh-CN").text == "要闻")
        #expect(try store.text(key: "hint.dismiss", locale: "zh-CN").text == shippedDismiss)
        #expect(store.locales.contains("nb"))
        // nb serves no and, through it, nn.
        for tag in ["nb", "no", "nn"] {
            let text = try store.text(key: "rotor.headlines", locale: tag)
            #expect(text.text == "Hovedsaker")
            #expect(text.locale == "nb")
        }
        // Keys the override lacks fall back along the chain to en.
        #expect(try store.text(key: "rotor.unread", locale: "nb").locale == "en")
        // Other stores are untouched.
        #expect(try CatalogStore().text(key: "rotor.headlines", locale: "zh-CN").text == "头条新闻")
        store.resetOverrides()
        #expect(try store.text(key: "rotor.headlines", locale: "zh-CN").text == "头条新闻")
        #expect(!store.locales.contains("nb"))
    }

    struct BadDirectory: CustomTestStringConvertible, Sendable {
        let name: String
        let files: [String: String]
        /// File name and key (or nil) that a diagnostic must name.
        let file: String
        let key: String?
        var testDescription: String { name }
    }

    static let badDirectories: [BadDirectory] = [
        BadDirectory(name: "not JSON", files: ["ru.arb": "{\"@@locale\": \"ru\","], file: "ru.arb", key: nil),
        BadDirectory(
            name: "locale mismatch", files: ["ru.arb": #"{"@@locale": "uk"}"#], file: "ru.arb", key: "@@locale"),
        BadDirectory(
            name: "missing @@locale", files: ["ru.arb": #"{"rotor.headlines": "x"}"#], file: "ru.arb", key: "@@locale"),
        BadDirectory(
            name: "ICU syntax",
            files: ["ru.arb": #"{"@@locale": "ru", "rating.stars": "{value, plural, one {# звезда}"}"#],
            file: "ru.arb", key: "rating.stars"),
        BadDirectory(
            name: "unknown argument",
            files: ["de.arb": #"{"@@locale": "de", "announce.pageOf": "Seite {page} von {totl}"}"#],
            file: "de.arb", key: "announce.pageOf"),
        BadDirectory(
            name: "argument kind",
            files: ["de.arb": #"{"@@locale": "de", "announce.pageOf": "{page, select, other {Seite}} {total}"}"#],
            file: "de.arb", key: "announce.pageOf"),
        BadDirectory(
            name: "key not in source", files: ["fr.arb": #"{"@@locale": "fr", "rotor.nouveau": "Nouveau"}"#],
            file: "fr.arb", key: "rotor.nouveau"),
        BadDirectory(
            name: "non-string value", files: ["fr.arb": #"{"@@locale": "fr", "rotor.headlines": 3}"#],
            file: "fr.arb", key: "rotor.headlines"),
        BadDirectory(
            name: "one bad file spoils the directory",
            files: [
                "ja.arb": #"{"@@locale": "ja", "rotor.headlines": "トップ"}"#,
                "ko.arb": #"{"@@locale": "ko", "announce.newMessages": "{count, plural, other {# {x}}}"}"#,
            ], file: "ko.arb", key: "announce.newMessages"),
        BadDirectory(
            name: "two files for one locale",
            files: [
                "zh-Hans.arb": #"{"@@locale": "zh-Hans", "rotor.headlines": "要闻"}"#,
                "zh_Hans.arb": #"{"@@locale": "zh_Hans", "rotor.headlines": "新闻"}"#,
            ], file: "zh_Hans.arb", key: "@@locale"),
        BadDirectory(name: "no .arb files", files: ["notes.txt": "x"], file: "", key: nil),
    ]

    @Test(
        "a bad directory is rejected with diagnostics naming file and key; the old catalogs stay",
        arguments: badDirectories)
    func badOverride(_ row: BadDirectory) throws {
        let store = CatalogStore()
        let good = try CatalogFixtures.directory(["ja.arb": #"{"@@locale": "ja", "rotor.headlines": "見出し"}"#])
        let bad = try CatalogFixtures.directory(row.files)
        defer {
            try? FileManager.default.removeItem(atPath: good)
            try? FileManager.default.removeItem(atPath: bad)
        }
        try store.loadOverrides(directory: good)
        let diagnostics = store.validateOverrides(directory: bad)
        #expect(diagnostics.contains { $0.file.hasSuffix("/" + row.file) || row.file.isEmpty && $0.file == bad })
        if let key = row.key { #expect(diagnostics.contains { $0.key == key }) }
        #expect {
            try store.loadOverrides(directory: bad)
        } throws: { error in
            guard let error = error as? SpokenError, error.code == .invalidCatalog, error.input == bad else {
                return false
            }
            // Each finding is listed located, as `spoken lint` prints it (`ru.arb:1:15: error: …`).
            return row.file.isEmpty || error.message.contains("/\(row.file):")
        }
        // The earlier override is still in place, whole.
        #expect(try store.text(key: "rotor.headlines", locale: "ja").text == "見出し")
        #expect(try store.text(key: "rotor.headlines", locale: "zh-Hans").text == "头条新闻")
    }

    @Test("an unreadable directory is an error naming it")
    func missingDirectory() {
        #expect(throws: SpokenError.self) { try CatalogStore().loadOverrides(directory: "/nonexistent/spoken-l10n") }
        #expect(
            CatalogStore().validateOverrides(directory: "/nonexistent/spoken-l10n").first?.message.contains(
                "'/nonexistent/spoken-l10n'") == true)
    }

    @Test("readers never see a half-loaded set while directories are swapped")
    func atomicSwap() async throws {
        let store = CatalogStore()
        let first = try CatalogFixtures.directory([
            "de.arb": #"{"@@locale": "de", "rotor.headlines": "A-de", "rotor.unread": "A-de"}"#,
            "fr.arb": #"{"@@locale": "fr", "rotor.headlines": "A-fr", "rotor.unread": "A-fr"}"#,
        ])
        let second = try CatalogFixtures.directory([
            "de.arb": #"{"@@locale": "de", "rotor.headlines": "B-de", "rotor.unread": "B-de"}"#,
            "fr.arb": #"{"@@locale": "fr", "rotor.headlines": "B-fr", "rotor.unread": "B-fr"}"#,
        ])
        defer {
            try? FileManager.default.removeItem(atPath: first)
            try? FileManager.default.removeItem(atPath: second)
        }
        try store.loadOverrides(directory: first)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                for round in 0..<40 { try store.loadOverrides(directory: round % 2 == 0 ? second : first) }
            }
            for _ in 0..<2 {
                group.addTask {
                    for _ in 0..<400 {
                        // One snapshot per call: both keys of both locales come from the same set.
                        let set = store.snapshot
                        let generations = Set(
                            ["de", "fr"].flatMap { tag in
                                ["rotor.headlines", "rotor.unread"].compactMap {
                                    set.catalogs[tag]?.messages[$0]?.prefix(1)
                                }
                            })
                        #expect(generations.count == 1)
                    }
                }
            }
            try await group.waitForAll()
        }
    }
}
