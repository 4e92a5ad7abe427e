import Foundation
import SpokenRender
import TestSupport
import Testing

/// README.md's ops table (between `<!-- ops:begin -->` and `<!-- ops:end -->`) names every op
/// `spoken render` has a handler for, each once, and no other.
@Suite("README ops table")
struct ReadmeOpsTableTests {
    @Test("The table's ops are render's ops")
    func sameOps() throws {
        let readme = try Repository.text("README.md")
        let begin = try #require(readme.range(of: "<!-- ops:begin -->"))
        let end = try #require(readme.range(of: "<!-- ops:end -->", range: begin.upperBound..<readme.endIndex))
        let rows = readme[begin.upperBound..<end.lowerBound].split(separator: "\n").dropFirst(2)
        let ops = rows.compactMap { row -> String? in
            let cell = row.split(separator: "|").first?.trimmingCharacters(in: .whitespaces) ?? ""
            return cell.hasPrefix("`") && cell.hasSuffix("`") ? String(cell.dropFirst().dropLast()) : nil
        }
        #expect(ops.count == rows.count, "every row starts with an op in backticks")
        #expect(ops.count == Set(ops).count, "each op once: \(ops)")
        #expect(Set(ops) == Set(Renderer.builtInHandlers.keys))
    }
}
