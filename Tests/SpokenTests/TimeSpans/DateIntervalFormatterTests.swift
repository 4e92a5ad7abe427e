import TestSupport
import Testing

@testable import Spoken

@Suite("Date intervals")
struct DateIntervalFormatterTests {
    /// intervals.tsv (gen_intervals.c, udtitvfmt_* directly): kind, locale, zone, skeleton (or
    /// "DATE,TIME" styles), start ms, end ms, spans, ICU's text.
    static let table = ICUGolden.table("intervals.tsv")
    static let locales = Array(Set(table.rows.map { $0[1] })).sorted()

    @Test("The golden fixture is ICU's output for this ICU, in every shipped language")
    func fixtureMatchesRunningICU() throws {
        #expect(Self.table.rows.filter { $0[0] == "interval" }.count > 6_000)
        #expect(Self.table.rows.filter { $0[0] == "styles" }.count > 9_000)
        #expect(Self.table.rows.filter { $0[0] == "spoken" }.count == 2_688)
        #expect(Self.table.icuVersion == icuVersion)
        let tags = Set(Self.locales.map { $0 == "en-US" ? "en" : $0 })
        for tag in try CatalogOnDisk.locales() { #expect(tags.contains(tag), "\(tag)") }
    }

    static func instants(_ row: [String]) throws -> (Instant, Instant) {
        (
            Instant(secondsSince1970: try #require(Double(row[4])) / 1000),
            Instant(secondsSince1970: try #require(Double(row[5])) / 1000)
        )
    }

    static func styles(_ row: [String]) throws -> (DateStyle, DateStyle) {
        let names = row[3].split(separator: ",").map(String.init)
        return (try DateStyle(parsing: names[0]), try DateStyle(parsing: names[1]))
    }

    @Test("Byte-identical to ICU's DateIntervalFormat for a skeleton and for styles", arguments: locales)
    func golden(_ locale: String) throws {
        let rows = Self.table.rows.filter { $0[0] != "spoken" && $0[1] == locale }
        #expect(rows.count > 900)
        for row in rows {
            let (start, end) = try Self.instants(row)
            let formatter: DateIntervalFormatter
            if row[0] == "styles" {
                let (date, time) = try Self.styles(row)
                formatter = try DateIntervalFormatter(
                    locale: SpokenLocale(locale), timeZone: SpokenTimeZone(row[2]), dateStyle: date, timeStyle: time)
            } else {
                formatter = try DateIntervalFormatter(
                    locale: SpokenLocale(locale), timeZone: SpokenTimeZone(row[2]), skeleton: row[3])
            }
            let text = try formatter.string(from: start, to: end)
            #expect(Array(text.utf8) == Array(row[7].utf8), "\(row): \(text) vs ICU \(row[7])")
        }
    }

    /// The spoken text expected from ICU's text and spans: the dash between the spans (with the
    /// spaces around it) replaced by the catalog's label.rangeTo as l10n/*.arb has it, narrow and
    /// no-break spaces as spaces. Written here, apart from the library.
    static func spoken(_ row: [String], catalog tag: String) throws -> String {
        func plain(_ text: String) -> String {
            String(
                String.UnicodeScalarView(
                    text.unicodeScalars.map { ["\u{202F}", "\u{A0}", "\u{2009}"].contains($0) ? " " : $0 }))
        }
        guard row[6] != "-" else { return plain(row[7]) }
        let bounds = row[6].split(separator: ",").map {
            $0.split(separator: ":")[1].split(separator: "-").map { Int($0)! }
        }
        let units = Array(row[7].utf16)
        let between = Array(units[bounds[0][1]..<bounds[1][0]])
        let marks: Set<UInt16> = [0x2013, 0x2014, 0x2D, 0x7E, 0xFF5E, 0x301C, 0x81F3]
        let spaces: Set<UInt16> = [0x20, 0x2009, 0x202F, 0xA0]
        guard let mark = between.firstIndex(where: marks.contains) else { return plain(row[7]) }
        let before = between[..<mark].reversed().drop(while: spaces.contains).reversed()
        let after = between[(mark + 1)...].drop(while: spaces.contains)
        let left = String(decoding: units[..<bounds[0][1]] + before, as: UTF16.self)
        let right = String(decoding: Array(after) + units[bounds[1][0]...], as: UTF16.self)
        let message = try #require(CatalogOnDisk.message("label.rangeTo", in: tag))
        return plain(
            message.replacingOccurrences(of: "{start}", with: left).replacingOccurrences(of: "{end}", with: right))
    }

    @Test("Spoken: full names, and the range in the catalog's words instead of a dash", arguments: locales)
    func spoken(_ locale: String) throws {
        // The catalog that serves the locale (en-US and en-GB: en).
        let tag = CatalogOnDisk.object(locale) == nil ? String(locale.prefix { $0 != "-" }) : locale
        // The "spoken" rows: ICU's text for the spoken skeletons of the styles (full month and
        // weekday names), a time-only one over different days with the month and day in words.
        let rows = Self.table.rows.filter { $0[0] == "spoken" && $0[1] == locale }
        #expect(rows.count == 168)
        for row in rows {
            let (start, end) = try Self.instants(row)
            let formatter = try DateIntervalFormatter(
                locale: SpokenLocale(locale), timeZone: SpokenTimeZone(row[2]), skeleton: row[3],
                presentation: .spoken)
            let text = try formatter.string(from: start, to: end)
            let expected = try Self.spoken(row, catalog: tag)
            #expect(text == expected, "\(row): \(text) vs \(expected)")
            if row[6] != "-" { #expect(!text.contains("–"), "\(row): \(text)") }
        }
    }

    /// A formatter is shared by the zones of a locale and skeleton, and calendars by the skeletons
    /// of a locale and zone: requests that change zone on every call, from several tasks at once,
    /// each get their own zone's text (a calendar left in another zone, or set by another task,
    /// would show here).
    @Test("Zones interleaved, from four tasks at once: each request in its own zone")
    func zonesInterleaved() async throws {
        let rows = Self.table.rows.filter { $0[0] != "spoken" && ["de", "en-US", "he", "ja"].contains($0[1]) }
            .sorted { ($0[1], $0[3], $0[4], $0[5], $0[2]) < ($1[1], $1[3], $1[4], $1[5], $1[2]) }
        #expect(rows.count > 3_000)
        #expect(zip(rows, rows.dropFirst()).filter { $0[2] != $1[2] }.count > rows.count / 2)
        let failures = try await withThrowingTaskGroup(of: [String].self) { group in
            for task in 0..<4 {
                group.addTask {
                    var failures: [String] = []
                    for row in stride(from: task, to: rows.count, by: 4).map({ rows[$0] }) {
                        let (start, end) = try Self.instants(row)
                        let locale = try SpokenLocale(row[1])
                        let zone = try SpokenTimeZone(row[2])
                        let formatter =
                            if row[0] == "styles" {
                                try DateIntervalFormatter(
                                    locale: locale, timeZone: zone, dateStyle: Self.styles(row).0,
                                    timeStyle: Self.styles(row).1)
                            } else {
                                try DateIntervalFormatter(locale: locale, timeZone: zone, skeleton: row[3])
                            }
                        let text = try formatter.string(from: start, to: end)
                        if Array(text.utf8) != Array(row[7].utf8) { failures.append("\(row): \(text)") }
                        if row[0] == "interval", row[3].contains("MMMM") {
                            let tag = row[1] == "en-US" ? "en" : row[1]
                            let spoken = try DateIntervalFormatter(
                                locale: locale, timeZone: zone, skeleton: row[3], presentation: .spoken
                            ).string(from: start, to: end)
                            if spoken != (try Self.spoken(row, catalog: tag)) { failures.append("\(row): \(spoken)") }
                        }
                    }
                    return failures
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        #expect(failures.count == 0, "\(failures.prefix(5))")
    }

    @Test("Spoken styles take the spoken date presentation's skeletons")
    func spokenStyles() throws {
        let formatter = try DateIntervalFormatter(presentation: .spoken)
        #expect(formatter.skeleton == "yMMMMdjmm")
        #expect(
            try DateIntervalFormatter(dateStyle: .full, timeStyle: .none, presentation: .spoken).skeleton
                == "yMMMMEEEEd")
        #expect(try DateIntervalFormatter(skeleton: "MMMEd", presentation: .spoken).skeleton == "MMMMEEEEd")
        let row = try #require(
            Self.table.rows.first { $0[0...3] == ["interval", "en-US", "UTC", "yMMMMdjmm"] && $0[6] != "-" })
        let (start, end) = try Self.instants(row)
        #expect(try formatter.string(from: start, to: end) == Self.spoken(row, catalog: "en"))
    }

    /// A time-only skeleton over different days: ICU's interval falls back to numeric dates
    /// ("4/3/2026, 1:00 PM – 4/4/2026, 12:00 AM", the "interval" row); the spoken presentation says
    /// the month and day in words (the "spoken" row: ICU's interval for MMMMd before the skeleton).
    @Test("Spoken: a time-only range over different days says the dates in words")
    func timeOnlyOverDays() throws {
        let key = ["en-US", "UTC", "jmm", "1775221200000", "1775260800000"]
        let icu = try #require(Self.table.rows.first { $0[0] == "interval" && Array($0[1...5]) == key })
        let spoken = try #require(Self.table.rows.first { $0[0] == "spoken" && Array($0[1...5]) == key })
        #expect(icu[7] == "4/3/2026, 1:00\u{202F}PM\u{2009}–\u{2009}4/4/2026, 12:00\u{202F}AM")
        #expect(spoken[7] == "April 3 at 1:00\u{202F}PM\u{2009}–\u{2009}April 4 at 12:00\u{202F}AM")
        let (start, end) = try Self.instants(spoken)
        let formatter = try DateIntervalFormatter(dateStyle: .none, timeStyle: .short, presentation: .spoken)
        #expect(try formatter.string(from: start, to: end) == "April 3 at 1:00 PM to April 4 at 12:00 AM")
        #expect(try formatter.string(from: start, to: end) == Self.spoken(spoken, catalog: "en"))
        // The icu presentation stays ICU's own text.
        #expect(try DateIntervalFormatter(skeleton: "jmm").string(from: start, to: end) == icu[7])
    }

    /// ru: ICU's interval for a weekday skeleton keeps abbreviated weekdays ("пт, 3 – сб, 4 апреля
    /// 2026 г.", the "interval" row, even for EEEE); the spoken presentation says each end on its
    /// own with its full weekday (the "spoken" row: the locale's pattern for the skeleton, each end).
    @Test("Spoken: ru weekdays in full where ICU's interval abbreviates them")
    func ruWeekdaysInFull() throws {
        let key = ["ru", "UTC", "yMMMMEEEEd", "1775221200000", "1775260800000"]
        let icu = try #require(Self.table.rows.first { $0[0] == "interval" && Array($0[1...5]) == key })
        let spoken = try #require(Self.table.rows.first { $0[0] == "spoken" && Array($0[1...5]) == key })
        #expect(icu[7] == "пт, 3 – сб, 4 апреля 2026\u{202F}г.")
        #expect(spoken[7] == "пятница, 3 апреля 2026\u{202F}г. – суббота, 4 апреля 2026\u{202F}г.")
        let (start, end) = try Self.instants(spoken)
        let formatter = try DateIntervalFormatter(
            locale: SpokenLocale("ru"), dateStyle: .full, timeStyle: .none, presentation: .spoken)
        #expect(try formatter.string(from: start, to: end) == Self.spoken(spoken, catalog: "ru"))
        #expect(
            try formatter.string(from: start, to: end) == "с пятница, 3 апреля 2026 г. до суббота, 4 апреля 2026 г.")
        #expect(
            try DateIntervalFormatter(locale: SpokenLocale("ru"), skeleton: "yMMMMEEEEd").string(from: start, to: end)
                == icu[7])
    }

    @Test("An end before the start is invalid-interval, naming both instants")
    func endBeforeStart() throws {
        let start = try Instant.parse("2026-04-03T13:00:00Z")
        let end = try Instant.parse("2026-04-03T12:59:30.5Z")
        do {
            _ = try DateIntervalFormatter().string(from: start, to: end)
            Issue.record("no error")
        } catch {
            #expect(error.code == .invalidInterval)
            #expect(
                error.message
                    == "Invalid interval: the end '2026-04-03T12:59:30.5Z' is before the start '2026-04-03T13:00:00Z'")
        }
        #expect(try DateIntervalFormatter().string(from: start, to: start) == "Apr 3, 2026, 1:00\u{202F}PM")
    }

    @Test("A skeleton that is not ICU letters is invalid-option")
    func badSkeleton() throws {
        for skeleton in ["", "y-M", "年"] {
            #expect(throws: SpokenError.self) { try DateIntervalFormatter(skeleton: skeleton) }
        }
        #expect(throws: SpokenError.self) { try DateIntervalFormatter(dateStyle: .none, timeStyle: .none) }
    }
}
