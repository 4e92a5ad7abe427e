internal import SpokenICU

/// Owns one date interval formatter of the shim (ICU's `DateIntervalFormat` for a locale and a
/// skeleton), closed in `deinit`. It serves every zone: each call formats through the calendars of
/// an `ICUIntervalCalendars` of the zone, so a formatter (about 90 KB: ICU copies the locale's
/// interval patterns into each) is not made again for each zone.
///
/// Sendable because ICU serialises DateIntervalFormat's calls, and every call formats into a result
/// of its own.
final class ICUDateIntervalFormat: @unchecked Sendable {
    private let raw: OpaquePointer

    init(icuLocale: String, skeleton: String) throws(ICUStatusError) {
        var status: Int32 = 0
        let opened = skeleton.withUTF16 { skeleton, skeletonLength in
            spk_dtitvfmt_open(icuLocale, skeleton, skeletonLength, &status)
        }
        guard let opened, icuSucceeded(status) else { throw ICUStatusError(status: status) }
        raw = opened
    }

    deinit { spk_dtitvfmt_close(raw) }

    /// ICU's text for the interval in the zone of `calendars` and, unless ICU says one date for
    /// both, the UTF-16 ranges of the start's and the end's parts (ICU's span fields).
    func format(from start: Double, to end: Double, in calendars: ICUIntervalCalendars) throws(ICUStatusError) -> (
        text: String, spans: IntervalSpans?
    ) {
        var spans: (Int32, Int32, Int32, Int32) = (-1, -1, -1, -1)
        let text = try withUnsafeMutableBytes(of: &spans) { (bytes) throws(ICUStatusError) -> String in
            let spans = bytes.baseAddress!.assumingMemoryBound(to: Int32.self)
            return try icuUTF16String(initialCapacity: 256) { out, capacity, status in
                spk_dtitvfmt_format(raw, calendars.raw, start * 1000, end * 1000, out, capacity, spans, &status)
            }
        }
        guard spans.0 >= 0, spans.1 >= 0, spans.2 >= 0, spans.3 >= 0, spans.1 <= spans.2 else { return (text, nil) }
        return (text, IntervalSpans(start: Int(spans.0)..<Int(spans.1), end: Int(spans.2)..<Int(spans.3)))
    }

    /// ICU's text for the interval alone (the `icu` presentation needs no spans).
    func text(from start: Double, to end: Double, in calendars: ICUIntervalCalendars) throws(ICUStatusError) -> String {
        try icuUTF16String(initialCapacity: 256) { out, capacity, status in
            spk_dtitvfmt_format_text(raw, calendars.raw, start * 1000, end * 1000, out, capacity, &status)
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

/// Owns the shim's two calendars of one locale (its calendar system and week data) in one zone,
/// made as ICU's DateIntervalFormat makes its own, and the lock a call holds while it sets and
/// formats them; closed in `deinit`. Shared by every skeleton of the locale and zone.
///
/// Sendable because every use of the calendars is under the shim's lock.
final class ICUIntervalCalendars: @unchecked Sendable {
    fileprivate let raw: OpaquePointer

    init(icuLocale: String, timeZone: SpokenTimeZone) throws(ICUStatusError) {
        var status: Int32 = 0
        let opened = timeZone.identifier.withUTF16 { zone, zoneLength in
            spk_dtitvcal_open(icuLocale, zone, zoneLength, &status)
        }
        guard let opened, icuSucceeded(status) else { throw ICUStatusError(status: status) }
        raw = opened
    }

    deinit { spk_dtitvcal_close(raw) }
}

/// Where each instant's part of an interval's text lies, in UTF-16 offsets.
struct IntervalSpans: Sendable, Hashable {
    var start: Range<Int>
    var end: Range<Int>
}
