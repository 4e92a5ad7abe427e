import Foundation
import Testing

/// End-to-end tests of `spoken render`: the built binary as a batch job and as a coprocess.
/// Expected words are ICU's (Tests/Fixtures/icu-golden) and the catalogs' (l10n/).
@Suite("spoken render")
struct RenderCLITests {
    /// 20 000 mixed lines: good requests of every op in several locales, and bad ones.
    static let mixed: String = {
        let locales = ["en-US", "de", "zh-Hans", "ja", "ar", "ru", "hi"]
        var text = ""
        for i in 0..<20_000 {
            let locale = locales[i % locales.count]
            switch i % 8 {
            case 0:
                text +=
                    #"{"id":\#(i),"op":"date","instant":"@\#(1_600_000_000 + i * 7_919)","locale":"\#(locale)","timeZone":"America/New_York"}"#
            case 1:
                text += #"{"id":\#(i),"op":"measure","value":\#(i % 40 - 10),"unit":"celsius","locale":"\#(locale)"}"#
            case 2: text += #"{"id":"c\#(i)","op":"label","children":["\#(i)","Sunny",""],"locale":"\#(locale)"}"#
            case 3: text += #"{"id":\#(i),"op":"measure","value":"x\#(i)","unit":"meter"}"#
            case 4: text += "{\"id\":\(i),"
            case 5: text += #"{"id":\#(i),"op":"announce","key":"announce.loading"}"#
            case 6: text += #"{"id":\#(i),"op":"label","children":["a","b"],"style":"and","locale":"\#(locale)"}"#
            default:
                text +=
                    #"{"id":\#(i),"op":"date","instant":\#(i),"dateStyle":"full","timeStyle":"none","style":"spoken","locale":"\#(locale)"}"#
            }
            text += "\n"
        }
        return text
    }()

