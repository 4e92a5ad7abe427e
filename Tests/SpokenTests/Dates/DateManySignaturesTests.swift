import Testing

@testable import Spoken

/// Many (locale, zone) pairs at once, as a backend's traffic has them: halves shared across
/// zones must give each zone ICU's own words, compared with a whole-pattern formatter opened in
/// that very zone (`udat_open`, no cache in between).
@Suite("Dates over many signatures")
struct DateManySignaturesTests {
    static let locales = [
        "ar", "cs", "de", "en", "es", "fr", "he", "hi", "ja", "ko", "pl", "pt-BR", "ru", "zh-Hans", "zh-Hant",
    ]
    /// Zones west and east, half- and quarter-hour offsets, DST north and south, a zone that
    /// changed its offset for good, and UTC.
    static let zones = [
        "UTC", "America/New_York", "America/Los_Angeles", "America/St_Johns", "America/Sao_Paulo",
        "America/Caracas", "Europe/London", "Europe/Berlin", "Europe/Moscow", "Africa/Cairo", "Asia/Kolkata",
        "Asia/Kathmandu", "Asia/Shanghai", "Asia/Tokyo", "Australia/Adelaide", "Australia/Lord_Howe",
        "Pacific/Chatham", "Pacific/Kiritimati", "Pacific/Apia", "Asia/Tehran",
    ]

    @Test(
        "Every locale × zone × presentation agrees with a formatter opened in that zone",
        arguments: [
            ("icu medium/short", DateStyle.medium, DateStyle.short, DatePresentation.icu),
            ("spoken medium/short", .medium, .short, .spoken),
            ("icu date only", .long, .none, .icu),
            ("spoken time only", .none, .short, .spoken),
        ])
    func agreesWithZoneFormatter(
        _ name: String, _ dateStyle: DateStyle, _ timeStyle: DateStyle, _ presentation: DatePresentation
    ) throws {
        // Instants before 1973 and after 2100 too (the zone's own formatter serves those).
        var instants: [Double] = [-1_000_000_000.5, 4_200_000_000]
        var seed: UInt64 = 42
        for _ in 0..<40 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            instants.append(94_694_400 + Double(seed >> 34))
        }
        var mismatches: [String] = []
        // Interleaved, so that every zone's formatter meets halves other zones already filled.
        for instant in instants {
            for tag in Self.locales {
                for zone in Self.zones {
                    let formatter = try SpokenDateFormatter(
                        locale: tag, timeZone: zone, dateStyle: dateStyle, timeStyle: timeStyle,
                        presentation: presentation)
                    let expected = try Self.icu(tag, zone, dateStyle, timeStyle, presentation, instant)
                    let actual = formatter.string(secondsSince1970: instant)
                    if actual != Self.spoken(expected, presentation) {
                        mismatches.append(
                            "\(tag) \(zone) \(instant): \(expected.debugDescription) vs \(actual.debugDescription)")
                    }
                }
            }
        }
        let first = mismatches.prefix(3).joined(separator: "; ")
        #expect(mismatches.count == 0, "first: \(first)")
    }

    /// ICU's own words from a whole-pattern formatter opened for this zone alone.
    static func icu(
        _ tag: String, _ zone: String, _ dateStyle: DateStyle, _ timeStyle: DateStyle,
        _ presentation: DatePresentation, _ seconds: Double
    ) throws -> String {
        let locale = try SpokenLocale(tag)
        let timeZone = try SpokenTimeZone(zone)
        let handle =
            presentation == .icu
            ? try UDateFormatHandle(
                dateStyle: dateStyle, timeStyle: timeStyle, relative: false, locale: locale, timeZone: timeZone)
            : try UDateFormatHandle(
                skeleton: dateStyle.spokenDateSkeleton + timeStyle.spokenTimeSkeleton, locale: locale,
                timeZone: timeZone)
        return handle.format(seconds)
    }

    static func spoken(_ text: String, _ presentation: DatePresentation) -> String {
        presentation == .spoken ? SpokenDateFormatter.plainSpaces(text) : text
    }

    @Test("Zones share their locale's halves")
    func halvesShared() throws {
        for zone in Self.zones {
            let formatter = try SpokenDateFormatter(locale: "fr", timeZone: zone)
            #expect(formatter.cachesHalves, "\(zone)")
        }
    }
}

@Suite("Bounded caches")
struct BoundedCacheTests {
    @Test("A cache never holds more than its capacity")
    func bounded() {
        let cache = BoundedCache<Int, Int>(capacity: 100)
        for key in 0..<10_000 { _ = cache.value(for: key) { key * 2 } }
        #expect(cache.count == 100)
        // What it holds is right.
        #expect(cache.value(for: 9_999) { -1 } == 19_998)
    }

    @Test("A uniform spread one larger than the capacity still hits (exact LRU would miss every time)")
    func noThrash() {
        let cache = BoundedCache<Int, Int>(capacity: 1_000)
        var created = 0
        for round in 0..<20 {
            for key in 0..<1_001 {
                _ = cache.value(for: key) {
                    created += 1
                    return key + round * 0
                }
            }
        }
        // 20,020 lookups: exact LRU creates on all of them; sampled eviction on a few percent.
        #expect(created < 2_000)
    }

    @Test("Formatter caches follow SpokenCaches.capacity; a capacity below 1 is refused naming it")
    func configurable() throws {
        #expect(SpokenCaches.capacity == SpokenCaches.defaultCapacity)
        let cache = BoundedCache<Int, Int>(formatters: ())
        #expect(cache.capacity == SpokenCaches.defaultCapacity)
        #expect(throws: SpokenError.self) { try SpokenCaches.setCapacity(0) }
        do {
            try SpokenCaches.setCapacity(0)
        } catch {
            #expect(error.code == .invalidOption)
            #expect(error.message.contains("'0'"))
        }
        #expect(SpokenCaches.capacity == SpokenCaches.defaultCapacity)
    }

    @Test("Formatter caches keep under SpokenCaches.maxBytes together, whatever their capacity")
    func byteBound() {
        #expect(SpokenCaches.maxBytes == SpokenCaches.defaultMaxBytes)
        #expect(throws: SpokenError.self) { try SpokenCaches.setMaxBytes(1_000) }
        // Entries that take 4 MiB of heap each (never touched: no resident memory): 100 of them
        // are 400 MiB, within the capacity of 4,096 but past the 256 MiB bound.
        let cache = BoundedCache<Int, [UInt8]>(formatters: ())
        for key in 0..<100 {
            _ = cache.value(for: key) {
                [UInt8](unsafeUninitializedCapacity: 4 << 20) { _, count in count = 4 << 20 }
            }
        }
        // The largest cache evicted: at most about 64 entries stay (fewer when the other caches
        // of the process hold some of the 256 MiB; measures blur with other threads').
        #expect(cache.count < 80, "\(cache.count) entries of 4 MiB")
        #expect(SpokenCaches.heldBytes <= SpokenCaches.maxBytes + (8 << 20))
        // The newest is there and right.
        #expect(cache.value(for: 99) { [] }.count == 4 << 20)
    }
}
