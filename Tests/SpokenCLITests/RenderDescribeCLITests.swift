import Foundation
import SpokenRender
import Testing

/// `spoken render --help` and `--describe` against the op registry: the expected ops and fields
/// come from `OpRegistry.all`, not from a snapshot.
@Suite("spoken render: help and describe from the registry")
struct RenderDescribeCLITests {
    /// The help's ops section: from the "Ops and their fields" line to the next blank line.
    static func opsSection() throws -> [String] {
        let help = try CLI.run(["render", "--help"])
        #expect(help.status == 0)
        return help.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            .drop { !$0.hasPrefix("Ops and their fields") }.dropFirst().prefix { !$0.isEmpty }.map(String.init)
    }

    @Test("render --help lists every op of the registry, in order, with each of its fields")
    func helpListsEveryOp() throws {
        let section = try Self.opsSection()
        let listed = section.filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }.compactMap {
            $0.split(separator: " ").first.map(String.init)
        }
        #expect(listed == OpRegistry.all.map(\.name))
        // Each op's entry: its line and the continuation lines after it.
        var entries: [String: String] = [:]
        var current = ""
        for line in section {
            if !line.hasPrefix("   "), let name = line.split(separator: " ").first { current = String(name) }
            entries[current, default: ""] += line + " "
        }
        for op in OpRegistry.all {
            let entry = try #require(entries[op.name])
            for field in op.fields {
                #expect(entry.contains(" \(field.name)"), "\(op.name): \(field.name)")
                for word in field.values ?? [] { #expect(entry.contains(word), "\(op.name).\(field.name): \(word)") }
            }
        }
    }

    @Test("render --describe prints the registry's document on standard output, exit 0")
    func describe() throws {
        let result = try CLI.run(["render", "--describe"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == OpRegistry.describe())
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(document["protocol"] as? Int == 1)
        let ops = try #require(document["ops"] as? [[String: Any]])
        #expect(ops.compactMap { $0["name"] as? String } == OpRegistry.names)
        let common = try #require(document["common"] as? [[String: Any]])
        #expect(
            common.compactMap { $0["name"] as? String } == ["id", "op", "locale", "timeZone", "markup", "displayWidth"])
    }

    @Test("Every example of --describe, sent to spoken render, gets its declared response")
    func examples() throws {
        let requests = OpRegistry.all.compactMap(\.example?.request).joined(separator: "\n") + "\n"
        let result = try CLI.run(["render", "--jobs", "1"], stdin: requests)
        #expect(result.status == 0)
        #expect(result.stdout == OpRegistry.all.compactMap(\.example?.response).joined(separator: "\n") + "\n")
    }

    @Test("render --describe takes no argument")
    func describeUsage() throws {
        let result = try CLI.run(["render", "--describe", "extra"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("'extra'"))
    }
}
