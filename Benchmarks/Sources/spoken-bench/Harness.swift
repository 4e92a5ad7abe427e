import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One measured loop: `run(iterations)` does the work that many times and returns a checksum
/// (so the optimizer cannot drop the work).
struct Contender {
    var name: String
    var run: (Int) -> Int
}

/// A workload: Spoken's way against baselines measured in the same process, same inputs.
struct Workload {
    var name: String
    var iterations: Int
    var ours: Contender
    var baselines: [Contender]
    /// For a `*-many` workload: the same operation over one signature, measured in the same run;
    /// its line also prints many/one (ours over it: the cost of many signatures, target ≤ 2×).
    var oneSignature: Contender? = nil
    /// For a `*-many` workload whose rows differ in intrinsic cost: the same multiset of requests
    /// sorted by signature (every request of one signature together). Its line prints
    /// many/grouped (the cache cliff) and grouped/one (the cost of the mix itself).
    var grouped: Contender? = nil
    /// Printed before the workload's lines (samples of each side's text, what a contender is not).
    var notes: [String] = []
    /// One operation alone, request `i` (a checksum): with it, the workload also prints the p50
    /// and p99 of one call, every call timed alone (`WORKLOAD p50`, `WORKLOAD p99`, in µs).
    var single: ((Int) -> Int)? = nil
}

enum Harness {
    static func now() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    /// Best of `rounds` runs (the least disturbed by the other core's load), ns per operation.
    static func measure(_ contender: Contender, iterations: Int, rounds: Int) -> Double {
        measure([contender], iterations: iterations, rounds: rounds)[0]
    }

    /// The contenders' rounds interleaved (round 1 of each, then round 2 of each…), best of
    /// `rounds` each, ns per operation: a ratio of two contenders compares runs made minutes
    /// apart no more, so a change in the machine's speed between them (this VM's figures move by
    /// up to 40% between runs) falls on both.
    static func measure(_ contenders: [Contender], iterations: Int, rounds: Int) -> [Double] {
        var sink = 0
        for contender in contenders {
            sink &+= contender.run(min(iterations, 1_000))  // warm caches and lazy initialisation
        }
        var best = [Double](repeating: .infinity, count: contenders.count)
        for _ in 0..<rounds {
            for (index, contender) in contenders.enumerated() {
                let start = now()
                sink &+= contender.run(iterations)
                let elapsed = Double(now() - start)
                best[index] = min(best[index], elapsed / Double(iterations))
            }
        }
        if sink == 42 { print("", terminator: "") }
        return best
    }

    static func report(_ workload: Workload, rounds: Int) {
        for note in workload.notes {
            print(workload.name.padding(toLength: 16, withPad: " ", startingAt: 0) + "  " + note)
        }
        let others = [workload.oneSignature, workload.grouped].compactMap { $0 } + workload.baselines
        let costs = measure([workload.ours] + others, iterations: workload.iterations, rounds: rounds)
        let ours = costs[0]
        var next = 1
        var oneCost: Double?
        if let one = workload.oneSignature {
            let theirs = costs[next]
            next += 1
            oneCost = theirs
            Thresholds.record(workload.name + " many/one", ours / theirs)
            print(line(workload.name, ours, one.name, theirs) + "  many/one " + format(ours / theirs, digits: 2) + "x")
        }
        if let grouped = workload.grouped {
            let theirs = costs[next]
            next += 1
            var text = line(workload.name, ours, grouped.name, theirs)
            text += "  many/grouped " + format(ours / theirs, digits: 2) + "x"
            if let oneCost { text += "  grouped/one " + format(theirs / oneCost, digits: 2) + "x" }
            print(text)
        }
        for baseline in workload.baselines {
            Thresholds.record(workload.name + " " + baseline.name, costs[next] / ours)
            print(line(workload.name, ours, baseline.name, costs[next]))
            next += 1
        }
        if let single = workload.single {
            let (p50, p99) = percentiles(single, calls: min(workload.iterations, 100_000))
            Thresholds.recordMicroseconds(workload.name + " p50", p50 / 1_000)
            Thresholds.recordMicroseconds(workload.name + " p99", p99 / 1_000)
            print(
                workload.name.padding(toLength: 16, withPad: " ", startingAt: 0) + "  one call, each timed alone: p50 "
                    + format(p50 / 1_000, digits: 2) + " µs  p99 " + format(p99 / 1_000, digits: 2) + " µs")
        }
    }

    /// The p50 and p99 of one call (ns), over `calls` calls timed one by one after as many warm ones.
    static func percentiles(_ single: (Int) -> Int, calls: Int) -> (Double, Double) {
        var sink = 0
        for i in 0..<calls { sink &+= single(i) }
        var times = [UInt64](repeating: 0, count: calls)
        for i in 0..<calls {
            let start = now()
            sink &+= single(i)
            times[i] = now() - start
        }
        if sink == 42 { print("", terminator: "") }
        times.sort()
        func at(_ fraction: Double) -> Double {
            times.isEmpty ? 0 : Double(times[min(times.count - 1, Int(Double(times.count) * fraction))])
        }
        return (at(0.5), at(0.99))
    }

    /// WORKLOAD ours BASELINE theirs speedup (theirs / ours).
    static func line(_ name: String, _ ours: Double, _ baseline: String, _ theirs: Double) -> String {
        let columns = [
            name.padding(toLength: 16, withPad: " ", startingAt: 0),
            format(ours).leftPadded(10),
            baseline.padding(toLength: 18, withPad: " ", startingAt: 0),
            format(theirs).leftPadded(10),
            (format(theirs / ours, digits: 2) + "x").leftPadded(8),
        ]
        return columns.joined(separator: "  ")
    }

    static func format(_ value: Double, digits: Int = 1) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        return String(rounded)
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}

/// A deterministic generator, so every run measures the same inputs.
struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// `text` as a JSON string literal, written by Foundation's encoder (as a client writing requests
/// would), for the requests and catalogs the workloads write.
func jsonQuoted(_ text: String) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .withoutEscapingSlashes
    guard let data = try? encoder.encode(text) else { return "\"\"" }
    return String(decoding: data, as: UTF8.self)
}

/// Files of the Spoken repository the workloads read (ICU's golden files under Tests/Fixtures,
/// the Node baseline, the thresholds), by their path from the repository's root: found from this
/// source file's place in the checkout (Benchmarks/Sources/spoken-bench/), else from the working
/// directory (the repository or its Benchmarks folder).
enum Repository {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The first existing file for `path`, or nil.
    static func path(_ path: String) -> String? {
        [root.appending(path: path).path, path, "../" + path].first { FileManager.default.fileExists(atPath: $0) }
    }

    static func text(_ path: String) throws -> String {
        guard let found = Self.path(path) else {
            throw BenchError.mismatch("cannot find \(path): run spoken-bench from the Spoken repository")
        }
        return try String(contentsOfFile: found, encoding: .utf8)
    }
}
