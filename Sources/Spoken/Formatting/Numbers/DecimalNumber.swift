import Foundation

/// A decimal number as it was written (`"0.10"`, `"-42.5"`, `"1e3"`), carried to ICU as decimal
/// text so that no binary floating point rounds it on the way: `"0.10"` stays exactly 0.10, and
/// `"4032.54"` is never 4032.5399999999999636.
///
/// ```swift
/// let price = try DecimalNumber("4032.54")
/// try MoneyFormatter(currency: "USD").string(price)   // "4,032.54 US dollars"
/// ```
///
/// Accepted: an optional sign, digits with an optional `.` fraction (`.5` and `5.` too), an
/// optional exponent (`e`/`E`, at most 4 digits). Anything else, NaN and the infinities are
/// `invalid-number` errors naming the text, and so is a number of more than 308 integer digits:
/// no listener can follow it.
public struct DecimalNumber: Sendable, Hashable, CustomStringConvertible {
    /// The text the number was made from (for a `Double`, Swift's shortest round-trip form).
    public let text: String
    /// The value as ICU's decimal number parser reads it: `[-]DIGITS[E[-]N]` (`-0` for a negative
    /// zero, as written).
    let icuText: String
    /// Whether the value is below zero (a negative zero is not).
    public let isNegative: Bool
    /// Whether the value has no fraction (`42`, `4.2e1`, `42.000`).
    public let isInteger: Bool
    /// The significant digits without leading zeros ("0" for zero) and the power of ten they are
    /// scaled by: value = ±digits × 10^exponent.
    let digits: String
    let exponent: Int

    /// The largest number of integer digits accepted.
    static let maximumIntegerDigits = 308
    /// The longest text accepted (a decimal string is never a megabyte long by accident).
    static let maximumLength = 1024

    /// Parses a decimal number written as text.
    public init(_ text: String) throws(SpokenError) {
        guard let parsed = Self.parse(text) else {
            let lowered = text.lowercased()
            let named = ["nan", "+nan", "-nan", "inf", "+inf", "-inf", "infinity", "+infinity", "-infinity"]
            if named.contains(lowered) {
                throw SpokenError(.invalidNumber, input: text, message: "Invalid number '\(text)': not a finite number")
            }
            throw SpokenError(
                .invalidNumber, input: text,
                message: "Invalid number '\(text)': expected a decimal number such as 42, -3.5 or 0.10")
        }
        guard parsed.digits == "0" || parsed.digits.utf8.count + parsed.exponent <= Self.maximumIntegerDigits else {
            throw SpokenError(
                .invalidNumber, input: text,
                message:
                    "Invalid number '\(text)': more than \(Self.maximumIntegerDigits) digits before the decimal point")
        }
        self.text = text
        self.digits = parsed.digits
        self.exponent = parsed.exponent
        isNegative = parsed.negative && parsed.digits != "0"
        isInteger = parsed.digits == "0" || parsed.exponent >= 0
        // A negative zero keeps its sign for ICU, which shows it where the skeleton does ("-€0.00"
        // in ICU's currency format; sign-negative, as speech uses, hides it).
        icuText = (parsed.negative ? "-" : "") + parsed.digits + (parsed.exponent == 0 ? "" : "E\(parsed.exponent)")
    }

    /// A finite `Double`, as its shortest round-trip decimal (`0.1` is "0.1"). NaN and the
    /// infinities are `invalid-number` errors.
    public init(_ value: Double) throws(SpokenError) {
        try requireFinite(value)
        try self.init(value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)")
    }

    public init(_ value: Int) {
        // An integer's digits always parse.
        self = try! DecimalNumber(String(value))  // swiftlint:disable:this force_try
    }

    /// A Foundation `Decimal` (exact: it is already decimal). NaN is an `invalid-number` error.
    public init(_ value: Decimal) throws(SpokenError) {
        guard !value.isNaN else {
            throw SpokenError(.invalidNumber, input: "NaN", message: "Invalid number 'NaN': not a finite number")
        }
        try self.init(value.description)
    }

    public var description: String { text }

    /// The value times 10^power, exactly (a decimal shift: 0.425 × 10² is 42.5), quoting the same
    /// text in errors.
    func scaled(byPowerOfTen power: Int) -> DecimalNumber {
        guard digits != "0" else { return self }
        return DecimalNumber(text: text, negative: isNegative, digits: digits, exponent: exponent + power)
    }

    private init(text: String, negative: Bool, digits: String, exponent: Int) {
        self.text = text
        self.digits = digits
        self.exponent = exponent
        isNegative = negative
        isInteger = exponent >= 0
        icuText = (negative ? "-" : "") + digits + (exponent == 0 ? "" : "E\(exponent)")
    }

