import Spoken

/// An XML property list (`.stringsdict`) read with positions: dictionaries keep key order and
/// duplicates, strings keep the position of each character. Only what plists use: elements,
/// attributes (ignored), comments, the XML declaration and DOCTYPE, character and entity
/// references, CDATA.
indirect enum PlistValue: Sendable {
    case dictionary([(key: LocatedText, value: PlistValue)], position: SourcePosition)
    case array([PlistValue], position: SourcePosition)
    case string(LocatedText)
    /// `integer`, `real`, `true`, `false`, `date`, `data`: the element name and its text.
    case scalar(String, String, position: SourcePosition)

    var position: SourcePosition {
        switch self {
        case .dictionary(_, let position), .array(_, let position), .scalar(_, _, let position): position
        case .string(let text): text.start
        }
    }

    var kindName: String {
        switch self {
        case .dictionary: "a dict"
        case .array: "an array"
        case .string: "a string"
        case .scalar(let name, _, _): "<\(name)>"
        }
    }
}

struct PlistXMLReader {
    static let maximumDepth = 64

    let text: PlistText
    let path: String
    var index = 0

    var scalars: PlistScalars { text.scalars }

    /// The plist's root value.
    static func read(bytes: [UInt8], path: String) throws(StringCatalogError) -> PlistValue {
        var reader = PlistXMLReader(text: try PlistText(bytes: bytes, path: path), path: path)
        return try reader.document()
    }

    func error(_ message: String, at offset: Int? = nil) -> StringCatalogError {
        StringCatalogError(code: .jsonSyntax, file: path, position: text.position(offset ?? index), message: message)
    }

    mutating func document() throws(StringCatalogError) -> PlistValue {
        try skipMisc()
        guard let (name, _, selfClosing) = try openTag(), name == "plist", !selfClosing else {
            throw error("Expected <plist> at the top of the property list")
        }
        try skipMisc()
        let value = try value(depth: 0)
        try skipMisc()
        try closeTag("plist")
        try skipMisc()
        guard index == scalars.count else { throw error("Unexpected content after </plist>") }
        return value
    }

    /// Whitespace, comments, `<?…?>` and `<!DOCTYPE…>`.
    mutating func skipMisc() throws(StringCatalogError) {
        while index < scalars.count {
            if scalars[index].properties.isWhitespace {
                index += 1
            } else if starts(with: "<!--") {
                let start = index
                guard let end = find("-->", from: index + 4) else { throw error("Unterminated comment", at: start) }
                index = end + 3
            } else if starts(with: "<?") || starts(with: "<!DOCTYPE") {
                let start = index
                guard let end = find(">", from: index + 2) else { throw error("Unterminated declaration", at: start) }
                index = end + 1
            } else {
                return
            }
        }
    }

    func starts(with prefix: String) -> Bool {
        var i = index
        for scalar in prefix.unicodeScalars {
            guard i < scalars.count, scalars[i] == scalar else { return false }
            i += 1
        }
        return true
    }

    func find(_ needle: String, from start: Int) -> Int? {
        let pattern = Array(needle.unicodeScalars)
        var i = start
        while i + pattern.count <= scalars.count {
            if scalars[i] == pattern[0], Array(scalars[i..<i + pattern.count]) == pattern { return i }
            i += 1
        }
        return nil
    }

    /// `<name attr="…">` or `<name/>`; nil when the next thing is not an opening tag.
    mutating func openTag() throws(StringCatalogError) -> (String, Int, Bool)? {
        guard index < scalars.count, scalars[index] == "<", index + 1 < scalars.count, scalars[index + 1] != "/"
        else { return nil }
        let start = index
        guard let end = find(">", from: index) else { throw error("Unterminated tag", at: start) }
        var body = String(String.UnicodeScalarView(scalars[(index + 1)..<end]))
        let selfClosing = body.hasSuffix("/")
        if selfClosing { body.removeLast() }
        let name = String(body.split(whereSeparator: { $0.isWhitespace }).first ?? "")
        index = end + 1
        return (name, start, selfClosing)
    }

