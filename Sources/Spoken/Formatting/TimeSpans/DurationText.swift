/// Durations as apps and people write them, read into Swift's `Duration`:
///
/// - seconds, as a decimal number: `4527`, `4527.25`, `0.5`;
/// - clock notation, as media players show it: `5:12` (minutes and seconds), `1:15:27` (hours,
///   minutes and seconds), a fraction on the seconds (`5:12.5`); every field after the first has
///   two digits below 60;
/// - ISO 8601: `PT1H15M`, `PT4527S`, `P1DT2H`, `P2W`, `PT0.5S` (a fraction on the last
///   component). Years and months are refused: they have no fixed length.
///
/// Negative, non-finite and unreadable durations are `invalid-duration` errors naming the input.
public enum DurationText {
    /// The examples every message shows.
    static let expected = "expected seconds (4527), clock time (1:15:27) or ISO 8601 (PT1H15M)"

    public static func parse(_ text: String) throws(SpokenError) -> Duration {
        let utf8 = Array(text.utf8)
        guard let first = utf8.first else { throw invalid(text, expected) }
        if first == UInt8(ascii: "-") {
            throw invalid(text, "a duration cannot be negative")
        }
        if first == UInt8(ascii: "P") {
            guard let attoseconds = iso8601(utf8) else {
                if monthBeforeTime(utf8) {
                    throw invalid(text, "years and months have no fixed length; give days, hours, minutes or seconds")
                }
                throw invalid(text, expected)
            }
            return try duration(attoseconds, text)
        }
        if utf8.contains(UInt8(ascii: ":")) {
            guard let attoseconds = clock(utf8) else { throw invalid(text, expected) }
            return try duration(attoseconds, text)
        }
        if let attoseconds = decimal(utf8[...]) { return try duration(attoseconds, text) }
        // `1e3`, `inf`, `nan`: numbers, but not written as plain decimals.
        if let value = try? DecimalText.parse(text) { return try seconds(value, input: text) }
        throw invalid(text, expected)
    }

    /// A number of seconds (a JSON number, a `Double` from code).
    public static func seconds(_ value: Double, input: String? = nil) throws(SpokenError) -> Duration {
        let shown = input ?? number(value)
        guard value.isFinite else { throw invalid(shown, "not a finite number") }
        guard value >= 0 else { throw invalid(shown, "a duration cannot be negative") }
        guard value < 9e18 else { throw invalid(shown, "too long to speak") }
        return .seconds(value)
    }

    /// Refuses negative durations.
    static func checked(_ duration: Duration) throws(SpokenError) -> Duration {
        guard duration >= .zero else {
            throw invalid(String(describing: duration), "a duration cannot be negative")
        }
        return duration
    }

    static func invalid(_ text: String, _ reason: String) -> SpokenError {
        SpokenError(.invalidDuration, input: text, message: "Invalid duration '\(text)': \(reason)")
    }

    /// `4527.0` as `4527`.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    private static let second: Int128 = 1_000_000_000_000_000_000

    private static func duration(_ attoseconds: Int128, _ text: String) throws(SpokenError) -> Duration {
        let (seconds, atto) = attoseconds.quotientAndRemainder(dividingBy: second)
        guard seconds < 9_000_000_000_000_000_000 else { throw invalid(text, "too long to speak") }
        return Duration(secondsComponent: Int64(seconds), attosecondsComponent: Int64(atto))
    }

