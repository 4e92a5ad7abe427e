import Foundation
import Testing

/// `spoken-bench`, built beside this test bundle: `--help` prints usage, unknown input is refused,
/// every default workload passes its golden checks, and a ratio past its threshold fails the run.
@Suite("spoken-bench command line")
struct BenchCLITests {
    struct Result {
        var stdout: String
        var stderr: String
        var status: Int32
    }

    /// The built binary: beside the test bundle in SwiftPM's build folder.
    static let bench: URL = {
        var directory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        // The test bundle may be a folder (Foo.xctest/...) inside the products folder.
        for _ in 0..<4 {
            let candidate = directory.appending(path: "spoken-bench")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: ".build/debug/spoken-bench")
    }()

    /// Runs `spoken-bench ARGS`; its outputs go to files, so a long output cannot block it.
    static func run(_ arguments: [String]) throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appending(path: "spoken-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appending(path: "stdout")
        let err = folder.appending(path: "stderr")
        try Data().write(to: out)
        try Data().write(to: err)
        let process = Process()
        process.executableURL = bench
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        process.waitUntilExit()
        return Result(
            stdout: try String(contentsOf: out, encoding: .utf8), stderr: try String(contentsOf: err, encoding: .utf8),
            status: process.terminationStatus)
    }

    /// A thresholds file of its own, for one test.
    static func thresholds(_ json: String) throws -> URL {
        let file = FileManager.default.temporaryDirectory.appending(path: "thresholds-\(UUID().uuidString).json")
        try Data(json.utf8).write(to: file)
        return file
    }

