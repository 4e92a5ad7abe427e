import Foundation
import Spoken
import TestSupport
import Testing

/// An `interval` placeholder (`"type": "interval"`, `optionalParameters` of the interval op's
/// styles): a plain `{open}` is spoken as the interval op speaks the same start and end. Expected
/// words are ICU's (intervals.tsv, gen_intervals.c: DateIntervalFormat for the styles) put into
/// the fixture's own message text.
@Suite("Interval placeholder")
struct IntervalPlaceholderTests {
    static let source = """
        {
          "@@locale": "en",
          "t.open": "Open {hours}",
          "@t.open": {"placeholders": {"hours": {"type": "interval"}}},
          "t.days": "Open {days}",
          "@t.days": {"placeholders": {"days": {"type": "interval",
            "optionalParameters": {"dateStyle": "long", "timeStyle": "none"}}}},
          "t.any": "Open {days}"
        }
        """
    static let german = """
        {"@@locale": "de", "t.open": "Geöffnet {hours}", "t.days": "Geöffnet {days}", "t.any": "Geöffnet {days}"}
        """

    static func store() throws -> CatalogStore {
        try CatalogFixtures.store(["en.arb": source, "de.arb": german])
    }

    /// intervals.tsv's words for the styles (`medium,short`) and the ends in milliseconds.
    static func golden(_ locale: String, _ zone: String, _ styles: String, _ start: String, _ end: String) -> String {
        ICUGolden.table("intervals.tsv").rows.first {
            $0[0] == "styles" && $0[1] == locale && $0[2] == zone && $0[3] == styles && $0[4] == start && $0[5] == end
        }?[7] ?? "missing golden row"
    }

    static let start = Date(timeIntervalSince1970: 1_775_221_200)  // 2026-04-03T13:00:00Z
    static let sameDay = Date(timeIntervalSince1970: 1_775_226_600)  // 14:30
    static let twoDays = Date(timeIntervalSince1970: 1_775_394_000)  // Apr 5, 13:00

    @Test(
        "A DateInterval or an object of start and end is spoken with the placeholder's styles",
        arguments: [
            ("en-US", "UTC", "t.open", "Open ", "medium,short", "1775226600000"),
            ("en-US", "UTC", "t.days", "Open ", "long,none", "1775394000000"),
            ("en-US", "America/New_York", "t.open", "Open ", "medium,short", "1775394000000"),
            ("de", "UTC", "t.open", "Geöffnet ", "medium,short", "1775226600000"),
            ("de", "UTC", "t.days", "Geöffnet ", "long,none", "1775394000000"),
        ])
    func words(locale: String, zone: String, key: String, prefix: String, styles: String, end: String) throws {
        let store = try Self.store()
        #expect(store.diagnostics.isEmpty, "\(store.diagnostics)")
        let endDate = Date(timeIntervalSince1970: Double(end)! / 1000)
        let expected = prefix + Self.golden(locale, zone, styles, "1775221200000", end)
        let name = key == "t.open" ? "hours" : "days"
        let timeZone = try SpokenTimeZone(zone)
        let interval = DateInterval(start: Self.start, end: endDate)
        #expect(
            try store.text(key: key, locale: locale, arguments: [name: interval], timeZone: timeZone).text == expected)
        // The same fields as text, as render's {"start": …, "end": …} gives them.
        var fields = ValueInputs()
        fields["start"] = .text("2026-04-03T13:00:00Z")
        fields["end"] = .number(endDate.timeIntervalSince1970, text: String(Int(endDate.timeIntervalSince1970)))
        #expect(
            try store.text(
                key: key, locale: locale, arguments: [name: MessageArgument.fields(fields)], timeZone: timeZone
            )
            .text == expected)
    }

    @Test("An untyped placeholder speaks an interval with the interval op's defaults")
    func untyped() throws {
        let store = try Self.store()
        let interval = DateInterval(start: Self.start, end: Self.sameDay)
        #expect(
            try store.text(key: "t.any", locale: "en-US", arguments: ["days": interval]).text
                == "Open " + Self.golden("en-US", "UTC", "medium,short", "1775221200000", "1775226600000"))
    }

    @Test("A number, an end before the start and a missing end are errors naming the argument")
    func errors() throws {
        let store = try Self.store()
        do {
            _ = try store.text(key: "t.open", locale: "en", arguments: ["hours": 3])
            Issue.record("a number was accepted")
        } catch {
            #expect(error.code == .invalidArgumentType)
            #expect(error.message.contains("'hours'") && error.message.contains("a date interval"))
        }
        var backwards = ValueInputs()
        backwards["start"] = .text("2026-04-05T13:00:00Z")
        backwards["end"] = .text("2026-04-03T13:00:00Z")
        do {
            _ = try store.text(key: "t.open", locale: "en", arguments: ["hours": MessageArgument.fields(backwards)])
            Issue.record("an end before the start was accepted")
        } catch {
            #expect(error.code == .invalidInterval)
            #expect(error.message.contains("argument 'hours' of 't.open'"))
        }
        var startOnly = ValueInputs()
        startOnly["start"] = .text("2026-04-05T13:00:00Z")
        #expect(throws: SpokenError.self) {
            try store.text(key: "t.open", locale: "en", arguments: ["hours": MessageArgument.fields(startOnly)])
        }
    }

    @Test("Bad optional parameters are invalid-metadata naming the placeholder")
    func badMetadata() throws {
        let bad = """
            {"@@locale": "en", "t.open": "Open {hours}",
             "@t.open": {"placeholders": {"hours": {"type": "interval", "optionalParameters": {"dateStyle": "longest"}}}}}
            """
        let store = CatalogStore()
        let path = try CatalogFixtures.directory(["en.arb": bad])
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: SpokenError.self) { try store.loadOverrides(directory: path) }
    }
}
