import Spoken

/// Writes JSON in the layout Xcode gives String Catalogs: 2-space indent, `" : "` between key
/// and value, non-ASCII and `/` unescaped, an empty object as `{`, a blank line, `}`, and no
/// trailing newline. Member order is the value's own.
enum XcodeJSONWriter {
    static func write(_ value: OrderedJSON) -> [UInt8] {
        var out: [UInt8] = []
        write(value, indent: 0, limit: .max, into: &out)
        return out
    }

    /// The bytes, or nil as soon as they pass `limit`: a catalog too large to keep is never
    /// written out whole only to be refused (one-letter messages make 20 times their ARB size).
    static func write(_ value: OrderedJSON, limit: Int) -> [UInt8]? {
        var out: [UInt8] = []
        write(value, indent: 0, limit: limit, into: &out)
        return out.count > limit ? nil : out
    }

    /// Appends an object's member as it stands at `indent` (`"key" : value`, without the comma
    /// and line break after it), stopping once `out` passes `limit`.
    static func appendMember(_ member: OrderedJSON.Member, indent: Int, limit: Int, into out: inout [UInt8]) {
        pad(indent, &out)
        JSONString.append(member.key, to: &out, escapingLineSeparators: false)
        out.append(contentsOf: " : ".utf8)
        write(member.value, indent: indent, limit: limit, into: &out)
    }

    private static func write(_ value: OrderedJSON, indent: Int, limit: Int, into out: inout [UInt8]) {
        guard out.count <= limit else { return }
        switch value {
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            out.append(0x0A)
            if members.isEmpty { out.append(0x0A) }
            for (index, member) in members.enumerated() {
                appendMember(member, indent: indent + 2, limit: limit, into: &out)
                if index < members.count - 1 { out.append(UInt8(ascii: ",")) }
                out.append(0x0A)
            }
            pad(indent, &out)
            out.append(UInt8(ascii: "}"))
        case .array(let elements):
            out.append(UInt8(ascii: "["))
            out.append(0x0A)
            if elements.isEmpty { out.append(0x0A) }
            for (index, element) in elements.enumerated() {
                pad(indent + 2, &out)
                write(element, indent: indent + 2, limit: limit, into: &out)
                if index < elements.count - 1 { out.append(UInt8(ascii: ",")) }
                out.append(0x0A)
            }
            pad(indent, &out)
            out.append(UInt8(ascii: "]"))
        case .string(let text):
            JSONString.append(text, to: &out, escapingLineSeparators: false)
        case .number(let text):
            out.append(contentsOf: text.utf8)
        case .bool(let flag):
            out.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null:
            out.append(contentsOf: "null".utf8)
        }
    }

    private static func pad(_ count: Int, _ out: inout [UInt8]) {
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }
}
