import ICUBaselines

// The raw ICU calls for the time-span, money and number workloads, straight from ICU's C API
// (`Benchmarks/Sources/ICUBaselines`: timespans.c, numberstyles.c), never through Spoken or
// its shim. Each holds its ICU formatter and a UTF-16 buffer: `format` is the floor (ICU's call
// alone, no String), `string` the same words as text, for the checks before timing.

/// The raw ICU calls of the rows of a workload, by row index: `format` into a held buffer (the
/// UTF-16 length), `text` the words as the golden file has them (in speech form where it does).
struct Floor {
    var name = "icu-per-signature"
    var format: (Int) -> Int
    var text: (Int) -> String
}

/// A duration as MeasureFormat::formatMeasures builds it: unumf per unit and ulistfmt "units".
final class ICUDuration {
    let handle: OpaquePointer
    var buffer = [UInt16](repeating: 0, count: 512)

    /// `width`: 0 full names, 1 short, 2 narrow.
    init(locale: String, width: Int32) throws {
        var status: Int32 = 0
        guard let handle = spk_bench_duration_open(locale, width, &status), status <= 0 else {
            throw BenchError.mismatch("ICU cannot open a duration formatter for '\(locale)' (status \(status))")
        }
        self.handle = handle
    }

    deinit { spk_bench_duration_close(handle) }

    /// The amounts, each of the unit at the same index (0 day … 4 millisecond).
    func format(_ amounts: [Int64], _ units: [Int32]) -> Int {
        var status: Int32 = 0
        return Int(spk_bench_duration_format(handle, amounts, units, Int32(amounts.count), &buffer, 512, &status))
    }

    func string(_ amounts: [Int64], _ units: [Int32]) -> String {
        String(decoding: buffer[..<min(format(amounts, units), 512)], as: UTF16.self)
    }

    /// ICU's units in the order the C baseline numbers them.
    static let units = ["day", "hour", "minute", "second", "millisecond"]

    /// "1 hour|15 minute|27 second" (durations.tsv's amounts column) as amounts and unit indexes.
    static func amounts(_ text: String) -> (amounts: [Int64], units: [Int32]) {
        var amounts: [Int64] = []
        var units: [Int32] = []
        for piece in text.split(separator: "|") {
            let parts = piece.split(separator: " ")
            guard parts.count == 2, let amount = Int64(parts[0]), let unit = Self.units.firstIndex(of: String(parts[1]))
            else { continue }
            amounts.append(amount)
            units.append(Int32(unit))
        }
        return (amounts, units)
    }
}

/// ICU's relative date-time formatter at its long style.
final class ICURelativeTime {
    let handle: OpaquePointer
    var buffer = [UInt16](repeating: 0, count: 256)

    init(locale: String, sentence: Bool) throws {
        var status: Int32 = 0
        guard let handle = spk_bench_reltime_open(locale, sentence ? 1 : 0, &status), status <= 0 else {
            throw BenchError.mismatch("ICU cannot open a relative time formatter for '\(locale)' (status \(status))")
        }
        self.handle = handle
    }

    deinit { spk_bench_reltime_close(handle) }

    /// ICU's units in the order the C baseline numbers them.
    static let units = ["second", "minute", "hour", "day", "week", "month", "quarter", "year"]

    func format(_ value: Double, unit: Int32, numeric: Bool) -> Int {
        var status: Int32 = 0
        return Int(spk_bench_reltime_format(handle, value, unit, numeric ? 1 : 0, &buffer, 256, &status))
    }

    func string(_ value: Double, unit: Int32, numeric: Bool) -> String {
        String(decoding: buffer[..<min(format(value, unit: unit, numeric: numeric), 256)], as: UTF16.self)
    }
}

/// ICU's date interval formatter for a skeleton (or for date and time styles) in a zone.
final class ICUInterval {
    let handle: OpaquePointer
    var buffer = [UInt16](repeating: 0, count: 256)

    init(locale: String, zone: String, skeleton: String) throws {
        var status: Int32 = 0
        let zone16 = Array(zone.utf16)
        let skeleton16 = Array(skeleton.utf16)
        guard
            let handle = spk_bench_interval_open(
                locale, zone16, Int32(zone16.count), skeleton16, Int32(skeleton16.count), &status), status <= 0
        else { throw BenchError.mismatch("ICU cannot open an interval formatter for '\(skeleton)' in '\(locale)'") }
        self.handle = handle
    }

    /// Styles by ICU's numbers (UDAT_FULL 0 … UDAT_SHORT 3, UDAT_NONE -1).
    init(locale: String, zone: String, dateStyle: Int32, timeStyle: Int32) throws {
        var status: Int32 = 0
        let zone16 = Array(zone.utf16)
        guard
            let handle = spk_bench_interval_open_styles(
                locale, zone16, Int32(zone16.count), dateStyle, timeStyle, &status), status <= 0
        else { throw BenchError.mismatch("ICU cannot open an interval formatter for styles in '\(locale)'") }
        self.handle = handle
    }

    deinit { spk_bench_interval_close(handle) }

    /// ICU's number for a style name (UDateFormatStyle).
    static func style(_ name: String) -> Int32? {
        ["full": 0, "long": 1, "medium": 2, "short": 3, "none": -1][name]
    }

    func format(fromMillis: Double, toMillis: Double) -> Int {
        var status: Int32 = 0
        return Int(spk_bench_interval_format(handle, fromMillis, toMillis, &buffer, 256, &status))
    }

    func string(fromMillis: Double, toMillis: Double) -> String {
        String(decoding: buffer[..<min(format(fromMillis: fromMillis, toMillis: toMillis), 256)], as: UTF16.self)
    }
}

/// What ICU is given for money or a number style (money.tsv's recipe column): a number skeleton
/// for unumf, or an RBNF rule set (`%spellout-numbering`) for unum.
final class ICURecipe {
    let handle: OpaquePointer
    var buffer = [UInt16](repeating: 0, count: 512)

    init(locale: String, recipe: String) throws {
        var status: Int32 = 0
        guard let handle = spk_bench_recipe_open(locale, recipe, &status), status <= 0 else {
            throw BenchError.mismatch("ICU cannot open '\(recipe)' in '\(locale)' (status \(status))")
        }
        self.handle = handle
    }

    deinit { spk_bench_recipe_close(handle) }

    /// unumf_formatDecimal (or unum_formatDecimal) of a decimal string, as UTF-8 bytes.
    func format(_ decimal: [CChar]) -> Int {
        var status: Int32 = 0
        return Int(spk_bench_recipe_format(handle, decimal, Int32(decimal.count), &buffer, 512, &status))
    }

    /// Each digit alone, joined by spaces when `spaced` (the `digits` style).
    func format(digits: [CChar], spaced: Bool) -> Int {
        var status: Int32 = 0
        return Int(
            spk_bench_recipe_format_digits(
                handle, digits, Int32(digits.count), spaced ? 1 : 0, &buffer, 512, &status))
    }

    func string(_ decimal: [CChar]) -> String {
        String(decoding: buffer[..<min(format(decimal), 512)], as: UTF16.self)
    }

    func string(digits: [CChar], spaced: Bool) -> String {
        String(decoding: buffer[..<min(format(digits: digits, spaced: spaced), 512)], as: UTF16.self)
    }

    /// A decimal string as the C call takes it (its bytes, no terminator).
    static func bytes(_ text: String) -> [CChar] { text.utf8.map { CChar(bitPattern: $0) } }
}
