import Foundation
import TestSupport
import Testing

@testable import Spoken

/// Placeholders typed as value types (`"type": "duration"`, `"relative"`): a plain `{eta}` is
/// spoken by the value type with the placeholder's options. Expected words are ICU's
/// (durations.tsv, relative.tsv) put into the fixture's own message text.
@Suite("Durations and relative times as catalog arguments")
struct ValuePlaceholderTests {
    static let messages: [String: String] = [
        "test.eta": "Arriving in {eta}",
        "test.length": "Length: {length}",
        "test.published": "Published {published}",
        "test.ago": "{published} (numbers)",
    ]
    static let german: [String: String] = [
        "test.eta": "Ankunft in {eta}",
        "test.published": "Veröffentlicht {published}",
    ]

    static let source = """
        {
          "@@locale": "en",
          "test.eta": "\(messages["test.eta"]!)",
          "@test.eta": {"placeholders": {"eta": {"type": "duration",
            "optionalParameters": {"maxUnits": 2, "rounding": "up"}}}},
          "test.length": "\(messages["test.length"]!)",
          "@test.length": {"placeholders": {"length": {"type": "duration",
            "optionalParameters": {"units": ["minute"]}}}},
          "test.published": "\(messages["test.published"]!)",
          "@test.published": {"placeholders": {"published": {"type": "relative"}}},
          "test.ago": "\(messages["test.ago"]!)",
          "@test.ago": {"placeholders": {"published": {"type": "relative",
            "optionalParameters": {"numeric": "always", "capitalization": "sentence"}}}}
        }
        """

    static let germanFile = """
        {
          "@@locale": "de",
          "test.eta": "\(german["test.eta"]!)",
          "test.published": "\(german["test.published"]!)"
        }
        """

    static func store() throws -> CatalogStore {
        try CatalogFixtures.store(["en.arb": source, "de.arb": germanFile])
    }

    /// The message text of `key` with `words` in place of its one placeholder.
    static func expected(_ key: String, in locale: String = "en", _ words: String?) -> String {
        let text = (locale == "en" ? messages : german)[key] ?? "missing message"
        guard let words, let open = text.firstIndex(of: "{"), let close = text.firstIndex(of: "}") else {
            return "missing golden row"
        }
        return text.replacingCharacters(in: open...close, with: words)
    }

    /// relative.tsv's words for a value and a unit (gen_relative.c).
    static func relative(
        _ locale: String, _ unit: String, _ value: String, numeric: String = "auto", capitalization: String = "none"
    ) -> String? {
        ICUGolden.table("relative.tsv").rows.first {
            $0[0] == "value" && $0[1] == locale && $0[2] == numeric && $0[3] == capitalization && $0[4] == unit
                && $0[5] == value
        }?[6]
    }

