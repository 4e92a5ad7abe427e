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
/// anywhere else (`capitalization`); a date says its month in full (`dateStyle` `long`; the
/// relative style beyond the day words says "November 26, 2026" in any style, not "Nov 26, 2026").
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
        let (cell, words) = try compose(request, width: nil, as: String.self)
        return RenderedText(text: cell.join(words), locale: request.locale.identifier)
    }

    public var supportsMarkup: Bool { true }

    /// Each part as it is shown and spoken (a message's own words the same in both, each value op
    /// through its own declaration's visible form), joined as `render` joins their words.
    public func renderMarkup(_ request: RenderRequest, width: DisplayWidth) throws(RenderError) -> RenderedText {
        let (cell, parts) = try compose(request, width: width, as: SpokenMarkup.self)
        return RenderedText(markup: cell.join(parts), locale: request.locale.identifier)
    }

    /// The cell and every part's words (`String`) or words with their visible form at `width`
    /// (`SpokenMarkup`); nil for a dropped part.
    private func compose<Part: CellPart>(_ request: RenderRequest, width: DisplayWidth?, as: Part.Type)
        throws(RenderError) -> (SpokenCell, [Part?])
    {
        let parts = try request.value(Self.parts)
        let now = try request.optional(Self.now)
        let cell: SpokenCell
        do throws(SpokenError) {
            cell = try SpokenCell(locale: request.locale, timeZone: request.timeZone, now: now)
        } catch {
            throw RenderError(error)
        }
        var words: [Part?] = []
        words.reserveCapacity(parts.count)
        for (index, part) in parts.enumerated() {
            do throws(RenderError) {
                let atStart = words.allSatisfy { $0?.words.isEmpty ?? true }
                let parsed = try Self.part(part, at: index, atStart: atStart, request: request)
                words.append(try Part(parsed, cell: cell, width: width))
            } catch {
                throw RenderError(error.code, "\(error.message) (in part \(index + 1))")
            }
        }
        return (cell, words)
    }

    /// One part of a request, read and checked.
    enum ParsedPart {
        /// The app's own text (`SpokenCell.Part.text`).
        case cell(SpokenCell.Part)
        /// A catalog message with every argument given (`SpokenCell.words(key:values:)`).
        case message(key: String, values: [String: MessageArgument])
        /// A value op's request, with its declaration.
        case value(RenderRequest, OpDeclaration)
        /// A null part.
        case dropped
    }

    /// One part read from JSON.
    static func part(_ part: JSONValue, at index: Int, atStart: Bool, request: RenderRequest)
        throws(RenderError) -> ParsedPart
    {
        // Named in errors only: made when one is thrown, not for every part.
        var name: String { "parts[\(index)]" }
        guard case .object(let object) = part else {
            if case .null = part { return .dropped }
            throw .invalid(name, expected: "an object (a message, a text or a value op's request)", got: part)
        }
        if object["op"] != nil { return try valueRequest(object, index: index, atStart: atStart, request: request) }
        if object["key"] != nil {
            try Renderer.checkFields(object, op: "cell", own: messageMembers, common: [])
            guard case .string(let key)? = object["key"] else {
                throw .invalid("\(name).key", expected: "a string", got: object["key"] ?? .null)
            }
            // Every argument is read (and a bad one reported) before a null one drops the part.
            var values: [String: MessageArgument] = [:]
            var dropped = false
            switch object["args"] {
            case nil, .null?: break
            case .object(let args)?:
                values.reserveCapacity(args.members.count)
                for member in args.members {
                    if case .null = member.value {
                        dropped = true
                    } else {
                        values[member.key] = try AnnounceRenderHandler.argument(member.key, member.value)
                    }
                }
            case let other?: throw .invalid("\(name).args", expected: "an object", got: other)
            }
            return dropped ? .dropped : .message(key: key, values: values)
        }
        if object["text"] != nil {
            try Renderer.checkFields(object, op: "cell", own: textMembers, common: [])
            switch object["text"] {
            case .string(let text)?: return .cell(.text(text))
            case .null?, nil: return .dropped
            case let other?: throw .invalid("\(name).text", expected: "a string or null", got: other)
            }
        }
        throw RenderError(
            .missingField,
            "Missing field '\(name).op', '\(name).key' or '\(name).text': a part is a value op's request, a catalog message or text"
        )
    }

    /// A value op's request, rendered by the op's own declared handler with the cell's locale,
    /// zone and present.
    static func valueRequest(_ object: JSONObject, index: Int, atStart: Bool, request: RenderRequest)
        throws(RenderError) -> ParsedPart
    {
        var name: String { "parts[\(index)]" }
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
        // The cell's context, for the fields the part's op has and the part does not give: the
        // present, the capitalization at the start of the sentence or inside it, a date's month in full.
        var fields = object
        if let present = request[now.name], fields[now.name] == nil, declaration.field(now.name) != nil {
            fields.append(now.name, present)
        }
        if fields[capitalizationField] == nil, declaration.field(capitalizationField) != nil {
            let capitalization: RelativeTimeCapitalization = atStart ? .sentence : .none
            fields.append(capitalizationField, .string(capitalization.rawValue))
        }
        let dateStyle = DateRenderHandler.dateStyle.name
        if op == DateRenderHandler.declaration.name, fields[dateStyle] == nil, declaration.field(dateStyle) != nil {
            fields.append(dateStyle, .string("long"))
        }
        let part = RenderRequest(
            op: op, locale: request.locale, timeZone: request.timeZone, fields: fields, line: request.line)
        return .value(part, declaration)
    }

    /// The field of `date` and `relative` that says how words are capitalized.
    static let capitalizationField = RelativeTimeCapitalization.optionName

    /// The ops a cell takes as parts, sorted.
    static let valueOps = OpRegistry.all.filter(\.isValue).map(\.name).sorted()
}

