import Foundation
import Synchronization

/// The ratios a run measured, and the checked-in limits they must meet
/// (Benchmarks/Thresholds/thresholds.json). A line is named `WORKLOAD LINE`: `date-many many/one`
/// (ours over one signature: at most the limit), `date-feed foundation-cached` (the speedup over
/// that baseline, as printed: at least the limit), `cell p50` (one call's time in µs: at most the
/// limit).
enum Thresholds {
    /// Every ratio printed so far, by line name.
    static let measured = Mutex<[String: Double]>([:])
    /// Every time of one call printed so far (µs), by line name.
    static let times = Mutex<[String: Double]>([:])

    static func record(_ name: String, _ ratio: Double) {
        measured.withLock { $0[name] = ratio }
    }

    static func recordMicroseconds(_ name: String, _ microseconds: Double) {
        times.withLock { $0[name] = microseconds }
    }

    /// The limits of a thresholds file: `maximum` (many/one lines), `minimum` (speedups) and
    /// `maximumMicroseconds` (one call's p50 or p99).
    struct Limits {
        var maximum: [String: Double]
        var minimum: [String: Double]
        var maximumMicroseconds: [String: Double] = [:]
    }

    static let defaultPath = "Benchmarks/Thresholds/thresholds.json"

    static func load(_ path: String) throws -> Limits {
        guard let found = Repository.path(path) ?? (FileManager.default.fileExists(atPath: path) ? path : nil) else {
            throw BenchError.mismatch("cannot find the thresholds file '\(path)'")
        }
        let data = try Data(contentsOf: URL(fileURLWithPath: found))
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw BenchError.mismatch("\(path): not a JSON object")
        }
        func limits(_ key: String) throws -> [String: Double] {
            guard let table = object[key] as? [String: Any] else { return [:] }
            return try table.reduce(into: [:]) { result, entry in
                guard let value = (entry.value as? NSNumber)?.doubleValue else {
                    throw BenchError.mismatch("\(path): '\(key).\(entry.key)' is not a number")
                }
                result[entry.key] = value
            }
        }
        return Limits(
            maximum: try limits("maximum"), minimum: try limits("minimum"),
            maximumMicroseconds: try limits("maximumMicroseconds"))
    }

    /// Prints one line per measured ratio that has a limit; false when any is past its limit.
    static func check(_ limits: Limits, file: String) -> Bool {
        let ratios = measured.withLock { $0 }
        var met = true
        var checked = 0
        for (name, ratio) in ratios.sorted(by: { $0.key < $1.key }) {
            let shown = Harness.format(ratio, digits: 2) + "x"
            if let maximum = limits.maximum[name] {
                checked += 1
                if ratio > maximum {
                    print("THRESHOLD FAILED  \(name) \(shown): above its maximum \(maximum)x (\(file))")
                    met = false
                }
            }
            if let minimum = limits.minimum[name] {
                checked += 1
                if ratio < minimum {
                    print("THRESHOLD FAILED  \(name) \(shown): below its minimum \(minimum)x (\(file))")
                    met = false
                }
            }
        }
        for (name, time) in times.withLock({ $0 }).sorted(by: { $0.key < $1.key }) {
            guard let maximum = limits.maximumMicroseconds[name] else { continue }
            checked += 1
            if time > maximum {
                print(
                    "THRESHOLD FAILED  \(name) \(Harness.format(time, digits: 2)) µs: above its maximum \(maximum) µs (\(file))"
                )
                met = false
            }
        }
        if met { print("thresholds: \(checked) ratios checked against \(file), all met") }
        return met
    }
}
