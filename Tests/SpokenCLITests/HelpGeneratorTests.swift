import Testing

@testable import spoken

/// The help generator on a declaration made for the test: every part of the layout, written out
/// by hand here.
@Suite("HelpGenerator")
struct HelpGeneratorTests {
    static let declaration = CommandDeclaration(
        name: "example",
        summary: "Say examples",
        usage: [
            [.optional("--locale"), .required("--unit"), .optional("--long-option-name"), .argument("VALUE")],
            [.required("--list")],
        ],
        discussion: "Prints one line per VALUE.",
        arguments: [ArgumentDeclaration("VALUE", help: "a number", repeating: true)],
        options: [
            .option("--locale", "TAG", help: "a locale", default: "en-US"),
            .option("--unit", "UNIT", help: "a unit"),
            .option(
                "--long-option-name", "SOMETHING-QUITE-LONG-INDEED", help: "first line\nsecond line",
                defaultHelp: "computed"),
            .flag("--list", help: "list them"),
        ],
        sections: [(title: "Notes", body: "  one note")],
        exitStatus: "0 on success.")

    @Test("Usage forms, summary, discussion, arguments, options with defaults, sections, exit status")
    func layout() {
        let expected = """
            Usage: spoken example [--locale TAG] --unit UNIT [--long-option-name SOMETHING-QUITE-LONG-INDEED]
                                  VALUE...
                   spoken example --list

            Say examples

            Prints one line per VALUE.

            Arguments:
              VALUE  a number

            Options:
              --locale TAG                                    a locale (default: en-US)
              --unit UNIT                                     a unit
              --long-option-name SOMETHING-QUITE-LONG-INDEED  first line
                                                              second line
                                                              (default: computed)
              --list                                          list them
              -h, --help                                      Show this help

            Notes:
              one note

            Exit status: 0 on success.
            """
        #expect(HelpGenerator.help(for: Self.declaration) == expected)
    }

    @Test("Without usage forms, the usage lists every option, then the arguments")
    func defaultUsage() {
        let declaration = CommandDeclaration(
            name: "plain", summary: "s", arguments: [ArgumentDeclaration("KEY", repeating: true, optional: true)],
            options: [.option("--locale", "TAG", help: "l"), .flag("--strict", help: "s")], exitStatus: "0.")
        #expect(HelpGenerator.usage(for: declaration) == "Usage: spoken plain [--locale TAG] [--strict] [KEY...]")
    }
}
