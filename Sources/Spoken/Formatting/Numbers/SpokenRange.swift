extension ICUNumberRangeFormat.Formatted {
    /// The range as a screen reader should say it: each end in its speech form (U+2212 for a
    /// sign), joined with the locale's range word from the catalog (`label.rangeTo`, as date
    /// intervals are) instead of ICU's dash, which VoiceOver can read as "minus". A range ICU
    /// wrote as one value (equal ends) is that value's speech form. Money and measure ranges
    /// share it.
    func spoken(locale: SpokenLocale, catalog: CatalogStore) throws(SpokenError) -> String {
        guard let first, let second else { return SpeechText.spoken(text) }
        let start = SpeechText.spoken(String(text[..<first.upperBound]))
        let end = SpeechText.spoken(String(text[second.lowerBound...]))
        return try catalog.text(
            key: DateIntervalFormatter.rangeKey, locale: locale, arguments: ["start": start, "end": end],
            bidiIsolation: false
        ).text
    }
}

extension ICUNumberRangeFormat {
    /// The range from `low` to `high` in `presentation`: ICU's own text (`icu`) or its speech form
    /// (`spoken`). An ICU failure is an `icu-failure` error naming the range and what it is in (`in`:
    /// a unit's or a currency's identifier). Money and measure ranges share it.
    func words(
        _ low: DecimalNumber, to high: DecimalNumber, in what: String, presentation: NumberPresentation,
        locale: SpokenLocale, catalog: CatalogStore
    ) throws(SpokenError) -> String {
        let formatted: Formatted
        do {
            formatted = try string(decimal: low.icuText, high.icuText)
        } catch {
            throw SpokenError(
                .icuFailure, input: low.text,
                message: "ICU could not format the range '\(low.text)' to '\(high.text)' in \(what) (\(error.name))")
        }
        guard presentation == .spoken else { return formatted.text }
        return try formatted.spoken(locale: locale, catalog: catalog)
    }
}
