import Testing

@testable import Spoken

/// Terminal columns from ICU's Unicode properties (East Asian Width, general category, bidi
/// class), as SpokenTesting's carets use them. Widths are Unicode's: UAX #11 W/F take two columns.
@Suite("Display width")
struct DisplayWidthTests {
    @Test(
        "Columns per text",
        arguments: [
            ("ASCII", "7:50 PM", 7),
            ("CJK ideographs and fullwidth comma", "北京，25摄氏度", 14),
            ("kana", "ひらがな", 8),
            ("Hangul syllables", "한국어", 6),
            ("fullwidth Latin", "ＡＢ", 4),
            ("combining accent", "Cafe\u{301}", 4),
            ("bidi mark and isolates", "\u{200F}\u{2068}a\u{2069}", 1),
            ("narrow no-break space", "7:50\u{202F}PM", 7),
            ("emoji", "👍", 2),
            ("Arabic", "\u{0663} \u{0646}\u{062C}\u{0648}\u{0645}", 6),
            ("empty", "", 0),
        ])
    func width(_ name: String, _ text: String, _ expected: Int) {
        #expect(VisibleText.displayWidth(text) == expected)
    }

    @Test("Right-to-left letters are found by their bidi class")
    func rightToLeft() {
        #expect(VisibleText.hasRightToLeft("\u{0663} \u{0646}\u{062C}\u{0648}\u{0645}"))
        #expect(VisibleText.hasRightToLeft("שלום"))
        #expect(!VisibleText.hasRightToLeft("北京，25摄氏度"))
        // A right-to-left mark is shown escaped, so the shown text has none.
        #expect(!VisibleText.hasRightToLeft(VisibleText.escaped("\u{200F}abc")))
    }
}
