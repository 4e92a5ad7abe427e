import Foundation
import Spoken

/// `date-feed` and `date-random`: medium date + short time for one locale and zone.
enum DateWorkloads {
    static let locale = "en-US"
    static let zone = "America/New_York"

    /// `count` instants at second resolution, uniformly spread over `span` seconds from 2026-11-01.
    static func instants(count: Int, span: Double, seed: UInt64) -> [Double] {
        var random = SplitMix64(state: seed)
        let start = 1_793_491_200.0  // 2026-11-01T00:00:00Z
        return (0..<count).map { _ in start - (span > 86_400 * 365 ? span : 0) + Double(random.next() % UInt64(span)) }
    }

    static func make(name: String, instants: [Double]) throws -> Workload {
        let spoken = try SpokenDateFormatter(locale: locale, timeZone: zone)
        let foundation = DateFormatter()
        foundation.locale = Locale(identifier: locale)
        foundation.timeZone = TimeZone(identifier: zone)
        foundation.dateStyle = .medium
        foundation.timeStyle = .short
        let raw = try ICUDate(locale: locale, zone: zone, spoken: false)
        try verify(spoken, raw, instants.prefix(2_000))
        let count = instants.count
        return Workload(
            name: name, iterations: count,
            ours: Contender(name: "spoken") { n in
                var sum = 0
                for i in 0..<n { sum &+= spoken.string(secondsSince1970: instants[i % count]).utf8.count }
                return sum
            },
            baselines: [
                Contender(name: "foundation-cached") { n in
                    var sum = 0
                    for i in 0..<n {
                        sum &+= foundation.string(from: Date(timeIntervalSince1970: instants[i % count])).utf8.count
                    }
                    return sum
                },
                Contender(name: "udat_format-raw") { n in
                    var sum = 0
                    for i in 0..<n { sum &+= raw.format(instants[i % count]) }
                    return sum
                },
            ])
    }

    /// The benchmark is only meaningful if Spoken's output is ICU's: check before timing.
    static func verify(_ spoken: SpokenDateFormatter, _ raw: ICUDate, _ sample: ArraySlice<Double>) throws {
        for seconds in sample where spoken.string(secondsSince1970: seconds) != raw.string(seconds) {
            throw BenchError.mismatch(
                "\(seconds): '\(spoken.string(secondsSince1970: seconds))' vs ICU '\(raw.string(seconds))'")
        }
    }
}

enum BenchError: Error {
    case mismatch(String)
}
