/// How urgently VoiceOver should speak an announcement (UIAccessibilityPriority), from `x-priority`.
public enum AnnouncementPriority: String, Sendable, Hashable, CaseIterable {
    case high, `default`, low
}

/// What the source catalog (`en.arb`) says about a key in its `@key` entry: the one metadata
/// model of the run time and `spoken lint`.
public struct MessageMetadata: Sendable, Hashable {
    /// The values, shared: every message a linter or catalog looks at carries its metadata, and
    /// one reference is cheaper to pass around than eight fields.
    private final class Storage: Sendable {
        let description: String?
        let placeholders: [String: String]
        let placeholderNames: [String]
        let placeholderFormats: [String: PlaceholderFormat]
        let placeholderOptions: [String: ValueInputs]
        let priority: AnnouncementPriority?
        let systemRotor: SystemRotor?
        let maxLength: Int?
        let translate: Bool
        let whitespace: String?
        let placeholderExamples: [String: String]
        let placeholderCases: [String: String]
        let placeholderDatePresentations: [String: DatePresentation]
        /// Whether a placeholder's type is a value type's (`"duration"`): asked of every
        /// message's metadata by lint, answered once here.
        let declaresValueType: Bool

        init(
            description: String?, placeholders: [String: String], placeholderNames: [String],
            placeholderFormats: [String: PlaceholderFormat], placeholderOptions: [String: ValueInputs],
            priority: AnnouncementPriority?, systemRotor: SystemRotor?, maxLength: Int?, translate: Bool,
            whitespace: String?, placeholderExamples: [String: String] = [:], placeholderCases: [String: String] = [:],
            placeholderDatePresentations: [String: DatePresentation] = [:]
        ) {
            self.placeholderExamples = placeholderExamples
            self.placeholderCases = placeholderCases
            self.placeholderDatePresentations = placeholderDatePresentations
            self.description = description
            self.placeholders = placeholders
            self.placeholderNames = placeholderNames
            self.placeholderFormats = placeholderFormats
            self.placeholderOptions = placeholderOptions
            self.priority = priority
            self.systemRotor = systemRotor
            self.maxLength = maxLength
            self.translate = translate
            self.whitespace = whitespace
            declaresValueType = placeholders.values.contains { ValuePlaceholder.named($0) != nil }
        }
    }

    private let storage: Storage

    /// For translators.
    public var description: String? { storage.description }
    /// Declared arguments: name → ARB type (`String`, `int`, `num`, `double`, `DateTime`,
    /// `Object` when none is given).
    public var placeholders: [String: String] { storage.placeholders }
    /// True when a placeholder's type is a value type's (`"type": "duration"`).
    package var declaresValueType: Bool { storage.declaresValueType }
    /// The declared placeholder names in file order (a converter numbers arguments by it).
    public var placeholderNames: [String] { storage.placeholderNames }
    /// Flutter number formats of number placeholders (`"format": "currency"`), by name: a plain
    /// `{name}` of one is spoken by the format.
    public var placeholderFormats: [String: PlaceholderFormat] { storage.placeholderFormats }
    /// The options of value-type placeholders (`"type": "duration"`, `"relative"`), by name: the
    /// value type's fields their `optionalParameters` set (`maxUnits` 2, `rounding` up), empty
    /// for none. A plain `{name}` of one is spoken by the value type with them.
    public var placeholderOptions: [String: ValueInputs] { storage.placeholderOptions }
    /// `x-priority`.
    public var priority: AnnouncementPriority? { storage.priority }
    /// `x-systemRotor`: the VoiceOver system rotor this key names.
    public var systemRotor: SystemRotor? { storage.systemRotor }
    /// `x-maxLength`.
    public var maxLength: Int? { storage.maxLength }
    /// `x-translate` (false: the text is the same in every language, e.g. a symbol).
    public var translate: Bool { storage.translate }
    /// `x-whitespace` (`significant`: leading/trailing spaces are part of the message).
    public var whitespace: String? { storage.whitespace }
    /// ARB's `example` of each placeholder that gives one, as written (`"Anna"`, `3`): the
    /// value a preview shows first.
    public var placeholderExamples: [String: String] { storage.placeholderExamples }
    /// The grammatical case this file's language gives a placeholder's unit names, by name, as
    /// written (`"eta": {"case": "accusative"}`): set in each translation's own `@key`, since the
    /// case belongs to the sentence around it (ru "через {eta}"), never inherited from the source.
    /// The `placeholder-case` rule checks it (a unit-based placeholder, a case of the language).
    public var placeholderCases: [String: String] { storage.placeholderCases }
    /// The presentation of `DateTime` placeholders that set one (`"optionalParameters":
    /// {"presentation": "relative"}`), by name: a plain `{when}` of one is spoken as the `date` op
    /// speaks that presentation ("yesterday, 5:44 PM"), in the middle-of-sentence form unless the
    /// placeholder starts the message.
    public var placeholderDatePresentations: [String: DatePresentation] { storage.placeholderDatePresentations }

