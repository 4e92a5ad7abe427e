extension ValueType {
    /// Relative times: `{"op":"relative","value":-5,"unit":"minute"}`,
    /// `{"op":"relative","instant":…,"now":…}`, `spoken relative --now NOW INSTANT`, a placeholder
    /// `"published": {"type": "relative"}`. See `RelativeTimeFormatter`.
    public static let relative = ValueType(
        name: "relative",
        summary: "Speak relative times (5 minutes ago, yesterday, in 2 hours), exactly as ICU formats them",
        discussion: """
            Prints one line per INSTANT, seen from --now: in the largest of second, minute, hour,
            day, week, month (30 days) and year (365 days) in which the distance is at least one,
            the value truncated toward zero; under a second is the locale's "now". Or one line for
            --value N --unit UNIT. The words are byte for byte ICU's RelativeDateTimeFormatter at
            its long style.
            """,
        fields: [
            ValueField(
                "instant", .instant,
                help: """
                    ISO 8601 with Z or an offset, or @EPOCH_SECONDS. '-' reads instants from
                    standard input, one per line.
                    """),
            ValueField("value", .number, help: "a number of units, negative in the past (with --unit)"),
            ValueField(
                "unit", .choice(RelativeTimeUnit.allCases.map(\.rawValue)),
                help: "the unit of --value: second, minute, hour, day, week, month, quarter, year",
                valueName: "UNIT"),
            ValueField(
                "now", .instant, help: "the present INSTANT is seen from", defaultHelp: "the wall clock",
                onlyWith: "instant"),
            ValueField(
                "numeric", .choice(RelativeTimeNumeric.allCases.map(\.rawValue)),
                help: "auto says the locale's words (yesterday, next week); always says 1 day ago",
                default: "auto"),
            ValueField(
                "capitalization", .choice(RelativeTimeCapitalization.allCases.map(\.rawValue)),
                help: "sentence for the start of a sentence or a cell label (Yesterday)", default: "none"),
        ],
        forms: [["instant"], ["value", "unit"]],
        errors: [.invalidInstant, .invalidNumber],
        placeholder: ValuePlaceholder(
            type: "relative", noun: "a relative time", text: ["value", "unit"], instant: "instant", now: "now",
            options: ["numeric", "capitalization"], example: #"{"numeric": "always"}"#,
            sample: .relativeTime(RelativeTime(-2, .hour)), sampleWords: "2 hours ago",
            stringCatalogNote:
                "a String Catalog has no relative-time format: the catalog passes it as text (%@), which the app fills with the spoken words (the relative op of spoken render)"
        ),
        example: Example(
            #"{"id":1,"op":"relative","value":-5,"unit":"minute"}"#,
            #"{"id":1,"text":"5 minutes ago","locale":"en-US"}"#),
        speak: { (request) throws(SpokenError) -> String in
            let inputs = request.inputs
            let formatter = try RelativeTimeFormatter(
                locale: request.locale,
                numeric: try inputs.text("numeric").map { (name) throws(SpokenError) in
                    try RelativeTimeNumeric(parsing: name)
                } ?? .auto,
                capitalization: try inputs.text("capitalization").map { (name) throws(SpokenError) in
                    try RelativeTimeCapitalization(parsing: name)
                } ?? .none)
            if let instant = inputs.instant("instant") {
                return try formatter.string(for: instant, relativeTo: inputs.instant("now") ?? .now)
            }
            let unit = try RelativeTimeUnit(parsing: inputs.text("unit") ?? "")
            guard let value = inputs.number("value"), value.isFinite else {
                let text = inputs.numberText("value") ?? ""
                throw SpokenError(
                    .invalidNumber, input: text,
                    message: "Invalid number '\(SpokenError.token(text))': a relative time needs a finite number")
            }
            return try formatter.string(value, unit)
        })
}
