/// The one JSON string escaper behind Spoken's hand-written JSON (render responses, lint reports,
/// rotor manifests): deterministic, no JSONSerialization. `"` `\\` and the C0 controls are
/// escaped, and U+2028/U+2029 too (valid JSON, but line breaks to JavaScript); everything else is
/// copied as UTF-8.
package enum JSONString {
    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    /// Appends `text` as a JSON string literal. `escapingLineSeparators: false` copies U+2028 and
    /// U+2029 as they are (Xcode's String Catalog layout does).
    package static func append(_ text: String, to out: inout [UInt8], escapingLineSeparators: Bool = true) {
        var text = text
        out.append(UInt8(ascii: "\""))
        text.withUTF8 { bytes in
            var start = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                // U+2028/U+2029 are E2 80 A8/A9 in UTF-8.
                let separator =
                    escapingLineSeparators && byte == 0xE2 && index + 2 < bytes.count && bytes[index + 1] == 0x80
                    && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || separator else {
                    index += 1
                    continue
                }
                if start < index { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index])) }
                out.append(UInt8(ascii: "\\"))
                if separator {
                    out.append(contentsOf: (bytes[index + 2] == 0xA8 ? "u2028" : "u2029").utf8)
                    index += 3
                    start = index
                    continue
                }
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
        out.append(UInt8(ascii: "\""))
    }

    /// `text` as a JSON string literal.
    package static func quoted(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 2)
        append(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }
}
