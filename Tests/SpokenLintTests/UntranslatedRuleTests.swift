import Spoken
import Testing

@Suite("untranslated: word count")
struct UntranslatedRuleTests {
    /// The count by Characters, as the rule first counted (grapheme clusters, their letter and
    /// number properties): the reference the scalar count must agree with.
    static func referenceCount(_ text: String) -> Int {
        text.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "'" && $0 != "’" })
            .filter { $0.contains(where: \.isLetter) }.count
    }

    @Test(
        "counts words as Characters do, without their cost",
        arguments: [
            ("plain", "New messages"),
            ("one word", "Notifications"),
            ("apostrophes", "Don't stop l’amour"),
            ("digits only are no word", "42 7"),
            ("digits inside a word", "MP3 player"),
            ("precomposed", "Café noir"),
            ("decomposed marks inside a word", "Re\u{301}sume\u{301} de\u{301}taille\u{301}"),
            ("a mark at the start", "\u{301}abc def"),
            ("Han", "头条新闻"),
            ("Han and Latin", "VoiceOver 头条 新闻"),
            ("Cyrillic", "Новые сообщения"),
            ("Arabic", "رسائل جديدة"),
            ("Devanagari marks", "नए संदेश"),
            ("fractions and roman numerals", "½ Ⅻ chapter"),
            ("punctuation only", "… — !"),
            ("empty", ""),
            ("emoji", "👍 good job"),
        ])
    func wordCount(name: String, text: String) {
        #expect(UntranslatedRule.wordCount(text) == Self.referenceCount(text), "\(name)")
    }
}
