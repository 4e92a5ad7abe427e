import Foundation
import Spoken

/// `date-many`: medium date + short time over the 15 shipped locales × 40 of ICU's zones × the
/// `icu` and `spoken` presentations (1,200 signatures), in random order, one formatter made per
/// request as the library promises is fine; against the same requests over one signature
/// (`en-US`, `UTC`, `icu`: many/one), ICU's C API with a formatter per signature in an array
/// (the floor) and Foundation with a `DateFormatter` per signature in a dictionary.
enum DateManyWorkloads {
    struct Signature: Hashable {
        var locale: String
        var zone: String
        var spoken: Bool
    }

    /// Every (locale, zone, presentation) of the workload, in a fixed order.
    static func signatures(zones: Int = 40) -> [Signature] {
        let zones = Signatures.zones(zones)
        return Signatures.shippedLocales.flatMap { locale in
            zones.flatMap { zone in [false, true].map { Signature(locale: locale, zone: zone, spoken: $0) } }
        }
    }

    /// `count` requests: a signature index, uniform and in random order, and an instant of the
    /// `date-feed` kind (30 days at second resolution).
    static func requests(count: Int, signatures: Int, seed: UInt64 = 18) -> [(signature: Int, seconds: Double)] {
        var random = SplitMix64(state: seed)
        let instants = DateWorkloads.instants(count: count, span: 30 * 86_400, seed: seed + 1)
        return instants.map { (Int(random.next() % UInt64(signatures)), $0) }
    }

    static func make(iterations: Int) throws -> Workload {
        let signatures = signatures()
        let requests = requests(count: iterations, signatures: signatures.count)
        let locales = try signatures.map { try SpokenLocale($0.locale) }
        let zones = try signatures.map { try SpokenTimeZone($0.zone) }
        let presentations = signatures.map { $0.spoken ? DatePresentation.spoken : .icu }
        let icu = try signatures.map { try ICUDate(locale: $0.locale, zone: $0.zone, spoken: $0.spoken) }

        // Every signature, then the first requests, as ICU says them, before anything is timed.
        var random = SplitMix64(state: 7)
        let checks =
            signatures.indices.map { ($0, 1_793_491_200 + Double(random.next() % 2_592_000)) }
            + requests.prefix(2_000).map { ($0.signature, $0.seconds) }
        for (index, seconds) in checks {
            let spoken = try SpokenDateFormatter(
                locale: locales[index], timeZone: zones[index], presentation: presentations[index]
            ).string(secondsSince1970: seconds)
            let expected = icu[index].string(seconds)
            guard sameBytes(spoken, expected) else {
                throw BenchError.mismatch(
                    "date-many \(signatures[index]) @\(Int(seconds)): '\(spoken)' vs ICU '\(expected)'")
            }
        }

        // Foundation: a DateFormatter per signature in a dictionary, as a backend caches them.
        var foundation: [Signature: DateFormatter] = [:]
        for signature in signatures {
            foundation[signature] = FoundationDates.formatter(signature)
        }
        let count = requests.count
        let one = try SpokenLocale("en-US")
        return Workload(
            name: "date-many", iterations: count,
            ours: Contender(name: "spoken") { n in
                var sum = 0
                for i in 0..<n {
                    let (index, seconds) = requests[i % count]
                    let formatter = try? SpokenDateFormatter(
                        locale: locales[index], timeZone: zones[index], presentation: presentations[index])
                    sum &+= formatter?.string(secondsSince1970: seconds).utf8.count ?? 0
                }
                return sum
            },
            baselines: [
                Contender(name: "icu-per-signature") { n in
                    var sum = 0
                    for i in 0..<n {
                        let (index, seconds) = requests[i % count]
                        sum &+= icu[index].format(seconds)
                    }
                    return sum
                },
                Contender(name: "foundation-dict") { n in
                    var sum = 0
                    for i in 0..<n {
                        let (index, seconds) = requests[i % count]
                        sum &+=
                            foundation[signatures[index]]?.string(from: Date(timeIntervalSince1970: seconds)).utf8
                            .count ?? 0
                    }
                    return sum
                },
            ],
            oneSignature: Contender(name: "one-signature") { n in
                var sum = 0
                for i in 0..<n {
                    let formatter = try? SpokenDateFormatter(locale: one, timeZone: .utc, presentation: .icu)
                    sum &+= formatter?.string(secondsSince1970: requests[i % count].seconds).utf8.count ?? 0
                }
                return sum
            })
    }
}

/// What a Foundation backend writes for each signature (also `spoken-bench-foundation`'s way).
enum FoundationDates {
    static func formatter(_ signature: DateManyWorkloads.Signature) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: signature.locale)
        formatter.timeZone = TimeZone(identifier: signature.zone)
        if signature.spoken {
            formatter.setLocalizedDateFormatFromTemplate("yMMMMdjmm")
        } else {
            formatter.dateStyle = .medium
            formatter.timeStyle = .short
        }
        return formatter
    }
}
