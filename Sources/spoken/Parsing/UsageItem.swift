/// One item of a usage line, naming a declaration: the generator spells it from there, so a
/// renamed option or value name changes the usage line too.
enum UsageItem: Sendable, Hashable {
    /// `[--locale TAG]`.
    case optional(String)
    /// `--unit UNIT`: an option the form needs.
    case required(String)
    /// A positional by its value name: `INSTANT...`.
    case argument(String)
}
