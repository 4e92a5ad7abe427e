internal import SpokenICU

/// Joins items into a sentence with ICU's list formatter (wide width), for the labels of
/// sentences rather than cells: "Alice, Bob, and Carol" / "Alice、Bob和Carol".
public struct SpokenListFormatter: Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        /// Conjunction: "Alice, Bob, and Carol".
        case and
        /// Disjunction: "Alice, Bob, or Carol".
        case or

        var icuValue: Int32 { self == .and ? Int32(SPK_LIST_AND) : Int32(SPK_LIST_OR) }
    }

    public let locale: SpokenLocale
    public let kind: Kind
    private let format: ICUListFormat

    public init(locale: SpokenLocale = .enUS, kind: Kind) throws(SpokenError) {
        self.locale = locale
        self.kind = kind
        format = try Self.cache.value(for: Signature(locale: locale.icuIdentifier, kind: kind)) {
            () throws(SpokenError) -> ICUListFormat in
            do throws(ICUStatusError) {
                return try ICUListFormat(icuLocale: locale.icuIdentifier, type: kind.icuValue)
            } catch {
                throw SpokenError(
                    .icuFailure, input: locale.identifier,
                    message: "ICU could not open a list formatter for '\(locale.identifier)' (\(error.name))")
            }
        }
    }

    /// The items joined as ICU's `ulistfmt_format` joins them, verbatim.
    public func string(_ items: [String]) throws(SpokenError) -> String {
        do {
            return try format.string(items)
        } catch {
            throw SpokenError(
                .icuFailure, input: items.joined(separator: "|"),
                message: "ICU could not join \(items.count) items in '\(locale.identifier)' (\(error.name))")
        }
    }

    private struct Signature: Hashable, Sendable {
        var locale: String
        var kind: Kind
    }

    private static let cache = BoundedCache<Signature, ICUListFormat>(formatters: ())
}

extension SpokenListFormatter {
    /// The same with the locale as a caller holds it: a `String` tag read from a request, or a
    /// `SpokenLocale`. A bad tag is the error `SpokenLocale(_:)` throws, naming it.
    @inlinable
    public init(locale: some SpokenLocaleConvertible, kind: Kind) throws(SpokenError) {
        try self.init(locale: locale.spokenLocale(), kind: kind)
    }
}
