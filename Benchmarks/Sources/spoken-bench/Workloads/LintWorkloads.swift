import Spoken
import SpokenLint

/// `lint`: `spoken lint` over 50 locales × 2,000 messages generated in memory (one English source,
/// 49 translations with plurals, selects and placeholders), timed per message.
enum LintWorkloads {
    static func make(iterations: Int) throws -> Workload {
        let corpus = LintBenchmarkCorpus.make(locales: 50, messagesPerLocale: 2000)
        let perRun = corpus.messageCount
        // The corpus is clean: any diagnostic means lint and corpus disagree.
        let report = corpus.lint()
        guard report.diagnostics.isEmpty, report.messages == perRun else {
            throw BenchError.mismatch("lint: \(report.diagnostics.first?.description ?? "\(report.messages) messages")")
        }
        // Whole runs only: an operation is one message, a run lints all of them.
        let runs = max(1, min(iterations / perRun, 5))
        return Workload(
            name: "lint", iterations: runs * perRun,
            ours: Contender(name: "spoken-lint") { n in
                var sum = 0
                for _ in 0..<max(1, n / perRun) { sum &+= corpus.lint().messages }
                return sum
            },
            baselines: [
                // The floor: ICU's MessagePattern parses every (already decoded) message, nothing else.
                Contender(name: "icu-parse-only") { n in
                    var sum = 0
                    for _ in 0..<max(1, n / perRun) { sum &+= corpus.parseEveryMessage() }
                    return sum
                }
            ])
    }
}
