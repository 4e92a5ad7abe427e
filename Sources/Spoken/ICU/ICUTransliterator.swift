internal import SpokenICU

/// Owns one ICU transliterator (`Hans-Hant` or `Hant-Hans`), closed in `deinit`.
///
/// Sendable because the handle is only used inside `state`'s lock: an ICU transliterator is not
/// thread-safe. Answers are remembered per character, so each character costs ICU once.
package final class ICUTransliterator: Sendable {
    private struct State: @unchecked Sendable {  // the raw handle lives only inside the mutex
        let handle: OpaquePointer
        var converted: [UInt32: String?] = [:]
    }

    private let state: Locked<State>

    /// Simplified → Traditional: changes exactly the Simplified-only characters.
    package static let hansToHant = ICUTransliterator(id: "Hans-Hant")
    /// Traditional → Simplified: changes exactly the Traditional-only characters.
    package static let hantToHans = ICUTransliterator(id: "Hant-Hans")

    private init?(id: String) {
        var status: Int32 = 0
        guard let handle = spk_translit_open(id, &status), icuSucceeded(status) else { return nil }
        state = Locked(State(handle: handle))
    }

    deinit {
        state.withLock { spk_translit_close($0.handle) }
    }

    /// What the transliterator turns this character into, or nil when it leaves it alone.
    package func converted(_ scalar: Unicode.Scalar) -> String? {
        state.withLock { state in
            if let known = state.converted[scalar.value] { return known }
            let input = Array(String(scalar).utf16)
            let output = input.withUnsafeBufferPointer { text in
                try? icuUTF16String(initialCapacity: 8) {
                    spk_translit_apply(state.handle, text.baseAddress!, Int32(text.count), $0, $1, &$2)
                }
            }
            let changed = output.flatMap { Array($0.utf16) != input ? $0 : nil }
            state.converted[scalar.value] = .some(changed)
            return changed
        }
    }
}
