import Foundation
import Spoken

/// `cell` and its many-signature twin `cell-many` (issue 38): a whole 7-part cell label through
/// `SpokenCell` (made per request, as an app's cell makes one), the order-list cell of the issue:
/// the restaurant (the app's text), the order's date, its items (a plural: `announce.itemsSelected`),
/// its total (money), the delivery time (a duration), its rating out of 5 stars (`rating.starsOutOf`) and its
/// status (a key without arguments: `announce.loaded`), joined with the locale's pause.
///
/// - `cell`: one signature (`en`, `UTC`, US dollars), the values drawn from the golden rows.
/// - `cell-many`: the 15 shipped locales × 8 zones spread over ICU's list × the golden
///   currencies (US dollars, euros, yen), in random order, against `cell`'s loop (`many/one`).
///
/// Baseline `separate-calls`: the same parts said by their own formatters (`SpokenDateFormatter`,
/// `CatalogStore.text`, `MoneyFormatter`, `DurationFormatter`) and joined by `LabelComposer`, as an
/// app built the label before the cell: what the one call costs over its parts.
///
/// Every label is checked before timing, part by part, against ICU's own words: the date from ICU's
/// C API (`spk_bench_datefmt`, the `spoken` long date and short time), the money, duration and
/// catalog parts from their golden rows (money.tsv, durations.tsv, messages/outputs.tsv), joined
/// with the locale's golden `label.separator`. Each line also gives one label's p50 and p99, every
/// call timed alone (target: ≤ 10 µs p50 warm).
enum CellWorkloads {
    /// A part's value and the words ICU gives it.
    struct Said<Value> {
        var value: Value
        var expected: String
    }

    /// What the golden files give one locale: the values each part draws from.
    struct LocaleParts {
        var tag: String
        var locale: SpokenLocale
        var separator: String
        var items: [Said<Int64>]
        var money: [String: [Said<Money>]]
        var durations: [Said<Duration>]
        var ratings: [Said<[String: MessageArgument]>]
        var status: String
    }

    /// One order: the indexes of its signature and of each part's value.
    struct Order {
        var locale: Int
        var signature: Int
        var restaurant: Int
        var instant: Double
        var items: Int
        var money: Int
        var duration: Int
        var rating: Int
    }

    static let restaurants = ["Burger Barn", "Sushi Zen", "Café Olé", "Pizza Piazza", "Taco Town", "Wok & Roll"]
    static let currencies = ["USD", "EUR", "JPY"]
    static let itemsKey = "announce.itemsSelected"
    static let ratingKey = "rating.starsOutOf"
    static let statusKey = "announce.loaded"

    /// The golden values of every shipped locale.
    static func localeParts() throws -> [LocaleParts] {
        let rows = try CatalogManyWorkloads.goldenRows()
        let separators = try CatalogManyWorkloads.labelSeparators()
        let ratingRows = try CatalogManyWorkloads.ratingRows().filter {
            $0.key == ratingKey && $0.arguments["max"] == "5"
        }
        let moneyRows = try GoldenManyWorkloads.moneyRows(kind: "money").filter {
            $0.presentation == .spoken && $0.style == "standard" && $0.options.count == 1
        }
        let durationRows = try GoldenManyWorkloads.durationRows().filter {
            $0.width == .full && $0.units == DurationUnit.defaults && $0.maximumUnitCount == nil
                && $0.rounding == .nearest
        }
        return try Signatures.shippedLocales.map { tag in
            let items = rows.filter { $0.locale == tag && $0.key == itemsKey }.compactMap { row in
                row.arguments["count"].flatMap { Int64($0) }.map { Said(value: $0, expected: row.expected) }
            }
            var money: [String: [Said<Money>]] = [:]
            for currency in currencies {
                money[currency] = try moneyRows.filter { $0.tag == tag && $0.options["currency"] == currency }.map {
                    Said(value: try Money($0.value, currency: currency), expected: $0.expected)
                }
            }
            let durations = try durationRows.filter { $0.tag == tag }.map {
                Said(value: try DurationText.parse($0.seconds), expected: $0.expected)
            }
            let ratings = ratingRows.filter { $0.locale == tag }.map {
                Said(value: CatalogManyWorkloads.arguments($0), expected: $0.expected)
            }
            guard let separator = separators[tag],
                let status = rows.first(where: { $0.locale == tag && $0.key == statusKey })?.expected,
                !items.isEmpty, !durations.isEmpty, !ratings.isEmpty, money.values.allSatisfy({ !$0.isEmpty })
            else { throw BenchError.mismatch("cell: golden rows missing for \(tag)") }
            return LocaleParts(
                tag: tag, locale: try SpokenLocale(tag), separator: separator, items: items, money: money,
                durations: durations, ratings: ratings, status: status)
        }
    }

    /// A signature: a locale (index into the locale parts), a zone and a currency.
    struct Signature {
        var locale: Int
        var zone: String
        var currency: String
    }

