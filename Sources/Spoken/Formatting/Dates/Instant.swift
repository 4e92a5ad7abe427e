import Foundation

/// A point in time, as seconds since 1970-01-01T00:00:00Z: what the date formatters, `{date}`
/// message arguments and `render`'s `instant` field take.
///
/// ``parse(_:)`` reads the instants Spoken accepts on its command line and in requests:
///
/// - ISO 8601 with `Z` or an offset: `2026-11-29T12:50:00Z`, `2026-11-29T20:50:00+08:00`,
///   `2026-11-29T12:50:00.250Z` (a space may stand for `T`; offsets `+08`, `+0800`, `+08:00`).
/// - `@EPOCH_SECONDS`: `@1796000000`, `@-86400.5`.
///
/// A local time without an offset is rejected: which instant it names depends on a zone.
///
/// ```swift
/// let instant = try Instant.parse("2026-11-29T20:50:00+08:00")
/// instant.secondsSince1970    // 1796000000
/// instant.date                // the same as a Foundation Date
/// formatter.string(instant)   // "Nov 29, 2026, 12:50 PM" (en-US, UTC)
/// ```
public struct Instant: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Seconds since 1970-01-01T00:00:00Z (negative before), as `Date.timeIntervalSince1970`.
    public var secondsSince1970: Double

    public init(secondsSince1970: Double) {
        self.secondsSince1970 = secondsSince1970
    }

    public init(_ date: Date) {
        secondsSince1970 = date.timeIntervalSince1970
    }

    /// The wall clock's instant: what relative times and relative dates are seen from unless a
    /// `now` is given.
    public static var now: Instant { Instant(Date()) }

    /// The same instant as a Foundation `Date`.
    public var date: Date { Date(timeIntervalSince1970: secondsSince1970) }

    /// `@EPOCH_SECONDS`, which ``parse(_:)`` reads back (`@1796000000`, `@-86400.5`).
    public var description: String {
        let whole = secondsSince1970.rounded(.towardZero)
        if whole == secondsSince1970, abs(whole) < 1e15 { return "@\(Int64(whole))" }
        return "@\(secondsSince1970)"
    }

    public static func < (a: Instant, b: Instant) -> Bool { a.secondsSince1970 < b.secondsSince1970 }

    /// Years 0001…9999, the range ISO 8601's four-digit years cover.
    package static let validSeconds: ClosedRange<Double> = -62_135_596_800...253_402_300_799

    /// Whether the instant lies in the years 0001…9999, the only ones Spoken formats.
    package var isInValidRange: Bool { Self.validSeconds.contains(secondsSince1970) }

    /// The instant `text` names; an `invalid-instant` error quoting it otherwise (no offset, a
    /// day that does not exist, outside the years 0001…9999).
    public static func parse(_ text: String) throws(SpokenError) -> Instant {
        var text = text
        let result = text.withUTF8 { bytes in Result { () throws(SpokenError) in try parse(utf8: bytes) } }
        return try result.get()
    }

    /// The same for UTF-8 bytes (a line of input as read, no String made unless it is bad; errors
    /// quote it with invalid UTF-8 repaired to U+FFFD, as the String it would have been).
    package static func parse(utf8 text: UnsafeBufferPointer<UInt8>) throws(SpokenError) -> Instant {
        var utf8 = text
        // Tolerate a trailing CR from files written on Windows.
        if utf8.last == UInt8(ascii: "\r") { utf8 = UnsafeBufferPointer(rebasing: utf8.dropLast()) }
        guard
            let seconds = utf8.first == UInt8(ascii: "@")
                ? epoch(UnsafeBufferPointer(rebasing: utf8.dropFirst())) : iso8601(utf8)
        else {
            let text = String(decoding: text, as: UTF8.self)
            throw SpokenError(
                .invalidInstant, input: text,
                message:
                    "Invalid instant '\(text)': expected ISO 8601 with 'Z' or an offset (2026-11-29T12:50:00Z) or '@EPOCH_SECONDS'"
            )
        }
        guard validSeconds.contains(seconds) else {
            let text = String(decoding: text, as: UTF8.self)
            throw SpokenError(
                .invalidInstant, input: text,
                message: "Invalid instant '\(text)': outside the years 0001…9999")
        }
        return Instant(secondsSince1970: seconds)
    }

    private static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

    private static func epoch(_ s: UnsafeBufferPointer<UInt8>) -> Double? {
        guard let base = s.baseAddress, !s.isEmpty else { return nil }
        let count = s.count
        var i = 0
        if base[0] == UInt8(ascii: "-") || base[0] == UInt8(ascii: "+") { i = 1 }
        let digitsStart = i
        var whole = 0
        while i < count {
            let digit = base[i] &- 0x30  // wraps for bytes below '0': one comparison per byte
            guard digit <= 9 else { break }
            whole = whole &* 10 &+ Int(digit)
            i += 1
        }
        guard i > digitsStart else { return nil }
        let digits = i - digitsStart
        if i < count, base[i] == UInt8(ascii: ".") {
            i += 1
            let fraction = i
            while i < count, isDigit(base[i]) { i += 1 }
            guard i > fraction else { return nil }
        } else if i == count, digits <= 15 {
            // Whole seconds below 2^53 are exact as a Double, as strtod would read them (and -0
            // stays -0): no String, no strtod on a feed's hot path.
            let value = Double(whole)
            return base[0] == UInt8(ascii: "-") ? -value : value
        }
        guard i == count, count <= 32 else { return nil }
        return Double(String(decoding: s, as: UTF8.self))
    }

    private static func iso8601(_ s: UnsafeBufferPointer<UInt8>) -> Double? {
        var i = s.startIndex
        func number(_ count: Int) -> Int? {
            guard s.endIndex - i >= count else { return nil }
            var value = 0
            for _ in 0..<count {
                guard isDigit(s[i]) else { return nil }
                value = value * 10 + Int(s[i] - 0x30)
                i += 1
            }
            return value
        }
        func expect(_ c: Character) -> Bool {
            guard i < s.endIndex, s[i] == c.asciiValue! else { return false }
            i += 1
            return true
        }
        guard let year = number(4), expect("-"), let month = number(2), expect("-"),
            let day = number(2)
        else { return nil }
        guard i < s.endIndex, s[i] == UInt8(ascii: "T") || s[i] == UInt8(ascii: "t") || s[i] == UInt8(ascii: " ")
        else { return nil }
        i += 1
        guard let hour = number(2), expect(":"), let minute = number(2) else { return nil }
        var second = 0
        var fraction = 0.0
        if expect(":") {
            guard let s2 = number(2) else { return nil }
            second = s2
            if i < s.endIndex, s[i] == UInt8(ascii: ".") || s[i] == UInt8(ascii: ",") {
                i += 1
                var scale = 0.1
                let start = i
                while i < s.endIndex, isDigit(s[i]) {
                    fraction += Double(s[i] - 0x30) * scale
                    scale /= 10
                    i += 1
                }
                guard i > start, i - start <= 9 else { return nil }
            }
        }
        guard i < s.endIndex else { return nil }  // no offset: a local time names no instant
        var offset = 0
        if s[i] == UInt8(ascii: "Z") || s[i] == UInt8(ascii: "z") {
            i += 1
        } else if s[i] == UInt8(ascii: "+") || s[i] == UInt8(ascii: "-") {
            let sign = s[i] == UInt8(ascii: "-") ? -1 : 1
            i += 1
            guard let oh = number(2) else { return nil }
            var om = 0
            if i < s.endIndex {
                _ = expect(":")
                guard let m = number(2) else { return nil }
                om = m
            }
            guard oh <= 23, om <= 59 else { return nil }
            offset = sign * (oh * 3600 + om * 60)
        } else {
            return nil
        }
        guard i == s.endIndex else { return nil }
        guard (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year),
            hour <= 24, minute <= 59, second <= 60,
            hour < 24 || (minute == 0 && second == 0 && fraction == 0)
        else { return nil }
        // A leap second (:60) names the same instant as the next second's start, as ICU does.
        let days = daysFromCivil(year: year, month: month, day: day)
        let local = Double(days * 86_400 + hour * 3600 + minute * 60 + second) + fraction
        return local - Double(offset)
    }

    private static func isLeap(_ y: Int) -> Bool { (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's algorithm).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The civil date of a day count since 1970-01-01 (the inverse of `daysFromCivil`).
    static func civilFromDays(_ days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The instant in ISO 8601 at UTC, as error messages quote it: `2026-04-03T13:00:00Z`, with
    /// the fraction of a second when there is one (`…:30.25Z`).
    public var iso8601: String {
        guard Self.validSeconds.contains(secondsSince1970) else { return description }
        let whole = secondsSince1970.rounded(.down)
        let seconds = Int(whole)
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let rest = seconds - days * 86_400
        let (year, month, day) = Self.civilFromDays(days)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        var text = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
        text += "-\(two(month))-\(two(day))T\(two(rest / 3600)):\(two(rest / 60 % 60)):\(two(rest % 60))"
        let millis = Int(((secondsSince1970 - whole) * 1000).rounded())
        if millis > 0, millis < 1000 {
            var digits = String(millis)
            digits = String(repeating: "0", count: max(0, 3 - digits.count)) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            if !digits.isEmpty { text += "." + digits }
        }
        return text + "Z"
    }
}
