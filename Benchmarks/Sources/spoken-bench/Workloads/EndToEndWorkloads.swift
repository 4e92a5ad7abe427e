import Foundation
import Synchronization

/// `e2e`: the real `spoken` binary over generated files of `lines` lines, against the Foundation
/// program `spoken-bench-foundation` (same input, same run), and `render --jobs 2` against one
/// job. What a backend in another language gets: process, reading, parsing, formatting, writing.
enum EndToEndWorkloads {
    struct Run {
        /// Wall-clock time.
        var nanoseconds: Double
        /// User + system CPU time of the process: on a machine shared with other work, the
        /// measure of a one-thread run that waiting for a core does not distort.
        var cpuNanoseconds: Double
        var peakKiB: Int
        var outputLines: Int
    }

    /// The binaries beside this one (same build folder).
    static let folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()

    static func run(lines: Int, rounds: Int, mixedFloorNanoseconds: () throws -> Double) throws {
        let spoken = folder.appending(path: "spoken").path
        let foundation = folder.appending(path: "spoken-bench-foundation").path
        for path in [spoken, foundation] where !FileManager.default.isExecutableFile(atPath: path) {
            throw BenchError.mismatch(
                "\(path) is missing: build every product (swift build -c release --package-path Benchmarks)")
        }
        let scratch = FileManager.default.temporaryDirectory.appending(path: "spoken-e2e-\(getpid())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }

        // The date feed of `date-feed`: instants over 30 days, whole seconds.
        let instants = DateWorkloads.instants(count: lines, span: 30 * 86_400, seed: 1).map { Int($0) }
        let feed = scratch.appending(path: "feed")
        try write(instants.lazy.map { "@\($0)\n" }, to: feed)
        let dates = scratch.appending(path: "dates.jsonl")
        try write(
            instants.enumerated().lazy.map {
                #"{"id":\#($0.offset),"op":"date","instant":\#($0.element),"locale":"en-US","timeZone":"UTC"}"# + "\n"
            }, to: dates)
        let mixed = scratch.appending(path: "mixed.jsonl")
        try write(RenderWorkloads.requests(count: lines).lazy.map { $0.line + "\n" }, to: mixed)

        /// One checked run (every line answered, into a file), then the timed rounds with the
        /// output to /dev/null: the cost of a file system would blur what is measured.
        func best(_ arguments: [String], input: URL) throws -> Run {
            let check = try spawn(arguments, input: input, output: scratch.appending(path: "out"))
            guard check.outputLines == lines else {
                throw BenchError.mismatch("\(arguments.joined(separator: " ")): \(check.outputLines) lines of \(lines)")
            }
            var best: Run?
            for _ in 0..<max(1, rounds) {
                let run = try spawn(arguments, input: input, output: nil)
                // The least disturbed of the rounds, for wall and CPU time each.
                best =
                    best.map {
                        Run(
                            nanoseconds: min($0.nanoseconds, run.nanoseconds),
                            cpuNanoseconds: min($0.cpuNanoseconds, run.cpuNanoseconds),
                            peakKiB: max($0.peakKiB, run.peakKiB), outputLines: run.outputLines)
                    } ?? run
            }
            return best!
        }
        let perLine = Double(lines)
        let enUS = ["--locale", "en-US", "--time-zone", "UTC", "--date-style", "medium", "--time-style", "short"]
        let date = try best([spoken, "date"] + enUS + ["-"], input: feed)
        let foundationDate = try best([foundation, "date"], input: feed)
        report("e2e-date", date, perLine, "foundation-date", foundationDate)
        let render1 = try best([spoken, "render", "--jobs", "1"], input: dates)
        let foundationRender = try best([foundation, "render"], input: dates)
        report("e2e-render", render1, perLine, "foundation-render", foundationRender)
        let render2 = try best([spoken, "render", "--jobs", "2"], input: dates)
        report("e2e-render-2j", render2, perLine, "render --jobs 1", render1, wall: true)
        let mixed1 = try best([spoken, "render", "--jobs", "1"], input: mixed)
        let floor = try mixedFloorNanoseconds()
        let floorRun = Run(nanoseconds: floor * perLine, cpuNanoseconds: floor * perLine, peakKiB: 0, outputLines: 0)
        report("e2e-mixed", mixed1, perLine, "library-loop", floorRun)
    }

    /// One line as `Harness.report` prints it, ns per line of CPU time (wall time for `wall`,
    /// where a second core is the point), then the wall-clock ratio and peak memory.
    static func report(
        _ name: String, _ ours: Run, _ lines: Double, _ baseline: String, _ theirs: Run, wall: Bool = false,
        note: String = ""
    ) {
        let (mine, other) = wall ? (ours.nanoseconds, theirs.nanoseconds) : (ours.cpuNanoseconds, theirs.cpuNanoseconds)
        Thresholds.record(name + " " + baseline, other / mine)
        if baseline == "one-signature" { Thresholds.record(name + " many/one", mine / other) }
        let columns = [
            name.padding(toLength: 16, withPad: " ", startingAt: 0),
            Harness.format(mine / lines).leftPadded(10),
            baseline.padding(toLength: 18, withPad: " ", startingAt: 0),
            Harness.format(other / lines).leftPadded(10),
            (Harness.format(other / mine, digits: 2) + "x").leftPadded(8),
            (wall ? "  (wall)" : "  wall " + Harness.format(theirs.nanoseconds / ours.nanoseconds, digits: 2) + "x"),
            "  peak RSS \(ours.peakKiB / 1024) MB" + (theirs.peakKiB > 0 ? " vs \(theirs.peakKiB / 1024) MB" : "")
                + note,
        ]
        print(columns.joined(separator: "  "))
    }

    static func write(_ lines: some Sequence<String>, to url: URL) throws {
        var bytes: [UInt8] = []
        for line in lines { bytes.append(contentsOf: line.utf8) }
        try Data(bytes).write(to: url)
    }

    /// Runs a binary with `input` as standard input and `output` as standard output; wall time,
    /// peak memory (VmHWM of the child, polled) and output lines.
    static func spawn(_ arguments: [String], input: URL, output: URL?) throws -> Run {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input.path, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output?.path ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var argv = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let start = Harness.now()
        let spawned = posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ)
        guard spawned == 0 else { throw BenchError.mismatch("cannot run \(arguments[0]): error \(spawned)") }
        // Peak memory from /proc/PID/status (VmHWM), polled on another thread while this one
        // waits: wait4's ru_maxrss would count this process's memory, shared until exec.
        let peak = PeakMemory()
        let child = pid
        let poller = Thread { peak.poll(child) }
        poller.start()
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
        let elapsed = Double(Harness.now() - start)
        let cpu =
            Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e9
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) * 1e3
        peak.stop()
        guard status == 0 else {
            throw BenchError.mismatch("\(arguments.joined(separator: " ")) exited with status \(status)")
        }
        guard let output else {
            return Run(nanoseconds: elapsed, cpuNanoseconds: cpu, peakKiB: peak.kib, outputLines: 0)
        }
        let data = try Data(contentsOf: output)
        let newlines = data.withUnsafeBytes { $0.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 } }
        return Run(nanoseconds: elapsed, cpuNanoseconds: cpu, peakKiB: peak.kib, outputLines: newlines)
    }
}

/// The highest VmHWM seen for a process until `stop()`.
final class PeakMemory: Sendable {
    private let state = Mutex<(kib: Int, stopped: Bool)>((0, false))

    var kib: Int { state.withLock { $0.kib } }

    func stop() { state.withLock { $0.stopped = true } }

    func poll(_ pid: pid_t) {
        while !state.withLock({ $0.stopped }) {
            if let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
                let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
                let kib = Int(line.split(separator: " ").dropFirst().first ?? "")
            {
                state.withLock { $0.kib = max($0.kib, kib) }
            }
            usleep(5_000)
        }
    }
}
