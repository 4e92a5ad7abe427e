import Foundation
import Spoken

/// The time-span workloads (issue 19), each checked against ICU's golden files before timing
/// (Tests/Fixtures/icu-golden: durations.tsv, relative.tsv, intervals.tsv, written by C/C++
/// programs over the system ICU, never by Spoken):
///
/// - `duration`, `relative`, `interval`: the golden rows of one signature (`en`/`en-US`, the
///   defaults) in random order, a formatter made per request, against ICU's raw call (the
///   floor: `ICUBaselines/timespans.c`) and Foundation's FormatStyle (`Duration.UnitsFormatStyle`
///   wide, `Date.RelativeFormatStyle`, `Date.IntervalFormatStyle`), made once and reused.
///   Foundation on Linux carries its own, newer ICU, so its words may differ: only costs are
///   compared, and one sample of each side's text is printed.
/// - `relative-many`, `interval-many`: every golden row in random order against the rows of one
///   signature, the same requests grouped by signature, and ICU per signature (the floor).
enum TimeSpanWorkloads {
    /// A one-signature workload over `count` golden rows (by index): `say(i)` makes Spoken's
    /// formatter and says row i; it and `floor` are checked against `expected(i)` first.
    /// Foundation's contenders (a name and the text of row i) are timed on the same requests; each
    /// side's text for the row `sample` is printed once.
    static func single(
        name: String, iterations: Int, count: Int, expected: (Int) -> String, say: @escaping (Int) throws -> String,
        floor: Floor, foundation: [(name: String, format: (Int) -> String)], sample: Int, notes: [String] = []
    ) throws -> Workload {
        guard count > 0 else { throw BenchError.mismatch("\(name): golden rows missing") }
        for index in 0..<count {
            let text = try say(index)
            guard sameBytes(text, expected(index)) else {
                throw BenchError.mismatch(
                    "\(name) row \(index): '\(visible(text))' vs ICU '\(visible(expected(index)))'")
            }
            guard sameBytes(floor.text(index), expected(index)) else {
                throw BenchError.mismatch(
                    "\(name) \(floor.name) row \(index): '\(visible(floor.text(index)))' vs ICU '\(visible(expected(index)))'"
                )
            }
        }
        let requests = CatalogManyWorkloads.order(iterations, count, seed: 19)
        let total = requests.count
        let sampleLine =
            "sample: spoken '\(visible(try say(sample)))', \(floor.name) '\(visible(floor.text(sample)))'"
            + foundation.map { ", \($0.name) '\(visible($0.format(sample)))'" }.joined()
            + (foundation.isEmpty ? "" : " (Foundation's own ICU: costs compared, not texts)")
        return Workload(
            name: name, iterations: total,
            ours: Contender(name: "spoken") { n in
                var sum = 0
                for i in 0..<n { sum &+= ((try? say(requests[i % total])) ?? "").utf8.count }
                return sum
            },
            baselines: [
                Contender(name: floor.name) { n in
                    var sum = 0
                    for i in 0..<n { sum &+= floor.format(requests[i % total]) }
                    return sum
                }
            ]
                + foundation.map { contender in
                    Contender(name: contender.name) { n in
                        var sum = 0
                        for i in 0..<n { sum &+= contender.format(requests[i % total]).utf8.count }
                        return sum
                    }
                },
            notes: [sampleLine] + notes)
    }

    /// A duration in seconds with at most 3 fraction digits ("1527.5"), exactly.
    static func duration(_ text: String) -> Duration {
        let parts = text.split(separator: ".", maxSplits: 1)
        let whole = Int64(parts.first ?? "0") ?? 0
        var fraction: Int64 = 0
        if parts.count == 2 {
            let digits = String((parts[1] + "000").prefix(3))
            fraction = Int64(digits) ?? 0
        }
        return .milliseconds(whole * 1000 + fraction)
    }

    static var gregorianUTC: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    static let enUS = Locale(identifier: "en_US")

    // MARK: Durations

    static func duration(iterations: Int) throws -> Workload {
        let rows = try GoldenManyWorkloads.durationRows().filter(\.isOneSignature)
        let durations = rows.map { duration($0.seconds) }
        let english = try SpokenLocale("en")
        let style = Duration.UnitsFormatStyle(allowedUnits: [.days, .hours, .minutes, .seconds], width: .wide)
            .locale(enUS)
        let sample = rows.firstIndex { $0.seconds == "4527" } ?? 0
        var floor = try GoldenManyWorkloads.durationFloor(rows)
        floor.name = "unumf+ulistfmt-raw"
        return try single(
            name: "duration", iterations: iterations, count: rows.count, expected: { rows[$0].expected },
            say: { try DurationFormatter(locale: english).string(durations[$0]) }, floor: floor,
            foundation: [("foundation-units", { style.format(durations[$0]) })], sample: sample)
    }

