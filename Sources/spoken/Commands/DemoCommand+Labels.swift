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
                let locale = try SpokenLocale(sample.locale)
                let temperature = try MeasureFormatter(locale: locale, unit: .celsius).string(25)
                let text = try LabelComposer(locale: locale).compose(sample.city, temperature)
                Output.line("  \(sample.locale.padding(toLength: 11, withPad: " ", startingAt: 0)) \(text)")
            } catch {
                throw .failure(error.message)
            }
        }
    }

    /// A rating control and a message cell per locale: the per-star labels VoiceOver reads when
    /// the control is an accessibility container, and a mail cell composed as one label.
    static func controlsSection() throws(CLIError) {
        let samples: [(locale: String, zone: String, sender: String, subject: String)] = [
            ("en-US", "America/New_York", "Alice", "Lunch tomorrow?"),
            ("zh-Hans-CN", "Asia/Shanghai", "王芳", "明天一起吃午饭吗？"),
            ("ja-JP", "Asia/Tokyo", "佐藤", "明日のランチ"),
            ("de-DE", "Europe/Berlin", "Jonas", "Mittagessen morgen?"),
            ("ar-EG", "Africa/Cairo", "سارة", "غداء الغد؟"),
            ("ru-RU", "Europe/Moscow", "Анна", "Обед завтра?"),
        ]
        Output.line("")
        Output.line("Rating control (3.5 of 5; per-star labels, * = selected) and message cell:")
        do {
            for sample in samples {
                let locale = try SpokenLocale(sample.locale)
                let ratings = RatingLabeler(locale: locale)
                let summary = try ratings.label(3.5, maximum: 5, outOf: true).text
                let stars = try ratings.starLabels(maximum: 5, selected: 3.5)
                    .map { $0.isSelected ? "*" + $0.label : $0.label }
                let received = try SpokenDateFormatter(
                    locale: locale, timeZone: SpokenTimeZone(sample.zone), presentation: .spoken)
                let unread = try CatalogStore.shared.text(
                    key: "announce.unreadArticles", locale: locale, arguments: ["count": .int(2)]
                ).text
                let cell = try LabelComposer(locale: locale).compose(
                    sample.sender, sample.subject, received.string(secondsSince1970: sampleInstant))
                Output.line("  \(sample.locale)")
                Output.line("    rating     \(summary) | \(stars.joined(separator: " | "))")
                Output.line("    message    \(cell)")
                Output.line("    announce   \(unread)")
            }
        } catch {
            throw .failure(error.message)
        }
    }
}
