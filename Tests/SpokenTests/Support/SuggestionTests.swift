import Testing

@testable import Spoken

/// The one "did you mean" of every layer: units, catalog keys, rotors, render ops, CLI commands
/// and options.
@Suite("Suggestion")
struct SuggestionTests {
    @Test(
        "The nearest candidate within a typo's reach, never a different word",
        arguments: [
            // (case, typed, expected)
            ("one letter dropped", "dates", "date" as String?),
            ("one letter missing", "rotr", "rotor"),
            ("transposition", "lable", "label"),
            ("case-insensitive", "DATE", "date"),
            ("too far", "calendar", nil),
            ("too short to guess", "x", nil),
            ("empty", "", nil),
        ])
    func nearest(_ name: String, _ typed: String, _ expected: String?) {
        let commands = ["demo", "date", "label", "measure", "rating", "rotor", "announce", "locales", "lint", "render"]
        #expect(Suggestion.nearest(to: typed, in: commands) == expected)
    }

    @Test("Longer names allow more edits; ties come by name; each candidate once")
    func closest() {
        let keys = ["announce.newMessages", "announce.unreadArticles", "announce.loaded", "announce.loading"]
        #expect(Suggestion.closest(to: "announce.newMesages", in: keys) == ["announce.newMessages"])
        #expect(Suggestion.closest(to: "ANNOUNCE.NEWMESSAGES", in: keys) == ["announce.newMessages"])
        #expect(Suggestion.closest(to: "announce.loadin", in: keys) == ["announce.loading", "announce.loaded"])
        #expect(Suggestion.closest(to: "announce.loadin", in: keys, limit: 1) == ["announce.loading"])
        #expect(Suggestion.closest(to: "rotor", in: ["rotor", "rotor", "motor"]) == ["rotor", "motor"])
    }

    @Test("The phrase names one, two or more candidates")
    func phrase() {
        #expect(Suggestion.didYouMean([]) == nil)
        #expect(Suggestion.didYouMean(["a"]) == "did you mean 'a'?")
        #expect(Suggestion.didYouMean(["a", "b"]) == "did you mean 'a' or 'b'?")
        #expect(Suggestion.didYouMean(["a", "b", "c"]) == "did you mean 'a', 'b' or 'c'?")
        #expect(
            Suggestion.unknown("op", "annouce", in: ["announce", "date"])
                == "Unknown op 'annouce': did you mean 'announce'?")
        #expect(Suggestion.unknown("op", "zzz", in: ["announce", "date"]) == "Unknown op 'zzz'")
    }
}
