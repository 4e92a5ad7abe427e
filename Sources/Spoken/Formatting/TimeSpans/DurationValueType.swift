extension ValueType {
    /// Durations: `{"op":"duration","seconds":4527}`, `spoken duration 1:15:27`, a placeholder
    /// `"eta": {"type": "duration"}`. See `DurationFormatter`.
    public static let duration = ValueType(
        name: "duration",
        summary: "Speak durations in words (1 hour, 15 minutes, 27 seconds), exactly as ICU formats them",
        discussion: """
            Prints one line per DURATION: every non-zero unit from the largest down, zero units left
            out ("1 hour, 27 seconds", never "0 minutes"), byte for byte as ICU's MeasureFormat joins
            them at full width. What is below the smallest unit is rounded into it.
            """,
        fields: [
            ValueField(
                DurationKey.duration,
                help: """
                    seconds (4527, 4527.5), clock time (5:12, 1:15:27) or ISO 8601
                    (PT1H15M, P1DT2H). '-' reads durations from standard input, one per line.
                    """, valueName: "DURATION"),
            ValueField(
                DurationKey.seconds, help: "a number of seconds (the DURATION argument takes these too)",
                commandLine: false),
            ValueField(
                DurationKey.units,
                help: """
                    the units allowed (millisecond is opt-in); what is
                    below the smallest is rounded into it
                    """),
            ValueField(
                DurationKey.maxUnits,
                help: "keep the N largest non-zero units",
                defaultHelp: "every non-zero unit"),
            ValueField(
                DurationKey.rounding,
                help: "halves up; down for elapsed time, up for remaining time"),
            ValueField(
                DurationKey.width,
                help: "full for speech; short and narrow (1 hr) are for visible text"),
            .grammaticalCase,
        ],
        forms: [["duration"], ["seconds"]],
        errors: [.invalidDuration],
        placeholder: ValuePlaceholder(
            type: "duration", noun: "a duration", number: "seconds", text: ["duration"],
            options: ["units", "maxUnits", "rounding"], example: #"{"maxUnits": 2, "rounding": "up"}"#,
            sample: .duration(.seconds(4527)), sampleWords: "1 hour, 16 minutes",
            stringCatalogNote:
                "a String Catalog has no duration format: the catalog passes it as text (%@), which the app fills with the spoken words (the duration op of spoken render)"
        ),
        example: Example(
            #"{"id":1,"op":"duration","seconds":4527}"#,
            #"{"id":1,"text":"1 hour, 15 minutes, 27 seconds","locale":"en-US"}"#),
        display: ValueDisplay(kind: "duration") { width in
            [DurationKey.width.name: DurationKey.width.input(width.measureWidth)]
        },
        speak: { (request) throws(SpokenError) -> String in
            let formatter = try DurationFormatter(
                locale: request.locale, units: request[DurationKey.units],
                maximumUnitCount: request[DurationKey.maxUnits], rounding: request[DurationKey.rounding],
                width: request[DurationKey.width], grammaticalCase: request[GrammaticalCaseKey.grammaticalCase])
            if let seconds = try request[DurationKey.seconds] {
                // From the text as written: exact to the attosecond (4527.1 is not a binary fraction).
                guard seconds.value.isFinite, seconds.value >= 0 else {
                    return try formatter.string(DurationText.seconds(seconds.value, input: seconds.text))
                }
                return try formatter.string(parsing: seconds.text)
            }
            return try formatter.string(parsing: request[DurationKey.duration] ?? "")
        })
}

/// The duration's fields, typed (`request[DurationKey.rounding]`).
enum DurationKey {
    static let duration = ValueKey.text("duration")
    static let seconds = ValueKey.number("seconds")
    static let units = ValueKey.list("units", default: DurationUnit.defaults)
    static let maxUnits = ValueKey.integer("maxUnits", DurationFormatter.unitCountRange)
    static let rounding = ValueKey.choice("rounding", default: DurationRounding.nearest)
    static let width = ValueKey.choice("width", default: MeasureWidth.full)
}
