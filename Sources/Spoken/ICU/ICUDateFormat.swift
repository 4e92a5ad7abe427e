internal import SpokenICU

/// Owns one ICU date formatter (`UDateFormat`), closed in `deinit`.
///
/// Not Sendable: an ICU date formatter keeps a mutable calendar and must never format on two
/// threads at once, so it only ever lives inside a mutex-protected state (`ICUDateFormat`,
/// `SplitDateFormat`).
final class UDateFormatHandle {
    let raw: OpaquePointer
    let pattern: String
    /// Set once, before the handle is shared, for the `spoken` presentation: `format` then
    /// returns plain spaces (`SpokenDateFormatter.plainSpaces`), so caches hold the words ready.
    var plainSpaces = false

    /// A formatter for ICU's date and time styles, as `udat_open` with those styles.
    convenience init(
        dateStyle: DateStyle, timeStyle: DateStyle, relative: Bool, locale: SpokenLocale, timeZone: SpokenTimeZone
    )
        throws(ICUStatusError)
    {
        var status: Int32 = 0
        let date = dateStyle.icuValue + (relative && dateStyle != .none ? Int32(SPK_DATE_RELATIVE) : 0)
        let handle = timeZone.identifier.withUTF16 { zone, length in
            spk_datefmt_open_styles(timeStyle.icuValue, date, locale.icuIdentifier, zone, length, &status)
        }
        guard icuSucceeded(status), let handle else { throw ICUStatusError(status: status) }
        if relative {
            // A relative label is spoken on its own: "Today, 3:04 PM", not "today, 3:04 PM".
            spk_datefmt_set_capitalization(handle, Int32(SPK_CAPITALIZATION_BEGINNING_OF_SENTENCE), &status)
        }
        try self.init(handle)
    }

    /// A formatter for the locale's best pattern for a skeleton (ICU's date-time pattern generator).
    convenience init(skeleton: String, locale: SpokenLocale, timeZone: SpokenTimeZone) throws(ICUStatusError) {
        var status: Int32 = 0
        let handle = skeleton.withUTF16 { skeleton, skeletonLength in
            timeZone.identifier.withUTF16 { zone, length in
                spk_datefmt_open_skeleton(skeleton, skeletonLength, locale.icuIdentifier, zone, length, &status)
            }
        }
        guard icuSucceeded(status), let handle else { throw ICUStatusError(status: status) }
        try self.init(handle)
    }

    private init(_ handle: OpaquePointer) throws(ICUStatusError) {
        raw = handle
        do {
            pattern = try icuUTF16String { spk_datefmt_pattern(handle, $0, $1, &$2) }
        } catch {
            spk_datefmt_close(handle)
            throw error
        }
    }

    deinit { spk_datefmt_close(raw) }

    /// Capitalises the first field for the start of a sentence (ICU's
    /// `UDISPCTX_CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE`): "Domingo, 29 de noviembre…". Called
    /// once, before the handle is shared.
    func capitalizeForSentenceStart() throws(ICUStatusError) {
        var status: Int32 = 0
        spk_datefmt_set_capitalization(raw, Int32(SPK_CAPITALIZATION_BEGINNING_OF_SENTENCE), &status)
        guard icuSucceeded(status) else { throw ICUStatusError(status: status) }
    }

    /// One call to `udat_format`. UTF-8 transcoding happens in C: `String(decoding:as: UTF8.self)`
    /// of a short buffer is far cheaper than building a String from UTF-16.
    func format(_ seconds: Double) -> String {
        let text = icuFormat(seconds)
        return plainSpaces ? SpokenDateFormatter.plainSpaces(text) : text
    }

