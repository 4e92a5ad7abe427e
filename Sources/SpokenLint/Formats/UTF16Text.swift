/// Scalar iteration over a plain UTF-16 text, for rules that run on any format's values.
enum UTF16Text {
    /// Calls `body` with each scalar in `range` and its UTF-16 offset until it returns false.
    /// Lone surrogates come as U+FFFD.
    static func forEachScalar(_ units: [UInt16], in range: Range<Int>, _ body: (Unicode.Scalar, Int) -> Bool) {
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
