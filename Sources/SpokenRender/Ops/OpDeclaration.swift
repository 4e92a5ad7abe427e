import Glibc
import Spoken

/// One op of `spoken render`, declared once: its wire name, its CLI command, its fields (JSON
/// names and types, required or default, allowed words, documentation), the error codes its own
/// input can get, a real example, and the handler that calls the library. `OpRegistry.all` lists
/// every declaration; render's dispatch and errors, `render --help`, `render --describe`, the CLI
/// commands, the docs tables and the clients derive from (or are checked against) that list.
public struct OpDeclaration: Sendable {
    /// The wire name: `rotorManifest`.
    public let name: String
    /// The CLI command that speaks the same op (`rotor` for `rotorManifest`), or nil.
    public let command: String?
    /// One line of documentation.
    public let summary: String
    /// The op's own fields in declaration order (not `id`, `op`, `locale`, `timeZone`).
    public let fields: [OpField]
    /// The stable codes the op's own input can get (`invalid-number`…).
    public let errors: [String]
    /// A real request and the response line the renderer gives for it.
    public let example: OpExample?
    /// What is said about the response beyond `text` and `locale` (`render --help`), if anything.
    public let responseNote: String?
    /// The library call: turns a request into words.
    public let handler: any RenderHandler
    /// Whether the op speaks one value (a date, a measure, money…), so a `cell` may take its
    /// request as a part.
    public let isValue: Bool
    /// The ways the value is given when there are several, each the names of the fields that
    /// together are the value (`relative`: `[["instant"], ["value", "unit"]]`); a request gives
    /// exactly one, whole. Empty when the op takes its value one way (its required fields).
    public let forms: [[String]]

    public init(
        name: String, command: String?, summary: String, fields: [OpField], forms: [[String]] = [],
        errors: [SpokenError.Code], example: OpExample?, responseNote: String? = nil, isValue: Bool = false,
        handler: any RenderHandler
    ) {
        precondition(forms.count != 1, "one way to give the value is its required fields, not a form")
        self.forms = forms
        self.isValue = isValue
        self.name = name
        self.command = command
        self.summary = summary
        self.fields = fields
        self.errors = errors.map(\.rawValue)
        self.example = example
        self.responseNote = responseNote
        self.handler = handler
    }

    /// The field called `name`.
    public func field(_ name: String) -> OpField? { fields.first { $0.name == name } }

    /// Whether the field called `name` is part of one of several ways to give the value.
    public func isInForm(_ name: String) -> Bool { forms.contains { $0.contains(name) } }

    /// The fields as `render --describe` lists them: each field, then each former name as a
    /// deprecated alias of its field (`OpField.alias`).
    public var describedFields: [OpField] { fields + fields.compactMap(\.alias) }
}

/// A real request of an op and the response line it gets (a test renders every example).
public struct OpExample: Sendable, Hashable {
    /// One request line: `{"id":1,"op":"measure","value":25,"unit":"celsius"}`.
    public let request: String
    /// The response line, without its newline.
    public let response: String

    public init(_ request: String, _ response: String) {
        self.request = request
        self.response = response
    }
}

/// One field of an op as `render --describe` describes it.
public struct OpField: Sendable, Hashable {
    /// The JSON types a field may hold.
    public enum JSONType: String, Sendable, Hashable {
        case string, number, integer, boolean, array, object
    }

    /// The JSON member name: `maxFractionDigits`.
    public let name: String
    /// The JSON types it takes (most one).
    public let types: [JSONType]
    /// Whether a request must give it (a field of one of the op's `forms`: when its form is the
    /// one given).
    public let required: Bool
    /// The value used when it is absent (nil: none, or one computed at run time).
    public let defaultValue: JSONValue?
    /// The words it takes, when a fixed set (or the items of an array of them).
    public let values: [String]?
    /// One line of documentation.
    public let doc: String
    /// The name the field had before, still read as this field (deprecated): `style` for
    /// `presentation`. A request gives one of the two names, never both.
    public let formerName: String?
    /// For a deprecated alias (`style`), the field it is the former name of (`presentation`).
    public let aliasOf: String?

