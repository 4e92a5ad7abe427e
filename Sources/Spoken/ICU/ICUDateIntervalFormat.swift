internal import SpokenICU

/// Owns one date interval formatter of the shim (ICU's `UDateIntervalFormat` for a skeleton and a
/// zone), closed in `deinit`.
///
/// Sendable because ICU documents DateIntervalFormat as immutable and thread-safe, and every call
/// formats into a result of its own.
final class ICUDateIntervalFormat: @unchecked Sendable {
    private let raw: OpaquePointer

    init(icuLocale: String, skeleton: String, timeZone: SpokenTimeZone) throws(ICUStatusError) {
        var status: Int32 = 0
        let opened = skeleton.withUTF16 { skeleton, skeletonLength in
            timeZone.identifier.withUTF16 { zone, zoneLength in
                spk_dtitvfmt_open(icuLocale, skeleton, skeletonLength, zone, zoneLength, &status)
            }
        }
        guard let opened, icuSucceeded(status) else { throw ICUStatusError(status: status) }
        raw = opened
    }

    deinit { spk_dtitvfmt_close(raw) }

    /// ICU's text for the interval and, unless ICU says one date for both, the UTF-16 ranges of
    /// the start's and the end's parts (ICU's span fields).
    func format(from start: Double, to end: Double) throws(ICUStatusError) -> (text: String, spans: IntervalSpans?) {
        var spans: (Int32, Int32, Int32, Int32) = (-1, -1, -1, -1)
        let text = try withUnsafeMutableBytes(of: &spans) { (bytes) throws(ICUStatusError) -> String in
            let spans = bytes.baseAddress!.assumingMemoryBound(to: Int32.self)
            return try icuUTF16String(initialCapacity: 256) { out, capacity, status in
                spk_dtitvfmt_format(raw, start * 1000, end * 1000, out, capacity, spans, &status)
            }
        }
        guard spans.0 >= 0, spans.1 >= 0, spans.2 >= 0, spans.3 >= 0, spans.1 <= spans.2 else { return (text, nil) }
        return (text, IntervalSpans(start: Int(spans.0)..<Int(spans.1), end: Int(spans.2)..<Int(spans.3)))
    }

    /// ICU's text for the interval alone (the `icu` presentation needs no spans).
    func text(from start: Double, to end: Double) throws(ICUStatusError) -> String {
        try icuUTF16String(initialCapacity: 256) { out, capacity, status in
            spk_dtitvfmt_format_text(raw, start * 1000, end * 1000, out, capacity, &status)
        }
    }

    /// The skeleton of the locale's pattern for ICU's date and time styles.
    static func skeleton(dateStyle: DateStyle, timeStyle: DateStyle, icuLocale: String) throws(ICUStatusError)
        -> String
    {
        try icuUTF16String(initialCapacity: 64) { out, capacity, status in
            spk_date_styles_skeleton(dateStyle.icuValue, timeStyle.icuValue, icuLocale, out, capacity, &status)
        }
    }
}

/// Where each instant's part of an interval's text lies, in UTF-16 offsets.
struct IntervalSpans: Sendable, Hashable {
    var start: Range<Int>
    var end: Range<Int>
}
