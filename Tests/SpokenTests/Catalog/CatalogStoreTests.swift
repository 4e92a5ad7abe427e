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
        // Lint's verdict: no errors. A new language (nb) lacks the other keys, which lint warns
        // about; zh-Hans lacks none, since the shipped zh-Hans serves them.
        let diagnostics = store.validateOverrides(directory: directory)
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(diagnostics.contains { $0.rule == .missingTranslation && $0.file.hasSuffix("/nb.arb") })
        #expect(!diagnostics.contains { $0.file.hasSuffix("/zh-Hans.arb") })
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
            guard let error = error as? SpokenError, error.input == bad,
                error.code == (row.file.isEmpty ? .unreadableCatalog : .invalidCatalog)
            else {
                return false
            }
            // Each finding is listed located, as `spoken lint` prints it (`ru.arb:1:15: error: …`).
            return row.file.isEmpty || error.message.contains("/\(row.file):")
        }
        // The earlier override is still in place, whole.
        #expect(try store.text(key: "rotor.headlines", locale: "ja").text == "見出し")
        #expect(try store.text(key: "rotor.headlines", locale: "zh-Hans").text == "头条新闻")
    }

    @Test("a key the source does not have is loaded with lint's warning, and never served")
    func unknownKey() throws {
        let store = CatalogStore()
        let path = try CatalogFixtures.directory([
            "fr.arb": #"{"@@locale": "fr", "rotor.nouveau": "Nouveau", "rotor.headlines": "À la une"}"#
        ])
        defer { try? FileManager.default.removeItem(atPath: path) }
        try store.loadOverrides(directory: path)
        #expect(store.diagnostics.map(\.rule) == [.unknownKey])
        #expect(
            store.diagnostics.first?.description.hasSuffix(
                "fr.arb:1:21: warning: Unknown key 'rotor.nouveau': en.arb has no such key [unknown-key]") == true)
        #expect(try store.text(key: "rotor.headlines", locale: "fr").text == "À la une")
        #expect(throws: SpokenError.self) { try store.text(key: "rotor.nouveau", locale: "fr") }
    }

    @Test("override files get lint's limits: bytes per file, files per directory, diagnostics kept")
    func limits() throws {
        let store = CatalogStore()
        // A file over the byte limit is one file-too-large error, never read.
        let large = try CatalogFixtures.directory([
            "de.arb": #"{"@@locale": "de", "rotor.headlines": "\#(String(repeating: "x", count: 2_000))"}"#
        ])
        // More .arb files than a directory may hold: not read at all.
        var many: [String: String] = [:]
        for index in 0..<5 { many["x\(index).arb"] = #"{"@@locale": "de"}"# }
        let crowded = try CatalogFixtures.directory(many)
        // Five thousand broken messages: a thousand kept, the rest counted, and the error's words
        // bounded whatever the file holds.
        let broken = (0..<5_000).map { #""k\#($0)": """# }.joined(separator: ", ")
        let noisy = try CatalogFixtures.directory(["de.arb": #"{"@@locale": "de", \#(broken)}"#])
        defer { for path in [large, crowded, noisy] { try? FileManager.default.removeItem(atPath: path) } }
        let limits = CatalogLimits(maxFileBytes: 1_024, maxFilesPerDirectory: 4)

        let tooLarge = store.validateOverrides(at: large, limits: limits)
        #expect(tooLarge.diagnostics.map(\.rule) == [.fileTooLarge])
        #expect(
            tooLarge.diagnostics.first?.message.hasPrefix("The file is 2041 bytes, over the limit of 1024 bytes")
                == true)

        #expect {
            try store.loadOverrides(at: crowded, limits: limits)
        } throws: { error in
            (error as? SpokenError)?.code == .unreadableCatalog
                && (error as? SpokenError)?.message
                    == "Cannot read directory '\(crowded)': 5 .arb files, over the limit of 4"
        }

        let report = store.validateOverrides(at: noisy)
        // Each empty message is an empty-message error and an unknown key (the key is not in en).
        #expect(report.diagnostics.count == 1_000)
        #expect(report.errorCount == 5_000)
        #expect(report.omitted.map(\.count) == [10_000 - 1_000])
        #expect {
            try store.loadOverrides(at: noisy)
        } throws: { error in
            guard let error = error as? SpokenError else { return false }
            let lines = error.message.split(separator: "\n")
            // 1,000 kept errors (errors are kept before warnings), one line each, then the count.
            return error.code == .invalidCatalog && lines.count <= 1_003 && error.message.utf8.count < 400_000
                && lines.last?.hasSuffix("more errors not shown") == true
        }
        // Nothing changed.
        #expect(store.diagnostics.isEmpty)
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

/// Messages nested as deep as catalogs allow, and deeper: never a crash, on any thread.
@Suite("Catalog store: deep nesting")
struct CatalogDeepNestingTests {
    /// `{n, plural, one {a {n, plural, one {a … x} other {b}} …} other {b}}`, `depth` levels.
    static func nested(_ depth: Int) -> String {
        String(repeating: "{n, plural, one {a ", count: depth) + "x" + String(repeating: "} other {b}}", count: depth)
    }

    /// Runs `body` on a thread with a `bytes` stack (musl's default is 128 KB), and waits.
    static func onSmallStack(bytes: Int, _ body: @escaping @Sendable () -> Void) {
        final class Box: @unchecked Sendable {
            let body: @Sendable () -> Void
            init(_ body: @escaping @Sendable () -> Void) { self.body = body }
        }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        pthread_attr_setstacksize(&attributes, bytes)
        var thread = pthread_t()
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        let created = pthread_create(
            &thread, &attributes,
            { raw in
                Unmanaged<Box>.fromOpaque(raw!).takeRetainedValue().body()
                return nil
            }, box)
        precondition(created == 0)
        pthread_join(thread, nil)
        pthread_attr_destroy(&attributes)
    }

    @Test("5,000 nested plurals are refused before ICU sees them, where lint refuses them")
    func tooDeep() throws {
        let path = try CatalogFixtures.directory([
            "en.arb": #"{"@@locale": "en", "test.deep": "\#(Self.nested(5_000))"}"#
        ])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let store = CatalogStore()
        let errors = store.validateOverrides(directory: path).filter { $0.severity == .error }
        #expect(errors.map(\.rule) == [.messageSyntax])
        // Lint's limit is 100 braces deep (50 plurals, each a brace for the argument and one for
        // its variant): the 101st, which opens level 51, is blamed. `{"@@locale": "en", "test.deep": "`
        // is 33 characters, each level 19.
        #expect(errors.first?.line == 1)
        #expect(errors.first?.column == 34 + 50 * 19)
        #expect(throws: SpokenError.self) { try store.loadOverrides(directory: path) }
        // Loaded message by message, the deep one is left out: nothing to crash on.
        try store.loadOverrides(at: path, policy: .validMessages)
        #expect(throws: SpokenError.self) { try store.text(key: "test.deep", locale: "en", arguments: ["n": 1]) }
    }

    @Test("50 plurals (100 braces), the most a catalog may nest, load and speak on a thread with a 128 KB stack")
    func deepestAllowedOnSmallStack() throws {
        let path = try CatalogFixtures.directory([
            "en.arb": #"{"@@locale": "en", "test.deep": "\#(Self.nested(50))"}"#
        ])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let store = CatalogStore()
        nonisolated(unsafe) var texts: [String] = []
        Self.onSmallStack(bytes: 128 << 10) {
            do {
                try store.loadOverrides(directory: path)
                texts.append(try store.text(key: "test.deep", locale: "en", arguments: ["n": 1]).text)
                texts.append(try store.text(key: "test.deep", locale: "ru", arguments: ["n": 5]).text)
                let rows = try MessagePreview(store: store).rows(key: "test.deep", locale: SpokenLocale("en"))
                texts.append(rows.first?.text ?? "")
            } catch {
                texts.append("\(error)")
            }
        }
        // one: "a " fifty times, then x; other: b.
        #expect(texts == [String(repeating: "a ", count: 50) + "x", "b", String(repeating: "a ", count: 50) + "x"])
    }

    @Test("a reload releases the set it replaces (ten reloads hold one set, not eleven)")
    func reloadReleasesTheOldSet() throws {
        let store = CatalogStore()
        let directory = try CatalogFixtures.directory([
            "de.arb": #"{"@@locale": "de", "rotor.headlines": "Schlagzeilen"}"#
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try store.loadOverrides(directory: directory)
        weak let first = store.snapshot
        var replaced: [() -> CatalogSet?] = []
        for _ in 0..<10 {
            weak let before = store.snapshot
            replaced.append { before }
            try store.loadOverrides(directory: directory)
        }
        #expect(first == nil)
        #expect(replaced.allSatisfy { $0() == nil })
        #expect(try store.text(key: "rotor.headlines", locale: "de").text == "Schlagzeilen")
    }
}
