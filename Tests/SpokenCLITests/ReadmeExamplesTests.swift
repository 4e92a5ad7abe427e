import Foundation
import TestSupport
import Testing

/// Every `$ spoken …` example in README.md prints exactly what the README shows: each is run with
/// the built `spoken` first on PATH, standard error merged into the output as a terminal shows it.
@Suite("README examples")
struct ReadmeExamplesTests {
    struct Example: Sendable, CustomTestStringConvertible {
        /// 1-based line of the `$` in README.md.
        let line: Int
        let command: String
        let output: String
        var testDescription: String { "README.md:\(line): \(command.prefix(60))" }
    }

    /// The examples of the ```sh blocks: a `$ ` line (with `\` continuation lines) and the lines
    /// after it up to the next `$ ` or the end of the block.
    static let examples: [Example] = {
        guard let text = try? Repository.text("README.md") else { return [] }
        var examples: [Example] = []
        var inShell = false
        var current: (line: Int, command: String, output: [String], continued: Bool)?
        func close() {
            if let example = current {
                let output = example.output.map { $0 + "\n" }.joined()
                examples.append(Example(line: example.line, command: example.command, output: output))
            }
            current = nil
        }
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("```") {
                close()
                inShell = !inShell && line == "```sh"
                continue
            }
            guard inShell else { continue }
            if var example = current, example.continued {
                example.command += "\n" + line
                example.continued = line.hasSuffix("\\")
                current = example
            } else if line.hasPrefix("$ ") {
                close()
                current = (index + 1, String(line.dropFirst(2)), [], line.hasSuffix("\\"))
            } else if current != nil {
                current?.output.append(String(line))
            }
        }
        return examples.filter { $0.command.contains("spoken") }
    }()

    @Test("the README has examples to check")
    func found() {
        #expect(Self.examples.count >= 15)
    }

    @Test("every example prints what the README shows", arguments: examples)
    func example(_ example: Example) throws {
        // A folder of its own with l10n/ at hand, as in a checkout; files an example writes stay there.
        let scratch = FileManager.default.temporaryDirectory.appending(path: "spoken-readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.createSymbolicLink(
            at: scratch.appending(path: "l10n"), withDestinationURL: Repository.url("l10n"))
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] =
            CLI.binary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["NO_COLOR"] = "1"
        let result = try CLI.run(
            ["-c", "(" + example.command + "\n) 2>&1"], environment: environment,
            executable: URL(fileURLWithPath: "/bin/sh"), workingDirectory: scratch)
        #expect(result.stdout == example.output, "README.md:\(example.line)")
    }
}
