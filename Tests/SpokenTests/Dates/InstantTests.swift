import Foundation
import Spoken
import Testing

@Suite("Instant parsing")
struct InstantTests {
    @Test(
        "Accepted forms",
        arguments: [
            ("UTC designator", "2026-11-29T12:50:00Z", 1_795_956_600.0),
            ("positive offset", "2026-11-29T20:50:00+08:00", 1_795_956_600),
            ("negative offset without colon", "2026-11-29T07:50:00-0500", 1_795_956_600),
            ("hour-only offset", "2026-11-29T14:50:00+02", 1_795_956_600),
            ("fractional seconds", "2026-11-29T12:50:00.250Z", 1_795_956_600.25),
            ("comma fraction", "2026-11-29T12:50:00,5Z", 1_795_956_600.5),
            ("no seconds", "2026-11-29T12:50Z", 1_795_956_600),
            ("space separator", "2026-11-29 12:50:00Z", 1_795_956_600),
            ("leap day", "2024-02-29T00:00:00Z", 1_709_164_800),
            ("epoch integer", "@1796000000", 1_796_000_000),
            ("epoch negative fraction", "@-86400.5", -86_400.5),
            ("epoch zero", "@0", 0),
            ("year 0001", "0001-01-01T00:00:00Z", -62_135_596_800),
            ("trailing CR", "2026-11-29T12:50:00Z\r", 1_795_956_600),
        ])
    func accepted(_ name: String, _ text: String, _ expected: Double) throws {
        #expect(try Instant.parse(text) == Instant(secondsSince1970: expected))
    }

    @Test(
        "Rejected forms name the input",
        arguments: [
            ("empty", ""), ("no offset", "2026-11-29T12:50:00"), ("date only", "2026-11-29"),
            ("bad month", "2026-13-01T00:00:00Z"), ("bad day", "2026-02-30T00:00:00Z"),
            ("bad hour", "2026-11-29T25:00:00Z"), ("garbage", "tomorrow"), ("epoch letters", "@12abc"),
            ("bare at", "@"), ("epoch out of range", "@1e300"), ("epoch huge", "@99999999999999999"),
            ("trailing text", "2026-11-29T12:50:00Zx"), ("offset too large", "2026-11-29T12:50:00+25:00"),
            ("epoch nan", "@nan"),
        ])
    func rejected(_ name: String, _ text: String) {
        #expect {
            try Instant.parse(text)
        } throws: { error in
            guard let error = error as? SpokenError else { return false }
            return error.code == .invalidInstant && error.input == text && error.message.contains("'\(text)'")
        }
    }

    @Test("The parsed value is an Instant: its Date, its seconds, and text that parses back")
    func value() throws {
        let instant = try Instant.parse("2026-11-29T20:50:00+08:00")
        #expect(instant.secondsSince1970 == 1_795_956_600)
        #expect(instant.date == Date(timeIntervalSince1970: 1_795_956_600))
        #expect(Instant(instant.date) == instant)
        #expect(instant.description == "@1795956600")
        #expect(try Instant.parse(instant.description) == instant)
        let fraction = try Instant.parse("@-86400.5")
        #expect(fraction.description == "@-86400.5")
        #expect(try Instant.parse(fraction.description) == fraction)
        #expect(fraction < instant)
    }

    @Test("A formatter and a message argument take an Instant as it is")
    func formatsAndPasses() throws {
        let instant = try Instant.parse("2026-11-29T12:50:00Z")
        let formatter = try SpokenDateFormatter(locale: "en-US", timeZone: "UTC")
        #expect(formatter.string(instant) == formatter.string(secondsSince1970: 1_795_956_600))
        #expect(instant.messageArgument == .date(secondsSince1970: 1_795_956_600))
    }
}
