import Glibc
import Spoken
import Synchronization

/// What the requests on one thread keep repeating: their locale and zone strings (resolved as
/// numbered `Resolution`s), the table their members are read into, and each op's own memory of
/// formatters (`cache`: date's `DateFormatterCache`, label's `LabelComposerCache`, measure's
/// `MeasureFormatterCache`). A batch of requests looks them up here, without a lock, instead of
/// going to the library's shared caches, which hash every field under one.
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
    private var locales = Table<Entry<Resolution<SpokenLocale>>>()
    private var zones = Table<Entry<Resolution<SpokenTimeZone>>>()
    /// The members of the line being answered, reused from line to line (`RequestMembers`).
    var members: RequestMembers.Table?
    /// Each op's own memory (`RenderOpCache`), made on its first use.
    private var opCaches: [(type: ObjectIdentifier, cache: AnyObject)] = []

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

    package init() {}

    /// The op's own memory of type `Cache` on this thread: its formatters, keyed as the op needs.
    @inline(__always)
    mutating func cache<Cache: RenderOpCache>(_ type: Cache.Type) -> Cache {
        let id = ObjectIdentifier(type)
        for entry in opCaches where entry.type == id { return unsafeDowncast(entry.cache, to: Cache.self) }
        let cache = Cache()
        opCaches.append((id, cache))
        return cache
    }

    /// The locale for a tag given as UTF-8, with its number.
    mutating func resolvedLocale(utf8 tag: UnsafeBufferPointer<UInt8>) throws(SpokenError) -> Resolution<SpokenLocale> {
        try Self.resolve(tag, in: &locales) { (text) throws(SpokenError) in try SpokenLocale(text) }
    }

    /// The zone for an id given as UTF-8, with its number.
    mutating func resolvedZone(utf8 id: UnsafeBufferPointer<UInt8>) throws(SpokenError) -> Resolution<SpokenTimeZone> {
        try Self.resolve(id, in: &zones) { (text) throws(SpokenError) in try SpokenTimeZone(text) }
    }

    /// The resolution of `bytes` in `table`, made by `make` from their text on a miss.
    @inline(__always)
    private static func resolve<Value>(
        _ bytes: UnsafeBufferPointer<UInt8>, in table: inout Table<Entry<Resolution<Value>>>,
        _ make: (String) throws(SpokenError) -> Value
    ) throws(SpokenError) -> Resolution<Value> {
        let slot = hash(bytes)
        if let entry = table[slot], same(entry.key, bytes) { return entry.value }
        let resolution = Resolution(try make(String(decoding: bytes, as: UTF8.self)))
        table[slot] = Entry(Array(bytes), resolution)
        return resolution
    }

    mutating func resolvedLocale(_ tag: String) throws(SpokenError) -> Resolution<SpokenLocale> {
        var tag = tag
        let result = tag.withUTF8 { bytes in Result { () throws(SpokenError) in try resolvedLocale(utf8: bytes) } }
        return try result.get()
    }

    mutating func resolvedZone(_ id: String) throws(SpokenError) -> Resolution<SpokenTimeZone> {
        var id = id
        let result = id.withUTF8 { bytes in Result { () throws(SpokenError) in try resolvedZone(utf8: bytes) } }
        return try result.get()
    }

    private static func same(_ key: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        key.count == bytes.count && key.withUnsafeBufferPointer { MemberName.same($0, bytes) }
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

/// An op's own memory of formatters, one per thread, kept in its `RenderMemo` (date's
/// `DateFormatterCache`): formatter caching belongs to each op.
protocol RenderOpCache: AnyObject {
    init()
}

/// A locale or zone as resolved once, with a number that stands for this resolution alone in the
/// whole process (never given twice, so never to two different values): an op's own memory keys
/// its formatters by these numbers instead of hashing identifiers. A request holds its
/// resolutions by reference.
package final class Resolution<Value: Sendable>: Sendable {
    let value: Value
    let number: Int

    init(_ value: Value) {
        self.value = value
        number = resolutionNumbers.add(1, ordering: .relaxed).oldValue
    }
}

/// Numbers are process-wide, so those of two memories never meet.
private let resolutionNumbers = Atomic<Int>(1)
