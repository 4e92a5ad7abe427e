internal import SpokenICU

/// Owns one relative date formatter of the shim (ICU's relative date styles seen from a given
/// now: "Yesterday, 12:50 PM"), closed in `deinit`.
///
/// Sendable because the shim locks its SimpleDateFormat around every call.
final class ICURelativeDayFormat: @unchecked Sendable {
    private let raw: OpaquePointer

    /// `sentence`: capitalized for the start of a sentence ("Yesterday"), else for its middle.
    /// `fallback`: the skeleton of an instant beyond the day words (the styles' pattern if empty).
    init(
        dateStyle: DateStyle, timeStyle: DateStyle, locale: SpokenLocale, timeZone: SpokenTimeZone, sentence: Bool,
        fallback: String
    ) throws(ICUStatusError) {
        var status: Int32 = 0
        let skeleton = Array(fallback.utf16)
        let opened = timeZone.identifier.withUTF16 { zone, length in
            skeleton.withUnsafeBufferPointer { fallback in
                spk_relday_open(
                    dateStyle.icuValue, timeStyle.icuValue, locale.icuIdentifier, zone, length, sentence ? 1 : 0,
                    fallback.baseAddress, Int32(fallback.count), &status)
            }
        }
        guard let opened, icuSucceeded(status) else { throw ICUStatusError(status: status) }
        raw = opened
    }

    deinit { spk_relday_close(raw) }

    /// The words for the instant seen from `now` (both seconds since 1970).
    func string(_ seconds: Double, now: Double) -> String {
        (try? icuCString(initialCapacity: 256) { out, capacity, status in
            spk_relday_format(raw, seconds * 1000, now * 1000, out, capacity, &status)
        }) ?? ""
    }
}
