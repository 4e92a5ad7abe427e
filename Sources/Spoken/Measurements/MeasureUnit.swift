internal import SpokenICU

/// A CLDR unit that ICU knows, by its core unit identifier: simple (`celsius`, `kilogram`,
/// `percent`), compound (`kilometer-per-hour`, `liter-per-100-kilometer`) or mixed
/// (`foot-and-inch`).
///
/// An identifier ICU does not parse is an `unknown-unit` error that names it and suggests close
/// matches from ICU's own list (`celcius` → `celsius`).
public struct MeasureUnit: Sendable, Hashable, CustomStringConvertible {
    /// The CLDR identifier, exactly as ICU accepted it.
    public let identifier: String

    public init(_ identifier: String) throws(SpokenError) {
        // Only [a-z0-9-]: the identifier goes into a number skeleton, where a space or a '/'
        // would start another option.
        let safe =
            !identifier.isEmpty && identifier.utf8.count <= 128
            && identifier.utf8.allSatisfy {
                ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z"))
                    || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9"))
                    || $0 == UInt8(ascii: "-")
            }
        guard safe, spk_measure_unit_is_valid(identifier) != 0 else {
            throw Self.unknown(identifier)
        }
        self.identifier = identifier
    }

    public var description: String { identifier }

    public static let celsius = MeasureUnit(known: "celsius")
    public static let fahrenheit = MeasureUnit(known: "fahrenheit")

    private init(known identifier: String) { self.identifier = identifier }

    /// Every simple unit ICU lists (`MeasureUnit::getAvailable`, currencies left out), sorted.
    /// Compound units built from them (`meter-per-second`) are accepted too but not listed.
    public static let available: [String] = {
        let joined = (try? icuCString(initialCapacity: 4096) { spk_measure_units_available($0, $1, &$2) }) ?? ""
        return joined.split(separator: "\n").map(String.init).sorted()
    }()

    /// Up to `limit` identifiers from `available` closest to `identifier` (case-insensitive
    /// optimal-string-alignment distance, ties by name), within a distance that grows with length.
    public static func suggestions(for identifier: String, limit: Int = 3) -> [String] {
        let wanted = Array(identifier.lowercased().utf8)
        guard !wanted.isEmpty else { return [] }
        let threshold = max(2, wanted.count / 4)
        var scored: [(distance: Int, name: String)] = []
        for name in available {
            let candidate = Array(name.utf8)
            guard abs(candidate.count - wanted.count) <= threshold else { continue }
            let distance = EditDistance.optimalStringAlignment(wanted, candidate)
            if distance <= threshold { scored.append((distance, name)) }
        }
        scored.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.name < $1.name }
        return scored.prefix(limit).map(\.name)
    }

    private static func unknown(_ identifier: String) -> SpokenError {
        let close = suggestions(for: identifier)
        let hint: String
        switch close.count {
        case 0: hint = "it is not a CLDR unit ICU knows (such as 'celsius' or 'kilometer-per-hour')"
        case 1: hint = "did you mean '\(close[0])'?"
        default:
            hint =
                "did you mean " + close.dropLast().map { "'\($0)'" }.joined(separator: ", ")
                + " or '\(close[close.count - 1])'?"
        }
        return SpokenError(.unknownUnit, input: identifier, message: "Unknown unit '\(identifier)': \(hint)")
    }
}

/// Edit distances for "did you mean" suggestions (units here, commands and options in the CLI).
package enum EditDistance {
    /// Levenshtein distance where swapping two adjacent characters counts as one edit
    /// ("kilometre" → "kilometer" is 1).
    package static func optimalStringAlignment(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let width = b.count + 1
        var beforePrevious = [Int](repeating: 0, count: width)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: width)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, beforePrevious[j - 2] + 1)
                }
                current[j] = best
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
