internal import SpokenICU

/// A validated time zone: an IANA id (`America/New_York`, `Europe/Kyiv`), `UTC`, or a custom
/// offset (`GMT+08:00`).
///
/// ICU silently treats an id it does not know as GMT; Spoken detects that and throws instead, so
/// a typo never shifts a user's times by hours.
public struct SpokenTimeZone: Sendable, Hashable, CustomStringConvertible {
    /// The id as given (ICU formats with it; display names follow the canonical zone).
    public let identifier: String
    /// CLDR's canonical id as ICU 72 gives it (`UTC` → `Etc/UTC`; CLDR keeps the first name a
    /// zone had, so `Asia/Kolkata` → `Asia/Calcutta` and `Europe/Kyiv` → `Europe/Kiev`).
    public let canonicalIdentifier: String
    /// False for custom offsets such as `GMT+08:00`.
    public let isSystemZone: Bool

    public static let utc = try! SpokenTimeZone("UTC")  // swiftlint:disable:this force_try

    public init(_ identifier: String) throws(SpokenError) {
        if let cached = Self.parsed.cachedValue(for: identifier) {
            self = cached
            return
        }
        guard !identifier.isEmpty, identifier.utf8.count < 128,
            identifier.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F })
        else {
            throw SpokenError(
                .unknownTimeZone, input: identifier,
                message:
                    "Unknown time zone '\(identifier)': expected an IANA id such as 'America/New_York', 'UTC' or 'GMT+08:00'"
            )
        }
        var isSystem: Int8 = 0
        let canonical: String
        do {
            canonical = try identifier.withUTF16 { (id, length) throws(ICUStatusError) -> String in
                try icuUTF16String(initialCapacity: 64) {
                    spk_timezone_canonical(id, length, $0, $1, &isSystem, &$2)
                }
            }
        } catch {
            throw SpokenError(
                .unknownTimeZone, input: identifier,
                message: "Unknown time zone '\(identifier)': ICU has no zone with this id")
        }
        let zone = SpokenTimeZone(identifier: identifier, canonical: canonical, isSystem: isSystem != 0)
        Self.parsed.store(zone, for: identifier)
        self = zone
    }

    private init(identifier: String, canonical: String, isSystem: Bool) {
        self.identifier = identifier
        self.canonicalIdentifier = canonical
        self.isSystemZone = isSystem
    }

    public var description: String { identifier }

    /// The zone's total offset from UTC, in seconds, at an instant.
    public func offset(atSecondsSince1970 seconds: Double) -> Int {
        var status: Int32 = 0
        let millis = identifier.withUTF16 { spk_timezone_offset($0, $1, seconds * 1000, &status) }
        return Int(millis / 1000)
    }

    private static let parsed = ParseMemo<SpokenTimeZone>(capacity: 4_096)
}
