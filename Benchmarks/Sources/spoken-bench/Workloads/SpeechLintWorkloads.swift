import ICUBaselines
import Spoken
import SpokenLint

/// `lint-speech`: the `speech-abbreviation` rule alone over the `lint` workload's messages (50
/// locales × 2,000; every message has a digit, so each locale's unit tables are used), timed per
/// message, tables warm, through `SpeechCheck` (the public call that runs the rule alone, as
/// `spoken check` does). Baseline: ICU's word break iterator over the same texts (the floor: the
/// rule splits every text into words once).
enum SpeechLintWorkloads {
    static func make(iterations: Int) throws -> Workload {
        let corpus = LintBenchmarkCorpus.make(locales: 50, messagesPerLocale: 2000)
        let perFile = corpus.messageCount / max(1, corpus.files.count)
        var texts: [(check: SpeechCheck, tag: String, text: String)] = []
        for (index, message) in corpus.messages.enumerated() {
            let path = corpus.files[min(index / max(1, perFile), corpus.files.count - 1)].path
            let tag = String(path.dropFirst("l10n/".count).dropLast(".arb".count))
            guard let locale = try? SpokenLocale(tag) else { continue }
            texts.append((SpeechCheck(locale: locale), tag, message))
        }
        // The corpus is clean for this rule too: any finding means rule and corpus disagree.
        let findings = texts.reduce(0) { $0 + $1.check.findings(in: $1.text).count }
        guard findings == 0 else { throw BenchError.mismatch("lint-speech: \(findings) findings") }
        var iterators: [String: ICUWords] = [:]
        for text in texts where iterators[text.tag] == nil {
            iterators[text.tag] = try ICUWords(tag: text.tag)
        }
        let breaks = texts.map { iterators[$0.tag] }
        let units = texts.map { Array($0.text.utf16) }
        return Workload(
            name: "lint-speech", iterations: iterations,
            ours: Contender(name: "speech-abbreviation") { n in
                var sum = 0
                for i in 0..<n {
                    let text = texts[i % texts.count]
                    sum &+= text.check.findings(in: text.text).count &+ text.text.utf8.count
                }
                return sum
            },
            baselines: [
                Contender(name: "icu-word-break-only") { n in
                    var sum = 0
                    for i in 0..<n {
                        let index = i % texts.count
                        sum &+= breaks[index]?.count(units[index]) ?? 0
                    }
                    return sum
                }
            ])
    }
}

/// ICU's word break iterator for a locale, straight from ICU's C API (`spk_bench_words`).
final class ICUWords {
    let handle: OpaquePointer

    init(tag: String) throws {
        var status: Int32 = 0
        guard let handle = spk_bench_words_open(tag, &status), status <= 0 else {
            throw BenchError.mismatch("ICU cannot open a word break iterator for '\(tag)'")
        }
        self.handle = handle
    }

    deinit { spk_bench_words_close(handle) }

    /// How many word boundaries `units` has.
    func count(_ units: [UInt16]) -> Int {
        var status: Int32 = 0
        return Int(spk_bench_words_count(handle, units, Int32(units.count), &status))
    }
}
