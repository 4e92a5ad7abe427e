import Spoken

/// Spoken text compared with what a test expects, readable when they differ: both strings with
/// invisible characters escaped (`\u{202F}`, `\u{2068}`) and a caret under the first difference,
/// since "7:50 PM" with a narrow no-break space looks exactly like "7:50 PM" with a space.
///
/// Depends on no test framework; with Swift Testing:
///
///     let comparison = SpokenComparison(label.text, "Nov 29, 2026, 7:50\u{202F}PM")
///     #expect(comparison.matches, "\(comparison)")
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

    /// Empty when they match; else both strings escaped, aligned, with a caret.
    public var description: String {
        guard let offset = firstDifference else { return "" }
        let a = Array(actual.unicodeScalars)
        let e = Array(expected.unicodeScalars)
        // The caret sits after the escaped common prefix, the same in both lines.
        let prefix = String(String.UnicodeScalarView(a[..<offset]))
        let column = VisibleText.escaped(prefix).count
        return """
            Spoken text differs at scalar \(offset) (\(Self.name(a, offset)) in actual, \(Self.name(e, offset)) in expected):
              actual:   "\(VisibleText.escaped(actual))"
              expected: "\(VisibleText.escaped(expected))"
                         \(String(repeating: " ", count: column))^
            """
    }

    private static func name(_ scalars: [Unicode.Scalar], _ offset: Int) -> String {
        guard offset < scalars.count else { return "end of text" }
        let scalar = scalars[offset]
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return VisibleText.isInvisible(scalar) ? code : "\(code) '\(scalar)'"
    }
}
