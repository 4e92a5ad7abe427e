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
    private struct Slot {
        var key: Int64 = .min
        var text = ""
    }

    // Unchecked: the handles live only inside the mutex.
    private struct State: @unchecked Sendable {
        let date: UDateFormatHandle?
        let time: UDateFormatHandle?
        var days: [Slot]
        var minutes: [Slot]
    }

    private let state: Locked<State>
    private let prefix: String, middle: String, suffix: String
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
        switch (date, time) {
        case (let date?, let time?):
            guard let glue = Self.glue(whole.pattern, date: date.pattern, time: time.pattern) else { return nil }
            let plain = { (text: String) in whole.plainSpaces ? SpokenDateFormatter.plainSpaces(text) : text }
            (prefix, middle, suffix, dateFirst) = (
                plain(glue.prefix), plain(glue.middle), plain(glue.suffix), glue.dateFirst
            )
            state = Locked(
                State(
                    date: date, time: time, days: Array(repeating: Slot(), count: Self.daySlots),
                    minutes: Array(repeating: Slot(), count: Self.minuteSlots)))
        case (.some, nil):
            (prefix, middle, suffix, dateFirst) = ("", "", "", true)
            state = Locked(
                State(date: whole, time: nil, days: Array(repeating: Slot(), count: Self.daySlots), minutes: []))
        case (nil, .some):
            (prefix, middle, suffix, dateFirst) = ("", "", "", true)
            state = Locked(
                State(date: nil, time: whole, days: [], minutes: Array(repeating: Slot(), count: Self.minuteSlots)))
        case (nil, nil):
            return nil
        }
        guard verify(against: whole) else { return nil }
    }

    /// The words for an instant whose local time, in its zone, is `local` seconds since
    /// 1970-01-01T00:00 local; `seconds` must lie in `ZoneOffsets.range`.
    func string(localSecondsSince1970 local: Double) -> String {
        let day = Int64((local / 86_400).rounded(.down))
        let minuteOfDay = Int64(((local - Double(day) * 86_400) / 60).rounded(.down))
        return state.withLock { state in
            var date = ""
            var time = ""
            if let handle = state.date {
                let dayIndex = Int(truncatingIfNeeded: day) & (Self.daySlots - 1)
                if state.days[dayIndex].key != day {
                    state.days[dayIndex] = Slot(key: day, text: handle.format(local))
                }
                date = state.days[dayIndex].text
            }
            if let handle = state.time {
                let minuteIndex = Int(minuteOfDay)
                if state.minutes[minuteIndex].key != minuteOfDay {
                    state.minutes[minuteIndex] = Slot(key: minuteOfDay, text: handle.format(local))
                }
                time = state.minutes[minuteIndex].text
            }
            if state.time == nil { return date }
            if state.date == nil { return time }
            return dateFirst
                ? Self.join(prefix, date, middle, time, suffix) : Self.join(prefix, time, middle, date, suffix)
        }
    }

    /// The five pieces as one string, in one allocation (`+` would make one per piece).
    private static func join(_ a: String, _ b: String, _ c: String, _ d: String, _ e: String) -> String {
        let total = a.utf8.count + b.utf8.count + c.utf8.count + d.utf8.count + e.utf8.count
        return String(unsafeUninitializedCapacity: total) { buffer in
            var cursor = buffer.baseAddress!
            cursor = copy(a, to: cursor)
            cursor = copy(b, to: cursor)
            cursor = copy(c, to: cursor)
            cursor = copy(d, to: cursor)
            cursor = copy(e, to: cursor)
            return cursor - buffer.baseAddress!
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
        for _ in 0..<64 {
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
