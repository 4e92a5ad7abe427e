import Foundation
import SpokenRender
import TestSupport
import Testing

/// The op tables of README.md and the DocC article are the registry's (`OpRegistry.markdownTable`),
/// byte for byte. After a change to an op, regenerate them and review the diff:
///
///     UPDATE_DOCS=1 swift test --filter OpTablesTests
///
/// A run that rewrites a table fails, so that a recording run never passes unseen.
@Suite("Op tables of the docs")
struct OpTablesTests {
    struct Table: Sendable, CustomTestStringConvertible {
        let path: String
        let start: String
        let end: String
        let generated: @Sendable () -> String
        var testDescription: String { path }
    }

    /// README.md holds one line per op; the DocC article every op with its fields.
    static let tables = [
        Table(
            path: "README.md", start: OpRegistry.summaryStart, end: OpRegistry.summaryEnd,
            generated: OpRegistry.summaryTable),
        Table(
            path: "Sources/Spoken/Spoken.docc/RenderOps.md", start: OpRegistry.tableStart, end: OpRegistry.tableEnd,
            generated: OpRegistry.markdownTable),
    ]

    @Test("The op table between the markers is the registry's", arguments: tables)
    func table(_ table: Table) throws {
        let path = table.path
        let text = try Repository.text(path)
        let start = try #require(text.range(of: table.start), "\(path) has no op table marker")
        let end = try #require(text.range(of: table.end, range: start.upperBound..<text.endIndex))
        let current = String(text[start.upperBound..<end.lowerBound])
        let expected = "\n" + table.generated() + "\n"
        guard current != expected else { return }
        if ProcessInfo.processInfo.environment["UPDATE_DOCS"] == "1" {
            let updated = text.replacingCharacters(in: start.upperBound..<end.lowerBound, with: expected)
            try Data(updated.utf8).write(to: Repository.url(path), options: .atomic)
            Issue.record("\(path): rewrote the op table from the registry; review the diff, then run again")
        } else {
            Issue.record(
                "\(path): the op table differs from the registry; run UPDATE_DOCS=1 swift test --filter OpTablesTests")
        }
    }

    @Test("Every op of the registry has its row, and every field its entry")
    func rows() {
        let table = OpRegistry.markdownTable()
        for op in OpRegistry.all {
            let row = table.split(separator: "\n").first { $0.hasPrefix("| `\(op.name)` |") }
            #expect(row != nil, "\(op.name)")
            for field in op.fields { #expect(row?.contains("`\(field.name)`") == true, "\(op.name).\(field.name)") }
        }
    }
}
