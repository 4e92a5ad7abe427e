/// A typed field of a value type: its JSON name, its kind, and its default as a value, written
/// once. A declaration makes its `ValueField` from the key (`ValueField(DurationKey.rounding,
/// help: …)`: the help's default is the default's own spelling) and its formatter call reads the
/// value through the same key (`try request[DurationKey.rounding]`: a `DurationRounding`, the
/// default when the field is absent), so a misspelt field is a compile error and no layer reads a
/// field by a string of its own.
public struct ValueKey<Value: Sendable>: Sendable {
    /// The JSON name: `rounding`.
    public let name: String
    public let kind: ValueField.Kind
    /// The value when the field is absent (nil for an optional `Value` without one).
    public let defaultValue: Value
    /// The default as it is written (help, `render --describe`), nil when there is none.
    public let defaultText: String?
    /// The value of a field given as `input` (already of the kind's case); an `invalid-option`
    /// error naming the field when the library is called with a word the field does not take.
    let decode: @Sendable (ValueInput) throws(SpokenError) -> Value

    init(
        _ name: String, _ kind: ValueField.Kind, default defaultValue: Value, defaultText: String? = nil,
        decode: @escaping @Sendable (ValueInput) throws(SpokenError) -> Value
    ) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.defaultText = defaultText
        self.decode = decode
    }
}

/// A number as a request wrote it: its value and its text (`0.10`, `1e999`), for exact decimals
/// and errors that quote the input.
public struct WrittenNumber: Sendable, Hashable {
    public let value: Double
    public let text: String
}

extension ValueKey where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// One of the words of `Value` (`rounding`: nearest, down, up), `defaultValue` when absent.
    public static func choice(_ name: String, default defaultValue: Value) -> Self {
        Self(name, .choice(Value.allCases.map(\.rawValue)), default: defaultValue, defaultText: defaultValue.rawValue) {
            (input) throws(SpokenError) in
            guard case .text(let word) = input, let value = Value(rawValue: word) else {
                throw .invalidOption(name, input.word, allowed: Value.allCases.map(\.rawValue))
            }
            return value
        }
    }

    /// The field's value as a request gives it (`markup`'s visible form sets options this way).
    public func input(_ value: Value) -> ValueInput { .text(value.rawValue) }
}

extension ValueKey {
    /// One of the words of `Word` (`unit`: second, minute…), nil when absent.
    public static func choice<Word: RawRepresentable & CaseIterable & Sendable>(_ name: String) -> Self
    where Value == Word?, Word.RawValue == String {
        let words = Word.allCases.map(\.rawValue)
        return Self(name, .choice(words), default: nil) { (input) throws(SpokenError) in
            guard case .text(let word) = input, let value = Word(rawValue: word) else {
                throw .invalidOption(name, input.word, allowed: words)
            }
            return value
        }
    }

    /// Some of the words of `Word`, `defaultValue` when absent (written in `Word`'s order:
    /// `day,hour,minute,second`).
    public static func list<Word: RawRepresentable & CaseIterable & Hashable & Sendable>(
        _ name: String, default defaultValue: Set<Word>
    ) -> Self where Value == Set<Word>, Word.RawValue == String {
        let words = Word.allCases.map(\.rawValue)
        let defaultText =
            defaultValue.isEmpty
            ? nil : Word.allCases.filter(defaultValue.contains).map(\.rawValue).joined(separator: ",")
        return Self(name, .list(words), default: defaultValue, defaultText: defaultText) {
            (input) throws(SpokenError) in
            guard case .list(let items) = input else { throw .invalidOption(name, input.word, allowed: words) }
            var values: Set<Word> = []
            for item in items {
                guard let value = Word(rawValue: item) else { throw .invalidOption(name, item, allowed: words) }
                values.insert(value)
            }
            return values
        }
    }

    /// Any strings, at least one (a list's items), empty when absent.
    public static func strings(_ name: String) -> Self where Value == [String] {
        Self(name, .strings, default: []) { (input) throws(SpokenError) in
            if case .list(let items) = input { return items }
            return []
        }
    }

    /// Any string (`skeleton`, `currency`), nil when absent.
    public static func text(_ name: String) -> Self where Value == String? {
        Self(name, .text, default: nil) { (input) throws(SpokenError) in input.textValue }
    }

    /// A number or text the formatter reads itself, as written (a JSON number's text or the
    /// string), nil when absent.
    public static func numberOrText(_ name: String) -> Self where Value == String? {
        Self(name, .numberOrText, default: nil) { (input) throws(SpokenError) in
            if case .number(_, let text) = input { return text }
            return input.textValue
        }
    }

    /// A whole number in `range`, nil when absent.
    public static func integer(_ name: String, _ range: ClosedRange<Int>) -> Self where Value == Int? {
        Self(name, .integer(range), default: nil) { (input) throws(SpokenError) in
            if case .integer(let value) = input { return value }
            return nil
        }
    }

    /// A whole number in `range`, `defaultValue` when absent.
    public static func integer(_ name: String, _ range: ClosedRange<Int>, default defaultValue: Int) -> Self
    where Value == Int {
        Self(name, .integer(range), default: defaultValue, defaultText: String(defaultValue)) {
            (input) throws(SpokenError) in
            if case .integer(let value) = input { return value }
            return defaultValue
        }
    }

    /// A decimal number and its text as written, nil when absent.
    public static func number(_ name: String) -> Self where Value == WrittenNumber? {
        Self(name, .number, default: nil) { (input) throws(SpokenError) in
            if case .number(let value, let text) = input { return WrittenNumber(value: value, text: text) }
            return nil
        }
    }

    /// An instant, nil when absent.
    public static func instant(_ name: String) -> Self where Value == Instant? {
        Self(name, .instant, default: nil) { (input) throws(SpokenError) in
            if case .instant(let value) = input { return value }
            return nil
        }
    }

    /// True or false: false when absent.
    public static func flag(_ name: String) -> Self where Value == Bool {
        Self(name, .flag, default: false) { (input) throws(SpokenError) in
            if case .flag(let value) = input { return value }
            return false
        }
    }
}

extension ValueInput {
    /// The text of a `.text` input, nil for the other kinds.
    fileprivate var textValue: String? {
        if case .text(let text) = self { return text }
        return nil
    }

    /// The input as an error quotes it.
    var word: String {
        switch self {
        case .text(let text): text
        case .list(let items): items.joined(separator: ",")
        case .integer(let value): String(value)
        case .number(_, let text): text
        case .instant(let instant): String(instant.secondsSince1970)
        case .flag(let flag): String(flag)
        }
    }
}

extension ValueInputs {
    /// The value of the field `key` names, typed: its default when the field is absent.
    public subscript<Value>(key: ValueKey<Value>) -> Value {
        get throws(SpokenError) {
            guard let input = self[key.name] else { return key.defaultValue }
            return try key.decode(input)
        }
    }
}

extension ValueRequest {
    /// The value of the field `key` names, typed: its default when the field is absent.
    public subscript<Value>(key: ValueKey<Value>) -> Value {
        get throws(SpokenError) { try inputs[key] }
    }
}
