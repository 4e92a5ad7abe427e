import Foundation
import SpokenRender
import Testing

/// `dateStyle` and `timeStyle` both `none`: ICU would answer its numeric fallback pattern
/// ("19700101 12:00 AM"), which is nothing to speak; `render` answers `invalid-option`.
@Suite("render: date styles that say nothing")
struct DateStylesRenderTests {
    @Test(
        "Both none is invalid-option in every presentation; one none is fine",
        arguments: [
            // (case, style, date style, time style, error code or nil, text)
            ("icu both none", "icu", "none", "none", "invalid-option", ""),
            ("spoken both none", "spoken", "none", "none", "invalid-option", ""),
            ("relative both none", "relative", "none", "none", "invalid-option", ""),
            ("time only", "icu", "none", "short", nil, "12:00\u{202F}AM"),
            ("date only", "icu", "medium", "none", nil, "Jan 1, 1970"),
        ] as [(String, String, String, String, String?, String)])
    func styles(_ name: String, _ style: String, _ date: String, _ time: String, _ code: String?, _ text: String)
        throws
    {
        let line =
            #"{"id":7,"op":"date","instant":0,"dateStyle":"\#(date)","timeStyle":"\#(time)","style":"\#(style)"}"#
        let response = try #require(Renderer().render(line: line, number: 1))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(response.json.utf8)) as? [String: Any])
        #expect(object["id"] as? Int == 7)
        if let code {
            let error = try #require(object["error"] as? [String: Any], "response: \(response.json)")
            #expect(error["code"] as? String == code)
            #expect(
                error["message"] as? String
                    == "Invalid styles 'dateStyle none' and 'timeStyle none': nothing would be spoken (give at least one of them another style)"
            )
        } else {
            #expect(object["text"] as? String == text, "response: \(response.json)")
        }
    }
}
