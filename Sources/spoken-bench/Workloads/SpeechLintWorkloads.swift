import Spoken
import SpokenLint

/// `lint-speech`: the `speech-abbreviation` rule alone over the `lint` workload's messages (50
/// locales × 2,000; every message has a digit, so each locale's unit tables are used), timed per
/// message, tables warm. Baseline: ICU's word break iterator over the same texts (the floor: the
/// rule splits every text into words once).
enum SpeechLintWorkloads {
    static func make(iterations: Int) throws -> Workload {
        let corpus = LintBenchmarkCorpus.make(locales: 50, messagesPerLocale: 2000)
        let perFile = corpus.messageCount / max(1, corpus.files.count)
        var texts: [(SpokenLocale, [UInt16])] = []
        for (index, message) in corpus.messages.enumerated() {
            let path = corpus.files[min(index / max(1, perFile), corpus.files.count - 1)].path
            let tag = String(path.dropFirst("l10n/".count).dropLast(".arb".count))
            guard let locale = try? SpokenLocale(tag) else { continue }
            texts.append((locale, Array(message.utf16)))
        }
        // The corpus is clean for this rule too: any finding means rule and corpus disagree.
        var findings = 0
        for (locale, units) in texts {
            SpeechAbbreviationRule.scan(units, ranges: [0..<units.count], locale: locale) { _, _ in findings += 1 }
        }
        guard findings == 0 else { throw BenchError.mismatch("lint-speech: \(findings) findings") }
        var iterators: [String: ICUWordBreak] = [:]
        for (locale, _) in texts where iterators[locale.icuIdentifier] == nil {
            iterators[locale.icuIdentifier] = ICUWordBreak(locale: locale.icuIdentifier)
        }
        let breaks = texts.map { iterators[$0.0.icuIdentifier] }
        return Workload(
            name: "lint-speech", iterations: iterations,
            ours: Contender(name: "speech-abbreviation") { n in
                var sum = 0
                for i in 0..<n {
                    let (locale, units) = texts[i % texts.count]
                    SpeechAbbreviationRule.scan(units, ranges: [0..<units.count], locale: locale) { _, _ in sum += 1 }
                    sum &+= units.count
                }
                return sum
            },
            baselines: [
                Contender(name: "icu-word-break-only") { n in
                    var sum = 0
                    for i in 0..<n {
                        let index = i % texts.count
                        sum &+= breaks[index]?.boundaries(texts[index].1).count ?? 0
                    }
                    return sum
                }
            ])
    }
}
