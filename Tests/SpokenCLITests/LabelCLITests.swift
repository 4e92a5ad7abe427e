import Foundation
import Testing

/// End-to-end tests of `spoken measure` and `spoken label`: the built binary, its stdout, stderr
/// and exit code.
@Suite("spoken measure and spoken label")
struct LabelCLITests {
    static func spoken(_ arguments: [String], stdin: String? = nil) throws -> CLI.Result {
        try CLI.run(arguments, stdin: stdin)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let arguments: [String]
        let stdin: String?
        let stdout: String
        let stderr: [String]  // fragments stderr must contain; empty: stderr must be empty
        let status: Int32
        init(
            _ name: String, _ arguments: [String], stdin: String? = nil, stdout: String, stderr: [String] = [],
            status: Int32 = 0
        ) {
            self.name = name
            self.arguments = arguments
            self.stdin = stdin
            self.stdout = stdout
            self.stderr = stderr
            self.status = status
        }
        var testDescription: String { name }
    }

    // Expected words checked against Tests/Fixtures/icu-golden (ICU's own output) and l10n/.
    @Test(
        "spoken measure",
        arguments: [
            Case("en celsius", ["measure", "--unit", "celsius", "25"], stdout: "25 degrees Celsius\n"),
            Case(
                "one line per value", ["measure", "--unit", "celsius", "25", "1", "-3.5"],
                stdout: "25 degrees Celsius\n1 degree Celsius\n\u{2212}3.5 degrees Celsius\n"),
            Case("zh-Hans", ["measure", "--locale", "zh-Hans", "--unit", "celsius", "25"], stdout: "25摄氏度\n"),
            Case("ru", ["measure", "--locale", "ru", "--unit", "celsius", "25"], stdout: "25 градусов Цельсия\n"),
            Case(
                "fr keeps ICU's no-break space", ["measure", "--locale", "fr", "--unit", "celsius", "25"],
                stdout: "25\u{00A0}degrés Celsius\n"),
            Case(
                "compound unit", ["measure", "--unit", "kilometer-per-hour", "25"], stdout: "25 kilometers per hour\n"),
            Case("short width", ["measure", "--unit", "celsius", "--width", "short", "25"], stdout: "25°C\n"),
            Case(
                "max fraction digits", ["measure", "--unit", "celsius", "--max-fraction-digits", "1", "25.55"],
                stdout: "25.6 degrees Celsius\n"),
            Case(
                "weather usage", ["measure", "--locale", "en-US", "--usage", "weather", "--unit", "celsius", "25"],
                stdout: "77 degrees Fahrenheit\n"),
            Case(
                "default usage keeps the unit",
                ["measure", "--locale", "en-US", "--usage", "default", "--unit", "celsius", "25"],
                stdout: "25 degrees Celsius\n"),
            Case(
                "standard input, bad line numbered", ["measure", "--unit", "kilogram", "-"], stdin: "1\nfoo\n\n2.5\n",
                stdout: "1 kilogram\n2.5 kilograms\n", stderr: ["Error: Line 2: Invalid number 'foo'"], status: 1),
            Case(
                "bad value named, others printed", ["measure", "--unit", "celsius", "25", "abc", "3"],
                stdout: "25 degrees Celsius\n3 degrees Celsius\n", stderr: ["Error: Invalid number 'abc'"], status: 1),
            Case(
                "NaN is refused", ["measure", "--unit", "celsius", "nan"],
                stdout: "", stderr: ["Error: Invalid number 'nan': not a finite number"], status: 1),
            Case(
                "infinity is refused", ["measure", "--unit", "celsius", "--", "-inf"],
                stdout: "", stderr: ["Error: Invalid number '-inf': not a finite number"], status: 1),
            Case(
                "unknown unit suggests", ["measure", "--unit", "celcius", "25"],
                stdout: "", stderr: ["Error: Unknown unit 'celcius': did you mean 'celsius'?"], status: 64),
            Case("missing unit", ["measure", "25"], stdout: "", stderr: ["Missing --unit"], status: 64),
            Case("missing value", ["measure", "--unit", "celsius"], stdout: "", stderr: ["Missing VALUE"], status: 64),
            Case(
                "bad width", ["measure", "--unit", "celsius", "--width", "wide", "1"],
                stdout: "", stderr: ["Invalid value 'wide' for --width"], status: 64),
            Case(
                "bad usage", ["measure", "--unit", "celsius", "--usage", "road", "1"],
                stdout: "", stderr: ["Invalid value 'road' for --usage"], status: 64),
            Case(
                "bad digits", ["measure", "--unit", "celsius", "--max-fraction-digits", "x", "1"],
                stdout: "", stderr: ["Invalid value 'x' for --max-fraction-digits"], status: 64),
            Case(
                "unit without weather usage", ["measure", "--unit", "percent", "--usage", "weather", "1"],
                stdout: "", stderr: ["Unit 'percent' has no 'weather' usage"], status: 64),
            Case(
                "bad locale", ["measure", "--locale", "xx-!!", "--unit", "celsius", "1"],
                stdout: "", stderr: ["Invalid locale 'xx-!!'"], status: 64),
        ])
    func measure(_ c: Case) throws {
        try check(c)
    }

