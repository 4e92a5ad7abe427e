import Spoken
import Testing

@Suite("Located JSON")
struct LocatedJSONTests {
    private func parse(_ text: String) throws -> LocatedJSON {
        try LocatedJSON(parsing: Array(text.utf8))
    }

    @Test("Keeps member order, duplicate keys and 1-based positions (columns in scalars)")
    func orderDuplicatesPositions() throws {
        let json = try parse("{\n  \"b\": 1,\n  \"中文\": \"值\", \"b\": [true, null]\n}")
        let members = try #require(json.root.members)
        #expect(members.map(\.key.value) == ["b", "中文", "b"])
        #expect(members[0].key.position == SourcePosition(line: 2, column: 3))
        #expect(members[0].value.position == SourcePosition(line: 2, column: 8))
        #expect(members[1].key.position == SourcePosition(line: 3, column: 3))
        // `"中文": ` is 6 scalars from column 3: the value's quote is at column 9, and the
        // second "b" follows `"值", ` at column 14.
        #expect(members[1].value.position == SourcePosition(line: 3, column: 9))
        #expect(members[2].key.position == SourcePosition(line: 3, column: 14))
        #expect(json.endPosition == SourcePosition(line: 4, column: 1))
    }

    /// Strings are read eight bytes at a time where they are plain ASCII: every kind of byte
    /// at every place in a word of eight, against the decoding a byte at a time would give (the
    /// expected value is built from the pieces, not read by the parser).
    /// A literal's UTF-16 is written eight ASCII bytes at a time: each non-ASCII piece at each
    /// offset, against the UTF-16 of the text the piece was built from.
    @Test("UTF-16 of a literal, read a word at a time: each non-ASCII piece at each offset")
    func utf16WordAtATime() throws {
        for piece in ["é", "中", "😀", "\u{7F}", "ab"] {
            for before in 0..<18 {
                let text = String(repeating: "a", count: before) + piece + "bcdefghijklmnop"
                let json = try parse("[\"\(text)\"]")
                let literal = try #require(json.root.elements?.first?.stringLiteral)
                #expect(json.utf16(of: literal) == Array(text.utf16), "\(before) before \(piece)")
            }
        }
    }

    /// Columns count scalars eight bytes at a time: a multi-byte scalar at each offset of a word
    /// before a value, against the scalar count of the text before it.
    @Test("Columns counted a word at a time: each multi-byte scalar at each offset")
    func columnsWordAtATime() throws {
        for piece in ["é", "中", "😀", "a"] {
            for before in 0..<18 {
                let key = String(repeating: "a", count: before) + piece + "bcdefghijklmnop"
                let prefix = "{\"\(key)\": "
                let json = try parse(prefix + "\"v\"}")
                let value = try #require(json.root.members?.first?.value)
                #expect(value.position.column == prefix.unicodeScalars.count + 1, "\(before) before \(piece)")
            }
        }
    }

    @Test("Opening braces are counted eight units at a time, at every offset and past a lane's 65,535")
    func openingBraces() {
        var random = SystemRandomNumberGenerator()
        for length in [0, 1, 7, 8, 9, 15, 16, 17, 63, 40_000] {
            for _ in 0..<20 {
                let units = (0..<length).map { _ in
                    [0x7B, 0x7D, 0x61, 0x7B7B, 0xFF7B][Int.random(in: 0..<5, using: &random)]
                }
                .map(UInt16.init)
                let counted = units.withUnsafeBufferPointer(ICUMessagePattern.openingBraces)
                #expect(counted == units.count { $0 == 0x7B }, "\(length) units")
            }
        }
        let braces = [UInt16](repeating: 0x7B, count: 600_001)
        #expect(braces.withUnsafeBufferPointer(ICUMessagePattern.openingBraces) == 600_001)
    }

