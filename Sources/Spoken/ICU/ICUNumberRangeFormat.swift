internal import SpokenICU

/// Owns one ICU number range formatter (`LocalizedNumberRangeFormatter`) opened from a skeleton,
/// closed in `deinit`.
///
/// Sendable because ICU documents the formatter as thread-safe for formatting, like
/// `UNumberFormatter`; each call opens its own result inside the shim.
final class ICUNumberRangeFormat: Sendable {
    private struct Handle: @unchecked Sendable { let pointer: OpaquePointer }
    private let formatter: Handle
    let skeleton: String

    /// How much of the two values ICU may merge (`UNumberRangeCollapse`).
    enum Collapse: Int32 {
        /// ICU's default: "€10 – €90", "1–3 million euros"; ar and he merge two negative
        /// signs into one ("؜-١٠–٥").
        case auto = 0
        /// Only the unit: "10–90 euros", "-10 – -5 euros", each value keeping its sign.
        case unit = 2
    }

    /// A formatted range and where its two values are in it (nil when ICU wrote one value
    /// because the two were equal after rounding).
    struct Formatted: Sendable {
        var text: String
        var first: Range<String.Index>?
        var second: Range<String.Index>?
    }

    /// `grammaticalCase`: CLDR's name of the case the unit's names take (nil: ICU's default form).
    init(skeleton: String, collapse: Collapse, icuLocale: String, grammaticalCase: String? = nil)
        throws(ICUStatusError)
    {
        var status: Int32 = 0
        var offset: Int32 = -1
        let opened = skeleton.withUTF16 { units, length in
            spk_numrangefmt_open(units, length, collapse.rawValue, icuLocale, grammaticalCase, &offset, &status)
        }
        guard icuSucceeded(status), let opened else { throw ICUStatusError(status: status) }
        formatter = Handle(pointer: opened)
        self.skeleton = skeleton
    }

    deinit { spk_numrangefmt_close(formatter.pointer) }

    /// The range between two decimal texts (`[-]DIGITS[E[-]N]`), as ICU's range formatter writes
    /// it.
    func string(decimal first: String, _ second: String) throws(ICUStatusError) -> Formatted {
        var spans = spk_numrange_spans()
        let formatter = self.formatter.pointer
        let text = try first.withCChars { (a, aCount) throws(ICUStatusError) -> String in
            try second.withCChars { (b, bCount) throws(ICUStatusError) -> String in
                try icuCString(initialCapacity: 256) {
                    spk_numrangefmt_format_decimal_utf8(formatter, a, aCount, b, bCount, $0, $1, &spans, &$2)
                }
            }
        }
        guard spans.single == 0 else { return Formatted(text: text, first: nil, second: nil) }
        let utf8 = text.utf8
        func range(_ start: Int32, _ limit: Int32) -> Range<String.Index>? {
            guard start >= 0, start <= limit, Int(limit) <= utf8.count else { return nil }
            return utf8.index(utf8.startIndex, offsetBy: Int(start))..<utf8.index(utf8.startIndex, offsetBy: Int(limit))
        }
        let a = range(spans.first_start, spans.first_limit)
        let b = range(spans.second_start, spans.second_limit)
        guard let a, let b, a.upperBound <= b.lowerBound else { return Formatted(text: text, first: nil, second: nil) }
        return Formatted(text: text, first: a, second: b)
    }
}
