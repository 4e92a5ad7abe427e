import Glibc
import Spoken

/// `spoken demo`: the main job on embedded defaults, a short tour of what Spoken says.
enum DemoCommand: Command {
    static let declaration = CommandDeclaration(
        name: "demo",
        summary: "Show what Spoken produces, in several locales, on built-in sample data",
        discussion: """
            Prints a short showcase of Spoken's output for built-in sample data in several locales.
            Needs no files and no network: everything it uses is embedded in the binary.
            """,
        exitStatus: "0 on success, 1 when a sample cannot be spoken, 64 on usage errors.")

    /// 2026-11-29T12:50:00Z: the sample instant.
    static let sampleInstant = 1_795_956_600.0
    /// 2026-11-29T15:50:00Z: the demo's "now", three hours later, so the relative column reads
    /// the same whatever day the demo runs ("Today" in New York, "Yesterday" in Tokyo): the
    /// formatter sees the sample from it.
    static let pinnedNow = 1_795_967_400.0

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

    static func run(_ arguments: ParsedArguments) throws(CLIError) -> Int32 {
        guard arguments.positionals.isEmpty else {
            throw .usage("Unexpected argument '\(arguments.positionals[0])'")
        }
        Output.line(
            "Spoken demo — ICU \(icuVersion). Instant: 2026-11-29T12:50:00Z; now (pinned): 2026-11-29T15:50:00Z")
        Output.line("")
        Output.line("Dates and times (icu | spoken | relative):")
        for sample in samples {
            do {
                var columns: [String] = []
                for presentation in DatePresentation.allCases {
                    let formatter = try SpokenDateFormatter(
                        locale: sample.locale, timeZone: sample.zone, presentation: presentation)
                    columns.append(
                        formatter.string(
                            Instant(secondsSince1970: sampleInstant), now: Instant(secondsSince1970: pinnedNow)))
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
        try moneySection()
        try timeSpansSection()
        try controlsSection()
        try catalogSection()
        try previewSection()
        lintSection()
        formatsSection()
        return 0
    }
}
