import Spoken

/// Every op of `spoken render`, declared once (`OpDeclaration`). Render's dispatch and its
/// `unknown-op`, `unknown-field` and `missing-field` errors, `render --help`, `render --describe`,
/// the CLI commands, the README's and DocC's op tables and the clients' checks all read this list.
///
/// The value types (`ValueType.all`, in the core library because catalogs take them as
/// arguments) are ops too: adding one to `ValueType.all` adds its op here.
public enum OpRegistry {
    /// Every op, in help order: the render-only ops, then the value types.
    public static let all: [OpDeclaration] =
        [
            DateRenderHandler.declaration, LabelRenderHandler.declaration,
            AnnounceRenderHandler.declaration, RotorRenderHandler.declaration,
            RotorManifestRenderHandler.declaration, CheckRenderHandler.declaration, CellRenderHandler.declaration,
            CellsRenderHandler.declaration,
        ] + ValueType.standalone.map(OpDeclaration.init)

    /// The op called `name` (a lookup in a table made once: a cell asks it for every value part).
    public static func named(_ name: String) -> OpDeclaration? { byName[name] }

    /// `all` by name (the first of a name, as a search of `all` finds it).
    private static let byName = Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// Every op's name, sorted.
    public static let names: [String] = all.map(\.name).sorted()

    /// The version of `render --describe`'s document.
    public static let protocolVersion = 1

    /// The fields every request may carry, whatever its op.
    public static let commonFields: [OpField] =
        [
            OpField(
                "id", [.string, .number, .boolean], doc: "echoed back verbatim in the response (null when absent)"),
            OpField("op", [.string], required: true, values: names, doc: "the op: one of the ops below"),
            OpField("locale", [.string], doc: "a BCP 47 locale tag (default: the run's --locale)"),
            OpField("timeZone", [.string], doc: "an IANA time zone (default: the run's --time-zone)"),
        ] + markupFields

    /// The common fields of the ops with a visible form (`markupOps`): the words with the compact
    /// form an app shows, SSML, spans and input labels.
    public static let markupFields: [OpField] = [markup.spec, displayWidth.spec]

    /// `markup`: whether the response gives the visible form too.
    package static let markup = Field.boolean(
        "markup", default: false,
        doc:
            "give the visible form too, as JSON: display, ssml, spans, inputLabels, labelInName (\(markupOps.joined(separator: ", ")))"
    )

    /// `displayWidth`: the visible form's width, `defaultDisplayWidth` when absent.
    package static let displayWidth = ChoiceField<DisplayWidth>(
        "displayWidth", default: defaultDisplayWidth, doc: "with markup: ICU's width of the visible form")

    /// The visible form's width when markup is asked for without a width.
    package static let defaultDisplayWidth = DisplayWidth.short

    /// The ops that take `markup`, sorted.
    public static let markupOps: [String] = all.filter(\.handler.supportsMarkup).map(\.name).sorted()

    /// `spoken render --describe`: one JSON document describing every op (Documentation/Describe.md is the
    /// contract), pretty-printed with sorted keys and a trailing newline.
    public static func describe() -> String {
        let document: JSONValue = .object([
            "protocol": .number(String(protocolVersion)),
            "common": .array(commonFields.map(\.json)),
            "ops": .array(all.sorted { $0.name < $1.name }.map(\.json)),
        ])
        var out = ""
        document.writePretty(to: &out, indent: "")
        return out + "\n"
    }
}

extension OpDeclaration {
    /// `measureRange` → `measure-range`: the CLI's spelling of a wire name.
    public static func kebab(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase {
                result += "-" + character.lowercased()
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// The op as `render --describe` shows it.
    var json: JSONValue {
        var members: JSONObject = [
            "name": .string(name), "command": command.map(JSONValue.string) ?? .null, "summary": .string(summary),
            "fields": .array(describedFields.map(\.json)), "errors": .array(errors.map(JSONValue.string)),
            // Whether `"markup": true` gives the visible form (`RenderHandler.supportsMarkup`).
            "markup": .bool(handler.supportsMarkup),
        ]
        if !forms.isEmpty {
            members.append("forms", .array(forms.map { .array($0.map(JSONValue.string)) }))
        }
        if let example {
            let parser = JSONLineParser()
            if let request = try? parser.parse(example.request).value,
                let response = try? parser.parse(example.response).value
            {
                members.append("example", .object(["request": request, "response": response]))
            }
        }
        return .object(members)
    }
}

extension OpField {
    /// The field as `render --describe` shows it.
    var json: JSONValue {
        var members: JSONObject = [
            "name": .string(name),
            "type": types.count == 1 ? .string(types[0].rawValue) : .array(types.map { .string($0.rawValue) }),
            "required": .bool(required), "doc": .string(doc),
        ]
        if let defaultValue { members.append("default", defaultValue) }
        if let values { members.append("values", .array(values.map(JSONValue.string))) }
        if let aliasOf {
            members.append("deprecated", .bool(true))
            members.append("aliasOf", .string(aliasOf))
        }
        return .object(members)
    }
}

extension JSONValue {
    /// Pretty JSON: two spaces per level, object keys sorted, `"key": value`.
    func writePretty(to out: inout String, indent: String) {
        switch self {
        case .array(let items) where !items.isEmpty:
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += indent + "  "
                item.writePretty(to: &out, indent: indent + "  ")
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        case .object(let object) where object.count > 0:
            out += "{\n"
            let members = object.members.sorted { $0.key < $1.key }
            for (index, member) in members.enumerated() {
                out += indent + "  "
                JSONValue.string(member.key).writePretty(to: &out, indent: indent)
                out += ": "
                member.value.writePretty(to: &out, indent: indent + "  ")
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        default:
            var bytes: [UInt8] = []
            write(to: &bytes)
            out += String(decoding: bytes, as: UTF8.self)
        }
    }
}
