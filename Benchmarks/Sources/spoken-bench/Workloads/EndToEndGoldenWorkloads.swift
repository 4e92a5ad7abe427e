import Foundation
import Spoken

/// The end-to-end twins of the golden many workloads (issue 18: "every other op the same way"):
/// `spoken render --jobs 1` over every row of ICU's golden files in random order against the same
/// count over the rows of one signature, as the in-process lines pick them.
///
/// - `e2e-announce-many`: every catalog message of every shipped locale (`announce` requests,
///   messages/outputs.tsv), against `en` `announce.newMessages`.
/// - `e2e-interval-many`, `e2e-relative-many`, `e2e-duration-many`: intervals.tsv, relative.tsv,
///   durations.tsv, against `en-US` `UTC` medium/short, `en` numeric auto, `en` full default units.
/// - `e2e-money-many`, `e2e-number-many`: money.tsv, against `en` spoken USD and `en` spoken
///   decimal.
/// - `e2e-rating-many`: the golden `rating.stars` and `rating.starsOutOf` rows of the 15 locales,
///   against `de` `rating.stars` (as `rating-many`).
/// - `e2e-label-many`: a city and its temperature as ICU writes it (Celsius and Fahrenheit) in
///   each of the 15 locales, joined by the golden `label.separator`, against `zh-Hans` Celsius
///   (as `label-many`).
///
/// Every request carries its row's fields as a client writes them (numbers as JSON numbers or
/// decimal strings, instants as seconds); the answers of the first 100,000 lines are checked
/// against ICU's text of their row before timing.
extension EndToEndManyWorkloads {
    static let goldenParts = [
        "e2e-announce-many", "e2e-interval-many", "e2e-relative-many", "e2e-duration-many", "e2e-money-many",
        "e2e-number-many", "e2e-rating-many", "e2e-label-many",
    ]

    /// One golden part: `fields[r]` is row r's request without its id (`"op":"number",…`),
    /// `expected[r]` ICU's text for it, `one` the rows of the one signature.
    struct GoldenRequests {
        var fields: [String]
        var expected: [String]
        var one: [Int]
    }

    static func golden(_ name: String) throws -> GoldenRequests {
        switch name {
        case "e2e-announce-many": return try announceRequests()
        case "e2e-interval-many": return try intervalRequests()
        case "e2e-relative-many": return try relativeRequests()
        case "e2e-duration-many": return try durationRequests()
        case "e2e-money-many": return try moneyRequests(kind: "money")
        case "e2e-number-many": return try moneyRequests(kind: "number")
        case "e2e-rating-many": return try ratingRequests()
        case "e2e-label-many": return try labelRequests()
        default: throw BenchError.mismatch("\(name): no such part")
        }
    }

