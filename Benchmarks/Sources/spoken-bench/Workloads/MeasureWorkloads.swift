import ICUBaselines
import Spoken

/// `measure`: values in one unit (`en-US`, Celsius, full names), a `MeasureFormatter` made per
/// request; `measure-many`: the same over the 15 shipped locales × 30 units × the three widths
/// (1,350 signatures) in random order, with many/one against `measure`'s loop. Baselines: ICU's
/// C API with a formatter per signature opened once (the floor).
enum MeasureWorkloads {
    /// 30 CLDR units an app speaks: weather, distance, speed, weight, volume, data, energy, time.
    static let units = [
        "celsius", "fahrenheit", "percent", "millimeter", "centimeter", "meter", "kilometer", "inch", "foot",
        "mile", "kilometer-per-hour", "mile-per-hour", "meter-per-second", "knot", "gram", "kilogram", "ounce",
        "pound", "milliliter", "liter", "gallon", "byte", "kilobyte", "megabyte", "gigabyte", "kilowatt-hour",
        "kilocalorie", "hectopascal", "minute", "hour",
    ]

    struct Signature: Hashable {
        var locale: String
        var unit: String
        var width: MeasureWidth
    }

    static func signatures() -> [Signature] {
        Signatures.shippedLocales.flatMap { locale in
            units.flatMap { unit in MeasureWidth.allCases.map { Signature(locale: locale, unit: unit, width: $0) } }
        }
    }

    /// `count` requests: a signature index (uniform, random order) and a value from −30.0 to 50.0.
    static func requests(count: Int, signatures: Int, seed: UInt64 = 30) -> [(signature: Int, value: Double)] {
        var random = SplitMix64(state: seed)
        return (0..<count).map { _ in
            (Int(random.next() % UInt64(signatures)), Double(Int(random.next() % 801) - 300) / 10)
        }
    }

    /// ICU's number skeleton for a signature, as the library documents it
    /// (`unit/celsius unit-width-full-name sign-negative`).
    static func skeleton(_ signature: Signature) -> String {
        let width =
            switch signature.width {
            case .full: "unit-width-full-name"
            case .short: "unit-width-short"
            case .narrow: "unit-width-narrow"
            }
        return "unit/\(signature.unit) \(width) sign-negative"
    }

    static func make(iterations: Int, many: Bool) throws -> Workload {
        let one = Signature(locale: "en-US", unit: "celsius", width: .full)
        let signatures = many ? signatures() : [one]
        let requests = requests(count: iterations, signatures: signatures.count)
        let locales = try signatures.map { try SpokenLocale($0.locale) }
        let units = try signatures.map { try MeasureUnit($0.unit) }
        let icu = try signatures.map { try ICUNumber(locale: $0.locale, skeleton: skeleton($0)) }
        try verify(signatures, requests, icu: icu)
        let count = requests.count
        let spoken = Contender(name: "spoken") { n in
            var sum = 0
            for i in 0..<n {
                let (index, value) = requests[i % count]
                let formatter = try? MeasureFormatter(
                    locale: locales[index], unit: units[index], width: signatures[index].width)
                sum &+= ((try? formatter?.string(value)) ?? "").utf8.count
            }
            return sum
        }
        let floor = Contender(name: "icu-per-signature") { n in
            var sum = 0
            for i in 0..<n {
                let (index, value) = requests[i % count]
                sum &+= icu[index].format(value)
            }
            return sum
        }
        guard many else {
            return Workload(name: "measure", iterations: count, ours: spoken, baselines: [floor])
        }
        // The one-signature twin: `measure`'s loop on the same values.
        let oneLocale = try SpokenLocale(one.locale)
        return Workload(
            name: "measure-many", iterations: count, ours: spoken, baselines: [floor],
            oneSignature: Contender(name: "one-signature") { n in
                var sum = 0
                for i in 0..<n {
                    let formatter = try? MeasureFormatter(locale: oneLocale, unit: .celsius, width: .full)
                    sum &+= ((try? formatter?.string(requests[i % count].value)) ?? "").utf8.count
                }
                return sum
            })
    }

    /// Every signature once and the first 2,000 requests: Spoken's words are ICU's, in speech form.
    static func verify(_ signatures: [Signature], _ requests: [(signature: Int, value: Double)], icu: [ICUNumber])
        throws
    {
        let checks = signatures.indices.map { ($0, -12.5) } + requests.prefix(2_000).map { ($0.signature, $0.value) }
        for (index, value) in checks {
            let signature = signatures[index]
            let spoken = try MeasureFormatter(
                locale: signature.locale, unit: signature.unit, width: signature.width
            ).string(value)
            let expected = speechForm(icu[index].string(value))
            guard sameBytes(spoken, expected) else {
                throw BenchError.mismatch(
                    "measure \(signature) \(value): '\(visible(spoken))' vs ICU '\(visible(expected))'")
            }
        }
    }
}

/// A number formatter straight from ICU's C API (`spk_bench_number`).
final class ICUNumber {
    let handle: OpaquePointer
    var buffer = [UInt16](repeating: 0, count: 256)

    init(locale: String, skeleton: String) throws {
        var status: Int32 = 0
        let units = Array(skeleton.utf16)
        guard let handle = spk_bench_number_open(locale, units, Int32(units.count), &status), status <= 0 else {
            throw BenchError.mismatch("ICU cannot open '\(skeleton)' in '\(locale)' (status \(status))")
        }
        self.handle = handle
    }

    deinit { spk_bench_number_close(handle) }

    func format(_ value: Double) -> Int {
        var status: Int32 = 0
        return Int(spk_bench_number_format(handle, value, &buffer, 256, &status))
    }

    func string(_ value: Double) -> String {
        String(decoding: buffer[..<min(format(value), 256)], as: UTF16.self)
    }
}