    /// The value divided by 1024^power, exactly: 1024^k is 2^10k, so x / 2^10k is
    /// x × 5^10k / 10^10k, a finite decimal (digit arithmetic, no rounding).
    func divided(byPowerOf1024 power: Int) -> DecimalNumber {
        guard digits != "0", power > 0 else { return self }
        // Little-endian digit values, multiplied by 5^10 (9,765,625) `power` times.
        var value = digits.utf8.reversed().map { UInt64($0 - UInt8(ascii: "0")) }
        for _ in 0..<power {
            var carry: UInt64 = 0
            for index in value.indices {
                let product = value[index] * 9_765_625 + carry
                value[index] = product % 10
                carry = product / 10
            }
            while carry > 0 {
                value.append(carry % 10)
                carry /= 10
            }
        }
        var exponent = self.exponent - 10 * power
        var start = 0
        while start < value.count - 1, value[start] == 0 {
            start += 1
            exponent += 1
        }
        let text = String(decoding: value[start...].reversed().map { UInt8($0) + UInt8(ascii: "0") }, as: UTF8.self)
        return DecimalNumber(text: self.text, negative: isNegative, digits: text, exponent: exponent)
    }

    /// The number of digits before the decimal point of the magnitude (0 below 1).
    var integerDigitCount: Int { digits == "0" ? 0 : max(0, digits.utf8.count + exponent) }

    /// Whether the magnitude, rounded half to even to `fractionDigits` digits, is at least `bound`
    /// (a whole number below 10^15).
    func roundedMagnitude(fractionDigits: Int, isAtLeast bound: Int) -> Bool {
        guard digits != "0" else { return bound <= 0 }
        // The magnitude × 10^fractionDigits: its whole part (the digits kept) and what follows.
        let all = Array(digits.utf8).map { Int($0 - UInt8(ascii: "0")) }
        let kept = all.count + exponent + fractionDigits
        let limit = bound.multipliedReportingOverflow(by: Int(pow10(fractionDigits)))
        guard !limit.overflow else { return false }
        if kept > 18 { return true }  // ≥ 10^17 × 10^-f: above any bound that fits
        guard kept > 0 else {
            // Below one unit of the last kept digit: rounds to 0, or to 1 past a half.
            let roundsUp = kept == 0 && (all[0] > 5 || (all[0] == 5 && all.dropFirst().contains { $0 != 0 }))
            return (roundsUp ? 1 : 0) >= limit.partialValue
        }
        var whole = 0
        for index in 0..<kept { whole = whole * 10 + (index < all.count ? all[index] : 0) }
        if kept < all.count {
            let first = all[kept]
            let restNonZero = all[(kept + 1)...].contains { $0 != 0 }
            if first > 5 || (first == 5 && (restNonZero || whole % 2 == 1)) { whole += 1 }
        }
        return whole >= limit.partialValue
    }

    private func pow10(_ power: Int) -> Int64 {
        var result: Int64 = 1
        for _ in 0..<power { result *= 10 }
        return result
    }

    /// The nearest `Double` (for plural rules and other consumers of binary numbers).
    public var doubleValue: Double { Double(icuText) ?? .nan }

    /// Equal values are equal numbers: a negative zero is zero.
    public static func == (a: DecimalNumber, b: DecimalNumber) -> Bool {
        a.isNegative == b.isNegative && a.digits == b.digits && a.exponent == b.exponent
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(isNegative)
        hasher.combine(digits)
        hasher.combine(exponent)
    }

    /// Sign, significant digits and exponent of decimal text, or nil when it is not one.
    private static func parse(_ text: String) -> (negative: Bool, digits: String, exponent: Int)? {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty, bytes.count <= maximumLength else { return nil }
        var index = 0
        var negative = false
        if bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+") {
            negative = bytes[0] == UInt8(ascii: "-")
            index = 1
        }
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        var mantissa: [UInt8] = []
        var fractionDigits = 0
        var sawDigit = false
        while index < bytes.count, isDigit(bytes[index]) {
            mantissa.append(bytes[index])
            sawDigit = true
            index += 1
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < bytes.count, isDigit(bytes[index]) {
                mantissa.append(bytes[index])
                fractionDigits += 1
                sawDigit = true
                index += 1
            }
        }
        guard sawDigit else { return nil }
        var exponent = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            var exponentNegative = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                exponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            let start = index
            while index < bytes.count, isDigit(bytes[index]), index - start < 5 {
                exponent = exponent * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                index += 1
            }
            guard index > start, index - start <= 4 else { return nil }
            if exponentNegative { exponent = -exponent }
        }
        guard index == bytes.count else { return nil }
        // Leading zeros carry nothing; trailing zeros of the fraction are kept in the exponent.
        let firstNonZero = mantissa.firstIndex { $0 != UInt8(ascii: "0") }
        guard let firstNonZero else { return (negative, "0", 0) }
        var significant = Array(mantissa[firstNonZero...])
        var scale = exponent - fractionDigits
        while significant.count > 1, significant.last == UInt8(ascii: "0") {
            significant.removeLast()
            scale += 1
        }
        return (negative, String(decoding: significant, as: UTF8.self), scale)
    }
}