    public init(
        _ name: String, _ types: [JSONType], required: Bool = false, default defaultValue: JSONValue? = nil,
        values: [String]? = nil, doc: String, formerName: String? = nil
    ) {
        self.init(
            name, types, required: required, default: defaultValue, values: values, doc: doc,
            formerName: formerName, aliasOf: nil)
    }

    private init(
        _ name: String, _ types: [JSONType], required: Bool, default defaultValue: JSONValue?, values: [String]?,
        doc: String, formerName: String?, aliasOf: String?
    ) {
        self.formerName = formerName
        self.aliasOf = aliasOf
        self.name = name
        self.types = types
        self.required = required
        self.defaultValue = defaultValue
        self.values = values
        self.doc = doc
    }
}

extension OpField {
    /// The field's former name as a field of its own, deprecated: what `render --describe` lists.
    public var alias: OpField? {
        formerName.map {
            OpField(
                $0, types, required: false, default: nil, values: values,
                doc: "deprecated: the former name of '\(name)'", formerName: nil, aliasOf: name)
        }
    }
}

/// A typed field of a built-in op: its description (`OpField`) and how a request's member is read
/// as a `Value`, with the default as a `Value`. Handlers read `request.value(Self.unit)`: the name
/// is written once, in the declaration, and a typo is a compile error.
public final class Field<Value: Sendable>: Sendable {
    public let spec: OpField
    /// The value when the member is absent (nil: no default).
    public let defaultValue: Value?
    /// The member's value; nil when it is absent (or null, for fields that take null as absent).
    let read: @Sendable (RenderRequest, MemberName) throws(RenderError) -> Value?
    /// The name and the former name as a request's members are looked up by.
    let names: FieldNames

    public var name: String { spec.name }

    init(
        _ spec: OpField, default defaultValue: Value? = nil,
        read: @escaping @Sendable (RenderRequest, MemberName) throws(RenderError) -> Value?
    ) {
        self.spec = spec
        self.defaultValue = defaultValue
        self.read = read
        names = FieldNames(spec)
    }
}

/// A field's name and former name as member names (bytes), made once with its declaration.
struct FieldNames: Sendable {
    let name: MemberName
    let former: MemberName?

    init(_ spec: OpField) {
        name = MemberName(spec.name)
        former = spec.formerName.map(MemberName.init)
    }
}

extension Field where Value == String {
    /// A string a request must give (`unit`, `key`, `text`).
    static func string(_ name: String, doc: String) -> Self {
        Self(OpField(name, [.string], required: true, doc: doc)) { (request, name) throws(RenderError) in
            try request.string(name)
        }
    }

    /// One of `values`, nil when absent or null (the handler knows what that means).
    static func choice(_ name: String, _ values: [String], doc: String) -> Self {
        Self(OpField(name, [.string], values: values, doc: doc)) { (request, name) throws(RenderError) in
            try request.optionalString(name)
        }
    }
}

extension Field where Value == String {
    /// A number a request must give, as written: a JSON number or a decimal string (`"25.5"`),
    /// checked as a number and kept as text, so no digit is lost past a Double's 15.
    static func numberText(_ name: String, doc: String) -> Self {
        Self(OpField(name, [.number, .string], required: true, doc: doc)) { (request, name) throws(RenderError) in
            try request.numberText(name)
        }
    }
}

extension Field where Value == Double {
    /// A number a request must give: a JSON number or a decimal string (`"25.5"`).
    static func number(_ name: String, doc: String) -> Self {
        Self(OpField(name, [.number, .string], required: true, doc: doc)) { (request, name) throws(RenderError) in
            try request.number(name)
        }
    }
}

extension Field where Value == Int {
    /// A whole number (`2.0` counts as 2), nil or `defaultValue` when absent or null.
    static func integer(_ name: String, default defaultValue: Int? = nil, doc: String) -> Self {
        Self(
            OpField(name, [.integer], default: defaultValue.map { .number(String($0)) }, doc: doc),
            default: defaultValue
        ) { (request, name) throws(RenderError) in try request.optionalInteger(name) }
    }
}

