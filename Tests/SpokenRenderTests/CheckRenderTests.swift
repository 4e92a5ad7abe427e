import Foundation
import Spoken
import SpokenRender
import Testing

/// `"op":"check"`: the findings of `spoken check` (`SpeechCheck`, whose words and tokens are
/// tested against ICU's data in the lint rule's suites) carried in a render response.
@Suite("Render: check")
struct CheckRenderTests {
    @Test(
        "The response carries the library's findings, in order, located by scalar offset",
        arguments: [
            ("en-US", "56m remaining, 3/10 done"), ("de", "Am Mo. 😀 um 5 Std."), ("fr", "Il reste 30 min"),
            ("ja", "残り5分"), ("en-US", "Every Sunday, in 5 minutes"), ("ru", "через 5 мин."),
        ])
    func sameAsLibrary(_ tag: String, _ text: String) throws {
        let request = try JSONSerialization.data(withJSONObject: [
            "id": 7, "op": "check", "text": text, "locale": tag,
        ])
        let line = try #require(Renderer().render(line: String(decoding: request, as: UTF8.self), number: 1))
        let response = try #require(
            try JSONSerialization.jsonObject(with: Data(line.json.utf8)) as? [String: Any])
        #expect(response["text"] as? String == text)
        #expect(response["locale"] as? String == tag)
        let findings = try #require(response["findings"] as? [[String: Any]])
        let expected = SpeechCheck(locale: try SpokenLocale(tag)).findings(in: text)
        #expect(findings.count == expected.count)
        for (found, finding) in zip(findings, expected) {
            #expect((found["offset"] as? NSNumber)?.intValue == finding.offset)
            #expect(found["rule"] as? String == "speech-abbreviation")
            #expect(found["message"] as? String == finding.message)
            #expect(found["hint"] as? String == finding.hint)
        }
    }

    @Test("A finding's offset points at its token; a clean text has none; text is required")
    func shape() throws {
        let found = try #require(Renderer().render(line: #"{"id":1,"op":"check","text":"ok, 56m left"}"#, number: 1))
        #expect(found.json.contains(#""findings":[{"offset":4,"rule":"speech-abbreviation","message":"'56m' "#))
        let clean = try #require(Renderer().render(line: #"{"id":2,"op":"check","text":"5 minutes"}"#, number: 1))
        #expect(clean.json == #"{"id":2,"text":"5 minutes","locale":"en-US","findings":[]}"#)
        let missing = try #require(Renderer().render(line: #"{"id":3,"op":"check"}"#, number: 3))
        #expect(missing.json.contains(#""code":"missing-field""#))
    }

    @Test("Past 1,000 findings the response counts the rest in 'omitted'")
    func omitted() throws {
        let text = String(repeating: "5m ", count: 1_200)
        let line = try #require(Renderer().render(line: #"{"id":1,"op":"check","text":"\#(text)"}"#, number: 1))
        let response = try #require(try JSONSerialization.jsonObject(with: Data(line.json.utf8)) as? [String: Any])
        #expect((response["findings"] as? [[String: Any]])?.count == 1_000)
        #expect((response["omitted"] as? NSNumber)?.intValue == 200)
    }
}
