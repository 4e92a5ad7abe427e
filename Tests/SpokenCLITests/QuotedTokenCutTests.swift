import Testing

@testable import spoken

/// `Output.cutQuotedTokens`: what the CLI prints on standard error has every quoted token over
/// 256 bytes cut, and a quoted token never spans lines.
@Suite("Quoted tokens cut in CLI messages")
struct QuotedTokenCutTests {
    static let long = String(repeating: "x", count: 300)

    @Test("A quoted token over 256 bytes is cut; a short one is kept")
    func cut() {
        let message = "Error: Unknown unit '\(Self.long)' and 'meter'"
        let cut = Output.cutQuotedTokens(message)
        #expect(cut.hasPrefix("Error: Unknown unit 'xxxx"))
        #expect(cut.hasSuffix("' and 'meter'"))
        #expect(cut.utf8.count < message.utf8.count)
    }

    @Test("An apostrophe in one line never pairs with a quote in the next")
    func linesApart() {
        // A listing of two diagnostics: the first line's apostrophe (file's) and the second
        // line's opening quote would pair across the line break, and a naive cut swallowed the
        // stretch between them, a whole line included.
        let first = "de.arb:3:9: warning: The file's text \(String(repeating: "y", count: 200)) [whitespace]"
        let second = "de.arb:4:9: error: Missing placeholder '{count}' in 'rotor.unread' [placeholder-mismatch]"
        let message = first + "\n" + second
        #expect(message.utf8.count > 256)
        #expect(Output.cutQuotedTokens(message) == message)
        // Each line is still cut on its own.
        let third = "de.arb:5:1: error: Unknown key '\(Self.long)'"
        let cut = Output.cutQuotedTokens(message + "\n" + third).split(separator: "\n").map(String.init)
        #expect(cut.count == 3)
        #expect(cut[0] == first)
        #expect(cut[1] == second)
        #expect(cut[2] != third && cut[2].hasPrefix("de.arb:5:1: error: Unknown key 'xxx"))
    }
}
