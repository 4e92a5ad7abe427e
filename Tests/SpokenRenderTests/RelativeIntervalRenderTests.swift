import Foundation
import Spoken
import SpokenRender
import TestSupport
import Testing

/// The `relative` and `interval` ops and the `date` op's `now`, against ICU's golden output
/// (relative.tsv, intervals.tsv, relative_dates.tsv).
@Suite("render: relative times and date intervals")
struct RelativeIntervalRenderTests {
    static let renderer = Renderer()

    static func response(_ line: String) -> String { renderer.render(line: line)?.json ?? "" }

    static func text(_ line: String) -> String? {
        let object = try? JSONSerialization.jsonObject(with: Data(response(line).utf8)) as? [String: Any]
        return object?["text"] as? String
    }

    @Test("relative: a value and a unit, as ICU's RelativeDateTimeFormatter says them")
    func values() throws {
        let rows = ICUGolden.table("relative.tsv").rows.filter {
            $0[0] == "value" && ["en", "de", "ja"].contains($0[1])
        }
        #expect(rows.count > 1_000)
        for row in rows {
            let line =
                #"{"op":"relative","value":"\#(row[5])","unit":"\#(row[4])","numeric":"\#(row[2])","capitalization":"\#(row[3])","locale":"\#(row[1])"}"#
            #expect(Self.text(line) == row[6], "\(row): \(Self.response(line))")
        }
    }

    @Test("relative: an instant seen from now, as a number and as ISO 8601")
    func instants() throws {
        let rows = ICUGolden.table("relative.tsv").rows.filter { $0[0] == "instant" && $0[3] == "none" }
        #expect(rows.count > 500)
        for row in rows {
            let now = try #require(Double(row[7])) / 1000
            let instant = try #require(Double(row[8])) / 1000
            let line =
                #"{"op":"relative","instant":\#(instant),"now":"@\#(now)","numeric":"\#(row[2])","locale":"\#(row[1])"}"#
            #expect(Self.text(line) == row[6], "\(row): \(Self.response(line))")
        }
    }

    @Test("relative: the forms and their errors")
    func relativeErrors() {
        #expect(Self.response(#"{"op":"relative","value":-5}"#).contains(#""code":"missing-field""#))
        #expect(
            Self.response(#"{"op":"relative","value":-5,"unit":"minute","now":0}"#)
                == #"{"id":null,"error":{"code":"invalid-field","message":"Invalid field 'now' for op 'relative': it goes with 'instant'","line":1}}"#
        )
        #expect(Self.response(#"{"op":"relative","value":1,"unit":"fortnight"}"#).contains(#""code":"invalid-option""#))
        #expect(Self.response(#"{"op":"relative","value":1e999,"unit":"day"}"#).contains(#""code":"invalid-number""#))
        #expect(
            Self.response(#"{"op":"relative","instant":0,"value":1,"unit":"day"}"#).contains(#""code":"invalid-field""#)
        )
    }

    @Test("interval: ICU's DateIntervalFormat for skeletons and styles")
    func intervals() throws {
        let rows = ICUGolden.table("intervals.tsv").rows.filter {
            $0[0] != "spoken" && ["en-US", "ar", "zh-Hant"].contains($0[1])
        }
        #expect(rows.count > 2_000)
        for row in rows {
            let start = try #require(Double(row[4])) / 1000
            let end = try #require(Double(row[5])) / 1000
            var line =
                #"{"op":"interval","start":\#(start),"end":\#(end),"locale":"\#(row[1])","timeZone":"\#(row[2])""#
            if row[0] == "styles" {
                let styles = row[3].split(separator: ",")
                line += #","dateStyle":"\#(styles[0])","timeStyle":"\#(styles[1])"}"#
            } else {
                line += #","skeleton":"\#(row[3])"}"#
            }
            #expect(Self.text(line) == row[7], "\(row): \(Self.response(line))")
        }
    }

    @Test("interval: spoken says the range in words; an end before the start is invalid-interval")
    func spokenAndErrors() throws {
        let spoken = Self.text(
            #"{"op":"interval","start":"2026-04-03T13:00:00Z","end":"2026-04-03T14:30:00Z","style":"spoken"}"#)
        let to = try #require(CatalogOnDisk.message("label.rangeTo", in: "en"))
        #expect(
            spoken?.contains(
                to.replacingOccurrences(of: "{start}", with: "").replacingOccurrences(of: "{end}", with: "")) == true)
        #expect(spoken?.contains("–") == false)
        #expect(
            Self.response(#"{"op":"interval","start":"2026-04-03T13:00:00Z","end":"2026-04-03T12:30:00Z"}"#)
                == #"{"id":null,"error":{"code":"invalid-interval","message":"Invalid interval: the end '2026-04-03T12:30:00Z' is before the start '2026-04-03T13:00:00Z'","line":1}}"#
        )
        #expect(Self.response(#"{"op":"interval","start":0}"#).contains(#""code":"missing-field""#))
        #expect(
            Self.response(#"{"op":"interval","start":0,"end":1,"style":"relative"}"#).contains(
                #""code":"invalid-option""#))
    }

    @Test("date: the relative style seen from the request's now")
    func dateNow() throws {
        let rows = ICUGolden.table("relative_dates.tsv").rows.enumerated().filter { $0.offset % 7 == 0 }.map(\.element)
        #expect(rows.count > 1_500)
        for (index, row) in rows.enumerated() {
            let instant = try #require(Double(row[4])) / 1000
            let now = try #require(Double(row[5])) / 1000
            // Every other row by the field's former name, `style` (deprecated, still read).
            let presentation = index % 2 == 0 ? "presentation" : "style"
            let line =
                #"{"op":"date","instant":\#(instant),"now":\#(now),"\#(presentation)":"relative","dateStyle":"\#(row[2])","timeStyle":"\#(row[3])","locale":"\#(row[0])","timeZone":"\#(row[1])"}"#
            #expect(Self.text(line) == row[6], "\(row): \(Self.response(line))")
        }
        #expect(Self.response(#"{"op":"date","instant":0,"now":true}"#).contains(#""code":"invalid-field""#))
    }
}
