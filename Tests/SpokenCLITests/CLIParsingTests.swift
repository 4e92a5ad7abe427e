import Foundation
import TestSupport
import Testing

/// The command line's own behaviour, end to end through the binary: help as an option, `help`,
/// unknown commands, `--version`, and issue 11's parsing cases.
@Suite("spoken command-line parsing, end to end")
struct CLIParsingTests {
    @Test(
        "Outputs, errors and exit codes",
        arguments: [
            // (case, arguments, stdout, stderr contains, exit code)
            ("-- then --help is spoken", ["label", "--", "--help"], "--help\n", "", Int32(0)),
            ("-h after -- is spoken", ["label", "a", "--", "-h"], "a, -h\n", "", 0),
            (
                "unknown command suggests the nearest", ["dates"], "",
                "Error: Unknown command 'dates': did you mean 'date'? Run 'spoken --help' for the list.", 64
            ),
            (
                "unknown command far from all", ["calendar"], "",
                "Error: Unknown command 'calendar'. Run 'spoken --help' for the list.", 64
            ),
            (
                "help for an unknown command", ["help", "rotors"], "",
                "Error: Unknown command 'rotors': did you mean 'rotor'? Run 'spoken --help' for the list.", 64
            ),
            (
                "misspelt --version", ["--verison"], "",
                "Error: Unknown command '--verison': did you mean '--version'?", 64
            ),
            ("help with two commands", ["help", "date", "label"], "", "Error: Unexpected argument 'label'", 64),
            (
                "unknown option suggests", ["rating", "--out-off", "3"], "",
                "Error: Unknown option '--out-off': did you mean '--out-of'?\nRun 'spoken rating --help' for usage.", 64
            ),
            ("flag with a value", ["lint", "--strict=yes", "l10n"], "", "Error: Option '--strict' takes no value", 64),
            ("help with a value", ["date", "--help=yes"], "", "Error: Option '--help' takes no value", 64),
            (
                "every digit of a long value", ["measure", "--unit", "meter", "12345678901234567"],
                "\(ICUGolden.decimalMeasure("en", "meter", "12345678901234567"))\n", "", 0
            ),
            (
                "negative number after --", ["measure", "--unit", "celsius", "--", "-3.5"],
                "\u{2212}3.5 degrees Celsius\n",
                "", 0
            ),
            (
                "negative number as a value", ["measure", "--unit", "celsius", "-3.5"], "\u{2212}3.5 degrees Celsius\n",
                "", 0
            ),
            // Issue 11: a repeated NAME=VALUE is an error naming it (render refuses a repeated field too).
            (
                "repeated announce argument", ["announce", "newMessages", "count=1", "count=2"], "",
                "Error: Duplicate argument 'count': give each NAME=VALUE once", 1
            ),
            // Issue 11: an overflowing number is quoted as written, not as the 'inf' it became.
            (
                "1e999 in measure", ["measure", "--unit", "celsius", "1e999", "2"], "2 degrees Celsius\n",
                "Error: Invalid number '1e999': not a finite number", 1
            ),
            (
                "1e999 in rating", ["rating", "1e999", "2"], "2 stars\n",
                "Error: Invalid rating '1e999': not a finite number", 1
            ),
            (
                "1e999 as --selected", ["rating", "--each", "--max", "3", "--selected", "1e999"], "",
                "Error: Invalid rating '1e999': not a finite number", 1
            ),
            // Issue 11: -inf and -nan are values (the number error), as -3.5 is.
            (
                "-inf in measure", ["measure", "--unit", "celsius", "-inf"], "",
                "Error: Invalid number '-inf': not a finite number", 1
            ),
            (
                "-nan in measure", ["measure", "--unit", "celsius", "-nan", "1"], "1 degree Celsius\n",
                "Error: Invalid number '-nan': not a finite number", 1
            ),
            ("-inf in rating", ["rating", "-inf"], "", "Error: Invalid rating '-inf': not a finite number", 1),
            ("-NaN in rating", ["rating", "-NaN"], "", "Error: Invalid rating '-NaN': not a finite number", 1),
            ("-inf as an instant", ["date", "-inf"], "", "Error: Invalid instant '-inf'", 1),
        ])
    func cases(_ name: String, _ arguments: [String], _ stdout: String, _ stderr: String, _ status: Int32) throws {
        try CLI.expect(arguments, stdout: stdout, stderrContains: stderr, status: status)
    }

    /// Issue 11: both styles none printed ICU's fallback pattern ("19700101 12:00 AM").
    @Test(
        "Date and time styles both none is a usage error naming both options", arguments: ["icu", "spoken", "relative"])
    func bothStylesNone(_ style: String) throws {
        let result = try CLI.run(["date", "--date-style", "none", "--time-style=none", "--style", style, "@0"])
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr
                == "Error: Invalid styles '--date-style none' and '--time-style none': nothing would be spoken (give at least one of them another style)\nRun 'spoken date --help' for usage.\n"
        )
        #expect(result.status == 64)
    }

    @Test("One style none still speaks the other")
    func oneStyleNone() throws {
        try CLI.expect(
            ["date", "--date-style", "none", "@0"], stdout: "12:00\u{202F}AM\n", stderrContains: "", status: 0)
    }

    @Test("--version names Spoken's version and ICU's")
    func version() throws {
        let result = try CLI.run(["--version"])
        #expect(result.status == 0)
        let pattern = /spoken \d+\.\d+\.\d+ \(ICU \d+\.\d+(\.\d+)?\)\n/
        #expect(result.stdout.wholeMatch(of: pattern) != nil, "stdout: \(result.stdout)")
        // The ICU part agrees with the version the binary reports for its demo.
        let demo = try CLI.run(["demo"])
        let icu = try #require(result.stdout.firstMatch(of: /ICU ([0-9.]+)\)/)?.1)
        #expect(demo.stdout.hasPrefix("Spoken demo — ICU \(icu)."))
    }
}