    // MARK: Relative times

    struct RelativeRow: CustomStringConvertible {
        var tag: String
        var locale: SpokenLocale
        var numeric: RelativeTimeNumeric
        var capitalization: RelativeTimeCapitalization
        var unit: RelativeTimeUnit
        /// The unit as ICURelativeTime numbers it.
        var unitIndex: Int32
        var value: Double
        var expected: String
        /// For `instant` rows: the instant seen from `now` (else nil: a value and a unit).
        var now, instant: Instant?
        var description: String { "\(tag) \(numeric) \(capitalization) \(value) \(unit)" }
        var signature: String { "\(tag) \(numeric) \(capitalization)" }
        /// A row of the one signature the many lines compare with (`en`, numeric auto).
        var isOneSignature: Bool { tag == "en" && numeric == .auto && capitalization == .none }

        /// The distance in seconds a caller with dates has (a month of 30 days, a quarter of 90,
        /// a year of 365), for Foundation, which takes dates.
        var seconds: Double {
            if let now, let instant { return instant.secondsSince1970 - now.secondsSince1970 }
            let lengths: [RelativeTimeUnit: Double] = [
                .second: 1, .minute: 60, .hour: 3_600, .day: 86_400, .week: 604_800, .month: 2_592_000,
                .quarter: 7_776_000, .year: 31_536_000,
            ]
            return value * (lengths[unit] ?? 1)
        }
    }

    /// relative.tsv: kind (value|instant), locale, numeric, capitalization, unit, value, ICU's
    /// text, and for instants now and the instant (ms).
    static func relativeRows() throws -> [RelativeRow] {
        try GoldenManyWorkloads.table("relative.tsv").compactMap { c -> RelativeRow? in
            guard c.count >= 7, c[0] == "value" || c[0] == "instant", let locale = try? SpokenLocale(c[1]),
                let numeric = RelativeTimeNumeric(rawValue: c[2]),
                let capitalization = RelativeTimeCapitalization(rawValue: c[3]),
                let unit = RelativeTimeUnit(rawValue: c[4]), let unitIndex = ICURelativeTime.units.firstIndex(of: c[4]),
                let value = Double(c[5])
            else { return nil }
            var row = RelativeRow(
                tag: c[1], locale: locale, numeric: numeric, capitalization: capitalization, unit: unit,
                unitIndex: Int32(unitIndex), value: value, expected: c[6])
            if c[0] == "instant" {
                guard c.count == 9, let now = Double(c[7]), let instant = Double(c[8]) else { return nil }
                row.now = Instant(secondsSince1970: now / 1000)
                row.instant = Instant(secondsSince1970: instant / 1000)
            }
            return row
        }
    }

    static func say(_ row: RelativeRow) throws -> String {
        let formatter = try RelativeTimeFormatter(
            locale: row.locale, numeric: row.numeric, capitalization: row.capitalization)
        if let now = row.now, let instant = row.instant { return try formatter.string(for: instant, relativeTo: now) }
        return try formatter.string(row.value, row.unit)
    }

    /// The floor of relative rows: an ICU formatter per (locale, capitalization), opened once, given
    /// the golden row's value and unit (for an instant, those the generator worked out).
    static func relativeFloor(_ rows: [RelativeRow]) throws -> Floor {
        var formatters: [String: ICURelativeTime] = [:]
        var index: [ICURelativeTime] = []
        for row in rows {
            let key = "\(row.tag) \(row.capitalization)"
            if formatters[key] == nil {
                formatters[key] = try ICURelativeTime(locale: row.tag, sentence: row.capitalization == .sentence)
            }
            index.append(formatters[key]!)
        }
        let values = rows.map(\.value)
        let units = rows.map(\.unitIndex)
        let numeric = rows.map { $0.numeric == .always }
        return Floor(
            format: { index[$0].format(values[$0], unit: units[$0], numeric: numeric[$0]) },
            text: { index[$0].string(values[$0], unit: units[$0], numeric: numeric[$0]) })
    }

