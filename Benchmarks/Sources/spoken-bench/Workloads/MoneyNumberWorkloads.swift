import Foundation
import Spoken

/// `money` and `number` (issue 20): the golden rows of one signature (money.tsv, `unumf` and
/// `RuleBasedNumberFormat` in a C++ program over the system ICU, never Spoken) in random order,
/// a formatter made per request, checked byte for byte first; against ICU's raw call with the
/// row's recipe (the floor: `ICUBaselines/numberstyles.c`) and Foundation's FormatStyles where
/// Linux has them, made once and reused (its own, newer ICU: costs compared, a sample printed).
///
/// - `money`: `en`, USD, `spoken` (`currency/USD unit-width-full-name
///   precision-currency-standard/w`), amounts as decimal strings parsed once. Foundation:
///   `Decimal.FormatStyle.Currency` and `FloatingPointFormatStyle<Double>.Currency`, both with
///   `.presentation(.fullName)` (Foundation keeps a whole amount's zero fraction: "42.00 US
///   dollars").
/// - `number`: `en`, `percent`, `spoken` (`percent unit-width-full-name`: "42 percent").
///   Foundation: `FloatingPointFormatStyle<Double>.Percent` of the value / 100, which says "42%":
///   Foundation has no full-name percent, nor a long compact notation (`.compactName` is "1.2K")
///   nor a spell-out FormatStyle, so the other number styles have no Foundation contender.
enum MoneyNumberWorkloads {
    static func money(iterations: Int) throws -> Workload {
        let rows = try GoldenManyWorkloads.moneyRows(kind: "money").filter(\.isOneSignature)
        for row in rows { row.amount = try DecimalNumber(row.value) }
        let amounts = rows.map { $0.amount! }
        let english = try SpokenLocale("en")
        let usd: CurrencyCode = "USD"
        var floor = try GoldenManyWorkloads.recipeFloor(rows)
        floor.name = "unumf-raw"
        let decimals = try rows.map { row in
            guard let decimal = Decimal(string: row.value, locale: Locale(identifier: "en_US_POSIX")) else {
                throw BenchError.mismatch("money: Foundation cannot read '\(row.value)' as a Decimal")
            }
            return decimal
        }
        let doubles = rows.map { Double($0.value) ?? .nan }
        let decimalStyle = Decimal.FormatStyle.Currency(code: "USD", locale: TimeSpanWorkloads.enUS)
            .presentation(.fullName)
        let doubleStyle = FloatingPointFormatStyle<Double>.Currency(code: "USD", locale: TimeSpanWorkloads.enUS)
            .presentation(.fullName)
        return try TimeSpanWorkloads.single(
            name: "money", iterations: iterations, count: rows.count, expected: { rows[$0].expected },
            say: { try MoneyFormatter(locale: english, currency: usd).string(amounts[$0]) }, floor: floor,
            foundation: [
                ("foundation-decimal", { decimalStyle.format(decimals[$0]) }),
                ("foundation-double", { doubleStyle.format(doubles[$0]) }),
            ], sample: rows.firstIndex { $0.value == "42" } ?? 0)
    }

    static func number(iterations: Int) throws -> Workload {
        let rows = try GoldenManyWorkloads.moneyRows(kind: "number").filter {
            $0.tag == "en" && $0.presentation == .spoken && $0.style == "percent" && $0.options.isEmpty
        }
        let values = try rows.map { try DecimalNumber($0.value) }
        let english = try SpokenLocale("en")
        var floor = try GoldenManyWorkloads.recipeFloor(rows)
        floor.name = "unumf-raw"
        let fractions = rows.map { (Double($0.value) ?? .nan) / 100 }
        let percent = FloatingPointFormatStyle<Double>.Percent(locale: TimeSpanWorkloads.enUS)
        return try TimeSpanWorkloads.single(
            name: "number", iterations: iterations, count: rows.count, expected: { rows[$0].expected },
            say: { try SpokenNumberFormatter(locale: english, style: .percent).string(values[$0]) }, floor: floor,
            foundation: [("foundation-percent", { percent.format(fractions[$0]) })],
            sample: rows.firstIndex { $0.value == "42" } ?? 0,
            notes: [
                "style percent (Foundation has it only as a symbol, \"42%\"; compact-long, spellout and ordinals have no Foundation FormatStyle: see number-many)"
            ])
    }
}
