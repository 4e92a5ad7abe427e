import Spoken
import SpokenRender

/// `spoken NAME` for a declared value type (`ValueType`): its options, usage lines, positional
/// values and `--help` are derived from the declaration's fields, the same fields `spoken render`
/// takes. The first form of the value is the positional argument (`DURATION...`, `START END`), with
/// `-` reading values from standard input, one per line; another form is given with options
/// (`--value -5 --unit minute`).
struct ValueCommand {
    let valueType: ValueType
    let declaration: CommandDeclaration
    /// Each option field's declaration, by field name.
    private let optionsByField: [String: OptionDeclaration]
    /// What the command adds beside speaking values, if anything.
    private let mode: Mode?

    /// A way of running a value type's command besides speaking values, with options of its own
    /// (`spoken rating --each`: a rating control's stars): its options, its usage line, and the
    /// command's own summary and exit status where they say more than the declaration's.
    struct Mode: Sendable {
        var summary: String?
        var options: [OptionDeclaration]
        /// The mode's usage line.
        var usage: [UsageItem]
        var exitStatus: String?
        /// Runs the mode when the arguments ask for it; nil: they do not, and the values are spoken.
        var run: @Sendable (ParsedArguments, ValueCommand) throws(CLIError) -> Int32?
    }

    /// The modes of the value types whose commands have one, by value type name.
    static let modes: [String: Mode] = [
        ValueType.rating.name: RatingCommand.starsMode, ValueType.measure.name: MeasureCommand.listUnitsMode,
    ]

    init(_ valueType: ValueType) {
        self.valueType = valueType
        let mode = Self.modes[valueType.name]
        self.mode = mode
        var shared = [OptionGroup.locale]
        if valueType.usesTimeZone { shared.append(OptionGroup.timeZone) }
        if valueType.usesCatalog { shared.append(OptionGroup.catalog) }
        let positional = valueType.forms.first ?? []
        var optionsByField: [String: OptionDeclaration] = [:]
        var options: [OptionDeclaration] = []
        for field in valueType.fields where field.commandLine && !positional.contains(field.name) {
            let option =
                (field.kind == .flag
                ? OptionDeclaration.flag(field.option, help: field.help)
                : OptionDeclaration.option(
                    field.option, field.valueName, help: field.help, default: field.defaultValue,
                    defaultHelp: field.defaultHelp)).formerly(field.formerOption)
            optionsByField[field.name] = option
            options.append(option)
        }
        self.optionsByField = optionsByField
        // `--markup` and `--display-width`: the registry's common fields of the ops with a visible form.
        let markup = valueType.display == nil ? [] : MarkupOptions.declarations
        options += markup
        options += mode?.options ?? []

        // One usage line per form the command line can give: shared options, the options that go
        // with the form, then the form's own fields (positionals or required options).
        var usage: [[UsageItem]] = []
        for (index, form) in valueType.forms.enumerated() {
            let fields = form.compactMap { valueType.field($0) }
            guard fields.allSatisfy(\.commandLine) else { continue }
            var items = shared.map { UsageItem.optional($0.name) }
            for field in valueType.options where field.commandLine {
                if let partner = field.onlyWith, !form.contains(partner) { continue }
                items.append(field.required ? .required(field.option) : .optional(field.option))
            }
            items += markup.map { .optional($0.name) }
            items += fields.map { index == 0 ? .argument($0.valueName) : .required($0.option) }
            usage.append(items)
        }
        if let mode { usage.append(mode.usage) }
        let arguments = positional.compactMap { valueType.field($0) }.map {
            ArgumentDeclaration($0.valueName, help: $0.help, repeating: positional.count == 1)
        }
        declaration = CommandDeclaration(
            name: OpDeclaration.kebab(valueType.name), summary: mode?.summary ?? valueType.summary, usage: usage,
            discussion: valueType.discussion,
            arguments: arguments, options: shared + options,
            exitStatus: mode?.exitStatus
                ?? """
                0 on success, 1 when a value is invalid (the others are still printed;
                on standard input each bad line is reported with its line number), 64 on usage errors,
                66 when standard input cannot be read (a directory).
                """)
    }

    /// The option of the field `name` (`--max` for `max`).
    func option(_ name: String) -> OptionDeclaration? { optionsByField[name] }

    /// The value of the option field `name` as the field reads it: its default when absent; a
    /// usage error naming the option as given when it is bad.
    func value(_ name: String, in arguments: ParsedArguments) throws(CLIError) -> ValueInput? {
        guard let field = valueType.field(name), let option = optionsByField[name] else { return nil }
        guard let text = arguments.given[option.name] ?? field.defaultValue else { return nil }
        do {
            return try field.parse(text, spelledAs: arguments.spelling(of: option))
        } catch {
            throw .usage(error)
        }
    }

    /// The command as `SpokenCLI.commands` lists it.
    var entry: CommandEntry {
        CommandEntry(declaration: declaration) { (arguments) throws(CLIError) -> Int32 in try run(arguments) }
    }

