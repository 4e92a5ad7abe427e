import Foundation
import Spoken
import SpokenRender
import TestSupport
import Testing

/// `"op":"cells"`: each row's label is exactly the `cell` request with the row's values put in
/// (the example catalog's labels against ICU's goldens are OrderListCLITests'); errors name the row.
@Suite("Render: cells")
struct CellsRenderTests {
    let renderer = Renderer()

    /// The response line of one request.
    func response(_ line: String) throws -> RenderResponse {
        try #require(renderer.render(line: line))
    }

    /// The `texts` of a `cells` response.
    func texts(_ line: String) throws -> [String] {
        let response = try response(line)
        guard case .text(_, let rendered) = response, let texts = rendered.extra.first(where: { $0.name == "texts" }),
            case .array(let items) = texts.value
        else {
            Issue.record("expected texts, got \(response.json)")
            return []
        }
        #expect(rendered.text.isEmpty)
        return items.map { item in
            guard case .string(let text) = item else { return "not a string" }
            return text
        }
    }

    /// The text of a `cell` response.
    func text(_ line: String) throws -> String {
        let response = try response(line)
        guard case .text(_, let rendered) = response else {
            Issue.record("expected text, got \(response.json)")
            return ""
        }
        return rendered.text
    }

    /// Parts naming row members, and the same part with a value put in (`\(name)`).
    static let parts = [
        #"{"text":ROW(name)}"#,
        #"{"op":"money","amount":ROW(amount),"currency":"EUR"}"#,
        #"{"key":"announce.newMessages","args":{"count":ROW(count)}}"#,
        #"{"op":"relative","instant":ROW(when)}"#,
        #"{"op":"duration","seconds":ROW(seconds)}"#,
        #"{"op":"rating","value":ROW(stars),"outOf":true}"#,
        #"{"key":ROW(key)}"#,
    ]

    static let rows: [[String: String]] = [
        [
            "name": #""Burger Barn""#, "amount": #""29.21""#, "count": "21", "when": #""2026-11-28T10:00:00Z""#,
            "seconds": "5400", "stars": "5", "key": #""label.separator""#,
        ],
        [
            "name": "null", "amount": "1", "count": "null", "when": #""2026-11-29T11:00:00Z""#, "seconds": "4860",
            "stars": "2", "key": #""label.separator""#,
        ],
        [
            "name": #""Café \"Olé\"""#, "amount": "1234.5", "count": "1", "when": "1764400000", "seconds": "60",
            "stars": "3", "key": #""label.separator""#,
        ],
    ]