    public init(
        description: String? = nil, placeholders: [String: String] = [:],
        placeholderFormats: [String: PlaceholderFormat] = [:], placeholderOptions: [String: ValueInputs] = [:],
        priority: AnnouncementPriority? = nil, systemRotor: SystemRotor? = nil, maxLength: Int? = nil,
        translate: Bool = true, whitespace: String? = nil
    ) {
        self.init(
            description: description, placeholders: placeholders, placeholderNames: placeholders.keys.sorted(),
            placeholderFormats: placeholderFormats, placeholderOptions: placeholderOptions, priority: priority,
            systemRotor: systemRotor, maxLength: maxLength, translate: translate, whitespace: whitespace)
    }

    private init(
        description: String?, placeholders: [String: String], placeholderNames: [String],
        placeholderFormats: [String: PlaceholderFormat], placeholderOptions: [String: ValueInputs],
        priority: AnnouncementPriority?, systemRotor: SystemRotor?, maxLength: Int?, translate: Bool,
        whitespace: String?, placeholderExamples: [String: String] = [:], placeholderCases: [String: String] = [:],
        placeholderDatePresentations: [String: DatePresentation] = [:]
    ) {
        storage = Storage(
            description: description, placeholders: placeholders, placeholderNames: placeholderNames,
            placeholderFormats: placeholderFormats, placeholderOptions: placeholderOptions, priority: priority,
            systemRotor: systemRotor, maxLength: maxLength, translate: translate, whitespace: whitespace,
            placeholderExamples: placeholderExamples, placeholderCases: placeholderCases,
            placeholderDatePresentations: placeholderDatePresentations)
    }