    func run(_ arguments: ParsedArguments) throws(CLIError) -> Int32 {
        if let mode, let status = try mode.run(arguments, self) { return status }
        let locale = try arguments.locale()
        let zone = valueType.usesTimeZone ? try arguments.timeZone() : SpokenTimeZone.utc
        if valueType.usesCatalog { try arguments.applyCatalog() }
        var options = ValueInputs()
        for field in valueType.fields {
            guard let option = optionsByField[field.name] else { continue }
            if field.kind == .flag {
                if arguments.has(option.name) { options[field.name] = .flag(true) }
            } else if let text = arguments.given[option.name] {
                do {
                    options[field.name] = try field.parse(text, spelledAs: arguments.spelling(of: option))
                } catch {
                    throw .usage(error)
                }
            }
        }
        let positional = valueType.forms.first ?? []
        var given = Set(options.names)
        if !arguments.positionals.isEmpty { given.formUnion(positional) }
        if let missing = valueType.missingRequired(given: given) {
            let help = missing.help.split(separator: "\n").first.map(String.init) ?? missing.help
            throw .usage("Missing \(missing.option) \(missing.valueName): \(help)")
        }
        if let check = valueType.checkOptions {
            do {
                try check(options, locale)
            } catch {
                throw .usage(error)
            }
        }
        let width = valueType.display == nil ? nil : try MarkupOptions.width(arguments)
        /// The words, or with `--markup` the words and the visible form as one JSON object.
        func say(_ inputs: ValueInputs) throws(SpokenError) -> String {
            guard let width else { return try valueType.string(inputs, locale: locale, timeZone: zone) }
            let markup = try valueType.markup(inputs, locale: locale, timeZone: zone, width: width)
            return MarkupOptions.json(markup, locale: locale)
        }
        switch valueType.form(given: given) {
        case .form(let index) where index > 0:
            do {
                Output.line(try say(options))
                return 0
            } catch {
                throw .failure(error.message)
            }
        case .form:
            break
        case .none:
            let names = positional.compactMap { valueType.field($0)?.valueName }
            throw .usage(
                names.count == 1
                    ? "Missing \(names[0]): give one or more values, or '-' to read standard input"
                    : "Missing \(names.joined(separator: " ")): give \(names.joined(separator: " and ")), or '-' to read them from standard input"
            )
        case .conflict(let first, let second):
            if positional.contains(first) || positional.contains(second), let token = arguments.positionals.first {
                let option = spelling(positional.contains(first) ? second : first)
                throw .usage("Unexpected argument '\(token)' with \(option)")
            }
            throw .usage("Options \(spelling(first)) and \(spelling(second)) are two ways to give one value: give one")
        case .incomplete(_, let missing):
            let partners = valueType.forms.first { $0.contains(missing) }?.filter { $0 != missing } ?? []
            throw .usage(
                "Missing \(spelling(missing)): it goes with \(partners.map(spelling).joined(separator: " and "))")
        case .misplaced(let field, let partner):
            throw .usage("Option \(spelling(field)) goes with \(spelling(partner))")
        }
        let fields = positional.compactMap { valueType.field($0) }
        func speak(_ tokens: [String]) throws(SpokenError) -> String {
            var inputs = options
            for (field, token) in zip(fields, tokens) {
                inputs[field.name] = try field.parse(token, spelledAs: field.valueName)
            }
            return try say(inputs)
        }
        if fields.count == 1 {
            return Output.eachValue(arguments.positionals) { (token) throws(SpokenError) -> String in
                try speak([token])
            }
        }
        return try eachGroup(arguments.positionals, of: fields.map(\.valueName), speak)
    }

    /// How messages name a field: `'--unit'` for an option, `INSTANT` for a positional.
    private func spelling(_ name: String) -> String {
        if let option = optionsByField[name] { return "'\(option.name)'" }
        if let field = valueType.field(name), valueType.forms.first?.contains(name) == true {
            return "\(field.valueName) arguments"
        }
        return "'\(name)'"
    }

    /// Values of several fields (`START END`): taken from the positionals in groups, or from
    /// standard input for a `-` where a group starts, one group per line with its values separated
    /// by a tab (or, in a line without tabs, by spaces). Same output and error rules as
    /// `Output.eachValue`.
    private func eachGroup(
        _ tokens: [String], of names: [String], _ speak: ([String]) throws(SpokenError) -> String
    ) throws(CLIError) -> Int32 {
        // Check the shape before speaking anything: a usage error says nothing else.
        var groups: [[String]?] = []  // nil: standard input
        var index = 0
        while index < tokens.count {
            if tokens[index] == "-" {
                groups.append(nil)
                index += 1
                continue
            }
            let group = Array(tokens[index..<min(index + names.count, tokens.count)])
            guard group.count == names.count, !group.contains("-") else {
                throw .usage(
                    "Missing \(names[group.count...].joined(separator: " ")) after \(names[0]) '\(group[0])': give \(names.joined(separator: " and ")) together"
                )
            }
            groups.append(group)
            index += names.count
        }
        var failed = false
        var unreadable = false
        for group in groups {
            guard Output.canWrite else { break }
            guard let group else {
                let read = Output.forEachInputLine { number, line in
                    if InputLine.isBlank(line) { return }
                    let values = Self.split(line)
                    guard values.count == names.count else {
                        failed = true
                        Output.error(
                            "Error: Line \(number): expected \(names.joined(separator: " and ")) separated by a tab or spaces, got \(values.count) value\(values.count == 1 ? "" : "s")"
                        )
                        return
                    }
                    do throws(SpokenError) {
                        Output.line(try speak(values))
                    } catch {
                        failed = true
                        Output.error("Error: Line \(number): \(error.message)")
                    }
                }
                if read == .unreadable { unreadable = true } else if read != .complete { failed = true }
                continue
            }
            do throws(SpokenError) {
                Output.line(try speak(group))
            } catch {
                failed = true
                Output.error("Error: \(error.message)")
            }
        }
        return unreadable ? 66 : failed ? 1 : 0
    }

    /// A line's values: split at tabs when it has any, else at runs of spaces.
    static func split(_ line: String) -> [String] {
        let trimmed = Substring(line).drop { $0 == " " || $0 == "\t" }
        if trimmed.contains("\t") {
            return trimmed.split(separator: "\t").map {
                String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
            }
        }
        return trimmed.split(separator: " ").map(String.init)
    }
}
