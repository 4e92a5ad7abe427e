import Foundation
import Spoken

/// ICU's own output, generated independently of Spoken by the C programs in
/// Tests/Fixtures/icu-golden/ (see their header comments) and committed as TSV.
public enum ICUGolden {
    public static let directory = Repository.url("Tests/Fixtures/icu-golden")

    /// The `# ICU x.y` header and the tab-separated rows of a fixture.
    public static func table(_ name: String) -> (icuVersion: String, rows: [[String]]) {
        let url = directory.appendingPathComponent(name)
        guard let data = try? Data(contentsOf: url) else { return ("missing \(url.path)", []) }
        var version = ""
        var rows: [[String]] = []
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("# ICU ") {
                version = String(line.dropFirst(6))
                continue
            }
            rows.append(line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init))
        }
        return (version, rows)
    }

    /// unit_cases.tsv (gen_unit_cases.cpp): ICU's words for a `kind` (duration, measure, range)
    /// row of a locale in a grammatical case, by its input ("4860", "21 minute", "1 5 kilometer"),
    /// or "missing" so that a test fails on it.
    public static func unitCase(_ kind: String, _ locale: String, _ grammaticalCase: String, _ input: String) -> String
    {
        unitCases.first {
            $0.count == 5 && $0[0] == kind && $0[1] == locale && $0[2] == grammaticalCase && $0[3] == input
        }?[4] ?? "missing"
    }

    private static let unitCases = table("unit_cases.tsv").rows

    public struct NumberRow: Sendable, CustomStringConvertible {
        public let locale: String
        public let unit: String  // "-" for a plain number
        public let width: MeasureWidth
        public let digits: Int?
        public let usage: MeasureUsage
        public let value: Double
        public let valueText: String
        public let skeleton: String
        /// ICU's bytes.
        public let expected: String
        /// Their speech form (U+2212 for a sign before a digit), computed by gen_numbers.c.
        public let spoken: String

        public var description: String {
            "\(locale) \(unit) \(width.rawValue) digits=\(digits.map(String.init) ?? "-") \(usage.rawValue) \(valueText)"
        }
    }

    public static let numbers = numberTable("numbers.tsv")

    /// measures_decimal.tsv (`gen_numbers decimal`): values of more than 15 digits given to ICU
    /// as decimal text (`unumf_formatDecimal`).
    public static let decimalMeasures = numberTable("measures_decimal.tsv")

    /// ICU's speech form for a measures_decimal.tsv value at full width, ICU's default digits.
    public static func decimalMeasure(_ locale: String, _ unit: String, _ value: String) -> String {
        decimalMeasures.rows.first {
            $0.locale == locale && $0.unit == unit && $0.valueText == value && $0.width == .full && $0.digits == nil
        }?.spoken ?? "missing golden row"
    }

    static func numberTable(_ file: String) -> (icuVersion: String, rows: [NumberRow]) {
        let (version, raw) = table(file)
        let rows = raw.compactMap { columns -> NumberRow? in
            guard columns.count == 9, let width = MeasureWidth(rawValue: columns[2]),
                let usage = MeasureUsage(rawValue: columns[4]), let value = Double(columns[5])
            else { return nil }
            return NumberRow(
                locale: columns[0], unit: columns[1], width: width, digits: Int(columns[3]), usage: usage,
                value: value, valueText: columns[5], skeleton: columns[6], expected: columns[7], spoken: columns[8])
        }
        return (version, rows)
    }

    /// Rows of money.tsv (gen_money.cpp: unumf and RuleBasedNumberFormat directly): kind
    /// (`money`/`number`), locale, presentation, style, options (`name=value;…`), value, the
    /// skeleton or rule set, expected text (the speech form for `spoken` rows, computed by the C++
    /// program itself).
    public struct MoneyRow: Sendable, CustomStringConvertible {
        public let kind: String
        public let locale: String
        public let presentation: String
        public let style: String
        public let options: [String: String]
        public let value: String
        public let recipe: String
        public let expected: String

        public var description: String {
            let pairs = options.keys.sorted().map { "\($0)=\(options[$0] ?? "")" }.joined(separator: ",")
            return "\(kind) \(locale) \(presentation) \(style) \(pairs) \(value)"
        }
    }

    public static let money: (icuVersion: String, rows: [MoneyRow]) = {
        let (version, raw) = table("money.tsv")
        let rows = raw.compactMap { columns -> MoneyRow? in
            guard columns.count == 8 else { return nil }
            var options: [String: String] = [:]
            if columns[4] != "-" {
                for pair in columns[4].split(separator: ";") {
                    let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
                    if parts.count == 2 { options[parts[0]] = parts[1] }
                }
            }
            return MoneyRow(
                kind: columns[0], locale: columns[1], presentation: columns[2], style: columns[3], options: options,
                value: columns[5], recipe: columns[6], expected: columns[7])
        }
        return (version, rows)
    }()

    /// The expected text of one money.tsv row, or nil when there is none.
    public static func money(
        _ locale: String, _ presentation: String = "spoken", kind: String = "money", style: String = "standard",
        options: [String: String], value: String
    ) -> String? {
        money.rows.first {
            $0.kind == kind && $0.locale == locale && $0.presentation == presentation && $0.style == style
                && $0.options == options && $0.value == value
        }?.expected
    }

    /// Rows of money_ranges.tsv (gen_money.cpp: unumrf and its span fields): locale,
    /// presentation, currency, from, to, skeleton, the whole text, and for `spoken` rows the two
    /// sides Spoken joins with the catalog's range word (nil when ICU wrote one value).
    public struct MoneyRangeRow: Sendable, CustomStringConvertible {
        public let locale: String
        public let presentation: String
        public let currency: String
        public let from: String
        public let to: String
        public let skeleton: String
        public let text: String
        public let start: String?
        public let end: String?
        public var description: String { "\(locale) \(presentation) \(currency) \(from)..\(to)" }
    }

    public static let moneyRanges: (icuVersion: String, rows: [MoneyRangeRow]) = {
        let (version, raw) = table("money_ranges.tsv")
        let rows = raw.compactMap { c -> MoneyRangeRow? in
            guard c.count == 9 else { return nil }
            return MoneyRangeRow(
                locale: c[0], presentation: c[1], currency: c[2], from: c[3], to: c[4], skeleton: c[5], text: c[6],
                start: c[7] == "-" ? nil : c[7], end: c[8] == "-" ? nil : c[8])
        }
        return (version, rows)
    }()

    public struct ListRow: Sendable, CustomStringConvertible {
        public let locale: String
        public let kind: SpokenListFormatter.Kind
        public let items: [String]
        public let expected: String
        public var description: String { "\(locale) \(kind.rawValue) \(items.joined(separator: "|"))" }
    }

    public static let lists: (icuVersion: String, rows: [ListRow]) = {
        let (version, raw) = table("lists.tsv")
        let rows = raw.compactMap { columns -> ListRow? in
            guard columns.count == 4, let kind = SpokenListFormatter.Kind(rawValue: columns[1]) else { return nil }
            return ListRow(
                locale: columns[0], kind: kind, items: columns[2].split(separator: "|").map(String.init),
                expected: columns[3])
        }
        return (version, rows)
    }()

    /// Rows of dates.tsv (gen_dates.c: udat_format directly): kind (`icu`/`spoken`), tag, zone,
    /// seconds, date style, time style, expected text.
    public struct DateRow: CustomStringConvertible, Sendable {
        public var kind, tag, zone: String
        public var seconds: Double
        public var dateStyle, timeStyle: DateStyle
        public var expected: String
        /// The display context of dates_capitalized.tsv's rows (nil in dates.tsv: ICU's default).
        public var capitalization: RelativeTimeCapitalization? = nil
        public var description: String {
            "\(kind) \(tag) \(zone) @\(seconds) \(dateStyle)/\(timeStyle)"
                + (capitalization.map { " capitalization \($0)" } ?? "")
        }
        /// Both styles `none`: ICU's numeric fallback ("20261129 07:50 AM"), which Spoken refuses
        /// to speak (`invalid-option`); the rows stay to show what ICU would have said.
        public var saysNothing: Bool { dateStyle == .none && timeStyle == .none }
    }

    public static let dates: [DateRow] = {
        guard let text = try? Repository.text("Tests/Fixtures/icu-golden/dates.tsv") else { return [] }
        return text.split(separator: "\n").compactMap { line in
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard f.count == 7, let seconds = Double(f[3]), let ds = DateStyle(rawValue: f[4]),
                let ts = DateStyle(rawValue: f[5])
            else { return nil }
            return DateRow(
                kind: f[0], tag: f[1], zone: f[2], seconds: seconds, dateStyle: ds, timeStyle: ts, expected: f[6])
        }
    }()

    /// Rows of dates_capitalized.tsv (gen_dates.c's "capitalized" mode: the 15 shipped languages,
    /// every style pair, udat_setContext with the beginning-of-sentence context or none): the
    /// columns of `dates` with the capitalization before the text.
    public static let capitalizedDates: [DateRow] = {
        guard let text = try? Repository.text("Tests/Fixtures/icu-golden/dates_capitalized.tsv") else { return [] }
        return text.split(separator: "\n").compactMap { line in
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard f.count == 8, let seconds = Double(f[3]), let ds = DateStyle(rawValue: f[4]),
                let ts = DateStyle(rawValue: f[5]), let capitalization = RelativeTimeCapitalization(rawValue: f[6])
            else { return nil }
            return DateRow(
                kind: f[0], tag: f[1], zone: f[2], seconds: seconds, dateStyle: ds, timeStyle: ts, expected: f[7],
                capitalization: capitalization)
        }
    }()

    /// Rows of durations.tsv (gen_durations.cpp: the spoken amounts worked out there, then
    /// MeasureFormat::formatMeasures): locale, width, allowed units, maximum unit count, rounding,
    /// seconds, the amounts given to ICU, ICU's output.
    public struct DurationRow: Sendable, CustomStringConvertible {
        public let locale: String
        public let width: MeasureWidth
        public let units: Set<DurationUnit>
        public let maximumUnitCount: Int?
        public let rounding: DurationRounding
        public let seconds: String
        public let amounts: String
        public let expected: String

        public var description: String {
            "\(locale) \(width.rawValue) \(units.sorted().map(\.rawValue).joined(separator: ",")) max=\(maximumUnitCount.map(String.init) ?? "-") \(rounding.rawValue) \(seconds)s"
        }
    }

    public static let durations = durationTable("durations.tsv")

    /// durations_huge.tsv (`gen_durations huge`): amounts past 2^53 and 2^63 (milliseconds of
    /// up to 9e18 seconds), as formatMeasures formats them.
    public static let hugeDurations = durationTable("durations_huge.tsv")

    static func durationTable(_ file: String) -> (icuVersion: String, rows: [DurationRow]) {
        let (version, raw) = table(file)
        let rows = raw.compactMap { columns -> DurationRow? in
            guard columns.count == 8, let width = MeasureWidth(rawValue: columns[1]),
                let rounding = DurationRounding(rawValue: columns[4])
            else { return nil }
            let units = Set(columns[2].split(separator: ",").compactMap { DurationUnit(rawValue: String($0)) })
            return DurationRow(
                locale: columns[0], width: width, units: units, maximumUnitCount: Int(columns[3]),
                rounding: rounding, seconds: columns[5], amounts: columns[6], expected: columns[7])
        }
        return (version, rows)
    }

    /// ICU's words for `seconds` with the default options (every unit but milliseconds, nearest,
    /// full width), from durations.tsv.
    public static func duration(
        _ locale: String, seconds: String, units: Set<DurationUnit> = DurationUnit.defaults,
        maximumUnitCount: Int? = nil, rounding: DurationRounding = .nearest, width: MeasureWidth = .full
    ) -> String? {
        durations.rows.first {
            $0.locale == locale && $0.seconds == seconds && $0.units == units
                && $0.maximumUnitCount == maximumUnitCount && $0.rounding == rounding && $0.width == width
        }?.expected
    }
}

