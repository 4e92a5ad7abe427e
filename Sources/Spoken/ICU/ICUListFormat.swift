internal import SpokenICU

/// Owns one ICU list formatter (`UListFormatter`), closed in `deinit`.
///
/// Sendable because the handle is only used inside `handle`'s lock: ICU does not document its
/// list formatter as thread-safe, and a lock costs nothing next to the formatting.
final class ICUListFormat: Sendable {
    private struct Handle: @unchecked Sendable { let pointer: OpaquePointer }
    private let handle: Locked<Handle>

    init(icuLocale: String, type: Int32) throws(ICUStatusError) {
        var status: Int32 = 0
        guard let opened = spk_listfmt_open(icuLocale, type, &status), icuSucceeded(status) else {
            throw ICUStatusError(status: status)
        }
        handle = Locked(Handle(pointer: opened))
    }

    deinit {
        handle.withLock { spk_listfmt_close($0.pointer) }
    }

    /// Joins `items` exactly as `ulistfmt_format` does.
    func string(_ items: [String]) throws(ICUStatusError) -> String {
        // All items in one UTF-16 buffer (never empty, so it always has a base address), with
        // pointers into it.
        var units: [UInt16] = []
        var offsets: [Int] = []
        var lengths: [Int32] = []
        for item in items {
            offsets.append(units.count)
            units.append(contentsOf: item.utf16)
            lengths.append(Int32(units.count - offsets[offsets.count - 1]))
        }
        units.append(0)
        return try units.withUnsafeBufferPointer { (buffer) throws(ICUStatusError) -> String in
            let base = buffer.baseAddress!
            let pointers: [UnsafePointer<UInt16>?] = offsets.map { base + $0 }
            return try handle.withLock { (handle) throws(ICUStatusError) -> String in
                try icuUTF16String { out, capacity, status in
                    spk_listfmt_format(handle.pointer, pointers, lengths, Int32(items.count), out, capacity, &status)
                }
            }
        }
    }
}
