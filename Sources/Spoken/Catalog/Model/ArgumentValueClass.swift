/// What an argument takes: the classes a placeholder type and an argument use agree on.
public enum ArgumentValueClass: Sendable, Hashable {
    case number, date, string
    /// The placeholder type of a value type (`ValuePlaceholder`, named as the value type:
    /// `duration`, `relative`, `measureRange`): only a plain `{eta}` speaks one, through the value
    /// type's formatter. Every value type that declares a placeholder has its class, with no case
    /// of its own here.
    case value(ValuePlaceholder)

    /// The class of an ARB placeholder `type`; nil for `Object` (any value). The one table of
    /// placeholder types: `String`, `Object`, `DateTime`, `num`, `int`, `double` (as Flutter's
    /// gen-l10n reads them), and the types value types declare (`ValuePlaceholder.all`);
    /// `placeholderTypes` lists them, from the one table (`PlaceholderTypeDoc.all`).
    public init?(placeholderType type: String) {
        switch type {
        case "String": self = .string
        case "int", "num", "double": self = .number
        case "DateTime": self = .date
        default:
            guard let placeholder = ValuePlaceholder.named(type) else { return nil }
            self = .value(placeholder)
        }
    }

    /// Placeholder types a `@key` may declare; any other is an `invalid-metadata` error.
    public static let placeholderTypes: [String] = {
        var types: [String] = []
        for type in PlaceholderTypeDoc.all.flatMap(\.types) where !types.contains(type) { types.append(type) }
        return types
    }()

    /// The value type's placeholder of this class, if it is one.
    public var valuePlaceholder: ValuePlaceholder? {
        if case .value(let placeholder) = self { return placeholder }
        return nil
    }

    var withArticle: String {
        switch self {
        case .date: "a date"
        case .number: "a number"
        case .string: "a string"
        case .value(let placeholder): placeholder.noun
        }
    }
}
