/// The one JSON string escaper behind Spoken's hand-written JSON (render responses, lint reports,
/// rotor manifests): deterministic, no JSONSerialization. `"` `\\` and the C0 controls are
/// escaped, and so is every character that a common reader takes as a line break or a control
/// although JSON allows it raw: U+007F, the C1 controls U+0080–U+009F (U+0085 is NEL, a line break
/// to Python's `str.splitlines()`) and U+2028/U+2029 (line breaks to JavaScript). Everything else
/// is copied as UTF-8.
package enum JSONString {
    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    /// The length of the raw line-breaking character (one a reader may split on) at `index`, or 0.
    /// U+007F is 7F, the C1 controls C2 80–9F, U+2028/U+2029 E2 80 A8/A9 in UTF-8.
    @inline(__always)
    private static func breakerLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        switch bytes[index] {
        case 0x7F: return 1
        case 0xC2:
            return index + 1 < bytes.count && bytes[index + 1] >= 0x80 && bytes[index + 1] <= 0x9F ? 2 : 0
        case 0xE2:
            return index + 2 < bytes.count && bytes[index + 1] == 0x80
                && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9) ? 3 : 0
        default: return 0
        }
    }

    /// Appends `\uXXXX` for the line-breaking character of `length` bytes at `index`.
    private static func appendBreaker(
        _ bytes: UnsafeBufferPointer<UInt8>, at index: Int, length: Int, to out: inout [UInt8]
    ) {
        let scalar: Int =
            switch length {
            case 1: 0x7F
            case 2: Int(bytes[index + 1])
            default: bytes[index + 2] == 0xA8 ? 0x2028 : 0x2029
            }
        out.append(contentsOf: "\\u".utf8)
        out.append(hex[(scalar >> 12) & 0xF])
        out.append(hex[(scalar >> 8) & 0xF])
        out.append(hex[(scalar >> 4) & 0xF])
        out.append(hex[scalar & 0xF])
    }

    /// Whether `appendContents` would change `bytes` (with line separators escaped): a quote, a
    /// backslash, a control character or a line breaker. Text without them can be copied as is.
    package static func needsEscaping(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for index in bytes.indices {
            let byte = bytes[index]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return true }
            if byte >= 0x7F, breakerLength(bytes, at: index) > 0 { return true }
        }
        return false
    }

    /// Appends `text` as a JSON string literal. `escapingLineSeparators: false` copies DEL, the C1
    /// controls and U+2028/U+2029 as they are (Xcode's String Catalog layout does, and a file must
    /// come back byte for byte).
    package static func append(_ text: String, to out: inout [UInt8], escapingLineSeparators: Bool = true) {
        out.append(UInt8(ascii: "\""))
        appendContents(text, to: &out, escapingLineSeparators: escapingLineSeparators)
        out.append(UInt8(ascii: "\""))
    }

    /// Appends what goes between the quotes of `text`'s JSON string literal: the text escaped,
    /// for a literal written in pieces.
    package static func appendContents(_ text: String, to out: inout [UInt8], escapingLineSeparators: Bool = true) {
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                let breaker = escapingLineSeparators && byte >= 0x7F ? breakerLength(bytes, at: index) : 0
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || breaker > 0 else {
                    index += 1
                    continue
                }
                if start < index { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index])) }
                if breaker > 0 {
                    appendBreaker(bytes, at: index, length: breaker, to: &out)
                    index += breaker
                    start = index
                    continue
                }
                out.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(byte)
                case 0x0A: out.append(UInt8(ascii: "n"))
                case 0x0D: out.append(UInt8(ascii: "r"))
                case 0x09: out.append(UInt8(ascii: "t"))
                case 0x08: out.append(UInt8(ascii: "b"))
                case 0x0C: out.append(UInt8(ascii: "f"))
                default:
                    out.append(contentsOf: "u00".utf8)
                    out.append(hex[Int(byte >> 4)])
                    out.append(hex[Int(byte & 0xF)])
                }
                index += 1
                start = index
            }
            if start < bytes.count { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...])) }
        }
    }

    /// Appends `json`, valid JSON text as a request wrote it (an echoed `id`), byte for byte except
    /// that raw line-breaking characters inside its strings become `\uXXXX` escapes (outside
    /// strings, valid JSON has none). Text without them is copied as is.
    package static func appendVerbatim(_ json: String, to out: inout [UInt8]) {
        var json = json
        json.withUTF8 { appendVerbatim($0, to: &out) }
    }

    /// The same for JSON text still in the request's bytes (render echoes ids from there).
    package static func appendVerbatim(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        do {
            guard bytes.contains(where: { $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }) else {
                out.append(contentsOf: bytes)
                return
            }
            var start = 0
            var index = 0
            while index < bytes.count {
                let breaker = breakerLength(bytes, at: index)
                guard breaker > 0 else {
                    index += 1
                    continue
                }
                if start < index { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index])) }
                appendBreaker(bytes, at: index, length: breaker, to: &out)
                index += breaker
                start = index
            }
            if start < bytes.count { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...])) }
        }
    }

    /// `text` as a JSON string literal.
    package static func quoted(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 2)
        append(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }
}
