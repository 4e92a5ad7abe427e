import Testing

@testable import SpokenLint

@Suite(".strings comments")
struct StringsCommentTests {
    /// Every line split at spaces and joined again, empty lines dropped: the reference the
    /// fast path for one-line comments must agree with.
    static func reference(_ body: String) -> String {
        body.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
            .filter { !$0.isEmpty }.joined(separator: "\n")
    }

    @Test(
        "comments read the same through the one-line fast path",
        arguments: [
            ("outer spaces", " Shown on screen 12. "),
            ("no spaces", "Title"),
            ("double spaces inside", " Two  spaces "),
            ("only spaces", "   "),
            ("empty", ""),
            ("tabs stay", "\tTabbed\t"),
            ("CR of a CRLF file", " Line comment\r"),
            ("several lines", " First line\n   second   line \n\n"),
            ("a combining mark after a space", "Café \u{301}"),
            ("non-ASCII", " 头条新闻的标签 "),
        ])
    func normalized(name: String, body: String) {
        #expect(StringsFile.normalizedComment(body) == Self.reference(body), "\(name)")
    }
}
