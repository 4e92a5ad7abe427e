import Foundation
import Spoken

/// The end-to-end twins of the `*-many` workloads (issue 18): `spoken render --jobs 1` over
/// requests spread over many signatures against the same count over one, and against the
/// Foundation program and Node on the same input.
///
/// - `e2e-date-many`: date requests over the 15 shipped locales × 40 ICU zones × `icu`/`spoken`
///   in random order, vs one signature (`en-US`, `UTC`, `icu`), vs `spoken-bench-foundation
///   render` (a `DateFormatter` per signature in a dictionary) and `node dates.js` (an
///   `Intl.DateTimeFormat` per signature in a `Map`).
/// - `e2e-measure-many`: measure requests over 15 locales × 30 units × 3 widths vs one signature.
/// - `e2e-unseen`: every request a (locale, zone) pair not seen before, up to 20,000 distinct pairs
///   from ICU's own locale and zone lists, vs the Foundation program; peak memory of both, and of
///   Spoken on a quarter of the stream (memory must not grow with the input).
///
/// Each one checks Spoken's answers against ICU's C API before timing.
enum EndToEndManyWorkloads {
    static let parts = ["e2e-date-many", "e2e-measure-many", "e2e-unseen"] + goldenParts

    struct Runner {
        var scratch: URL
        var rounds: Int

