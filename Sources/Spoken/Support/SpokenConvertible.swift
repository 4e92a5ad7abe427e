/// A locale as a caller holds it: a ``SpokenLocale``, or its BCP 47 tag as a `String` read from a
/// request, a JSON field or a header. Every initializer that takes `locale:` takes either, so
///
/// ```swift
/// let formatter = try MoneyFormatter(locale: order.locale, currency: order.currency)  // two Strings
/// ```
///
/// compiles as it is; a tag ICU has no data for is the same `invalid-locale` error
/// `SpokenLocale(_:)` throws, naming the tag.
public protocol SpokenLocaleConvertible: Sendable {
    /// The locale, or the error naming the tag.
    func spokenLocale() throws(SpokenError) -> SpokenLocale
}

/// A time zone as a caller holds it: a ``SpokenTimeZone``, or its IANA identifier as a `String`
/// ("Asia/Shanghai"). An unknown identifier is the `invalid-time-zone` error `SpokenTimeZone(_:)`
/// throws, naming it.
public protocol SpokenTimeZoneConvertible: Sendable {
    /// The time zone, or the error naming the identifier.
    func spokenTimeZone() throws(SpokenError) -> SpokenTimeZone
}

/// A currency as a caller holds it: a ``CurrencyCode``, or an ISO 4217 code as a `String` in any
/// case ("usd"). An unknown code is the `unknown-currency` error `CurrencyCode(_:)` throws, with
/// the closest code as a suggestion.
public protocol CurrencyCodeConvertible: Sendable {
    /// The currency, or the error naming the code.
    func currencyCode() throws(SpokenError) -> CurrencyCode
}

/// A unit as a caller holds it: a ``MeasureUnit``, or ICU's identifier as a `String` ("celsius",
/// "kilometer-per-hour"). An unknown identifier is the error `MeasureUnit(_:)` throws, naming it.
public protocol MeasureUnitConvertible: Sendable {
    /// The unit, or the error naming the identifier.
    func measureUnit() throws(SpokenError) -> MeasureUnit
}

extension SpokenLocale: SpokenLocaleConvertible {
    /// Itself.
    public func spokenLocale() -> SpokenLocale { self }
}

extension SpokenTimeZone: SpokenTimeZoneConvertible {
    /// Itself.
    public func spokenTimeZone() -> SpokenTimeZone { self }
}

extension CurrencyCode: CurrencyCodeConvertible {
    /// Itself.
    public func currencyCode() -> CurrencyCode { self }
}

extension MeasureUnit: MeasureUnitConvertible {
    /// Itself.
    public func measureUnit() -> MeasureUnit { self }
}

extension String: SpokenLocaleConvertible, SpokenTimeZoneConvertible, CurrencyCodeConvertible, MeasureUnitConvertible {
    /// `SpokenLocale(self)`.
    public func spokenLocale() throws(SpokenError) -> SpokenLocale { try SpokenLocale(self) }
    /// `SpokenTimeZone(self)`.
    public func spokenTimeZone() throws(SpokenError) -> SpokenTimeZone { try SpokenTimeZone(self) }
    /// `CurrencyCode(self)`.
    public func currencyCode() throws(SpokenError) -> CurrencyCode { try CurrencyCode(self) }
    /// `MeasureUnit(self)`.
    public func measureUnit() throws(SpokenError) -> MeasureUnit { try MeasureUnit(self) }
}
