import Spoken

/// `"op":"cells"`: many cell labels of one shape in one request, the rows of a list screen. `parts`
/// are `cell`'s parts, in which a value may name a member of the row instead (`{"row":"eta"}`):
/// a message's key or argument, a text, a value op's field. Each row of `rows` is an object of
/// those members, and its label is exactly what `cell` says for the parts with the row's values
/// put in (a null value drops its part as in `cell`). The parts are read and the cell (locale,
/// zone, pause) made once for every row.
///
/// An error in any row fails the whole request, naming the row (`rows[3].eta`, "in row 4") and the
/// part: a list screen shows every row or reports why it cannot.
public struct CellsRenderHandler: RenderHandler {
    public init() {}

    package static let parts = Field.array(
        "parts",
        doc:
            #"the parts of every label, as cell's parts, where any value may be {"row":NAME}: the row's member NAME (a message's key or argument, a text, a value op's field)"#
    )
    package static let rows = Field.array(
        "rows",
        doc:
            #"one object per label, of the members the parts name (a null one drops its part); every member must be named by a part"#
    )

    public static let declaration = OpDeclaration(
        name: "cells", command: nil,
        summary: "Speak many cell labels of one shape in one request: the parts once, each row's values put in",
        fields: [parts.spec, rows.spec, CellRenderHandler.now.spec],
        errors: [
            .unknownKey, .missingArgument, .unknownArgument, .invalidArgumentType, .invalidInstant, .missingField,
            .unknownField,
        ],
        example: OpExample(
            #"{"id":1,"op":"cells","parts":[{"text":{"row":"name"}},{"op":"money","amount":{"row":"total"},"currency":"USD"}],"rows":[{"name":"Burger Barn","total":"29.21"},{"name":null,"total":8.5}]}"#,
            #"{"id":1,"text":"","locale":"en-US","texts":["Burger Barn, 29.21 US dollars","8.50 US dollars"]}"#),
        responseNote: #"the response carries "texts", one label per row in order; "text" is empty"#,
        handler: CellsRenderHandler())

    public var fields: [String] { Self.fieldNames }
    private static let fieldNames = declaration.fields.map(\.name)

    public func render(_ request: RenderRequest) throws(RenderError) -> RenderedText {
        let template = try CellTemplate(try request.value(Self.parts))
        let rows = try request.value(Self.rows)
        let cell = try CellRenderHandler.cell(request)
        var texts: [JSONValue] = []
        texts.reserveCapacity(rows.count)
        for (index, row) in rows.enumerated() {
            let values = try template.values(of: row, at: index)
            let words: [String?]
            do throws(RenderError) {
                words = try CellRenderHandler.compose(template.count, cell: cell, width: nil) {
                    (part, atStart) throws(RenderError) in
                    try template.part(part, values, atStart: atStart, request: request)
                }
            } catch {
                throw RenderError(error.code, "\(error.message) (in row \(index + 1))")
            }
            texts.append(.string(cell.join(words)))
        }
        return RenderedText(
            text: "", locale: request.locale.identifier, extra: [RenderedText.Member("texts", .array(texts))])
    }
}

extension JSONValue {
    fileprivate var isString: Bool {
        if case .string = self { return true }
        return false
    }
}

/// A cell's parts with the places that take a row's values (`{"row":NAME}`), read once: a message
/// part's key and arguments are found once, so a row only looks its values up.
struct CellTemplate {
    /// Where a value comes from: the part itself, or the row's member.
    private enum Source {
        case given(JSONValue)
        case row(String)

        func value(_ row: JSONObject) -> JSONValue {
            switch self {
            case .given(let value): value
            case .row(let name): row[name] ?? .null  // present: `values(of:at:)` checked every name
            }
        }
    }

    /// One part: as given, with the row's values still to put in, or a message read once.
    private enum Slot {
        case constant(JSONValue)
        case filled(JSONObject)
        case message(key: Source, arguments: [(name: String, value: Source)], object: JSONObject)
    }

    private let slots: [Slot]
    /// Every row member the parts name, in the parts' order, once each.
    private let names: [String]

    /// The number of parts.
    var count: Int { slots.count }

