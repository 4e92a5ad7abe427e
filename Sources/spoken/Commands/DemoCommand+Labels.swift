import Spoken

extension DemoCommand {
    /// Weather cells: city and temperature composed as one VoiceOver label per locale.
    static let weatherSamples: [(locale: String, city: String)] = [
        ("en-US", "Beijing"),
        ("zh-Hans-CN", "北京"),
        ("ja-JP", "北京"),
        ("de-DE", "Peking"),
        ("ar-EG", "بكين"),
        ("ru-RU", "Пекин"),
    ]

    /// Prints the labels section of `spoken demo`: a weather cell (25 °C) per locale.
    static func labelsSection() throws(CLIError) {
        Output.line("Weather cell (city + 25 °C composed as one label):")
        for sample in weatherSamples {
            do {
                let cell = try WeatherCellLabel(locale: SpokenLocale(sample.locale))
                let text = try cell.label(city: sample.city, temperature: 25)
                Output.line("  \(sample.locale.padding(toLength: 11, withPad: " ", startingAt: 0)) \(text)")
            } catch {
                throw .failure(error.message)
            }
        }
    }
}