    static func relative(iterations: Int) throws -> Workload {
        let rows = try relativeRows().filter(\.isOneSignature)
        var floor = try relativeFloor(rows)
        floor.name = "ureldatefmt-raw"
        // Foundation takes a date and says it from the wall clock: the same distances from now.
        let style = Date.RelativeFormatStyle(
            presentation: .named, unitsStyle: .wide, locale: enUS, calendar: gregorianUTC)
        let distances = rows.map(\.seconds)
        let sample = rows.firstIndex { $0.now == nil && $0.value == -5 && $0.unit == .minute } ?? 0
        return try single(
            name: "relative", iterations: iterations, count: rows.count, expected: { rows[$0].expected },
            say: { try say(rows[$0]) }, floor: floor,
            foundation: [("foundation-rel", { style.format(Date(timeIntervalSinceNow: distances[$0])) })],
            sample: sample,
            notes: [
                "the golden rows of en, numeric auto: \(rows.filter { $0.now == nil }.count) values and units, \(rows.filter { $0.now != nil }.count) instants seen from a fixed now; Foundation gets the same distances from the wall clock"
            ])
    }

    /// What one relative-time request carries (see `GoldenManyWorkloads.NumberCall`).
    struct RelativeCall: CustomStringConvertible {
        var row: Int
        var locale: Int
        var numeric: RelativeTimeNumeric
        var capitalization: RelativeTimeCapitalization
        var unit: RelativeTimeUnit
        var value: Double
        var now, instant: Instant?
        var description: String { "row \(row)" }
    }

    static func relativeMany(iterations: Int) throws -> Workload {
        let rows = try relativeRows()
        let one = rows.indices.filter { rows[$0].isOneSignature }
        let locales = GoldenManyWorkloads.interned(rows, key: \.tag, value: \.locale)
        let calls = rows.indices.map {
            RelativeCall(
                row: $0, locale: locales.indexes[$0], numeric: rows[$0].numeric,
                capitalization: rows[$0].capitalization, unit: rows[$0].unit, value: rows[$0].value, now: rows[$0].now,
                instant: rows[$0].instant)
        }
        return try GoldenManyWorkloads.make(
            name: "relative-many", iterations: iterations, rows: calls, one: one, expected: { rows[$0.row].expected },
            signature: { rows[$0.row].signature }, floor: relativeFloor(rows),
            say: { call in
                let formatter = try RelativeTimeFormatter(
                    locale: locales.values[call.locale], numeric: call.numeric, capitalization: call.capitalization)
                if let now = call.now, let instant = call.instant {
                    return try formatter.string(for: instant, relativeTo: now)
                }
                return try formatter.string(call.value, call.unit)
            })
    }

    // MARK: Date intervals

    struct IntervalRow: CustomStringConvertible {
        var tag, zoneName: String
        var locale: SpokenLocale
        var zone: SpokenTimeZone
        /// A skeleton (`interval` rows), or the date and time styles (`styles` rows).
        var skeleton: String?
        var styles: (date: DateStyle, time: DateStyle)?
        var startMillis, endMillis: Double
        var expected, recipe: String
        var description: String { "\(tag) \(zoneName) \(recipe) \(startMillis) \(endMillis)" }
        var signature: String { "\(tag) \(zoneName) \(recipe)" }
        /// A row of the one signature the many lines compare with (`en-US`, `UTC`, medium/short).
        var isOneSignature: Bool { tag == "en-US" && zoneName == "UTC" && recipe == "medium,short" }
        var start: Instant { Instant(secondsSince1970: startMillis / 1000) }
        var end: Instant { Instant(secondsSince1970: endMillis / 1000) }
    }

    /// intervals.tsv: kind (interval|styles), locale, zone, skeleton or "DATE,TIME", start ms,
    /// end ms, spans, ICU's text.
    static func intervalRows() throws -> [IntervalRow] {
        try GoldenManyWorkloads.table("intervals.tsv").compactMap { c -> IntervalRow? in
            guard c.count == 8, let locale = try? SpokenLocale(c[1]), let zone = try? SpokenTimeZone(c[2]),
                let start = Double(c[4]), let end = Double(c[5])
            else { return nil }
            var row = IntervalRow(
                tag: c[1], zoneName: c[2], locale: locale, zone: zone, startMillis: start, endMillis: end,
                expected: c[7], recipe: c[3])
            if c[0] == "styles" {
                let names = c[3].split(separator: ",").map(String.init)
                guard names.count == 2, let date = DateStyle(rawValue: names[0]),
                    let time = DateStyle(rawValue: names[1])
                else { return nil }
                row.styles = (date, time)
            } else if c[0] == "interval" {
                row.skeleton = c[3]
            } else {
                return nil
            }
            return row
        }
    }