    public static func == (a: MessageMetadata, b: MessageMetadata) -> Bool {
        a.storage === b.storage
            || (a.description == b.description && a.placeholders == b.placeholders
                && a.placeholderNames == b.placeholderNames && a.placeholderFormats == b.placeholderFormats
                && a.placeholderOptions == b.placeholderOptions
                && a.priority == b.priority
                && a.systemRotor == b.systemRotor && a.maxLength == b.maxLength && a.translate == b.translate
                && a.whitespace == b.whitespace && a.placeholderExamples == b.placeholderExamples
                && a.placeholderCases == b.placeholderCases
                && a.placeholderDatePresentations == b.placeholderDatePresentations)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(description)
        hasher.combine(placeholders)
        hasher.combine(placeholderNames)
        hasher.combine(placeholderFormats)
        hasher.combine(placeholderOptions)
        hasher.combine(priority)
        hasher.combine(systemRotor)
        hasher.combine(maxLength)
        hasher.combine(translate)
        hasher.combine(whitespace)
        hasher.combine(placeholderExamples)
        hasher.combine(placeholderCases)
        hasher.combine(placeholderDatePresentations)
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
        var formats: [String: PlaceholderFormat] = [:]
        var options: [String: ValueInputs] = [:]
        var priority: AnnouncementPriority?
        var systemRotor: SystemRotor?
        var maxLength: Int?
        var translate = true
        var whitespace: String?
        var order: [String] = []
        var examples: [String: String] = [:]
        var cases: [String: String] = [:]
        var datePresentations: [String: DatePresentation] = [:]
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
                        let hint = Suggestion.didYouMean(
                            Suggestion.closest(to: name, in: ArgumentValueClass.placeholderTypes, limit: 1))
                        report(
                            .invalidMetadata, type.value.position,
                            "Unknown placeholder type '\(name)' of '\(placeholder.key.value)': "
                                + (hint.map { $0 + " Expected" } ?? "expected") + " one of "
                                + ArgumentValueClass.placeholderTypes.joined(separator: ", "))
                    }
                    let example = placeholder.value.members?.first { $0.key.value == "example" }?.value
                    if case .string(let literal)? = example?.value {
                        examples[placeholder.key.value] = literal.value
                    } else if case .number(let text)? = example?.value {
                        examples[placeholder.key.value] = text
                    }
                    // The case is checked by `placeholder-case`, which knows the file's language.
                    if let attribute = placeholder.value.members?.first(where: { $0.key.value == "case" }) {
                        if let grammaticalCase = attribute.value.stringLiteral?.value {
                            cases[placeholder.key.value] = grammaticalCase
                        } else {
                            report(
                                .invalidMetadata, attribute.value.position,
                                "The case of placeholder '\(placeholder.key.value)' is \(attribute.value.kindName), not a word: write it as \"case\": \"accusative\""
                            )
                        }
                    }
                    if placeholders.updateValue(name, forKey: placeholder.key.value) == nil {
                        order.append(placeholder.key.value)
                    }
                    if let attributes = placeholder.value.members, name == "DateTime" {
                        // A date's presentation ("relative": yesterday, 5:44 PM); a `format` is a
                        // Flutter date format, left alone.
                        datePresentations[placeholder.key.value] = Self.datePresentation(
                            attributes, placeholder: placeholder.key.value, report: report)
                    }
                    if let attributes = placeholder.value.members, type != nil,
                        let valuePlaceholder = ValuePlaceholder.named(name)
                    {
                        // A value type's placeholder: its options, as the value type reads them.
                        options[placeholder.key.value] = valuePlaceholder.options(
                            from: attributes, placeholder: placeholder.key.value, report: report)
                    } else if let attributes = placeholder.value.members,
                        let format = PlaceholderFormat.parse(
                            attributes, placeholder: placeholder.key.value, type: type == nil ? nil : name,
                            report: report)
                    {
                        formats[placeholder.key.value] = format
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
            description: description, placeholders: placeholders, placeholderNames: order,
            placeholderFormats: formats, placeholderOptions: options, priority: priority, systemRotor: systemRotor,
            maxLength: maxLength, translate: translate, whitespace: whitespace, placeholderExamples: examples,
            placeholderCases: cases, placeholderDatePresentations: datePresentations)
    }

    /// The presentation a `DateTime` placeholder's `optionalParameters` set (`{"presentation":
    /// "relative"}`), nil for none; anything else there is reported with what it may set.
    private static func datePresentation(
        _ attributes: [LocatedJSON.Member], placeholder: String,
        report: (DiagnosticCode, SourcePosition, String) -> Void
    ) -> DatePresentation? {
        guard let parameters = attributes.first(where: { $0.key.value == "optionalParameters" }) else { return nil }
        let words = DatePresentation.allCases.map(\.rawValue).joined(separator: ", ")
        guard let members = parameters.value.members else {
            report(
                .invalidMetadata, parameters.value.position,
                "The optional parameters of date placeholder '\(placeholder)' are \(parameters.value.kindName), not a JSON object: write {\"presentation\": \"relative\"}"
            )
            return nil
        }
        var presentation: DatePresentation?
        for member in members {
            guard member.key.value == "presentation" else {
                report(
                    .invalidMetadata, member.key.position,
                    "Unknown optional parameter '\(member.key.value)' of date placeholder '\(placeholder)': a date takes only \"presentation\" (\(words))"
                )
                continue
            }
            presentation = member.value.stringLiteral.flatMap { DatePresentation(rawValue: $0.value) }
            if presentation == nil {
                report(
                    .invalidMetadata, member.value.position,
                    "Invalid presentation \(quoted(member.value)) of date placeholder '\(placeholder)': expected \(words)"
                )
            }
        }
        return presentation
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
