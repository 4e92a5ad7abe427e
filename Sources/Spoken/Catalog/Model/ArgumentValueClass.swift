/// What an argument takes: the classes a placeholder type and an argument use agree on.
public enum ArgumentValueClass: String, Sendable, Hashable, CaseIterable {
    case number, date, string
    /// The placeholder types of value types (`ValuePlaceholder`, named as the value type): only a
    /// plain `{eta}` speaks one, through the value type's formatter.
    case duration, relative

    /// The class of an ARB placeholder `type`; nil for `Object` (any value). The one table of
    /// placeholder types: `String`, `Object`, `DateTime`, `num`, `int`, `double` (as Flutter's
    /// gen-l10n reads them), and the types value types declare (`duration`, `relative`);
    /// `placeholderTypes` lists them.
    public init?(placeholderType type: String) {
        switch type {
        case "String": self = .string
        case "int", "num", "double": self = .number
        case "DateTime": self = .date
        default:
            guard ValuePlaceholder.named(type) != nil, let valueClass = ArgumentValueClass(rawValue: type) else {
                return nil
            }
            self = valueClass
        }
    }

    /// Placeholder types a `@key` may declare; any other is an `invalid-metadata` error.
    public static let placeholderTypes =
        ["String", "Object", "DateTime", "num", "int", "double"] + ValuePlaceholder.all.map(\.type)

    /// The value type's placeholder of this class (`duration`, `relative`), if it is one.
    public var valuePlaceholder: ValuePlaceholder? {
        switch self {
        case .number, .date, .string: nil
        case .duration, .relative: ValuePlaceholder.named(rawValue)
        }
    }

    var withArticle: String {
        switch self {
        case .date: "a date"
        case .number, .string: "a \(rawValue)"
        case .duration, .relative: valuePlaceholder?.noun ?? "a \(rawValue)"
        }
    }
}