    /// The floor of interval rows: an ICU interval formatter per (locale, zone, skeleton or
    /// styles), opened once; udtitvfmt_format of the two instants.
    static func intervalFloor(_ rows: [IntervalRow]) throws -> Floor {
        var formatters: [String: ICUInterval] = [:]
        var index: [ICUInterval] = []
        for row in rows {
            if formatters[row.signature] == nil {
                if let styles = row.styles {
                    guard let date = ICUInterval.style(styles.date.rawValue),
                        let time = ICUInterval.style(styles.time.rawValue)
                    else { throw BenchError.mismatch("interval: no ICU style for \(row.recipe)") }
                    formatters[row.signature] = try ICUInterval(
                        locale: row.tag, zone: row.zoneName, dateStyle: date, timeStyle: time)
                } else {
                    formatters[row.signature] = try ICUInterval(
                        locale: row.tag, zone: row.zoneName, skeleton: row.skeleton ?? "")
                }
            }
            index.append(formatters[row.signature]!)
        }
        let starts = rows.map(\.startMillis)
        let ends = rows.map(\.endMillis)
        return Floor(
            format: { index[$0].format(fromMillis: starts[$0], toMillis: ends[$0]) },
            text: { index[$0].string(fromMillis: starts[$0], toMillis: ends[$0]) })
    }

    static func interval(iterations: Int) throws -> Workload {
        let rows = try intervalRows().filter(\.isOneSignature)
        var floor = try intervalFloor(rows)
        floor.name = "udtitvfmt-raw"
        let style = Date.IntervalFormatStyle(
            date: .abbreviated, time: .shortened, locale: enUS, calendar: gregorianUTC,
            timeZone: TimeZone(identifier: "UTC")!)
        let ranges = rows.map {
            Date(timeIntervalSince1970: $0.startMillis / 1000)..<Date(timeIntervalSince1970: $0.endMillis / 1000)
        }
        let sample = rows.firstIndex { $0.endMillis - $0.startMillis == 5_400_000 } ?? 0
        let english = SpokenLocale.enUS
        return try single(
            name: "interval", iterations: iterations, count: rows.count, expected: { rows[$0].expected },
            say: {
                try DateIntervalFormatter(locale: english, timeZone: .utc).string(
                    from: rows[$0].start, to: rows[$0].end)
            },
            floor: floor, foundation: [("foundation-intvl", { style.format(ranges[$0]) })], sample: sample)
    }

    /// What one interval request carries (see `GoldenManyWorkloads.NumberCall`): the locale and
    /// zone as indexes into small tables, the skeleton or styles, the two instants.
    struct IntervalCall: CustomStringConvertible {
        var row: Int
        var locale: Int
        var zone: Int
        var skeleton: String?
        var styles: (date: DateStyle, time: DateStyle)?
        var start, end: Instant
        var description: String { "row \(row)" }
    }

    static func intervalMany(iterations: Int) throws -> Workload {
        let rows = try intervalRows()
        let one = rows.indices.filter { rows[$0].isOneSignature }
        let locales = GoldenManyWorkloads.interned(rows, key: \.tag, value: \.locale)
        let zones = GoldenManyWorkloads.interned(rows, key: \.zoneName, value: \.zone)
        let calls = rows.indices.map {
            IntervalCall(
                row: $0, locale: locales.indexes[$0], zone: zones.indexes[$0], skeleton: rows[$0].skeleton,
                styles: rows[$0].styles, start: rows[$0].start, end: rows[$0].end)
        }
        return try GoldenManyWorkloads.make(
            name: "interval-many", iterations: iterations, rows: calls, one: one, expected: { rows[$0.row].expected },
            signature: { rows[$0.row].signature }, floor: intervalFloor(rows),
            say: { call in
                let locale = locales.values[call.locale]
                let zone = zones.values[call.zone]
                let formatter =
                    if let styles = call.styles {
                        try DateIntervalFormatter(
                            locale: locale, timeZone: zone, dateStyle: styles.date, timeStyle: styles.time)
                    } else {
                        try DateIntervalFormatter(locale: locale, timeZone: zone, skeleton: call.skeleton)
                    }
                return try formatter.string(from: call.start, to: call.end)
            })
    }
}
