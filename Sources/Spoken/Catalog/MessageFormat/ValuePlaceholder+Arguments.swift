extension ValuePlaceholder {
    /// Whether a plain `{name}` of this placeholder takes `argument`: the value type's own Swift
    /// value (a `Duration` for `duration`, a ``RelativeTime`` for `relative`, ``Money`` for
    /// `money`), or a number, a
    /// string or an instant where the declaration names a field for it.
    func accepts(_ argument: MessageArgument) -> Bool {
        switch argument {
        case .int, .double: number != nil
        case .string: !text.isEmpty
        case .date: instant != nil
        case .duration, .relativeTime, .money: argument.valueTypeName == type
        case .fields(let inputs): !object.isEmpty && Set(inputs.names) == Set(object)
        case .list: list != nil
        }
    }

    /// The words for `argument` given to a placeholder of this type: its fields filled as the
    /// declaration says (the placeholder's options first), then the value type's formatter call,
    /// so a catalog argument is spoken exactly as the `render` op and the CLI command speak the
    /// same fields. `now` is the present an instant is seen from (nil: the wall clock).
    func words(
        for argument: MessageArgument, options: ValueInputs, locale: SpokenLocale, timeZone: SpokenTimeZone,
        now: Instant?, catalog: CatalogStore = .shared
    ) throws(SpokenError) -> String {
        let (valueType, inputs) = try self.inputs(for: argument, options: options, now: now)
        return try valueType.string(inputs, locale: locale, timeZone: timeZone, catalog: catalog)
    }

    /// The words and the visible form at `width` of the same fields (`ValueType.markup`); a type
    /// without a visible form gives its words as literal text, the same shown and spoken.
    func markup(
        for argument: MessageArgument, options: ValueInputs, locale: SpokenLocale, timeZone: SpokenTimeZone,
        now: Instant?, width: DisplayWidth, catalog: CatalogStore = .shared
    ) throws(SpokenError) -> SpokenMarkup {
        let (valueType, inputs) = try self.inputs(for: argument, options: options, now: now)
        return try valueType.markupOrLiteral(
            inputs, locale: locale, timeZone: timeZone, width: width, catalog: catalog)
    }

    /// The value type and its fields for `argument`, the placeholder's options first.
    private func inputs(for argument: MessageArgument, options: ValueInputs, now: Instant?) throws(SpokenError) -> (
        ValueType, ValueInputs
    ) {
        guard let valueType else {
            throw SpokenError(
                .icuFailure, input: type, message: "No value type declares the placeholder type '\(type)'")
        }
        var inputs = options
        switch argument {
        case .int(let value):
            if let number { inputs[number] = .number(Double(value), text: String(value)) }
        case .double(let value):
            if let number { inputs[number] = .number(value, text: DurationText.number(value)) }
        case .duration(let duration):
            if let number { inputs[number] = .number(Self.seconds(duration), text: Self.secondsText(duration)) }
        case .string(let string):
            try fill(&inputs, from: string, valueType: valueType)
        case .relativeTime(let relative):
            try fill(&inputs, from: relative.description, valueType: valueType)
        case .date(let seconds):
            if let instant { inputs[instant] = .instant(Instant(secondsSince1970: seconds)) }
            if let nowField = self.now { inputs[nowField] = .instant(now ?? .now) }
        case .money(let money):
            // Only a money placeholder takes it (`accepts`): its amount and currency, as text.
            try fill(&inputs, from: money.description, valueType: valueType)
        case .list(let items):
            if let list, let field = valueType.field(list) {
                inputs[list] = try field.check(.list(items), spelledAs: list)
            }
        case .fields(let given):
            // Only a placeholder whose object has these fields takes it (`accepts`).
            for name in object {
                guard let field = valueType.field(name), let value = given[name] else { continue }
                inputs[name] = try field.read(value, spelledAs: name)
            }
        }
        return (valueType, inputs)
    }

    /// A string's fields: the whole text for one field, its words for several ("-2 hour").
    private func fill(_ inputs: inout ValueInputs, from string: String, valueType: ValueType) throws(SpokenError) {
        let parts: [String]
        if text.count == 1 {
            parts = [string]
        } else {
            parts = string.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            guard parts.count == text.count else {
                throw SpokenError(
                    .invalidArgumentType, input: string,
                    message:
                        "Invalid \(noun.split(separator: " ").dropFirst().joined(separator: " ")) '\(SpokenError.token(string))': expected "
                        + text.map { $0.uppercased() }.joined(separator: " ") + " such as '\(textExample)'")
            }
        }
        for (name, part) in zip(text, parts) {
            guard let field = valueType.field(name) else { continue }
            inputs[name] = try field.parse(part, spelledAs: name)
        }
    }

    /// An example of the text form: the sample's text ("-2 hour" for a value and a unit).
    var textExample: String {
        switch sample {
        case .string(let text): text
        case .relativeTime(let relative): relative.description
        default: ""
        }
    }

    private static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    /// A duration's exact seconds as decimal text (`4527`, `1.5`, every attosecond kept).
    static func secondsText(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        guard attoseconds != 0 else { return String(seconds) }
        var fraction = String(attoseconds)
        fraction = String(repeating: "0", count: max(0, 18 - fraction.count)) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(seconds).\(fraction)"
    }
}

extension MessageArgument {
    /// The value type whose own Swift value this is (`duration`, `relative`), if any.
    var valueTypeName: String? {
        switch self {
        case .duration: ValueType.duration.name
        case .relativeTime: ValueType.relative.name
        case .money: ValueType.money.name
        // The value type whose placeholder takes an object of these fields.
        case .fields: ValuePlaceholder.all.first { $0.accepts(self) }?.type
        default: nil
        }
    }
}
