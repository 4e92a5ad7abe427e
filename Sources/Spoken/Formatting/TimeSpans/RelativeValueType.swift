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
                RelativeKey.instant,
                help: """
                    ISO 8601 with Z or an offset, or @EPOCH_SECONDS. '-' reads instants from
                    standard input, one per line.
                    """),
            ValueField(RelativeKey.value, help: "a number of units, negative in the past (with --unit)"),
            ValueField(
                RelativeKey.unit,
                help: "the unit of --value: second, minute, hour, day, week, month, quarter, year",
                valueName: "UNIT"),
            ValueField(
                RelativeKey.now, help: "the present INSTANT is seen from", defaultHelp: "the wall clock",
                onlyWith: RelativeKey.instant.name),
            ValueField(
                RelativeKey.numeric,
                help: "auto says the locale's words (yesterday, next week); always says 1 day ago"),
            ValueField(
                RelativeKey.capitalization,
                help: "sentence for the start of a sentence or a cell label (Yesterday)"),
            ValueField(
                RelativeKey.width,
                help: "full for speech; short (5 min. ago) and narrow (5m ago) are for visible text"),
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
        display: ValueDisplay(kind: "relative", now: RelativeKey.now.name) { width in
            [RelativeKey.width.name: RelativeKey.width.input(width.measureWidth)]
        },
        speak: { (request) throws(SpokenError) -> String in
            let formatter = try RelativeTimeFormatter(
                locale: request.locale, numeric: request[RelativeKey.numeric],
                capitalization: request[RelativeKey.capitalization], width: request[RelativeKey.width])
            if let instant = try request[RelativeKey.instant] {
                return try formatter.string(for: instant, relativeTo: request[RelativeKey.now] ?? .now)
            }
            guard let unit = try request[RelativeKey.unit] else {
                throw .invalidOption(RelativeKey.unit.name, "", allowed: RelativeTimeUnit.allCases.map(\.rawValue))
            }
            let value = try request[RelativeKey.value]
            guard let value, value.value.isFinite else {
                let text = value?.text ?? ""
                throw SpokenError(
                    .invalidNumber, input: text,
                    message: "Invalid number '\(SpokenError.token(text))': a relative time needs a finite number")
            }
            return try formatter.string(value.value, unit)
        })
}

/// The relative time's fields, typed (`request[RelativeKey.numeric]`).
enum RelativeKey {
    static let instant = ValueKey.instant("instant")
    static let value = ValueKey.number("value")
    static let unit: ValueKey<RelativeTimeUnit?> = .choice("unit")
    static let now = ValueKey.instant("now")
    static let numeric = ValueKey.choice("numeric", default: RelativeTimeNumeric.auto)
    static let capitalization = ValueKey.choice("capitalization", default: RelativeTimeCapitalization.none)
    static let width = ValueKey.choice("width", default: MeasureWidth.full)
}
