/// Formats a date-and-time pattern as its two halves, each cached on its own, for every zone.
///
/// ICU builds a style's pattern by gluing the date pattern and the time pattern ("{1}, {0}" in
/// English: `MMM d, y` + `, ` + `h:mm a`), and formats each pattern field independently. So the
/// date half's words depend only on the local day and the time half's only on the local minute of
/// the day (when it shows no seconds and no zone name): over any spread of instants there are at
/// most 1,440 distinct time halves and one date half per day. This turns instants scattered over
/// decades, where no whole-string cache can help, into two table lookups.
///
/// Neither half depends on the zone, only on local time: the halves are formatted in UTC at the
/// instant's local time (the instant plus the zone's offset, from ICU's transitions in
/// `ZoneOffsets`). So one `SplitDateFormat` per (locale, styles, presentation) serves every zone,
/// and a zone never seen before costs its offsets (shared by every locale) instead of three new
/// ICU formatters. A date-only or time-only style is one half alone.
///
/// It is only built when the whole pattern is exactly prefix + date + middle + time + suffix (or
/// time first) with literal glue, and when it reproduces ICU's own output on sample instants;
/// otherwise the caller formats whole strings with ICU, per zone.
///
/// Sendable because the ICU handles and tables are only touched inside `state`'s lock.
final class SplitDateFormat: Sendable {
    // Unchecked: the handles and tables live only inside the mutex.
    private struct State: @unchecked Sendable {
        let date: UDateFormatHandle?
        let time: UDateFormatHandle?
        var days: HalfTable
        var minutes: HalfTable
    }

    /// One half for one instant: in its table's slot (valid until the table's next store), or
    /// formatted now (too long for a slot), or none (the style has no such half).
    private enum Half {
        case stored(UnsafeRawBufferPointer, escape: Bool)
        case text(String)
        case none
    }

    private let state: Locked<State>
    private let prefix: String, middle: String, suffix: String
    /// The glue as the contents of JSON string literals, in one allocation: prefix, middle,
    /// suffix (`glueLengths`), for `appendJSON` without a reference to count.
    /// Written once in `init`, then only read.
    nonisolated(unsafe) private let glue: UnsafeMutableRawBufferPointer
    private let glueLengths: (Int, Int, Int)
    private let dateFirst: Bool

    /// 44 years of days: consecutive days never share a slot.
    private static let daySlots = 16_384
    /// 1,440 minutes of a day.
    private static let minuteSlots = 2_048

