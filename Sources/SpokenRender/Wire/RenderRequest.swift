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
    public var locale: SpokenLocale { localeResolution.value }
    /// The request's time zone, or the run's default.
    public var timeZone: SpokenTimeZone { zoneResolution.value }
    /// Every member of the request object, common fields included.
    public var fields: JSONObject {
        switch members {
        case .line(let members): members.object
        case .object(let object): object
        }
    }
    /// The input line number (1-based).
    public let line: Int
    /// The members as the line was decoded: byte ranges of the line (the common shape), or an
    /// object read whole.
    let members: Members
    /// The line's members when it was decoded as such (else nil: `fields` holds them).
    @inline(__always)
    var lineMembers: RequestMembers? {
        if case .line(let members) = members { return members }
        return nil
    }
    @inline(__always)
    private var objectFields: JSONObject {
        if case .object(let object) = members { return object }
        return JSONObject()
    }
    /// The locale and zone as resolved (`Resolution`: with their numbers).
    let localeResolution: Resolution<SpokenLocale>
    let zoneResolution: Resolution<SpokenTimeZone>

    enum Members: Sendable {
        case line(RequestMembers)
        case object(JSONObject)
    }

    public init(op: String, locale: SpokenLocale, timeZone: SpokenTimeZone, fields: JSONObject, line: Int) {
        self.init(
            op: op, locale: Resolution(locale), timeZone: Resolution(timeZone), members: .object(fields), line: line)
    }

    init(
        op: String, locale: Resolution<SpokenLocale>, timeZone: Resolution<SpokenTimeZone>, members: Members,
        line: Int
    ) {
        localeResolution = locale
        zoneResolution = timeZone
        self.op = op
        self.members = members
        self.line = line
    }

    public subscript(field: String) -> JSONValue? {
        guard let members = lineMembers else { return objectFields[field] }
        return members.index(of: field).map { members.value(at: $0) }
    }

    /// The member called `name`, by its declared bytes.
    subscript(name: MemberName) -> JSONValue? {
        guard let members = lineMembers else { return objectFields[name.string] }
        return members.index(of: name).map { members.value(at: $0) }
    }

    /// Whether the request gives the member called `name` (null included).
    func has(_ name: MemberName) -> Bool {
        guard let members = lineMembers else { return objectFields[name.string] != nil }
        return members.index(of: name) != nil
    }

    /// A required string field.
    public func string(_ field: String) throws(RenderError) -> String { try string(key: field) }

    func string(_ field: MemberName) throws(RenderError) -> String { try string(key: field) }

    /// An optional string field (absent or null: nil).
    public func optionalString(_ field: String) throws(RenderError) -> String? { try optionalString(key: field) }

    func optionalString(_ field: MemberName) throws(RenderError) -> String? { try optionalString(key: field) }

    /// A required number: a JSON number, or a string holding a decimal number (`"25.5"`,
    /// `"nan"`), read as `spoken measure` reads its values.
    public func number(_ field: String) throws(RenderError) -> Double { try number(key: field) }

    func number(_ field: MemberName) throws(RenderError) -> Double { try number(key: field) }

    /// A required number as written (a JSON number's text, or a string holding a decimal number),
    /// refused as `number(_:)` refuses it: for formatters that keep every digit.
    public func numberText(_ field: String) throws(RenderError) -> String { try numberText(key: field) }

    func numberText(_ field: MemberName) throws(RenderError) -> String { try numberText(key: field) }

    /// An optional integer field (absent or null: nil); `1.0` counts as 1, `1.5` does not.
    public func optionalInteger(_ field: String) throws(RenderError) -> Int? { try optionalInteger(key: field) }

    func optionalInteger(_ field: MemberName) throws(RenderError) -> Int? { try optionalInteger(key: field) }

    /// A required array whose items are strings or nulls (nulls stay nil).
    public func optionalStrings(_ field: String) throws(RenderError) -> [String?] { try optionalStrings(key: field) }

    func optionalStrings(_ field: MemberName) throws(RenderError) -> [String?] { try optionalStrings(key: field) }

    /// An optional boolean field (absent or null: nil).
    public func optionalBool(_ field: String) throws(RenderError) -> Bool? { try optionalBool(key: field) }

    func optionalBool(_ field: MemberName) throws(RenderError) -> Bool? { try optionalBool(key: field) }

    /// An optional object field (absent or null: nil), such as an announcement's arguments.
    public func optionalObject(_ field: String) throws(RenderError) -> JSONObject? { try optionalObject(key: field) }

    func optionalObject(_ field: MemberName) throws(RenderError) -> JSONObject? { try optionalObject(key: field) }

    /// A required array field, items unchecked (a rotor manifest's items).
    public func array(_ field: String) throws(RenderError) -> [JSONValue] { try array(key: field) }

    func array(_ field: MemberName) throws(RenderError) -> [JSONValue] { try array(key: field) }

    @inline(__always)
    private func string<Name: RequestFieldName>(key field: Name) throws(RenderError) -> String {
        guard let value = field.value(in: self) else { throw .missing(field.fieldName, op: op) }
        guard case .string(let text) = value else { throw .invalid(field.fieldName, expected: "a string", got: value) }
        return text
    }

    @inline(__always)
    private func optionalString<Name: RequestFieldName>(key field: Name) throws(RenderError) -> String? {
        switch field.value(in: self) {
        case nil, .null?: return nil
        case .string(let text)?: return text
        case let value?: throw .invalid(field.fieldName, expected: "a string", got: value)
        }
    }

    @inline(__always)
    private func number<Name: RequestFieldName>(key field: Name) throws(RenderError) -> Double {
        guard let value = field.value(in: self) else { throw .missing(field.fieldName, op: op) }
        switch value {
        case .number(let text):
            // JSON's number grammar is a subset of Double's; huge exponents become infinities,
            // which the formatters refuse as `invalid-number`.
            guard let number = Double(text) else { throw .invalid(field.fieldName, expected: "a number", got: value) }
            return number
        case .string(let text):
            do {
                return try DecimalText.parse(text)
            } catch {
                throw RenderError(error)
            }
        default:
            throw .invalid(field.fieldName, expected: "a number", got: value)
        }
    }

    @inline(__always)
    private func numberText<Name: RequestFieldName>(key field: Name) throws(RenderError) -> String {
        _ = try number(key: field)
        switch field.value(in: self) {
        case .number(let text)?, .string(let text)?: return text
        default: throw .missing(field.fieldName, op: op)
        }
    }

    @inline(__always)
    private func optionalInteger<Name: RequestFieldName>(key field: Name) throws(RenderError) -> Int? {
        switch field.value(in: self) {
        case nil, .null?: return nil
        case .number(let text)?:
            guard let number = Double(text), number == number.rounded(), abs(number) < 1e15 else {
                throw RenderError(
                    .invalidField,
                    "Invalid field '\(field.fieldName)': expected an integer, got '\(SpokenError.token(text))'")
            }
            return Int(number)
        case let value?: throw .invalid(field.fieldName, expected: "an integer", got: value)
        }
    }

    @inline(__always)
    private func optionalStrings<Name: RequestFieldName>(key field: Name) throws(RenderError) -> [String?] {
        guard let value = field.value(in: self) else { throw .missing(field.fieldName, op: op) }
        guard case .array(let items) = value else {
            throw .invalid(field.fieldName, expected: "an array of strings", got: value)
        }
        var strings: [String?] = []
        strings.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            switch item {
            case .string(let text): strings.append(text)
            case .null: strings.append(nil)
            default:
                throw RenderError(
                    .invalidField,
                    "Invalid field '\(field.fieldName)': item \(index + 1) is \(item.kindName), expected a string or null"
                )
            }
        }
        return strings
    }

    @inline(__always)
    private func optionalBool<Name: RequestFieldName>(key field: Name) throws(RenderError) -> Bool? {
        switch field.value(in: self) {
        case nil, .null?: return nil
        case .bool(let value)?: return value
        case let value?: throw .invalid(field.fieldName, expected: "true or false", got: value)
        }
    }

    @inline(__always)
    private func optionalObject<Name: RequestFieldName>(key field: Name) throws(RenderError) -> JSONObject? {
        switch field.value(in: self) {
        case nil, .null?: return nil
        case .object(let object)?: return object
        case let value?: throw .invalid(field.fieldName, expected: "an object", got: value)
        }
    }

    @inline(__always)
    private func array<Name: RequestFieldName>(key field: Name) throws(RenderError) -> [JSONValue] {
        guard let value = field.value(in: self) else { throw .missing(field.fieldName, op: op) }
        guard case .array(let items) = value else { throw .invalid(field.fieldName, expected: "an array", got: value) }
        return items
    }

}

/// A field's name as `RenderRequest`'s accessors take it: a string, or a declared `MemberName`
/// (looked up by its bytes).
protocol RequestFieldName {
    var fieldName: String { get }
    func value(in request: RenderRequest) -> JSONValue?
}

extension String: RequestFieldName {
    var fieldName: String { self }
    func value(in request: RenderRequest) -> JSONValue? { request[self] }
}

extension MemberName: RequestFieldName {
    var fieldName: String { string }
    func value(in request: RenderRequest) -> JSONValue? { request[self] }
}
