/// A positional argument of a command (`INSTANT...`, `KEY`), declared for help and usage lines.
struct ArgumentDeclaration: Sendable, Hashable {
    /// As usage shows it: `INSTANT`, `NAME=VALUE`.
    let valueName: String
    /// What it is; empty when the usage line says it all.
    let help: String
    /// Whether it may be given more than once (`INSTANT...`).
    let repeating: Bool
    /// Whether it may be left out (`[KEY...]`).
    let optional: Bool

    init(_ valueName: String, help: String = "", repeating: Bool = false, optional: Bool = false) {
        self.valueName = valueName
        self.help = help
        self.repeating = repeating
        self.optional = optional
    }

    /// `INSTANT...`, `[KEY...]`, `KEY`.
    var synopsis: String {
        let text = valueName + (repeating ? "..." : "")
        return optional ? "[\(text)]" : text
    }
}
