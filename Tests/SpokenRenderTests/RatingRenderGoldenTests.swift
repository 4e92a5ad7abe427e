import Foundation
import Spoken
import SpokenRender
import TestSupport
import Testing

/// `"op":"rating"` over the golden rating rows of Tests/Fixtures/icu-golden/messages/outputs.tsv
/// (icu::MessageFormat in a separate program): every row within the op's declared `max` (1 to
/// 1000, as the CLI and the placeholder take it) as ICU says it; a maximum outside it, such as
/// the golden rows' million stars, is `invalid-option`, naming the field.
@Suite("Render: rating, golden rows")
struct RatingRenderGoldenTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var locale, key, value, maximum, expected: String
        var testDescription: String { "\(locale) \(key) value=\(value) max=\(maximum)" }
    }

    static let rows: [Row] = {
        guard let text = try? Repository.text("Tests/Fixtures/icu-golden/messages/outputs.tsv") else { return [] }
        return text.split(separator: "\n").dropFirst().compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 5, fields[1] == "rating.stars" || fields[1] == "rating.starsOutOf" else { return nil }
            var arguments: [String: String] = [:]
            for pair in fields[2].split(separator: " ") {
                let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
                if parts.count == 2 { arguments[parts[0]] = parts[1] }
            }
            guard let value = arguments["value"], let number = Double(value),
                let maximum = Int(arguments["max"] ?? "5"), (1...1_000).contains(maximum), number >= 0,
                number <= Double(maximum)
            else { return nil }
            return Row(
                locale: fields[0], key: fields[1], value: value, maximum: String(maximum), expected: fields[4])
        }
    }()

    @Test("The rows cover every shipped language")
    func coverage() {
        #expect(Set(Self.rows.map(\.locale)) == Set(CatalogStore.shared.locales))
    }

    @Test("Every valid golden row, as ICU says it", arguments: rows)
    func golden(_ row: Row) throws {
        let line =
            #"{"op":"rating","value":\#(row.value),"max":\#(row.maximum),"outOf":\#(row.key == "rating.starsOutOf"),"locale":"\#(row.locale)"}"#
        let response = try #require(Renderer().render(line: line))
        guard case .text(_, let rendered) = response else {
            Issue.record("expected text, got \(response.json)")
            return
        }
        #expect(rendered.text == row.expected)
    }

    @Test("A maximum outside 1…1000 is invalid-option, naming the field", arguments: ["0", "-1", "1000000"])
    func noStars(_ maximum: String) throws {
        let response = try #require(Renderer().render(line: #"{"op":"rating","value":1,"max":\#(maximum)}"#))
        #expect(
            response.json
                == #"{"id":null,"error":{"code":"invalid-option","message":"Invalid value '\#(maximum)' for max: expected a whole number from 1 to 1000","line":1}}"#
        )
    }
}
