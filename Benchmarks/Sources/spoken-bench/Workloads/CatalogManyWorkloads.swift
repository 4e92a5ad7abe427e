import Foundation
import Spoken

/// The catalog workloads over many signatures, checked against
/// Tests/Fixtures/icu-golden/messages/outputs.tsv (every message of every shipped catalog
/// formatted by `icu::MessageFormat` in a separate program, never by Spoken):
///
/// - `announce-many`: every golden row (15 locales × every key × the golden counts) in random
///   order through `CatalogStore.text`, against one signature (`en`, `announce.newMessages`, the
///   same arguments' counts), and `grouped`: the same requests with each (locale, key) together.
/// - `rating-many`: `RatingLabeler` over the 15 locales × `rating.stars`/`rating.starsOutOf` ×
///   the golden values, against one signature (`de`, `rating.stars`).
/// - `label-many`: `WeatherCellLabel` (city + temperature) over the 15 locales × Celsius and
///   Fahrenheit, against one (`zh-Hans`, Celsius, as `label-weather`); checked against ICU's
///   number formatter and the golden `label.separator` of each locale.
enum CatalogManyWorkloads {
    struct Row {
        var locale, key: String
        var arguments: [String: String]
        var expected: String

        /// How the golden generator typed this row's arguments (MessageGoldenTests reads them so).
        enum ArgumentKind {
            /// Seconds since 1970, a date in `goldenZone`.
            case date
            /// Text (the range's two ends: the generator passes the numbers as text).
            case text
            /// The generator's VALUE_UNIT ("-2_hour"): a relative time.
            case relative
            /// A number as written.
            case number
        }

        var argumentKind: ArgumentKind {
            switch key {
            case "announce.updatedAt": .date
            case "label.rangeTo": .text
            case "label.published": .relative
            default: .number
            }
        }

        /// Whether string arguments are isolated: the range words join two halves of one ICU text,
        /// passed without bidi isolates (as DateIntervalFormatter does, and as ICU's MessageFormat
        /// in the generator).
        var isolates: Bool { key != "label.rangeTo" }
        /// A row of `announce-many`'s one signature.
        var isAnnounceOne: Bool { locale == "en" && key == "announce.newMessages" }
        /// A row of `rating-many`'s one signature.
        var isRatingOne: Bool { locale == "de" && key == "rating.stars" }
    }

    /// The zone of the golden dates.
    static let goldenZone = "Europe/Berlin"

