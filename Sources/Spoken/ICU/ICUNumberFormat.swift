internal import SpokenICU

/// Owns one ICU number formatter (`UNumberFormatter`) opened from a skeleton, closed in `deinit`.
///
/// Sendable because of how ICU splits the work: the formatter itself is immutable after opening
/// and ICU documents it as thread-safe for formatting, so any thread may use it without a lock;
/// each call writes into a `UFormattedNumber` result, which is NOT thread-safe. One shared result
/// lives behind a mutex and is reused by whoever gets the lock; a caller that finds it busy opens a
/// private result for that call instead of waiting, so threads never serialise on each other.
///
/// Beside the shared result, the lock guards a small direct-mapped table of recent outputs keyed by
/// the value's bits: labels repeat the same values (temperatures to a tenth of a degree, ratings
/// in half stars), and a hit returns ICU's own earlier words without a call.
final class ICUNumberFormat: Sendable {
    // Unchecked: raw ICU handles. The formatter is only read (thread-safe per ICU); the shared
    // result is only touched inside `sharedResult`'s lock.
    private struct Handle: @unchecked Sendable { let pointer: OpaquePointer }

    private struct Slot {
        /// A NaN bit pattern marks an empty slot: NaN is never formatted.
        var bits: UInt64 = .max
        var text = ""
    }

    private struct Shared: @unchecked Sendable {
        let result: Handle
        var recent = [Slot](repeating: Slot(), count: ICUNumberFormat.recentSlots)
    }

    private static let recentSlots = 4_096

    private let formatter: Handle
    private let sharedResult: Locked<Shared>
    /// The skeleton the formatter was opened with.
    let skeleton: String

    /// Opens a formatter for an ICU number skeleton in an ICU locale id.
    init(skeleton: String, icuLocale: String) throws(ICUStatusError) {
        var status: Int32 = 0
        var offset: Int32 = -1
        let opened = skeleton.withUTF16 { units, length in
            spk_numfmt_open(units, length, icuLocale, &offset, &status)
        }
        guard icuSucceeded(status), let opened else { throw ICUStatusError(status: status) }
        status = 0
        guard let result = spk_numresult_open(&status), icuSucceeded(status) else {
            spk_numfmt_close(opened)
            throw ICUStatusError(status: status)
        }
        formatter = Handle(pointer: opened)
        sharedResult = Locked(Shared(result: Handle(pointer: result)))
        self.skeleton = skeleton
    }

    deinit {
        sharedResult.withLock { spk_numresult_close($0.result.pointer) }
        spk_numfmt_close(formatter.pointer)
    }

    /// Formats `value` exactly as `unumf_formatDouble` + `unumf_resultToString` do.
    func string(_ value: Double) throws(ICUStatusError) -> String {
        let formatter = self.formatter.pointer
        let shared = sharedResult.withLockIfAvailable { shared -> Result<String, ICUStatusError> in
            let bits = value.bitPattern
            // Mix the bits so values differing only in high mantissa bits spread over the table.
            let index =
                Int(truncatingIfNeeded: ((bits ^ (bits >> 29)) &* 0x9E37_79B9_7F4A_7C15) >> 52) & (Self.recentSlots - 1)
            if shared.recent[index].bits == bits { return .success(shared.recent[index].text) }
            let formatted = Self.format(formatter, shared.result.pointer, value)
            if case .success(let text) = formatted { shared.recent[index] = Slot(bits: bits, text: text) }
            return formatted
        }
        if let shared { return try shared.get() }
        // Another thread holds the shared result: use a private one rather than wait.
        var status: Int32 = 0
        guard let result = spk_numresult_open(&status), icuSucceeded(status) else {
            throw ICUStatusError(status: status)
        }
        defer { spk_numresult_close(result) }
        return try Self.format(formatter, result, value).get()
    }

    /// Formats decimal text (`[-]DIGITS[E[-]N]`) exactly as `unumf_formatDecimal` does: no binary
    /// floating point on the way.
    func string(decimal text: String) throws(ICUStatusError) -> String {
        let formatter = self.formatter.pointer
        let shared = sharedResult.withLockIfAvailable { shared -> Result<String, ICUStatusError> in
            Self.format(formatter, shared.result.pointer, decimal: text)
        }
        if let shared { return try shared.get() }
        var status: Int32 = 0
        guard let result = spk_numresult_open(&status), icuSucceeded(status) else {
            throw ICUStatusError(status: status)
        }
        defer { spk_numresult_close(result) }
        return try Self.format(formatter, result, decimal: text).get()
    }

    private static func format(
        _ formatter: OpaquePointer, _ result: OpaquePointer, decimal text: String
    ) -> Result<String, ICUStatusError> {
        Result { () throws(ICUStatusError) -> String in
            try text.withCChars { (chars, count) throws(ICUStatusError) -> String in
                try icuCString(initialCapacity: 256) {
                    spk_numfmt_format_decimal_utf8(formatter, result, chars, count, $0, $1, &$2)
                }
            }
        }
    }

    /// One ICU call; UTF-8 transcoding happens in C (see ICUDateFormat.format).
    private static func format(
        _ formatter: OpaquePointer, _ result: OpaquePointer, _ value: Double
    ) -> Result<String, ICUStatusError> {
        Result { () throws(ICUStatusError) -> String in
            try icuCString(initialCapacity: 256) { spk_numfmt_format_utf8(formatter, result, value, $0, $1, &$2) }
        }
    }
}

extension ICUNumberFormat {
    /// `string(_:)` for public formatters: NaN and infinities are `invalid-number` errors, and an
    /// ICU failure becomes an `icu-failure` naming the value (and `context`, e.g. the unit).
    func checkedString(_ value: Double, context: @autoclosure () -> String = "") throws(SpokenError) -> String {
        try requireFinite(value)
        do {
            return try string(value)
        } catch {
            throw SpokenError(
                .icuFailure, input: String(value),
                message: "ICU could not format '\(value)'\(context()) (\(error.name))")
        }
    }
}
