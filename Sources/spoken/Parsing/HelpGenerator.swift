import Foundation

/// Writes `spoken NAME --help` from a command's declarations: usage forms, summary, discussion,
/// arguments, options with value names and defaults, further sections, exit status.
enum HelpGenerator {
    /// Usage lines wrap before this column, continuing under the first option.
    static let width = 100

    static func help(for command: CommandDeclaration) -> String {
        var parts: [String] = [usage(for: command), command.summary]
        if !command.discussion.isEmpty { parts.append(command.discussion) }
        let arguments = command.arguments.filter { !$0.help.isEmpty }
        if !arguments.isEmpty {
            parts.append("Arguments:\n" + table(arguments.map { ($0.valueName, $0.help) }))
        }
        parts.append("Options:\n" + table(command.options.map { ($0.synopsis, describe($0)) }))
        for section in command.sections { parts.append("\(section.title):\n\(section.body)") }
        parts.append("Exit status: " + command.exitStatus)
        return parts.joined(separator: "\n\n")
    }

    /// `Usage: spoken date [--locale TAG] … INSTANT...`, one line per form, wrapped at `width`.
    static func usage(for command: CommandDeclaration) -> String {
        var lines: [String] = []
        for (number, form) in command.usageForms.enumerated() {
            let lead = (number == 0 ? "Usage: " : "       ") + "spoken \(command.name)"
            let indent = String(repeating: " ", count: lead.count + 1)
            var line = lead
            for item in form.map({ spell($0, in: command) }) {
                if line.count + 1 + item.count > width, line != lead {
                    lines.append(line)
                    line = indent + item
                } else {
                    line += " " + item
                }
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// An item as the usage line shows it; a name no declaration has is shown as written (a unit
    /// test checks every form against the declarations).
    static func spell(_ item: UsageItem, in command: CommandDeclaration) -> String {
        switch item {
        case .optional(let name):
            let option = command.option(named: name)
            return "[" + (option.map(usageSpelling) ?? name) + "]" + (option?.repeats == true ? "..." : "")
        case .required(let name):
            return command.option(named: name).map(usageSpelling) ?? name
        case .argument(let valueName):
            return command.arguments.first { $0.valueName == valueName }?.synopsis ?? valueName
        }
    }

    private static func usageSpelling(_ option: OptionDeclaration) -> String {
        option.valueName.map { "\(option.name) \($0)" } ?? option.name
    }

    /// The help text with its default: "… (default: en-US)", on a line of its own after a list.
    /// A former name joins it: "(default: icu; formerly --style, still accepted)".
    private static func describe(_ option: OptionDeclaration) -> String {
        var notes: [String] = []
        if let shown = option.defaultValue ?? option.defaultHelp { notes.append("default: \(shown)") }
        if let former = option.formerName { notes.append("formerly \(former), still accepted") }
        guard !notes.isEmpty else { return option.help }
        return option.help + (option.help.contains("\n") ? "\n" : " ") + "(\(notes.joined(separator: "; ")))"
    }

    /// Two columns: names padded to the widest, help lines aligned after them.
    private static func table(_ rows: [(String, String)]) -> String {
        let column = (rows.map(\.0.count).max() ?? 0) + 4
        var lines: [String] = []
        for (name, text) in rows {
            let pad = String(repeating: " ", count: column)
            for (index, part) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let lead = index == 0 ? "  " + name.padding(toLength: column - 2, withPad: " ", startingAt: 0) : pad
                lines.append(lead + part)
            }
        }
        return lines.joined(separator: "\n")
    }
}
