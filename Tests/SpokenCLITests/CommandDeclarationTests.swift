import Testing

@testable import spoken

/// Every command's declarations are consistent: what the usage lines name exists, every option
/// appears in some usage form, and the parser accepts what help shows.
@Suite("Command declarations")
struct CommandDeclarationTests {
    static let names = SpokenCLI.commands.map { $0.declaration.name }

    @Test("Usage forms name only declared options and arguments, and cover every option", arguments: names)
    func usageForms(_ name: String) throws {
        let declaration = try #require(SpokenCLI.commands.first { $0.declaration.name == name }).declaration
        var named: Set<String> = []
        for item in declaration.usageForms.joined() {
            switch item {
            case .optional(let option), .required(let option):
                #expect(declaration.option(named: option) != nil, "'\(option)' is not declared")
                named.insert(option)
            case .argument(let valueName):
                #expect(declaration.arguments.contains { $0.valueName == valueName }, "'\(valueName)' is not declared")
            }
        }
        for option in declaration.options where option != .help {
            #expect(named.contains(option.name), "'\(option.name)' is in no usage form")
        }
        #expect(Set(declaration.options.map(\.name)).count == declaration.options.count, "an option declared twice")
    }

    @Test("The parser accepts every declared option with a value or as a flag", arguments: names)
    func parserReadsDeclarations(_ name: String) throws {
        let declaration = try #require(SpokenCLI.commands.first { $0.declaration.name == name }).declaration
        for option in declaration.options {
            let tokens = option.valueName == nil ? [option.name] : [option.name, "v"]
            let parsed = try ArgumentParser(declaration: declaration).parse(tokens)
            if option.valueName == nil {
                #expect(parsed.has(option.name))
            } else {
                #expect(parsed[option.name] == "v")
            }
        }
    }

    @Test("Shared options are declared once: every command taking --locale takes the same one")
    func sharedGroups() {
        for shared in [OptionGroup.locale, OptionGroup.timeZone, OptionGroup.catalog] {
            for command in SpokenCLI.commands {
                guard let option = command.declaration.option(named: shared.name) else { continue }
                // `spoken preview --locale ru --locale ar`: the same option, given many times.
                if option.repeats {
                    #expect(option.valueName == shared.valueName, "\(command.declaration.name) \(shared.name)")
                    continue
                }
                #expect(option.kind == shared.kind, "\(command.declaration.name) \(shared.name)")
                #expect(option.defaultValue == shared.defaultValue, "\(command.declaration.name) \(shared.name)")
            }
        }
    }
}
