import Foundation
import TestSupport
import Testing

/// `render --catalog` with value-type placeholders whose arguments are JSON objects or arrays
/// (`{"start": …, "end": …}` for an interval). Expected words are ICU's (intervals.tsv).
@Suite("CLI: render's object arguments of typed placeholders")
struct PlaceholderArgumentsCLITests {
    static func catalog(_ source: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("spoken-cli-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try source.write(toFile: directory + "/en.arb", atomically: true, encoding: .utf8)
        return directory
    }

    static func intervalGolden(_ styles: String, _ end: String) -> String {
        ICUGolden.table("intervals.tsv").rows.first {
            $0[0] == "styles" && $0[1] == "en-US" && $0[2] == "UTC" && $0[3] == styles && $0[4] == "1775221200000"
                && $0[5] == end
        }?[7] ?? "missing golden row"
    }

    @Test("An interval argument {\"start\": …, \"end\": …}: instants as text or seconds; a bad end names it")
    func interval() throws {
        let directory = try Self.catalog(
            """
            {"@@locale": "en", "t.open": "Open {hours}",
             "@t.open": {"placeholders": {"hours": {"type": "interval"}}}}
            """)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let lines = [
            #"{"id":1,"op":"announce","key":"t.open","locale":"en-US","args":{"hours":{"start":"2026-04-03T13:00:00Z","end":"2026-04-03T14:30:00Z"}}}"#,
            #"{"id":2,"op":"announce","key":"t.open","locale":"en-US","args":{"hours":{"start":1775221200,"end":"@1775226600"}}}"#,
            #"{"id":3,"op":"announce","key":"t.open","locale":"en-US","args":{"hours":{"start":"2026-04-03T13:00:00Z","end":"tomorrow"}}}"#,
            #"{"id":4,"op":"announce","key":"t.open","locale":"en-US","args":{"hours":{"start":"2026-04-03T13:00:00Z","end":true}}}"#,
            #"{"id":5,"op":"announce","key":"t.open","locale":"en-US","args":{"hours":{"start":"2026-04-03T13:00:00Z"}}}"#,
            #"{"id":6,"op":"announce","key":"t.open","locale":"en-US","args":{"hours":{"start":1775221200,"end":1775226600,"zone":"UTC"}}}"#,
        ]
        let result = try CLI.run(["render", "--catalog", directory], stdin: lines.joined(separator: "\n") + "\n")
        let responses = result.stdout.split(separator: "\n").map {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        #expect(responses.count == 6, "\(result.stdout) \(result.stderr)")
        guard responses.count == 6 else { return }
        let expected = "Open " + Self.intervalGolden("medium,short", "1775226600000")
        #expect(responses[0]?["text"] as? String == expected)
        #expect(responses[1]?["text"] as? String == expected)
        let error = responses[2]?["error"] as? [String: Any]
        #expect(error?["code"] as? String == "invalid-instant")
        #expect((error?["message"] as? String)?.contains("'tomorrow'") == true, "\(String(describing: error))")
        let typeError = responses[3]?["error"] as? [String: Any]
        #expect(typeError?["code"] as? String == "invalid-field")
        #expect((typeError?["message"] as? String)?.contains("args.hours.end") == true)
        let missing = responses[4]?["error"] as? [String: Any]
        #expect(missing?["code"] as? String == "missing-field")
        #expect(
            missing?["message"] as? String
                == "Missing field 'args.hours.end': a date interval takes 'start' and 'end'")
        let unknown = responses[5]?["error"] as? [String: Any]
        #expect(unknown?["code"] as? String == "unknown-field")
        #expect(
            unknown?["message"] as? String
                == "Unknown field 'args.hours.zone': a date interval takes 'start' and 'end'")
    }

    @Test("A list argument [\"Alice\", …]: strings joined as ICU joins them; anything else in it names the item")
    func list() throws {
        let directory = try Self.catalog(
            """
            {"@@locale": "en", "t.either": "Ask {people}",
             "@t.either": {"placeholders": {"people": {"type": "list", "optionalParameters": {"style": "or"}}}}}
            """)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let lines = [
            #"{"id":1,"op":"announce","key":"t.either","args":{"people":["Alice","Bob","Carol"]}}"#,
            #"{"id":2,"op":"announce","key":"t.either","args":{"people":["Alice",2]}}"#,
        ]
        let result = try CLI.run(["render", "--catalog", directory], stdin: lines.joined(separator: "\n") + "\n")
        let responses = result.stdout.split(separator: "\n").map {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        #expect(responses.count == 2, "\(result.stdout) \(result.stderr)")
        guard responses.count == 2 else { return }
        let golden = ICUGolden.lists.rows.first { $0.locale == "en" && $0.kind == .or && $0.items.count == 3 }
        #expect(responses[0]?["text"] as? String == "Ask " + (golden?.expected ?? "missing golden row"))
        let error = responses[1]?["error"] as? [String: Any]
        #expect(error?["code"] as? String == "invalid-field")
        #expect((error?["message"] as? String)?.contains("args.people[1]") == true, "\(String(describing: error))")
    }
}
