import Foundation
import Spoken
import Testing

/// Values pass as message arguments as they are (`["count": count]`), each as the one
/// `MessageArgument` case the message checks and ICU see.
@Suite("Message arguments from variables")
struct MessageArgumentTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let name: String
        let value: any MessageArgumentConvertible
        let expected: MessageArgument
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(name: "Int", value: Int(-3), expected: .int(-3)),
        Row(name: "Int8", value: Int8(-128), expected: .int(-128)),
        Row(name: "Int16", value: Int16(300), expected: .int(300)),
        Row(name: "Int32", value: Int32(70_000), expected: .int(70_000)),
        Row(name: "Int64", value: Int64.min, expected: .int(.min)),
        Row(name: "UInt", value: UInt(7), expected: .int(7)),
        Row(name: "UInt8", value: UInt8(255), expected: .int(255)),
        Row(name: "UInt16", value: UInt16(65_535), expected: .int(65_535)),
        Row(name: "UInt32", value: UInt32.max, expected: .int(4_294_967_295)),
        Row(name: "UInt64 within Int64", value: UInt64(Int64.max), expected: .int(.max)),
        Row(name: "UInt64 past Int64.max", value: UInt64.max, expected: .double(18_446_744_073_709_551_616)),
        Row(name: "Double", value: 2.5, expected: .double(2.5)),
        Row(name: "Float", value: Float(0.5), expected: .double(0.5)),
        Row(name: "String", value: "Alice", expected: .string("Alice")),
        Row(name: "Substring", value: "Alice Smith".prefix(5), expected: .string("Alice")),
        Row(
            name: "Date", value: Date(timeIntervalSince1970: 1_795_956_600),
            expected: .date(secondsSince1970: 1_795_956_600)),
        Row(
            name: "Instant", value: Instant(secondsSince1970: -86_400.5),
            expected: .date(secondsSince1970: -86_400.5)),
        Row(name: "Duration", value: Duration.seconds(4527), expected: .duration(.seconds(4527))),
        Row(
            name: "Duration below a second", value: Duration.milliseconds(1500),
            expected: .duration(.milliseconds(1500))),
        Row(name: "MessageArgument", value: MessageArgument.int(4), expected: .int(4)),
        Row(
            name: "Money", value: Money(DecimalNumber(42), currency: "USD"),
            expected: .money(Money(DecimalNumber(42), currency: "USD"))),
    ]

    @Test("Each value type is the argument it stands for", arguments: rows)
    func converts(_ row: Row) {
        #expect(row.value.messageArgument == row.expected)
    }

    /// The expected strings are ICU's own (MessageFormatTests' rows for the same messages).
    @Test("Variables, literals and cases mix in one dictionary")
    func variables() throws {
        let store = try CatalogFixtures.featureStore()
        let count = 3
        let date = Date(timeIntervalSince1970: 1_795_956_600)
        let when = try store.text(
            key: "test.when", locale: "en-US", arguments: ["n": count, "d": date], timeZone: "Asia/Tokyo")
        #expect(when.text == "3 items at 9:50\u{202F}PM")
        let who = "Ann"
        let others: UInt8 = 3
        #expect(
            try store.text(key: "test.offset", locale: "en-US", arguments: ["n": others, "who": who]).text
                == "Ann and 2 others")
        #expect(
            try store.text(key: "test.offset", locale: "en-US", arguments: ["n": .int(2), "who": "Ann"]).text
                == "Ann and 1 other")
        let instant = try Instant.parse("2026-11-29T12:50:00Z")
        #expect(
            try store.text(key: "announce.updatedAt", locale: "en-US", arguments: ["date": instant]).text
                == "Updated Nov 29, 2026, 12:50\u{202F}PM")
        #expect(
            try store.text(key: "announce.updatedAt", locale: "en-US", arguments: ["date": .date(instant)]).text
                == "Updated Nov 29, 2026, 12:50\u{202F}PM")
    }

    @Test("A dictionary built elsewhere passes whole, whatever its value type")
    func dictionaries() throws {
        let store = CatalogStore()
        let counts: [String: Int] = ["count": 3]
        let cases: [String: MessageArgument] = ["count": 3]
        let mixed: MessageArguments = ["count": 3]
        let expected = "3 new messages"  // l10n/en.arb
        #expect(try store.text(key: "announce.newMessages", locale: "en", arguments: counts).text == expected)
        #expect(try store.text(key: "announce.newMessages", locale: "en", arguments: cases).text == expected)
        #expect(try store.text(key: "announce.newMessages", locale: "en", arguments: mixed).text == expected)
    }

    /// A catalog with a plain duration argument and a plural one, in English and Arabic.
    static func durationStore() throws -> CatalogStore {
        let store = CatalogStore()
        let path = try CatalogFixtures.directory([
            "en.arb": #"""
            {"@@locale": "en", "test.eta": "Arrives in {eta}",
             "test.items": "{eta, plural, one {# item} other {# items}}"}
            """#,
            "ar.arb": #"{"@@locale": "ar", "test.eta": "يصل خلال {eta}"}"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: path) }
        try store.loadOverrides(directory: path)
        return store
    }

    /// The words are ICU's (Tests/Fixtures/icu-golden/durations.tsv: full width, days to
    /// seconds, 4527 s and 4500 s in en and ar).
    @Test("A Duration is spoken in words in the message's locale")
    func duration() throws {
        let store = try Self.durationStore()
        let eta = Duration.seconds(4527)
        #expect(
            try store.text(key: "test.eta", locale: "en", arguments: ["eta": eta]).text
                == "Arrives in 1 hour, 15 minutes, 27 seconds")
        #expect(
            try store.text(key: "test.eta", locale: "ar", arguments: ["eta": .duration(.seconds(4500))]).text
                == "يصل خلال ساعة و١٥ دقيقة")
    }

    @Test(
        "A duration where a count is meant, or a negative one, names the argument",
        arguments: [
            (
                "test.items", Duration.seconds(4527),
                "Argument 'eta' of 'test.items' must be a number, not a duration ('4527.0 seconds')"
            ),
            ("test.eta", Duration.seconds(-5), "Argument 'eta' of 'test.eta' is a negative duration ('-5.0 seconds')"),
        ])
    func durationRefused(_ key: String, _ eta: Duration, _ message: String) throws {
        let store = try Self.durationStore()
        #expect {
            try store.text(key: key, locale: "en", arguments: ["eta": eta])
        } throws: { error in
            let error = error as? SpokenError
            return error?.code == .invalidArgumentType && error?.input == "eta" && error?.message == message
        }
    }

    @Test(
        "Text as the CLI and render type it: an ISO 8601 duration is a duration, a word starting with P is text",
        arguments: [
            ("PT1H15M", MessageArgument.duration(.seconds(4500))),
            ("P2D", .duration(.seconds(172_800))),
            ("PT0.5S", .duration(.milliseconds(500))),
            ("Paris", .string("Paris")),
            ("PT", .string("PT")),
            ("P", .string("P")),
            ("PTA", .string("PTA")),
        ])
    func durationText(_ text: String, _ expected: MessageArgument) throws {
        #expect(try MessageArgument(parsing: text) == expected)
        #expect(try MessageArgument(textOrInstant: text) == expected)
    }

    @Test("A duration typo, or years and months, is an invalid-duration error naming the text")
    func durationTextInvalid() {
        for text in ["PT1H15X", "P1Y", "P1M2D"] {
            #expect {
                try MessageArgument(parsing: text)
            } throws: { error in
                (error as? SpokenError)?.code == .invalidDuration && (error as? SpokenError)?.input == text
            }
        }
    }

    @Test("A value of the wrong kind still names the argument")
    func wrongKind() {
        let store = CatalogStore()
        let date = Date(timeIntervalSince1970: 0)
        #expect {
            try store.text(key: "announce.newMessages", locale: "en", arguments: ["count": date])
        } throws: { error in
            (error as? SpokenError)?.code == .invalidArgumentType && (error as? SpokenError)?.input == "count"
        }
    }
}