    @Test("Strings read a word at a time: each special byte at each offset of a word")
    func wordAtATime() throws {
        let pieces: [(json: String, value: String)] = [
            ("\\\"", "\""), ("\\\\", "\\"), ("\\n", "\n"), ("\\u0041", "A"), ("é", "é"), ("中", "中"),
            ("😀", "😀"), ("\u{7F}", "\u{7F}"), ("~", "~"), (" ", " "),
        ]
        for piece in pieces {
            for before in 0..<18 {
                let prefix = String(repeating: "a", count: before)
                let text = "[\"\(prefix)\(piece.json)bcdefghijklmnop\", \"k\"]"
                let json = try parse(text)
                let values = try #require(json.root.elements).compactMap { $0.stringLiteral?.value }
                #expect(values == [prefix + piece.value + "bcdefghijklmnop", "k"], "\(text)")
            }
        }
        // A raw control character or line break is an error where it stands, at any offset.
        for before in 0..<18 {
            for control in ["\u{01}", "\u{1F}", "\t"] {
                let text = "[\"" + String(repeating: "a", count: before) + control + "bcdefghij\"]"
                #expect(throws: JSONSyntaxError.self, "\(before)") { try parse(text) }
                do {
                    _ = try parse(text)
                } catch let error as JSONSyntaxError {
                    #expect(error.position == SourcePosition(line: 1, column: 3 + before), "\(before)")
                }
            }
        }
    }

    @Test(
        "Maps UTF-16 offsets in decoded strings back to file columns through escapes",
        arguments: [
            // (raw JSON string literal content, UTF-16 offset, expected column of that character)
            ("ab\\ncd", 3, 2 + 4),  // a b \n c: offset 3 is 'c' after a 2-column escape
            ("\\u4e2d{x}", 1, 2 + 6),  // \u4e2d is one unit, 6 columns
            ("😀{x}", 2, 2 + 1),  // a raw supplementary scalar: 2 units, 1 column
            ("\\ud83d\\ude00{x}", 2, 2 + 12),  // an escaped surrogate pair: 2 units, 12 columns
            ("x\\\"y", 2, 2 + 3),  // escaped quote
            ("abc", 99, 2 + 3),  // past the end: the closing quote
        ])
    func offsets(raw: String, offset: Int, column: Int) throws {
        let json = try parse("\"\(raw)\"")
        let literal = try #require(json.root.stringLiteral)
        #expect(json.position(in: literal, utf16Offset: offset) == SourcePosition(line: 1, column: column))
    }

