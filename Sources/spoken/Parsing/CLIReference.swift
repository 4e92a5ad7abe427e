import Foundation

/// Documentation/CLI.md: the command-line reference, generated from the same declarations as
/// `spoken --help` and every `spoken NAME --help` (a test regenerates it and fails when the
/// committed file differs, as swift-format generates its rule reference).
enum CLIReference {
    /// The file, relative to the repository.
    static let path = "Documentation/CLI.md"

    static func markdown(for commands: [CommandEntry]) -> String {
        var lines = [
            "# `spoken` command-line reference",
            "",
            "<!-- Generated from the commands' declarations (Sources/spoken): do not edit. After a change to a",
            "     command, `swift test --filter CLIReferenceTests` rewrites this file; review the diff. -->",
            "",
            "Every command's `--help`, as the binary prints it. The examples are in the guides: the",
            "[README](../README.md) and the DocC articles of each module (Sources/*/*.docc).",
            "",
            "| Command | What it does |",
            "| --- | --- |",
        ]
        for command in commands {
            let name = command.declaration.name
            lines.append(
                "| [`spoken \(name)`](#spoken-\(name)) | \(command.declaration.summary.replacingOccurrences(of: "|", with: "\\|")) |"
            )
        }
        lines += ["", "## `spoken`", "", "```text", SpokenCLI.help, "```"]
        for command in commands {
            lines += [
                "", "## `spoken \(command.declaration.name)`", "", "```text",
                HelpGenerator.help(for: command.declaration), "```",
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