    @Test("Order is input order with --jobs 1 and 2 (same bytes), bad lines numbered")
    func order() throws {
        let one = try CLI.run(["render", "--jobs", "1"], stdin: Self.mixed)
        let two = try CLI.run(["render", "--jobs", "2"], stdin: Self.mixed)
        #expect(one.status == 1)
        #expect(two.status == 1)
        #expect(one.stderr.isEmpty)
        #expect(two.stdout == one.stdout)
        let lines = one.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 20_000)
        // Each response names its request: ids in input order, line numbers on the errors.
        for (index, line) in lines.enumerated() {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            switch index % 8 {
            case 2: #expect(object["id"] as? String == "c\(index)")
            case 4:
                // Malformed after the id: the id read before the bad byte is echoed.
                #expect(object["id"] as? Int == index)
                #expect((object["error"] as? [String: Any])?["line"] as? Int == index + 1)
            default: #expect(object["id"] as? Int == index)
            }
            let failed = object["error"] != nil
            #expect(failed == [3, 4].contains(index % 8), "line \(index + 1): \(line)")
        }
    }

    @Test("Bad lines in the middle of good ones")
    func badLinesInMiddle() throws {
        let input = """
            {"id":1,"op":"measure","value":25,"unit":"celsius","locale":"de"}
            {"id":2,"op":"measure","value":25,"unit":"celcius"}

            not json
            {"id":4,"op":"label","children":["北京","25摄氏度"],"locale":"zh-Hans"}
            {"id":5,"op":"date","instant":"2026-11-29T12:50:00Z","locale":"ja-JP","timeZone":"UTC"}
            {"id":6,"op":"rotor","key":"headlines","locale":"zh-Hans"}
            {"id":7,"op":"rotor","keys":["headlines"]}

            """
        let run = try CLI.run(["render"], stdin: input)
        #expect(
            run.stdout == """
                {"id":1,"text":"25 Grad Celsius","locale":"de"}
                {"id":2,"error":{"code":"unknown-unit","message":"Unknown unit 'celcius': did you mean 'celsius'?","line":2}}
                {"id":null,"error":{"code":"malformed-json","message":"Malformed JSON at byte 1: unexpected 'not'","line":4}}
                {"id":4,"text":"北京，25摄氏度","locale":"zh-Hans"}
                {"id":5,"text":"2026/11/29 12:50","locale":"ja-JP"}
                {"id":6,"text":"头条新闻","locale":"zh-Hans","key":"rotor.headlines","systemType":null}
                {"id":7,"error":{"code":"unknown-field","message":"Unknown field 'keys' for op 'rotor': did you mean 'key'? Expected id, key, locale, op, timeZone","line":8}}

                """)
        #expect(run.status == 1)
        #expect(run.stderr.isEmpty)
    }

    @Test("The bad-input table, through the binary: one error line each, the good line after still rendered")
    func badInputTable() throws {
        let rows: [(String, String)] = [
            (#"{"id":1,"op":"date","instant":0,"locale":"xx"}"#, "invalid-locale"),
            (#"{"id":2,"op":"date","instant":0,"timeZone":"Mars/Base"}"#, "unknown-time-zone"),
            (#"{"id":3,"op":"measure","value":"NaN","unit":"celsius"}"#, "invalid-number"),
            (#"{"id":4,"op":"measure","value":NaN,"unit":"celsius"}"#, "malformed-json"),
            (#"{"id":5,"op":"rating","value":7,"max":5}"#, "invalid-rating"),
            (#"{"id":6,"op":"measure","value":1,"unit":"celcius"}"#, "unknown-unit"),
            (#"{"id":7,"op":"announce","key":"announce.nope"}"#, "unknown-key"),
            ("{\"id\":8,\"op\":\"label\",\"children\":[\"\u{FFFD}\"]}", ""),  // U+FFFD itself is fine
            (String(repeating: "[", count: 100) + String(repeating: "]", count: 100), "nesting-too-deep"),
        ]
        var input = Data()
        for (line, _) in rows { input.append(contentsOf: Array(line.utf8) + [0x0A]) }
        let prefix = #"{"id":9,"op":"label","children":["#
        input.append(contentsOf: Array(prefix.utf8) + [0x22, 0xFF, 0xFE, 0x22] + Array("]}\n".utf8))
        input.append(contentsOf: Array(#"{"id":10,"op":"label","children":["ok"]}"#.utf8) + [0x0A])
        let file = FileManager.default.temporaryDirectory.appending(path: "render-bad-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        try input.write(to: file)
        let run = try CLI.run(["render", "--input", file.path], stdin: "")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == rows.count + 2)
        for (index, (_, code)) in rows.enumerated() where index < lines.count {
            if code.isEmpty {
                #expect(lines[index] == "{\"id\":8,\"text\":\"\u{FFFD}\",\"locale\":\"en-US\"}")
            } else {
                #expect(lines[index].contains(#""code":"\#(code)""#), "line \(index + 1): \(lines[index])")
                #expect(lines[index].hasSuffix(#","line":\#(index + 1)}}"#))
            }
        }
        #expect(
            lines.dropLast().last
                == #"{"id":9,"error":{"code":"invalid-utf8","message":"Invalid UTF-8 at byte \#(prefix.utf8.count + 2)","line":10}}"#
        )
        #expect(lines.last == #"{"id":10,"text":"ok","locale":"en-US"}"#)
        #expect(run.status == 1)
    }

    struct ExitCase: Sendable, CustomTestStringConvertible {
        let name: String
        let arguments: [String]
        let stdin: String
        let status: Int32
        let stderr: String
        var testDescription: String { name }
    }

    static let good = #"{"op":"measure","value":1,"unit":"meter"}"# + "\n"

    @Test(
        "Exit codes",
        arguments: [
            ExitCase(name: "all rendered", arguments: ["render"], stdin: good + good, status: 0, stderr: ""),
            ExitCase(name: "empty input", arguments: ["render"], stdin: "", status: 0, stderr: ""),
            ExitCase(name: "one bad line", arguments: ["render"], stdin: good + "{}\n", status: 1, stderr: ""),
            ExitCase(
                name: "run defaults", arguments: ["render", "--locale", "fr", "--time-zone", "Europe/Paris"],
                stdin: good, status: 0, stderr: ""),
            ExitCase(
                name: "jobs zero", arguments: ["render", "--jobs", "0"], stdin: good, status: 64,
                stderr: "Invalid value '0' for --jobs"),
            ExitCase(
                name: "jobs text", arguments: ["render", "--jobs", "many"], stdin: good, status: 64,
                stderr: "Invalid value 'many' for --jobs"),
            ExitCase(
                name: "jobs too many", arguments: ["render", "--jobs", "100000"], stdin: good, status: 64,
                stderr: "from 1 to 256"),
            ExitCase(
                name: "bad default locale", arguments: ["render", "--locale", "xx"], stdin: good, status: 64,
                stderr: "Invalid locale 'xx'"),
            ExitCase(
                name: "bad default zone", arguments: ["render", "--time-zone", "Mars/Base"], stdin: good, status: 64,
                stderr: "Unknown time zone 'Mars/Base'"),
            ExitCase(
                name: "bad line limit", arguments: ["render", "--max-line-bytes", "-1"], stdin: good, status: 64,
                stderr: "--max-line-bytes"),
            ExitCase(
                name: "cache capacity", arguments: ["render", "--cache-capacity", "8"], stdin: good + good,
                status: 0, stderr: ""),
            ExitCase(
                name: "cache capacity zero", arguments: ["render", "--cache-capacity", "0"], stdin: good, status: 64,
                stderr: "Invalid value '0' for --cache-capacity"),
            ExitCase(
                name: "unknown option", arguments: ["render", "--fast"], stdin: good, status: 64,
                stderr: "Unknown option '--fast'"),
            ExitCase(
                name: "stray argument", arguments: ["render", "requests.jsonl"], stdin: good, status: 64,
                stderr: "Unexpected argument 'requests.jsonl'"),
            ExitCase(
                name: "missing input file", arguments: ["render", "--input", "/nonexistent/requests.jsonl"],
                stdin: good, status: 66,
                stderr: "Cannot read '/nonexistent/requests.jsonl'"),
            ExitCase(
                name: "input is a directory", arguments: ["render", "--input", "/tmp"], stdin: good, status: 66,
                stderr: "it is a directory"),
        ])
    func exitCodes(_ c: ExitCase) throws {
        let run = try CLI.run(c.arguments, stdin: c.stdin)
        #expect(run.status == c.status)
        if c.stderr.isEmpty {
            #expect(run.stderr.isEmpty)
        } else {
            #expect(run.stderr.contains(c.stderr), "stderr: \(run.stderr)")
            #expect(run.stdout.isEmpty)
        }
    }

    @Test("--input FILE, --max-line-bytes")
    func inputFile() throws {
        let file = FileManager.default.temporaryDirectory.appending(path: "render-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        let long = #"{"op":"label","children":["0123456789012345678901234567890123456789"]}"#
        try Data((Self.good + long).utf8).write(to: file)
        let run = try CLI.run(["render", "--input", file.path, "--max-line-bytes", "60"], stdin: "ignored\n")
        #expect(
            run.stdout == """
                {"id":null,"text":"1 meter","locale":"en-US"}
                {"id":null,"error":{"code":"line-too-long","message":"Line of \(long.utf8.count) bytes exceeds the limit of 60 bytes; it was skipped","line":2}}

                """)
        #expect(run.status == 1)
    }

    @Test("A 100 MB line is answered with an error; the next line is still rendered; memory stays small")
    func hundredMegabyteLine() throws {
        let file = FileManager.default.temporaryDirectory.appending(path: "render-huge-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        let handle = try FileHandle(forWritingTo: file)
        let prefix = #"{"id":1,"op":"label","children":[""#
        let suffix = #""]}"# + "\n"
        try handle.write(contentsOf: Data((Self.good + prefix).utf8))
        let block = Data(repeating: UInt8(ascii: "x"), count: 1 << 20)
        for _ in 0..<100 { try handle.write(contentsOf: block) }
        try handle.write(contentsOf: Data((suffix + #"{"id":3,"op":"label","children":["after"]}"# + "\n").utf8))
        try handle.close()
        let length = prefix.utf8.count + (100 << 20) + suffix.utf8.count - 1
        for jobs in ["1", "2"] {
            let run = try CLI.run(["render", "--jobs", jobs], stdinFile: file)
            #expect(
                run.stdout == """
                    {"id":null,"text":"1 meter","locale":"en-US"}
                    {"id":1,"error":{"code":"line-too-long","message":"Line of \(length) bytes exceeds the limit of 1048576 bytes; it was skipped","line":2}}
                    {"id":3,"text":"after","locale":"en-US"}

                    """)
            #expect(run.status == 1)
            #expect(run.maxResidentKiB < 80 * 1024, "peak \(run.maxResidentKiB) KiB")
        }
    }

    @Test("Peak memory does not grow with the number of lines")
    func boundedMemory() throws {
        let file = FileManager.default.temporaryDirectory.appending(path: "render-many-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        let lines = Self.mixed.split(separator: "\n").prefix(2_000).joined(separator: "\n") + "\n"
        let small = try CLI.run(["render", "--jobs", "2"], stdin: lines)
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        let handle = try FileHandle(forWritingTo: file)
        let block = Data(lines.utf8)
        for _ in 0..<150 { try handle.write(contentsOf: block) }  // 300 000 lines, ~40 MB
        try handle.close()
        let large = try CLI.run(["render", "--jobs", "2"], stdinFile: file)
        #expect(large.stdout.utf8.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 } == 300_000)
        #expect(large.stdout.hasSuffix(small.stdout.split(separator: "\n").last! + "\n"))
        // 150× the input: the peak grows by batches in flight, not by the input.
        #expect(
            large.maxResidentKiB - small.maxResidentKiB < 16 * 1024,
            "peaks: \(small.maxResidentKiB) KiB for 2 000 lines, \(large.maxResidentKiB) KiB for 300 000")
        #expect(large.maxResidentKiB < 96 * 1024)
    }

    @Test("Coprocess: one request in, one response out, with nothing more coming", arguments: ["1", "2"])
    func coprocess(jobs: String) throws {
        let child = try CLI.Coprocess(["render", "--jobs", jobs, "--locale", "zh-Hans"])
        let exchanges: [(String, String)] = [
            (#"{"id":1,"op":"measure","value":25,"unit":"celsius"}"#, #"{"id":1,"text":"25摄氏度","locale":"zh-Hans"}"#),
            (#"{"id":2,"op":"label","children":["北京","25摄氏度"]}"#, #"{"id":2,"text":"北京，25摄氏度","locale":"zh-Hans"}"#),
            (
                "oops",
                #"{"id":null,"error":{"code":"malformed-json","message":"Malformed JSON at byte 1: unexpected 'oops'","line":3}}"#
            ),
            (
                #"{"id":4,"op":"measure","value":25,"unit":"celsius","locale":"de"}"#,
                #"{"id":4,"text":"25 Grad Celsius","locale":"de"}"#
            ),
        ]
        for (request, response) in exchanges {
            try child.send(request + "\n")
            #expect(child.readLine(timeout: 10) == response)
        }
        // Half a line gets no answer until its end arrives.
        try child.send(#"{"id":5,"op":"label","#)
        #expect(child.readLine(timeout: 0.5) == nil)
        try child.send(#""children":["x"]}"# + "\n")
        #expect(child.readLine(timeout: 10) == #"{"id":5,"text":"x","locale":"zh-Hans"}"#)
        #expect(child.finish() == 1)  // one line failed
    }
}
