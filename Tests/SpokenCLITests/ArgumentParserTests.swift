import Testing

@testable import spoken

/// The parser on its own, against a declaration made for the test: values, flags, positionals,
/// and each usage error with its message.
@Suite("ArgumentParser")
struct ArgumentParserTests {
    static let declaration = CommandDeclaration(
        name: "test",
        summary: "A command for the parser's tests",
        arguments: [ArgumentDeclaration("VALUE", repeating: true)],
        options: [
            .option("--locale", "TAG", help: "a locale", default: "en-US"),
            .option("--max", "N", help: "a number"),
            .flag("--strict", help: "a flag"),
        ],
        exitStatus: "0.")

    struct Good: Sendable, CustomTestStringConvertible {
        let name: String
        let tokens: [String]
        let locale: String?
        let max: String?
        let flags: Set<String>
        let positionals: [String]
        var testDescription: String { name }
    }

    static let good: [Good] = [
        Good(name: "nothing given: defaults", tokens: [], locale: "en-US", max: nil, flags: [], positionals: []),
        Good(
            name: "--name value", tokens: ["--locale", "de", "x"], locale: "de", max: nil, flags: [],
            positionals: ["x"]),
        Good(name: "--name=value", tokens: ["--locale=de"], locale: "de", max: nil, flags: [], positionals: []),
        Good(name: "--name= (empty value)", tokens: ["--max="], locale: "en-US", max: "", flags: [], positionals: []),
        Good(
            name: "value with '=' inside", tokens: ["--max=a=b"], locale: "en-US", max: "a=b", flags: [],
            positionals: []),
        Good(
            name: "the last value wins", tokens: ["--max", "1", "--max", "2"], locale: "en-US", max: "2", flags: [],
            positionals: []),
        Good(
            name: "a flag", tokens: ["--strict", "a"], locale: "en-US", max: nil, flags: ["--strict"],
            positionals: ["a"]),
        Good(name: "-h is --help", tokens: ["-h"], locale: "en-US", max: nil, flags: ["--help"], positionals: []),
        Good(
            name: "--help", tokens: ["x", "--help"], locale: "en-US", max: nil, flags: ["--help"], positionals: ["x"]),
        Good(
            name: "-- then --help is an argument", tokens: ["--", "--help", "-h", "--strict"], locale: "en-US",
            max: nil, flags: [], positionals: ["--help", "-h", "--strict"]),
        Good(
            name: "negative numbers are values", tokens: ["-5", "-0.5", "-.5", "-1e3"], locale: "en-US", max: nil,
            flags: [], positionals: ["-5", "-0.5", "-.5", "-1e3"]),
        Good(
            name: "-inf and -nan are values", tokens: ["-inf", "-nan", "-Infinity"], locale: "en-US", max: nil,
            flags: [], positionals: ["-inf", "-nan", "-Infinity"]),
        Good(
            name: "a negative option value", tokens: ["--max", "-3"], locale: "en-US", max: "-3", flags: [],
            positionals: []),
        Good(name: "a lone dash is stdin", tokens: ["-"], locale: "en-US", max: nil, flags: [], positionals: ["-"]),
    ]

    @Test("Accepted command lines", arguments: good)
    func accepted(_ c: Good) throws {
        let parsed = try ArgumentParser(declaration: Self.declaration).parse(c.tokens)
        #expect(parsed["--locale"] == c.locale)
        #expect(parsed["--max"] == c.max)
        #expect(parsed.flags == c.flags)
        #expect(parsed.positionals == c.positionals)
    }

    @Test(
        "Usage errors name the token",
        arguments: [
            // (case, tokens, message)
            ("flag with =value", ["--strict=yes"], "Option '--strict' takes no value"),
            ("--help with =value", ["--help=1"], "Option '--help' takes no value"),
            ("unknown option, close to one", ["--locle", "de"], "Unknown option '--locle': did you mean '--locale'?"),
            ("unknown option, transposed", ["--srtict"], "Unknown option '--srtict': did you mean '--strict'?"),
            ("unknown option, nothing close", ["--colour"], "Unknown option '--colour'"),
            ("unknown short option", ["-x"], "Unknown option '-x'"),
            ("missing value", ["a", "--max"], "Option '--max' needs a value"),
            ("unknown -e is no number", ["-e5"], "Unknown option '-e5'"),
        ])
    func rejected(_ name: String, _ tokens: [String], _ message: String) {
        do {
            let parsed = try ArgumentParser(declaration: Self.declaration).parse(tokens)
            Issue.record("accepted: \(parsed.positionals)")
        } catch {
            guard case .usage(let text) = error else {
                Issue.record("not a usage error: \(error)")
                return
            }
            #expect(text == message)
            #expect(error.exitCode == 64)
        }
    }
}
