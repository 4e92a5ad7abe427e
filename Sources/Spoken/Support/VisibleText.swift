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

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
