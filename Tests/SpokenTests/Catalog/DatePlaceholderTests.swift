import Foundation
import Spoken
import TestSupport
import Testing

/// A `DateTime` placeholder's presentation (`"optionalParameters": {"presentation": "relative"}`):
/// ICU's relative day words, lower-case inside a sentence and capitalised when the message starts
/// with the placeholder. Expected words are ICU's (order_cells.tsv, gen_order_cells.cpp: udat's
/// relative styles with the middle- and beginning-of-sentence display contexts), never Spoken's.
@Suite("DateTime placeholder presentation")
struct DatePlaceholderTests {
    /// 2026-12-04T22:44:00Z seen from 2026-12-05T15:00:00Z in America/New_York, as the golden rows.
    static let when = MessageArgument.date(secondsSince1970: 1_796_424_240)
    static let now = Instant(secondsSince1970: 1_796_482_800)

    static func store() throws -> CatalogStore {
        let source = """
            {
              "@@locale": "en",
              "t.placed": "placed {when}",
              "@t.placed": {"placeholders": {"when": {"type": "DateTime", "optionalParameters": {"presentation": "relative"}}}},
              "t.first": "{when}: placed",
              "@t.first": {"placeholders": {"when": {"type": "DateTime", "optionalParameters": {"presentation": "relative"}}}},
              "t.plain": "placed {when}",
              "@t.plain": {"placeholders": {"when": {"type": "DateTime"}}}
            }
            """
        let german = #"{"@@locale": "de", "t.placed": "aufgegeben {when}", "t.first": "{when}: aufgegeben"}"#
        let path = try CatalogFixtures.directory(["en.arb": source, "de.arb": german])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let store = CatalogStore()
        try store.loadOverrides(directory: path)
        return store
    }

    static func icu(_ locale: String, _ name: String) -> String {
        ICUGolden.table("order_cells.tsv").rows.first { $0.count == 3 && $0[0] == locale && $0[1] == name }?[2]
            ?? "missing golden row"
    }

    @Test("Inside a sentence the relative words are lower-case; at its start, capitalised", arguments: ["en", "de"])
    func capitalization(locale: String) throws {
        let store = try Self.store()
        func text(_ key: String) throws -> String {
            try store.text(
                key: key, locale: locale, arguments: ["when": Self.when], timeZone: "America/New_York", now: Self.now
            ).text
        }
        let verb = locale == "en" ? "placed" : "aufgegeben"
        #expect(try text("t.placed") == "\(verb) " + Self.icu(locale, "when"))
        #expect(try text("t.first") == Self.icu(locale, "when.start") + ": \(verb)")
    }

    @Test("Without a presentation a plain date is ICU's medium date and short time, as before")
    func plain() throws {
        let text = try Self.store().text(
            key: "t.plain", locale: "en", arguments: ["when": Self.when], timeZone: "America/New_York", now: Self.now)
        #expect(text.text == "placed Dec 4, 2026, 5:44\u{202F}PM")
    }

    @Test(
        "A bad presentation or parameter is invalid-metadata naming the placeholder and the words",
        arguments: [
            (
                #"{"presentation": "relativ"}"#,
                "Invalid presentation 'relativ' of date placeholder 'd': expected icu, spoken, relative"
            ),
            (
                #"{"format": "yMd"}"#,
                "Unknown optional parameter 'format' of date placeholder 'd': a date takes only \"presentation\" (icu, spoken, relative)"
            ),
            (
                #""relative""#,
                "The optional parameters of date placeholder 'd' are a string, not a JSON object: write {\"presentation\": \"relative\"}"
            ),
        ])
    func bad(parameters: String, message: String) throws {
        let json = try LocatedJSON(
            parsing: Array(
                #"{"placeholders": {"d": {"type": "DateTime", "optionalParameters": \#(parameters)}}}"#.utf8))
        var problems: [String] = []
        let metadata = MessageMetadata(json.root, key: "k") { code, _, message in
            #expect(code == .invalidMetadata)
            problems.append(message)
        }
        #expect(problems == [message])
        #expect(metadata.placeholderDatePresentations.isEmpty)
    }
}
