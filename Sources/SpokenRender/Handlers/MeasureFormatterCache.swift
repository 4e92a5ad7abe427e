import Spoken

/// Measure's own memory of formatters, one per thread (`RenderMemo.cache`), as date and label
/// have theirs: a direct-mapped table keyed by the number of the locale's resolution, the unit as
/// the request wrote it, the width, the usage and the fraction digits. Its entries hold the
/// formatter and the locale's JSON literal. A hit is one hash of the unit's bytes and one
/// comparison; errors are never remembered.
final class MeasureFormatterCache: RenderOpCache {
    final class Entry {
        let localeNumber: Int
        let unit: [UInt8]
        let width: MeasureWidth
        let usage: MeasureUsage
        let maximumFractionDigits: Int?
        let formatter: MeasureFormatter
        /// The locale's identifier as a JSON string literal.
        let literal: [UInt8]

        init(
            localeNumber: Int, unit: [UInt8], width: MeasureWidth, usage: MeasureUsage, maximumFractionDigits: Int?,
            formatter: MeasureFormatter
        ) {
            (self.localeNumber, self.unit, self.width, self.usage) = (localeNumber, unit, width, usage)
            self.maximumFractionDigits = maximumFractionDigits
            self.formatter = formatter
            var literal: [UInt8] = []
            JSONLineWriter.appendString(formatter.locale.identifier, to: &literal)
            self.literal = literal
        }
    }

    private var slots = [Entry?](repeating: nil, count: RenderMemo.slots)

    init() {}

    /// The formatter for a unit given as UTF-8 (as the request wrote it) in a resolved locale,
    /// with the request's options.
    func entry(
        locale: Resolution<SpokenLocale>, unit: UnsafeBufferPointer<UInt8>, width: MeasureWidth, usage: MeasureUsage,
        maximumFractionDigits digits: Int?
    ) throws(SpokenError) -> Entry {
        var hash = UInt64(truncatingIfNeeded: RenderMemo.hash(unit)) ^ UInt64(truncatingIfNeeded: locale.number)
        hash = (hash &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(truncatingIfNeeded: digits ?? -1)
        hash = (hash &* 0xBF58_476D_1CE4_E5B9) ^ UInt64(Self.code(width) | (usage == .default ? 0 : 4))
        hash = hash &* 0x94D0_49BB_1331_11EB
        let index = Int(truncatingIfNeeded: hash >> 40) & (slots.count - 1)
        if let entry = slots[index], entry.localeNumber == locale.number, entry.width == width,
            entry.usage == usage, entry.maximumFractionDigits == digits, entry.unit.count == unit.count,
            entry.unit.withUnsafeBufferPointer({ MemberName.same($0, unit) })
        {
            return entry
        }
        let formatter = try MeasureFormatter(
            locale: locale.value, unit: try MeasureUnit.cached(String(decoding: unit, as: UTF8.self)), width: width,
            maximumFractionDigits: digits, usage: usage)
        let entry = Entry(
            localeNumber: locale.number, unit: Array(unit), width: width, usage: usage, maximumFractionDigits: digits,
            formatter: formatter)
        slots[index] = entry
        return entry
    }

    /// Small numbers for the widths in a slot's hash (`hashValue` would run SipHash).
    private static func code(_ width: MeasureWidth) -> Int {
        switch width {
        case .full: 0
        case .short: 1
        case .narrow: 2
        }
    }
}
