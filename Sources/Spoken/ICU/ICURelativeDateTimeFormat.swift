internal import SpokenICU

/// Owns one relative-time formatter of the shim (ICU's `URelativeDateTimeFormatter` at the long
/// style, or the short or narrow style of visible text), closed in `deinit`.
///
/// Sendable because ICU documents RelativeDateTimeFormatter as immutable and thread-safe (its
/// capitalization break iterator is locked inside ICU).
final class ICURelativeDateTimeFormat: @unchecked Sendable {
    private let raw: OpaquePointer

    init(icuLocale: String, sentence: Bool, width: MeasureWidth = .full) throws(ICUStatusError) {
        var status: Int32 = 0
        let style: Int32 =
            switch width {
            case .full: Int32(SPK_RELATIVE_STYLE_LONG)
            case .short: Int32(SPK_RELATIVE_STYLE_SHORT)
            case .narrow: Int32(SPK_RELATIVE_STYLE_NARROW)
            }
        guard let opened = spk_reldatefmt_open(icuLocale, sentence ? 1 : 0, style, &status), icuSucceeded(status)
        else {
            throw ICUStatusError(status: status)
        }
        raw = opened
    }

    deinit { spk_reldatefmt_close(raw) }

    /// `value` units (negative in the past): ICU's words ("yesterday") or, with `numeric`, always
    /// the number ("1 day ago").
    func string(_ value: Double, unit: RelativeTimeUnit, numeric: Bool) throws(ICUStatusError) -> String {
        try icuCString(initialCapacity: 128) { out, capacity, status in
            spk_reldatefmt_format(raw, value, unit.icuIndex, numeric ? 1 : 0, out, capacity, &status)
        }
    }
}

extension RelativeTimeUnit {
    /// The shim's unit number (SPK_RELATIVE_*, ICU's URelativeDateTimeUnit).
    var icuIndex: Int32 {
        switch self {
        case .year: Int32(SPK_RELATIVE_YEAR)
        case .quarter: Int32(SPK_RELATIVE_QUARTER)
        case .month: Int32(SPK_RELATIVE_MONTH)
        case .week: Int32(SPK_RELATIVE_WEEK)
        case .day: Int32(SPK_RELATIVE_DAY)
        case .hour: Int32(SPK_RELATIVE_HOUR)
        case .minute: Int32(SPK_RELATIVE_MINUTE)
        case .second: Int32(SPK_RELATIVE_SECOND)
        }
    }
}
