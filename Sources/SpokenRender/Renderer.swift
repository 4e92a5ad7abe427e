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
    /// The ops this renderer answers, looked up by the bytes of a request's `op`.
    let ops: [Op]

    /// One op as render dispatches to it: its name, its handler, and the member names it takes.
    final class Op: Sendable {
        let name: MemberName
        let handler: any RenderHandler
        /// The handler, when it writes its words straight into the response (`date`, `label`).
        let writer: (any WritingRenderHandler)?
        /// The common fields, the op's own, and their former names.
        let accepted: [MemberName]
        /// The handler, when it answers the common shape of its requests from the line's members
        /// (`LineRenderHandler`), and the bits of the members that shape takes.
        let lineWriter: LineWriter?
        let lineMask: UInt64
        /// `accepted` by their bytes: a member without a bit is found in one or two probes,
        /// without scanning every name.
        private let table: NameTable
        /// The bits of `accepted` (`MemberName.bit`): a request whose members all have one of
        /// these bits is accepted by one test.
        let mask: UInt64

        init(name: MemberName, handler: any RenderHandler, writer: (any WritingRenderHandler)?, accepted: [MemberName])
        {
            (self.name, self.handler, self.writer, self.accepted) = (name, handler, writer, accepted)
            table = NameTable(accepted)
            mask = accepted.reduce(0) { $0 | $1.bit }
            // Only names with a bit: the shape is checked by one mask test.
            let lineNames = (handler as? any LineRenderHandler).map { Renderer.lineCommon + $0.lineFields } ?? []
            if let writer = handler as? any LineRenderHandler, !writer.lineFields.isEmpty,
                lineNames.allSatisfy({ $0.bit != 0 })
            {
                (lineWriter, lineMask) = (Self.box(writer), lineNames.reduce(0) { $0 | $1.bit })
            } else {
                (lineWriter, lineMask) = (nil, 0)
            }
        }

        /// The handler in a box whose method calls it without copying it out of the op.
        private static func box<Handler: LineRenderHandler>(_ handler: Handler) -> LineWriter {
            TypedLineWriter(handler)
        }

        /// Whether the member at `index` is a common field or one of the op's own.
        @inline(__always)
        func accepts(_ members: RequestMembers, _ index: Int) -> Bool {
            table.find(members.bytes(members[index].name)) != nil
        }
    }

    /// The defaults as resolutions (numbered once).
    let defaultLocale: Resolution<SpokenLocale>
    let defaultZone: Resolution<SpokenTimeZone>
    /// The ops by their name.
    private let opTable: NameTable
    /// Every name the ops take, by which a line's members are numbered as it is read.
    let names: MemberNames
    /// The common members' numbers and bits, read from the renderer on every line (a static
    /// costs a `swift_once` per read, a name a reference count).
    private let commonKeys = (
        id: MemberKey(Renderer.idName), op: MemberKey(Renderer.opName), locale: MemberKey(Renderer.localeName),
        timeZone: MemberKey(Renderer.timeZoneName)
    )
    /// Each op's `lineMask` and line writer, by its index in `ops`, read without reaching the op.
    private let lineMasks: [UInt64]
    private let lineWriters: [Unmanaged<LineWriter>]

    public init(
        defaults: RenderDefaults = RenderDefaults(), limits: RenderLimits = RenderLimits(),
        handlers: [String: any RenderHandler] = Renderer.builtInHandlers
    ) {
        self.defaults = defaults
        self.limits = limits
        self.handlers = handlers
        ops = handlers.sorted { $0.key < $1.key }.map { name, handler in
            Op(
                name: MemberName(name), handler: handler, writer: handler as? any WritingRenderHandler,
                accepted: (RenderRequest.commonFields + handler.fields + handler.formerNames).map(MemberName.init))
        }
        opTable = NameTable(ops.map(\.name))
        lineMasks = ops.map(\.lineMask)
        // Held by the ops, which the renderer holds.
        lineWriters = ops.map { .passUnretained($0.lineWriter ?? LineWriter.none) }
        names = MemberNames(ops.flatMap(\.accepted))
        defaultLocale = Resolution(defaults.locale)
        defaultZone = Resolution(defaults.timeZone)
    }

    /// The response to one line; nil for a blank line (only whitespace), which is no request.
    public func render(line bytes: UnsafeBufferPointer<UInt8>, number: Int) -> RenderResponse? {
        var memo = RenderMemo()
        switch decode(bytes, number: number, memo: &memo) {
        case nil: return nil
        case .failure(let response)?: return response
        case .request(let given, let members)?:
            let id = given ?? Self.id(of: members)
            do {
                let (request, op, width) = try prepare(members, line: number, memo: &memo)
                if let width { return .text(id: id, try op.handler.renderMarkup(request, width: width)) }
                return .text(id: id, try op.handler.render(request))
            } catch {
                return .failure(id: id, error, line: number)
            }
        }
    }

    /// The response line (newline included) to one line (without its newline), appended to
    /// `out`: how the pipeline and the in-process library answer every line. Returns nil for a
    /// blank line (no response), else whether the response is an error. Every line is decoded
    /// once (`decode`); a request of its op's common shape is answered from the line's members
    /// by its handler (`answerLine`: date, measure, label), any other request one way for every
    /// op: its op found and its common fields checked (`prepare`), then its handler, which
    /// writes its words into `out` when it can (`WritingRenderHandler`: date, label).
    package func respond(
        _ bytes: UnsafeBufferPointer<UInt8>, number: Int, memo: inout RenderMemo, into out: inout [UInt8]
    ) -> Bool? {
        let given: String?
        let members: RenderRequest.Members
        switch decode(bytes, number: number, memo: &memo) {
        case nil: return nil
        case .failure(let response)?:
            response.write(to: &out)
            return true
        case .request(let id, let decoded)?:
            if id == nil, case .line(let line) = decoded, answerLine(line, memo: &memo, into: &out) { return false }
            (given, members) = (id, decoded)
        }
        /// The id as written: a line's members keep it as bytes, written without making a string.
        var id: String { given ?? Self.id(of: members) }
        let mark = out.count
        do throws(RenderError) {
            let (request, op, width) = try prepare(members, line: number, memo: &memo)
            if width == nil, let writer = op.writer {
                if let given {
                    RenderResponse.appendHead(id: given, to: &out)
                } else if case .line(let line) = members, let index = line.index(of: Self.idName) {
                    RenderResponse.appendHead(id: line.bytes(line[index].raw), to: &out)
                } else {
                    RenderResponse.appendHead(id: "null", to: &out)
                }
                try writer.write(request, memo: &memo, into: &out)
                RenderResponse.appendEnd(to: &out)
                return false
            }
            let rendered: RenderedText
            if let width {
                rendered = try op.handler.renderMarkup(request, width: width)
            } else {
                rendered = try op.handler.render(request)
            }
            RenderResponse.text(id: id, rendered).write(to: &out)
            return false
        } catch {
            out.removeSubrange(mark...)
            RenderResponse.failure(id: id, error, line: number).write(to: &out)
            return true
        }
    }

    /// The common fields a line's shape may take: `id`, `op`, `locale`, `timeZone`.
    fileprivate static let lineCommon = [idName, opName, localeName, timeZoneName]

    /// Answers a request of its op's common shape from the line's members (`LineRenderHandler`),
    /// appending the whole response line and returning true; or returns false having appended
    /// nothing, for `prepare` and the handler to answer.
    func answerLine(_ members: RequestMembers, memo: inout RenderMemo, into out: inout [UInt8]) -> Bool {
        // Only members with a bit (`others` 0): each is found by its bit alone.
        let common = commonKeys
        guard members.others == 0, let opIndex = members.position(common.op), members[opIndex].kind == .string,
            let named = opTable.find(members.bytes(members[opIndex].value))
        else { return false }
        let lineMask = lineMasks[named]
        guard lineMask != 0, members.present & ~lineMask == 0 else { return false }
        // A locale or zone of another type, or one that does not resolve, is prepare's error.
        guard case let localeBytes? = Self.optionalString(members, common.locale),
            case let zoneBytes? = Self.optionalString(members, common.timeZone)
        else { return false }
        var locale = defaultLocale
        var zone = defaultZone
        if let localeBytes {
            guard let found = try? memo.resolvedLocale(utf8: localeBytes) else { return false }
            locale = found
        }
        if let zoneBytes {
            guard let found = try? memo.resolvedZone(utf8: zoneBytes) else { return false }
            zone = found
        }
        let mark = out.count
        if let index = members.position(common.id) {
            RenderResponse.appendHead(id: members.bytes(members[index].raw), to: &out)
        } else {
            RenderResponse.appendHead(id: "null", to: &out)
        }
        let written = lineWriters[named]._withUnsafeGuaranteedRef {
            $0.write(members, locale: locale, zone: zone, memo: &memo, into: &out)
        }
        guard written else {
            out.removeSubrange(mark...)
            return false
        }
        RenderResponse.appendEnd(to: &out)
        return true
    }

    /// A string member's bytes: nil inside when absent or null; nil when of another type.
    @inline(__always)
    private static func optionalString(_ members: RequestMembers, _ key: MemberKey) -> UnsafeBufferPointer<UInt8>?? {
        guard let index = members.position(key) else { return .some(nil) }
        switch members[index].kind {
        case .string: return .some(members.bytes(members[index].value))
        case .null: return .some(nil)
        default: return nil
        }
    }

    /// A line's id as written, `null` when it has none.
    private static func id(of members: RenderRequest.Members) -> String {
        guard case .line(let line) = members, let index = line.index(of: idName) else { return "null" }
        return String(decoding: line.bytes(line[index].raw), as: UTF8.self)
    }

    /// What a line decodes to: a request's id (as written; nil: in the line's members) and
    /// members, or the response to a line that is not a request.
    enum Decoded {
        case request(id: String?, RenderRequest.Members)
        indirect case failure(RenderResponse)
    }

    /// Decodes a line once: the members of the common shape as byte ranges of the line
    /// (`RequestMembers`), any other line read whole by `JSONLineParser` (which says what is
    /// wrong with one that is not JSON). Nil for a blank line.
    func decode(_ bytes: UnsafeBufferPointer<UInt8>, number: Int, memo: inout RenderMemo) -> Decoded? {
        var end = bytes.count
        if end > 0, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }  // CRLF input
        let line = UnsafeBufferPointer(rebasing: bytes[0..<end])
        guard !InputLine.isBlank(line) else { return nil }
        let parser = JSONLineParser(maxDepth: limits.maxDepth)
        if line.count > limits.maxLineBytes {
            let head = UnsafeBufferPointer(rebasing: line[..<limits.maxLineBytes])
            return .failure(
                .tooLong(bytes: line.count, limit: limits.maxLineBytes, line: number, id: parser.id(before: head)))
        }
        if UTF8Validation.firstInvalidOffset(line) == nil,
            let members = RequestMembers.read(
                line, allowArrays: limits.maxDepth >= 2, names: names, reusing: &memo.members)
        {
            if let index = members.index(of: Self.idName), members[index].kind == .array {
                return .failure(.failure(id: "null", .invalidID(members.value(at: index)), line: number))
            }
            return .request(id: nil, .line(members))
        }
        let parsed: JSONLineParser.Parsed
        do throws(JSONParseError) {
            parsed = try parser.parse(line)
        } catch {
            // The id, when it was read before the bad byte: clients that match by id keep working.
            return .failure(.failure(id: error.rawID ?? "null", RenderError(error), line: number))
        }
        guard case .object(let fields) = parsed.value else {
            return .failure(
                .failure(
                    id: "null",
                    RenderError(.invalidRequest, "A request is a JSON object, got \(parsed.value.kindName)"),
                    line: number))
        }
        var id = "null"
        if let value = fields["id"] {
            guard value.isScalar, let raw = parsed.rawID else {
                return .failure(.failure(id: "null", .invalidID(value), line: number))
            }
            id = raw
        }
        return .request(id: id, .object(fields))
    }

    private static let idName = MemberName("id")
    private static let markupNames = (
        name: MemberName(OpRegistry.markup.name), width: MemberName(OpRegistry.displayWidth.name)
    )
    private static let opName = MemberName("op")
    private static let localeName = MemberName("locale")
    private static let timeZoneName = MemberName("timeZone")

    /// The request's op, checked common fields, resolved locale and zone, and markup width.
    @inline(__always)
    func prepare(_ members: RenderRequest.Members, line: Int, memo: inout RenderMemo) throws(RenderError) -> (
        RenderRequest, Op, DisplayWidth?
    ) {
        let op: Op
        var locale = defaultLocale
        var timeZone = defaultZone
        switch members {
        case .line(let members):
            guard let index = members.index(of: Self.opName) else { throw Self.missingOp }
            guard members[index].kind == .string else {
                throw .invalid("op", expected: "a string", got: members.value(at: index))
            }
            let named = opTable.find(members.bytes(members[index].value))
            guard let named else { throw unknownOp(members.text(at: index)) }
            op = ops[named]
            // Every member is a common field or one of the op's own (the message: from the object).
            if members.others != 0 || members.present & ~op.mask != 0 {
                for member in 0..<members.count where !op.accepts(members, member) {
                    try checkFields(members.object, op)
                }
            }
            let localeIndex = members.index(of: Self.localeName)
            let zoneIndex = members.index(of: Self.timeZoneName)
            // Wrong JSON types are reported before any value is parsed.
            if let index = localeIndex, members[index].kind != .string, members[index].kind != .null {
                throw .invalid("locale", expected: "a string", got: members.value(at: index))
            }
            if let index = zoneIndex, members[index].kind != .string, members[index].kind != .null {
                throw .invalid("timeZone", expected: "a string", got: members.value(at: index))
            }
            do throws(SpokenError) {
                if let index = localeIndex, members[index].kind == .string {
                    locale = try memo.resolvedLocale(utf8: members.bytes(members[index].value))
                }
                if let index = zoneIndex, members[index].kind == .string {
                    timeZone = try memo.resolvedZone(utf8: members.bytes(members[index].value))
                }
            } catch {
                throw RenderError(error)
            }
        case .object(let fields):
            guard let opValue = fields["op"] else { throw Self.missingOp }
            guard case .string(let name) = opValue else { throw .invalid("op", expected: "a string", got: opValue) }
            guard let named = ops.first(where: { $0.name.string == name }) else { throw unknownOp(name) }
            op = named
            try checkFields(fields, op)
            // Wrong JSON types are reported before any value is parsed.
            try Self.requireStringOrNull(fields, "locale")
            try Self.requireStringOrNull(fields, "timeZone")
            do throws(SpokenError) {
                if let tag = Self.optionalString(fields, "locale") { locale = try memo.resolvedLocale(tag) }
                if let id = Self.optionalString(fields, "timeZone") { timeZone = try memo.resolvedZone(id) }
            } catch {
                throw RenderError(error)
            }
        }
        let request = RenderRequest(
            op: op.name.string, locale: locale, timeZone: timeZone, members: members, line: line)
        return (request, op, try Self.markupWidth(request))
    }

    private static var missingOp: RenderError {
        RenderError(.missingField, "Missing field 'op': expected one of \(knownOps.joined(separator: ", "))")
    }

    /// `unsupported-op` for an op of the registry this renderer has no handler for, else
    /// `unknown-op` with the nearest name.
    private func unknownOp(_ op: String) -> RenderError {
        if Self.knownOps.contains(op) {
            return RenderError(
                .unsupportedOp,
                "Unsupported op '\(SpokenError.token(op))': this build of Spoken has no catalog runtime to render it")
        }
        // The ops this renderer has (custom handlers included) and every built-in one.
        let ops = Set(Self.knownOps).union(handlers.keys).sorted()
        let list = "one of \(ops.joined(separator: ", "))"
        let message =
            Suggestion.nearest(to: op, in: ops).map {
                "Unknown op '\(SpokenError.token(op))': did you mean '\($0)'? Expected \(list)"
            } ?? "Unknown op '\(SpokenError.token(op))': expected \(list)"
        return RenderError(.unknownOp, message)
    }

    private func checkFields(_ fields: JSONObject, _ op: Op) throws(RenderError) {
        try Self.checkFields(
            fields, op: op.name.string, own: op.handler.fields, former: op.handler.formerNames,
            listed: op.handler.supportsMarkup ? RenderRequest.commonFields : RenderRequest.plainFields)
    }

    /// The same for a line given as a string (tests, in-process clients).
    public func render(line: String, number: Int = 1) -> RenderResponse? {
        var line = line
        return line.withUTF8 { render(line: $0, number: number) }
    }

    /// Dispatches a parsed request object to its op's handler.
    public func render(fields: JSONObject, line: Int) throws(RenderError) -> RenderedText {
        var memo = RenderMemo()
        let (request, op, width) = try prepare(.object(fields), line: line, memo: &memo)
        if let width { return try op.handler.renderMarkup(request, width: width) }
        return try op.handler.render(request)
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
        // Most requests give neither: one bit each says so.
        if let members = request.lineMembers, members.index(of: markupNames.name) == nil,
            members.index(of: markupNames.width) == nil
        {
            return nil
        }
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

extension RenderError {
    /// An `id` that is an array or an object.
    static func invalidID(_ value: JSONValue) -> RenderError {
        RenderError(
            .invalidField, "Invalid field 'id': expected a string, number, boolean or null, got \(value.kindName)")
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

    /// `{"id":…,"text":` of a response whose words are written next (`WritingRenderHandler`).
    static func appendHead(id: String, to out: inout [UInt8]) {
        append(#"{"id":"#, to: &out)
        JSONString.appendVerbatim(id, to: &out)
        append(#","text":"#, to: &out)
    }

    /// The same with the id's JSON text as bytes.
    static func appendHead(id: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        append(#"{"id":"#, to: &out)
        JSONString.appendVerbatim(id, to: &out)
        append(#","text":"#, to: &out)
    }

    /// `,"locale":` and the locale's JSON literal.
    static func appendLocale(_ literal: [UInt8], to out: inout [UInt8]) {
        append(#","locale":"#, to: &out)
        out.append(contentsOf: literal)
    }

    /// The end of a response line.
    static func appendEnd(to out: inout [UInt8]) { append("}\n", to: &out) }

    /// A short literal's bytes, one by one: for the few bytes of `{"id":` or `,"locale":`,
    /// cheaper than the generic `append(contentsOf:)`.
    @inline(__always)
    private static func append(_ literal: StaticString, to out: inout [UInt8]) {
        let bytes = literal.utf8Start
        for index in 0..<literal.utf8CodeUnitCount { out.append(bytes[index]) }
    }

    /// The response line without its newline.
    public var json: String {
        var bytes: [UInt8] = []
        write(to: &bytes)
        bytes.removeLast()
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// A `LineRenderHandler` as an op holds it: a class, so that answering a line calls the handler in
/// place (an existential would be copied out of the op for every line).
class LineWriter: @unchecked Sendable {
    /// The writer of ops that answer no line this way (their `lineMask` is 0: never called).
    static let none = LineWriter()

    func write(
        _ members: RequestMembers, locale: Resolution<SpokenLocale>, zone: Resolution<SpokenTimeZone>,
        memo: inout RenderMemo, into out: inout [UInt8]
    ) -> Bool { false }
}

private final class TypedLineWriter<Handler: LineRenderHandler>: LineWriter, @unchecked Sendable {
    let handler: Handler
    init(_ handler: Handler) { self.handler = handler }
    override func write(
        _ members: RequestMembers, locale: Resolution<SpokenLocale>, zone: Resolution<SpokenTimeZone>,
        memo: inout RenderMemo, into out: inout [UInt8]
    ) -> Bool {
        handler.writeLine(members, locale: locale, zone: zone, memo: &memo, into: &out)
    }
}

/// Names found by their bytes in a small open-addressed table (64 slots, or more for many
/// names): each slot holds its name's key and, for a name of up to 24 bytes, the bytes themselves,
/// so that a lookup reads one slot of contiguous memory and no object.
struct NameTable: Sendable {
    private struct Slot: Sendable {
        var key: UInt32 = 0
        /// The name's index in the table's names; -1 for an empty slot.
        var index: Int32 = -1
        /// The name's `MemberName.number` and `bit`.
        var number: Int32 = 0
        var bit: UInt64 = 0
        /// The name's bytes when it has at most 24 (zero after them).
        var words: (UInt64, UInt64, UInt64) = (0, 0, 0)
    }

    private let slots: [Slot]
    /// Names longer than a slot holds, by index (empty for the others).
    private let long: [[UInt8]]
    private static let inline = 24

    init(_ names: [MemberName]) {
        var count = 64
        while count < names.count * 4 { count *= 2 }
        var slots = [Slot](repeating: Slot(), count: count)
        for (index, name) in names.enumerated() {
            var slot = Self.start(name.key, count)
            while slots[slot].index >= 0 { slot = (slot + 1) & (count - 1) }
            slots[slot].key = name.key
            slots[slot].index = Int32(index)
            slots[slot].number = Int32(truncatingIfNeeded: name.number)
            slots[slot].bit = name.bit
            if name.bytes.count <= Self.inline {
                withUnsafeMutableBytes(of: &slots[slot].words) { words in
                    for (offset, byte) in name.bytes.enumerated() { words[offset] = byte }
                }
            }
        }
        self.slots = slots
        long = names.map { $0.bytes.count > Self.inline ? $0.bytes : [] }
    }

    @inline(__always)
    private static func start(_ key: UInt32, _ count: Int) -> Int {
        Int((UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> 40) & (count - 1)
    }

    /// The index of the name these bytes spell.
    @inline(__always)
    func find(_ name: UnsafeBufferPointer<UInt8>) -> Int? { found(name).map { Int($0.index) } }

    /// The slot of the name these bytes spell: its index, number and bit.
    @inline(__always)
    func found(_ name: UnsafeBufferPointer<UInt8>) -> (index: Int32, number: Int32, bit: UInt64)? {
        let key = MemberName.key(name)
        return slots.withUnsafeBufferPointer { slots in
            var slot = Self.start(key, slots.count)
            while slots[slot].index >= 0 {
                if slots[slot].key == key {
                    let found = (index: slots[slot].index, number: slots[slot].number, bit: slots[slot].bit)
                    let index = Int(found.index)
                    // The key holds every byte of a name of up to three.
                    if name.count <= 3 { return found }
                    if name.count <= Self.inline {
                        let words =
                            UnsafeRawPointer(slots.baseAddress! + slot)
                            + MemoryLayout<Slot>.offset(of: \Slot.words)!
                        if MemberName.same(
                            UnsafeBufferPointer(start: words.assumingMemoryBound(to: UInt8.self), count: name.count),
                            name)
                        {
                            return found
                        }
                    } else if long[index].count == name.count,
                        long[index].withUnsafeBufferPointer({ MemberName.same($0, name) })
                    {
                        return found
                    }
                }
                slot = (slot + 1) & (slots.count - 1)
            }
            return nil
        }
    }
}
