import Glibc
import Spoken

/// What the requests on one thread keep repeating: their locale and zone strings, and the
/// formatters those resolve to. A batch of requests looks them up here, without a lock, instead
/// of going to the library's shared caches, which hash every field under one.
///
/// Each kind is a direct-mapped table (one slot per hash, the newest entry wins): a lookup costs
/// one hash of the request's bytes and one comparison, whether the traffic has one signature or
/// thousands in random order, and a miss costs no more than the library's own lookup.
///
/// Only ever holds what the library returned for the same input, so answers are unchanged;
/// errors are never remembered (each bad request gets its own, as before).
package struct RenderMemo {
    /// Slots per kind: 15 locales × 40 zones × presentations stay hot, in ~100 KB per thread.
    static let slots = 1_024

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
    private var locales = Table<Entry<SpokenLocale>>()
    private var zones = Table<Entry<SpokenTimeZone>>()
    private var dateFormatters = Table<Entry<SpokenDateFormatter>>()
    private var measureFormatters = Table<Entry<MeasureFormatter>>()
    private var labelComposers = Table<Entry<LabelComposer>>()
    /// Locale identifiers as JSON string literals, keyed by the identifier's bytes.
    private var localeLiterals = Table<Entry<[UInt8]>>()

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
        let slot = Self.hash(tag)
        if let entry = locales[slot], Self.same(entry.key, tag) { return entry.value }
        let locale = try SpokenLocale(String(decoding: tag, as: UTF8.self))
        locales[slot] = Entry(Array(tag), locale)
        return locale
    }

    /// The zone for an id given as UTF-8, as `SpokenTimeZone(id)` gives it.
    mutating func timeZone(utf8 id: UnsafeBufferPointer<UInt8>) throws(SpokenError) -> SpokenTimeZone {
        let slot = Self.hash(id)
        if let entry = zones[slot], Self.same(entry.key, id) { return entry.value }
        let zone = try SpokenTimeZone(String(decoding: id, as: UTF8.self))
        zones[slot] = Entry(Array(id), zone)
        return zone
    }

    mutating func dateFormatter(
        locale: SpokenLocale, timeZone: SpokenTimeZone, dateStyle: DateStyle, timeStyle: DateStyle,
        presentation: DatePresentation
    ) throws(SpokenError) -> SpokenDateFormatter {
        var hasher = Hasher()
        hasher.combine(locale.identifier)
        hasher.combine(timeZone.identifier)
        hasher.combine(dateStyle)
        hasher.combine(timeStyle)
        hasher.combine(presentation)
        let slot = hasher.finalize()
        if let entry = dateFormatters[slot], entry.value.dateStyle == dateStyle, entry.value.timeStyle == timeStyle,
            entry.value.presentation == presentation, entry.value.locale == locale, entry.value.timeZone == timeZone
        {
            return entry.value
        }
        let formatter = try SpokenDateFormatter(
            locale: locale, timeZone: timeZone, dateStyle: dateStyle, timeStyle: timeStyle,
            presentation: presentation)
        dateFormatters[slot] = Entry([], formatter)
        return formatter
    }

    /// The measure formatter for a unit given as UTF-8 (as the request wrote it) and options.
    mutating func measureFormatter(
        locale: SpokenLocale, unit name: UnsafeBufferPointer<UInt8>, width: MeasureWidth, maximumFractionDigits: Int?,
        usage: MeasureUsage
    ) throws(SpokenError) -> MeasureFormatter {
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(name))
        hasher.combine(locale.identifier)
        hasher.combine(width)
        hasher.combine(usage)
        hasher.combine(maximumFractionDigits)
        let slot = hasher.finalize()
        if let entry = measureFormatters[slot], entry.value.width == width, entry.value.usage == usage,
            entry.value.maximumFractionDigits == maximumFractionDigits, Self.same(entry.key, name),
            entry.value.locale == locale
        {
            return entry.value
        }
        let unitName = String(decoding: name, as: UTF8.self)
        let unit = try MeasureRenderHandler.units.value(for: unitName) { () throws(SpokenError) in
            try MeasureUnit(unitName)
        }
        let formatter = try MeasureFormatter(
            locale: locale, unit: unit, width: width, maximumFractionDigits: maximumFractionDigits, usage: usage)
        measureFormatters[slot] = Entry(Array(name), formatter)
        return formatter
    }

    mutating func labelComposer(locale: SpokenLocale, style: LabelStyle) throws(SpokenError) -> LabelComposer {
        var hasher = Hasher()
        hasher.combine(locale.identifier)
        hasher.combine(style)
        let slot = hasher.finalize()
        if let entry = labelComposers[slot], entry.value.style == style, entry.value.locale == locale {
            return entry.value
        }
        let composer = try LabelComposer(locale: locale, style: style)
        labelComposers[slot] = Entry([], composer)
        return composer
    }

    /// Appends `locale.identifier` as a JSON string literal, escaped once per identifier.
    mutating func appendLiteral(of locale: SpokenLocale, to out: inout [UInt8]) {
        var identifier = locale.identifier
        identifier.withUTF8 { bytes in
            let slot = Self.hash(bytes)
            if let entry = localeLiterals[slot], Self.same(entry.key, bytes) {
                out.append(contentsOf: entry.value)
                return
            }
            var literal: [UInt8] = []
            JSONLineWriter.appendString(locale.identifier, to: &literal)
            out.append(contentsOf: literal)
            localeLiterals[slot] = Entry(Array(bytes), literal)
        }
    }

    private static func same(_ key: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        key.count == bytes.count
            && key.withUnsafeBufferPointer { key in
                bytes.isEmpty || memcmp(key.baseAddress!, bytes.baseAddress!, bytes.count) == 0
            }
    }

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        return hasher.finalize()
    }

    /// A direct-mapped table of `RenderMemo.slots` entries, indexed by a hash; allocated on
    /// the first store, so a memo made for one request costs nothing.
    private struct Table<Entry: AnyObject> {
        private var entries: [Entry?] = []

        subscript(hash: Int) -> Entry? {
            get { entries.isEmpty ? nil : entries[hash & (RenderMemo.slots - 1)] }
            set {
                if entries.isEmpty { entries = Array(repeating: nil, count: RenderMemo.slots) }
                entries[hash & (RenderMemo.slots - 1)] = newValue
            }
        }
    }
}
