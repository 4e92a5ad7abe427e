import Spoken

/// An old-style `.strings` file: `"key" = "value";` pairs with `/* */` and `//` comments, escapes
/// (`\"`, `\\`, `\n`, `\t`, `\r`, `\Uxxxx`, octal; `\u` is a plain `u`, as plutil reads it), in UTF-8 or UTF-16 with a byte order mark.
/// Every key and value keeps its position, and each character of a value its own.
public struct StringsFile: Sendable {
    public struct Entry: Sendable {
        public var key: String { keyText.text }
        public var value: String { valueText.text }
        public var keyPosition: SourcePosition { keyText.start }
        public var valuePosition: SourcePosition { valueText.start }
        /// The comment just before the entry, if any (translator notes).
        public let comment: String?
        let keyText: LocatedText
        let valueText: LocatedText
    }

    public let path: String
    /// In file order; duplicate keys are kept (lint reports them).
    public let entries: [Entry]

    /// Reads a `.strings` file. Throws the first syntax error with its position.
    public init(parsing bytes: [UInt8], path: String) throws(StringCatalogError) {
        self.path = path
        var entries: [Entry] = []
        try Self.forEachEntry(parsing: bytes, path: path) { entries.append($0) }
        self.entries = entries
    }

    /// Reads a `.strings` file entry by entry, for a caller that keeps its own form of each
    /// (lint: no array of every entry beside its own).
    static func forEachEntry(
        parsing bytes: [UInt8], path: String, _ body: (Entry) -> Void
    ) throws(StringCatalogError) {
        let text = try PlistText(bytes: bytes, path: path)
        var parser = Parser(text: text, path: path)
        try parser.parse(body)
    }

    private struct Parser {
        let text: PlistText
        let path: String
        var index = 0
        var lastComment: String?

        var scalars: PlistScalars { text.scalars }

        func error(_ message: String, at offset: Int? = nil) -> StringCatalogError {
            StringCatalogError(
                code: .jsonSyntax, file: path, position: text.position(offset ?? index), message: message)
        }

        mutating func parse(_ body: (Entry) -> Void) throws(StringCatalogError) {
            while true {
                try skipTrivia()
                guard index < scalars.count else { return }
                let comment = lastComment
                let key = try string()
                try skipTrivia()
                var value = key
                if index < scalars.count, scalars[index] == "=" {
                    index += 1
                    try skipTrivia()
                    guard index < scalars.count else { throw error("Unexpected end of file: a value is missing") }
                    value = try string()
                    try skipTrivia()
                }
                guard index < scalars.count, scalars[index] == ";" else {
                    throw error(
                        index < scalars.count
                            ? "Expected ';' after the entry '\(key.text)', found '\(scalars[index])'"
                            : "Unexpected end of file: expected ';' after the entry '\(key.text)'")
                }
                index += 1
                body(Entry(comment: comment, keyText: key, valueText: value))
                lastComment = nil
            }
        }

