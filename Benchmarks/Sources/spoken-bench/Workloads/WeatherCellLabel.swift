import Spoken

/// The label of a weather cell: city and temperature composed as one element, "Beijing, 25
/// degrees Celsius" / "北京，25摄氏度". Holds its formatter and composer, so the per-cell cost is
/// one ICU format and one join (the `label-weather` benchmark workload).
struct WeatherCellLabel: Sendable {
    let composer: LabelComposer
    let temperature: MeasureFormatter

    init(
        locale: SpokenLocale = .enUS, unit: MeasureUnit = .celsius, usage: MeasureUsage = .default,
        maximumFractionDigits: Int? = nil
    ) throws(SpokenError) {
        composer = try LabelComposer(locale: locale)
        temperature = try MeasureFormatter(
            locale: locale, unit: unit, width: .full, maximumFractionDigits: maximumFractionDigits, usage: usage)
    }

    /// "Beijing, 25 degrees Celsius". NaN and infinities are `invalid-number` errors.
    func label(city: String, temperature value: Double) throws(SpokenError) -> String {
        composer.compose([city, try temperature.string(value)])
    }
}

extension WeatherCellLabel {
    /// The same with the locale and the unit as a caller holds them: `String`s read from a request
    /// or the checked types, in any mix. A bad tag or unit is the error `SpokenLocale(_:)` or
    /// `MeasureUnit(_:)` throws, naming it.
    @inlinable
    public init(
        locale: some SpokenLocaleConvertible = SpokenLocale.enUS,
        unit: some MeasureUnitConvertible = MeasureUnit.celsius,
        usage: MeasureUsage = .default, maximumFractionDigits: Int? = nil
    ) throws(SpokenError) {
        try self.init(
            locale: locale.spokenLocale(), unit: unit.measureUnit(), usage: usage,
            maximumFractionDigits: maximumFractionDigits)
    }
}
