import Foundation
import Spoken
import TestSupport
import Testing

/// The table of placeholder types in the DocC article (Sources/Spoken/Spoken.docc/PlaceholderTypes.md)
/// is `PlaceholderTypeDoc.markdownTable()`, byte for byte, and every row's example speaks its words
/// through a real catalog. After a change to a placeholder type, regenerate and review the diff:
///
///     UPDATE_DOCS=1 swift test --filter PlaceholderTypeTableTests
///
/// A run that rewrites the table fails, so that a recording run never passes unseen.
@Suite("The table of placeholder types")
struct PlaceholderTypeTableTests {
    static let article = "Sources/Spoken/Spoken.docc/PlaceholderTypes.md"

    @Test("The table between the markers is the declarations'")
    func table() throws {
        let text = try Repository.text(Self.article)
        let start = try #require(text.range(of: PlaceholderTypeDoc.tableStart), "no table marker")
        let end = try #require(text.range(of: PlaceholderTypeDoc.tableEnd, range: start.upperBound..<text.endIndex))
        let current = String(text[start.upperBound..<end.lowerBound])
        let expected = "\n" + PlaceholderTypeDoc.markdownTable() + "\n"
        guard current != expected else { return }
        if ProcessInfo.processInfo.environment["UPDATE_DOCS"] == "1" {
            let updated = text.replacingCharacters(in: start.upperBound..<end.lowerBound, with: expected)
            try Data(updated.utf8).write(to: Repository.url(Self.article), options: .atomic)
            Issue.record("\(Self.article): rewrote the table from the declarations; review the diff, then run again")
        } else {
            Issue.record(
                "\(Self.article): the table differs from the declarations; run UPDATE_DOCS=1 swift test --filter PlaceholderTypeTableTests"
            )
        }
    }

    @Test("Every type lint accepts has its row, every value type's placeholder its example words")
    func complete() {
        let documented = Set(PlaceholderTypeDoc.all.flatMap(\.types))
        #expect(documented == Set(ArgumentValueClass.placeholderTypes))
        for placeholder in ValueType.all.compactMap(\.placeholder) {
            #expect(documented.contains(placeholder.type))
            #expect(!placeholder.sampleWords.isEmpty, "\(placeholder.type) declares no sampleWords")
        }
    }

    @Test("Each row's example, loaded as an app catalog, speaks its words", arguments: PlaceholderTypeDoc.all.indices)
    func example(_ index: Int) throws {
        let example = PlaceholderTypeDoc.all[index].example
        let folder = FileManager.default.temporaryDirectory.appending(path: "placeholder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let message = String(decoding: try JSONEncoder().encode(example.message), as: UTF8.self)
        let arb =
            #"{"@@locale": "en", "example.key": \#(message), "@example.key": {"placeholders": {"\#(example.name)": \#(example.metadata)}}}"#
        try Data(arb.utf8).write(to: folder.appending(path: "en.arb"))
        let store = CatalogStore()
        try store.loadOverrides(directory: folder.path)
        #expect(store.diagnostics.isEmpty, "\(store.diagnostics)")
        let text = try store.text(
            key: "example.key", locale: "en-US", arguments: [example.name: example.argument],
            now: PlaceholderTypeDoc.now)
        #expect(text.text == example.words)
    }
}
