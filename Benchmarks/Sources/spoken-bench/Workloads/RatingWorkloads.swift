import Spoken

/// `rating`: star-rating labels ("3.5 stars") in one locale, as a product list renders them.
enum RatingWorkloads {
    static let locale = "de"

    static func make(iterations: Int) throws -> Workload {
        var random = SplitMix64(state: 4)
        let values = (0..<4_096).map { _ in Double(random.next() % 11) / 2 }  // 0, 0.5 … 5 stars
        let labeler = RatingLabeler(locale: try SpokenLocale(locale))
        let icuLocale = try SpokenLocale(locale).icuIdentifier
        // The number alone, as the locale writes it: what ICU's number formatter must do anyway.
        let skeleton = Array("sign-negative .##".utf16)
        let raw = RawNumberFormat(skeleton: skeleton, tag: locale)
        for value in values.prefix(64) {
            let label = try labeler.label(value).text
            guard label.hasPrefix(raw.string(value)) else {
                throw BenchError.mismatch(
                    "rating \(value): '\(label)' does not start with ICU's '\(raw.string(value))'")
            }
        }
        let count = values.count
        return Workload(
            name: "rating", iterations: iterations,
            ours: Contender(name: "spoken") { n in
                var sum = 0
                for i in 0..<n { sum &+= ((try? labeler.label(values[i % count]).text) ?? "").utf8.count }
                return sum
            },
            baselines: [
                Contender(name: "unumf-raw") { n in
                    var sum = 0
                    for i in 0..<n { sum &+= raw.format(values[i % count]) }
                    return sum
                },
                naivePerCall(skeleton: skeleton, locale: icuLocale, values: values) { _, number in number },
            ])
    }
}