/// The example app catalog (Examples/OrderList) and its order-list cell: the request lines the
/// guide shows and the labels expected for them, the catalog's messages filled with ICU's words
/// (order_labels.tsv, composed by compose_order_cells.py from gen_order_cells.cpp's output).
public enum OrderListExample {
    public static let catalog = "Examples/OrderList/l10n"

    /// What follows "Unknown key '…'" when no catalog has the key and only the shipped ones are
    /// loaded: where Spoken looked and how an app loads its own catalog, in every layer.
    public static let unknownKeyTail =
        ": not in Spoken's shipped catalogs. An app's own keys need its catalog (a directory of .arb files with the"
        + " source en.arb): load it with --catalog DIR (spoken), Spoken(catalog=DIR) (Python) or"
        + " CatalogStore.shared.loadOverrides(directory:) (Swift)"

    /// `full`: every part, arriving in 1 hour 30 minutes; `unrated`: the rating is null, its part
    /// dropped; `late`: every part, arriving in 1 hour 21 minutes (where the translator's case changes
    /// the words: ru "через 1 час 21 минуту", pl "za 1 godzinę i 21 minut").
    public static let variants = ["full", "unrated", "late"]

    /// The order's time to arrival in seconds, by variant.
    public static func eta(variant: String) -> Int { variant == "late" ? 4860 : 5400 }

    /// The `render` request of one order's label.
    public static func request(locale: String, variant: String, id: Int = 1) -> String {
        let stars = variant == "unrated" ? "null" : "5"
        return
            #"{"id":\#(id),"op":"cell","locale":"\#(locale)","timeZone":"America/New_York","now":"2026-12-05T15:00:00Z","#
            + #""parts":[{"key":"order.from","args":{"restaurant":"Burger Barn"}},"#
            + #"{"key":"order.placed","args":{"when":"2026-12-04T22:44:00Z"}},{"key":"order.items","args":{"count":2}},"#
            + #"{"op":"money","amount":"29.21","currency":"USD"},{"key":"order.arrives","args":{"eta":\#(eta(variant: variant))}},"#
            + #"{"key":"order.rated","args":{"stars":\#(stars)}},{"key":"order.status.delivered"}]}"#
    }

    /// The expected label by locale and variant.
    public static let labels: [String: [String: String]] = {
        var labels: [String: [String: String]] = [:]
        for row in ICUGolden.table("order_labels.tsv").rows where row.count == 3 {
            labels[row[0], default: [:]][row[1]] = row[2]
        }
        return labels
    }()
}
