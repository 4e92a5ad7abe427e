import Testing

@testable import Spoken

/// `stringFromUTF16`, the decoder of every ICU result, against the standard library's
/// `String(decoding:as: UTF16.self)` (the oracle): the same String for every sequence, lone and
/// reversed surrogates repaired to U+FFFD alike.
@Suite("UTF-16 decoding of ICU results")
struct UTF16DecodingTests {
    static func decoded(_ units: [UInt16]) -> String {
        units.withUnsafeBufferPointer { stringFromUTF16($0) }
    }

    @Test(
        "Each kind of code unit",
        arguments: [
            ("empty", [UInt16]()),
            ("ASCII", Array("Apr 3, 2026".utf16)),
            ("two-byte UTF-8", [0x00E9, 0x0416, 0x07FF]),
            ("three-byte UTF-8: narrow no-break space, thin space, CJK", [0x202F, 0x2009, 0x5317, 0xFFFD, 0xFFFF]),
            ("a surrogate pair", [0xD83D, 0xDE00]),
            ("a lone high surrogate at the end", [0x41, 0xD800]),
            ("a lone high surrogate before a letter", [0xD800, 0x41]),
            ("a lone low surrogate", [0xDC00, 0x41]),
            ("a reversed pair", [0xDC00, 0xD800]),
            ("two high surrogates, then a low one", [0xD800, 0xD801, 0xDC00]),
        ] as [(String, [UInt16])])
    func kinds(_ name: String, _ units: [UInt16]) {
        #expect(Self.decoded(units) == String(decoding: units, as: UTF16.self), "\(name)")
        #expect(Array(Self.decoded(units).utf8) == Array(String(decoding: units, as: UTF16.self).utf8), "\(name)")
    }

    @Test("Random sequences weighted to surrogates and boundaries")
    func random() {
        var state: UInt64 = 0x5EED
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        let interesting: [UInt16] = [0x7F, 0x80, 0x7FF, 0x800, 0xD7FF, 0xD800, 0xDBFF, 0xDC00, 0xDFFF, 0xE000, 0xFFFF]
        for _ in 0..<5_000 {
            let count = Int(next() % 12)
            let units = (0..<count).map { _ -> UInt16 in
                next() % 2 == 0
                    ? interesting[Int(next() % UInt64(interesting.count))] : UInt16(truncatingIfNeeded: next())
            }
            let expected = String(decoding: units, as: UTF16.self)
            let got = Self.decoded(units)
            #expect(Array(got.utf8) == Array(expected.utf8), "\(units.map { String($0, radix: 16) })")
            if Array(got.utf8) != Array(expected.utf8) { return }
        }
    }
}
