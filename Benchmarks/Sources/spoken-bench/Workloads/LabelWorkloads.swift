import ICUBaselines
import Spoken

/// `label-weather`: a weather cell's label (city + temperature composed), one locale.
enum LabelWorkloads {
    static let locale = "zh-Hans"
    static let cities = ["北京", "上海", "广州", "深圳", "成都", "杭州", "武汉", "西安"]

    static func make(iterations: Int) throws -> Workload {
        var random = SplitMix64(state: 3)
        let temperatures = (0..<4_096).map { _ in Double(Int(random.next() % 751) - 300) / 10 }  // -30.0…45.0
        let cell = try WeatherCellLabel(locale: SpokenLocale(locale))
        let separator = cell.composer.separator
        let skeleton = Array(cell.temperature.skeleton.utf16)
        let icuLocale = try SpokenLocale(locale).icuIdentifier
        let raw = RawNumberFormat(skeleton: skeleton, tag: locale)
        // Same words as ICU (in speech form: U+2212 for a minus sign) plus the catalog's
        // separator, before timing.
        for (i, t) in temperatures.prefix(256).enumerated() {
            let city = cities[i % cities.count]
            let expected = city + separator + speechForm(raw.string(t))
            guard try cell.label(city: city, temperature: t) == expected else {
                throw BenchError.mismatch(
                    "label-weather \(t): '\(try cell.label(city: city, temperature: t))' vs '\(expected)'")
            }
        }
        let count = temperatures.count
        return Workload(
            name: "label-weather", iterations: iterations,
            ours: Contender(name: "spoken") { n in
                var sum = 0
                for i in 0..<n {
                    sum &+=
                        ((try? cell.label(city: cities[i & 7], temperature: temperatures[i % count])) ?? "").utf8.count
                }
                return sum
            },
            baselines: [
                // The floor: unumf into a held result and UTF-16 buffer; no String, no composing.
                Contender(name: "unumf-raw") { n in
                    var sum = 0
                    for i in 0..<n { sum &+= raw.format(temperatures[i % count]) }
                    return sum
                },
                naivePerCall(skeleton: skeleton, locale: icuLocale, values: temperatures) { i, number in
                    cities[i & 7] + separator + number
                },
            ])
    }
}

/// unumf straight from ICU's C API with a caller-held result and buffer: the floor for one ICU call.
final class RawNumberFormat {
    let number: OpaquePointer
    var buffer = [UInt16](repeating: 0, count: 256)

    /// `tag`: a BCP 47 tag.
    init(skeleton: [UInt16], tag: String) {
        var status: Int32 = 0
        number = spk_bench_number_open(tag, skeleton, Int32(skeleton.count), &status)!
    }

    deinit { spk_bench_number_close(number) }

    func format(_ value: Double) -> Int {
        var status: Int32 = 0
        return Int(spk_bench_number_format(number, value, &buffer, 256, &status))
    }

    func string(_ value: Double) -> String {
        let length = format(value)
        return String(decoding: buffer[..<length], as: UTF16.self)
    }
}

/// What a backend writes without Spoken's caches: open an ICU number formatter on every call.
func naivePerCall(skeleton: [UInt16], locale: String, values: [Double], words: @escaping (Int, String) -> String)
    -> Contender
{
    Contender(name: "naive-open-per-call") { n in
        var sum = 0
        var buffer = [UInt16](repeating: 0, count: 128)
        for i in 0..<n {
            var status: Int32 = 0
            let length = spk_bench_numfmt_format_once(
                skeleton, Int32(skeleton.count), locale, values[i % values.count], &buffer, 128, &status)
            sum &+= words(i, String(decoding: buffer[..<Int(length)], as: UTF16.self)).utf8.count
        }
        return sum
    }
}
