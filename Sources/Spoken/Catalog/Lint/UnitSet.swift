/// A set of UTF-16 code units as 65,536 bits (8 KB): membership is one load and a mask, where a
/// `Set<UInt16>` or a dictionary hashes and `Unicode.Scalar.Properties` looks up tables. Lint's
/// scans test every code unit of every message.
struct UnitSet: Sendable {
    private var words = [UInt64](repeating: 0, count: 1_024)

    init() {}

    init(where predicate: (UInt16) -> Bool) {
        for unit in 0...UInt16.max where predicate(unit) { insert(unit) }
    }

    mutating func insert(_ unit: UInt16) { words[Int(unit >> 6)] |= 1 << UInt64(unit & 63) }

    @inline(__always)
    func contains(_ unit: UInt16) -> Bool { words[Int(unit >> 6)] & (1 << UInt64(unit & 63)) != 0 }

    /// The ASCII members as two words (units 0–63, 64–127), for a scan that keeps them in registers.
    var asciiWords: (low: UInt64, high: UInt64) { (words[0], words[1]) }

    /// Decimal digits of every script in the BMP (general category Nd), as Unicode defines them.
    static let decimalDigits = UnitSet { unit in
        Unicode.Scalar(UInt32(unit)).map { $0.properties.generalCategory == .decimalNumber } ?? false
    }

    /// Alphabetic code units, and lead surrogates (a supplementary letter's first half).
    static let letters = UnitSet { unit in
        Unicode.Scalar(UInt32(unit)).map { $0.properties.isAlphabetic } ?? UTF16.isLeadSurrogate(unit)
    }
}
