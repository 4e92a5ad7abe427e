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
                    "date-many \(signatures[index]) @\(Int(seconds)): '\(visible(spoken))' vs ICU '\(visible(expected))'"
                )
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

/// `date-lookup`: only the making of a `SpokenDateFormatter` for a signature already seen, over
/// `date-many`'s 1,200 signatures in random order, against one signature: what "one formatter
/// per request is fine" costs (issue 18's target: a cache lookup, ≤ 1 µs).
enum DateLookupWorkloads {
    static func make(iterations: Int) throws -> Workload {
        let signatures = DateManyWorkloads.signatures()
        let requests = DateManyWorkloads.requests(count: iterations, signatures: signatures.count)
        let locales = try signatures.map { try SpokenLocale($0.locale) }
        let zones = try signatures.map { try SpokenTimeZone($0.zone) }
        let presentations = signatures.map { $0.spoken ? DatePresentation.spoken : .icu }
        let one = try SpokenLocale("en-US")
        // Seen once each before timing (and checked, as date-many checks them).
        for index in signatures.indices {
            let made = try SpokenDateFormatter(
                locale: locales[index], timeZone: zones[index], presentation: presentations[index])
            let expected = try ICUDate(
                locale: signatures[index].locale, zone: signatures[index].zone, spoken: signatures[index].spoken
            ).string(0)
            guard sameBytes(made.string(secondsSince1970: 0), expected) else {
                throw BenchError.mismatch(
                    "date-lookup \(signatures[index]): '\(visible(made.string(secondsSince1970: 0)))' vs ICU '\(visible(expected))'"
                )
            }
        }
        let count = requests.count
        return Workload(
            name: "date-lookup", iterations: count,
            ours: Contender(name: "spoken") { n in
                var sum = 0
                for i in 0..<n {
                    let index = requests[i % count].signature
                    let made = try? SpokenDateFormatter(
                        locale: locales[index], timeZone: zones[index], presentation: presentations[index])
                    sum &+= made == nil ? 0 : 1
                }
                return sum
            }, baselines: [],
            oneSignature: Contender(name: "one-signature") { n in
                var sum = 0
                for _ in 0..<n {
                    sum &+= (try? SpokenDateFormatter(locale: one, timeZone: .utc, presentation: .icu)) == nil ? 0 : 1
                }
                return sum
            })
    }
}

/// `date-matrix`: the full shipped matrix warmed, 15 locales × every ICU zone × the 24 pairs of
/// date and time styles × `icu`/`spoken` (about 320,000 signatures; `--iterations` caps how many,
/// in random order): the cost of each signature cold and then warm (making its formatter and
/// saying one instant), and the resident memory it took (issue 18's target: ≤ 200 MB warm).
enum DateMatrixWorkloads {
    static func run(iterations: Int) throws {
        let styles = DateStyle.allCases.flatMap { date in DateStyle.allCases.map { (date, $0) } }
            .filter { $0.0 != .none || $0.1 != .none }
        let zones = Signatures.icuZones.compactMap { try? SpokenTimeZone($0) }
        let locales = try Signatures.shippedLocales.map { try SpokenLocale($0) }
        let total = locales.count * zones.count * styles.count * 2
        let count = min(iterations, total)
        var random = SplitMix64(state: 200)
        var seen = Set<Int>()
        var picks: [Int] = []
        while picks.count < count {
            let pick = Int(random.next() % UInt64(total))
            if seen.insert(pick).inserted { picks.append(pick) }
        }
        func say(_ pick: Int) -> Int {
            var rest = pick
            let presentation: DatePresentation = rest % 2 == 0 ? .icu : .spoken
            rest /= 2
            let (dateStyle, timeStyle) = styles[rest % styles.count]
            rest /= styles.count
            let zone = zones[rest % zones.count]
            let locale = locales[rest / zones.count]
            let made = try? SpokenDateFormatter(
                locale: locale, timeZone: zone, dateStyle: dateStyle, timeStyle: timeStyle, presentation: presentation)
            return made?.string(secondsSince1970: 1_793_491_200 + Double(pick % 86_400)).utf8.count ?? 0
        }
        let before = residentKiB()
        var sum = 0
        var start = Harness.now()
        for pick in picks { sum &+= say(pick) }
        let cold = Double(Harness.now() - start) / Double(count)
        let after = residentKiB()
        start = Harness.now()
        for pick in picks { sum &+= say(pick) }
        let warm = Double(Harness.now() - start) / Double(count)
        let columns = [
            "date-matrix".padding(toLength: 16, withPad: " ", startingAt: 0),
            "\(count) of \(total) signatures:",
            "cold \(Harness.format(cold)) ns, warm \(Harness.format(warm)) ns each;",
            "RSS +\((after.rss - before.rss) / 1024) MB (\(after.rss / 1024) MB, peak \(after.peak / 1024) MB)",
        ]
        print(columns.joined(separator: "  "))
        if sum == 42 { print("", terminator: "") }  // the work is used
    }

    /// VmRSS and VmHWM of this process, KiB.
    static func residentKiB() -> (rss: Int, peak: Int) {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return (0, 0) }
        func field(_ name: String) -> Int {
            let line = text.split(separator: "\n").first { $0.hasPrefix(name) }
            return Int(line?.split(separator: " ").dropFirst().first ?? "") ?? 0
        }
        return (field("VmRSS:"), field("VmHWM:"))
    }
}
