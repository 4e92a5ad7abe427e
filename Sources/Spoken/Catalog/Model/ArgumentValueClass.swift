/// What an argument takes: the classes a placeholder type and an argument use agree on.
public enum ArgumentValueClass: String, Sendable, Hashable, CaseIterable {
    case number, date, string

    /// The class of an ARB placeholder `type`; nil for `Object` (any value). The one table of
    /// placeholder types: `String`, `Object`, `DateTime`, `num`, `int`, `double` (as Flutter's
    /// gen-l10n reads them); `PlaceholderType.known` lists them.
    public init?(placeholderType type: String) {
        switch type {
        case "String": self = .string
        case "int", "num", "double": self = .number
        case "DateTime": self = .date
        default: return nil
        }
    }

    /// Placeholder types a `@key` may declare; any other is an `invalid-metadata` error.
    public static let placeholderTypes = ["String", "Object", "DateTime", "num", "int", "double"]

    var withArticle: String { self == .date ? "a date" : "a \(rawValue)" }
}
