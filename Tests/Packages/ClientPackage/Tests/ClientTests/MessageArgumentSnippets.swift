import Foundation
import Spoken
import Testing

/// The issue's snippets as a client writes them: variables pass as message arguments as they are.
/// Expected words are the shipped catalog's (l10n/en.arb) and ICU's date format for en-US.
@Suite("Client: message arguments from variables")
struct MessageArgumentSnippets {
    let store = CatalogStore.shared

    @Test("An Int variable, as it is")
    func intVariable() throws {
        let count = 3
        let text = try store.text(key: "announce.newMessages", locale: SpokenLocale("en"), arguments: ["count": count])
        #expect(text.text == "3 new messages")
    }

    @Test("Other integer types, floating point, String, Date and Instant variables")
    func otherTypes() throws {
        let small: Int32 = 1
        let unsigned: UInt = 2
        #expect(
            try store.text(key: "announce.newMessages", locale: "en", arguments: ["count": small]).text
                == "1 new message")
        #expect(
            try store.text(key: "announce.newMessages", locale: "en", arguments: ["count": unsigned]).text
                == "2 new messages")
        let value = 3.5
        let stars = try store.text(key: "rating.stars", locale: "en", arguments: ["value": value])
        #expect(stars.text == "3.5 stars")
        let date = Date(timeIntervalSince1970: 1_795_956_600)
        let updated = try store.text(key: "announce.updatedAt", locale: "en-US", arguments: ["date": date])
        #expect(updated.text == "Updated Nov 29, 2026, 12:50\u{202F}PM")
        let instant = try Instant.parse("2026-11-29T12:50:00Z")
        #expect(try store.text(key: "announce.updatedAt", locale: "en-US", arguments: ["date": instant]) == updated)
    }

    /// A plain `{eta}` speaks a `Duration` in words (ICU's, Tests/Fixtures/icu-golden/durations.tsv).
    @Test("A Duration variable, as it is")
    func durationVariable() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("client-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"@@locale": "en", "trip.eta": "Arrives in {eta}"}"#.utf8)
            .write(to: folder.appendingPathComponent("en.arb"))
        let store = CatalogStore()
        try store.loadOverrides(directory: folder.path)
        let eta: Duration = .seconds(4500)
        let text = try store.text(key: "trip.eta", locale: "en", arguments: ["eta": eta])
        #expect(text.text == "Arrives in 1 hour, 15 minutes")
    }

    @Test("Literals and MessageArgument cases keep working, mixed with variables")
    func literalsAndCases() throws {
        let page = 2
        let text = try store.text(key: "announce.pageOf", locale: "en", arguments: ["page": page, "total": 5])
        #expect(text.text == "Page 2 of 5")
        let explicit = try store.text(
            key: "announce.pageOf", locale: "en", arguments: ["page": .int(2), "total": MessageArgument.int(5)])
        #expect(explicit == text)
        let built: [String: MessageArgument] = ["page": 2, "total": 5]
        #expect(try store.text(key: "announce.pageOf", locale: "en", arguments: built) == text)
    }

    @Test("Instant.parse says what it returns")
    func instant() throws {
        let instant: Instant = try Instant.parse("2026-11-29T20:50:00+08:00")
        let date: Date = instant.date
        #expect(date.timeIntervalSince1970 == 1_795_956_600)
        let formatter = try SpokenDateFormatter(locale: "en-US", timeZone: "UTC")
        #expect(formatter.string(instant) == "Nov 29, 2026, 12:50\u{202F}PM")
    }
}