/// What a cell composes: a part's words, or its words with their visible form.
protocol CellPart {
    /// The words (what decides whether a value starts the sentence).
    var words: String { get }
    /// The part's words or markup; nil when it is dropped.
    init?(_ part: CellRenderHandler.ParsedPart, cell: SpokenCell, width: DisplayWidth?) throws(RenderError)
}

extension String: CellPart {
    var words: String { self }

    init?(_ part: CellRenderHandler.ParsedPart, cell: SpokenCell, width: DisplayWidth?) throws(RenderError) {
        let words: String?
        switch part {
        case .dropped: words = nil
        case .value(let request, let declaration): words = try declaration.handler.render(request).text
        case .cell(let part):
            do throws(SpokenError) {
                words = try cell.words(part)
            } catch {
                throw RenderError(error)
            }
        case .message(let key, let values):
            do throws(SpokenError) {
                words = try cell.words(key: key, values: values)
            } catch {
                throw RenderError(error)
            }
        }
        guard let words else { return nil }
        self = words
    }
}

extension SpokenMarkup: CellPart {
    var words: String { text }

    /// A value op with a visible form gives its own markup (`RenderedText.markup`); one without,
    /// its words, the same shown and spoken.
    init?(_ part: CellRenderHandler.ParsedPart, cell: SpokenCell, width: DisplayWidth?) throws(RenderError) {
        let markup: SpokenMarkup?
        switch part {
        case .dropped: markup = nil
        case .value(let request, let declaration):
            let handler = declaration.handler
            if let width, handler.supportsMarkup {
                let rendered = try handler.renderMarkup(request, width: width)
                markup = rendered.markup ?? SpokenMarkup(literal: rendered.text)
            } else {
                markup = SpokenMarkup(literal: try handler.render(request).text)
            }
        case .cell(let part):
            do throws(SpokenError) {
                markup = try cell.markup(part, width: width ?? .short)
            } catch {
                throw RenderError(error)
            }
        case .message(let key, let values):
            do throws(SpokenError) {
                markup = try cell.markup(key: key, values: values, width: width ?? .short)
            } catch {
                throw RenderError(error)
            }
        }
        guard let markup else { return nil }
        self = markup
    }
}