extension Field where Value == Bool {
    /// True or false, `defaultValue` when absent or null.
    static func boolean(_ name: String, default defaultValue: Bool, doc: String) -> Self {
        Self(OpField(name, [.boolean], default: .bool(defaultValue), doc: doc), default: defaultValue) {
            (request, name) throws(RenderError) in try request.optionalBool(name)
        }
    }
}

extension Field where Value == Instant {
    /// An instant: ISO 8601 text, `@EPOCH_SECONDS`, or a JSON number of seconds since 1970. When
    /// given (null included) it must be one; absent, a required one is `missing-field`.
    static func instant(_ name: String, required: Bool, doc: String) -> Self {
        Self(OpField(name, [.string, .number], required: required, doc: doc)) {
            (request, name) throws(RenderError) -> Instant? in
            guard required || request.has(name) else { return nil }
            return try DateRenderHandler.instant(request, field: name)
        }
    }
}

extension Field where Value == [String?] {
    /// An array a request must give, of strings or nulls.
    static func strings(_ name: String, doc: String) -> Self {
        Self(OpField(name, [.array], required: true, doc: doc)) { (request, name) throws(RenderError) in
            // An array the line's reading took holds only plain strings and nulls: read in place.
            if let members = request.lineMembers, let index = members.index(of: name), members[index].kind == .array {
                return RequestMembers.items(of: members.bytes(members[index].value))
            }
            return try request.optionalStrings(name)
        }
    }
}

extension Field where Value == [JSONValue] {
    /// An array a request must give, its items read by the handler.
    static func array(_ name: String, doc: String) -> Self {
        Self(OpField(name, [.array], required: true, doc: doc)) { (request, name) throws(RenderError) in
            try request.array(name)
        }
    }
}

extension Field where Value == JSONObject {
    /// An object, nil when absent or null.
    static func object(_ name: String, doc: String) -> Self {
        Self(OpField(name, [.object], doc: doc)) { (request, name) throws(RenderError) in
            try request.optionalObject(name)
        }
    }
}

/// A field whose value is one of the words of `Word` (`dateStyle`: none, short, medium, long,
/// full): its words, its default (a `Word`) and its documentation are declared once; a handler
/// gets the `Word`, and a word that is none of them is `Word(parsing:option:)`'s `invalid-option`
/// error, the CLI's.
public final class ChoiceField<Word: OptionWord>: Sendable {
    public let spec: OpField
    /// The word when the member is absent or null (nil: none; the handler knows what that means).
    public let defaultValue: Word?
    /// The option an error names when the request gave the former name; that name when nil.
    let formerOption: String?
    /// The name and the former name as a request's members are looked up by.
    let names: FieldNames
    /// Each word's bytes, to find a word in a line without making a string.
    let words: [(bytes: [UInt8], word: Word)]

    public var name: String { spec.name }

    init(
        _ name: String, default defaultValue: Word? = nil, doc: String, formerName: String? = nil,
        formerOption: String? = nil
    ) {
        spec = OpField(
            name, [.string], default: defaultValue.map { .string($0.rawValue) },
            values: Word.allCases.map(\.rawValue), doc: doc, formerName: formerName)
        self.defaultValue = defaultValue
        self.formerOption = formerOption
        names = FieldNames(spec)
        words = Word.allCases.map { (Array($0.rawValue.utf8), $0) }
    }

    /// The option an error names when the request spelled the field `spelling`.
    func option(spelledAs spelling: MemberName) -> String {
        spelling === names.name ? name : formerOption ?? spelling.string
    }

    /// The word whose bytes these are.
    @inline(__always)
    func word(_ bytes: UnsafeBufferPointer<UInt8>) -> Word? {
        for entry in words where entry.bytes.count == bytes.count {
            if entry.bytes.withUnsafeBufferPointer({ memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0 }) {
                return entry.word
            }
        }
        return nil
    }
}

