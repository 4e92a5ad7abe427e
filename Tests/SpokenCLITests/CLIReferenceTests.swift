import Foundation
import TestSupport
import Testing

@testable import spoken

/// Documentation/CLI.md is what the declarations generate. When it differs, the test writes the
/// generated text to the file (review the diff and commit it) and fails, so a stale reference
/// never passes.
@Suite("CLI reference")
struct CLIReferenceTests {
    @Test("Documentation/CLI.md is generated from the commands' declarations")
    func upToDate() throws {
        let generated = CLIReference.markdown(for: SpokenCLI.commands)
        let file = Repository.url(CLIReference.path)
        let committed = try? String(contentsOf: file, encoding: .utf8)
        if committed != generated {
            try Data(generated.utf8).write(to: file)
        }
        #expect(
            committed == generated,
            "\(CLIReference.path) was stale and has been regenerated: review the diff and commit it")
    }

    @Test("It has every command's help, as the binary prints it", arguments: SpokenCLI.commands.map(\.declaration.name))
    func everyCommand(_ name: String) throws {
        let reference = try Repository.text(CLIReference.path)
        let help = try CLI.run([name, "--help"])
        #expect(reference.contains("## `spoken \(name)`\n\n```text\n" + help.stdout + "```"))
    }
}
