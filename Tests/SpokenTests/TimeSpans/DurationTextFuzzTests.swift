import TestSupport
import Testing

@testable import Spoken

/// Random durations as apps write them (ISO 8601, clock time, decimal seconds), from the everyday
/// to the absurd: none may trap, each is spoken or refused as `invalid-duration`, and what is
/// spoken is the value an independent reckoning in `Double` gives (seeded: a failure replays).
@Suite("Duration parser fuzz")
struct DurationTextFuzzTests {
    /// One generated duration text and, when it is well formed, its value in seconds.
    struct Case {
        var text: String
        /// Nil when the text is malformed (or a mutation of a well-formed one).
        var seconds: Double?
    }

    static let longest = 9e18

    @Test("The shapes that once trapped are refused as too long, or spoken")
    func knownShapes() throws {
        for text in ["P300000000000000W", "P2000000000000000D", "PT47300000000000000H", "P99999999999999999999W"] {
            do {
                _ = try DurationText.parse(text)
                Issue.record("'\(text)' was taken")
            } catch {
                #expect(error.code == .invalidDuration)
                #expect(error.message == "Invalid duration '\(text)': too long to speak")
            }
        }
        // 0.99999999999999999 h is 3,599.999999999999964 s: in range, and exact.
        let almostAnHour = try DurationText.parse("PT0.99999999999999999H")
        #expect(almostAnHour == Duration(secondsComponent: 3_599, attosecondsComponent: 999_999_999_999_964_000))
        #expect(try DurationFormatter().string(almostAnHour) == "1 hour")
    }