        /// Whitespace and comments; remembers the last comment's text.
        mutating func skipTrivia() throws(StringCatalogError) {
            while index < scalars.count {
                let scalar = scalars[index]
                if scalar.isASCII
                    ? (scalar == " " || (0x09...0x0D).contains(scalar.value)) : scalar.properties.isWhitespace
                {
                    index += 1
                } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                    let start = index
                    index += 2
                    let bodyStart = index
                    while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") {
                        index += 1
                    }
                    guard index + 1 < scalars.count else { throw error("Unterminated comment", at: start) }
                    lastComment = StringsFile.normalizedComment(text(bodyStart..<index))
                    index += 2
                } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                    index += 2
                    let bodyStart = index
                    while index < scalars.count, scalars[index] != "\n" { index += 1 }
                    lastComment = StringsFile.normalizedComment(text(bodyStart..<index))
                } else {
                    return
                }
            }
        }

        /// The file's text over a range of scalars.
        func text(_ range: Range<Int>) -> String {
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[range])
            return String(view)
        }

        static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_$+/:.-".unicodeScalars.contains(scalar)
        }

        /// At most how many UTF-16 units the quoted string whose text starts at `start` decodes
        /// to (escapes only shrink it): its buffer is allocated once at about its size.
        func unitBound(from start: Int) -> Int {
            var count = 0
            var i = start
            while i < scalars.count, scalars[i] != "\"" {
                let skip = scalars[i] == "\\" ? 2 : 1
                count += scalars[i].value >= 0x10000 ? 2 : 1
                i += skip
            }
            return count
        }

        mutating func string() throws(StringCatalogError) -> LocatedText {
            guard index < scalars.count else { throw error("Unexpected end of file: expected a quoted string") }
            var built = LocatedText.Builder()
            built.verbatim = true
            if scalars[index] != "\"" {
                guard Self.isUnquoted(scalars[index]) else {
                    throw error("Expected a quoted string, found '\(scalars[index])'")
                }
                let start = index
                while index < scalars.count, Self.isUnquoted(scalars[index]) {
                    built.append(scalars[index], at: index)
                    index += 1
                }
                return built.text(lines: text.lines, start: text.position(start))
            }
            let quote = index
            index += 1
            built = LocatedText.Builder(capacity: unitBound(from: index))
            built.verbatim = true
            while true {
                guard index < scalars.count else {
                    throw error("Unexpected end of file: the string opened here is not closed", at: quote)
                }
                let scalar = scalars[index]
                if scalar == "\"" {
                    index += 1
                    break
                }
                guard scalar == "\\" else {
                    built.append(scalar, at: index)
                    index += 1
                    continue
                }
                let escape = index
                built.verbatim = false
                index += 1
                guard index < scalars.count else { throw error("Unexpected end of file after '\\'", at: escape) }
                let next = scalars[index]
                index += 1
                switch next {
                case "n": built.append("\n", at: escape)
                case "t": built.append("\t", at: escape)
                case "r": built.append("\r", at: escape)
                case "a": built.append("\u{07}", at: escape)
                case "b": built.append("\u{08}", at: escape)
                case "f": built.append("\u{0C}", at: escape)
                case "v": built.append("\u{0B}", at: escape)
                case "U":  // only uppercase: plutil and Foundation read '\u' as 'u'
                    var value: UInt32 = 0
                    var digits = 0
                    while digits < 4, index < scalars.count, let digit = UInt32(String(scalars[index]), radix: 16) {
                        value = value << 4 | digit
                        digits += 1
                        index += 1
                    }
                    guard digits == 4 else {
                        throw error("Malformed '\\\(next)' escape: four hexadecimal digits must follow", at: escape)
                    }
                    // A surrogate pair is written as two escapes: keep both units.
                    if (0xD800...0xDFFF).contains(value) {
                        built.append(unit: UInt16(value), at: escape)
                    } else if let scalar = Unicode.Scalar(value) {
                        built.append(scalar, at: escape)
                    }
                case "0"..."7":
                    var value = next.value - 0x30
                    var digits = 1
                    while digits < 3, index < scalars.count, ("0"..."7").contains(scalars[index]) {
                        value = value * 8 + scalars[index].value - 0x30
                        digits += 1
                        index += 1
                    }
                    built.append(Unicode.Scalar(value) ?? "\u{FFFD}", at: escape)
                default:
                    built.append(next, at: escape)  // \" \\ \' and any other character stand for themselves
                }
            }
            return built.text(lines: text.lines, start: text.position(quote + 1))
        }
    }
}

extension StringsFile {
    /// A comment as translators read it: each line's runs of spaces as one, without spaces at
    /// its ends, and no empty lines. A one-line comment without double spaces (most) only
    /// loses its outer spaces, without splitting.
    static func normalizedComment(_ body: String) -> String {
        var previous: UInt8 = 0
        let simple = body.utf8.allSatisfy { byte in
            defer { previous = byte }
            return byte != 0x0A && !(byte == 0x20 && previous == 0x20)
        }
        if simple {
            var line = Substring(body)
            while line.first == " " { line.removeFirst() }
            while line.last == " " { line.removeLast() }
            return String(line)
        }
        return body.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
            .filter { !$0.isEmpty }.joined(separator: "\n")
    }
}
