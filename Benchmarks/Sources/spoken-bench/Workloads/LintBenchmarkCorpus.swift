import ICUBaselines
import Spoken
import SpokenLint

/// An in-memory set of ARB catalogs for `spoken-bench`'s `lint` workload: one English source
/// and `locales - 1` translations of `messagesPerLocale` messages each (plain text, placeholders,
/// plurals with every category the locale uses, selects), all lint-clean.
///
/// ```swift
/// let corpus = LintBenchmarkCorpus.make(locales: 50, messagesPerLocale: 2000)
/// let report = corpus.lint()               // the workload
/// let floor = corpus.parseEveryMessage()   // the floor: ICU parses each message, nothing else
/// ```
struct LintBenchmarkCorpus: Sendable {
    /// The source catalog (`l10n/en.arb`); also the first element of `files`.
    let source: LintFile
    /// Every catalog, source first.
    let files: [LintFile]
    /// Every message of every file, decoded, for the floor measurement.
    let messages: [String]

    var messageCount: Int { messages.count }

    /// Locales with ICU data and varied plural rules (ru, ar, pl, cy have 4–6 categories).
    static let localeTags = [
        "en", "de", "fr", "es", "pt-BR", "ru", "ar", "he", "hi", "ja", "ko", "zh-Hans", "zh-Hant", "it",
        "nl", "sv", "da", "nb", "fi", "pl", "cs", "sk", "uk", "tr", "el", "hu", "ro", "bg", "hr", "sr",
        "sl", "lt", "lv", "et", "th", "vi", "id", "ms", "fil", "ca", "eu", "gl", "is", "ga", "cy", "sq",
        "mk", "bn", "ta", "te", "mr", "gu", "kn", "ml", "ur", "fa", "sw", "af", "zu", "am",
    ]

    static func make(locales: Int = 50, messagesPerLocale: Int = 2000) -> LintBenchmarkCorpus {
        var tags = Array(localeTags.prefix(max(1, locales)))
        var extra = 0
        while tags.count < locales {  // more than the list: regional variants of it
            tags.append(localeTags[extra % localeTags.count] + (extra < localeTags.count ? "-001" : ""))
            extra += 1
        }
        var files: [LintFile] = []
        var messages: [String] = []
        for (index, tag) in tags.enumerated() {
            let categories = Signatures.pluralCategories(tag)
            let ordered = categories.isEmpty ? ["one", "other"] : categories
            // Pretty JSON, two spaces a level, as a translator's file is written.
            var members: [String] = [#"  "@@locale": \#(jsonQuoted(tag))"#]
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
                members.append("  \(jsonQuoted(key)): \(jsonQuoted(text))")
                messages.append(text)
                if index == 0 {
                    let description = jsonQuoted("Benchmark message \(number)")
                    var metadata = #"  \#(jsonQuoted("@" + key)): {\#n    "description": \#(description)"#
                    if number % 4 == 1 {
                        metadata +=
                            #",\#n    "placeholders": {\#n      "count": {\#n        "type": "int"\#n      },"#
                            + #"\#n      "name": {\#n        "type": "String"\#n      }\#n    }"#
                    }
                    members.append(metadata + "\n  }")
                }
            }
            files.append(LintFile(path: "l10n/\(tag).arb", text: "{\n" + members.joined(separator: ",\n") + "\n}\n"))
        }
        return LintBenchmarkCorpus(source: files[0], files: files, messages: messages)
    }

    /// Lints every file against the source: the measured workload.
    func lint() -> LintReport {
        Linter().lint(files, source: source)
    }

    /// The floor: ICU's MessagePattern parses every message (already decoded), one thread, straight
    /// from ICU (`spk_bench_message_parts`). Returns the number of pattern parts, so the work cannot
    /// be optimised away.
    func parseEveryMessage() -> Int {
        var parts = 0
        for message in messages {
            let units = Array(message.utf16)
            var status: Int32 = 0
            parts += Int(spk_bench_message_parts(units, Int32(units.count), &status))
        }
        return parts
    }
}
