extension ValueType {
    /// Date and time ranges: `{"op":"interval","start":…,"end":…}`, `spoken interval START END`.
    /// See `DateIntervalFormatter`.
    public static let interval = ValueType(
        name: "interval",
        summary: "Speak date and time ranges (Apr 3 – 5, 2026; 1:00 to 2:30 PM), as ICU formats them",
        discussion: """
            Prints one line per START END pair: ICU's DateIntervalFormat for the skeleton of the
            date and time styles (or --skeleton), leaving out what both ends share. --presentation spoken
            says full month and weekday names and replaces the range dash with the catalog's range
            words (label.rangeTo: "to", "bis", "から…まで"), so VoiceOver never reads "minus".
            """,
        fields: [
            ValueField(
                "start", .instant,
                help: """
                    ISO 8601 with Z or an offset, or @EPOCH_SECONDS. '-' reads START and END
                    from standard input, one pair per line.
                    """, valueName: "START"),
            ValueField("end", .instant, help: "the end of the range: not before START", valueName: "END"),
            ValueField(
                "dateStyle", .choice(DateStyle.allCases.map(\.rawValue)), help: "how much of the dates to say",
                default: "medium"),
            ValueField(
                "timeStyle", .choice(DateStyle.allCases.map(\.rawValue)), help: "how much of the times to say",
                default: "short"),
            ValueField(
                "presentation", .choice(IntervalPresentation.allCases.map(\.rawValue)),
                help: "icu: ICU's exact text; spoken: full names and the range in words", default: "icu",
                formerName: "style"),
            ValueField(
                "skeleton", .text, help: "an ICU date skeleton instead of the styles (jm, yMMMd, MMMMEEEEd)",
                valueName: "SKELETON"),
        ],
        forms: [["start", "end"]],
        usesTimeZone: true, usesCatalog: true,
        errors: [.invalidInterval, .invalidInstant],
        example: Example(
            #"{"id":1,"op":"interval","start":"2026-04-03T13:00:00Z","end":"2026-04-03T14:30:00Z","presentation":"spoken"}"#,
            #"{"id":1,"text":"April 3, 2026, 1:00 to 2:30 PM","locale":"en-US"}"#),
        speak: { (request) throws(SpokenError) -> String in
            let inputs = request.inputs
            let formatter = try DateIntervalFormatter(
                locale: request.locale, timeZone: request.timeZone,
                dateStyle: try inputs.text("dateStyle").map { (name) throws(SpokenError) in
                    try DateStyle(parsing: name, option: "dateStyle")
                } ?? .medium,
                timeStyle: try inputs.text("timeStyle").map { (name) throws(SpokenError) in
                    try DateStyle(parsing: name, option: "timeStyle")
                } ?? .short,
                skeleton: inputs.text("skeleton"),
                presentation: try inputs.text("presentation").map { (name) throws(SpokenError) in
                    try IntervalPresentation(parsing: name, option: "presentation")
                } ?? .icu)
            guard let start = inputs.instant("start"), let end = inputs.instant("end") else {
                throw SpokenError(.invalidOption, input: "", message: "Missing 'start' and 'end' for 'interval'")
            }
            return try formatter.string(from: start, to: end)
        })
}
