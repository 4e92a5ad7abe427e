import Foundation
import Testing

@testable import Spoken
@testable import SpokenLint
@testable import SpokenRender

/// The request parser against RFC 8259, with Foundation's JSONSerialization as the independent
/// oracle for what is JSON, and the writer read back by JSONSerialization.
@Suite("render JSON parser and writer")
struct JSONLineParserTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let text: String
        let value: JSONValue?  // nil: must be rejected
        /// JSONSerialization is lenient here (it accepts a trailing comma), so it is no oracle.
        var foundationLenient = false
        var testDescription: String { text }
    }

    static let cases: [Case] = [
        Case(text: "{}", value: .object([:])),
        Case(text: " [ ] ", value: .array([])),
        Case(text: "0", value: .number("0")),
        Case(text: "-1.50e+3", value: .number("-1.50e+3")),
        Case(text: #""a\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00""#, value: .string("a\"\\/\u{8}\u{C}\n\r\té😀")),
        Case(
            text: #"{"a":[true,false,null,{"b":"北京"}]}"#,
            value: .object(["a": .array([.bool(true), .bool(false), .null, .object(["b": .string("北京")])])])),
        Case(text: "", value: nil),
        Case(text: "{", value: nil),
        Case(text: "[1,]", value: nil, foundationLenient: true),
        Case(text: "01", value: nil),
        Case(text: "1.", value: nil),
        Case(text: ".5", value: nil),
        Case(text: "1e", value: nil),
        Case(text: "+1", value: nil),
        Case(text: "tru", value: nil),
        Case(text: "nul", value: nil),
        Case(text: #""\u12""#, value: nil),
        Case(text: #""\ud800""#, value: nil),
        Case(text: #""\ud800\u0041""#, value: nil),
        Case(text: "\"abc", value: nil),
        Case(text: "{\"a\" 1}", value: nil),
        Case(text: "[1 2]", value: nil),
        Case(text: "NaN", value: nil),
        Case(text: "Infinity", value: nil),
    ]

    @Test("Values and rejections", arguments: cases)
    func parse(_ c: Case) throws {
        let parsed = try? JSONLineParser().parse(c.text)
        #expect(parsed?.value == c.value)
        // Foundation agrees on what is JSON (fragments allowed).
        let foundation = try? JSONSerialization.jsonObject(with: Data(c.text.utf8), options: [.fragmentsAllowed])
        if !c.foundationLenient { #expect((foundation != nil) == (c.value != nil)) }
    }

    @Test("Depth limit: exactly the limit parses, one more is nesting-too-deep")
    func depth() throws {
        let parser = JSONLineParser(maxDepth: 8)
        let ok = String(repeating: "[", count: 8) + String(repeating: "]", count: 8)
        #expect(throws: Never.self) { try parser.parse(ok) }
        let deep = String(repeating: "[", count: 9) + String(repeating: "]", count: 9)
        #expect { try parser.parse(deep) } throws: { ($0 as? JSONParseError)?.kind == .tooDeep }
        // A million brackets neither recurse a million deep nor crash.
        let huge = String(repeating: "[", count: 1_000_000)
        #expect { try JSONLineParser().parse(huge) } throws: { ($0 as? JSONParseError)?.kind == .tooDeep }
    }

    @Test("Raw id text is kept for the top-level object only")
    func rawID() throws {
        let parsed = try JSONLineParser().parse(#"{"x":{"id":2}, "id" : 1.0e1 }"#)
        #expect(parsed.rawID == "1.0e1")
        #expect(try JSONLineParser().parse(#"{"x":{"id":2}}"#).rawID == nil)
    }

    struct UTF8Case: Sendable, CustomTestStringConvertible {
        let name: String
        let bytes: [UInt8]
        let invalidAt: Int?
        var testDescription: String { name }
    }

    @Test(
        "UTF-8 validation",
        arguments: [
            UTF8Case(name: "ASCII", bytes: Array("abc".utf8), invalidAt: nil),
            UTF8Case(name: "2, 3 and 4 bytes", bytes: Array("é北😀".utf8), invalidAt: nil),
            UTF8Case(name: "lone continuation", bytes: [0x61, 0x80], invalidAt: 1),
            UTF8Case(name: "overlong 2-byte", bytes: [0xC0, 0xAF], invalidAt: 0),
            UTF8Case(name: "overlong 3-byte", bytes: [0xE0, 0x80, 0xAF], invalidAt: 0),
            UTF8Case(name: "surrogate", bytes: [0xED, 0xA0, 0x80], invalidAt: 0),
            UTF8Case(name: "past U+10FFFF", bytes: [0xF4, 0x90, 0x80, 0x80], invalidAt: 0),
            UTF8Case(name: "truncated", bytes: [0x61, 0xE4, 0xB8], invalidAt: 1),
            UTF8Case(name: "bad third byte", bytes: [0xE4, 0xB8, 0x41], invalidAt: 0),
            UTF8Case(name: "0xFF", bytes: [0xFF], invalidAt: 0),
        ])
    func utf8(_ c: UTF8Case) {
        let got = c.bytes.withUnsafeBufferPointer { UTF8Validation.firstInvalidOffset($0) }
        #expect(got == c.invalidAt)
        // Agrees with the standard library's validating decoder.
        #expect((String(validating: c.bytes, as: UTF8.self) == nil) == (c.invalidAt != nil))
    }

    @Test("The writer's strings read back exactly through JSONSerialization")
    func writerRoundTrip() throws {
        var samples = ["", "plain", "quote \" backslash \\ slash /", "\u{202F}\u{200F}\u{2028}\u{2029}北京😀", "\u{7F}"]
        samples.append(String(decoding: (0..<32).map { UInt8($0) }, as: UTF8.self))
        for sample in samples {
            var bytes: [UInt8] = []
            JSONLineWriter.appendString(sample, to: &bytes)
            let decoded = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed]) as? String
            #expect(decoded == sample)
            // Only ASCII escapes; everything else stays UTF-8.
            #expect(!bytes.contains(where: { $0 < 0x20 }))
        }
        var control: [UInt8] = []
        JSONLineWriter.appendString("\u{0}\u{1F}\n", to: &control)
        #expect(String(decoding: control, as: UTF8.self) == #""\u0000\u001f\n""#)
    }
}