    @Test("Positions found one after another in a literal (resuming from the last) are those found from its start")
    func resumedOffsets() throws {
        // a, \n (2 columns), b, 😀 (2 units, 1 column), c, \u4e2d (1 unit, 6 columns), d; the quote is column 1.
        let json = try parse(#"["a\nb😀c\u4e2dd", "xyz"]"#)
        let literals = try #require(json.root.elements).compactMap(\.stringLiteral)
        var cursor: LocatedJSON.PositionCursor?
        let steps: [(literal: Int, offset: Int, column: Int)] = [
            (0, 0, 3), (0, 1, 4), (0, 2, 6), (0, 3, 7), (0, 4, 7), (0, 5, 8), (0, 6, 9), (0, 7, 15),
            (0, 2, 6),  // an earlier offset: counted from the start again
            (1, 1, 21),  // another literal: its own start
            (0, 99, 16),  // past the end: the closing quote
        ]
        for step in steps {
            let position = json.position(in: literals[step.literal], utf16Offset: step.offset, cursor: &cursor)
            #expect(position == SourcePosition(line: 1, column: step.column), "offset \(step.offset)")
        }
    }

    @Test("Decodes escapes; a surrogate pair spelled as two escapes is one character")
    func decoding() throws {
        let json = try parse(#"["a\u00e9\n\t\/\\", "\ud83d\ude00", "\uD83D\uDE00x"]"#)
        guard case .array(let items) = json.root.value else {
            Issue.record("not an array")
            return
        }
        #expect(items.compactMap { $0.stringLiteral?.value } == ["a\u{E9}\n\t/\\", "\u{1F600}", "\u{1F600}x"])
    }

    @Test(
        "A lone surrogate half is a syntax error naming it, never a silent U+FFFD",
        arguments: [
            (#"["\ud800x"]"#, 3, #"'\ud800'"#),
            (#"["ab\uDC00"]"#, 5, #"'\uDC00'"#),
            (#"["\ud800\u0041"]"#, 3, #"'\ud800'"#),
            (#"["\ude00\ud83d"]"#, 3, #"'\ude00'"#),
            (#"{"k\ud83d": 1}"#, 4, #"'\ud83d'"#),
        ])
    func loneSurrogate(_ text: String, _ column: Int, _ token: String) {
        do {
            _ = try parse(text)
            Issue.record("no error for \(text)")
        } catch let error as JSONSyntaxError {
            #expect(error.position == SourcePosition(line: 1, column: column), "\(text)")
            #expect(error.message.hasPrefix("A broken character \(token)"), "\(error.message)")
        } catch {
            Issue.record("not a syntax error: \(error)")
        }
    }

    @Test(
        "Syntax errors name the problem at its exact position",
        arguments: [
            ("{\"a\": 1 \"b\": 2}", 1, 9, "expected ',' or '}'"),
            ("{\"a\": 1,}", 1, 9, "Trailing comma"),
            ("{\n  \"a\": tru\n}", 2, 8, "expected a JSON value"),
            ("{\"a\": \"x\ny\"}", 1, 9, "line break inside a string"),
            ("{\"a\": \"\\q\"}", 1, 8, "Invalid escape"),
            ("{\"a\": 01}", 1, 7, "leading zeros"),
            ("", 1, 1, "empty"),
            ("{\"a\": 1} x", 1, 10, "after the end"),
            ("{\"a\": “x”}", 1, 7, "'“'"),
            ("{\"a\": \"x", 1, 9, "not closed"),
        ])
    func syntaxErrors(text: String, line: Int, column: Int, fragment: String) {
        #expect {
            _ = try parse(text)
        } throws: { error in
            guard let error = error as? JSONSyntaxError else { return false }
            return error.position == SourcePosition(line: line, column: column) && error.message.contains(fragment)
        }
    }
}

@Suite("Located JSON memory")
struct LocatedJSONMemoryTests {
    @Test(
        "The top-level object is allocated once at its size, whatever its strings hold",
        arguments: [
            ("plain keys", #""k{i}": "v""#),
            ("brackets, commas, colons and escaped quotes in strings", #""k{i}": "a, {b}: [c] \"d,\" \\""#),
            ("nested values", #""k{i}": {"x": [1, 2, {"y": ","}]}"#),
        ])
    func topLevelCapacity(name: String, member: String) throws {
        let count = 10_000
        let text =
            "{" + (0..<count).map { member.replacingOccurrences(of: "{i}", with: "\($0)") }.joined(separator: ",\n")
            + "}"
        let members = try #require(try LocatedJSON(parsing: Array(text.utf8)).root.members)
        #expect(members.count == count)
        // Doubling would leave 6,384 slots unused here; one allocation leaves at most what malloc
        // rounds up (under a page).
        #expect(members.capacity - members.count < 64, "capacity \(members.capacity)")
    }

    @Test("Commas and colons of a broken file only size the buffer: the syntax error is the same")
    func brokenTopLevel() {
        let text = "{" + String(repeating: "\"a\":1,", count: 100) + "::,,]"
        let error = #expect(throws: JSONSyntaxError.self) { try LocatedJSON(parsing: Array(text.utf8)) }
        #expect(error?.message == "Unexpected character ':': expected a key in double quotes")
        #expect(error?.position == SourcePosition(line: 1, column: 602))
    }
}
