import Spoken

/// What consecutive requests on one thread keep repeating: their locale and zone strings, and the
/// date formatters those resolve to. A batch of requests looks them up here by plain string
/// comparison (equal short strings compare as one machine word) instead of going to the
/// library's shared caches, which hash every field under a lock.
///
/// Only ever holds what the library returned for the same input, so answers are unchanged;
/// errors are never remembered (each bad request gets its own, as before).
struct RenderMemo {
    /// Entries per kind: a batch rarely mixes more locales or zones than this.
    static let capacity = 8

    private var locales: [(tag: String, locale: SpokenLocale)] = []
    private var zones: [(id: String, zone: SpokenTimeZone)] = []
    private var dateFormatters: [SpokenDateFormatter] = []
    private var next = (locale: 0, zone: 0, date: 0)

    mutating func locale(_ tag: String) throws(SpokenError) -> SpokenLocale {
        for entry in locales where entry.tag == tag { return entry.locale }
        let locale = try SpokenLocale(tag)
        Self.remember((tag, locale), in: &locales, next: &next.locale)
        return locale
    }

    mutating func timeZone(_ id: String) throws(SpokenError) -> SpokenTimeZone {
        for entry in zones where entry.id == id { return entry.zone }
        let zone = try SpokenTimeZone(id)
        Self.remember((id, zone), in: &zones, next: &next.zone)
        return zone
    }

    mutating func dateFormatter(
        locale: SpokenLocale, timeZone: SpokenTimeZone, dateStyle: DateStyle, timeStyle: DateStyle,
        presentation: DatePresentation
    ) throws(SpokenError) -> SpokenDateFormatter {
        for formatter in dateFormatters
        where formatter.dateStyle == dateStyle && formatter.timeStyle == timeStyle
            && formatter.presentation == presentation && formatter.locale == locale && formatter.timeZone == timeZone
        {
            return formatter
        }
        let formatter = try SpokenDateFormatter(
            locale: locale, timeZone: timeZone, dateStyle: dateStyle, timeStyle: timeStyle,
            presentation: presentation)
        Self.remember(formatter, in: &dateFormatters, next: &next.date)
        return formatter
    }

    /// Appends until full, then replaces the oldest entry.
    private static func remember<Entry>(_ entry: Entry, in entries: inout [Entry], next: inout Int) {
        if entries.count < capacity {
            entries.append(entry)
        } else {
            entries[next] = entry
            next = (next + 1) % capacity
        }
    }
}
