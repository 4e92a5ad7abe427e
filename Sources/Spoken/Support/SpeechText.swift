/// The speech form of text ICU formatted: what Spoken changes in ICU's bytes so that screen
/// readers say what the digits mean. One place, used by every spoken output that holds formatted
/// numbers (money, numbers, measurements, ratings); the `icu` presentations skip it.
///
/// - A sign written as U+002D HYPHEN-MINUS before a digit becomes U+2212 MINUS SIGN: VoiceOver
///   reads a hyphen-minus as a short pause or not at all ("-5" heard as "five",
///   fmidev/weather-app#826; "-$115.00" as "minus fifteen", woocommerce-ios#1890) and says
///   "minus" for U+2212 (react-number-format#845, linebender/xilem#566). NVDA says "minus" for
///   both since 2020.1 (nvaccess/nvda#10636), but only when the sign touches the digit.
/// - So the bidi marks ICU puts between a sign and its digits (he compact "‎-‏1.2 מיליון", ar
///   currency "؜-‏٤٢") are dropped: NVDA's negative-number rule `(?<!\w)[-−](?=[$£€¥.]?\d)`
///   misses a sign with a mark after it, and a hyphen read alone is "dash" only at the "most"
///   punctuation level, silence at the default. The mark before the sign (ar U+061C, he U+200E)
///   stays; screen readers name bidi marks only when reading character by character.
/// - A hyphen after a letter or digit is not a sign ("10-90" in a zh range, "COVID-19"): kept.
/// - Soft hyphens (U+00AD, which ICU 72's de, it and nl spell-outs put between the parts of a
///   word) are removed: NVDA announces "soft hyphen" at its "most" punctuation level.
package enum SpeechText {
    package static func spoken(_ text: String) -> String {
        // Fast path: most texts have neither a hyphen-minus nor a soft hyphen (0xC2 0xAD).
        guard text.utf8.contains(where: { $0 == 0x2D || $0 == 0xAD }) else { return text }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\u{00AD}" {
                index += 1
                continue
            }
            if scalar == "-", index == 0 || !isWordCharacter(scalars[index - 1]) {
                var next = index + 1
                while next < scalars.count, isBidiMark(scalars[next]) { next += 1 }
                if next < scalars.count, isDigit(scalars[next]) {
                    out.append("\u{2212}")
                    index = next
                    continue
                }
            }
            out.append(scalar)
            index += 1
        }
        return String(out)
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.numericType == .decimal }

    /// U+200E LEFT-TO-RIGHT MARK, U+200F RIGHT-TO-LEFT MARK, U+061C ARABIC LETTER MARK: the marks
    /// CLDR's number symbols carry.
    static func isBidiMark(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\u{200E}" || scalar == "\u{200F}" || scalar == "\u{061C}"
    }

    private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || isDigit(scalar)
    }
}