    /// `count` orders over `signatures` in random order, the values drawn from each locale's rows.
    static func orders(_ count: Int, signatures: [Signature], parts: [LocaleParts], seed: UInt64) -> [Order] {
        var random = SplitMix64(state: seed)
        func pick(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
        let start = 1_796_000_000.0  // late November 2026
        return (0..<count).map { _ in
            let signature = pick(signatures.count)
            let locale = parts[signatures[signature].locale]
            return Order(
                locale: signatures[signature].locale, signature: signature, restaurant: pick(restaurants.count),
                instant: start + Double(pick(60 * 86_400)), items: pick(locale.items.count),
                money: pick(locale.money[signatures[signature].currency]?.count ?? 1),
                duration: pick(locale.durations.count), rating: pick(locale.ratings.count))
        }
    }

    /// The workload over `signatures` (`cell` with one, `cell-many` with many and `one` as its twin).
    static func make(iterations: Int, many: Bool) throws -> Workload {
        let parts = try localeParts()
        let one = [Signature(locale: Signatures.shippedLocales.firstIndex(of: "en") ?? 0, zone: "UTC", currency: "USD")]
        let signatures =
            many
            ? parts.indices.flatMap { locale in
                Signatures.zones(8).flatMap { zone in
                    currencies.map { Signature(locale: locale, zone: zone, currency: $0) }
                }
            } : one
        let zones = try signatures.map { try SpokenTimeZone($0.zone) }
        let icuDates = try signatures.map {
            try ICUDate(locale: parts[$0.locale].tag, zone: $0.zone, spoken: true, dateStyle: 1, timeStyle: 3)
        }
        let now = Instant(secondsSince1970: 1_796_192_193)
        let orders = orders(max(iterations, 1), signatures: signatures, parts: parts, seed: many ? 45 : 46)
        let oneOrders = many ? Self.orders(orders.count, signatures: one, parts: parts, seed: 46) : orders
        let oneZones = try one.map { try SpokenTimeZone($0.zone) }

        /// The order's parts, as an app builds them from its model.
        func cellParts(_ order: Order, _ signatures: [Signature]) -> [SpokenCell.Part] {
            let locale = parts[order.locale]
            return [
                .text(restaurants[order.restaurant]),
                .value(.date(secondsSince1970: order.instant)),
                .message(key: itemsKey, arguments: ["count": .int(locale.items[order.items].value)]),
                .value(.money(locale.money[signatures[order.signature].currency]![order.money].value)),
                .value(.duration(locale.durations[order.duration].value)),
                .message(key: ratingKey, arguments: locale.ratings[order.rating].value.mapValues { $0 }),
                .message(key: statusKey),
            ]
        }
        func label(_ order: Order, _ signatures: [Signature], _ zones: [SpokenTimeZone]) throws -> String {
            try SpokenCell(locale: parts[order.locale].locale, timeZone: zones[order.signature], now: now).label(
                cellParts(order, signatures))
        }
        /// The same parts through their own formatters, joined by a `LabelComposer`.
        func separately(_ order: Order) throws -> String {
            let locale = parts[order.locale]
            let store = CatalogStore.shared
            let words = [
                restaurants[order.restaurant],
                try SpokenDateFormatter(
                    locale: locale.locale, timeZone: zones[order.signature], dateStyle: .long, timeStyle: .short,
                    presentation: .spoken
                ).string(secondsSince1970: order.instant),
                try store.text(
                    key: itemsKey, locale: locale.locale,
                    arguments: ["count": MessageArgument.int(locale.items[order.items].value)],
                    timeZone: zones[order.signature], now: now
                ).text,
                try MoneyFormatter(
                    locale: locale.locale, currency: try CurrencyCode(signatures[order.signature].currency)
                )
                .string(locale.money[signatures[order.signature].currency]![order.money].value),
                try DurationFormatter(locale: locale.locale).string(locale.durations[order.duration].value),
                try store.text(
                    key: ratingKey, locale: locale.locale, arguments: locale.ratings[order.rating].value,
                    timeZone: zones[order.signature], now: now
                ).text,
                try store.text(key: statusKey, locale: locale.locale, timeZone: zones[order.signature], now: now).text,
            ]
            return try LabelComposer(locale: locale.locale, style: .pause).compose(words)
        }
        /// ICU's words for the order, part by part, joined with the golden separator.
        func expected(_ order: Order) -> String {
            let locale = parts[order.locale]
            return [
                restaurants[order.restaurant], icuDates[order.signature].string(order.instant),
                locale.items[order.items].expected,
                locale.money[signatures[order.signature].currency]![order.money].expected,
                locale.durations[order.duration].expected, locale.ratings[order.rating].expected, locale.status,
            ].joined(separator: locale.separator)
        }
        let name = many ? "cell-many" : "cell"
        for order in orders.prefix(2_000) {
            let want = expected(order)
            for (contender, text) in [
                ("spoken", try label(order, signatures, zones)), ("separate-calls", try separately(order)),
            ]
            where !sameBytes(text, want) {
                throw BenchError.mismatch(
                    "\(name) \(contender) \(parts[order.locale].tag) \(signatures[order.signature].zone): '\(visible(text))' vs ICU '\(visible(want))'"
                )
            }
        }
        let count = orders.count
        let sample = orders[0]
        return Workload(
            name: name, iterations: count,
            ours: Contender(name: "spoken") { n in
                var sum = 0
                for i in 0..<n { sum &+= ((try? label(orders[i % count], signatures, zones)) ?? "").utf8.count }
                return sum
            },
            baselines: [
                Contender(name: "separate-calls") { n in
                    var sum = 0
                    for i in 0..<n { sum &+= ((try? separately(orders[i % count])) ?? "").utf8.count }
                    return sum
                }
            ],
            oneSignature: many
                ? Contender(name: "one-signature") { n in
                    var sum = 0
                    for i in 0..<n { sum &+= ((try? label(oneOrders[i % count], one, oneZones)) ?? "").utf8.count }
                    return sum
                } : nil,
            notes: ["sample \(parts[sample.locale].tag): \(visible((try? label(sample, signatures, zones)) ?? ""))"],
            single: { i in ((try? label(orders[i % count], signatures, zones)) ?? "").utf8.count })
    }
}
