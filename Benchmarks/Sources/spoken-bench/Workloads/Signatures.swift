import Foundation
import ICUBaselines
import Spoken

/// The signatures of the `*-many` workloads: what a backend serving its users in their own
/// locales and zones sees. Lists come from ICU itself (`spk_bench_zones`, `spk_bench_locales`),
/// never from Spoken.
enum Signatures {
    /// The 15 shipped catalogs (l10n/*.arb).
    static let shippedLocales = StringCatalogWorkloads.locales

    /// ICU's canonical location zones, in ICU's order.
    static let icuZones: [String] = lines { spk_bench_zones($0, $1, &$2) }

    /// ICU's available locales as BCP 47 tags, in ICU's order.
    static let icuLocales: [String] = lines { spk_bench_locales($0, $1, &$2) }

    /// The locale's cardinal plural categories in CLDR's order (zero, one, two, few, many, other),
    /// from ICU's plural rules (`spk_bench_plural_categories`).
    static func pluralCategories(_ tag: String) -> [String] {
        let categories = lines { spk_bench_plural_categories(tag, $0, $1, &$2) }
        return pluralOrder.filter(categories.contains)
    }

    /// CLDR's order of the plural categories.
    static let pluralOrder = ["zero", "one", "two", "few", "many", "other"]

    /// `count` zones spread evenly over ICU's list (every continent), each one Spoken and
    /// Foundation both open (a zone newer than the system's tzdata is skipped).
    static func zones(_ count: Int) -> [String] {
        let usable = icuZones.filter { (try? SpokenTimeZone($0)) != nil && TimeZone(identifier: $0) != nil }
        guard usable.count > count else { return usable }
        return (0..<count).map { usable[$0 * usable.count / count] }
    }

    /// Newline-separated names from a C call that reports the length it needs.
    static func lines(_ call: (UnsafeMutablePointer<CChar>?, Int32, inout Int32) -> Int32) -> [String] {
        var capacity: Int32 = 1 << 16
        while true {
            var buffer = [CChar](repeating: 0, count: Int(capacity))
            var status: Int32 = 0
            let length = call(&buffer, capacity, &status)
            guard status <= 0 else { return [] }
            if length <= capacity {
                let bytes = buffer[..<Int(length)].map { UInt8(bitPattern: $0) }
                return String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
            }
            capacity = length
        }
    }

    /// A deterministic shuffle (Fisher–Yates over SplitMix64).
    static func shuffled<T>(_ items: [T], seed: UInt64) -> [T] {
        var items = items
        var random = SplitMix64(state: seed)
        for i in stride(from: items.count - 1, to: 0, by: -1) {
            items.swapAt(i, Int(random.next() % UInt64(i + 1)))
        }
        return items
    }
}

/// Byte-identical, not merely canonically equivalent as String's `==`.
func sameBytes(_ a: String, _ b: String) -> Bool { a.utf8.elementsEqual(b.utf8) }

/// A text with the invisible characters a mismatch often hides in (no-break, narrow and thin
/// spaces, bidi marks, soft hyphens) written as `\u{…}`.
func visible(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
        switch scalar.value {
        case 0x00A0, 0x00AD, 0x061C, 0x2009, 0x200B...0x200F, 0x202F, 0x2066...0x2069:
            out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out
}

/// The speech form Spoken documents for numbers it formats (a hyphen-minus sign before a digit,
/// past any bidi marks, becomes U+2212 MINUS SIGN; soft hyphens go), written here from that
/// description so a check compares Spoken with ICU's own bytes plus the documented change.
func speechForm(_ icu: String) -> String {
    let scalars = Array(icu.unicodeScalars)
    var out = String.UnicodeScalarView()
    var index = 0
    func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.numericType == .decimal }
    while index < scalars.count {
        let scalar = scalars[index]
        if scalar == "\u{00AD}" {
            index += 1
            continue
        }
        if scalar == "-", index == 0 || !(scalars[index - 1].properties.isAlphabetic || isDigit(scalars[index - 1])) {
            var next = index + 1
            while next < scalars.count, ["\u{200E}", "\u{200F}", "\u{061C}"].contains(scalars[next]) { next += 1 }
            if next < scalars.count, isDigit(scalars[next]) {
                out.append("\u{2212}")
                index = next
                continue
            }
        }
        out.append(scalar)
        index += 1
    }
    return String(out)
}

/// A date formatter straight from ICU's C API (`spk_bench_datefmt`): the check and the floor of
/// the date workloads with many signatures.
final class ICUDate {
    let handle: OpaquePointer
    var buffer = [UInt16](repeating: 0, count: 256)

    init(locale: String, zone: String, spoken: Bool, dateStyle: Int32 = 2, timeStyle: Int32 = 3) throws {
        var status: Int32 = 0
        let units = Array(zone.utf16)
        guard
            let handle = spk_bench_datefmt_open(
                locale, units, Int32(units.count), dateStyle, timeStyle, spoken ? 1 : 0, &status), status <= 0
        else { throw BenchError.mismatch("ICU cannot open a date formatter for '\(locale)' in '\(zone)'") }
        self.handle = handle
    }

    deinit { spk_bench_datefmt_close(handle) }

    func format(_ seconds: Double) -> Int {
        var status: Int32 = 0
        return Int(spk_bench_datefmt_format(handle, seconds * 1000, &buffer, 256, &status))
    }

    func string(_ seconds: Double) -> String {
        let length = format(seconds)
        return String(decoding: buffer[..<min(length, 256)], as: UTF16.self)
    }
}
