/// An option whose values are a few words (`spoken`/`icu`, `masculine`/`feminine`/`neuter`):
/// read from a request or the command line with an error that names the option and the words it
/// takes.
public protocol OptionWord: RawRepresentable, CaseIterable, Sendable where RawValue == String {}

extension OptionWord {
    /// The value spelled `text`, or an `invalid-option` error naming `option` (as the caller spells
    /// it: `--gender`, `gender`) and the allowed words.
    public init(parsing text: String, option: String) throws(SpokenError) {
        guard let value = Self(rawValue: text) else {
            throw .invalidOption(option, text, allowed: Self.allCases.map(\.rawValue))
        }
        self = value
    }
}

/// An option word whose option has a name to use when the caller gives none (`unit`, `style`).
public protocol NamedOptionWord: OptionWord {
    /// The option `invalid-option` errors name by default.
    static var optionName: String { get }
}

extension NamedOptionWord {
    /// The value spelled `text`, or an `invalid-option` error naming `optionName`.
    public init(parsing text: String) throws(SpokenError) {
        try self.init(parsing: text, option: Self.optionName)
    }
}
