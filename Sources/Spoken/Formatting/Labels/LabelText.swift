/// The text rules of the label composer: whitespace and pause marks.
enum LabelText {
    /// A child trimmed, with each run of whitespace collapsed to one space; nil when nothing is
    /// left. A lone no-break space (U+00A0, U+202F, U+2007) is kept as it is: ICU puts it between a
    /// number and its unit ("25\u{00A0}degrés Celsius") and the composer never rewrites a value.
    static func normalized(_ text: String) -> String? {
        if isClean(text) { return text.isEmpty ? nil : text }
        var out = String.UnicodeScalarView()
        var runLength = 0
        var runFirst: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            if isWhitespace(scalar) {
                if runLength == 0 { runFirst = scalar }
                runLength += 1
                continue
            }
            if runLength > 0, !out.isEmpty {
                out.append(runLength == 1 && isNoBreakSpace(runFirst) ? runFirst : " ")
            }
            runLength = 0
            out.append(scalar)
        }
        return out.isEmpty ? nil : String(out)
    }

    /// A child shown and spoken, normalized as `normalized(_:)` normalizes its words: the rules
    /// apply to literal text (the same in both forms); a value is kept whole, as the composer never
    /// rewrites a value. So the words of the result are `normalized(markup.text)` whenever no value
    /// starts or ends with whitespace (ICU's never do).
    static func normalized(_ markup: SpokenMarkup) -> SpokenMarkup? {
        let text = markup.text
        if isClean(text), isClean(markup.display) { return text.isEmpty ? nil : markup }
        var result = SpokenMarkup()
        var runLength = 0
        var runFirst: Unicode.Scalar = " "
        var started = false
        func pending() -> String {
            guard runLength > 0, started else { return "" }
            return runLength == 1 && isNoBreakSpace(runFirst) ? String(Character(runFirst)) : " "
        }
        for piece in markup.pieces {
            guard piece.kind == nil else {
                result.append(
                    SpokenMarkup.Piece(text: pending(), display: pending(), kind: nil, language: piece.language))
                runLength = 0
                result.append(piece)
                started = true
                continue
            }
            var out = String.UnicodeScalarView()
            for scalar in piece.text.unicodeScalars {
                if isWhitespace(scalar) {
                    if runLength == 0 { runFirst = scalar }
                    runLength += 1
                    continue
                }
                out.append(contentsOf: pending().unicodeScalars)
                runLength = 0
                out.append(scalar)
                started = true
            }
            let literal = String(out)
            result.append(SpokenMarkup.Piece(text: literal, display: literal, kind: nil, language: piece.language))
        }
        return result.text.isEmpty ? nil : result
    }

    /// "Identical" children are equal byte for byte: String's `==` compares canonical equivalence,
    /// a normalization pass per non-ASCII child on the hot path, and ICU never varies its bytes.
    @inline(__always)
    static func identical(_ a: String, _ b: String) -> Bool {
        a.utf8.count == b.utf8.count && a.utf8.elementsEqual(b.utf8)
    }

    /// True when `normalized` would return the text unchanged (the common case, kept cheap).
    private static func isClean(_ text: String) -> Bool {
        var previousWasSpace = true  // whitespace at the start is not clean
        for scalar in text.unicodeScalars {
            if isWhitespace(scalar) {
                if previousWasSpace || !(scalar == " " || isNoBreakSpace(scalar)) { return false }
                previousWasSpace = true
            } else {
                previousWasSpace = false
            }
        }
        return !previousWasSpace || text.isEmpty
    }

    /// Unicode's White_Space property, spelled out: it is a short, stable list, and checking it
    /// directly keeps CJK and other text off the property tables on the hot path.
    @inline(__always)
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000:
            return true
        default:
            return false
        }
    }

    @inline(__always)
    static func isNoBreakSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\u{00A0}" || scalar == "\u{202F}" || scalar == "\u{2007}"
    }

    /// How a child that already ends in a pause mark is followed: it gets no second separator,
    /// only the space its script puts after such a mark.
    enum Pause {
        /// `, ; . ! ?` and their Arabic, Greek and Devanagari forms: a space follows.
        case spaced
        /// Full-width CJK marks `，、。！？；` carry their own spacing: nothing follows.
        case fullWidth
    }

    static func trailingPause(_ text: String) -> Pause? {
        guard let last = text.unicodeScalars.last else { return nil }
        switch last {
        case ",", ";", ".", "!", "?",
            "\u{060C}",  // ، Arabic comma
            "\u{061B}",  // ؛ Arabic semicolon
            "\u{061F}",  // ؟ Arabic question mark
            "\u{037E}",  // ; Greek question mark
            "\u{0964}":  // । Devanagari danda
            return .spaced
        case "\u{FF0C}",  // ，
            "\u{3001}",  // 、
            "\u{3002}",  // 。
            "\u{FF01}",  // ！
            "\u{FF1F}",  // ？
            "\u{FF1B}":  // ；
            return .fullWidth
        default:
            return nil
        }
    }
}
