import Foundation
import Spoken
import SpokenRender
import TestSupport
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

    /// Issue 38: `capitalization` in the icu and spoken styles is ICU's display context, every row
    /// of dates_capitalized.tsv (gen_dates.c capitalized) byte for byte, in one batch; without the
    /// field, ICU's default words (the `none` rows: date's `writeLine` answers those).
    @Test("capitalization in the icu and spoken styles: ICU's display contexts, none given as before")
    func capitalization() throws {
        let rows = ICUGolden.capitalizedDates
        #expect(rows.count == 1536)
        let renderer = Renderer()
        var mismatches: [String] = []
        for (number, row) in rows.enumerated() {
            let capitalization = try #require(row.capitalization)
            let request =
                #""op":"date","locale":"\#(row.tag)","timeZone":"\#(row.zone)","instant":\#(Int(row.seconds)),"dateStyle":"\#(row.dateStyle.rawValue)","timeStyle":"\#(row.timeStyle.rawValue)","style":"\#(row.kind)""#
            var lines = [#"{\#(request),"capitalization":"\#(capitalization.rawValue)"}"#]
            if capitalization == .none { lines.append("{\(request)}") }
            for line in lines {
                let response = try #require(renderer.render(line: line, number: number + 1))
                guard case .text(_, let rendered) = response, rendered.text == row.expected else {
                    mismatches.append("\(row): \(response.json)")
                    continue
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count):\n\(mismatches.prefix(10).joined(separator: "\n"))")
    }
}
