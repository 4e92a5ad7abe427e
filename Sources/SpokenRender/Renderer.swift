import Spoken

/// Turns one JSON Lines request into one JSON response line. Safe to share between threads.
///
/// ```swift
/// let renderer = Renderer()
/// renderer.render(line: #"{"id":1,"op":"measure","value":25,"unit":"celsius"}"#, number: 1).json
/// // {"id":1,"text":"25 degrees Celsius","locale":"en-US"}
/// ```
public struct Renderer: Sendable {
    /// Every op of `spoken render` (`OpRegistry.all`), whether or not this build has its handler.
    public static let knownOps: [String] = OpRegistry.names

    /// One handler per op of the registry (`OpRegistry.all`).
    public static var builtInHandlers: [String: any RenderHandler] {
        Dictionary(uniqueKeysWithValues: OpRegistry.all.map { ($0.name, $0.handler) })
    }

    public let defaults: RenderDefaults
    public let limits: RenderLimits
    public let handlers: [String: any RenderHandler]
    /// Whether `date`, `measure`, `label` are the built-in handlers (the fast path renders them).
    let builtInDate: Bool
    let builtInMeasure: Bool
    let builtInLabel: Bool

    public init(
        defaults: RenderDefaults = RenderDefaults(), limits: RenderLimits = RenderLimits(),
        handlers: [String: any RenderHandler] = Renderer.builtInHandlers
    ) {
        self.defaults = defaults
        self.limits = limits
        self.handlers = handlers
        builtInDate = handlers["date"] is DateRenderHandler
        builtInMeasure = (handlers["measure"] as? ValueRenderHandler)?.valueType.name == ValueType.measure.name
        builtInLabel = handlers["label"] is LabelRenderHandler
    }

    /// The response to one line; nil for a blank line (only whitespace), which is no request.
    public func render(line bytes: UnsafeBufferPointer<UInt8>, number: Int) -> RenderResponse? {
        var memo = RenderMemo()
        return render(line: bytes, number: number, memo: &memo)
    }

    /// The same, remembering locales, zones and formatters across the lines of a batch.
    func render(line bytes: UnsafeBufferPointer<UInt8>, number: Int, memo: inout RenderMemo) -> RenderResponse? {
        var end = bytes.count
        if end > 0, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }  // CRLF input
        let line = UnsafeBufferPointer(rebasing: bytes[0..<end])
        guard !InputLine.isBlank(line) else { return nil }
        let parser = JSONLineParser(maxDepth: limits.maxDepth)
        if line.count > limits.maxLineBytes {
            let head = UnsafeBufferPointer(rebasing: line[..<limits.maxLineBytes])
            return .tooLong(bytes: line.count, limit: limits.maxLineBytes, line: number, id: parser.id(before: head))
        }
        let parsed: JSONLineParser.Parsed
        do {
            parsed = try parser.parse(line)
        } catch {
            // The id, when it was read before the bad byte: clients that match by id keep working.
            return .failure(id: error.rawID ?? "null", RenderError(error), line: number)
        }
        guard case .object(let fields) = parsed.value else {
            return .failure(
                id: "null",
                RenderError(.invalidRequest, "A request is a JSON object, got \(parsed.value.kindName)"),
                line: number)
        }
        var id = "null"
        if let value = fields["id"] {
            guard value.isScalar, let raw = parsed.rawID else {
                return .failure(
                    id: "null",
                    RenderError(
                        .invalidField,
                        "Invalid field 'id': expected a string, number, boolean or null, got \(value.kindName)"),
                    line: number)
            }
            id = raw
        }
        do {
            return .text(id: id, try render(fields: fields, line: number, memo: &memo))
        } catch {
            return .failure(id: id, error, line: number)
        }
    }

    /// The same for a line given as a string (tests, in-process clients).
    public func render(line: String, number: Int = 1) -> RenderResponse? {
        var line = line
        return line.withUTF8 { render(line: $0, number: number) }
    }

    /// Dispatches a parsed request object to its op's handler.
    public func render(fields: JSONObject, line: Int) throws(RenderError) -> RenderedText {
        var memo = RenderMemo()
        return try render(fields: fields, line: line, memo: &memo)
    }

    func render(fields: JSONObject, line: Int, memo: inout RenderMemo) throws(RenderError) -> RenderedText {
        guard let opValue = fields["op"] else {
            throw RenderError(
                .missingField, "Missing field 'op': expected one of \(Self.knownOps.joined(separator: ", "))")
        }
        guard case .string(let op) = opValue else { throw .invalid("op", expected: "a string", got: opValue) }
        guard let handler = handlers[op] else {
            if Self.knownOps.contains(op) {
                throw RenderError(
                    .unsupportedOp,
                    "Unsupported op '\(SpokenError.token(op))': this build of Spoken has no catalog runtime to render it"
                )
            }
            // The ops this renderer has (custom handlers included) and every built-in one.
            let ops = Set(Self.knownOps).union(handlers.keys).sorted()
            let list = "one of \(ops.joined(separator: ", "))"
            let message =
                Suggestion.nearest(to: op, in: ops).map {
                    "Unknown op '\(SpokenError.token(op))': did you mean '\($0)'? Expected \(list)"
                } ?? "Unknown op '\(SpokenError.token(op))': expected \(list)"
            throw RenderError(.unknownOp, message)
        }
        try Self.checkFields(
            fields, op: op, own: handler.fields, former: handler.formerNames,
            listed: handler.supportsMarkup ? RenderRequest.commonFields : RenderRequest.plainFields)
        // Wrong JSON types are reported before any value is parsed.
        try Self.requireStringOrNull(fields, "locale")
        try Self.requireStringOrNull(fields, "timeZone")
        var locale = defaults.locale
        var timeZone = defaults.timeZone
        do throws(SpokenError) {
            if let tag = Self.optionalString(fields, "locale") { locale = try memo.locale(tag) }
            if let id = Self.optionalString(fields, "timeZone") { timeZone = try memo.timeZone(id) }
        } catch {
            throw RenderError(error)
        }
        let request = RenderRequest(op: op, locale: locale, timeZone: timeZone, fields: fields, line: line)
        if let width = try Self.markupWidth(request) { return try handler.renderMarkup(request, width: width) }
        if builtInDate, op == "date" { return try DateRenderHandler.render(request, memo: &memo) }
        return try handler.render(request)
    }

    /// `unknown-field` for the first member (in sorted order: stable messages) that is neither a
    /// common field nor one of the op's own, suggesting the nearest. `listed`: the common fields the
    /// message names (an op without markup does not list `markup`), `common` by default.
    /// `former`: the op's former field names, accepted but never listed.
    static func checkFields(
        _ fields: JSONObject, op: String, own: [String], former: [String] = [],
        common: [String] = RenderRequest.commonFields, listed: [String]? = nil
    ) throws(RenderError) {
        var unknown: String?
        for member in fields.members
        where !common.contains(where: { JSONObject.same($0, member.key) })
            && !own.contains(where: { JSONObject.same($0, member.key) })
            && !former.contains(where: { JSONObject.same($0, member.key) })
        {
            if unknown.map({ member.key < $0 }) ?? true { unknown = member.key }  // the smallest: stable messages
        }
        if let unknown {
            let fields = Set(listed ?? common).union(own).sorted()
            let allowed = fields.joined(separator: ", ")
            let message =
                Suggestion.nearest(to: unknown, in: fields).map {
                    "Unknown field '\(SpokenError.token(unknown))' for op '\(op)': did you mean '\($0)'? Expected \(allowed)"
                } ?? "Unknown field '\(SpokenError.token(unknown))' for op '\(op)': expected \(allowed)"
            throw RenderError(.unknownField, message)
        }
    }

    /// The width of the visible form when the request asks for markup; nil when it does not. A
    /// `displayWidth` without `markup`, or a width that is neither short nor narrow, is an error
    /// naming it.
    private static func markupWidth(_ request: RenderRequest) throws(RenderError) -> DisplayWidth? {
        let markup = try request.value(OpRegistry.markup)
        guard let word = try request.optional(OpRegistry.displayWidth) else {
            return markup ? OpRegistry.defaultDisplayWidth : nil
        }
        guard markup else {
            throw RenderError(
                .invalidField, "Invalid field 'displayWidth' for op '\(request.op)': it goes with 'markup': true")
        }
        return try word.value()
    }

    private static func requireStringOrNull(_ fields: JSONObject, _ name: String) throws(RenderError) {
        switch fields[name] {
        case nil, .null?, .string?: return
        case let value?: throw .invalid(name, expected: "a string", got: value)
        }
    }

    /// A string member, or nil (types were checked before any value is parsed).
    private static func optionalString(_ fields: JSONObject, _ name: String) -> String? {
        if case .string(let text)? = fields[name] { return text }
        return nil
    }
}