    /// `whole`, `date` and `time` must be formatters in UTC; either half may be missing (a
    /// date-only or time-only style: `whole` is then that half).
    init?(whole: UDateFormatHandle, date: UDateFormatHandle?, time: UDateFormatHandle?) {
        // The time half must depend on the local minute of the day alone: no seconds, no zone
        // names, no date fields; the date half on the local day alone.
        if let time, !patternLetters(time.pattern).isDisjoint(with: "sSAzZOvVXxyYuUrGMLdDEecFgwWQq") { return nil }
        if let date, !patternLetters(date.pattern).isDisjoint(with: "hHkKmsSAabBzZOvVXx") { return nil }
        let (datePart, timePart): (UDateFormatHandle?, UDateFormatHandle?)
        switch (date, time) {
        case (let date?, let time?):
            guard let glue = Self.glue(whole.pattern, date: date.pattern, time: time.pattern) else { return nil }
            let plain = { (text: String) in whole.plainSpaces ? SpokenDateFormatter.plainSpaces(text) : text }
            (prefix, middle, suffix, dateFirst) = (
                plain(glue.prefix), plain(glue.middle), plain(glue.suffix), glue.dateFirst
            )
            (datePart, timePart) = (date, time)
        case (.some, nil):
            (prefix, middle, suffix, dateFirst) = ("", "", "", true)
            (datePart, timePart) = (whole, nil)
        case (nil, .some):
            (prefix, middle, suffix, dateFirst) = ("", "", "", true)
            (datePart, timePart) = (nil, whole)
        case (nil, nil):
            return nil
        }
        var escaped: [[UInt8]] = []
        for piece in [prefix, middle, suffix] {
            var bytes: [UInt8] = []
            JSONString.appendContents(piece, to: &bytes)
            escaped.append(bytes)
        }
        let joined = escaped.joined()
        let glue = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, joined.count), alignment: 1)
        glue.copyBytes(from: joined)
        self.glue = glue
        glueLengths = (escaped[0].count, escaped[1].count, escaped[2].count)
        state = Locked(
            State(
                date: datePart, time: timePart, days: HalfTable(maximumSlots: datePart == nil ? 1 : Self.daySlots),
                minutes: HalfTable(maximumSlots: timePart == nil ? 1 : Self.minuteSlots)))
        guard verify(against: whole) else { return nil }
    }

    deinit {
        state.withLock { state in
            state.days.deallocate()
            state.minutes.deallocate()
        }
        glue.deallocate()
    }

    /// The words for an instant whose local time, in its zone, is `local` seconds since
    /// 1970-01-01T00:00 local; `seconds` must lie in `ZoneOffsets.range`.
    func string(localSecondsSince1970 local: Double) -> String {
        state.withLock { state in
            let (date, time) = Self.halves(local, in: &state)
            let pieces = dateFirst ? (date, time) : (time, date)
            let total =
                prefix.utf8.count + middle.utf8.count + suffix.utf8.count + Self.count(pieces.0)
                + Self.count(pieces.1)
            return String(unsafeUninitializedCapacity: total) { buffer in
                var cursor = buffer.baseAddress!
                cursor = Self.copy(prefix, to: cursor)
                cursor = Self.copy(pieces.0, to: cursor)
                cursor = Self.copy(middle, to: cursor)
                cursor = Self.copy(pieces.1, to: cursor)
                cursor = Self.copy(suffix, to: cursor)
                return cursor - buffer.baseAddress!
            }
        }
    }

    /// The same words appended to `out` as the contents of a JSON string literal (escaped, no
    /// quotes), piece by piece from the tables: no string is made and no reference counted.
    func appendJSON(localSecondsSince1970 local: Double, to out: inout [UInt8]) {
        state.withLock { state in
            let (date, time) = Self.halves(local, in: &state)
            let pieces = dateFirst ? (date, time) : (time, date)
            let glue = UnsafeRawBufferPointer(self.glue)
            let (prefixCount, middleCount, suffixCount) = glueLengths
            if prefixCount > 0 { out.append(contentsOf: glue[0..<prefixCount]) }
            Self.appendJSON(pieces.0, to: &out)
            if middleCount > 0 { out.append(contentsOf: glue[prefixCount..<prefixCount + middleCount]) }
            Self.appendJSON(pieces.1, to: &out)
            if suffixCount > 0 {
                out.append(contentsOf: glue[(prefixCount + middleCount)..<(prefixCount + middleCount + suffixCount)])
            }
        }
    }

    /// The date and time halves for `local`, from the tables or formatted and remembered.
    @inline(__always)
    private static func halves(_ local: Double, in state: inout State) -> (date: Half, time: Half) {
        let day = Int64((local / 86_400).rounded(.down))
        let minuteOfDay = Int64(((local - Double(day) * 86_400) / 60).rounded(.down))
        var date = Half.none
        var time = Half.none
        // The date half first: storing the time half cannot move the days' slots.
        if let handle = state.date { date = half(&state.days, day, handle, local) }
        if let handle = state.time { time = half(&state.minutes, minuteOfDay, handle, local) }
        return (date, time)
    }

    @inline(__always)
    private static func half(_ table: inout HalfTable, _ key: Int64, _ handle: UDateFormatHandle, _ local: Double)
        -> Half
    {
        if let (bytes, escape) = table.text(key) { return .stored(bytes, escape: escape) }
        let text = handle.format(local)
        guard table.store(key, text), let (bytes, escape) = table.text(key) else { return .text(text) }
        return .stored(bytes, escape: escape)
    }

    private static func count(_ half: Half) -> Int {
        switch half {
        case .stored(let bytes, _): bytes.count
        case .text(let text): text.utf8.count
        case .none: 0
        }
    }

    @inline(__always)
    private static func appendJSON(_ half: Half, to out: inout [UInt8]) {
        switch half {
        case .stored(let bytes, let escape):
            if escape {
                JSONString.appendContents(String(decoding: bytes, as: UTF8.self), to: &out)
            } else {
                out.append(contentsOf: bytes)
            }
        case .text(let text): JSONString.appendContents(text, to: &out)
        case .none: break
        }
    }

    /// Copies a half's UTF-8 to `cursor`; returns the position after it.
    private static func copy(_ half: Half, to cursor: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        switch half {
        case .stored(let bytes, _):
            guard let base = bytes.baseAddress else { return cursor }
            UnsafeMutableRawPointer(cursor).copyMemory(from: base, byteCount: bytes.count)
            return cursor + bytes.count
        case .text(let text): return copy(text, to: cursor)
        case .none: return cursor
        }
    }

    /// Copies a piece's UTF-8 to `cursor`; returns the position after it.
    private static func copy(_ piece: String, to cursor: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        var piece = piece
        return piece.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return cursor }
            cursor.update(from: base, count: bytes.count)
            return cursor + bytes.count
        }
    }

    /// Finds `date` and `time` inside `whole` with only literal text around them, and returns that
    /// text as ICU prints it (quotes resolved).
    static func glue(_ whole: String, date: String, time: String)
        -> (prefix: String, middle: String, suffix: String, dateFirst: Bool)?
    {
        for dateFirst in [true, false] {
            let (first, second) = dateFirst ? (date, time) : (time, date)
            guard let firstRange = whole.range(of: first),
                let secondRange = whole.range(of: second, range: firstRange.upperBound..<whole.endIndex),
                let prefix = literal(whole[..<firstRange.lowerBound]),
                let middle = literal(whole[firstRange.upperBound..<secondRange.lowerBound]),
                let suffix = literal(whole[secondRange.upperBound...])
            else { continue }
            return (prefix, middle, suffix, dateFirst)
        }
        return nil
    }

    /// The text a pattern piece prints if it holds no pattern field: quotes removed, `''` → `'`.
    static func literal(_ piece: Substring) -> String? {
        var text = ""
        var quoted = false
        var characters = piece.makeIterator()
        var pending = characters.next()
        while let character = pending {
            pending = characters.next()
            if character == "'" {
                if pending == "'" {
                    text.append("'")
                    pending = characters.next()
                } else {
                    quoted.toggle()
                }
            } else if !quoted, character.isASCII, character.isLetter {
                return nil
            } else {
                text.append(character)
            }
        }
        return quoted ? nil : text
    }

    /// Compares with ICU's whole-pattern output (in UTC, where local time is the instant) at
    /// instants spread over the range, on both sides of midnight and noon.
    private func verify(against whole: UDateFormatHandle) -> Bool {
        var samples: [Double] = []
        var seed: UInt64 = 0x5EED
        let range = ZoneOffsets.range
        for _ in 0..<24 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let instant =
                range.lowerBound
                + Double(seed >> 33).truncatingRemainder(dividingBy: range.upperBound - range.lowerBound)
            let midnight = (instant / 86_400).rounded(.down) * 86_400
            samples += [instant, midnight, midnight - 60, midnight + 43_200 - 60, midnight + 43_200]
        }
        for seconds in samples where range.contains(seconds) {
            guard string(localSecondsSince1970: seconds) == whole.format(seconds) else { return false }
        }
        return true
    }
}
