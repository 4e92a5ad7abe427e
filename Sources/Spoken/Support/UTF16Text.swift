/// Scalar iteration over a plain UTF-16 text, for rules that run on any format's values.
package enum UTF16Text {
    /// The String of a UTF-16 range. ASCII (keys, argument names, selectors, most texts) is
    /// copied as UTF-8 without the UTF-16 decoder, which costs far more per character.
    package static func string(_ units: [UInt16], _ range: Range<Int>) -> String {
        let range = range.clamped(to: 0..<units.count)
        guard units[range].allSatisfy({ $0 < 0x80 }) else { return String(decoding: units[range], as: UTF16.self) }
        return String(unsafeUninitializedCapacity: range.count) { buffer in
            for (i, unit) in units[range].enumerated() { buffer[i] = UInt8(truncatingIfNeeded: unit) }
            return range.count
        }
    }

    /// Calls `body` with each scalar in `range` and its UTF-16 offset until it returns false.
    /// Lone surrogates come as U+FFFD.
    package static func forEachScalar(_ units: [UInt16], in range: Range<Int>, _ body: (Unicode.Scalar, Int) -> Bool) {
        var i = range.lowerBound
        let end = min(range.upperBound, units.count)
        while i < end {
            let unit = units[i]
            var scalar = Unicode.Scalar(0xFFFD as UInt32)!
            var width = 1
            if UTF16.isLeadSurrogate(unit), i + 1 < end, UTF16.isTrailSurrogate(units[i + 1]) {
                let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(units[i + 1]) - 0xDC00)
                scalar = Unicode.Scalar(value) ?? scalar
                width = 2
            } else if let plain = Unicode.Scalar(UInt32(unit)) {
                scalar = plain
            }
            if !body(scalar, i) { return }
            i += width
        }
    }
}