    mutating func closeTag(_ name: String) throws(StringCatalogError) {
        guard starts(with: "</" + name) else {
            throw error("Expected </\(name)>")
        }
        guard let end = find(">", from: index) else { throw error("Unterminated tag") }
        index = end + 1
    }

    mutating func value(depth: Int) throws(StringCatalogError) -> PlistValue {
        guard depth <= Self.maximumDepth else { throw error("Nesting deeper than \(Self.maximumDepth) levels") }
        guard let (name, start, selfClosing) = try openTag() else {
            throw error(index < scalars.count ? "Expected a value element such as <string>" : "Unexpected end of file")
        }
        let position = text.position(start)
        if selfClosing {
            switch name {
            case "dict": return .dictionary([], position: position)
            case "array": return .array([], position: position)
            case "string":
                return .string(LocatedText(emptyAt: position, lines: text.lines))
            default: return .scalar(name, "", position: position)
            }
        }
        switch name {
        case "dict":
            var members: [(key: LocatedText, value: PlistValue)] = []
            while true {
                try skipMisc()
                if starts(with: "</dict") {
                    try closeTag("dict")
                    return .dictionary(members, position: position)
                }
                guard let (keyName, keyStart, keyClosing) = try openTag(), keyName == "key" else {
                    throw error("Expected <key> or </dict> in a dict")
                }
                let key =
                    keyClosing
                    ? LocatedText(emptyAt: text.position(keyStart), lines: text.lines)
                    : try characters(until: "key")
                try skipMisc()
                members.append((key, try value(depth: depth + 1)))
            }
        case "array":
            var elements: [PlistValue] = []
            while true {
                try skipMisc()
                if starts(with: "</array") {
                    try closeTag("array")
                    return .array(elements, position: position)
                }
                elements.append(try value(depth: depth + 1))
            }
        case "string":
            return .string(try characters(until: "string"))
        case "integer", "real", "date", "data", "true", "false":
            return .scalar(name, try characters(until: name).text, position: position)
        default:
            throw error("Unknown property list element <\(name)>", at: start)
        }
    }

    /// Character data up to `</name>`, entities decoded, each unit with its position.
    mutating func characters(until name: String) throws(StringCatalogError) -> LocatedText {
        let start = text.position(index)
        var built = LocatedText.Builder()
        while true {
            guard index < scalars.count else { throw error("Unexpected end of file: </\(name)> is missing") }
            let scalar = scalars[index]
            if scalar == "<" {
                if starts(with: "<![CDATA[") {
                    guard let end = find("]]>", from: index + 9) else { throw error("Unterminated CDATA section") }
                    for offset in (index + 9)..<end { built.append(scalars[offset], at: offset) }
                    index = end + 3
                    continue
                }
                if starts(with: "<!--") {
                    guard let end = find("-->", from: index + 4) else { throw error("Unterminated comment") }
                    index = end + 3
                    continue
                }
                try closeTag(name)
                return built.text(lines: text.lines, start: start)
            }
            if scalar == "&" {
                let begin = index
                guard let end = find(";", from: index), end - index <= 10 else {
                    throw error("A bare '&': write &amp;", at: begin)
                }
                let entity = String(String.UnicodeScalarView(scalars[(index + 1)..<end]))
                var decoded: Unicode.Scalar?
                switch entity {
                case "lt": decoded = "<"
                case "gt": decoded = ">"
                case "amp": decoded = "&"
                case "quot": decoded = "\""
                case "apos": decoded = "'"
                default:
                    if entity.hasPrefix("#x") {
                        decoded = UInt32(entity.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
                    } else if entity.hasPrefix("#") {
                        decoded = UInt32(entity.dropFirst()).flatMap(Unicode.Scalar.init)
                    }
                }
                guard let decoded else { throw error("Unknown entity '&\(entity);'", at: begin) }
                built.append(decoded, at: begin)
                index = end + 1
                continue
            }
            built.append(scalar, at: index)
            index += 1
        }
    }
}
