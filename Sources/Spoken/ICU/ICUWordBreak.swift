internal import SpokenICU

/// ICU's word break iterator for one locale, shared by threads: each call borrows an iterator
/// from a small pool (cloned from the first when all are busy) and gives it back, since one ICU
/// iterator is not thread-safe. Closed in `deinit`.
package final class ICUWordBreak: Sendable {
    private struct Pool: @unchecked Sendable {  // the raw handles live only inside the mutex
        var idle: [OpaquePointer] = []
    }

    private let pool: Locked<Pool>
    private let prototype: Locked<OpaquePointer>
    /// Iterators kept idle at most (the lint's parallel workers).
    private static let poolLimit = 8

    package init?(locale: String) {
        var status: Int32 = 0
        guard let handle = spk_wordbreak_open(locale, &status), icuSucceeded(status) else { return nil }
        prototype = Locked(handle)
        pool = Locked(Pool())
    }

    deinit {
        pool.withLock { pool in for handle in pool.idle { spk_wordbreak_close(handle) } }
        prototype.withLock { spk_wordbreak_close($0) }
    }

    /// For each offset 0…units.count, whether a word boundary lies there (ICU's rules for the
    /// locale: "admin" is one word, "5m" one, "30 min" three: "30", " ", "min").
    package func boundaries(_ units: [UInt16]) -> [Bool] {
        guard !units.isEmpty else { return [true] }
        var handle = pool.withLock { $0.idle.popLast() }
        if handle == nil {
            handle = prototype.withLock { prototype -> OpaquePointer? in
                var status: Int32 = 0
                let copy = spk_wordbreak_clone(prototype, &status)
                return icuSucceeded(status) ? copy : nil
            }
        }
        guard let handle else { return [Bool](repeating: true, count: units.count + 1) }
        var marks = [UInt8](repeating: 0, count: units.count + 1)
        var status: Int32 = 0
        units.withUnsafeBufferPointer { text in
            marks.withUnsafeMutableBufferPointer { out in
                spk_wordbreak_boundaries(handle, text.baseAddress!, Int32(text.count), out.baseAddress!, &status)
            }
        }
        let kept = pool.withLock { pool -> Bool in
            guard pool.idle.count < Self.poolLimit else { return false }
            pool.idle.append(handle)
            return true
        }
        if !kept { spk_wordbreak_close(handle) }
        guard icuSucceeded(status) else { return [Bool](repeating: true, count: units.count + 1) }
        return marks.map { $0 != 0 }
    }
}

/// The locale's abbreviations as ICU's formatters and date symbols print them
/// (`spk_speech_abbreviations`): tab-separated fields per line, as the shim's header describes.
package enum ICUSpeechData {
    package enum Part: Int32 {
        case numbers = 1
        case dates = 2
    }

    package static func lines(locale: String, part: Part, units: [String]) -> [[Substring]] {
        let list = units.joined(separator: "\n")
        let text =
            (try? icuUTF16String(initialCapacity: part == .numbers ? 32768 : 4096) {
                spk_speech_abbreviations(locale, part.rawValue, list, $0, $1, &$2)
            }) ?? ""
        return text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
    }
}
