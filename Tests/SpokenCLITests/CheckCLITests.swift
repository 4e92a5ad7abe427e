import Foundation
import Testing

/// `spoken check`: lint's speech-abbreviation rule on texts a backend is about to send.
@Suite("spoken check (CLI)")
struct CheckCLITests {
    @Test("each finding is located in its text; clean texts print nothing; warnings exit 0")
    func located() throws {
        let run = try CLI.run(["check", "56m remaining", "Every Sunday, in 5 minutes", "Sun, 5 Apr"])
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                <text 1>:1:1: warning: '56m' may be heard as '56 meters', '56 minutes' or '56 months': write '56 meters', '56 minutes' or '56 months', whichever is meant [speech-abbreviation]
                <text 3>:1:1: warning: 'Sun' may be heard as 'S u n': write 'Sunday' [speech-abbreviation]
                <text 3>:1:8: warning: 'Apr' may be heard as 'A p r': write 'April' [speech-abbreviation]

                """)
        #expect(run.stderr.isEmpty)
    }

    @Test("standard input: one text per line, located by line and code-point column; --strict exits 1")
    func standardInput() throws {
        let run = try CLI.run(["check", "--locale", "de", "--strict", "-"], stdin: "So geht das\nAm Mo. 😀 um 5 Std.\n")
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                -:2:4: warning: 'Mo.' may be heard as 'M o': write 'Montag' [speech-abbreviation]
                -:2:13: warning: '5 Std.' may be heard as '5 S t d': write '5 Stunden' [speech-abbreviation]

                """)
        let clean = try CLI.run(["check", "--strict", "-"], stdin: "5 minutes\n")
        #expect(clean.status == 0)
        #expect(clean.stdout.isEmpty)
    }

    @Test("Past 1,000 findings per text a line counts the rest; JSON counts them as omitted")
    func capped() throws {
        let line = String(repeating: "5m ", count: 1_003) + "\n"
        let run = try CLI.run(["check", "-"], stdin: line + "56m\n")
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 1_002)
        #expect(lines[999].hasPrefix("-:1:2998: warning: '5m' "))
        #expect(lines[1_000].hasPrefix("-:2:1: warning: '56m' "))
        #expect(lines[1_001] == "-:1: 3 more findings not shown")
        let json = try CLI.run(["check", "--format", "json", "-"], stdin: line)
        #expect(json.stdout.contains(#""omitted": 3"#), "\(json.stdout.suffix(300))")
    }

    @Test("JSON and SARIF as lint writes them")
    func formats() throws {
        let json = try CLI.run(["check", "--format", "json", "1.2K views"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["rule"] as? String == "speech-abbreviation")
        #expect(diagnostics.first?["column"] as? Int == 1)
        // The translator's words in `message`, the developer's option in `hint`.
        #expect(diagnostics.first?["message"] as? String == "'1.2K' may be heard as '1.2 K': write '1.2 thousand'")
        #expect(
            diagnostics.first?["hint"] as? String == "a compactLong number format, or spoken number --style compact")
        let sarif = try CLI.run(["check", "--format", "sarif", "3/10 done"])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let results = try #require((root["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(results.first?["ruleId"] as? String == "speech-abbreviation")
    }

    @Test(
        "Standard input that cannot be read (a directory) exits 66 with one message, for every reader of '-'",
        arguments: [
            ["check", "-"], ["date", "-"], ["measure", "--unit", "meter", "-"], ["duration", "-"], ["rating", "-"],
            ["money", "--currency", "EUR", "-"], ["render", "--jobs", "1"], ["render", "--jobs", "2"],
        ])
    func unreadableStandardInput(_ arguments: [String]) throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "spoken-stdin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try CLI.run(arguments, stdinFile: directory)
        #expect(run.status == 66, "\(arguments): \(run.stderr)")
        #expect(run.stderr == "Error: Cannot read standard input: Is a directory\n", "\(arguments)")
        #expect(run.stdout.isEmpty)
    }

    @Test("The JSON summary counts each TEXT and '-' as a file and each text as a message")
    func summary() throws {
        let run = try CLI.run(
            ["check", "--format", "json", "30 min", "-"], stdin: "Apr 5\nfine\n5 km\n")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["files"] as? Int == 2)
        #expect(summary["messages"] as? Int == 4)
        #expect(summary["warnings"] as? Int == 3)
    }

    @Test("usage errors exit 64 naming the problem")
    func usage() throws {
        let missing = try CLI.run(["check"])
        #expect(missing.status == 64)
        #expect(missing.stderr.hasPrefix("Error: Missing TEXT"))
        let format = try CLI.run(["check", "--format", "xml", "a"])
        #expect(format.status == 64)
        #expect(format.stderr.hasPrefix("Error: Invalid value 'xml' for --format"))
    }
}
