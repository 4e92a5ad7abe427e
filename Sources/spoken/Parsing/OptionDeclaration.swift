import SpokenRender

/// One option or flag a command accepts, declared once: `ArgumentParser` reads it and
/// `HelpGenerator` prints it, so the parser and `--help` cannot disagree.
struct OptionDeclaration: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        /// Present or absent (`--strict`); `--strict=yes` is a usage error.
        case flag
        /// Takes one value, as `--name VALUE` or `--name=VALUE`; the last one given wins.
        case option(valueName: String)
        /// Takes a value each time it is given (`--locale ru --locale ar`); all are kept, in order.
        case repeating(valueName: String)
    }

    /// The long name with its dashes: `--locale`.
    let name: String
    /// A one-letter alias (`h` for `-h`), if any.
    let shortName: Character?
    let kind: Kind
    /// What the option does; may span lines (help aligns them).
    let help: String
    /// The value used when the option is absent; help prints it.
    let defaultValue: String?
    /// Help's words for a default computed at run time ("the number of active processors").
    let defaultHelp: String?
    /// The option's former name, still accepted as this option (deprecated): `--style` for
    /// `--presentation`. Help mentions it; errors name the spelling given.
    var formerName: String? = nil

    static func option(
        _ name: String, _ valueName: String, help: String, default defaultValue: String? = nil,
        defaultHelp: String? = nil
    ) -> OptionDeclaration {
        OptionDeclaration(
            name: name, shortName: nil, kind: .option(valueName: valueName), help: help, defaultValue: defaultValue,
            defaultHelp: defaultHelp)
    }

    static func repeating(_ name: String, _ valueName: String, help: String) -> OptionDeclaration {
        OptionDeclaration(
            name: name, shortName: nil, kind: .repeating(valueName: valueName), help: help, defaultValue: nil,
            defaultHelp: nil)
    }

    static func flag(_ name: String, short: Character? = nil, help: String) -> OptionDeclaration {
        OptionDeclaration(name: name, shortName: short, kind: .flag, help: help, defaultValue: nil, defaultHelp: nil)
    }

    /// `-h, --help`: every command has it, and it is parsed like any other flag (so after `--`
    /// it is an argument).
    static let help = flag("--help", short: "h", help: "Show this help")

    /// The same option with another help text (a shared option whose meaning a command narrows).
    func with(help: String) -> OptionDeclaration {
        OptionDeclaration(
            name: name, shortName: shortName, kind: kind, help: help, defaultValue: defaultValue,
            defaultHelp: defaultHelp, formerName: formerName)
    }

    /// The same option, also accepted as `formerName` (nil: none).
    func formerly(_ formerName: String?) -> OptionDeclaration {
        var option = self
        option.formerName = formerName
        return option
    }

    var valueName: String? {
        switch kind {
        case .flag: nil
        case .option(let valueName), .repeating(let valueName): valueName
        }
    }

    /// True for an option that may be given many times.
    var repeats: Bool {
        if case .repeating = kind { return true }
        return false
    }

    /// `--locale TAG`, `-h, --help`: how help and usage lines spell it.
    var synopsis: String {
        let long = valueName.map { "\(name) \($0)" } ?? name
        return shortName.map { "-\($0), \(long)" } ?? long
    }
}

extension OptionDeclaration {
    /// The option of an op's field as the op registry declares it (`OpField`): `--date-style` for
    /// `dateStyle`, its words as the value name (`full|short|narrow`), its default and its
    /// documentation, so that the command and `spoken render` cannot disagree. A boolean field
    /// is a flag.
    /// `--no-isolate` for a boolean field true by default (`isolate`): the flag that turns it off.
    static func negation(of field: OpField) -> OptionDeclaration {
        precondition(field.types == [.boolean] && field.defaultValue == .bool(true), "a field true by default")
        return .flag("--no-" + OpDeclaration.kebab(field.name), help: "without " + field.doc)
    }

    static func field(_ field: OpField, valueName: String? = nil) -> OptionDeclaration {
        let name = "--" + OpDeclaration.kebab(field.name)
        let former = field.formerName.map { "--" + OpDeclaration.kebab($0) }
        if field.types == [.boolean] { return .flag(name, help: field.doc).formerly(former) }
        var defaultText: String?
        switch field.defaultValue {
        case .string(let text)?: defaultText = text
        case .number(let text)?: defaultText = text
        default: defaultText = nil
        }
        return .option(
            name, valueName ?? field.values?.joined(separator: "|") ?? (field.types.contains(.integer) ? "N" : "VALUE"),
            help: field.doc, default: defaultText
        ).formerly(former)
    }
}
