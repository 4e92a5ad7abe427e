import Foundation
import Testing

@testable import Spoken

/// Expected strings come from ICU's own icu::MessageFormat / DateFormat, run once in a separate
/// C++ program (2026-11-29T12:50:00Z), invisible characters escaped.
@Suite("ICU MessageFormat with named arguments")
struct MessageFormatTests {
    static let instant = 1_795_956_600.0  // 2026-11-29T12:50:00Z

    struct Row: CustomTestStringConvertible, Sendable {
        let key: String
        let arguments: [String: MessageArgument]
        var locale = "en-US"
        var zone = "UTC"
        let expected: String
        var testDescription: String { "\(key) \(locale) \(zone) → \(expected)" }
    }

    static let rows: [Row] = [
        Row(key: "test.offset", arguments: ["n": 0, "who": "Ann"], expected: "Nobody"),
        Row(key: "test.offset", arguments: ["n": 1, "who": "Ann"], expected: "Ann"),
        Row(key: "test.offset", arguments: ["n": 2, "who": "Ann"], expected: "Ann and 1 other"),
        Row(key: "test.offset", arguments: ["n": 3, "who": "Ann"], expected: "Ann and 2 others"),
        Row(key: "test.ordinal", arguments: ["n": 1], expected: "1st"),
        Row(key: "test.ordinal", arguments: ["n": 2], expected: "2nd"),
        Row(key: "test.ordinal", arguments: ["n": 3], expected: "3rd"),
        Row(key: "test.ordinal", arguments: ["n": 11], expected: "11th"),
        Row(key: "test.ordinal", arguments: ["n": 21], expected: "21st"),
        Row(key: "test.ordinal", arguments: ["n": 22], expected: "22nd"),
        Row(key: "test.ordinal", arguments: ["n": 101], expected: "101st"),
        Row(key: "test.select", arguments: ["g": "female"], expected: "She replied"),
        Row(key: "test.select", arguments: ["g": "x"], expected: "They replied"),
        Row(key: "test.nested", arguments: ["g": "female", "n": 1], expected: "She has 1 item"),
        Row(key: "test.nested", arguments: ["g": "other", "n": 5], expected: "They have 5 items"),
        // Nested time sub-formats follow the request's zone.
        Row(
            key: "test.when", arguments: ["n": 3, "d": .date(secondsSince1970: instant)], zone: "Asia/Tokyo",
            expected: "3 items at 9:50\u{202F}PM"),
        Row(
            key: "test.when", arguments: ["n": 1, "d": .date(secondsSince1970: instant)], zone: "America/New_York",
            expected: "One item at 7:50\u{202F}AM"),
        Row(
            key: "test.when", arguments: ["n": 1, "d": .date(secondsSince1970: instant)], zone: "UTC",
            expected: "One item at 12:50\u{202F}PM"),
        // A plain {date} with a date: medium date, short time, request zone.
        Row(
            key: "announce.updatedAt", arguments: ["date": .date(secondsSince1970: instant)], zone: "Asia/Tokyo",
            expected: "Updated Nov 29, 2026, 9:50\u{202F}PM"),
        Row(
            key: "announce.updatedAt", arguments: ["date": .date(secondsSince1970: instant)], zone: "America/New_York",
            expected: "Updated Nov 29, 2026, 7:50\u{202F}AM"),
    ]

    @Test("named arguments, offset, =N, selectordinal, select, nesting, zones", arguments: rows)
    func formats(_ row: Row) throws {
        let store = try CatalogFixtures.featureStore()
        let text = try store.text(key: row.key, locale: row.locale, arguments: row.arguments, timeZone: row.zone)
        #expect(text.text == row.expected)
    }