    @Test("--help and -h print usage and exit 0", arguments: ["--help", "-h"])
    func help(_ flag: String) throws {
        let result = try Self.run([flag])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Usage: spoken-bench [--iterations N] [--rounds R]"))
        #expect(
            result.stdout.contains(
                "Workloads: date-feed, date-random, date-many, date-lookup, measure, measure-many,\n"))
        #expect(result.stdout.contains("e2e (only when named)"))
        #expect(result.stdout.contains("lint, lint-speech, lint-one-line, xcstrings-lint"))
        #expect(result.stdout.contains("--no-thresholds"))
        // The time-span, money and number workloads and their many-signature twins.
        for name in [
            "duration, duration-many", "relative, relative-many", "interval, interval-many", "money, money-many",
            "number, number-many",
        ] {
            #expect(result.stdout.contains(name), "\(name)")
        }
    }

    /// Every default workload checks its samples against ICU's golden words before it times
    /// anything: a few iterations of each must pass (a catalog argument that changed type once
    /// failed `announce-many` unnoticed, since nothing ran the bench).
    @Test("Every default workload runs and passes its checks")
    func everyWorkloadRuns() throws {
        let result = try Self.run(["--iterations", "20", "--rounds", "1", "--no-thresholds"])
        #expect(result.status == 0, "stdout: \(result.stdout)\nstderr: \(result.stderr)")
        #expect(!result.stdout.contains("FAILED"), "stdout: \(result.stdout)")
        let usage = try Self.run(["--help"]).stdout
        let list = try #require(usage.firstMatch(of: /Workloads: ([^(]+)\(default/)?.1)
        let names = list.split(whereSeparator: { ", \n".contains($0) }).map(String.init)
        #expect(names.count > 20)
        for name in names {
            #expect(result.stdout.contains("\n\(name) "), "no line for \(name)")
        }
    }

    @Test("The checked-in thresholds name only lines the bench prints, each with a positive limit")
    func checkedInThresholds() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appending(path: "Thresholds/thresholds.json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        let usage = try Self.run(["--help"]).stdout
        var count = 0
        for table in ["maximum", "minimum", "maximumMicroseconds"] {
            let limits = try #require(object[table] as? [String: Any])
            for (line, limit) in limits {
                count += 1
                #expect(((limit as? NSNumber)?.doubleValue ?? 0) > 0, "\(line)")
                let workload = try #require(line.split(separator: " ").first.map(String.init))
                // The end-to-end parts (e2e-date, e2e-render…) are printed by `e2e`.
                #expect(
                    workload.hasPrefix("e2e-") || usage.contains(workload),
                    "\(line): no workload '\(workload)' in --help")
            }
        }
        #expect(count >= 20)
    }

    @Test("A many/one line above its maximum fails the run, naming the line and its limit")
    func maximumFails() throws {
        let file = try Self.thresholds(#"{"maximum": {"rating-many many/one": 0.001}}"#)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try Self.run(["--iterations", "200", "--rounds", "1", "--thresholds", file.path, "rating-many"])
        #expect(result.status == 1, "stdout: \(result.stdout)")
        #expect(result.stdout.contains("THRESHOLD FAILED  rating-many many/one"), "stdout: \(result.stdout)")
        #expect(result.stdout.contains("above its maximum 0.001x"), "stdout: \(result.stdout)")
    }

    @Test("A speedup below its minimum fails the run; ratios within their limits pass")
    func minimumFailsAndMetPasses() throws {
        let failing = try Self.thresholds(#"{"minimum": {"rating unumf-raw": 1000000}}"#)
        defer { try? FileManager.default.removeItem(at: failing) }
        let failed = try Self.run(["--iterations", "200", "--rounds", "1", "--thresholds", failing.path, "rating"])
        #expect(failed.status == 1, "stdout: \(failed.stdout)")
        #expect(failed.stdout.contains("THRESHOLD FAILED  rating unumf-raw"), "stdout: \(failed.stdout)")
        #expect(failed.stdout.contains("below its minimum 1000000.0x"), "stdout: \(failed.stdout)")

        let passing = try Self.thresholds(#"{"minimum": {"rating unumf-raw": 0.000001}}"#)
        defer { try? FileManager.default.removeItem(at: passing) }
        let passed = try Self.run(["--iterations", "200", "--rounds", "1", "--thresholds", passing.path, "rating"])
        #expect(passed.status == 0, "stdout: \(passed.stdout)")
        #expect(passed.stdout.contains("thresholds: 1 ratios checked"), "stdout: \(passed.stdout)")
    }

    @Test("One call's p50 above its maximumMicroseconds fails the run; a p50 within it passes")
    func microsecondsFailAndPass() throws {
        let failing = try Self.thresholds(#"{"maximumMicroseconds": {"cell p50": 0.000001}}"#)
        defer { try? FileManager.default.removeItem(at: failing) }
        let failed = try Self.run(["--iterations", "50", "--rounds", "1", "--thresholds", failing.path, "cell"])
        #expect(failed.status == 1, "stdout: \(failed.stdout)")
        #expect(failed.stdout.contains("THRESHOLD FAILED  cell p50"), "stdout: \(failed.stdout)")
        #expect(failed.stdout.contains("above its maximum 1e-06 µs"), "stdout: \(failed.stdout)")

        let passing = try Self.thresholds(#"{"maximumMicroseconds": {"cell p50": 1000000}}"#)
        defer { try? FileManager.default.removeItem(at: passing) }
        let passed = try Self.run(["--iterations", "50", "--rounds", "1", "--thresholds", passing.path, "cell"])
        #expect(passed.status == 0, "stdout: \(passed.stdout)")
        #expect(
            passed.stdout.contains("cell              one call, each timed alone: p50 "), "stdout: \(passed.stdout)")
        #expect(passed.stdout.contains("thresholds: 1 ratios checked"), "stdout: \(passed.stdout)")
    }

    @Test("A thresholds file that cannot be read fails before any workload runs")
    func unreadableThresholds() throws {
        let result = try Self.run(["--thresholds", "/nonexistent/thresholds.json", "rating"])
        #expect(result.status == 1)
        #expect(!result.stdout.contains("rating "))
        #expect(result.stderr.contains("/nonexistent/thresholds.json"), "stderr: \(result.stderr)")
    }

    @Test(
        "Usage errors exit 64 naming the token",
        arguments: [
            (["--iteration", "5"], "Error: Unknown option '--iteration'"),
            (["e2f"], "Error: Unknown workload 'e2f'"),
            (["--iterations", "many"], "Error: Invalid value 'many' for --iterations"),
            (["--rounds"], "Error: Option '--rounds' needs a value"),
            (["--lines", "0"], "Error: Invalid value '0' for --lines"),
            (["--thresholds"], "Error: Option '--thresholds' needs a value"),
            (["date-fed"], "Error: Unknown workload 'date-fed'"),
        ])
    func usageErrors(_ arguments: [String], _ message: String) throws {
        let result = try Self.run(arguments)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix(message), "stderr: \(result.stderr)")
    }
}