    @Test("A number of seconds, a Duration or duration text, spoken with the placeholder's options")
    func durations() throws {
        let store = try Self.store()
        let twoUp = ICUGolden.duration("en", seconds: "4527", maximumUnitCount: 2, rounding: .up)
        let expected = Self.expected("test.eta", twoUp)
        for value: MessageArgument in [4527, 4527.0, .duration(.seconds(4527)), "1:15:27", "4527"] {
            #expect(try store.text(key: "test.eta", locale: "en", arguments: ["eta": value]).text == expected)
        }
        // In the request's language, with the same options.
        #expect(
            try store.text(key: "test.eta", locale: "de", arguments: ["eta": 4527]).text
                == Self.expected(
                    "test.eta", in: "de", ICUGolden.duration("de", seconds: "4527", maximumUnitCount: 2, rounding: .up))
        )
        // `units`: minutes alone, the rest rounded into them.
        #expect(
            try store.text(key: "test.length", locale: "en", arguments: ["length": "PT1H15M"]).text
                == Self.expected("test.length", ICUGolden.duration("en", seconds: "4500", units: [.minute])))
    }

    @Test("An instant seen from the message's now, or a value and a unit, spoken as a relative time")
    func relativeTimes() throws {
        let store = try Self.store()
        // relative.tsv: an instant an hour before now is "1 hour ago" (en and de).
        let now = Instant(secondsSince1970: 1_795_956_600)
        let hourAgo = Instant(secondsSince1970: 1_795_953_000)
        for locale in ["en", "de"] {
            #expect(
                try store.text(
                    key: "test.published", locale: SpokenLocale(locale), arguments: ["published": hourAgo], now: now
                ).text
                    == Self.expected("test.published", in: locale, Self.relative(locale, "hour", "-1")))
        }
        let twoHoursAgo = Self.expected("test.published", Self.relative("en", "hour", "-2"))
        #expect(
            try store.text(key: "test.published", locale: "en", arguments: ["published": RelativeTime(-2, .hour)]).text
                == twoHoursAgo)
        #expect(
            try store.text(key: "test.published", locale: "en", arguments: ["published": "-2 hour"]).text
                == twoHoursAgo)
        // numeric and capitalization from the placeholder's options.
        #expect(
            try store.text(key: "test.ago", locale: "en", arguments: ["published": RelativeTime(-1, .day)]).text
                == Self.expected(
                    "test.ago", Self.relative("en", "day", "-1", numeric: "always", capitalization: "sentence")))
    }

    @Test("Without now the wall clock is the present, and words seen from it are never served again")
    func wallClock() throws {
        let store = try Self.store()
        let expected = Self.expected("test.published", Self.relative("en", "hour", "-2"))
        for _ in 0..<2 {
            let published = Instant(secondsSince1970: Instant.now.secondsSince1970 - 7_230)
            #expect(
                try store.text(key: "test.published", locale: "en", arguments: ["published": published]).text
                    == expected)
        }
        // Two explicit nows, one argument: two texts (the recent-texts cache keys them by now).
        let published = Instant(secondsSince1970: 1_795_953_000)
        let first = try store.text(
            key: "test.published", locale: "en", arguments: ["published": published],
            now: Instant(secondsSince1970: 1_795_956_600))
        let second = try store.text(
            key: "test.published", locale: "en", arguments: ["published": published],
            now: Instant(secondsSince1970: 1_795_960_200))
        #expect(first.text == Self.expected("test.published", Self.relative("en", "hour", "-1")))
        #expect(second.text == Self.expected("test.published", Self.relative("en", "hour", "-2")))
    }

    @Test("A relative time given as a value and a unit is served again; a date seen from the wall clock is not")
    func recentRelative() throws {
        let store = try Self.store()
        func recent(_ argument: MessageArgument) throws -> LocalizedText? {
            _ = try store.text(key: "test.published", locale: "en", arguments: ["published": argument])
            return store.snapshot.recentTexts.value(
                for: TextRequest(
                    key: "test.published", locale: "en", zone: "UTC", isolate: true, now: nil,
                    arguments: ["published": argument]))
        }
        let kept = try recent(.relativeTime(RelativeTime(-2, .hour)))
        #expect(kept?.text == Self.expected("test.published", Self.relative("en", "hour", "-2")))
        #expect(try recent(.date(secondsSince1970: Instant.now.secondsSince1970 - 7_230)) == nil)
    }

    @Test(
        "A value the placeholder cannot take is an error naming the argument",
        arguments: [
            (
                "test.eta", MessageArgument.money(Money(DecimalNumber(42), currency: "USD")),
                SpokenError.Code.invalidArgumentType
            ),
            ("test.eta", .date(secondsSince1970: 0), .invalidArgumentType),
            ("test.eta", .relativeTime(RelativeTime(-2, .hour)), .invalidArgumentType),
            ("test.eta", -5, .invalidDuration),
            ("test.eta", "soon", .invalidDuration),
            ("test.published", 7200, .invalidArgumentType),
            ("test.published", .duration(.seconds(60)), .invalidArgumentType),
            ("test.published", "-2 fortnight", .invalidOption),
            ("test.published", "two hours ago", .invalidArgumentType),
        ])
    func refused(_ key: String, _ value: MessageArgument, _ code: SpokenError.Code) throws {
        let store = try Self.store()
        let name = key == "test.eta" ? "eta" : "published"
        #expect {
            try store.text(key: key, locale: "en", arguments: [name: value])
        } throws: { error in
            guard let error = error as? SpokenError, error.code == code else { return false }
            // The argument is named: as the input, or in the message beside the value's own error.
            return error.input == name || error.message.hasSuffix("(argument '\(name)' of '\(key)')")
        }
    }

    /// A value in each plural category of the locale (en and de: one, other): seconds, the
    /// duration's smallest unit (whole seconds are the same words with any rounding), and the
    /// relative sample's unit, hours.
    @Test("Preview speaks each placeholder at a value in each plural category")
    func preview() throws {
        let preview = MessagePreview(store: try Self.store())
        let eta = try preview.rows(key: "test.eta", locale: SpokenLocale("en"))
        #expect(
            eta.map(\.text) == [
                Self.expected("test.eta", ICUGolden.duration("en", seconds: "1")),
                Self.expected("test.eta", ICUGolden.duration("en", seconds: "2")),
            ])
        #expect(eta.last?.jsonLine.contains(#""arguments":{"eta":2}"#) == true, "\(eta.map(\.jsonLine))")
        let published = try preview.rows(key: "test.published", locale: SpokenLocale("de"))
        #expect(
            published.map(\.text) == [
                Self.expected("test.published", in: "de", Self.relative("de", "hour", "-1")),
                Self.expected("test.published", in: "de", Self.relative("de", "hour", "-2")),
            ])
        #expect(published.last?.jsonLine.contains(#""arguments":{"published":{"value":-2,"unit":"hour"}}"#) == true)
    }

    @Test("The model keeps each placeholder's options as the value type's fields")
    func model() throws {
        let store = try Self.store()
        let metadata = try #require(store.snapshot.source?.metadata["test.eta"])
        #expect(metadata.placeholders["eta"] == "duration")
        #expect(metadata.placeholderOptions["eta"] == ValueInputs(["maxUnits": .integer(2), "rounding": .text("up")]))
        #expect(store.snapshot.source?.metadata["test.published"]?.placeholderOptions["published"] == ValueInputs())
    }

    struct Bad: Sendable, CustomTestStringConvertible {
        let name: String
        let placeholder: String
        let column: Int
        let message: String
        var testDescription: String { name }
    }

    @Test(
        "Bad options are invalid-metadata, located, with the closest name and an example",
        arguments: [
            Bad(
                name: "misspelt option", placeholder: #"{"type": "duration", "optionalParameters": {"maxUnit": 2}}"#,
                column: 45,
                message:
                    #"Unknown optional parameter 'maxUnit' of placeholder 'p' (a duration): did you mean 'maxUnits'? It takes 'units', 'maxUnits', 'rounding', such as {"maxUnits": 2, "rounding": "up"}"#
            ),
            Bad(
                name: "width is for visible text",
                placeholder: #"{"type": "duration", "optionalParameters": {"width": "short"}}"#,
                column: 45,
                message:
                    #"Unknown optional parameter 'width' of placeholder 'p' (a duration): it takes 'units', 'maxUnits', 'rounding', such as {"maxUnits": 2, "rounding": "up"}"#
            ),
            Bad(
                name: "misspelt word",
                placeholder: #"{"type": "duration", "optionalParameters": {"rounding": "nearst"}}"#,
                column: 57,
                message:
                    #"Invalid rounding 'nearst' of placeholder 'p': did you mean 'nearest'? Expected one of nearest, down, up, such as "rounding": "down""#
            ),
            Bad(
                name: "count out of range",
                placeholder: #"{"type": "duration", "optionalParameters": {"maxUnits": 0}}"#,
                column: 57,
                message: #"The maxUnits of placeholder 'p' must be a whole number from 1 to 5, such as "maxUnits": 2"#),
            Bad(
                name: "units not a list",
                placeholder: #"{"type": "duration", "optionalParameters": {"units": "hour"}}"#,
                column: 54,
                message:
                    #"The units of placeholder 'p' must be a list of at least one of day, hour, minute, second, millisecond, such as "units": ["day", "hour"]"#
            ),
            Bad(
                name: "a format on a duration", placeholder: #"{"type": "duration", "format": "compact"}"#, column: 22,
                message:
                    #"Placeholder 'p' is a duration, which takes no format: its type says how it is spoken; give options in "optionalParameters", such as {"maxUnits": 2, "rounding": "up"}"#
            ),
            Bad(
                name: "relative option",
                placeholder: #"{"type": "relative", "optionalParameters": {"numeric": "never"}}"#,
                column: 56,
                message:
                    #"Invalid numeric 'never' of placeholder 'p': expected one of auto, always, such as "numeric": "always""#
            ),
            Bad(
                name: "now is the request's",
                placeholder: #"{"type": "relative", "optionalParameters": {"now": "2026-11-29T12:50:00Z"}}"#,
                column: 45,
                message:
                    #"Unknown optional parameter 'now' of placeholder 'p' (a relative time): it takes 'numeric', 'capitalization', such as {"numeric": "always"}"#
            ),
            Bad(
                name: "a duration format on a number", placeholder: #"{"type": "int", "format": "duration"}"#,
                column: 27,
                message:
                    #"Unknown number format 'duration' for placeholder 'p': to speak it as a duration, declare "type": "duration" (its options in "optionalParameters", such as {"maxUnits": 2, "rounding": "up"})"#
            ),
            Bad(
                name: "type in another case", placeholder: #"{"type": "Duration"}"#, column: 10,
                message:
                    "Unknown placeholder type 'Duration' of 'p': did you mean 'duration'? Expected one of String, Object, DateTime, num, int, double, measure, rating, duration, relative, interval, money, number, measureRange, list"
            ),
        ])
    func bad(_ bad: Bad) throws {
        let prefix = #"{"placeholders": {"p": "#
        let json = try LocatedJSON(parsing: Array((prefix + bad.placeholder + "}}").utf8))
        var problems: [(SourcePosition, String)] = []
        _ = MessageMetadata(json.root, key: "k") { code, position, message in
            #expect(code == .invalidMetadata)
            problems.append((position, message))
        }
        try #require(problems.count == 1, "\(problems)")
        #expect(problems[0].1 == bad.message)
        #expect(problems[0].0 == SourcePosition(line: 1, column: prefix.count + bad.column), "\(problems[0].0)")
    }

    @Test("The loader refuses what lint refuses: bad options, a plural on a duration, ICU's duration style")
    func loaderAgrees() throws {
        let cases = [
            #""test.eta": "{eta}", "@test.eta": {"placeholders": {"eta": {"type": "duration", "optionalParameters": {"rounding": "sideways"}}}}"#,
            #""test.eta": "{eta, plural, other {#}}", "@test.eta": {"placeholders": {"eta": {"type": "duration"}}}"#,
            #""test.eta": "{eta, duration}", "@test.eta": {"placeholders": {"eta": {"type": "int"}}}"#,
        ]
        for body in cases {
            let path = try CatalogFixtures.directory(["en.arb": #"{"@@locale": "en", "# + body + "}"])
            defer { try? FileManager.default.removeItem(atPath: path) }
            #expect(throws: SpokenError.self, "\(body)") { try CatalogStore().loadOverrides(directory: path) }
        }
    }
}
