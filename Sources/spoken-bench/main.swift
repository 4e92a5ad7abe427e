import Spoken
let clock = ContinuousClock()
let corpus = LintBenchmarkCorpus.make(locales: 50, messagesPerLocale: 2000)
for _ in 0..<1 {
    var parts = 0
    let floor = clock.measure { parts = corpus.parseEveryMessage() }
    var report: LintReport?
    let lint = clock.measure { report = corpus.lint() }
    print("messages \(corpus.messageCount) floor \(floor) lint \(lint) ratio \(Double(lint.components.attoseconds) / Double(floor.components.attoseconds)) diags \(report!.diagnostics.count) parts \(parts)")
}