    /// `render --jobs 1` over `lines` requests for random rows, against the same count over the
    /// rows of one signature; many/one in CPU time.
    static func golden(_ runner: Runner, spoken: String, name: String, lines: Int) throws {
        let golden = try golden(name)
        guard !golden.fields.isEmpty, !golden.one.isEmpty else { throw BenchError.mismatch("\(name): rows missing") }
        let order = CatalogManyWorkloads.order(lines, golden.fields.count, seed: 18)
        func line(_ id: Int, _ row: Int) -> String { #"{"id":\#(id),"# + golden.fields[row] + "}\n" }
        let stem = String(name.dropFirst(4))
        let many = runner.scratch.appending(path: "\(stem).jsonl")
        try EndToEndWorkloads.write(order.enumerated().lazy.map { line($0.offset, $0.element) }, to: many)
        let one = runner.scratch.appending(path: "\(stem)-one.jsonl")
        try EndToEndWorkloads.write(
            order.enumerated().lazy.map { line($0.offset, golden.one[$0.element % golden.one.count]) }, to: one)
        let render = [spoken, "render", "--jobs", "1"]
        /// Checks the answers against ICU's text of the row each request id was written from.
        func check(_ row: @escaping (Int) -> Int) -> ([Substring]) throws -> Void {
            { output in
                for (id, text) in try texts(output.prefix(checkedLines))
                where !sameBytes(text, golden.expected[row(id)]) {
                    let expected = golden.expected[row(id)]
                    throw BenchError.mismatch(
                        "\(name) {\(golden.fields[row(id)])}: '\(visible(text))' vs ICU '\(visible(expected))'")
                }
            }
        }
        let manyRun = try runner.best(render, input: many, lines: lines, check: check { order[$0] })
        let oneRun = try runner.best(
            render, input: one, lines: lines, check: check { golden.one[order[$0] % golden.one.count] })
        EndToEndWorkloads.report(
            name, manyRun, Double(lines), "one-signature", oneRun,
            note: "  many/one " + Harness.format(manyRun.cpuNanoseconds / oneRun.cpuNanoseconds, digits: 2) + "x"
                + "  (\(golden.fields.count) rows)")
    }

    // MARK: Requests from the golden rows

    static func quoted(_ text: String) -> String { jsonQuoted(text) }

    /// Milliseconds as a JSON number of seconds ("1775221200", "1795956600.4").
    static func seconds(millis: Double) -> String {
        let whole = (millis / 1000).rounded(.down)
        let rest = millis - whole * 1000
        if rest == 0 { return String(Int64(whole)) }
        var fraction = String(Int64(rest.rounded()))
        while fraction.count < 3 { fraction = "0" + fraction }
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(Int64(whole)).\(fraction)"
    }

    static func announceRequests() throws -> GoldenRequests {
        let rows = try CatalogManyWorkloads.goldenRows()
        var fields: [String] = []
        for row in rows {
            var arguments: [String] = []
            for (name, value) in row.arguments.sorted(by: { $0.key < $1.key }) {
                let json: String
                switch row.argumentKind {
                case .date: json = quoted("@" + value)
                case .text: json = quoted(value)
                case .relative:
                    let parts = value.split(separator: "_").map(String.init)
                    json = #"{"value":\#(parts[0]),"unit":\#(quoted(parts.last ?? ""))}"#
                case .number: json = value
                }
                arguments.append(quoted(name) + ":" + json)
            }
            var request =
                #""op":"announce","key":\#(quoted(row.key)),"locale":\#(quoted(row.locale)),"timeZone":\#(quoted(CatalogManyWorkloads.goldenZone))"#
            if !arguments.isEmpty { request += #","args":{"# + arguments.joined(separator: ",") + "}" }
            if !row.isolates { request += #","isolate":false"# }
            fields.append(request)
        }
        let one = rows.indices.filter { rows[$0].isAnnounceOne }
        return GoldenRequests(fields: fields, expected: rows.map(\.expected), one: one)
    }

    static func intervalRequests() throws -> GoldenRequests {
        let rows = try TimeSpanWorkloads.intervalRows()
        let fields = rows.map { row in
            var request =
                #""op":"interval","start":\#(seconds(millis: row.startMillis)),"end":\#(seconds(millis: row.endMillis)),"locale":\#(quoted(row.tag)),"timeZone":\#(quoted(row.zoneName))"#
            if let styles = row.styles {
                request += #","dateStyle":"\#(styles.date.rawValue)","timeStyle":"\#(styles.time.rawValue)""#
            } else if let skeleton = row.skeleton {
                request += #","skeleton":\#(quoted(skeleton))"#
            }
            return request
        }
        let one = rows.indices.filter { rows[$0].isOneSignature }
        return GoldenRequests(fields: fields, expected: rows.map(\.expected), one: one)
    }

    static func relativeRequests() throws -> GoldenRequests {
        let rows = try TimeSpanWorkloads.relativeRows()
        let fields = rows.map { row in
            var request = #""op":"relative","locale":\#(quoted(row.tag))"#
            if let now = row.now, let instant = row.instant {
                request +=
                    #","instant":\#(seconds(millis: (instant.secondsSince1970 * 1000).rounded())),"now":\#(seconds(millis: (now.secondsSince1970 * 1000).rounded()))"#
            } else {
                request += #","value":\#(row.value),"unit":"\#(row.unit.rawValue)""#
            }
            request += #","numeric":"\#(row.numeric.rawValue)""#
            return request + #","capitalization":"\#(row.capitalization.rawValue)""#
        }
        let one = rows.indices.filter { rows[$0].isOneSignature }
        return GoldenRequests(fields: fields, expected: rows.map(\.expected), one: one)
    }

    static func durationRequests() throws -> GoldenRequests {
        let rows = try GoldenManyWorkloads.durationRows()
        let fields = rows.map { row in
            let units = DurationUnit.allCases.filter { row.units.contains($0) }.map { quoted($0.rawValue) }
            var request =
                #""op":"duration","seconds":\#(quoted(row.seconds)),"locale":\#(quoted(row.tag)),"units":[\#(units.joined(separator: ","))],"rounding":"\#(row.rounding.rawValue)","width":"\#(row.width.rawValue)""#
            if let maximum = row.maximumUnitCount { request += #","maxUnits":\#(maximum)"# }
            return request
        }
        let one = rows.indices.filter { rows[$0].isOneSignature }
        return GoldenRequests(fields: fields, expected: rows.map(\.expected), one: one)
    }

    static func ratingRequests() throws -> GoldenRequests {
        let rows = try CatalogManyWorkloads.ratingRows()
        let fields = rows.map { row in
            #""op":"rating","value":\#(row.arguments["value"] ?? ""),"max":\#(row.arguments["max"] ?? "5"),"outOf":\#(row.key == "rating.starsOutOf"),"locale":\#(quoted(row.locale))"#
        }
        let one = rows.indices.filter { rows[$0].isRatingOne }
        return GoldenRequests(fields: fields, expected: rows.map(\.expected), one: one)
    }

    static func labelRequests() throws -> GoldenRequests {
        let separators = try CatalogManyWorkloads.labelSeparators()
        var fields: [String] = []
        var expected: [String] = []
        var one: [Int] = []
        for locale in Signatures.shippedLocales {
            guard let separator = separators[locale] else {
                throw BenchError.mismatch("e2e-label-many: no golden label.separator for \(locale)")
            }
            for unit in ["celsius", "fahrenheit"] {
                let icu = try ICUNumber(locale: locale, skeleton: "unit/\(unit) unit-width-full-name sign-negative")
                for (index, city) in LabelWorkloads.cities.enumerated() {
                    for tenth in stride(from: -300, through: 450, by: 75) {
                        let temperature = speechForm(icu.string(Double(tenth + index) / 10))
                        if locale == LabelWorkloads.locale && unit == "celsius" { one.append(fields.count) }
                        fields.append(
                            #""op":"label","children":[\#(quoted(city)),\#(quoted(temperature))],"locale":\#(quoted(locale))"#
                        )
                        expected.append(city + separator + temperature)
                    }
                }
            }
        }
        return GoldenRequests(fields: fields, expected: expected, one: one)
    }

    /// money.tsv's `money` or `number` rows, with the options the row names.
    static func moneyRequests(kind: String) throws -> GoldenRequests {
        let rows = try GoldenManyWorkloads.moneyRows(kind: kind)
        let fields = rows.map { row in
            var request: String
            if kind == "money" {
                request =
                    #""op":"money","amount":\#(quoted(row.value)),"currency":\#(quoted(row.options["currency"] ?? "")),"style":"\#(row.presentation.rawValue)""#
                if row.style == "compact" { request += #","compact":true"# }
                if let digits = row.digits { request += #","fractionDigits":\#(digits)"# }
            } else {
                request =
                    #""op":"number","value":\#(quoted(row.value)),"style":"\#(row.numberStyle.rawValue)","presentation":"\#(row.presentation.rawValue)""#
                if let gender = row.gender { request += #","gender":"\#(gender.rawValue)""# }
                if row.byteUnits == .binary { request += #","binary":true"# }
                if let digits = row.digits { request += #","maxFractionDigits":\#(digits)"# }
            }
            return request + #","locale":\#(quoted(row.tag))"#
        }
        let one = rows.indices.filter { rows[$0].isOneSignature }
        return GoldenRequests(fields: fields, expected: rows.map(\.expected), one: one)
    }
}
