import Foundation
import TestSupport
import Testing

@testable import Spoken

/// Spoken's dates against ICU's own output, row by row. The rows come from
/// Tests/Fixtures/icu-golden/gen_dates.c, a C program that calls udat_format directly.
@Suite("Dates match ICU byte for byte")
struct DateGoldenTests {
    typealias Row = ICUGolden.DateRow
    static var rows: [Row] { ICUGolden.dates }

    @Test("The golden file is present and complete")
    func goldenFileLoads() {
        #expect(Self.rows.count > 4000)
        #expect(Set(Self.rows.map(\.kind)) == ["icu", "spoken"])
    }

    @Test("Every golden row")
    func everyRow() throws {
        var mismatches: [String] = []
        for row in Self.rows where !row.saysNothing {
            let formatter = try SpokenDateFormatter(
                locale: row.tag, timeZone: row.zone, dateStyle: row.dateStyle, timeStyle: row.timeStyle,
                presentation: row.kind == "icu" ? .icu : .spoken)
            let actual = formatter.string(secondsSince1970: row.seconds)
            if actual != row.expected {
                mismatches.append(
                    "\(row.description): expected \(row.expected.debugDescription), got \(actual.debugDescription)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches:\n\(mismatches.prefix(20).joined(separator: "\n"))")
    }

    @Test("The icu and spoken presentations take ICU's capitalization contexts, and none given is ICU's default")
    func capitalizedRows() throws {
        let rows = ICUGolden.capitalizedDates
        #expect(rows.count == 1536)
        var mismatches: [String] = []
        var changed = 0
        for row in rows {
            let presentation: DatePresentation = row.kind == "icu" ? .icu : .spoken
            let given = try SpokenDateFormatter(
                locale: row.tag, timeZone: row.zone, dateStyle: row.dateStyle, timeStyle: row.timeStyle,
                presentation: presentation, capitalization: try #require(row.capitalization))
            let actual = given.string(secondsSince1970: row.seconds)
            if actual != row.expected {
                mismatches.append(
                    "\(row.description): expected \(row.expected.debugDescription), got \(actual.debugDescription)")
            }
            // Absent, the presentation's default: ICU's words as they are, the `none` rows.
            let absent = try SpokenDateFormatter(
                locale: row.tag, timeZone: row.zone, dateStyle: row.dateStyle, timeStyle: row.timeStyle,
                presentation: presentation
            ).string(secondsSince1970: row.seconds)
            if row.capitalization == RelativeTimeCapitalization.none, absent != row.expected {
                mismatches.append("\(row.description) without capitalization: got \(absent.debugDescription)")
            }
            if row.capitalization == .sentence, absent != row.expected { changed += 1 }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches:\n\(mismatches.prefix(20).joined(separator: "\n"))")
        // The rows where the start of a sentence changes ICU's words ("Domingo, 29 de noviembre…"):
        // full and long dates in cs, es, fr, pl, pt-BR and ru, 10 rows each.
        #expect(changed == 60, "\(changed)")
    }

    @Test("Both styles none is refused for every golden locale, naming both settings")
    func bothNoneRefused() {
        let rows = Self.rows.filter(\.saysNothing)
        #expect(!rows.isEmpty)
        for row in rows {
            #expect(throws: SpokenError.self, "\(row.description)") {
                try SpokenDateFormatter(
                    locale: row.tag, timeZone: row.zone, dateStyle: row.dateStyle, timeStyle: row.timeStyle,
                    presentation: row.kind == "icu" ? .icu : .spoken)
            }
        }
        do {
            _ = try SpokenDateFormatter(dateStyle: .none, timeStyle: .none, presentation: .relative)
            Issue.record("none/none was accepted")
        } catch {
            #expect(error.code == .invalidOption)
            #expect(error.input == "none")
            #expect(
                error.message
                    == "Invalid styles 'dateStyle none' and 'timeStyle none': nothing would be spoken (give at least one of them another style)"
            )
        }
    }

    @Test("Repeated and nearby instants hit the cache and still match ICU")
    func cachedResultsStayExact() throws {
        // Many seconds of one minute, then a DST edge in New York, formatted twice each.
        let formatter = try SpokenDateFormatter(locale: "en-US", timeZone: "America/New_York")
        let expected = Self.rows.filter {
            $0.kind == "icu" && $0.tag == "en-US" && $0.zone == "America/New_York"
                && $0.dateStyle == .medium && $0.timeStyle == .short
        }
        #expect(!expected.isEmpty)
        for _ in 0..<2 {
            for row in expected {
                #expect(formatter.string(secondsSince1970: row.seconds) == row.expected, "\(row.description)")
            }
        }
    }
}

@Suite("Dates: examples from the issue")
struct DateExampleTests {
    @Test(
        "Named cases",
        arguments: [
            // (case, tag, zone, instant, expected) — expected strings are ICU 72's output (see dates.tsv).
            ("en-US medium/short in UTC", "en-US", "UTC", "2026-11-29T12:50:00Z", "Nov 29, 2026, 12:50\u{202F}PM"),
            ("offset input", "en-US", "UTC", "2026-11-29T20:50:00+08:00", "Nov 29, 2026, 12:50\u{202F}PM"),
            ("zh-Hans in Shanghai", "zh-Hans-CN", "Asia/Shanghai", "2026-11-29T12:50:00Z", "2026年11月29日 20:50"),
            ("Japanese calendar", "ja-JP-u-ca-japanese", "UTC", "2026-11-29T12:50:00Z", "令和8年11月29日 12:50"),
            ("Arabic digits and RLM", "ar-EG", "UTC", "2026-11-29T12:50:00Z", "٢٩\u{200F}/١١\u{200F}/٢٠٢٦، ١٢:٥٠ م"),
            (
                "Latin digits in Arabic", "ar-EG-u-nu-latn", "UTC", "2026-11-29T12:50:00Z",
                "29\u{200F}/11\u{200F}/2026، 12:50 م"
            ),
            ("Kolkata half hour", "en-IN", "Asia/Kolkata", "2026-11-29T12:50:00Z", "29-Nov-2026, 6:20\u{202F}pm"),
            ("epoch with fraction", "en-US", "UTC", "@-86400.5", "Dec 30, 1969, 11:59\u{202F}PM"),
        ])
    func example(_ name: String, _ tag: String, _ zone: String, _ instant: String, _ expected: String) throws {
        let formatter = try SpokenDateFormatter(locale: tag, timeZone: zone)
        #expect(formatter.string(try Instant.parse(instant)) == expected)
    }

    @Test("Spoken presentation uses full month names and plain spaces")
    func spokenPresentation() throws {
        let formatter = try SpokenDateFormatter(locale: "en-US", timeZone: "UTC", presentation: .spoken)
        let text = formatter.string(secondsSince1970: 1_795_956_600)
        #expect(text == "November 29, 2026 at 12:50 PM")
        #expect(!text.unicodeScalars.contains { $0 == "\u{202F}" || $0 == "\u{00A0}" || $0 == "\u{2009}" })
    }

    @Test(
        "Relative presentation says today in the formatter's zone",
        arguments: [
            ("en-US", "Today"), ("zh-Hans", "今天"), ("de-DE", "Heute"), ("ja-JP", "今日"),
        ])
    func relativeToday(_ tag: String, _ word: String) throws {
        let formatter = try SpokenDateFormatter(locale: tag, timeZone: "UTC", presentation: .relative)
        #expect(formatter.string(from: Date()).hasPrefix(word))
        let yesterday = formatter.string(from: Date().addingTimeInterval(-86_400))
        #expect(!yesterday.hasPrefix(word))
    }

    @Test(
        "Date and time halves are cached separately where the pattern allows",
        arguments: [
            // (case, tag, zone, date style, time style, presentation, halves expected)
            (
                "en-US medium/short", "en-US", "America/New_York", DateStyle.medium, DateStyle.short,
                DatePresentation.icu, true
            ),
            ("zh-Hans spoken", "zh-Hans-CN", "Asia/Shanghai", .medium, .short, .spoken, true),
            ("Arabic", "ar-EG", "Africa/Cairo", .medium, .short, .icu, true),
            ("Lord Howe half-hour DST", "en-AU", "Australia/Lord_Howe", .short, .short, .icu, true),
            ("seconds shown", "en-US", "UTC", .medium, .medium, .icu, false),
            ("zone name shown", "en-US", "UTC", .medium, .full, .icu, false),
            ("date only", "en-US", "UTC", .medium, .none, .icu, true),
            ("time only, spoken", "de-DE", "Europe/Berlin", .none, .short, .spoken, true),
            ("relative", "en-US", "UTC", .medium, .short, .relative, false),
        ])
    func halves(
        _ name: String, _ tag: String, _ zone: String, _ date: DateStyle, _ time: DateStyle,
        _ presentation: DatePresentation, _ expected: Bool
    ) throws {
        let formatter = try SpokenDateFormatter(
            locale: tag, timeZone: zone, dateStyle: date, timeStyle: time, presentation: presentation)
        #expect(formatter.cachesHalves == expected)
    }

    @Test("Split halves agree with ICU over decades, both ways round")
    func halvesOverDecades() throws {
        // Every 7,919 minutes from 1973 to 2100 in a DST zone, against a fresh whole-pattern call.
        let formatter = try SpokenDateFormatter(locale: "en-US", timeZone: "America/New_York")
        #expect(formatter.cachesHalves)
        let zone = try SpokenTimeZone("America/New_York")
        let whole = try UDateFormatHandle(
            dateStyle: .medium, timeStyle: .short, relative: false, locale: .enUS, timeZone: zone)
        var seconds = 94_694_400.0
        var mismatches = 0
        while seconds < 4_102_444_800 {
            if formatter.string(secondsSince1970: seconds) != whole.format(seconds) { mismatches += 1 }
            seconds += 7_919 * 60 + 13
        }
        #expect(mismatches == 0)
    }

    @Test("A pattern with seconds is not cached by the minute")
    func secondsGranularity() throws {
        let formatter = try SpokenDateFormatter(locale: "en-US", timeZone: "UTC", timeStyle: .medium)
        #expect(formatter.string(secondsSince1970: 1_795_956_600) == "Nov 29, 2026, 12:50:00\u{202F}PM")
        #expect(formatter.string(secondsSince1970: 1_795_956_601) == "Nov 29, 2026, 12:50:01\u{202F}PM")
    }
}

@Suite("Dates under concurrency")
struct DateConcurrencyTests {
    @Test("Many tasks formatting at once agree with serial results")
    func concurrentMatchesSerial() async throws {
        let cases: [(String, String)] = [
            ("en-US", "America/New_York"), ("zh-Hans-CN", "Asia/Shanghai"), ("ar-EG", "Africa/Cairo"),
            ("de-DE", "Europe/Berlin"), ("ja-JP-u-ca-japanese", "Asia/Tokyo"), ("hi-IN", "Asia/Kolkata"),
        ]
        let instants = (0..<400).map { 1_700_000_000.0 + Double($0) * 7_919.5 }
        var serial: [[String]] = []
        for (tag, zone) in cases {
            let formatter = try SpokenDateFormatter(locale: tag, timeZone: zone)
            serial.append(instants.map { formatter.string(secondsSince1970: $0) })
        }
        let expected = serial
        try await withThrowingTaskGroup(of: (Int, [String]).self) { group in
            for task in 0..<24 {
                group.addTask {
                    let index = task % cases.count
                    // Fresh formatters come from the shared cache; half the tasks go in reverse.
                    let formatter = try SpokenDateFormatter(locale: cases[index].0, timeZone: cases[index].1)
                    let order = task.isMultiple(of: 2) ? Array(instants.indices) : instants.indices.reversed()
                    var out = Array(repeating: "", count: instants.count)
                    for i in order { out[i] = formatter.string(secondsSince1970: instants[i]) }
                    return (index, out)
                }
            }
            for try await (index, out) in group {
                #expect(out == expected[index])
            }
        }
    }
}