        /// One run into a file (every line answered, none with an error, and `check` on the
        /// output), then the timed rounds with the output to /dev/null; the least disturbed round.
        func best(_ arguments: [String], input: URL, lines: Int, check: ([Substring]) throws -> Void = { _ in })
            throws -> EndToEndWorkloads.Run
        {
            let out = scratch.appending(path: "out")
            let first = try EndToEndWorkloads.spawn(arguments, input: input, output: out)
            guard first.outputLines == lines else {
                throw BenchError.mismatch("\(arguments.joined(separator: " ")): \(first.outputLines) lines of \(lines)")
            }
            let output = String(decoding: try Data(contentsOf: out), as: UTF8.self).split(separator: "\n")
            if let error = output.first(where: { $0.contains(#""error":"#) }) {
                throw BenchError.mismatch("\(arguments.joined(separator: " ")): \(error)")
            }
            try check(output)
            var best = first
            for _ in 0..<max(1, rounds) {
                let run = try EndToEndWorkloads.spawn(arguments, input: input, output: nil)
                best.nanoseconds = min(best.nanoseconds, run.nanoseconds)
                best.cpuNanoseconds = min(best.cpuNanoseconds, run.cpuNanoseconds)
                best.peakKiB = max(best.peakKiB, run.peakKiB)
            }
            return best
        }
    }

    static func run(_ selected: Set<String>, lines: Int, rounds: Int) throws {
        let spoken = EndToEndWorkloads.folder.appending(path: "spoken").path
        let foundation = EndToEndWorkloads.folder.appending(path: "spoken-bench-foundation").path
        for path in [spoken, foundation] where !FileManager.default.isExecutableFile(atPath: path) {
            throw BenchError.mismatch(
                "\(path) is missing: build every product (swift build -c release --package-path Benchmarks)")
        }
        let scratch = FileManager.default.temporaryDirectory.appending(path: "spoken-e2e-many-\(getpid())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let runner = Runner(scratch: scratch, rounds: rounds)
        if selected.contains("e2e-date-many") {
            try dates(runner, spoken: spoken, foundation: foundation, lines: lines)
        }
        if selected.contains("e2e-measure-many") { try measures(runner, spoken: spoken, lines: lines) }
        if selected.contains("e2e-unseen") {
            try unseen(runner, spoken: spoken, foundation: foundation, lines: min(lines, 20_000))
        }
        for name in goldenParts where selected.contains(name) {
            try golden(runner, spoken: spoken, name: name, lines: lines)
        }
    }

    /// The texts of `render`'s output lines, by request id (one job answers in order, so the
    /// first lines are the first requests).
    static func texts(_ output: ArraySlice<Substring>) throws -> [Int: String] {
        var texts: [Int: String] = [:]
        for line in output {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                let id = (object["id"] as? NSNumber)?.intValue, let text = object["text"] as? String
            else { throw BenchError.mismatch("not an answer: \(line)") }
            texts[id] = text
        }
        return texts
    }

    /// Checks up to 100,000 answers (a check of 1M lines through JSONSerialization takes longer
    /// than the runs).
    static let checkedLines = 100_000

    static func dates(_ runner: Runner, spoken: String, foundation: String, lines: Int) throws {
        let signatures = DateManyWorkloads.signatures()
        let requests = DateManyWorkloads.requests(count: lines, signatures: signatures.count)
        func line(_ id: Int, _ seconds: Double, _ signature: DateManyWorkloads.Signature) -> String {
            let style = signature.spoken ? "spoken" : "icu"
            return
                #"{"id":\#(id),"op":"date","instant":\#(Int(seconds)),"locale":"\#(signature.locale)","timeZone":"\#(signature.zone)","style":"\#(style)"}"#
                + "\n"
        }
        let many = runner.scratch.appending(path: "dates-many.jsonl")
        try EndToEndWorkloads.write(
            requests.enumerated().lazy.map { line($0.offset, $0.element.seconds, signatures[$0.element.signature]) },
            to: many)
        let oneSignature = DateManyWorkloads.Signature(locale: "en-US", zone: "UTC", spoken: false)
        let one = runner.scratch.appending(path: "dates-one.jsonl")
        try EndToEndWorkloads.write(
            requests.enumerated().lazy.map { line($0.offset, $0.element.seconds, oneSignature) }, to: one)

        var icu: [Int: ICUDate] = [:]
        let render = [spoken, "render", "--jobs", "1"]
        let manyRun = try runner.best(render, input: many, lines: lines) { output in
            for (id, text) in try texts(output.prefix(checkedLines)) {
                let (index, seconds) = requests[id]
                let signature = signatures[index]
                if icu[index] == nil {
                    icu[index] = try ICUDate(locale: signature.locale, zone: signature.zone, spoken: signature.spoken)
                }
                let expected = icu[index]!.string(seconds)
                guard sameBytes(text, expected) else {
                    throw BenchError.mismatch(
                        "e2e-date-many \(signature) @\(Int(seconds)): '\(visible(text))' vs ICU '\(visible(expected))'")
                }
            }
        }
        let oneRun = try runner.best(render, input: one, lines: lines)
        let perLine = Double(lines)
        EndToEndWorkloads.report(
            "e2e-date-many", manyRun, perLine, "one-signature", oneRun,
            note: "  many/one " + Harness.format(manyRun.cpuNanoseconds / oneRun.cpuNanoseconds, digits: 2) + "x")
        let foundationRun = try runner.best([foundation, "render"], input: many, lines: lines)
        EndToEndWorkloads.report("e2e-date-many", manyRun, perLine, "foundation-dict", foundationRun)
        if let node = node(), let script = nodeScript() {
            let nodeRun = try runner.best([node, script], input: many, lines: lines)
            EndToEndWorkloads.report("e2e-date-many", manyRun, perLine, "node-intl-map", nodeRun)
        } else {
            print(
                "e2e-date-many: node-intl-map skipped (no 'node' on PATH or no Benchmarks/Sources/spoken-bench/node/dates.js)"
            )
        }
    }

    static func measures(_ runner: Runner, spoken: String, lines: Int) throws {
        let signatures = MeasureWorkloads.signatures()
        let requests = MeasureWorkloads.requests(count: lines, signatures: signatures.count)
        func line(_ id: Int, _ value: Double, _ signature: MeasureWorkloads.Signature) -> String {
            #"{"id":\#(id),"op":"measure","value":\#(value),"unit":"\#(signature.unit)","width":"\#(signature.width.rawValue)","locale":"\#(signature.locale)"}"#
                + "\n"
        }
        let many = runner.scratch.appending(path: "measures-many.jsonl")
        try EndToEndWorkloads.write(
            requests.enumerated().lazy.map { line($0.offset, $0.element.value, signatures[$0.element.signature]) },
            to: many)
        let oneSignature = MeasureWorkloads.Signature(locale: "en-US", unit: "celsius", width: .full)
        let one = runner.scratch.appending(path: "measures-one.jsonl")
        try EndToEndWorkloads.write(
            requests.enumerated().lazy.map { line($0.offset, $0.element.value, oneSignature) }, to: one)

        var icu: [Int: ICUNumber] = [:]
        let render = [spoken, "render", "--jobs", "1"]
        let manyRun = try runner.best(render, input: many, lines: lines) { output in
            for (id, text) in try texts(output.prefix(checkedLines)) {
                let (index, value) = requests[id]
                let signature = signatures[index]
                if icu[index] == nil {
                    icu[index] = try ICUNumber(locale: signature.locale, skeleton: MeasureWorkloads.skeleton(signature))
                }
                let expected = speechForm(icu[index]!.string(value))
                guard sameBytes(text, expected) else {
                    throw BenchError.mismatch(
                        "e2e-measure-many \(signature) \(value): '\(visible(text))' vs ICU '\(visible(expected))'")
                }
            }
        }
        let oneRun = try runner.best(render, input: one, lines: lines)
        EndToEndWorkloads.report(
            "e2e-measure-many", manyRun, Double(lines), "one-signature", oneRun,
            note: "  many/one " + Harness.format(manyRun.cpuNanoseconds / oneRun.cpuNanoseconds, digits: 2) + "x")
    }

    /// `count` distinct (locale, zone) pairs from ICU's lists, in random order: locales Spoken
    /// accepts, zones Spoken and Foundation both open.
    static func unseenPairs(_ count: Int) -> [(locale: String, zone: String)] {
        let locales = Signatures.icuLocales.filter { (try? SpokenLocale($0)) != nil }
        let zones = Signatures.icuZones.filter { (try? SpokenTimeZone($0)) != nil && TimeZone(identifier: $0) != nil }
        let total = locales.count * zones.count
        var random = SplitMix64(state: 20_000)
        var seen = Set<Int>()
        var pairs: [(String, String)] = []
        while pairs.count < min(count, total) {
            let pick = Int(random.next() % UInt64(total))
            guard seen.insert(pick).inserted else { continue }
            pairs.append((locales[pick / zones.count], zones[pick % zones.count]))
        }
        return pairs
    }

    static func unseen(_ runner: Runner, spoken: String, foundation: String, lines: Int) throws {
        let pairs = unseenPairs(lines)
        var random = SplitMix64(state: 21)
        let instants = pairs.map { _ in 1_793_491_200 + Int(random.next() % 2_592_000) }
        func write(_ count: Int, to url: URL) throws {
            try EndToEndWorkloads.write(
                (0..<count).lazy.map {
                    #"{"id":\#($0),"op":"date","instant":\#(instants[$0]),"locale":"\#(pairs[$0].locale)","timeZone":"\#(pairs[$0].zone)"}"#
                        + "\n"
                }, to: url)
        }
        let stream = runner.scratch.appending(path: "unseen.jsonl")
        try write(pairs.count, to: stream)
        let quarter = runner.scratch.appending(path: "unseen-quarter.jsonl")
        try write(pairs.count / 4, to: quarter)
        let render = [spoken, "render", "--jobs", "1"]
        // Opening an ICU formatter per pair is what is measured: check the first 1,000 answers.
        let ours = try runner.best(render, input: stream, lines: pairs.count) { output in
            for (id, text) in try texts(output.prefix(1_000)) {
                let expected = try ICUDate(locale: pairs[id].locale, zone: pairs[id].zone, spoken: false)
                    .string(Double(instants[id]))
                guard sameBytes(text, expected) else {
                    throw BenchError.mismatch(
                        "e2e-unseen \(pairs[id]): '\(visible(text))' vs ICU '\(visible(expected))'")
                }
            }
        }
        let theirs = try runner.best([foundation, "render"], input: stream, lines: pairs.count)
        let small = try runner.best(render, input: quarter, lines: pairs.count / 4)
        EndToEndWorkloads.report(
            "e2e-unseen", ours, Double(pairs.count), "foundation-dict", theirs,
            note: "  (\(pairs.count) new pairs; \(pairs.count / 4) pairs: peak RSS \(small.peakKiB / 1024) MB)")
    }

    /// `node` on PATH.
    static func node() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/usr/local/bin"
        return path.split(separator: ":").map { "\($0)/node" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// Benchmarks/Sources/spoken-bench/node/dates.js, found as the golden files are
    /// (`Repository.path`).
    static func nodeScript() -> String? {
        Repository.path("Benchmarks/Sources/spoken-bench/node/dates.js")
    }
}