    @Test("announce.updatedAt in zh-Hans and ru puts ICU's date words into the catalog's sentence")
    func updatedAt() throws {
        let store = CatalogStore()
        let date: [String: MessageArgument] = ["date": .date(secondsSince1970: Self.instant)]
        let zh = try store.text(
            key: "announce.updatedAt", locale: "zh-Hans-CN", arguments: date, timeZone: "Asia/Shanghai")
        let zhPattern = try #require(store.catalog("zh-Hans")?.messages["announce.updatedAt"])
        #expect(zh.text == zhPattern.replacingOccurrences(of: "{date}", with: "2026年11月29日 20:50"))
        let ru = try store.text(key: "announce.updatedAt", locale: "ru", arguments: date, timeZone: "Europe/Moscow")
        let ruPattern = try #require(store.catalog("ru")?.messages["announce.updatedAt"])
        #expect(ru.text == ruPattern.replacingOccurrences(of: "{date}", with: "29 нояб. 2026\u{202F}г., 15:50"))
        #expect(ru.priority == .default)
    }

    @Test("priorities come with the text")
    func priorities() throws {
        let store = CatalogStore()
        #expect(try store.text(key: "announce.newMessages", locale: "de", arguments: ["count": 2]).priority == .high)
        #expect(try store.text(key: "announce.loading", locale: "ja").priority == .low)
        #expect(try store.text(key: "rotor.headlines", locale: "ja").priority == nil)
    }

    // MARK: Errors

    struct Failure: CustomTestStringConvertible, Sendable {
        let key: String
        let arguments: [String: MessageArgument]
        let code: SpokenError.Code
        let input: String
        var testDescription: String { "\(key) \(arguments.keys.sorted()) → \(code.rawValue) '\(input)'" }
    }