    private func icuFormat(_ seconds: Double) -> String {
        let millis = seconds * 1000
        let fast: String? = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 512) { buffer in
            var status: Int32 = 0
            let length = spk_datefmt_format_utf8(raw, millis, buffer.baseAddress!, 512, &status)
            guard icuSucceeded(status), length <= 512 else { return nil }
            return String(
                decoding: UnsafeRawBufferPointer(start: buffer.baseAddress!, count: Int(length)), as: UTF8.self)
        }
        if let fast { return fast }
        // Longer than any style produces in practice; still exact.
        return (try? icuUTF16String(initialCapacity: 1024) { spk_datefmt_format(raw, millis, $0, $1, &$2) }) ?? ""
    }
}

/// The pattern letters of an ICU date pattern outside quoted literal text.
func patternLetters(_ pattern: String) -> Set<Character> {
    var quoted = false
    var letters = Set<Character>()
    for character in pattern {
        if character == "'" {
            quoted.toggle()
        } else if !quoted, character.isASCII, character.isLetter {
            letters.insert(character)
        }
    }
    return letters
}

/// An ICU date formatter for one (locale, zone, styles, presentation) that remembers its
/// recent results.
///
/// Sendable because everything mutable, the ICU handle included, is only touched inside `state`'s
/// lock.
///
/// Where the pattern splits into a date half and a time half (`SplitDateFormat`), instants from
/// 1973 to 2100 are served by the halves that every zone of the locale and styles shares: the
/// zone adds only its offsets, and no ICU formatter of its own is opened until an instant outside
/// that range needs one.
///
/// Otherwise it formats whole strings: when the pattern shows no seconds the words cannot change
/// within a minute (after 1973 every zone's offset and transition falls on a whole minute), so a
/// direct-mapped table keyed by the minute returns ICU's own earlier output. Patterns with seconds
/// are keyed by the second; patterns with fractions of a second, and relative formatters (whose
/// words depend on today), are not cached. The table is sized from the span of recent keys, up to
/// `maximumSlots`, so that the memory of a formatter is bounded whatever the traffic.
package final class ICUDateFormat: Sendable {
    enum Granularity: Sendable {
        case none, second, minute
    }

    private struct Slot {
        var key: Int64 = .min
        var text = ""
    }

    /// Opens the zone's own whole-pattern formatter.
    typealias Opener = @Sendable () throws(ICUStatusError) -> UDateFormatHandle

    // Unchecked: the handle and the table live only inside the mutex.
    private struct State: @unchecked Sendable {
        /// Opened at creation without halves, on first need with them.
        var handle: UDateFormatHandle?
        var slots: [Slot] = []
        // The range of keys seen in the current window of lookups decides the table's size.
        var windowMin = Int64.max
        var windowMax = Int64.min
        var windowCount = 0
    }

    private let state: Locked<State>
    private let split: SplitDateFormat?
    private let offsets: ZoneOffsets?
    private let open: Opener
    let pattern: String
    let granularity: Granularity

    /// Minute keys are only valid where every zone's offsets and transitions are whole minutes.
    static let wholeMinuteRange: ClosedRange<Double> = 94_694_400...4_102_444_800  // 1973…2100
    /// Small at first (384 bytes): over a matrix of signatures each formatter sees a few
    /// instants, and 4,096 formatters of 256 slots held 25 MB of empty slots.
    private static let initialSlots = 16
    /// 2.8 days of minutes: a feed stays hot, and a formatter holds at most ~300 KB of words.
    private static let maximumSlots = 4_096
    private static let window = 4_096

    /// A formatter of whole strings over the zone's own ICU formatter (opened now).
    init(cacheable: Bool, timeZone: SpokenTimeZone, open: @escaping Opener) throws(ICUStatusError) {
        let handle = try open()
        var granularity = cacheable ? Self.granularity(of: handle.pattern) : .none
        // A custom zone such as GMT+05:30:15 breaks the whole-minute assumption.
        if granularity == .minute, !timeZone.isSystemZone, timeZone.offset(atSecondsSince1970: 0) % 60 != 0 {
            granularity = .second
        }
        self.pattern = handle.pattern
        self.granularity = granularity
        self.split = nil
        self.offsets = nil
        self.open = open
        var state = State(handle: handle)
        if granularity != .none { state.slots = Array(repeating: Slot(), count: Self.initialSlots) }
        self.state = Locked(state)
    }

    /// A formatter over halves shared by every zone; the zone's own ICU formatter is opened only
    /// for instants outside `wholeMinuteRange`.
    init(split: SplitDateFormat, pattern: String, offsets: ZoneOffsets, open: @escaping Opener) {
        self.pattern = pattern
        self.granularity = .none
        self.split = split
        self.offsets = offsets
        self.open = open
        self.state = Locked(State())
    }

    /// True when instants are served by date and time halves cached separately.
    var cachesHalves: Bool { split != nil }

    /// The finest time unit a pattern shows.
    static func granularity(of pattern: String) -> Granularity {
        let letters = patternLetters(pattern)
        if letters.contains("S") || letters.contains("A") { return .none }
        return letters.contains("s") ? .second : .minute
    }

    /// Formats seconds since 1970 exactly as `udat_format` does.
    /// The words for `seconds` appended to `out` as the contents of a JSON string literal
    /// (escaped, no quotes): the shared halves piece by piece, without a joined string.
    package func appendJSON(secondsSince1970 seconds: Double, to out: inout [UInt8]) {
        if let split, let offsets, Self.wholeMinuteRange.contains(seconds) {
            return split.appendJSON(localSecondsSince1970: seconds + Double(offsets.offset(at: seconds)), to: &out)
        }
        JSONString.appendContents(string(secondsSince1970: seconds), to: &out)
    }

    func string(secondsSince1970 seconds: Double) -> String {
        if let split, let offsets, Self.wholeMinuteRange.contains(seconds) {
            return split.string(localSecondsSince1970: seconds + Double(offsets.offset(at: seconds)))
        }
        let key: Int64?
        switch granularity {
        case .none:
            key = nil
        case .second:
            key = seconds.isFinite && abs(seconds) < 1e15 ? Int64(seconds.rounded(.down)) : nil
        case .minute:
            key = Self.wholeMinuteRange.contains(seconds) ? Int64((seconds / 60).rounded(.down)) : nil
        }
        return state.withLock { state in
            guard let handle = Self.handle(&state, open: open) else { return "" }
            guard let key else { return handle.format(seconds) }
            Self.track(key, in: &state)
            let index = Int(truncatingIfNeeded: key) & (state.slots.count - 1)
            if state.slots[index].key == key { return state.slots[index].text }
            let text = handle.format(seconds)
            state.slots[index] = Slot(key: key, text: text)
            return text
        }
    }

    /// The zone's own formatter, opened on first need. It opened for this locale and zone when
    /// the halves did, so failing now would take ICU running out of memory; the words are then
    /// empty rather than a crash.
    private static func handle(_ state: inout State, open: Opener) -> UDateFormatHandle? {
        if let handle = state.handle { return handle }
        state.handle = try? open()
        return state.handle
    }

    /// Every `window` lookups, resizes the table to the span of the keys just seen: a power of
    /// two that holds the whole span when it fits (consecutive keys then never collide), the
    /// initial size when it does not (the keys are too scattered for any table to help). A table
    /// smaller than the span grows sooner, after four lookups per slot, so a feed is hot within
    /// its first few hundred instants.
    @inline(__always)
    private static func track(_ key: Int64, in state: inout State) {
        state.windowMin = min(state.windowMin, key)
        state.windowMax = max(state.windowMax, key)
        state.windowCount += 1
        let span = state.windowMax &- state.windowMin &+ 1
        let early =
            state.windowCount >= 4 * state.slots.count && state.slots.count < maximumSlots && span > state.slots.count
            && span <= maximumSlots
        guard state.windowCount == window || early else { return }
        var target = initialSlots
        if span > 0, span <= maximumSlots {
            while target < span { target *= 2 }
        }
        if target != state.slots.count {
            state.slots = Array(repeating: Slot(), count: target)
        }
        state.windowMin = .max
        state.windowMax = .min
        state.windowCount = 0
    }
}
