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
