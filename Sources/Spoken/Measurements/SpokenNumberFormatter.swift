/// Speaks a plain number in the locale's number format ("3.5" en, "3,5" de, "٣٫٥" ar), as ICU's
/// number formatter does. Ratings use it for their value.
public struct SpokenNumberFormatter: Sendable {
    public let locale: SpokenLocale
    public let maximumFractionDigits: Int?
    private let format: ICUNumberFormat

    public init(locale: SpokenLocale = .enUS, maximumFractionDigits: Int? = nil) throws(SpokenError) {
        try validateFractionDigits(maximumFractionDigits)
        self.locale = locale
        self.maximumFractionDigits = maximumFractionDigits
        let skeleton = (maximumFractionDigits.map { fractionSkeleton($0) + " " } ?? "") + signSkeleton
        let signature = Signature(locale: locale.icuIdentifier, digits: maximumFractionDigits)
        format = try Self.cache.value(for: signature) { () throws(SpokenError) -> ICUNumberFormat in
            do throws(ICUStatusError) {
                return try ICUNumberFormat(skeleton: skeleton, icuLocale: locale.icuIdentifier)
            } catch {
                throw SpokenError(
                    .icuFailure, input: locale.identifier,
                    message: "ICU could not open a number formatter for '\(locale.identifier)' (\(error.name))")
            }
        }
    }

    /// The locale's digits for `value`. NaN and infinities are `invalid-number` errors.
    public func string(_ value: Double) throws(SpokenError) -> String {
        try format.checkedString(value)
    }

    /// The ICU number skeleton behind this formatter (`.## sign-negative`).
    public var skeleton: String { format.skeleton }

    private struct Signature: Hashable, Sendable {
        var locale: String
        var digits: Int?
    }

    private static let cache = BoundedCache<Signature, ICUNumberFormat>(capacity: 32)
}
