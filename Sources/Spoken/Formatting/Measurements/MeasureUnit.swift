internal import SpokenICU

/// A CLDR unit that ICU knows, by its core unit identifier: simple (`celsius`, `kilogram`,
/// `percent`), compound (`kilometer-per-hour`, `liter-per-100-kilometer`) or mixed
/// (`foot-and-inch`).
///
/// An identifier ICU does not parse, or cannot name (`pow15-meter`, `100-kilometer`), is an
/// `unknown-unit` error that names it and suggests close matches from ICU's own list (`celcius` → `celsius`).
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
        guard safe, Self.validity.value(for: identifier, create: { spk_measure_unit_is_valid(identifier) != 0 })
        else {
            throw Self.unknown(identifier)
        }
        self.identifier = identifier
    }

    /// Whether ICU can name each identifier asked about (a format probe, not only a parse).
    private static let validity = BoundedCache<String, Bool>(capacity: 256)

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

    /// Up to `limit` identifiers from `available` closest to `identifier` (`Suggestion`'s typo
    /// distance). A compound or mixed identifier (`kilometer-per-hours`, `hour-and-minutes`) is
    /// mended part by part when every misspelt part has a close unit.
    public static func suggestions(for identifier: String, limit: Int = 3) -> [String] {
        let whole = Suggestion.closest(to: identifier, in: available, limit: limit)
        if !whole.isEmpty { return whole }
        return mended(identifier).map { [$0] } ?? []
    }

    /// `hour-and-minutes` → `hour-and-minute`: each part that is not a unit replaced by its
    /// nearest, when the result is one ICU accepts.
    private static func mended(_ identifier: String) -> String? {
        let separators = ["-and-", "-per-"]
        guard separators.contains(where: identifier.contains) else { return nil }
        let known = Set(available)
        var parts: [String] = []
        var rest = Substring(identifier.lowercased())
        var changed = false
        while !rest.isEmpty {
            let cut = separators.compactMap { rest.range(of: $0) }.min { $0.lowerBound < $1.lowerBound }
            let part = String(rest[..<(cut?.lowerBound ?? rest.endIndex)])
            if known.contains(part) || part.isEmpty {
                parts.append(part)
            } else {
                guard let near = Suggestion.nearest(to: part, in: available) else { return nil }
                parts.append(near)
                changed = true
            }
            guard let cut else { break }
            parts.append(String(rest[cut]))
            rest = rest[cut.upperBound...]
        }
        let candidate = parts.joined()
        guard changed, candidate != identifier, (try? MeasureUnit(candidate)) != nil else { return nil }
        return candidate
    }

    private static func unknown(_ identifier: String) -> SpokenError {
        let hint =
            Suggestion.didYouMean(suggestions(for: identifier))
            ?? "it is not a CLDR unit ICU knows (such as 'celsius' or 'kilometer-per-hour')"
        return SpokenError(.unknownUnit, input: identifier, message: "Unknown unit '\(identifier)': \(hint)")
    }
}
