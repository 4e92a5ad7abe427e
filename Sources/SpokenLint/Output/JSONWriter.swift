import Spoken

/// A tiny deterministic JSON writer: members in the order written, strings escaped per RFC 8259
/// (control characters as \u00XX, nothing else escaped, so non-ASCII text stays readable).
struct JSONWriter {
    private(set) var output = ""
    private var needsComma: [Bool] = [false]
    private let indentUnit: String
    private var pretty: Bool { !indentUnit.isEmpty }

    init(pretty: Bool) {
        indentUnit = pretty ? "  " : ""
    }

    mutating func beginObject(_ key: String? = nil) { open(key, "{") }
    mutating func endObject() { close("}") }
    mutating func beginArray(_ key: String? = nil) { open(key, "[") }
    mutating func endArray() { close("]") }

    mutating func string(_ key: String?, _ value: String?) {
        separate(key)
        if let value { Self.escape(value, into: &output) } else { output += "null" }
    }

    mutating func int(_ key: String?, _ value: Int) {
        separate(key)
        output += String(value)
    }

    private mutating func open(_ key: String?, _ bracket: String) {
        separate(key)
        output += bracket
        needsComma.append(false)
    }

    private mutating func close(_ bracket: String) {
        let hadMembers = needsComma.removeLast()
        if hadMembers, pretty { newline() }
        output += bracket
    }

    private mutating func separate(_ key: String?) {
        if needsComma[needsComma.count - 1] { output += "," }
        needsComma[needsComma.count - 1] = true
        if pretty, needsComma.count > 1 { newline() }
        if let key {
            Self.escape(key, into: &output)
            output += pretty ? ": " : ":"
        }
    }

    private mutating func newline() {
        output += "\n" + String(repeating: indentUnit, count: needsComma.count - 1)
    }

    static func escape(_ text: String, into output: inout String) {
        output += JSONString.quoted(text)
    }
}
