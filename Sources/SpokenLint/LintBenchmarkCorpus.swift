import Spoken

/// An in-memory set of ARB catalogs for `spoken-bench`'s `lint` workload: one English source
/// and `locales - 1` translations of `messagesPerLocale` messages each (plain text, placeholders,
/// plurals with every category the locale uses, selects), all lint-clean.
///
/// ```swift
/// let corpus = LintBenchmarkCorpus.make(locales: 50, messagesPerLocale: 2000)
/// let report = corpus.lint()               // the workload
/// let floor = corpus.parseEveryMessage()   // the floor: ICU parses each message, nothing else
/// ```
package struct LintBenchmarkCorpus: Sendable {
    /// The source catalog (`l10n/en.arb`); also the first element of `files`.
    package let source: LintFile
    /// Every catalog, source first.
    package let files: [LintFile]
    /// Every message of every file, decoded, for the floor measurement.
    package let messages: [String]

    package var messageCount: Int { messages.count }

    /// Locales with ICU data and varied plural rules (ru, ar, pl, cy have 4–6 categories).
    static let localeTags = [
        "en", "de", "fr", "es", "pt-BR", "ru", "ar", "he", "hi", "ja", "ko", "zh-Hans", "zh-Hant", "it",
        "nl", "sv", "da", "nb", "fi", "pl", "cs", "sk", "uk", "tr", "el", "hu", "ro", "bg", "hr", "sr",
        "sl", "lt", "lv", "et", "th", "vi", "id", "ms", "fil", "ca", "eu", "gl", "is", "ga", "cy", "sq",
        "mk", "bn", "ta", "te", "mr", "gu", "kn", "ml", "ur", "fa", "sw", "af", "zu", "am",
    ]

    package static func make(locales: Int = 50, messagesPerLocale: Int = 2000) -> LintBenchmarkCorpus {
        var tags = Array(localeTags.prefix(max(1, locales)))
        var extra = 0
        while tags.count < locales {  // more than the list: regional variants of it
            tags.append(localeTags[extra % localeTags.count] + (extra < localeTags.count ? "-001" : ""))
            extra += 1
        }
        var files: [LintFile] = []
        var messages: [String] = []
        for (index, tag) in tags.enumerated() {
            let categories =
                (try? SpokenLocale(tag)).flatMap {
                    ICUPluralRules.rules(locale: $0.icuIdentifier, ordinal: false)?.categories
                } ?? ["one", "other"]
            let ordered = PluralCategoryMissingRule.order.filter(categories.contains)
            var json = JSONWriter(pretty: true)
            json.beginObject()
            json.string("@@locale", tag)
            for number in 0..<messagesPerLocale {
                let key = "announce.m\(number)"
                // The tag after the word: "# ms" would be Malay's milliseconds after a count.
                let word = index == 0 ? "message" : "word\(number % 97) \(tag)"
                let text: String
                switch number % 4 {
                case 0:
                    text = "Text \(number) for \(word) in the list"
                case 1:
                    let variants = ordered.map { "\($0) {{name}: # \(word) \($0)}" }.joined(separator: " ")
                    text = "{count, plural, \(variants)}"
                case 2:
                    text =
                        "{gender, select, female {She shared \(word) \(number)} male {He shared \(word) \(number)} other {They shared \(word) \(number)}}"
                default:
                    text = "Updated {date} for \(word) \(number)"
                }
                json.string(key, text)
                messages.append(text)
                if index == 0 {
                    json.beginObject("@" + key)
                    json.string("description", "Benchmark message \(number)")
                    if number % 4 == 1 {
                        json.beginObject("placeholders")
                        json.beginObject("count")
                        json.string("type", "int")
                        json.endObject()
                        json.beginObject("name")
                        json.string("type", "String")
                        json.endObject()
                        json.endObject()
                    }
                    json.endObject()
                }
            }
            json.endObject()
            files.append(LintFile(path: "l10n/\(tag).arb", text: json.output))
        }
        return LintBenchmarkCorpus(source: files[0], files: files, messages: messages)
    }

    /// Lints every file against the source: the measured workload.
    package func lint() -> LintReport {
        Linter().lint(files, source: source)
    }

    /// The floor: ICU's MessagePattern parses every message (already decoded), one thread.
    /// Returns the number of pattern parts, so the work cannot be optimised away.
    package func parseEveryMessage() -> Int {
        var parts = 0
        for message in messages {
            let units = Array(message.utf16)
            if case .success(let parsed) = units.withUnsafeBufferPointer({ ICUMessagePattern.parse($0) }) {
                parts += parsed.count
            }
        }
        return parts
    }
}
