import Foundation

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
                IntervalKey.start,
                help: """
                    ISO 8601 with Z or an offset, or @EPOCH_SECONDS. '-' reads START and END
                    from standard input, one pair per line.
                    """, valueName: "START"),
            ValueField(IntervalKey.end, help: "the end of the range: not before START", valueName: "END"),
            ValueField(IntervalKey.dateStyle, help: "how much of the dates to say"),
            ValueField(IntervalKey.timeStyle, help: "how much of the times to say"),
            ValueField(
                IntervalKey.presentation,
                help: "icu: ICU's exact text; spoken: full names and the range in words", formerName: "style"),
            ValueField(
                IntervalKey.skeleton, help: "an ICU date skeleton instead of the styles (jm, yMMMd, MMMMEEEEd)",
                valueName: "SKELETON"),
        ],
        forms: [["start", "end"]],
        usesTimeZone: true, usesCatalog: true,
        errors: [.invalidInterval, .invalidInstant],
        placeholder: ValuePlaceholder(
            type: "interval", noun: "a date interval", object: [IntervalKey.start.name, IntervalKey.end.name],
            options: [
                IntervalKey.dateStyle.name, IntervalKey.timeStyle.name, IntervalKey.presentation.name,
                IntervalKey.skeleton.name,
            ],
            example: #"{"presentation": "spoken"}"#,
            sample: DateInterval(
                start: Date(timeIntervalSince1970: 1_775_221_200), end: Date(timeIntervalSince1970: 1_775_226_600)
            ).messageArgument,
            sampleWords: "April 3, 2026, 1:00 to 2:30 PM",
            stringCatalogNote:
                "a String Catalog has no date-interval format: the catalog passes it as text (%@), which the app fills with the spoken words (the interval op of spoken render)"
        ),
        example: Example(
            #"{"id":1,"op":"interval","start":"2026-04-03T13:00:00Z","end":"2026-04-03T14:30:00Z","presentation":"spoken"}"#,
            #"{"id":1,"text":"April 3, 2026, 1:00 to 2:30 PM","locale":"en-US"}"#),
        // ICU's own range of the same styles (or skeleton): a date interval has one visible width.
        display: ValueDisplay(kind: "interval") { _ in
            [IntervalKey.presentation.name: IntervalKey.presentation.input(.icu)]
        },
        speak: { (request) throws(SpokenError) -> String in
            let formatter = try DateIntervalFormatter(
                locale: request.locale, timeZone: request.timeZone, dateStyle: request[IntervalKey.dateStyle],
                timeStyle: request[IntervalKey.timeStyle], skeleton: request[IntervalKey.skeleton],
                presentation: request[IntervalKey.presentation], catalog: request.catalog)
            guard let start = try request[IntervalKey.start], let end = try request[IntervalKey.end] else {
                throw SpokenError(.invalidOption, input: "", message: "Missing 'start' and 'end' for 'interval'")
            }
            return try formatter.string(from: start, to: end)
        })
}

/// The interval's fields, typed (`request[IntervalKey.dateStyle]`).
enum IntervalKey {
    static let start = ValueKey.instant("start")
    static let end = ValueKey.instant("end")
    static let dateStyle = ValueKey.choice("dateStyle", default: DateStyle.medium)
    static let timeStyle = ValueKey.choice("timeStyle", default: DateStyle.short)
    static let presentation = ValueKey.choice("presentation", default: IntervalPresentation.icu)
    static let skeleton = ValueKey.text("skeleton")
}
