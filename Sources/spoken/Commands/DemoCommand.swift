import Spoken

/// `spoken demo`: the main job on embedded defaults, a short tour of what Spoken says.
enum DemoCommand: Command {
    static let name = "demo"
    static let summary = "Show what Spoken produces, in several locales, on built-in sample data"
    static let help = """
        Usage: spoken demo

        Prints a short showcase of Spoken's output for built-in sample data in several locales.
        Needs no files and no network: everything it uses is embedded in the binary.
        """

    /// 2026-11-29T12:50:00Z: the sample instant.
    static let sampleInstant = 1_795_956_600.0

    static let samples: [(locale: String, zone: String)] = [
        ("en-US", "America/New_York"),
        ("zh-Hans-CN", "Asia/Shanghai"),
        ("zh-Hant-TW", "Asia/Taipei"),
        ("ja-JP", "Asia/Tokyo"),
        ("de-DE", "Europe/Berlin"),
        ("ar-EG", "Africa/Cairo"),
        ("ru-RU", "Europe/Moscow"),
        ("hi-IN", "Asia/Kolkata"),
    ]

    static func run(_ tokens: [String]) throws(CLIError) -> Int32 {
        let arguments = try Arguments(tokens, options: [])
        guard arguments.positionals.isEmpty else {
            throw .usage("Unexpected argument '\(arguments.positionals[0])'")
        }
        Output.line("Spoken demo — ICU \(icuVersion). Instant: 2026-11-29T12:50:00Z")
        Output.line("")
        Output.line("Dates and times (icu | spoken | relative):")
        for sample in samples {
            do {
                var columns: [String] = []
                for presentation in DatePresentation.allCases {
                    let formatter = try SpokenDateFormatter(
                        locale: sample.locale, timeZone: sample.zone, presentation: presentation)
                    columns.append(formatter.string(secondsSince1970: sampleInstant))
                }
                Output.line("  \(sample.locale) \(sample.zone)")
                for (presentation, text) in zip(DatePresentation.allCases, columns) {
                    Output.line(
                        "    \(presentation.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)) \(text)")
                }
            } catch {
                throw .failure(error.message)
            }
        }
        Output.line("")
        try labelsSection()
        try controlsSection()
        try catalogSection()
        lintSection()
        formatsSection()
        return 0
    }
}
