extension ValueType {
    /// Star ratings: `{"op":"rating","value":3,"outOf":true}`, `spoken rating --out-of 3`, a
    /// placeholder `"stars": {"type": "rating", "optionalParameters": {"outOf": true}}`. The words
    /// are the catalog's `rating.stars` and `rating.starsOutOf` (`RatingLabeler`), from the store a
    /// message comes from, so an app catalog that defines them is heard in its arguments too.
    public static let rating = ValueType(
        name: "rating",
        summary: "Speak a star rating (3.5 stars, 3 out of 5 stars)",
        discussion: """
            Prints one label per VALUE, with the catalog's words and ICU's plural rules:
            "3 stars", "1 star", "3.5 stars"; with --out-of "3 out of 5 stars"; zh-Hans "3星".
            With --each, prints the labels of the N stars of a rating control, one per line; with
            --selected, each line ends in a tab and 'selected' or '-' (the selected trait, which
            VoiceOver speaks itself).
            """,
        fields: [
            ValueField(
                RatingKey.value,
                help: "the rating, 0 to max (halves allowed). '-' reads ratings from standard input, one per line.",
                valueName: "VALUE"),
            ValueField(RatingKey.maximum, help: "the number of stars, 1 to 1000"),
            ValueField(RatingKey.outOf, help: "say the maximum too (3 out of 5 stars)"),
        ],
        forms: [[RatingKey.value.name]],
        errors: [.invalidNumber, .invalidRating],
        placeholder: ValuePlaceholder(
            type: "rating", noun: "a rating", number: RatingKey.value.name,
            options: [RatingKey.maximum.name, RatingKey.outOf.name], example: #"{"outOf": true}"#,
            sample: .int(5), sampleWords: "5 out of 5 stars",
            stringCatalogNote:
                "a String Catalog has no rating format: the catalog passes it as text (%@), which the app fills with the spoken words (the rating op of spoken render)"
        ),
        example: Example(
            #"{"id":1,"op":"rating","value":3,"outOf":true}"#, #"{"id":1,"text":"3 out of 5 stars","locale":"en"}"#),
        localized: speakRating,
        speak: { (request) throws(SpokenError) -> String in try speakRating(request).text })

    /// The rating's words with the locale of the catalog that supplied them.
    @Sendable
    private static func speakRating(_ request: ValueRequest) throws(SpokenError) -> LocalizedText {
        guard let value = try request[RatingKey.value] else {
            throw SpokenError(.invalidOption, input: "", message: "Missing 'value' for 'rating'")
        }
        guard value.value.isFinite else {
            // Quoted as written (1e999, -NaN).
            throw SpokenError(
                .invalidRating, input: value.text, message: "Invalid rating '\(value.text)': not a finite number")
        }
        return try RatingLabeler(locale: request.locale, store: request.catalog).label(
            value.value, maximum: request[RatingKey.maximum], outOf: request[RatingKey.outOf])
    }
}

/// The rating's fields, typed (`request[RatingKey.maximum]`).
enum RatingKey {
    static let value = ValueKey.number("value")
    static let maximum = ValueKey.integer("max", 1...1_000, default: RatingValue.defaultMaximum)
    static let outOf = ValueKey.flag("outOf")
}
