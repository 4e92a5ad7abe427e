import Spoken

extension DemoCommand {
    /// Podcast cells: an episode's title, its length and when it was published, composed as one
    /// VoiceOver label per locale, and the time left of it.
    static let podcastSamples: [(locale: String, title: String)] = [
        ("en-US", "Episode 12"),
        ("zh-Hans-CN", "第12集"),
        ("ja-JP", "第12話"),
        ("de-DE", "Folge 12"),
        ("ar-EG", "الحلقة ١٢"),
        ("ru-RU", "Выпуск 12"),
    ]

    /// The time spans section of `spoken demo`: a podcast cell per locale (length 4527 s in two
    /// units, published two hours before the pinned now, composed by the label composer) and the
    /// catalog's `label.timeRemaining` for the same 4527 s (its placeholder: two units, rounded up).
    static func timeSpansSection() throws(CLIError) {
        Output.line("")
        Output.line(
            "Time spans (podcast cell: title, length 4527 s, published 2 hours before the pinned now; time left):")
        let now = Instant(secondsSince1970: pinnedNow)
        let published = Instant(secondsSince1970: pinnedNow - 7_200)
        let store = CatalogStore.shared
        for sample in podcastSamples {
            do {
                let locale = try SpokenLocale(sample.locale)
                let length = try DurationFormatter(locale: locale, maximumUnitCount: 2).string(.seconds(4527))
                let when = try store.text(
                    key: "label.published", locale: locale, arguments: ["published": published], now: now)
                let cell = try LabelComposer(locale: locale).compose(sample.title, length, when.text)
                let left = try store.text(
                    key: "label.timeRemaining", locale: locale, arguments: ["remaining": Duration.seconds(4527)])
                let tag = sample.locale.padding(toLength: 11, withPad: " ", startingAt: 0)
                Output.line("  \(tag) \(cell)")
                Output.line("  \(String(repeating: " ", count: 11)) \(left.text)")
            } catch {
                throw .failure(error.message)
            }
        }
    }
}
