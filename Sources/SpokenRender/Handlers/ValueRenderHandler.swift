import Spoken

/// The `render` op of a declared value type (`ValueType`): its fields, their JSON types and the
/// `unknown-field` check come from the declaration, so `{"op":"duration","seconds":4527}` takes
/// exactly what `spoken duration` takes as options. Every field's JSON type is checked before any
/// value is read; then the form (which fields give the value) is found, and the declaration speaks.
public struct ValueRenderHandler: RenderHandler {
    public let valueType: ValueType

    public init(_ valueType: ValueType) {
        self.valueType = valueType
        names = valueType.fields.map(\.name)
        formerNameOf = valueType.fields.map(\.formerName)
        memberNames = names.map(MemberName.init)
        formerMemberNames = formerNameOf.map { $0.map(MemberName.init) }
        fields = names
        formerNames = formerNameOf.compactMap { $0 }
        // A measure answers its common shape from the line (`writeLine`): every field but `case`.
        let isMeasure = valueType.name == ValueType.measure.name
        measureLineFields =
            isMeasure ? memberNames.filter { $0.string != ValueField.grammaticalCase.name } : []
        func declared<Word: OptionWord>(_ name: String, _: Word.Type) -> Word? {
            valueType.fields.first { $0.name == name }?.defaultValue.flatMap(Word.init(rawValue:))
        }
        measureDefaults = (
            declared("width", MeasureWidth.self) ?? .full, declared("usage", MeasureUsage.self) ?? .default
        )
    }

    /// The fields a measure's line takes (`LineRenderHandler`); empty for other value types.
    let measureLineFields: [MemberName]
    /// The measure's declared width and usage, for a line that gives none.
    let measureDefaults: (width: MeasureWidth, usage: MeasureUsage)

    public let fields: [String]
    public let formerNames: [String]
    /// Field i's name and former name (`presentation`, `style`).
    private let names: [String]
    private let formerNameOf: [String?]
    /// The same as looked up in a request's members (by their bytes).
    private let memberNames: [MemberName]
    private let formerMemberNames: [MemberName?]

    public func render(_ request: RenderRequest) throws(RenderError) -> RenderedText {
        let (inputs, form) = try read(request)
        do throws(SpokenError) {
            // The form was found and checked, on the same fields.
            let words = try valueType.localizedString(
                inputs, form: form, locale: request.locale, timeZone: request.timeZone)
            return RenderedText(text: words.text, locale: words.locale)
        } catch {
            throw RenderError(error)
        }
    }

    public var supportsMarkup: Bool { valueType.display != nil }

    public func renderMarkup(_ request: RenderRequest, width: DisplayWidth) throws(RenderError) -> RenderedText {
        guard supportsMarkup else { throw .noMarkup(op: request.op) }
        let (inputs, form) = try read(request)
        do throws(SpokenError) {
            let markup = try valueType.markup(
                inputs, form: form, locale: request.locale, timeZone: request.timeZone, width: width)
            return RenderedText(markup: markup, locale: request.locale.identifier)
        } catch {
            throw RenderError(error)
        }
    }

    /// The request's fields as the declaration's inputs, and the form they give the value in.
    private func read(_ request: RenderRequest) throws(RenderError) -> (ValueInputs, Int) {
        // The given fields as bits (field i is bit i) and their values: no set of names, no copy
        // of a field's declaration per request.
        var mask: UInt64 = 0
        var given: [(index: Int, value: JSONValue, spelling: String)] = []
        given.reserveCapacity(names.count)
        for index in names.indices {
            var name = names[index]
            var member = request[memberNames[index]]
            if let former = formerMemberNames[index], let value = request[former] {
                guard member == nil else { throw .formerName(former.string, of: name, op: request.op) }
                (name, member) = (former.string, value)
            }
            guard let value = member else { continue }
            if case .null = value { continue }
            guard Self.hasType(value, for: valueType.fields[index].kind) else {
                throw .invalid(name, expected: valueType.fields[index].jsonType, got: value)
            }
            mask |= 1 << UInt64(index)
            given.append((index, value, name))
        }
        let op = request.op
        let form: Int
        switch valueType.form(given: mask) {
        case .form(let index):
            form = index
        case .none:
            let names = valueType.forms.map { $0.map { "'\($0)'" }.joined(separator: " and ") }
            throw RenderError(
                .missingField, "Missing field \(names.joined(separator: " or ")) for op '\(op)'")
        case .conflict(let first, let second):
            throw RenderError(
                .invalidField,
                "Invalid fields '\(first)' and '\(second)' for op '\(op)': they are two ways to give one value, give one"
            )
        case .incomplete(_, let missing):
            let partners = valueType.forms.first { $0.contains(missing) }?.filter { $0 != missing } ?? []
            throw RenderError(
                .missingField,
                "Missing field '\(missing)' for op '\(op)': it goes with \(partners.map { "'\($0)'" }.joined(separator: " and "))"
            )
        case .misplaced(let field, let partner):
            throw RenderError(.invalidField, "Invalid field '\(field)' for op '\(op)': it goes with '\(partner)'")
        }
        if let missing = valueType.missingRequired(given: mask) {
            throw RenderError(.missingField, "Missing field '\(missing.name)' for op '\(op)'")
        }
        var inputs = ValueInputs()
        inputs.reserveCapacity(given.count)
        for (index, value, spelling) in given {
            inputs[names[index]] = try Self.read(value, valueType.fields[index], spelledAs: spelling)
        }
        return (inputs, form)
    }

