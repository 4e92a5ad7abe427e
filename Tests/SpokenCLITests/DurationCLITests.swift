import Spoken
import SpokenRender
import TestSupport
import Testing

@testable import spoken

@Suite("spoken duration, end to end")
struct DurationCLITests {
    static func icu(_ locale: String, _ seconds: String, maximumUnitCount: Int? = nil) -> String {
        ICUGolden.duration(locale, seconds: seconds, maximumUnitCount: maximumUnitCount) ?? "missing golden row"
    }

    @Test(
        "Outputs, errors and exit codes",
        arguments: [
            // (case, arguments, stdout, stderr contains, exit code)
            (
                "every form", ["duration", "4527", "1:15:27", "PT1H15M27S", "3627"],
                "\(icu("en", "4527"))\n\(icu("en", "4527"))\n\(icu("en", "4527"))\n\(icu("en", "3627"))\n", "",
                Int32(0)
            ),
            ("German", ["duration", "--locale", "de", "4527"], "\(icu("de", "4527"))\n", "", 0),
            (
                "two units", ["duration", "--locale", "ru", "--max-units", "2", "14380"],
                "\(icu("ru", "14380", maximumUnitCount: 2))\n", "", 0
            ),
            ("minutes only", ["duration", "--units", "minute", "4500"], "75 minutes\n", "", 0),
            (
                "a bad value keeps the rest", ["duration", "-5", "4527"], "\(icu("en", "4527"))\n",
                "Error: Invalid duration '-5': a duration cannot be negative", 1
            ),
            (
                "too long for the arithmetic, the rest still spoken",
                ["duration", "P300000000000000W", "PT47300000000000000H", "4527"], "\(icu("en", "4527"))\n",
                "Error: Invalid duration 'P300000000000000W': too long to speak\nError: Invalid duration 'PT47300000000000000H': too long to speak",
                1
            ),
            ("unknown unit", ["duration", "--units", "week", "1"], "", "Error: Invalid value 'week' for --units", 64),
            (
                "count out of range", ["duration", "--max-units", "0", "1"], "",
                "Error: Invalid value '0' for --max-units: expected a whole number from 1 to 5", 64
            ),
            (
                "bad rounding", ["duration", "--rounding", "half", "1"], "",
                "Error: Invalid value 'half' for --rounding", 64
            ),
            ("no value", ["duration"], "", "Error: Missing DURATION", 64),
            ("no --seconds option", ["duration", "--seconds", "5"], "", "Error: Unknown option '--seconds'", 64),
        ])
    func cases(_ name: String, _ arguments: [String], _ stdout: String, _ stderr: String, _ status: Int32) throws {
        try CLI.expect(arguments, stdout: stdout, stderrContains: stderr, status: status)
    }

    @Test("'-' reads standard input: line-numbered errors, blank lines skipped")
    func standardInput() throws {
        let result = try CLI.run(["duration", "--locale", "zh-Hans", "-"], stdin: "4527\n\nsoon\n1:00:27\n")
        #expect(result.stdout == "\(Self.icu("zh-Hans", "4527"))\n\(Self.icu("zh-Hans", "3627"))\n")
        #expect(
            result.stderr
                == "Error: Line 3: Invalid duration 'soon': expected seconds (4527), clock time (1:15:27) or ISO 8601 (PT1H15M)\n"
        )
        #expect(result.status == 1)
    }

    @Test(
        "Every value type has a command whose options are its declared fields",
        arguments: ValueType.standalone.map(\.name))
    func derived(_ name: String) throws {
        let type = try #require(ValueType.named(name))
        let command = try #require(SpokenCLI.commands.first { $0.declaration.name == OpDeclaration.kebab(name) })
        for field in type.fields where field.commandLine && !type.forms[0].contains(field.name) {
            let option = try #require(command.declaration.option(named: field.option), "\(field.option)")
            #expect(option.defaultValue == field.defaultValue)
            #expect(option.help == field.help)
        }
        #expect(
            command.declaration.arguments.map(\.valueName) == type.forms[0].compactMap { type.field($0)?.valueName })
        // A command with a mode of its own (rating's --each) says so in its summary.
        #expect(command.declaration.summary == (ValueCommand.modes[name]?.summary ?? type.summary))
    }
}
