internal import SpokenICU

/// Owns one ICU number formatter of the shim with a unit's names in a grammatical case
/// (`LocalizedNumberFormatter` with `unitDisplayCase`, which ICU's C API lacks), closed in `deinit`.
///
/// Sendable because the formatter is immutable once opened and ICU documents it as thread-safe for
/// formatting; each call has its own result inside the shim.
final class ICUCasedNumberFormat: NumberFormatting, @unchecked Sendable {
    private let raw: OpaquePointer
    let skeleton: String

    init(skeleton: String, icuLocale: String, grammaticalCase: String) throws(ICUStatusError) {
        var status: Int32 = 0
        let opened = skeleton.withUTF16 { units, length in
            spk_casednumfmt_open(units, length, icuLocale, grammaticalCase, &status)
        }
        guard icuSucceeded(status), let opened else { throw ICUStatusError(status: status) }
        raw = opened
        self.skeleton = skeleton
    }

    deinit { spk_casednumfmt_close(raw) }

    func string(_ value: Double) throws(ICUStatusError) -> String {
        try icuCString(initialCapacity: 128) { spk_casednumfmt_format_utf8(raw, value, $0, $1, &$2) }
    }

    func string(decimal text: String) throws(ICUStatusError) -> String {
        try text.withCChars { (chars, count) throws(ICUStatusError) -> String in
            try icuCString(initialCapacity: 128) { spk_casednumfmt_format_decimal_utf8(raw, chars, count, $0, $1, &$2) }
        }
    }
}