extension ChoiceField {
    /// The word a line's members give, as `RenderRequest.optional(_:)` reads it: the default
    /// when absent or null; nil (the general path then says why) when of another type, none of
    /// the words, or given under both its name and its former name.
    @inline(__always)
    func word(in members: RequestMembers) -> Word?? {
        var index = members.index(of: names.name)
        if let former = names.former, let formerIndex = members.index(of: former) {
            guard index == nil else { return nil }
            index = formerIndex
        }
        guard let index else { return .some(defaultValue) }
        switch members[index].kind {
        case .null: return .some(defaultValue)
        case .string:
            guard let word = word(members.bytes(members[index].value)) else { return nil }
            return .some(word)
        default: return nil
        }
    }
}

/// A choice as a request gave it: its JSON type checked and its word looked up, but not yet
/// required to be one of the words (every field's JSON type is checked before any word is).
public struct Choice<Word: OptionWord>: Sendable {
    let known: Word?
    /// The text given, when it is none of the words.
    let text: String
    /// The name an error gives the option.
    let option: String

    /// The word, or the `invalid-option` error naming the option and the words it takes.
    public func value() throws(RenderError) -> Word {
        do {
            return try word()
        } catch {
            throw RenderError(error)
        }
    }

    /// The same as the library's error (inside a handler's library calls).
    public func word() throws(SpokenError) -> Word {
        if let known { return known }
        return try Word(parsing: text, option: option)
    }
}

extension RenderRequest {
    /// A choice field with a default: the word given, or the default.
    public func value<Word>(_ field: ChoiceField<Word>) throws(RenderError) -> Choice<Word> {
        if let given = try optional(field) { return given }
        return Choice(known: field.defaultValue, text: "", option: field.name)
    }

    /// A choice field: the word given, nil when it is absent or null. A value that is not a string
    /// is `invalid-field`.
    public func optional<Word>(_ field: ChoiceField<Word>) throws(RenderError) -> Choice<Word>? {
        if let members = lineMembers {
            // One lookup per name; a word found by its bytes, without making a string.
            var spelling = field.names.name
            var found = members.index(of: spelling)
            if let former = field.names.former, let index = members.index(of: former) {
                guard found == nil else { throw .formerName(former.string, of: spelling.string, op: op) }
                (spelling, found) = (former, index)
            }
            guard let index = found else { return nil }
            let option = field.option(spelledAs: spelling)
            switch members[index].kind {
            case .null: return nil
            case .string:
                if let word = field.word(members.bytes(members[index].value)) {
                    return Choice(known: word, text: "", option: option)
                }
                return Choice(known: nil, text: members.text(at: index), option: option)
            default:
                throw .invalid(spelling.string, expected: "a string", got: members.value(at: index))
            }
        }
        let spelling = try spelling(field.names)
        guard let text = try optionalString(spelling) else { return nil }
        let option = field.option(spelledAs: spelling)
        return Choice(known: Word(rawValue: text), text: text, option: option)
    }

    /// A field that is required or has a default: its value, the default, or `missing-field`.
    public func value<Value>(_ field: Field<Value>) throws(RenderError) -> Value {
        if let value = try field.read(self, spelling(field.names)) { return value }
        if let value = field.defaultValue { return value }
        throw .missing(field.name, op: op)
    }

    /// A field without a default: its value, or nil when absent.
    public func optional<Value>(_ field: Field<Value>) throws(RenderError) -> Value? {
        try field.read(self, spelling(field.names))
    }

    /// The name the request gives the field by: its former name (`style`) when only that is
    /// given, else its name. Both given is an `invalid-field` error.
    public func spelling(of field: OpField) throws(RenderError) -> String {
        guard let former = field.formerName, self[former] != nil else { return field.name }
        guard self[field.name] == nil else { throw .formerName(former, of: field.name, op: op) }
        return former
    }

    /// The same for a declared field's names.
    @inline(__always)
    func spelling(_ names: FieldNames) throws(RenderError) -> MemberName {
        guard let former = names.former, has(former) else { return names.name }
        guard !has(names.name) else { throw .formerName(former.string, of: names.name.string, op: op) }
        return former
    }
}