    @Test(
        "bad requests are typed errors naming the key or argument",
        arguments: [
            Failure(key: "announce.newMessages", arguments: [:], code: .missingArgument, input: "count"),
            Failure(key: "announce.pageOf", arguments: ["page": 1], code: .missingArgument, input: "total"),
            Failure(
                key: "announce.newMessages", arguments: ["count": "three"], code: .invalidArgumentType, input: "count"),
            Failure(
                key: "announce.newMessages", arguments: ["count": .date(secondsSince1970: 0)],
                code: .invalidArgumentType, input: "count"),
            Failure(
                key: "announce.updatedAt", arguments: ["date": "yesterday"], code: .invalidArgumentType, input: "date"),
            Failure(
                key: "rating.stars", arguments: ["value": .double(.nan)], code: .invalidArgumentType, input: "value"),
            Failure(
                key: "announce.newMessages", arguments: ["count": 1, "cnt": 2], code: .unknownArgument, input: "cnt"),
            Failure(key: "announce.loading", arguments: ["count": 1], code: .unknownArgument, input: "count"),
            Failure(key: "announce.nothing", arguments: [:], code: .unknownKey, input: "announce.nothing"),
        ])
    func failures(_ row: Failure) {
        for locale in ["en", "ru", "ar", "zh-Hans"] {
            #expect {
                _ = try CatalogStore().text(key: row.key, locale: locale, arguments: row.arguments)
            } throws: { error in
                guard let error = error as? SpokenError else { return false }
                return error.code == row.code && error.input == row.input && error.message.contains("'\(row.input)'")
            }
        }
    }

    @Test("a select argument needs a string")
    func selectNeedsString() throws {
        let store = try CatalogFixtures.featureStore()
        #expect(throws: SpokenError.self) { try store.text(key: "test.select", locale: "en", arguments: ["g": 1]) }
    }

    // MARK: Bidi isolation

    @Test("right-to-left catalogs isolate string arguments; an option turns it off")
    func isolation() throws {
        let store = try CatalogFixtures.featureStore()
        let arabic = try store.text(key: "test.name", locale: "ar", arguments: ["who": "Alice"])
        #expect(arabic.text == "ردّ \u{2068}Alice\u{2069}")
        let plain = try store.text(key: "test.name", locale: "ar", arguments: ["who": "Alice"], bidiIsolation: false)
        #expect(plain.text == "ردّ Alice")
        // Never inside select keywords: "female" must still match.
        let select = try store.text(key: "test.replied", locale: "ar", arguments: ["g": "female", "who": "Alice"])
        #expect(select.text == "ردّت على \u{2068}Alice\u{2069}")
        // Left-to-right catalogs are left alone.
        #expect(try store.text(key: "test.name", locale: "en", arguments: ["who": "علي"]).text == "علي replied")
        // Numbers are not strings.
        let page = try store.text(key: "announce.pageOf", locale: "he", arguments: ["page": 3, "total": 10])
        #expect(!page.text.unicodeScalars.contains("\u{2068}"))
    }

    @Test("messages compiled concurrently in different zones each keep their own zone")
    func concurrentZones() async throws {
        // A pattern no other test uses, so every (zone, pattern) compile happens here, in parallel.
        let marker = UUID().uuidString
        let directory = try CatalogFixtures.directory([
            "en.arb": #"{"@@locale": "en", "test.at": "\#(marker) {d, time, short}"}"#
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = CatalogStore()
        try store.loadOverrides(directory: directory)
        let zones = [
            "Asia/Tokyo", "America/New_York", "UTC", "Europe/Berlin", "Asia/Kolkata", "GMT+05:45",
            "Australia/Adelaide", "America/St_Johns", "Pacific/Chatham", "Asia/Kathmandu",
        ]
        let results = try await withThrowingTaskGroup(of: (String, String).self) { group in
            for round in 0..<4 {
                for zone in zones {
                    group.addTask {
                        let text = try store.text(
                            key: "test.at", locale: "en-US",
                            arguments: ["d": .date(secondsSince1970: Self.instant + Double(round * 60))], timeZone: zone
                        )
                        return (zone, text.text)
                    }
                }
            }
            var results: [(String, String)] = []
            for try await result in group { results.append(result) }
            return results
        }
        #expect(results.count == 40)
        for (zone, text) in results {
            // The oracle: ICU's date formatter with an explicit zone (udat_open), not MessageFormat.
            let time = try SpokenDateFormatter(locale: "en-US", timeZone: zone, dateStyle: .none, timeStyle: .short)
            let candidates = (0..<4).map {
                "\(marker) " + time.string(secondsSince1970: Self.instant + Double($0 * 60))
            }
            #expect(candidates.contains(text), "\(zone): \(text)")
        }
    }

    @Test("compiled messages are reused")
    func caching() throws {
        let store = CatalogStore()
        for count in 0..<50 {
            _ = try store.text(key: "announce.newMessages", locale: "ru", arguments: ["count": .int(Int64(count))])
        }
        let format = try MessageFormatting.compile("{count, plural, other {#}}", localeID: "ru", timeZoneID: "UTC")
        let again = try MessageFormatting.compile("{count, plural, other {#}}", localeID: "ru", timeZoneID: "UTC")
        #expect(format === again)
        #expect(format.arguments == [ICUMessageFormat.ArgumentUse(name: "count", kind: .plural, nameOffset: 1)])
    }
}

@Suite("Message syntax (ICU MessagePattern)")
struct MessageSyntaxTests {
    @Test(
        "argument names and kinds come from ICU",
        arguments: [
            ("Page {page} of {total}", [("page", MessageArgumentUse.Kind.simple), ("total", .simple)]),
            (
                "{n, plural, one {# at {d, time, short}} other {# at {d, date}}}",
                [("n", .plural), ("d", .time), ("d", .date)]
            ),
            (
                "{g, select, other {{n, selectordinal, other {#}}}} {p, number, ::percent}",
                [("g", .select), ("n", .selectOrdinal), ("p", .number)]
            ),
            ("No arguments, '{quoted}'", []),
        ])
    func arguments(_ pattern: String, _ expected: [(String, MessageArgumentUse.Kind)]) throws {
        let uses = try MessageSyntax.arguments(in: pattern, locale: SpokenLocale("en"))
        #expect(uses.map(\.name) == expected.map(\.0))
        #expect(uses.map(\.kind) == expected.map(\.1))
    }

    @Test(
        "a pattern ICU cannot parse is an error with ICU's status",
        arguments: [
            "{count, plural, one {#}", "{count, plural, one {#} other {#} ", "{n, foo}",
            "{n, plural, offset:x other {#}}",
        ])
    func syntaxErrors(_ pattern: String) {
        #expect {
            _ = try MessageSyntax.arguments(in: pattern, locale: SpokenLocale("en"))
        } throws: { error in
            guard let error = error as? SpokenError else { return false }
            return error.code == .invalidCatalog && error.message.contains("U_")
        }
    }
}