    /// Digits, an optional fraction (`.` or `,` in ISO 8601), nothing else: attoseconds when
    /// `scale` is the attoseconds of one unit (a whole number of seconds, or one second at most).
    /// Nil for anything else or more than 18 digits of fraction; `Int128.max` (too long to speak)
    /// when the value does not fit.
    private static func decimal(_ bytes: ArraySlice<UInt8>, scale: Int128 = second) -> Int128? {
        var whole: Int128 = 0
        var index = bytes.startIndex
        var digits = 0
        while index < bytes.endIndex, let digit = digit(bytes[index]) {
            // Past Int64.max the value is too long whatever follows: stop growing it.
            if whole <= Int128(Int64.max) { whole = whole * 10 + Int128(digit) }
            digits += 1
            index += 1
        }
        var fraction: Int128 = 0
        var fractionScale: Int128 = 1
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ",") {
            index += 1
            let start = index
            while index < bytes.endIndex, let digit = digit(bytes[index]) {
                guard index - start < 18 else { return nil }
                fraction = fraction * 10 + Int128(digit)
                fractionScale *= 10
                index += 1
            }
            guard index > start else { return nil }
        }
        guard index == bytes.endIndex, digits > 0 || fractionScale > 1 else { return nil }
        // Exact to the attosecond: a fraction of at most 18 digits is a whole number of
        // attoseconds of a second (second / fractionScale), and of a larger unit that many times
        // its seconds. No product below overflows: fraction < fractionScale, so the fraction's
        // attoseconds stay below `scale`.
        let fractionAttoseconds =
            scale >= second
            ? fraction * (second / fractionScale) * (scale / second) : fraction * scale / fractionScale
        return sum(product(whole, scale), fractionAttoseconds)
    }

    /// `a × b` for non-negative values, `Int128.max` when it overflows (too long to speak).
    private static func product(_ a: Int128, _ b: Int128) -> Int128 {
        let (value, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? .max : value
    }

    /// `a + b` for non-negative values, `Int128.max` when it overflows (too long to speak).
    private static func sum(_ a: Int128, _ b: Int128) -> Int128 {
        let (value, overflow) = a.addingReportingOverflow(b)
        return overflow ? .max : value
    }

    private static func digit(_ byte: UInt8) -> Int? {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? Int(byte - UInt8(ascii: "0")) : nil
    }

    /// `M:SS`, `H:MM:SS`, a fraction on the seconds.
    private static func clock(_ utf8: [UInt8]) -> Int128? {
        let parts = utf8.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3 else { return nil }
        var total: Int128 = 0
        for (index, part) in parts.enumerated() {
            let isLast = index == parts.count - 1
            if index > 0 {
                // Two digits below 60, then (for the seconds) an optional fraction.
                guard part.count >= 2, let tens = digit(part[part.startIndex]), tens < 6,
                    digit(part[part.startIndex + 1]) != nil, part.count == 2 || isLast
                else { return nil }
            }
            if isLast {
                guard let seconds = decimal(part), !part.contains(UInt8(ascii: ",")) else { return nil }
                total = sum(product(total, 60 * second), seconds)
            } else {
                guard !part.isEmpty, part.allSatisfy({ digit($0) != nil }), part.count <= 12,
                    let value = Int64(String(decoding: part, as: UTF8.self))
                else { return nil }
                total = sum(product(total, 60), Int128(value))
            }
        }
        return total
    }

    /// `PnW` or `PnDTnHnMnS`, each component optional but at least one, a fraction only on the
    /// last one.
    private static func iso8601(_ utf8: [UInt8]) -> Int128? {
        var index = 1
        var total: Int128 = 0
        var inTime = false
        var any = false
        var sawFraction = false
        // Designators allowed, in order, before and after `T`.
        var dateDesignators: [UInt8] = [UInt8(ascii: "W"), UInt8(ascii: "D")]
        var timeDesignators: [UInt8] = [UInt8(ascii: "H"), UInt8(ascii: "M"), UInt8(ascii: "S")]
        while index < utf8.count {
            if utf8[index] == UInt8(ascii: "T") {
                guard !inTime, index + 1 < utf8.count else { return nil }
                inTime = true
                index += 1
                continue
            }
            guard !sawFraction else { return nil }
            let start = index
            while index < utf8.count,
                digit(utf8[index]) != nil || utf8[index] == UInt8(ascii: ".")
                    || utf8[index] == UInt8(ascii: ",")
            {
                index += 1
            }
            guard index > start, index < utf8.count else { return nil }
            let designator = utf8[index]
            let unit: Int128
            if inTime {
                guard let position = timeDesignators.firstIndex(of: designator) else { return nil }
                timeDesignators.removeFirst(position + 1)
                unit =
                    designator == UInt8(ascii: "H")
                    ? 3_600 * second : designator == UInt8(ascii: "M") ? 60 * second : second
            } else {
                guard let position = dateDesignators.firstIndex(of: designator) else { return nil }
                dateDesignators.removeFirst(position + 1)
                unit = designator == UInt8(ascii: "W") ? 7 * 86_400 * second : 86_400 * second
            }
            let number = utf8[start..<index]
            sawFraction = number.contains(UInt8(ascii: ".")) || number.contains(UInt8(ascii: ","))
            guard let value = decimal(number, scale: unit) else { return nil }
            total = sum(total, value)
            any = true
            index += 1
        }
        return any ? total : nil
    }

    /// `P1M`, `P1Y2M3DT4H`: a month (or year) designator before any `T`.
    private static func monthBeforeTime(_ utf8: [UInt8]) -> Bool {
        let date = utf8.prefix { $0 != UInt8(ascii: "T") }
        return date.contains(UInt8(ascii: "M")) || date.contains(UInt8(ascii: "Y"))
    }
}
