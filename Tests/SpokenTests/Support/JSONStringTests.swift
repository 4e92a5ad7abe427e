import Foundation
import Testing

@testable import Spoken

@Suite("JSON string escaping")
struct JSONStringTests {
    @Test(
        "Escapes",
        arguments: [
            ("plain", "Beijing", #""Beijing""#),
            ("quote and backslash", #"a"b\c"#, #""a\"b\\c""#),
            ("controls", "a\nb\rc\td\u{08}\u{0C}\u{01}", #""a\nb\rc\td\b\f\u0001""#),
            ("line separators", "a\u{2028}b\u{2029}c", #""a\u2028b\u2029c""#),
            (
                "DEL and C1 controls", "a\u{7F}b\u{80}c\u{85}d\u{9F}e\u{A0}",
                "\"a\\u007fb\\u0080c\\u0085d\\u009fe\u{A0}\""
            ),
            ("non-ASCII copied", "北京，25摄氏度 ٢٥", "\"北京，25摄氏度 ٢٥\""),
            ("empty", "", #""""#),
        ])
    func escapes(_ name: String, _ text: String, _ expected: String) {
        #expect(JSONString.quoted(text) == expected)
    }

    @Test(
        "Verbatim JSON keeps its bytes, escaping only raw line breakers",
        arguments: [
            ("number", "1.50", "1.50"),
            ("escapes kept as written", #""a\u0041\n""#, #""a\u0041\n""#),
            ("raw separators", "\"a\u{2028}b\u{85}c\u{7F}\"", #""a\u2028b\u0085c\u007f""#),
            ("other non-ASCII", "\"é\u{A0}€\"", "\"é\u{A0}€\""),
        ])
    func verbatim(_ name: String, _ json: String, _ expected: String) {
        var out: [UInt8] = []
        JSONString.appendVerbatim(json, to: &out)
        #expect(String(decoding: out, as: UTF8.self) == expected, "\(name)")
    }

    @Test("Round trip through a JSON parser")
    func roundTrip() throws {
        let text = "x\u{0}\u{1F}\"\\\u{2028}\u{7F}\u{85}é😀"
        let parsed = try JSONSerialization.jsonObject(with: Data("[\(JSONString.quoted(text))]".utf8)) as? [String]
        #expect(parsed == [text])
    }
}
