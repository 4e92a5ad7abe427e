import SpokenICU
import Synchronization

/// Owns one ICU number formatter (`UNumberFormatter`) opened from a skeleton, closed in `deinit`.
///
/// Sendable because of how ICU splits the work: the formatter itself is immutable after opening
/// and ICU documents it as thread-safe for formatting, so any thread may use it without a lock;
/// each call writes into a `UFormattedNumber` result, which is NOT thread-safe. One shared result
/// lives behind a mutex and is reused by whoever gets the lock; a caller that finds it busy opens a
/// private result for that call instead of waiting, so threads never serialise on each other.
final class ICUNumberFormat: Sendable {
    // Unchecked: raw ICU handles. The formatter is only read (thread-safe per ICU); the shared
    // result is only touched inside `sharedResult`'s lock.
    private struct Handle: @unchecked Sendable { let pointer: OpaquePointer }

    private let formatter: Handle
    private let sharedResult: Mutex<Handle>
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
        sharedResult = Mutex(Handle(pointer: result))
        self.skeleton = skeleton
    }

    deinit {
        sharedResult.withLock { spk_numresult_close($0.pointer) }
        spk_numfmt_close(formatter.pointer)
    }

    /// Formats `value` exactly as `unumf_formatDouble` + `unumf_resultToString` do.
    func string(_ value: Double) throws(ICUStatusError) -> String {
        let formatter = self.formatter.pointer
        let shared = sharedResult.withLockIfAvailable { result in
            Self.format(formatter, result.pointer, value)
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

    /// One ICU call; UTF-8 transcoding happens in C (see ICUDateFormat.format).
    private static func format(
        _ formatter: OpaquePointer, _ result: OpaquePointer, _ value: Double
    ) -> Result<String, ICUStatusError> {
        Result { () throws(ICUStatusError) -> String in
            try icuCString(initialCapacity: 256) { spk_numfmt_format_utf8(formatter, result, value, $0, $1, &$2) }
        }
    }
}
