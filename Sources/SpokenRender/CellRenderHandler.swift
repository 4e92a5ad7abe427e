import Spoken

/// `"op":"cell"`: a whole cell label in one request. `parts` are catalog messages
/// (`{"key":"order.arrives","args":{"eta":5400}}`), the app's own text (`{"text":"Burger Barn"}`)
/// or the request of any value op without `id`, `locale` and `timeZone`, which come from the cell
/// (`{"op":"money","amount":"29.21","currency":"USD"}`), dispatched through that op's own
/// declaration. The parts' words are joined with the locale's pause, as `label` joins children;
/// a text or an argument that is null drops its part. `now` is the present of every part that
/// sees one.
///
/// A value is spoken as a sentence needs it unless its part says otherwise: a relative day word
/// or time is capitalized for the start of a sentence in the first part and for its middle
/// anywhere else (`capitalization`); a date says its month in full (`dateStyle` `long`, so the
/// relative style beyond yesterday falls back to "November 26, 2026", not "Nov 26, 2026").
public struct CellRenderHandler: RenderHandler {
    public init() {}

    package static let parts = Field.array(
        "parts",
        doc:
            #"the parts, in order: {"key":…,"args":{…}} a catalog message, {"text":…} the app's own text, {"op":…,…} a value op's request without id, locale, timeZone (a null text or argument drops its part)"#
    )
    package static let now = Field.instant(
        "now", required: false, doc: "the present every part sees (relative times, dates; default: the wall clock)")

    public static let declaration = OpDeclaration(
        name: "cell", command: "cell",
        summary: "Speak a whole cell label in one request: messages, text and values joined with the locale's pause",
        fields: [parts.spec, now.spec],
        errors: [.unknownKey, .missingArgument, .unknownArgument, .invalidArgumentType, .invalidInstant],
        example: OpExample(
            #"{"id":1,"op":"cell","parts":[{"text":"Burger Barn"},{"op":"money","amount":"29.21","currency":"USD"},{"op":"rating","value":5,"outOf":true}]}"#,
            #"{"id":1,"text":"Burger Barn, 29.21 US dollars, 5 out of 5 stars","locale":"en-US"}"#),
        handler: CellRenderHandler())

    public var fields: [String] { Self.fieldNames }
    private static let fieldNames = declaration.fields.map(\.name)

    /// The members a message part takes, and a text part.
    static let messageMembers = ["key", "args"]
    static let textMembers = ["text"]

    public func render(_ request: RenderRequest) throws(RenderError) -> RenderedText {
        let parts = try request.value(Self.parts)
        let now = try request.optional(Self.now)
        let cell: SpokenCell
        do throws(SpokenError) {
            cell = try SpokenCell(locale: request.locale, timeZone: request.timeZone, now: now)
        } catch {
            throw RenderError(error)
        }
        var words: [String?] = []
        words.reserveCapacity(parts.count)
        for (index, part) in parts.enumerated() {
            do throws(RenderError) {
                let atStart = words.allSatisfy { $0?.isEmpty ?? true }
                words.append(try Self.words(part, at: index, atStart: atStart, cell: cell, request: request))
            } catch {
                throw RenderError(error.code, "\(error.message) (in part \(index + 1))")
            }
        }
        return RenderedText(text: cell.join(words), locale: request.locale.identifier)
    }

    /// One part's words; nil when it is dropped.
    static func words(
        _ part: JSONValue, at index: Int, atStart: Bool, cell: SpokenCell, request: RenderRequest
    ) throws(RenderError) -> String? {
        let name = "parts[\(index)]"
        guard case .object(let object) = part else {
            if case .null = part { return nil }
            throw .invalid(name, expected: "an object (a message, a text or a value op's request)", got: part)
        }
        if object["op"] != nil { return try valueWords(object, name: name, atStart: atStart, request: request) }
        if object["key"] != nil {
            try Renderer.checkFields(object, op: "cell", own: messageMembers, common: [])
            guard case .string(let key)? = object["key"] else {
                throw .invalid("\(name).key", expected: "a string", got: object["key"] ?? .null)
            }
            var arguments: [String: MessageArgument?] = [:]
            switch object["args"] {
            case nil, .null?: break
            case .object(let args)?:
                for member in args.members {
                    if case .null = member.value {
                        arguments[member.key] = .some(nil)
                    } else {
                        arguments[member.key] = try AnnounceRenderHandler.argument(member.key, member.value)
                    }
                }
            case let other?: throw .invalid("\(name).args", expected: "an object", got: other)
            }
            do throws(SpokenError) {
                return try cell.words(.message(key: key, arguments: arguments))
            } catch {
                throw RenderError(error)
            }
        }
        if object["text"] != nil {
            try Renderer.checkFields(object, op: "cell", own: textMembers, common: [])
            switch object["text"] {
            case .string(let text)?: return text
            case .null?: return nil
            case let other?: throw .invalid("\(name).text", expected: "a string or null", got: other)
            case nil: return nil
            }
        }
        throw RenderError(
            .missingField,
            "Missing field '\(name).op', '\(name).key' or '\(name).text': a part is a value op's request, a catalog message or text"
        )
    }

    /// A value op's request, rendered by the op's own declared handler with the cell's locale,
    /// zone and present.
    static func valueWords(_ object: JSONObject, name: String, atStart: Bool, request: RenderRequest)
        throws(RenderError) -> String
    {
        guard case .string(let op)? = object["op"] else {
            throw .invalid("\(name).op", expected: "a string", got: object["op"] ?? .null)
        }
        guard let declaration = OpRegistry.named(op), declaration.isValue else {
            let ops = valueOps
            let list = ops.joined(separator: ", ")
            let message =
                Suggestion.nearest(to: op, in: ops).map {
                    "Unknown value op '\(SpokenError.token(op))' in a cell: did you mean '\($0)'? Expected \(list)"
                } ?? "Unknown value op '\(SpokenError.token(op))' in a cell: expected \(list)"
            throw RenderError(.unknownOp, message)
        }
        for shared in ["id", "locale", "timeZone"] where object[shared] != nil {
            throw RenderError(
                .unknownField,
                "Unknown field '\(name).\(shared)': a part takes the cell's \(shared == "id" ? "id" : shared); give it on the cell"
            )
        }
        try Renderer.checkFields(
            object, op: op, own: declaration.handler.fields, former: declaration.handler.formerNames, common: ["op"])
        var fields = object
        let capitalization: RelativeTimeCapitalization = atStart ? .sentence : .none
        let context: [(String, JSONValue?)] = [
            (now.name, request[now.name]), (capitalizationField, .string(capitalization.rawValue)),
            (DateRenderHandler.dateStyle.name, op == DateRenderHandler.declaration.name ? .string("long") : nil),
        ]
        for (field, value) in context where fields[field] == nil && declaration.field(field) != nil {
            if let value { fields.append(field, value) }
        }
        let part = RenderRequest(
            op: op, locale: request.locale, timeZone: request.timeZone, fields: fields, line: request.line)
        return try declaration.handler.render(part).text
    }

    /// The field of `date` and `relative` that says how words are capitalized.
    static let capitalizationField = RelativeTimeCapitalization.optionName

    /// The ops a cell takes as parts, sorted.
    static let valueOps = OpRegistry.all.filter(\.isValue).map(\.name).sorted()
}
