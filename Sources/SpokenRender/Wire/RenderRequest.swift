import Spoken

/// One parsed `spoken render` request: `{"id":…, "op":…, "locale":…, "timeZone":…, …}`.
///
/// Handlers read their own fields through the typed accessors, which throw `missing-field` or
/// `invalid-field` errors naming the field.
public struct RenderRequest: Sendable {
    /// Fields every request may carry, whatever its op.
    public static let commonFields: [String] = OpRegistry.commonFields.map(\.name)
    /// The common fields of ops without a visible form (no `markup`, `displayWidth`).
    static let plainFields: [String] = commonFields.filter { name in
        !OpRegistry.markupFields.contains { $0.name == name }
    }

    public let op: String
    /// The request's locale, or the run's default.
    public let locale: SpokenLocale
    /// The request's time zone, or the run's default.
    public let timeZone: SpokenTimeZone
    /// Every member of the request object, common fields included.
    public let fields: JSONObject
    /// The input line number (1-based).
    public let line: Int

    public init(op: String, locale: SpokenLocale, timeZone: SpokenTimeZone, fields: JSONObject, line: Int) {
        self.op = op
        self.locale = locale
        self.timeZone = timeZone
        self.fields = fields
        self.line = line
    }

    public subscript(field: String) -> JSONValue? { fields[field] }

    /// A required string field.
    public func string(_ field: String) throws(RenderError) -> String {
        guard let value = fields[field] else { throw .missing(field, op: op) }
        guard case .string(let text) = value else { throw .invalid(field, expected: "a string", got: value) }
        return text
    }

    /// An optional string field (absent or null: nil).
    public func optionalString(_ field: String) throws(RenderError) -> String? {
        switch fields[field] {
        case nil, .null?: return nil
        case .string(let text)?: return text
        case let value?: throw .invalid(field, expected: "a string", got: value)
        }
    }

    /// A required number: a JSON number, or a string holding a decimal number (`"25.5"`,
    /// `"nan"`), read as `spoken measure` reads its values.
    public func number(_ field: String) throws(RenderError) -> Double {
        guard let value = fields[field] else { throw .missing(field, op: op) }
        switch value {
        case .number(let text):
            // JSON's number grammar is a subset of Double's; huge exponents become infinities,
            // which the formatters refuse as `invalid-number`.
            guard let number = Double(text) else { throw .invalid(field, expected: "a number", got: value) }
            return number
        case .string(let text):
            do {
                return try DecimalText.parse(text)
            } catch {
                throw RenderError(error)
            }
        default:
            throw .invalid(field, expected: "a number", got: value)
        }
    }

    /// A required number as written (a JSON number's text, or a string holding a decimal number),
    /// refused as `number(_:)` refuses it: for formatters that keep every digit.
    public func numberText(_ field: String) throws(RenderError) -> String {
        _ = try number(field)
        switch fields[field] {
        case .number(let text)?, .string(let text)?: return text
        default: throw .missing(field, op: op)
        }
    }

    /// An optional integer field (absent or null: nil); `1.0` counts as 1, `1.5` does not.
    public func optionalInteger(_ field: String) throws(RenderError) -> Int? {
        switch fields[field] {
        case nil, .null?: return nil
        case .number(let text)?:
            guard let number = Double(text), number == number.rounded(), abs(number) < 1e15 else {
                throw RenderError(
                    .invalidField, "Invalid field '\(field)': expected an integer, got '\(SpokenError.token(text))'")
            }
            return Int(number)
        case let value?: throw .invalid(field, expected: "an integer", got: value)
        }
    }

    /// A required array whose items are strings or nulls (nulls stay nil).
    public func optionalStrings(_ field: String) throws(RenderError) -> [String?] {
        guard let value = fields[field] else { throw .missing(field, op: op) }
        guard case .array(let items) = value else { throw .invalid(field, expected: "an array of strings", got: value) }
        var strings: [String?] = []
        strings.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            switch item {
            case .string(let text): strings.append(text)
            case .null: strings.append(nil)
            default:
                throw RenderError(
                    .invalidField,
                    "Invalid field '\(field)': item \(index + 1) is \(item.kindName), expected a string or null")
            }
        }
        return strings
    }

    /// An optional boolean field (absent or null: nil).
    public func optionalBool(_ field: String) throws(RenderError) -> Bool? {
        switch fields[field] {
        case nil, .null?: return nil
        case .bool(let value)?: return value
        case let value?: throw .invalid(field, expected: "true or false", got: value)
        }
    }

    /// An optional object field (absent or null: nil), such as an announcement's arguments.
    public func optionalObject(_ field: String) throws(RenderError) -> JSONObject? {
        switch fields[field] {
        case nil, .null?: return nil
        case .object(let object)?: return object
        case let value?: throw .invalid(field, expected: "an object", got: value)
        }
    }

    /// A required array field, items unchecked (a rotor manifest's items).
    public func array(_ field: String) throws(RenderError) -> [JSONValue] {
        guard let value = fields[field] else { throw .missing(field, op: op) }
        guard case .array(let items) = value else { throw .invalid(field, expected: "an array", got: value) }
        return items
    }
}
