import Spoken

/// The JSON writing of `spoken render`'s output (no JSONSerialization on the hot path; strings
/// through `JSONString`).
public enum JSONLineWriter: Sendable {
    /// Appends `text` as a JSON string literal.
    public static func appendString(_ text: String, to out: inout [UInt8]) {
        JSONString.append(text, to: &out)
    }

    /// Appends a decimal integer.
    public static func appendInteger(_ value: Int, to out: inout [UInt8]) {
        out.append(contentsOf: String(value).utf8)
    }
}