    @Test("A few thousand random durations never trap, and each is spoken as its value or refused")
    func random() throws {
        var random = SplitMix64(state: 43)
        let formatters = try [
            DurationFormatter(), DurationFormatter(units: [.millisecond]),
            DurationFormatter(units: Set(DurationUnit.allCases), maximumUnitCount: 2, rounding: .up),
        ]
        var spoken = 0
        var tooLong = 0
        for round in 0..<4_000 {
            var sample =
                switch round % 3 {
                case 0: Self.iso(&random)
                case 1: Self.clock(&random)
                default: Self.decimal(&random)
                }
            if random.next() % 8 == 0 { sample = Self.mutated(sample, &random) }
            let duration: Duration
            do {
                duration = try DurationText.parse(sample.text)
            } catch {
                #expect(error.code == .invalidDuration, "'\(sample.text)'")
                #expect(error.input == sample.text)
                if let seconds = sample.seconds, seconds < Self.longest * 0.999 {
                    Issue.record("'\(sample.text)' (\(seconds) s) was refused: \(error.message)")
                }
                if error.message.hasSuffix("too long to speak") { tooLong += 1 }
                continue
            }
            spoken += 1
            #expect(duration >= .zero, "'\(sample.text)'")
            if let seconds = sample.seconds {
                #expect(seconds < Self.longest * 1.001, "'\(sample.text)' (\(seconds) s) was taken")
                let (whole, atto) = duration.components
                let parsed = Double(whole) + Double(atto) / 1e18
                #expect(
                    abs(parsed - seconds) <= max(seconds * 1e-12, 1e-9), "'\(sample.text)': \(parsed) vs \(seconds)")
            }
            for formatter in formatters {
                do {
                    _ = try formatter.string(duration)
                } catch {
                    #expect(error.code == .invalidDuration, "'\(sample.text)': \(error.message)")
                }
            }
        }
        // The generator reaches both ends: everyday durations and ones too long to speak.
        #expect(spoken > 1_000)
        #expect(tooLong > 200)
    }

    // MARK: Generators

    /// Digits: mostly a few, sometimes up to 24 (past Int64 and past Int128 once scaled), sometimes
    /// with leading zeros.
    static func digits(_ random: inout SplitMix64, most: Int = 24) -> String {
        let count =
            switch random.next() % 4 {
            case 0, 1: Int(random.next() % 3) + 1
            case 2: Int(random.next() % 8) + 1
            default: Int(random.next() % UInt64(most)) + 1
            }
        var text = ""
        for index in 0..<count {
            let digit = random.next() % 10
            text += String(index == 0 && count > 1 && random.next() % 4 != 0 ? max(digit, 1) : digit)
        }
        return text
    }

    /// A fraction's digits: up to 20 (more than 18 is malformed in ISO 8601 and clock time).
    static func fraction(_ random: inout SplitMix64) -> String {
        var text = ""
        for _ in 0..<(Int(random.next() % 20) + 1) { text += String(random.next() % 10) }
        return text
    }

    /// The value of `whole.fraction` in `unit` seconds, in `Double`.
    static func value(_ whole: String, _ fraction: String?, unit: Double) -> Double {
        (Double(whole) ?? 0) * unit + (fraction.flatMap { Double("0." + $0) } ?? 0) * unit
    }

    /// `P[nW][nD][T[nH][nM][nS]]`, a fraction on the last component now and then.
    static func iso(_ random: inout SplitMix64) -> Case {
        let date: [(String, Double)] = [("W", 604_800), ("D", 86_400)]
        let time: [(String, Double)] = [("H", 3_600), ("M", 60), ("S", 1)]
        var parts: [(whole: String, designator: String, unit: Double, inTime: Bool)] = []
        for (designator, unit) in date where random.next() % 2 == 0 {
            parts.append((digits(&random), designator, unit, false))
        }
        for (designator, unit) in time where random.next() % 2 == 0 {
            parts.append((digits(&random), designator, unit, true))
        }
        if parts.isEmpty { parts.append((digits(&random), "H", 3_600, true)) }
        var fraction: String?
        if random.next() % 3 == 0 { fraction = self.fraction(&random) }
        var text = "P"
        var seconds = 0.0
        var inTime = false
        for (index, part) in parts.enumerated() {
            if part.inTime, !inTime {
                text += "T"
                inTime = true
            }
            let isLast = index == parts.count - 1
            text += part.whole
            if isLast, let fraction { text += (random.next() % 2 == 0 ? "." : ",") + fraction }
            text += part.designator
            seconds += value(part.whole, isLast ? fraction : nil, unit: part.unit)
        }
        return Case(text: text, seconds: (fraction?.count ?? 0) > 18 ? nil : seconds)
    }

    /// `M:SS` or `H:MM:SS`, a fraction on the seconds now and then.
    static func clock(_ random: inout SplitMix64) -> Case {
        let first = digits(&random, most: 14)
        let three = random.next() % 2 == 0
        let minutes = String(format2: random.next() % 60)
        let secondsPart = String(format2: random.next() % 60)
        let fraction = random.next() % 3 == 0 ? self.fraction(&random) : nil
        var text = first + ":" + minutes
        if three { text += ":" + secondsPart }
        if let fraction { text += "." + fraction }
        let last = three ? secondsPart : minutes
        let seconds =
            three
            ? value(first, nil, unit: 3_600) + value(minutes, nil, unit: 60) + value(last, fraction, unit: 1)
            : value(first, nil, unit: 60) + value(last, fraction, unit: 1)
        let wellFormed = first.count <= 12 && (fraction?.count ?? 0) <= 18
        return Case(text: text, seconds: wellFormed ? seconds : nil)
    }

    /// Seconds as a decimal number.
    static func decimal(_ random: inout SplitMix64) -> Case {
        let whole = digits(&random)
        let fraction = random.next() % 2 == 0 ? self.fraction(&random) : nil
        return Case(text: whole + (fraction.map { "." + $0 } ?? ""), seconds: value(whole, fraction, unit: 1))
    }

    /// The text with a character dropped, doubled or replaced by one of the grammar's own.
    static func mutated(_ sample: Case, _ random: inout SplitMix64) -> Case {
        var scalars = Array(sample.text.unicodeScalars)
        let alphabet = Array("PTWDHMS:.,-+e0123456789 \u{2068}".unicodeScalars)
        let index = Int(random.next() % UInt64(scalars.count))
        switch random.next() % 3 {
        case 0: scalars.remove(at: index)
        case 1: scalars.insert(scalars[index], at: index)
        default: scalars[index] = alphabet[Int(random.next() % UInt64(alphabet.count))]
        }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        return Case(text: text, seconds: nil)
    }
}

extension String {
    /// Two digits: 7 → "07".
    fileprivate init(format2 value: UInt64) {
        self = value < 10 ? "0\(value)" : "\(value)"
    }
}
