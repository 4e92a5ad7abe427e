/// `printf-placeholder`: `%@`, `%d`, `%s`, `%lld`, `%1$@` inside an ICU message; they are spoken
/// literally. Use a named argument (`{count}`).
package enum PrintfPlaceholderRule: MessageRule {
    package static let rule = DiagnosticCode.printfPlaceholder
    package static let summary = "A printf-style placeholder (%@, %d, %s, %1$@) inside an ICU message"

    private static let conversions = Set("@dDiuUxXoOfFeEgGaAcCsSp".unicodeScalars.map(\.value))
    private static let lengths: [[UInt16]] = ["hh", "ll", "h", "l", "q", "z", "t", "j", "L"].map { Array($0.utf16) }

    static func check(_ context: MessageContext, into sink: inout DiagnosticSink) {
        guard context.analysis.hasPercent else { return }  // most messages: no scan
        let units = context.units
        for range in context.analysis.textRanges {
            var i = range.lowerBound
            while i < range.upperBound {
                guard units[i] == 0x25 else {  // %
                    i += 1
                    continue
                }
                if i + 1 < range.upperBound, units[i + 1] == 0x25 {
                    i += 2
                    continue
                }
                if let end = match(units, from: i + 1, limit: range.upperBound) {
                    let spec = String(decoding: units[i..<end], as: UTF16.self)
                    sink.report(
                        rule, context, offset: i,
                        "printf placeholder '\(spec)' in an ICU message is spoken literally: use a named argument such as {count}"
                    )
                    i = end
                } else {
                    i += 1
                }
            }
        }
    }

    /// `(\d+\$)?[-+0#]*\d*(\.\d+)?(hh|ll|h|l|q|z|t|j|L)?[conversion]` not followed by a letter.
    private static func match(_ units: [UInt16], from start: Int, limit: Int) -> Int? {
        func isDigit(_ i: Int) -> Bool { i < limit && units[i] >= 0x30 && units[i] <= 0x39 }
        var i = start
        var digitsEnd = i
        while isDigit(digitsEnd) { digitsEnd += 1 }
        if digitsEnd > i, digitsEnd < limit, units[digitsEnd] == 0x24 { i = digitsEnd + 1 }  // n$
        while i < limit, [0x2D, 0x2B, 0x30, 0x23].contains(units[i]) { i += 1 }
        while isDigit(i) { i += 1 }
        if i < limit, units[i] == 0x2E, isDigit(i + 1) {
            i += 1
            while isDigit(i) { i += 1 }
        }
        for length in lengths where i + length.count < limit && Array(units[i..<(i + length.count)]) == length {
            i += length.count
            break
        }
        guard i < limit, conversions.contains(UInt32(units[i])) else { return nil }
        let end = i + 1
        if end < limit, let next = Unicode.Scalar(UInt32(units[end])), next.properties.isAlphabetic,
            units[i] != 0x40
        {
            return nil  // "%des": a word, not a placeholder
        }
        return end
    }
}