    /// Whether a JSON value has a type the field's kind takes (arrays: of strings only).
    static func hasType(_ value: JSONValue, for kind: ValueField.Kind) -> Bool {
        switch (kind, value) {
        case (.text, .string), (.choice, .string), (.flag, .bool), (.integer, .number): true
        case (.number, .number), (.number, .string), (.instant, .number), (.instant, .string): true
        case (.numberOrText, .number), (.numberOrText, .string): true
        case (.list, .array(let items)), (.strings, .array(let items)):
            items.allSatisfy {
                if case .string = $0 { return true }
                return false
            }
        default: false
        }
    }

    /// The field's value from a JSON value of the right type, checked as the CLI checks it.
    static func read(_ value: JSONValue, _ field: ValueField, spelledAs spelling: String? = nil) throws(RenderError)
        -> ValueInput
    {
        do throws(SpokenError) {
            return try readChecked(value, field, spelledAs: spelling ?? field.name)
        } catch {
            throw RenderError(error)
        }
    }

    private static func readChecked(_ value: JSONValue, _ field: ValueField, spelledAs spelling: String)
        throws(SpokenError) -> ValueInput
    {
        switch value {
        case .string(let text):
            return try field.parse(text, spelledAs: spelling)
        case .bool(let flag):
            return .flag(flag)
        case .array(let items):
            let strings = items.compactMap { item -> String? in
                if case .string(let text) = item { return text }
                return nil
            }
            return try field.check(.list(strings), spelledAs: spelling)
        case .number(let text):
            switch field.kind {
            case .integer(let range):
                // 2.0 counts as 2; 2.5 and 1e300 are outside every range.
                guard let number = Double(text), number == number.rounded(), abs(number) < 1e15 else {
                    throw SpokenError(
                        .invalidOption, input: text,
                        message:
                            "Invalid value '\(SpokenError.token(text))' for \(field.name): expected a whole number from \(range.lowerBound) to \(range.upperBound)"
                    )
                }
                return try field.check(.integer(Int(number)), spelledAs: field.name)
            case .instant:
                guard let seconds = JSONNumber.double(text.utf8) ?? Double(text), Instant.validSeconds.contains(seconds)
                else {
                    throw SpokenError(
                        .invalidInstant, input: text,
                        message: "Invalid instant '\(SpokenError.token(text))': outside the years 0001…9999")
                }
                return .instant(Instant(secondsSince1970: seconds))
            default:
                // JSON's number grammar is a subset of Double's; a huge exponent is an infinity,
                // which the formatter refuses by name.
                return .number(Double(text) ?? .nan, text: text)
            }
        default:
            return .text("")  // excluded by hasType
        }
    }
}

extension OpDeclaration {
    /// The op of a declared value type: its fields, forms, defaults, errors and example as the
    /// declaration states them; its handler is `ValueRenderHandler`.
    public init(_ valueType: ValueType) {
        let fields = valueType.fields.map { field -> OpField in
            let inForm = valueType.forms.contains { $0.contains(field.name) }
            return OpField(
                field.name, Self.types(field.kind), required: field.required || inForm,
                default: Self.defaultValue(field), values: Self.values(field.kind), doc: Self.doc(field.help),
                formerName: field.formerName)
        }
        self.init(
            name: valueType.name, command: OpDeclaration.kebab(valueType.name), summary: valueType.summary,
            fields: fields, forms: valueType.forms.count > 1 ? valueType.forms : [],
            errors: valueType.errors,
            example: valueType.example.map { OpExample($0.request, $0.response) },
            isValue: true, handler: ValueRenderHandler(valueType))
    }

    private static func types(_ kind: ValueField.Kind) -> [OpField.JSONType] {
        switch kind {
        case .text, .choice: [.string]
        case .list, .strings: [.array]
        case .integer: [.integer]
        case .number, .numberOrText: [.number, .string]
        case .instant: [.string, .number]
        case .flag: [.boolean]
        }
    }

    private static func values(_ kind: ValueField.Kind) -> [String]? {
        switch kind {
        case .choice(let words), .list(let words): words
        default: nil
        }
    }

    /// The declared default as a JSON value (a flag's is false).
    private static func defaultValue(_ field: ValueField) -> JSONValue? {
        if field.kind == .flag { return .bool(false) }
        guard let text = field.defaultValue else { return nil }
        switch field.kind {
        case .list: return .array(text.split(separator: ",").map { .string(String($0)) })
        case .integer, .number: return .number(text)
        default: return .string(text)
        }
    }

    /// The help as one line, without what only the command line does ('-' reads standard input).
    package static func doc(_ help: String) -> String {
        let line = help.split(separator: "\n").map { $0.drop { $0 == " " } }.joined(separator: " ")
        guard let range = line.range(of: " '-' reads") else { return line }
        return String(line[..<range.lowerBound])
    }
}