    /// The parts with `{"row":NAME}` where a value goes, or with `values` put in.
    static func parts(_ values: [String: String]?) -> String {
        parts.map { part in
            var part = part
            while let range = part.range(of: #"ROW\((\w+)\)"#, options: .regularExpression) {
                let name = String(part[range].dropFirst(4).dropLast())
                part.replaceSubrange(range, with: values.map { $0[name] ?? "?" } ?? #"{"row":"\#(name)"}"#)
            }
            return part
        }.joined(separator: ",")
    }

    @Test("Each row's label is the cell request with its values put in", arguments: ["en", "de", "ru", "ar", "ja"])
    func sameAsCell(locale: String) throws {
        let common = #""locale":"\#(locale)","timeZone":"Europe/Moscow","now":"2026-11-29T12:00:00Z""#
        let rows = Self.rows.map { row in
            "{" + row.sorted { $0.key < $1.key }.map { #""\#($0.key)":\#($0.value)"# }.joined(separator: ",") + "}"
        }
        let texts = try texts(
            #"{"op":"cells",\#(common),"parts":[\#(Self.parts(nil))],"rows":[\#(rows.joined(separator: ","))]}"#)
        let cells = try Self.rows.map { row in
            try text(#"{"op":"cell",\#(common),"parts":[\#(Self.parts(row))]}"#)
        }
        #expect(texts == cells)
        #expect(texts.count == 3)
    }

    @Test("The Swift library's rows are the render op's, an error naming the row")
    func library() throws {
        let cell = try SpokenCell(locale: "ru", now: try Instant.parse("2026-11-29T12:00:00Z"))
        let labels = try cell.labels([
            [.text("Burger Barn"), .message(key: "announce.newMessages", arguments: ["count": .int(21)])],
            [.text(nil), .message(key: "announce.newMessages", arguments: ["count": .int(2)])],
        ])
        let rendered = try texts(
            #"{"op":"cells","locale":"ru","now":"2026-11-29T12:00:00Z","parts":[{"text":{"row":"n"}},{"key":"announce.newMessages","args":{"count":{"row":"c"}}}],"rows":[{"n":"Burger Barn","c":21},{"n":null,"c":2}]}"#
        )
        #expect(labels == rendered)
        #expect(labels.count == 2)
        #expect {
            try cell.labels([[.text("a")], [.message(key: "announce.newMessages")]])
        } throws: { error in
            (error as? SpokenError)?.message.hasSuffix("(in part 1) (in row 2)") == true
        }
    }

    @Test("No rows: no labels")
    func empty() throws {
        #expect(try texts(#"{"op":"cells","parts":[{"text":{"row":"a"}}],"rows":[]}"#) == [])
    }

    @Test(
        "An error names the row and the part, and fails the request",
        arguments: [
            (
                #"[{"a":"x"},{"b":"y"}]"#, "unknown-field",
                "Unknown field 'rows[1].b': no part names it (the parts name 'a')"
            ),
            (#"[{"a":"x"},{}]"#, "missing-field", "Missing field 'rows[1].a': a part names it"),
            (
                #"[{"a":"x"},3]"#, "invalid-field",
                "Invalid field 'rows[1]': expected an object of the members the parts name, got a number"
            ),
            (
                #"[{"a":"x"},{"a":3}]"#, "invalid-field",
                "Invalid field 'parts[0].text': expected a string or null, got a number (in part 1) (in row 2)"
            ),
        ])
    func errors(rows: String, code: String, message: String) throws {
        let response = try response(#"{"id":7,"op":"cells","parts":[{"text":{"row":"a"}}],"rows":\#(rows)}"#)
        #expect(response.json.contains(#""code":"\#(code)","message":"\#(message)""#), "\(response.json)")
    }

    @Test(
        "A row's bad value gets cell's own error for it, naming the row",
        arguments: [
            (#"{"key":"announce.newMessages","args":{"count":ROW}}"#, "true"),
            (#"{"key":ROW}"#, "3"), (#"{"key":ROW,"args":{"count":2}}"#, "null"),
            (#"{"op":"money","amount":ROW,"currency":"USD"}"#, #""x""#),
        ])
    func sameErrorAsCell(part: String, value: String) throws {
        let templated = part.replacingOccurrences(of: "ROW", with: #"{"row":"a"}"#)
        let given = part.replacingOccurrences(of: "ROW", with: value)
        let cells = try response(#"{"op":"cells","parts":[\#(templated)],"rows":[{"a":\#(value)}]}"#)
        let cell = try response(#"{"op":"cell","parts":[\#(given)]}"#)
        guard case .failure(_, let error, _) = cell, case .failure(_, let rowError, _) = cells else {
            Issue.record("expected errors: \(cell.json) \(cells.json)")
            return
        }
        #expect(rowError.code == error.code)
        #expect(rowError.message == error.message + " (in row 1)")
    }

    @Test("A key named by the row is the row's key; an unknown one names the row")
    func unknownKey() throws {
        let response = try response(
            #"{"op":"cells","parts":[{"key":{"row":"k"}}],"rows":[{"k":"label.separator"},{"k":"order.nope"}]}"#)
        #expect(response.json.contains(#""code":"unknown-key""#), "\(response.json)")
        #expect(response.json.contains("(in part 1) (in row 2)"), "\(response.json)")
    }
}