    static func goldenRows() throws -> [Row] {
        let text = try Repository.text("Tests/Fixtures/icu-golden/messages/outputs.tsv")
        return text.split(separator: "\n").dropFirst().compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 5 else { return nil }
            var arguments: [String: String] = [:]
            for pair in fields[2].split(separator: " ") {
                let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
                if parts.count == 2 { arguments[parts[0]] = parts[1] }
            }
            return Row(locale: fields[0], key: fields[1], arguments: arguments, expected: fields[4])
        }
    }

    /// A row's arguments as the golden generator typed them (dates in Europe/Berlin), as
    /// MessageGoldenTests reads them.
    static func arguments(_ row: Row) -> [String: MessageArgument] {
        var arguments: [String: MessageArgument] = [:]
        for (name, value) in row.arguments {
            switch row.argumentKind {
            case .date: arguments[name] = .date(secondsSince1970: Double(value) ?? .nan)
            case .text: arguments[name] = .string(value)
            case .relative:
                let parts = value.split(separator: "_").map(String.init)
                arguments[name] = .relativeTime(
                    RelativeTime(Double(parts[0]) ?? .nan, RelativeTimeUnit(rawValue: parts.last ?? "") ?? .year))
            case .number:
                arguments[name] = Int64(value).map { .int($0) } ?? .double(Double(value) ?? .nan)
            }
        }
        return arguments
    }

    /// The valid ratings of the golden rows (0 ≤ value ≤ max), as RatingLabelerTests takes them.
    static func ratingRows() throws -> [Row] {
        try goldenRows().filter { row in
            guard row.key == "rating.stars" || row.key == "rating.starsOutOf",
                let value = Double(row.arguments["value"] ?? "")
            else { return false }
            let maximum = Int(row.arguments["max"] ?? "5") ?? 0
            // The rating op's max is 1 to 1000 (ValueType.rating), as the CLI's always was.
            return (1...1_000).contains(maximum) && value >= 0 && value <= Double(maximum)
        }
    }

    /// Each locale's golden `label.separator`.
    static func labelSeparators() throws -> [String: String] {
        Dictionary(
            try goldenRows().filter { $0.key == "label.separator" }.map { ($0.locale, $0.expected) },
            uniquingKeysWith: { first, _ in first })
    }

    /// `count` random indexes into `n` items.
    static func order(_ count: Int, _ n: Int, seed: UInt64) -> [Int] {
        var random = SplitMix64(state: seed)
        return (0..<count).map { _ in Int(random.next() % UInt64(n)) }
    }

    static func announce(iterations: Int) throws -> Workload {
        let rows = try goldenRows()
        let one = rows.filter(\.isAnnounceOne)
        guard rows.count > 1_700, !one.isEmpty else { throw BenchError.mismatch("announce-many: golden rows missing") }
        let store = CatalogStore.shared
        let zone = try SpokenTimeZone(goldenZone)
        let locales = try rows.map { try SpokenLocale($0.locale) }
        // A request's key and locale as indexes into small tables (see GoldenManyWorkloads.interned):
        // the timed loops read no copy of a row's strings.
        let keyTable = GoldenManyWorkloads.interned(rows, key: \.key, value: \.key)
        let localeTable = GoldenManyWorkloads.interned(
            Array(rows.indices), key: { rows[$0].locale }, value: { locales[$0] })
        let values = rows.map(arguments)
        let isolate = rows.map(\.isolates)
        let oneLocale = try SpokenLocale("en")
        let oneValues = one.map(arguments)
        for (index, row) in rows.enumerated() {
            let text = try store.text(
                key: row.key, locale: locales[index], arguments: values[index], timeZone: zone,
                bidiIsolation: isolate[index])
            guard sameBytes(text.text, row.expected) else {
                throw BenchError.mismatch(
                    "announce-many \(row.locale) \(row.key): '\(visible(text.text))' vs ICU '\(visible(row.expected))'")
            }
        }
        let requests = order(iterations, rows.count, seed: 41)
        // The same requests with every row of one (locale, key) together: the mix's own cost.
        let grouped = GoldenManyWorkloads.grouping(requests, signatures: rows.map { $0.locale + " " + $0.key })
        let count = requests.count
        func loop(_ name: String, _ order: [Int]) -> Contender {
            Contender(name: name) { n in
                var sum = 0
                for i in 0..<n {
                    let r = order[i % count]
                    sum &+=
                        (try? store.text(
                            key: keyTable.values[keyTable.indexes[r]],
                            locale: localeTable.values[localeTable.indexes[r]], arguments: values[r], timeZone: zone,
                            bidiIsolation: isolate[r]))?
                        .text.utf8.count ?? 0
                }
                return sum
            }
        }
        return Workload(
            name: "announce-many", iterations: count, ours: loop("spoken", requests), baselines: [],
            oneSignature: Contender(name: "one-signature") { n in
                var sum = 0
                for i in 0..<n {
                    let r = requests[i % count] % one.count
                    sum &+=
                        (try? store.text(
                            key: "announce.newMessages", locale: oneLocale, arguments: oneValues[r], timeZone: zone))?
                        .text.utf8.count ?? 0
                }
                return sum
            },
            grouped: loop("grouped", grouped))
    }

    static func rating(iterations: Int) throws -> Workload {
        // Valid ratings of the golden rows (0 ≤ value ≤ max), as RatingLabelerTests takes them.
        let rows = try ratingRows()
        let one = rows.filter(\.isRatingOne)
        guard Set(rows.map(\.locale)).count == 15, !one.isEmpty else {
            throw BenchError.mismatch("rating-many: golden rows missing")
        }
        let locales = try rows.map { try SpokenLocale($0.locale) }
        let values = rows.map { Double($0.arguments["value"] ?? "") ?? 0 }
        let maxima = rows.map { Int($0.arguments["max"] ?? "5") ?? 5 }
        let outOf = rows.map { $0.key == "rating.starsOutOf" }
        for (index, row) in rows.enumerated() {
            let text = try RatingLabeler(locale: locales[index]).label(
                values[index], maximum: maxima[index], outOf: outOf[index])
            guard sameBytes(text.text, row.expected) else {
                throw BenchError.mismatch(
                    "rating-many \(row.locale) \(row.key): '\(visible(text.text))' vs ICU '\(visible(row.expected))'")
            }
        }
        let oneLocale = try SpokenLocale("de")
        let oneValues = one.map { Double($0.arguments["value"] ?? "") ?? 0 }
        let requests = order(iterations, rows.count, seed: 42)
        let count = requests.count
        return Workload(
            name: "rating-many", iterations: count,
            ours: Contender(name: "spoken") { n in
                var sum = 0
                for i in 0..<n {
                    let r = requests[i % count]
                    let label = try? RatingLabeler(locale: locales[r]).label(
                        values[r], maximum: maxima[r], outOf: outOf[r])
                    sum &+= label?.text.utf8.count ?? 0
                }
                return sum
            }, baselines: [],
            oneSignature: Contender(name: "one-signature") { n in
                var sum = 0
                for i in 0..<n {
                    let label = try? RatingLabeler(locale: oneLocale).label(oneValues[requests[i % count] % one.count])
                    sum &+= label?.text.utf8.count ?? 0
                }
                return sum
            })
    }

    static func label(iterations: Int) throws -> Workload {
        let separators = try labelSeparators()
        let units: [MeasureUnit] = [.celsius, .fahrenheit]
        struct Signature {
            var locale: String
            var unit: MeasureUnit
        }
        let signatures = Signatures.shippedLocales.flatMap { locale in units.map { Signature(locale: locale, unit: $0) }
        }
        let locales = try signatures.map { try SpokenLocale($0.locale) }
        let icu = try signatures.map {
            try ICUNumber(locale: $0.locale, skeleton: "unit/\($0.unit.identifier) unit-width-full-name sign-negative")
        }
        var random = SplitMix64(state: 43)
        let requests = (0..<iterations).map { _ in
            (
                signature: Int(random.next() % UInt64(signatures.count)),
                temperature: Double(Int(random.next() % 751) - 300) / 10
            )
        }
        let cities = LabelWorkloads.cities
        let checks =
            signatures.indices.map { ($0, -3.5) } + requests.prefix(2_000).map { ($0.signature, $0.temperature) }
        for (k, (index, temperature)) in checks.enumerated() {
            guard let separator = separators[signatures[index].locale] else {
                throw BenchError.mismatch("label-many: no golden label.separator for \(signatures[index].locale)")
            }
            let city = cities[k & 7]
            let label = try WeatherCellLabel(locale: locales[index], unit: signatures[index].unit).label(
                city: city, temperature: temperature)
            let expected = city + separator + speechForm(icu[index].string(temperature))
            guard sameBytes(label, expected) else {
                throw BenchError.mismatch(
                    "label-many \(signatures[index].locale) \(temperature): '\(visible(label))' vs '\(visible(expected))'"
                )
            }
        }
        let oneLocale = try SpokenLocale(LabelWorkloads.locale)
        let count = requests.count
        return Workload(
            name: "label-many", iterations: count,
            ours: Contender(name: "spoken") { n in
                var sum = 0
                for i in 0..<n {
                    let (index, temperature) = requests[i % count]
                    let cell = try? WeatherCellLabel(locale: locales[index], unit: signatures[index].unit)
                    sum &+= ((try? cell?.label(city: cities[i & 7], temperature: temperature)) ?? "").utf8.count
                }
                return sum
            },
            baselines: [
                Contender(name: "icu-per-signature") { n in
                    var sum = 0
                    for i in 0..<n {
                        let (index, temperature) = requests[i % count]
                        sum &+= icu[index].format(temperature)
                    }
                    return sum
                }
            ],
            oneSignature: Contender(name: "one-signature") { n in
                var sum = 0
                for i in 0..<n {
                    let cell = try? WeatherCellLabel(locale: oneLocale, unit: .celsius)
                    sum &+=
                        ((try? cell?.label(city: cities[i & 7], temperature: requests[i % count].temperature)) ?? "")
                        .utf8.count
                }
                return sum
            })
    }
}
