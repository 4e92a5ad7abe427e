import Glibc
import Spoken

/// What the requests on one thread keep repeating: their locale and zone strings, and the
/// date formatters those resolve to. A batch of requests looks them up here by plain string
/// comparison (equal short strings compare as one machine word) instead of going to the
/// library's shared caches, which hash every field under a lock.
///
/// Only ever holds what the library returned for the same input, so answers are unchanged;
/// errors are never remembered (each bad request gets its own, as before).
package struct RenderMemo {
    /// Entries per kind: a batch rarely mixes more locales or zones than this.
    static let capacity = 8

    /// One remembered value and the bytes it was asked for. A class: a lookup then passes one
    /// reference around, where a struct entry would be copied with every string in it.
    private final class Entry<Value> {
        let key: [UInt8]
        let value: Value
        init(_ key: [UInt8], _ value: Value) {
            self.key = key
            self.value = value
        }
    }

    // Keyed by the strings' bytes, so the line's bytes can be looked up without a String.
    private var locales: [Entry<SpokenLocale>] = []
    private var zones: [Entry<SpokenTimeZone>] = []
    private var dateFormatters: [Entry<SpokenDateFormatter>] = []
    private var measureFormatters: [Entry<MeasureFormatter>] = []
    private var labelComposers: [Entry<LabelComposer>] = []
    /// Locale identifiers as JSON string literals, keyed by the identifier's bytes.
    private var localeLiterals: [Entry<[UInt8]>] = []
    private var next = (locale: 0, zone: 0, date: 0, measure: 0, label: 0, literal: 0)

    package init() {}

    mutating func locale(_ tag: String) throws(SpokenError) -> SpokenLocale {
        var tag = tag
        let result = tag.withUTF8 { bytes in Result { () throws(SpokenError) in try locale(utf8: bytes) } }
        return try result.get()
    }

    mutating func timeZone(_ id: String) throws(SpokenError) -> SpokenTimeZone {
        var id = id
        let result = id.withUTF8 { bytes in Result { () throws(SpokenError) in try timeZone(utf8: bytes) } }
        return try result.get()
    }

    /// The locale for a tag given as UTF-8, as `SpokenLocale(tag)` gives it.
    mutating func locale(utf8 tag: UnsafeBufferPointer<UInt8>) throws(SpokenError) -> SpokenLocale {
        // By index: a `for entry in` loop would copy (and retain) every entry it looks at.
        for entry in locales where Self.same(entry.key, tag) { return entry.value }
        let locale = try SpokenLocale(String(decoding: tag, as: UTF8.self))
        Self.remember(Entry(Array(tag), locale), in: &locales, next: &next.locale)
        return locale
    }

    /// The zone for an id given as UTF-8, as `SpokenTimeZone(id)` gives it.
    mutating func timeZone(utf8 id: UnsafeBufferPointer<UInt8>) throws(SpokenError) -> SpokenTimeZone {
        for entry in zones where Self.same(entry.key, id) { return entry.value }
        let zone = try SpokenTimeZone(String(decoding: id, as: UTF8.self))
        Self.remember(Entry(Array(id), zone), in: &zones, next: &next.zone)
        return zone
    }

    mutating func dateFormatter(
        locale: SpokenLocale, timeZone: SpokenTimeZone, dateStyle: DateStyle, timeStyle: DateStyle,
        presentation: DatePresentation
    ) throws(SpokenError) -> SpokenDateFormatter {
        for entry in dateFormatters
        where entry.value.dateStyle == dateStyle && entry.value.timeStyle == timeStyle
            && entry.value.presentation == presentation && entry.value.locale == locale
            && entry.value.timeZone == timeZone
        {
            return entry.value
        }
        let formatter = try SpokenDateFormatter(
            locale: locale, timeZone: timeZone, dateStyle: dateStyle, timeStyle: timeStyle,
            presentation: presentation)
        Self.remember(Entry([], formatter), in: &dateFormatters, next: &next.date)
        return formatter
    }

    /// The measure formatter for a unit given as UTF-8 (as the request wrote it) and options.
    mutating func measureFormatter(
        locale: SpokenLocale, unit name: UnsafeBufferPointer<UInt8>, width: MeasureWidth, maximumFractionDigits: Int?,
        usage: MeasureUsage
    ) throws(SpokenError) -> MeasureFormatter {
        for entry in measureFormatters
        where entry.value.width == width && entry.value.usage == usage
            && entry.value.maximumFractionDigits == maximumFractionDigits && Self.same(entry.key, name)
            && entry.value.locale == locale
        {
            return entry.value
        }
        let unitName = String(decoding: name, as: UTF8.self)
        let unit = try MeasureRenderHandler.units.value(for: unitName) { () throws(SpokenError) in
            try MeasureUnit(unitName)
        }
        let formatter = try MeasureFormatter(
            locale: locale, unit: unit, width: width, maximumFractionDigits: maximumFractionDigits, usage: usage)
        Self.remember(Entry(Array(name), formatter), in: &measureFormatters, next: &next.measure)
        return formatter
    }

    mutating func labelComposer(locale: SpokenLocale, style: LabelStyle) throws(SpokenError) -> LabelComposer {
        for entry in labelComposers where entry.value.style == style && entry.value.locale == locale {
            return entry.value
        }
        let composer = try LabelComposer(locale: locale, style: style)
        Self.remember(Entry([], composer), in: &labelComposers, next: &next.label)
        return composer
    }

    /// Appends `locale.identifier` as a JSON string literal, escaped once per identifier.
    mutating func appendLiteral(of locale: SpokenLocale, to out: inout [UInt8]) {
        var identifier = locale.identifier
        identifier.withUTF8 { bytes in
            for entry in localeLiterals where Self.same(entry.key, bytes) {
                out.append(contentsOf: entry.value)
                return
            }
            var literal: [UInt8] = []
            JSONLineWriter.appendString(locale.identifier, to: &literal)
            out.append(contentsOf: literal)
            Self.remember(Entry(Array(bytes), literal), in: &localeLiterals, next: &next.literal)
        }
    }

    private static func same(_ key: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        key.count == bytes.count
            && key.withUnsafeBufferPointer { key in
                bytes.isEmpty || memcmp(key.baseAddress!, bytes.baseAddress!, bytes.count) == 0
            }
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
