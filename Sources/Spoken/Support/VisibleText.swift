internal import SpokenICU

/// Text with its invisible characters written as escapes (`\u{202F}`), for previews and test
/// failures: "7:50 PM" with a narrow no-break space looks exactly like one with a space.
package enum VisibleText {
    /// `text` with every format character (bidi marks and isolates, joiners), control character
    /// and space other than U+0020 replaced by `\u{XXXX}`.
    package static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if isInvisible(scalar) {
                result += "\\u{" + hex(scalar.value) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// True for the scalars `escaped` rewrites.
    package static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .format, .control, .lineSeparator, .paragraphSeparator: true
        case .spaceSeparator: scalar != " "
        default: scalar.properties.isDefaultIgnorableCodePoint
        }
    }

    /// Columns `text` takes in a terminal: 2 per wide character (CJK, fullwidth forms, emoji),
    /// 0 for combining marks and format characters, 1 otherwise, from ICU's properties. A
    /// character of several scalars (`e` + U+0301, an emoji sequence) takes its widest scalar's.
    package static func displayWidth(_ text: some StringProtocol) -> Int {
        var width = 0
        for character in text {
            var widest = 0
            for scalar in character.unicodeScalars { widest = max(widest, Int(spk_char_display_width(scalar.value))) }
            width += widest
        }
        return width
    }

    /// Whether `text` holds right-to-left letters (Arabic, Hebrew…; ICU's bidi classes R and
    /// AL): a terminal reorders such a line, so no caret can point into it.
    package static func hasRightToLeft(_ text: some StringProtocol) -> Bool {
        text.unicodeScalars.contains { spk_char_is_right_to_left($0.value) != 0 }
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

// The escapes of diagnostics and lint text output live beside the preview's: one place says how
// Spoken makes invisible or line-breaking characters visible.
extension String {
    /// The text as a Swift literal shows it (`"\n"`, `"\u{3000}"`), for naming invisible text.
    package var visibleEscaped: String {
        var out = "\""
        for scalar in unicodeScalars {
            if scalar != " ", scalar.properties.isWhitespace || scalar.properties.generalCategory == .format {
                Self.appendEscape(scalar, to: &out)
            } else {
                Self.appendTerminalSafe(scalar, to: &out)
            }
        }
        return out + "\""
    }

    /// The text with what could forge or garble a line of terminal output made visible, as in
    /// `visibleEscaped` (`\n`, `\u{1B}`): controls (C0, DEL, C1), line and paragraph separators
    /// and bidi controls. Keys and paths pass through it in text output, so a key holding a
    /// newline cannot print a fake diagnostic line and an ESC cannot reach the terminal.
    package var terminalSafe: String {
        guard unicodeScalars.contains(where: Self.needsTerminalEscape) else { return self }
        var out = ""
        for scalar in unicodeScalars { Self.appendTerminalSafe(scalar, to: &out) }
        return out
    }

    private static func needsTerminalEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    private static func appendTerminalSafe(_ scalar: Unicode.Scalar, to out: inout String) {
        if needsTerminalEscape(scalar) { appendEscape(scalar, to: &out) } else { out.unicodeScalars.append(scalar) }
    }

    private static func appendEscape(_ scalar: Unicode.Scalar, to out: inout String) {
        switch scalar {
        case "\n": out += "\\n"
        case "\t": out += "\\t"
        case "\r": out += "\\r"
        default: out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }
}
