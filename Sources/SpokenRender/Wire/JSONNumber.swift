/// Short JSON numbers read exactly without strtod.
enum JSONNumber {
    /// 10^0 … 10^15, each exact as a Double.
    private static let powersOfTen: [Double] = [
        1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
    ]

    /// `-?digits(.digits)?` with at most 15 digits in all, exactly as `Double(text)` reads it;
    /// nil for anything else (an exponent, more digits), which strtod then reads.
    ///
    /// The digits make an integer below 2^53 and the divisor a power of ten below 10^22, both
    /// exact as Doubles, so the one IEEE division is the correctly rounded value of the decimal,
    /// which is what strtod returns (Clinger's fast path); `-0` stays -0.
    static func double(_ text: some Sequence<UInt8>) -> Double? {
        var mantissa = 0
        var digits = 0
        var fractionDigits = 0
        var negative = false
        var inFraction = false
        for byte in text {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard digits < 15 else { return nil }
                mantissa = mantissa * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
                if inFraction { fractionDigits += 1 }
            case UInt8(ascii: "-") where digits == 0 && !negative && !inFraction:
                negative = true
            case UInt8(ascii: ".") where digits > 0 && !inFraction:
                inFraction = true
            default:
                return nil
            }
        }
        guard digits > 0, !inFraction || fractionDigits > 0 else { return nil }
        let value = Double(mantissa) / powersOfTen[fractionDigits]
        return negative ? -value : value
    }
}
