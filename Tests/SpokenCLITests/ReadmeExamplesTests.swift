import Foundation
import TestSupport
import Testing

/// Every `$ spoken …` example in README.md and in the docs (Documentation/*.md, the DocC articles
/// Sources/*/*.docc/*.md) prints exactly what the text shows: each is run with the built `spoken`
/// first on PATH, standard error merged into the output as a terminal shows it.
@Suite("README examples")
struct ReadmeExamplesTests {
    struct Example: Sendable, CustomTestStringConvertible {
        /// The file, relative to the repository.
        let file: String
        /// 1-based line of the `$` in the file.
        let line: Int
        let command: String
        let output: String
        var testDescription: String { "\(file):\(line): \(command.prefix(60))" }
    }

    /// README.md, then every Markdown file of Documentation/ and of the DocC catalogs, sorted.
    static let files: [String] = {
        let manager = FileManager.default
        var files = ["README.md"]
        let documentation = (try? manager.contentsOfDirectory(atPath: Repository.url("Documentation").path)) ?? []
        files += documentation.filter { $0.hasSuffix(".md") }.sorted().map { "Documentation/" + $0 }
        let sources = (try? manager.contentsOfDirectory(atPath: Repository.url("Sources").path)) ?? []
        for module in sources.sorted() {
            let catalog = "Sources/\(module)/\(module).docc"
            let articles = (try? manager.contentsOfDirectory(atPath: Repository.url(catalog).path)) ?? []
            files += articles.filter { $0.hasSuffix(".md") }.sorted().map { catalog + "/" + $0 }
        }
        return files
    }()

    static let examples: [Example] = files.flatMap { examples(in: $0) }

    /// The examples of a file's ```sh blocks: a `$ ` line (with `\` continuation lines) and the
    /// lines after it up to the next `$ ` or the end of the block.
    static func examples(in file: String) -> [Example] {
        guard let text = try? Repository.text(file) else { return [] }
        var examples: [Example] = []
        var inShell = false
        var current: (line: Int, command: String, output: [String], continued: Bool)?
        func close() {
            if let example = current {
                let output = example.output.map { $0 + "\n" }.joined()
                examples.append(Example(file: file, line: example.line, command: example.command, output: output))
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
    }

    @Test("the README and the docs have examples to check")
    func found() {
        #expect(Self.examples.count >= 15)
        #expect(Self.examples.contains { $0.file == "README.md" })
    }

    @Test("every example prints what the README shows", arguments: examples)
    func example(_ example: Example) throws {
        // A folder of its own with l10n/ and Examples/ at hand, as in a checkout; files an example writes stay there.
        let scratch = FileManager.default.temporaryDirectory.appending(path: "spoken-readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        for folder in ["l10n", "Examples"] {
            try FileManager.default.createSymbolicLink(
                at: scratch.appending(path: folder), withDestinationURL: Repository.url(folder))
        }
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] =
            CLI.binary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["NO_COLOR"] = "1"
        let result = try CLI.run(
            ["-c", "(" + example.command + "\n) 2>&1"], environment: environment,
            executable: URL(fileURLWithPath: "/bin/sh"), workingDirectory: scratch)
        #expect(result.stdout == example.output, "\(example.file):\(example.line)")
    }
}
