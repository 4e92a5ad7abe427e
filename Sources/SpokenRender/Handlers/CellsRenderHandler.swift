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
            let parts = try template.parts(for: row, at: index)
            let words: [String?]
            do throws(RenderError) {
                words = try CellRenderHandler.compose(parts, cell: cell, request: request, width: nil)
            } catch {
                throw RenderError(error.code, "\(error.message) (in row \(index + 1))")
            }
            texts.append(.string(cell.join(words)))
        }
        return RenderedText(
            text: "", locale: request.locale.identifier, extra: [RenderedText.Member("texts", .array(texts))])
    }
}

/// A cell's parts with the places that take a row's values (`{"row":NAME}`), read once.
struct CellTemplate {
    /// One part: as given, or with the row's values still to put in.
    private enum Slot {
        case constant(JSONValue)
        case filled(JSONObject)
    }

    private let slots: [Slot]
    /// Every row member a part names.
    let names: Set<String>

    init(_ parts: [JSONValue]) throws(RenderError) {
        var names = Set<String>()
        slots = parts.map { part in
            guard case .object(let object) = part else { return .constant(part) }
            var named = false
            for member in object.members {
                if let name = Self.reference(member.value) {
                    names.insert(name)
                    named = true
                } else if member.key == "args", case .object(let args) = member.value {
                    for argument in args.members {
                        if let name = Self.reference(argument.value) {
                            names.insert(name)
                            named = true
                        }
                    }
                }
            }
            return named ? .filled(object) : .constant(part)
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

    /// The parts with row `index`'s values put in; an error names the row member that is missing,
    /// not an object, or named by no part.
    func parts(for row: JSONValue, at index: Int) throws(RenderError) -> [JSONValue] {
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
        var parts: [JSONValue] = []
        parts.reserveCapacity(slots.count)
        for slot in slots {
            switch slot {
            case .constant(let part): parts.append(part)
            case .filled(let object): parts.append(.object(try Self.fill(object, values, at: index, args: true)))
            }
        }
        return parts
    }

    /// `object` with each `{"row":NAME}` member replaced by the row's value (and inside `args`).
    private static func fill(_ object: JSONObject, _ row: JSONObject, at index: Int, args: Bool) throws(RenderError)
        -> JSONObject
    {
        var members: [JSONObject.Member] = []
        members.reserveCapacity(object.count)
        for member in object.members {
            if let name = reference(member.value) {
                guard let value = row[name] else {
                    throw RenderError(
                        .missingField, "Missing field 'rows[\(index)].\(SpokenError.token(name))': a part names it")
                }
                members.append(JSONObject.Member(key: member.key, value: value))
            } else if args, member.key == "args", case .object(let arguments) = member.value {
                members.append(
                    JSONObject.Member(key: member.key, value: .object(try fill(arguments, row, at: index, args: false)))
                )
            } else {
                members.append(member)
            }
        }
        return JSONObject(members)
    }
}
