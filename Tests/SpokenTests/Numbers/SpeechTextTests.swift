import TestSupport
import Testing

@testable import Spoken

@Suite("Speech form of formatted text")
struct SpeechTextTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        let spoken: String
        var testDescription: String { name }
    }

    @Test(
        "U+2212 for a sign before a digit; soft hyphens removed",
        arguments: [
            Row(name: "leading sign", text: "-5 degrees", spoken: "\u{2212}5 degrees"),
            Row(name: "sign after a space", text: "from -5", spoken: "from \u{2212}5"),
            Row(name: "sign after ALM (ar)", text: "\u{061C}-٤٢", spoken: "\u{061C}\u{2212}٤٢"),
            Row(
                name: "marks between sign and digit dropped (he)", text: "\u{200E}-\u{200F}1.2",
                spoken: "\u{200E}\u{2212}1.2"),
            Row(name: "sign before a currency symbol is not before a digit", text: "-$115.00", spoken: "-$115.00"),
            Row(name: "hyphen between digits is not a sign", text: "10-90", spoken: "10-90"),
            Row(name: "hyphen after a letter", text: "COVID-19", spoken: "COVID-19"),
            Row(name: "hyphen between words", text: "ג׳יגה-בייט", spoken: "ג׳יגה-בייט"),
            Row(name: "Arabic-Indic digit", text: "-٣", spoken: "\u{2212}٣"),
            Row(name: "Devanagari digit", text: "-५", spoken: "\u{2212}५"),
            Row(name: "already U+2212", text: "\u{2212}5", spoken: "\u{2212}5"),
            Row(name: "soft hyphens", text: "zwei\u{00AD}und\u{00AD}vierzig", spoken: "zweiundvierzig"),
            Row(name: "lone hyphen", text: "-", spoken: "-"),
            Row(name: "nothing to do", text: "42 US dollars", spoken: "42 US dollars"),
        ])
    func rule(_ row: Row) {
        #expect(SpeechText.spoken(row.text) == row.spoken)
    }

    @Test("No spoken golden output has a hyphen-minus before a digit, nor a soft hyphen")
    func spokenGolden() {
        let spoken =
            ICUGolden.money.rows.filter { $0.presentation == "spoken" }.map(\.expected)
            + ICUGolden.moneyRanges.rows.filter { $0.presentation == "spoken" }.flatMap { [$0.start, $0.end] }
            .compactMap { $0 }
        #expect(spoken.count > 1500)
        for text in spoken {
            let scalars = Array(text.unicodeScalars)
            for (index, scalar) in scalars.enumerated() where scalar == "-" && index + 1 < scalars.count {
                #expect(scalars[index + 1].properties.numericType != .decimal, "\(text)")
            }
            #expect(!scalars.contains("\u{00AD}"), "\(text)")
        }
    }
}
