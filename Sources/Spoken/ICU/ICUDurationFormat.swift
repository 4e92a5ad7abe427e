internal import SpokenICU

/// Owns one duration formatter of the shim (ICU number formatters per unit and a unit list
/// formatter, as `MeasureFormat::formatMeasures` uses them), closed in `deinit`.
///
/// Sendable because the shim's formatter is immutable once opened, and ICU's
/// `LocalizedNumberFormatter` and `ListFormatter` may format on many threads at once.
final class ICUDurationFormat: @unchecked Sendable {
    private let raw: OpaquePointer

    /// `grammaticalCase`: CLDR's name of the case the unit names take (nil: ICU's default form).
    init(icuLocale: String, width: MeasureWidth, grammaticalCase: String? = nil) throws(ICUStatusError) {
        var status: Int32 = 0
        let icuWidth: Int32 =
            switch width {
            case .full: Int32(SPK_DURATION_WIDE)
            case .short: Int32(SPK_DURATION_SHORT)
            case .narrow: Int32(SPK_DURATION_NARROW)
            }
        guard let opened = spk_durationfmt_open(icuLocale, icuWidth, grammaticalCase, &status), icuSucceeded(status)
        else {
            throw ICUStatusError(status: status)
        }
        raw = opened
    }

    deinit { spk_durationfmt_close(raw) }

    /// The amounts (largest unit first), each in its unit, joined as ICU joins measures. ICU's
    /// `formatMeasures` formats each amount as a `Double` (`Formattable::getDouble`), the nearest
    /// one to the whole number: so here (more than 2^63 milliseconds included).
    func string(_ amounts: [(amount: Int128, unit: DurationUnit)]) throws(ICUStatusError) -> String {
        let values = amounts.map { Double($0.amount) }
        let units = amounts.map { Int32($0.unit.icuIndex) }
        return try values.withUnsafeBufferPointer { (values) throws(ICUStatusError) -> String in
            try units.withUnsafeBufferPointer { (units) throws(ICUStatusError) -> String in
                try icuCString(initialCapacity: 256) { out, capacity, status in
                    spk_durationfmt_format(
                        raw, values.baseAddress, units.baseAddress, Int32(values.count), out, capacity, &status)
                }
            }
        }
    }
}

extension DurationUnit {
    /// The shim's unit number (SPK_DURATION_*).
    var icuIndex: Int32 {
        switch self {
        case .day: Int32(SPK_DURATION_DAY)
        case .hour: Int32(SPK_DURATION_HOUR)
        case .minute: Int32(SPK_DURATION_MINUTE)
        case .second: Int32(SPK_DURATION_SECOND)
        case .millisecond: Int32(SPK_DURATION_MILLISECOND)
        }
    }
}