    init(_ parts: [JSONValue]) throws(RenderError) {
        var names: [String] = []
        func note(_ value: JSONValue) -> Source {
            guard let name = Self.reference(value) else { return .given(value) }
            if !names.contains(name) { names.append(name) }
            return .row(name)
        }
        slots = parts.map { part in
            guard case .object(let object) = part else { return .constant(part) }
            var named = false
            for member in object.members {
                if Self.reference(member.value) != nil {
                    _ = note(member.value)
                    named = true
                } else if member.key == "args", case .object(let args) = member.value {
                    for argument in args.members where Self.reference(argument.value) != nil {
                        _ = note(argument.value)
                        named = true
                    }
                }
            }
            guard named else { return .constant(part) }
            // A message of only `key` and `args` (an object), its key a string or the row's: read once.
            guard object["op"] == nil, let key = object["key"],
                object.members.allSatisfy({ CellRenderHandler.messageMembers.contains($0.key) })
            else { return .filled(object) }
            var arguments: [(name: String, value: Source)] = []
            switch object["args"] {
            case nil, .null?: break
            case .object(let args)?: arguments = args.members.map { ($0.key, note($0.value)) }
            default: return .filled(object)
            }
            // A key that is neither a string nor the row's: `cell`'s own reading says why.
            if Self.reference(key) == nil, !key.isString { return .filled(object) }
            return .message(key: note(key), arguments: arguments, object: object)
        }
        self.names = names
    }

    /// The row member a value names (`{"row":"eta"}`), or nil.
    private static func reference(_ value: JSONValue) -> String? {
        guard case .object(let object) = value, object.count == 1, let member = object.members.first,
            member.key == "row", case .string(let name) = member.value
        else { return nil }
        return name
    }

    /// Row `index`'s values, checked: an object with every member the parts name and no other.
    func values(of row: JSONValue, at index: Int) throws(RenderError) -> JSONObject {
        guard case .object(let values) = row else {
            throw .invalid("rows[\(index)]", expected: "an object of the members the parts name", got: row)
        }
        for member in values.members where !names.contains(member.key) {
            let named = names.sorted().map { "'\($0)'" }.joined(separator: ", ")
            throw RenderError(
                .unknownField,
                "Unknown field 'rows[\(index)].\(SpokenError.token(member.key))': no part names it (the parts name \(named.isEmpty ? "none" : named))"
            )
        }
        // Every member is one the parts name, each once: as many members as names means all of them.
        if values.count != names.count, let missing = names.first(where: { values[$0] == nil }) {
            throw RenderError(
                .missingField, "Missing field 'rows[\(index)].\(SpokenError.token(missing))': a part names it")
        }
        return values
    }

    /// Part `index` with the row's values, read as `cell` reads it.
    func part(_ index: Int, _ row: JSONObject, atStart: Bool, request: RenderRequest) throws(RenderError)
        -> CellRenderHandler.ParsedPart
    {
        switch slots[index] {
        case .constant(let part):
            return try CellRenderHandler.part(part, at: index, atStart: atStart, request: request)
        case .filled(let object):
            return try CellRenderHandler.part(
                .object(Self.fill(object, row)), at: index, atStart: atStart, request: request)
        case .message(let key, let arguments, let object):
            guard case .string(let key) = key.value(row) else {
                // Not a key: `cell`'s own reading says why.
                return try CellRenderHandler.part(
                    .object(Self.fill(object, row)), at: index, atStart: atStart, request: request)
            }
            return try CellRenderHandler.message(key: key, count: arguments.count) {
                arguments[$0].name
            } value: {
                arguments[$0].value.value(row)
            }
        }
    }

    /// `object` with each `{"row":NAME}` member replaced by the row's value (and inside `args`).
    private static func fill(_ object: JSONObject, _ row: JSONObject, args: Bool = true) -> JSONObject {
        var members: [JSONObject.Member] = []
        members.reserveCapacity(object.count)
        for member in object.members {
            if let name = reference(member.value) {
                members.append(JSONObject.Member(key: member.key, value: row[name] ?? .null))
            } else if args, member.key == "args", case .object(let arguments) = member.value {
                members.append(JSONObject.Member(key: member.key, value: .object(fill(arguments, row, args: false))))
            } else {
                members.append(member)
            }
        }
        return JSONObject(members)
    }
}
