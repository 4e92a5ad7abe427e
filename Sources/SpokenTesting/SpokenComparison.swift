import Spoken

/// Spoken text compared with what a test expects, readable when they differ: both strings with
/// invisible characters escaped (`\u{202F}`, `\u{2068}`) and the first difference pointed at,
/// since "7:50 PM" with a narrow no-break space looks exactly like "7:50 PM" with a space.
///
/// Depends on no test framework. With Swift Testing, give the ``report`` as the comment (the
/// value's own description is one line, so the difference is printed once):
///
///     let comparison = SpokenComparison(label.text, "Nov 29, 2026, 7:50\u{202F}PM")
///     #expect(comparison.matches, "\(comparison.report)")
///
/// With XCTest: `XCTAssertTrue(comparison.matches, comparison.report)`.
public struct SpokenComparison: Sendable, Hashable, CustomStringConvertible {
    public let actual: String
    public let expected: String
    /// Offset of the first differing Unicode scalar; nil when the strings are equal.
    public let firstDifference: Int?

    public init(_ actual: String, _ expected: String) {
        self.actual = actual
        self.expected = expected
        let a = Array(actual.unicodeScalars)
        let e = Array(expected.unicodeScalars)
        if a == e {
            firstDifference = nil
        } else {
            firstDifference =
                zip(a, e).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset ?? min(a.count, e.count)
        }
    }

    /// True when the strings are the same scalars (no normalization: what VoiceOver gets).
    public var matches: Bool { firstDifference == nil }

    /// The 1-based position of the first difference in characters of `actual` (what an editor's
    /// column counts, whatever the script's width); nil when they match.
    public var column: Int? {
        firstDifference.map { Self.characterPosition(actual, scalarOffset: $0) }
    }

    /// One line: "matches", or where the texts differ. What a test framework shows for the value
    /// itself; ``report`` has both texts.
    public var description: String {
        guard let offset = firstDifference, let column else { return "SpokenComparison: the texts match" }
        return "SpokenComparison: the texts differ at character \(column) (\(difference(at: offset)))"
    }

    /// Empty when they match; else where they differ and both texts escaped, with a caret under
    /// the first difference placed by display width (a CJK character takes two columns, a
    /// combining mark none). Right-to-left text gets no caret, since a terminal reorders the line:
    /// the character number says where to look.
    public var report: String { lines(indent: "").joined(separator: "\n") }

    /// The report's lines, each after `indent` (a snapshot's row nests them).
    func lines(indent: String) -> [String] {
        guard let offset = firstDifference, let column else { return [] }
        let shownActual = VisibleText.escaped(actual)
        let shownExpected = VisibleText.escaped(expected)
        var lines = [
            "\(indent)Spoken text differs at character \(column) (\(difference(at: offset))):",
            "\(indent)  actual:   \"\(shownActual)\"",
            "\(indent)  expected: \"\(shownExpected)\"",
        ]
        if !VisibleText.hasRightToLeft(shownActual), !VisibleText.hasRightToLeft(shownExpected) {
            // The caret sits after the escaped common prefix, the same in both lines.
            let prefix = String(String.UnicodeScalarView(actual.unicodeScalars.prefix(offset)))
            let width = VisibleText.displayWidth(VisibleText.escaped(prefix))
            lines.append("\(indent)             " + String(repeating: " ", count: width) + "^")
        }
        return lines
    }

    private func difference(at offset: Int) -> String {
        "\(Self.name(Array(actual.unicodeScalars), offset)) in actual, \(Self.name(Array(expected.unicodeScalars), offset)) in expected"
    }

    /// The 1-based character (grapheme) of `text` that holds the scalar at `scalarOffset`; one
    /// past the last character at the end of the text.
    static func characterPosition(_ text: String, scalarOffset: Int) -> Int {
        var scalars = 0
        var position = 1
        for character in text {
            let count = character.unicodeScalars.count
            if scalars + count > scalarOffset { return position }
            scalars += count
            position += 1
        }
        return position
    }

    private static func name(_ scalars: [Unicode.Scalar], _ offset: Int) -> String {
        guard offset < scalars.count else { return "end of text" }
        let scalar = scalars[offset]
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return VisibleText.isInvisible(scalar) ? code : "\(code) '\(scalar)'"
    }
}