/// The answer to one request, as one JSON line.
public enum RenderResponse: Sendable, Hashable {
    /// `{"id":…,"text":…,"locale":…}`; `id` is the request's id as written (`null` when absent).
    case text(id: String, RenderedText)
    /// `{"id":…,"error":{"code":…,"message":…,"line":N}}`.
    case failure(id: String, RenderError, line: Int)

    /// `id`: the line's id when its first `limit` bytes hold it whole.
    static func tooLong(bytes: Int, limit: Int, line: Int, id: String?) -> RenderResponse {
        .failure(
            id: id ?? "null",
            RenderError(.lineTooLong, "Line of \(bytes) bytes exceeds the limit of \(limit) bytes; it was skipped"),
            line: line)
    }

    public var isFailure: Bool {
        if case .failure = self { return true }
        return false
    }

    /// Appends the response line, newline included.
    public func write(to out: inout [UInt8]) {
        switch self {
        case .text(let id, let rendered):
            Self.append(#"{"id":"#, to: &out)
            JSONString.appendVerbatim(id, to: &out)
            Self.append(#","text":"#, to: &out)
            JSONLineWriter.appendString(rendered.text, to: &out)
            Self.append(#","locale":"#, to: &out)
            JSONLineWriter.appendString(rendered.locale, to: &out)
            for member in rendered.extra {
                out.append(UInt8(ascii: ","))
                JSONLineWriter.appendString(member.name, to: &out)
                out.append(UInt8(ascii: ":"))
                member.value.write(to: &out)
            }
        case .failure(let id, let error, let line):
            Self.append(#"{"id":"#, to: &out)
            JSONString.appendVerbatim(id, to: &out)
            Self.append(#","error":{"code":"#, to: &out)
            JSONLineWriter.appendString(error.code.rawValue, to: &out)
            Self.append(#","message":"#, to: &out)
            JSONLineWriter.appendString(error.message, to: &out)
            Self.append(#","line":"#, to: &out)
            JSONLineWriter.appendInteger(line, to: &out)
            out.append(UInt8(ascii: "}"))
        }
        Self.append("}\n", to: &out)
    }

    /// A literal's bytes, copied as one block (a String's UTF-8 view would go byte by byte).
    @inline(__always)
    private static func append(_ literal: StaticString, to out: inout [UInt8]) {
        out.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// The response line without its newline.
    public var json: String {
        var bytes: [UInt8] = []
        write(to: &bytes)
        bytes.removeLast()
        return String(decoding: bytes, as: UTF8.self)
    }
}
