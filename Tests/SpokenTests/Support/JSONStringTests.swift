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
            ("non-ASCII copied", "北京，25摄氏度 ٢٥", "\"北京，25摄氏度 ٢٥\""),
            ("empty", "", #""""#),
        ])
    func escapes(_ name: String, _ text: String, _ expected: String) {
        #expect(JSONString.quoted(text) == expected)
    }

    @Test("Round trip through a JSON parser")
    func roundTrip() throws {
        let text = "x\u{0}\u{1F}\"\\\u{2028}\u{7F}é😀"
        let parsed = try JSONSerialization.jsonObject(with: Data("[\(JSONString.quoted(text))]".utf8)) as? [String]
        #expect(parsed == [text])
    }
}
