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
    /// Slots per kind: 15 locales × 40 zones × 2 presentations (1,200 date signatures) stay hot,
    /// in 32 KB of references per kind and thread. A direct-mapped table needs several slots per
    /// key: with 1,024 slots, those 1,200 signatures missed on about half of their lookups.
    static let slots = 8_192

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
    private var dates = DateTable()

    /// A date request's signature as its line wrote it (locale and zone bytes, absent or null
    /// meaning the defaults; the styles), the formatter it resolves to, and the locale's JSON
    /// literal: one lookup for what would be three. The bytes live in one allocation, so a hit
    /// counts no reference (with many signatures, each was a miss in the processor's cache).
    package final class DateEntry {
        let styles: UInt32
        /// Lengths of the locale and zone keys; -1: absent or null.
        let localeCount: Int, zoneCount: Int, literalCount: Int
        /// Locale key, zone key, locale literal, one after the other.
        let bytes: UnsafeMutableRawPointer
        /// The defaults an absent locale or zone stood for.
        let defaults: (locale: SpokenLocale, zone: SpokenTimeZone)
        let formatter: SpokenDateFormatter
        /// The formatter's ICU format, where it writes JSON on its own (not relative); owned by
        /// `formatter`.
        let format: Unmanaged<ICUDateFormat>?

        init(
            locale: UnsafeBufferPointer<UInt8>?, zone: UnsafeBufferPointer<UInt8>?, styles: UInt32,
            defaults: (SpokenLocale, SpokenTimeZone), formatter: SpokenDateFormatter, literal: [UInt8]
        ) {
            (self.styles, self.defaults, self.formatter) = (styles, defaults, formatter)
            format = formatter.jsonFormat.map { Unmanaged.passUnretained($0) }
            localeCount = locale?.count ?? -1
            zoneCount = zone?.count ?? -1
            literalCount = literal.count
            bytes = .allocate(byteCount: max(1, max(0, localeCount) + max(0, zoneCount) + literalCount), alignment: 8)
            var cursor = bytes
            for piece in [locale, zone] {
                guard let piece, let base = piece.baseAddress else { continue }
                cursor.copyMemory(from: base, byteCount: piece.count)
                cursor += piece.count
            }
            literal.withUnsafeBytes { cursor.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        }

        deinit { bytes.deallocate() }

        var localeLiteral: UnsafeRawBufferPointer {
            UnsafeRawBufferPointer(start: bytes + max(0, localeCount) + max(0, zoneCount), count: literalCount)
        }

        @inline(__always)
        func matches(
            _ locale: UnsafeBufferPointer<UInt8>?, _ zone: UnsafeBufferPointer<UInt8>?, _ styles: UInt32,
            _ defaults: (locale: SpokenLocale, zone: SpokenTimeZone)
        ) -> Bool {
            guard self.styles == styles, localeCount == (locale?.count ?? -1), zoneCount == (zone?.count ?? -1)
            else { return false }
            if let locale, let base = locale.baseAddress, memcmp(bytes, base, locale.count) != 0 { return false }
            if let zone, let base = zone.baseAddress, memcmp(bytes + max(0, localeCount), base, zone.count) != 0 {
                return false
            }
            return (locale != nil || self.defaults.locale == defaults.locale)
                && (zone != nil || self.defaults.zone == defaults.zone)
        }
    }

    /// `RenderMemo.slots` entries, two ways (a slot and its neighbour, slot ^ 1, so two
    /// signatures that hash alike both stay), held without counting a reference per lookup.
    private final class DateTable {
        private let slots = UnsafeMutablePointer<Unmanaged<DateEntry>?>.allocate(capacity: RenderMemo.slots)

        init() { slots.initialize(repeating: nil, count: RenderMemo.slots) }

        deinit {
            for index in 0..<RenderMemo.slots { slots[index]?.release() }
            slots.deallocate()
        }

        @inline(__always)
        subscript(hash: Int) -> Unmanaged<DateEntry>? { slots[hash & (RenderMemo.slots - 1)] }

        /// `entry` in its slot; what the slot held moves to the neighbour, whose entry is dropped
        /// (an empty neighbour keeps what it would receive).
        func store(_ entry: DateEntry, at hash: Int) {
            let index = hash & (RenderMemo.slots - 1)
            if let displaced = slots[index] {
                slots[index ^ 1]?.release()
                slots[index ^ 1] = displaced
            }
            slots[index] = Unmanaged.passRetained(entry)
        }
    }

    /// The styles of a date request as one number, for `date(locale:zone:styles:…)`.
    static func styles(_ date: DateStyle, _ time: DateStyle, _ presentation: DatePresentation) -> UInt32 {
        func code(_ style: DateStyle) -> UInt32 {
            switch style {
            case .none: 0
            case .short: 1
            case .medium: 2
            case .long: 3
            case .full: 4
            }
        }
        let presentationCode: UInt32 =
            switch presentation {
            case .icu: 0
            case .spoken: 1
            case .relative: 2
            }
        return code(date) | code(time) << 4 | presentationCode << 8
    }

    /// Calls `body` with the date entry for a request's locale and zone as written (nil:
    /// absent or null, so `defaults`) and its styles, borrowed (valid only inside `body`);
    /// `make` resolves them on a miss, and its errors are not remembered.
    mutating func withDate<Result>(
        locale: UnsafeBufferPointer<UInt8>?, zone: UnsafeBufferPointer<UInt8>?, styles: UInt32,
        defaults: (locale: SpokenLocale, zone: SpokenTimeZone),
        make: (inout RenderMemo) throws(SpokenError) -> (SpokenLocale, SpokenDateFormatter),
        _ body: (DateEntry) -> Result
    ) throws(SpokenError) -> Result {
        var slot = Int(styles) &* 0x2545_F491
        slot ^= locale.map { Self.hash($0) } ?? 0x5A17
        slot = slot &* 31 ^ (zone.map { Self.hash($0) } ?? 0x2077)
        if let entry = dates[slot], entry._withUnsafeGuaranteedRef({ $0.matches(locale, zone, styles, defaults) }) {
            return entry._withUnsafeGuaranteedRef(body)
        }
        if let entry = dates[slot ^ 1], entry._withUnsafeGuaranteedRef({ $0.matches(locale, zone, styles, defaults) }) {
            return entry._withUnsafeGuaranteedRef(body)
        }
        let (resolved, formatter) = try make(&self)
        var literal: [UInt8] = []
        appendLiteral(of: resolved, to: &literal)
        let entry = DateEntry(
            locale: locale, zone: zone, styles: styles, defaults: (defaults.locale, defaults.zone),
            formatter: formatter, literal: literal)
        dates.store(entry, at: slot)
        return body(entry)
    }

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
        presentation: DatePresentation, capitalization: RelativeTimeCapitalization? = nil
    ) throws(SpokenError) -> SpokenDateFormatter {
        let capitalization = capitalization ?? presentation.defaultCapitalization
        var hasher = Hasher()
        hasher.combine(capitalization)
        hasher.combine(locale.identifier)
        hasher.combine(timeZone.identifier)
        hasher.combine(dateStyle)
        hasher.combine(timeStyle)
        hasher.combine(presentation)
        let slot = hasher.finalize()
        if let entry = dateFormatters[slot], entry.value.dateStyle == dateStyle, entry.value.timeStyle == timeStyle,
            entry.value.presentation == presentation, entry.value.capitalization == capitalization,
            entry.value.locale == locale, entry.value.timeZone == timeZone
        {
            return entry.value
        }
        let formatter = try SpokenDateFormatter(
            locale: locale, timeZone: timeZone, dateStyle: dateStyle, timeStyle: timeStyle,
            presentation: presentation, capitalization: capitalization)
        dateFormatters[slot] = Entry([], formatter)
        return formatter
    }

    /// The measure formatter for a unit given as UTF-8 (as the request wrote it) and options.
    mutating func measureFormatter(
        locale: SpokenLocale, unit name: UnsafeBufferPointer<UInt8>, width: MeasureWidth, maximumFractionDigits: Int?,
        usage: MeasureUsage
    ) throws(SpokenError) -> MeasureFormatter {
        let slot =
            Self.hash(name) &* 31 ^ Self.hash(locale.identifier) &* 7 ^ (maximumFractionDigits ?? -1) &* 0x2545_F491
            ^ Self.code(width) ^ (usage == .default ? 0 : 13)
        if let entry = measureFormatters[slot], entry.value.width == width, entry.value.usage == usage,
            entry.value.maximumFractionDigits == maximumFractionDigits, Self.same(entry.key, name),
            entry.value.locale == locale
        {
            return entry.value
        }
        let unitName = String(decoding: name, as: UTF8.self)
        let unit = try MeasureUnit.cached(unitName)
        let formatter = try MeasureFormatter(
            locale: locale, unit: unit, width: width, maximumFractionDigits: maximumFractionDigits, usage: usage)
        measureFormatters[slot] = Entry(Array(name), formatter)
        return formatter
    }

    mutating func labelComposer(locale: SpokenLocale, style: LabelStyle) throws(SpokenError) -> LabelComposer {
        let slot = Self.hash(locale.identifier) ^ Self.code(style) &* 0x2545_F491
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

    private static func same(_ key: [UInt8]?, _ bytes: UnsafeBufferPointer<UInt8>?) -> Bool {
        switch (key, bytes) {
        case (nil, nil): true
        case (let key?, let bytes?): same(key, bytes)
        default: false
        }
    }

    /// Small numbers for the option enums in a slot's hash (`hashValue` would run SipHash).
    private static func code(_ width: MeasureWidth) -> Int {
        switch width {
        case .full: 0
        case .short: 1
        case .narrow: 2
        }
    }

    private static func code(_ style: LabelStyle) -> Int {
        switch style {
        case .pause: 0
        case .and: 1
        case .or: 2
        }
    }

    /// `hash(_:)` of a string's UTF-8.
    @inline(__always)
    static func hash(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { hash($0) }
    }

    /// A hash of a few bytes for the direct-mapped tables: 8 bytes a step, multiply and shift
    /// (SipHash, `Hasher`'s, cost a fifth of a date request). Keys collide only to evict each
    /// other, never to answer for each other: every hit compares the bytes.
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let raw = UnsafeRawBufferPointer(bytes)
        var state = UInt64(truncatingIfNeeded: bytes.count) &* 0x9E37_79B9_7F4A_7C15
        var index = 0
        while index + 8 <= raw.count {
            state = (state ^ raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
            state ^= state >> 29
            index += 8
        }
        if index < raw.count {
            var tail: UInt64 = 0
            for offset in index..<raw.count { tail = tail << 8 | UInt64(raw[offset]) }
            state = (state ^ tail) &* 0x94D0_49BB_1331_11EB
        }
        state ^= state >> 32
        state = state &* 0xFF51_AFD7_ED55_8CCD
        state ^= state >> 29
        return Int(truncatingIfNeeded: state)
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
