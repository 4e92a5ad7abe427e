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
                "duration", .text,
                help: """
                    seconds (4527, 4527.5), clock time (5:12, 1:15:27) or ISO 8601
                    (PT1H15M, P1DT2H). '-' reads durations from standard input, one per line.
                    """, valueName: "DURATION"),
            ValueField(
                "seconds", .number, help: "a number of seconds (the DURATION argument takes these too)",
                commandLine: false),
            ValueField(
                "units", .list(DurationUnit.allCases.map(\.rawValue)),
                help: """
                    the units allowed (millisecond is opt-in); what is
                    below the smallest is rounded into it
                    """,
                default: "day,hour,minute,second"),
            ValueField(
                "maxUnits", .integer(DurationFormatter.unitCountRange),
                help: "keep the N largest non-zero units",
                defaultHelp: "every non-zero unit"),
            ValueField(
                "rounding", .choice(DurationRounding.allCases.map(\.rawValue)),
                help: "halves up; down for elapsed time, up for remaining time", default: "nearest"),
            ValueField(
                "width", .choice(MeasureWidth.allCases.map(\.rawValue)),
                help: "full for speech; short and narrow (1 hr) are for visible text",
                default: "full"),
            .grammaticalCase,
        ],
        forms: [["duration"], ["seconds"]],
        errors: [.invalidDuration],
        placeholder: ValuePlaceholder(
            type: "duration", noun: "a duration", number: "seconds", text: ["duration"],
            options: ["units", "maxUnits", "rounding"], example: #"{"maxUnits": 2, "rounding": "up"}"#,
            sample: .duration(.seconds(4527)),
            stringCatalogNote:
                "a String Catalog has no duration format: the catalog passes it as text (%@), which the app fills with the spoken words (the duration op of spoken render)"
        ),
        example: Example(
            #"{"id":1,"op":"duration","seconds":4527}"#,
            #"{"id":1,"text":"1 hour, 15 minutes, 27 seconds","locale":"en-US"}"#),
        display: ValueDisplay(kind: "duration") { width in ["width": .text(width.measureWidth.rawValue)] },
        speak: { (request) throws(SpokenError) -> String in
            let inputs = request.inputs
            var units = DurationUnit.defaults
            if let names = inputs.list("units") {
                units = []
                for name in names { units.insert(try DurationUnit(parsing: name)) }
            }
            let formatter = try DurationFormatter(
                locale: request.locale, units: units, maximumUnitCount: inputs.integer("maxUnits"),
                rounding: try inputs.text("rounding").map { (name) throws(SpokenError) in
                    try DurationRounding(parsing: name)
                } ?? .nearest,
                width: try inputs.text("width").map { (name) throws(SpokenError) in try MeasureWidth(parsing: name) }
                    ?? .full,
                grammaticalCase: GrammaticalCase.parsing(inputs.text("case"), for: request.locale))
            if let seconds = inputs.number("seconds"), let text = inputs.numberText("seconds") {
                // From the text as written: exact to the attosecond (4527.1 is not a binary fraction).
                guard seconds.isFinite, seconds >= 0 else {
                    return try formatter.string(DurationText.seconds(seconds, input: text))
                }
                return try formatter.string(parsing: text)
            }
            return try formatter.string(parsing: inputs.text("duration") ?? "")
        })
}
