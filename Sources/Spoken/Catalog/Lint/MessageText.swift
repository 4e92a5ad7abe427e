extension MessageAnalysis {
    /// The ranges text rules scan: the literal text when ICU parsed the message, else all of it.
    var textRanges: TextRanges { isValid ? literalRanges : TextRanges(0..<units.count) }

    /// Calls `body` with each scalar in `range` and its UTF-16 offset until it returns false.
    func forEachScalar(in range: Range<Int>, _ body: (Unicode.Scalar, Int) -> Bool) {
        UTF16Text.forEachScalar(units, in: range, body)
    }

    /// Calls `body` with each scalar of the text ranges and its UTF-16 offset.
    func forEachTextScalar(_ body: (Unicode.Scalar, Int) -> Void) {
        for range in textRanges {
            forEachScalar(in: range) { scalar, offset in
                body(scalar, offset)
                return true
            }
        }
    }

    /// True for whitespace code units (whitespace is BMP-only; ASCII without a table lookup).
    @inline(__always)
    package static func isSpace(_ unit: UInt16) -> Bool {
        if unit < 0x80 { return unit == 0x20 || (unit >= 0x09 && unit <= 0x0D) }
        guard let scalar = Unicode.Scalar(UInt32(unit)) else { return false }
        return scalar.properties.isWhitespace
    }

    /// True when the literal text holds at least one letter.
    var hasLetters: Bool {
        var found = false
        for range in textRanges where !found {
            forEachScalar(in: range) { scalar, _ in
                found = scalar.properties.isAlphabetic
                return !found
            }
        }
        return found
    }

    /// True when the message is empty or only whitespace.
    var isBlank: Bool { !hasPlainEdges && units.allSatisfy(Self.isSpace) }
}

extension Unicode.Scalar {
    /// "U+202E".
    var codePointName: String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