    @Test(
        "spoken label",
        arguments: [
            Case(
                "weather cell en", ["label", "Beijing", "25 degrees Celsius"], stdout: "Beijing, 25 degrees Celsius\n"),
            Case("weather cell zh-Hans", ["label", "--locale", "zh-Hans", "北京", "25摄氏度"], stdout: "北京，25摄氏度\n"),
            Case("ja separator", ["label", "--locale", "ja", "北京", "晴れ"], stdout: "北京、晴れ\n"),
            Case("ar separator", ["label", "--locale", "ar", "بكين", "مشمس"], stdout: "بكين، مشمس\n"),
            Case(
                "rules applied", ["label", "  Beijing ", "", "Beijing", "Sunny,", " 25   degrees "],
                stdout: "Beijing, Sunny, 25 degrees\n"),
            Case("and style", ["label", "--style", "and", "Alice", "Bob", "Carol"], stdout: "Alice, Bob, and Carol\n"),
            Case(
                "and style zh-Hans", ["label", "--locale", "zh-Hans", "--style", "and", "Alice", "Bob", "Carol"],
                stdout: "Alice、Bob和Carol\n"),
            Case("or style", ["label", "--style", "or", "Alice", "Bob", "Carol"], stdout: "Alice, Bob, or Carol\n"),
            Case(
                "bad style", ["label", "--style", "comma", "a"], stdout: "",
                stderr: ["Invalid value 'comma' for --style: expected one of pause, and, or"], status: 64),
            Case("no child", ["label"], stdout: "", stderr: ["Missing CHILD"], status: 64),
            Case(
                "unknown option", ["label", "--loud", "a"], stdout: "", stderr: ["Unknown option '--loud'"], status: 64),
        ])
    func label(_ c: Case) throws {
        try check(c)
    }

    @Test("spoken --help lists measure and label")
    func help() throws {
        let run = try Self.spoken(["--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("  measure "))
        #expect(run.stdout.contains("  label "))
    }

    @Test("--list-units prints ICU's units")
    func listUnits() throws {
        let run = try Self.spoken(["measure", "--list-units"])
        #expect(run.status == 0)
        let units = run.stdout.split(separator: "\n").map(String.init)
        #expect(units.contains("celsius"))
        #expect(units.contains("kilometer-per-hour"))
        #expect(units.count > 150)
    }

    private func check(_ c: Case) throws {
        let run = try Self.spoken(c.arguments, stdin: c.stdin)
        #expect(run.stdout == c.stdout)
        #expect(run.status == c.status)
        if c.stderr.isEmpty {
            #expect(run.stderr.isEmpty)
        }
        for fragment in c.stderr {
            #expect(run.stderr.contains(fragment), "stderr: \(run.stderr)")
        }
    }
}
