/// How urgently VoiceOver should speak an announcement (UIAccessibilityPriority), from `x-priority`.
public enum AnnouncementPriority: String, Sendable, Hashable, CaseIterable {
    case high, `default`, low
}

/// What the source catalog (`en.arb`) says about a key in its `@key` entry: the one metadata
/// model of the run time and `spoken lint`.
public struct MessageMetadata: Sendable, Hashable {
    /// For translators.
    public let description: String?
    /// Declared arguments: name → ARB type (`String`, `int`, `num`, `double`, `DateTime`,
    /// `Object` when none is given).
    public let placeholders: [String: String]
    /// The declared placeholder names in file order (a converter numbers arguments by it).
    public private(set) var placeholderNames: [String]
    /// `x-priority`.
    public let priority: AnnouncementPriority?
    /// `x-systemRotor`: the VoiceOver system rotor this key names.
    public let systemRotor: SystemRotor?
    /// `x-maxLength`.
    public let maxLength: Int?
    /// `x-translate` (false: the text is the same in every language, e.g. a symbol).
    public let translate: Bool
    /// `x-whitespace` (`significant`: leading/trailing spaces are part of the message).
    public let whitespace: String?

    public init(
        description: String? = nil, placeholders: [String: String] = [:],
        priority: AnnouncementPriority? = nil, systemRotor: SystemRotor? = nil, maxLength: Int? = nil,
        translate: Bool = true, whitespace: String? = nil
    ) {
        self.description = description
        self.placeholders = placeholders
        self.placeholderNames = placeholders.keys.sorted()
        self.priority = priority
        self.systemRotor = systemRotor
        self.maxLength = maxLength
        self.translate = translate
        self.whitespace = whitespace
    }

    /// Leading and trailing spaces are part of the message.
    public var whitespaceIsSignificant: Bool { whitespace == "significant" }

    /// Reads a `@key` object. Values Spoken cannot use are reported (`invalid-metadata`, at the
    /// value) and left out; unknown fields are kept for other tools and ignored.
    package init(
        _ node: LocatedJSON.Node, key: String,
        report: (DiagnosticCode, SourcePosition, String) -> Void
    ) {
        guard let members = node.members else {
            report(.invalidMetadata, node.position, "Metadata '@\(key)' is \(node.kindName), not a JSON object")
            self.init(description: nil)
            return
        }
        var description: String?
        var placeholders: [String: String] = [:]
        var priority: AnnouncementPriority?
        var systemRotor: SystemRotor?
        var maxLength: Int?
        var translate = true
        var whitespace: String?
        var order: [String] = []
        for member in members {
            let value = member.value
            switch member.key.value {
            case "description":
                description = value.stringLiteral?.value
            case "placeholders":
                guard let declared = value.members else {
                    report(.invalidMetadata, value.position, "'placeholders' of '@\(key)' is not a JSON object")
                    continue
                }
                for placeholder in declared {
                    let type = placeholder.value.members?.first { $0.key.value == "type" }
                    let name = type?.value.stringLiteral?.value ?? "Object"
                    if let type, !ArgumentValueClass.placeholderTypes.contains(name) {
                        report(
                            .invalidMetadata, type.value.position,
                            "Unknown placeholder type '\(name)' of '\(placeholder.key.value)': expected one of "
                                + ArgumentValueClass.placeholderTypes.joined(separator: ", "))
                    }
                    if placeholders.updateValue(name, forKey: placeholder.key.value) == nil {
                        order.append(placeholder.key.value)
                    }
                }
            case "x-priority":
                priority = value.stringLiteral.flatMap { AnnouncementPriority(rawValue: $0.value) }
                if priority == nil {
                    report(
                        .invalidMetadata, value.position,
                        "Invalid x-priority \(Self.quoted(value)): expected high, default or low")
                }
            case "x-systemRotor":
                systemRotor = value.stringLiteral.flatMap { SystemRotor(rawValue: $0.value) }
                if systemRotor == nil {
                    report(.invalidMetadata, value.position, "Unknown x-systemRotor \(Self.quoted(value))")
                }
            case "x-maxLength":
                if case .number(let text) = value.value, let number = Double(text), number >= 0, number < 1e9,
                    number == number.rounded()
                {
                    maxLength = Int(number)
                } else {
                    report(
                        .invalidMetadata, value.position,
                        "Invalid x-maxLength \(Self.quoted(value)): expected a whole number of characters")
                }
            case "x-translate":
                if case .bool(let flag) = value.value {
                    translate = flag
                } else {
                    report(
                        .invalidMetadata, value.position,
                        "Invalid x-translate \(Self.quoted(value)): expected true or false")
                }
            case "x-whitespace":
                whitespace = value.stringLiteral?.value
                if whitespace != "significant" {
                    report(
                        .invalidMetadata, value.position,
                        "Invalid x-whitespace \(Self.quoted(value)): expected 'significant'")
                }
            default:
                break
            }
        }
        self.init(
            description: description, placeholders: placeholders, priority: priority, systemRotor: systemRotor,
            maxLength: maxLength, translate: translate, whitespace: whitespace)
        placeholderNames = order
    }

    /// A value as a message quotes it: its text for a string, else its JSON kind.
    private static func quoted(_ node: LocatedJSON.Node) -> String {
        switch node.value {
        case .string(let literal): "'\(literal.value)'"
        case .number(let text): "'\(text)'"
        case .bool(let flag): "'\(flag)'"
        default: node.kindName
        }
    }
}
