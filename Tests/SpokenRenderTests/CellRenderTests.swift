import Foundation
import Spoken
import SpokenRender
import TestSupport
import Testing

/// `"op":"cell"`: each part is the words its own op (or message) gives alone, joined with the
/// catalog's `label.separator`; nulls drop parts; errors name the part.
@Suite("Render: cell")
struct CellRenderTests {
    let renderer = Renderer()

    /// The text of one response line.
    func text(_ line: String) throws -> String {
        let response = try #require(renderer.render(line: line))
        guard case .text(_, let rendered) = response else {
            Issue.record("expected text, got \(response.json)")
            return ""
        }
        return rendered.text
    }

    /// `label.separator` of a shipped catalog, read from its file.
    func separator(_ locale: String) throws -> String {
        let data = try Data(contentsOf: Repository.url("l10n/\(locale).arb"))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(object["label.separator"] as? String)
    }

    static let parts: [(part: String, alone: String)] = [
        (#"{"op":"money","amount":"29.21","currency":"USD"}"#, #""op":"money","amount":"29.21","currency":"USD""#),
        (#"{"op":"duration","seconds":5400}"#, #""op":"duration","seconds":5400"#),
        (
            #"{"op":"relative","instant":"2026-11-28T10:00:00Z"}"#,
            #""op":"relative","instant":"2026-11-28T10:00:00Z","now":"2026-11-29T12:00:00Z""#
        ),
        (#"{"op":"rating","value":5,"outOf":true}"#, #""op":"rating","value":5,"outOf":true"#),
        (
            #"{"key":"announce.newMessages","args":{"count":21}}"#,
            #""op":"announce","key":"announce.newMessages","args":{"count":21}"#
        ),
    ]

    @Test(
        "A cell is its parts' own words joined with the locale's separator", arguments: ["en", "de", "ru", "pl", "ja"])
    func joined(locale: String) throws {
        let common = #""locale":"\#(locale)","timeZone":"Europe/Moscow""#
        let alone = try Self.parts.map { try text("{\(common),\($0.alone)}") }
        let parts = ([#"{"text":"Burger Barn"}"#] + Self.parts.map(\.part)).joined(separator: ",")
        let cell = try text(
            #"{"op":"cell",\#(common),"now":"2026-11-29T12:00:00Z","parts":[\#(parts)]}"#)
        #expect(cell == (["Burger Barn"] + alone).joined(separator: try separator(locale)))
    }

    @Test("A null text, a null argument and a null part drop their parts; the response is one line")
    func nulls() throws {
        let response = try #require(
            renderer.render(
                line:
                    #"{"id":"o1","op":"cell","parts":[null,{"text":null},{"text":"Burger Barn"},{"key":"announce.newMessages","args":{"count":null}},{"op":"money","amount":"29.21","currency":"USD"}]}"#
            ))
        #expect(response.json == #"{"id":"o1","text":"Burger Barn, 29.21 US dollars","locale":"en-US"}"#)
    }

    @Test(
        "Errors name the part and what is wrong",
        arguments: [
            (#"[{"key":"announce.newMessages","args":{}}]"#, "missing-argument", "'count'", "(in part 1)"),
            (#"[{"text":"a"},{"key":"order.nope"}]"#, "unknown-key", "'order.nope'", "(in part 2)"),
            (#"[{"op":"label","children":["a"]}]"#, "unknown-op", "'label'", "expected date, duration"),
            (
                #"[{"op":"money","locale":"de","amount":1,"currency":"EUR"}]"#, "unknown-field", "'parts[0].locale'",
                "(in part 1)"
            ),
            (#"[{"op":"money","amont":1,"currency":"EUR"}]"#, "unknown-field", "did you mean 'amount'", "(in part 1)"),
            (#"[{"text":"a","args":{}}]"#, "unknown-field", "'args'", "(in part 1)"),
            (#"[{"value":1}]"#, "missing-field", "'parts[0].op'", "(in part 1)"),
            (#"[3]"#, "invalid-field", "'parts[0]'", "(in part 1)"),
            (#"[{"op":"money","amount":"x","currency":"EUR"}]"#, "invalid-number", "'x'", "(in part 1)"),
        ])
    func errors(parts: String, code: String, names: String, more: String) throws {
        let response = try #require(renderer.render(line: #"{"id":1,"op":"cell","parts":\#(parts)}"#))
        guard case .failure(_, let error, _) = response else {
            Issue.record("expected an error, got \(response.json)")
            return
        }
        #expect(error.code.rawValue == code)
        #expect(error.message.contains(names), "\(error.message)")
        #expect(error.message.contains(more), "\(error.message)")
    }

    @Test("The Swift library speaks the same cell from typed parts")
    func library() throws {
        let line =
            #"{"op":"cell","locale":"ru","now":"2026-11-29T12:00:00Z","parts":[{"text":"Burger Barn"},{"key":"announce.newMessages","args":{"count":21}}]}"#
        let cell = try SpokenCell(locale: "ru", now: try Instant.parse("2026-11-29T12:00:00Z"))
        let label = try cell.label([
            .text("Burger Barn"), .text(nil), .message(key: "announce.newMessages", arguments: ["count": .int(21)]),
            .message(key: "announce.newMessages", arguments: ["count": nil]), .value(nil),
        ])
        #expect(label == (try text(line)))
        #expect(label == "Burger Barn" + (try separator("ru")) + "21 новое сообщение")
        #expect(throws: SpokenError.self) { try cell.label([.message(key: "announce.newMessages")]) }
    }

    @Test(
        "Inside a cell a relative date takes ICU's middle-of-sentence words and the long date",
        arguments: ["en-US", "de", "ru", "pl", "ja"])
    func middleOfSentence(locale: String) throws {
        let rows = ICUGolden.table("relative_dates_middle.tsv").rows.filter {
            $0[0] == locale && $0[1] == "UTC" && $0[2] == "long" && $0[3] == "short"
        }
        #expect(rows.count >= 12)
        for row in rows {
            let instant = "@" + String(try #require(Int(row[4])) / 1000)
            let now = "@" + String(try #require(Int(row[5])) / 1000)
            let line =
                #"{"op":"cell","locale":"\#(locale)","now":"\#(now)","parts":[{"text":"Burger Barn"},{"op":"date","instant":"\#(instant)","style":"relative"}]}"#
            #expect(try text(line) == "Burger Barn" + (try separator(locale == "en-US" ? "en" : locale)) + row[6])
        }
    }

    @Test("At the start of a cell a relative word is capitalized for the start of a sentence")
    func startOfSentence() throws {
        let line =
            #"{"op":"cell","now":"2026-11-29T12:00:00Z","parts":[{"text":null},{"op":"relative","instant":"2026-11-28T10:00:00Z"},{"op":"relative","instant":"2026-11-28T10:00:00Z"}]}"#
        #expect(try text(line) == "Yesterday, yesterday")
    }

    @Test(
        "A date part in the icu and spoken styles takes ICU's capitalization by its position",
        arguments: ["icu", "spoken"])
    func datePartCapitalizedByPosition(style: String) throws {
        // dates_capitalized.tsv: full date (the weekday first: es "Domingo, 29 de noviembre…" at
        // the start), short time, UTC.
        let rows = ICUGolden.capitalizedDates.filter {
            $0.kind == style && $0.dateStyle == .full && $0.timeStyle == .short
        }
        #expect(rows.count == 32)
        for row in rows {
            let locale = row.tag
            let date =
                #"{"op":"date","instant":"@\#(Int(row.seconds))","dateStyle":"full","style":"\#(style)"}"#
            let separator = try separator(locale.hasPrefix("en-") ? "en" : locale)
            if row.capitalization == .sentence {
                let line = #"{"op":"cell","locale":"\#(locale)","parts":[\#(date),{"text":"Burger Barn"}]}"#
                #expect(try text(line) == row.expected + separator + "Burger Barn", "\(row)")
            } else {
                let line = #"{"op":"cell","locale":"\#(locale)","parts":[{"text":"Burger Barn"},\#(date)]}"#
                #expect(try text(line) == "Burger Barn" + separator + row.expected, "\(row)")
            }
        }
        // The rows where the position matters: cs, es, fr, pl, pt-BR and ru.
        let starts = Set(rows.filter { $0.capitalization == .sentence }.map(\.expected))
        let middles = Set(rows.filter { $0.capitalization == RelativeTimeCapitalization.none }.map(\.expected))
        #expect(starts.subtracting(middles).count == 6)
    }
}
