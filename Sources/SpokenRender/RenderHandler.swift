import Spoken

/// Renders one op of `spoken render`. Each op is one small handler, listed in
/// `Renderer.builtInHandlers`: it names the fields it takes and turns a request into text.
public protocol RenderHandler: Sendable {
    /// The op's own fields (besides `id`, `op`, `locale`, `timeZone`): any other field is an
    /// `unknown-field` error.
    var fields: [String] { get }
    /// Former names of fields, still read (deprecated): `style` for `presentation`. Accepted, never
    /// listed by `unknown-field` messages. None by default.
    var formerNames: [String] { get }
    func render(_ request: RenderRequest) throws(RenderError) -> RenderedText
    /// Whether the op has a visible form beside its words (`"markup": true`).
    var supportsMarkup: Bool { get }
    /// The words with the visible form at `width` (`RenderedText.markup`).
    func renderMarkup(_ request: RenderRequest, width: DisplayWidth) throws(RenderError) -> RenderedText
}

/// A built-in handler that writes its words straight into the response line, with its own
/// memory of formatters in the thread's `RenderMemo` (`date`): what `Renderer.respond` calls
/// instead of `render` when the request asks for no markup. Writes the text's JSON string and
/// `,"locale":…` (and any extra members); on an error the response is rewritten as the error.
protocol WritingRenderHandler: RenderHandler {
    func write(_ request: RenderRequest, memo: inout RenderMemo, into out: inout [UInt8]) throws(RenderError)
}

/// A built-in handler that answers its requests of the common shape straight from the line's
/// members, before `prepare` (`Renderer.answerLine`: `date`, `measure`, `label`): how its
/// requests decode when they take only `lineFields` and the common `id`, `op`, `locale`,
/// `timeZone`. It reads its declared fields from the members (a choice through
/// `ChoiceField.word(in:)`), finds its formatter in its own memory in the thread's `RenderMemo`,
/// and writes the words (a JSON string) and `,"locale":…`. It answers only requests that
/// succeed: on anything else (a bad word, a value it does not take) it returns false, what it
/// wrote is discarded, and `prepare` and `render` answer the request, so every error comes from
/// one place. It gets the line's members and its locale and zone resolved (the run's defaults
/// when absent or null).
protocol LineRenderHandler: RenderHandler {
    /// The members the common shape takes besides the common ones; none: no line is answered
    /// this way.
    var lineFields: [MemberName] { get }
    func writeLine(
        _ members: RequestMembers, locale: Resolution<SpokenLocale>, zone: Resolution<SpokenTimeZone>,
        memo: inout RenderMemo, into out: inout [UInt8]
    ) -> Bool
}

extension RenderHandler {
    public var supportsMarkup: Bool { false }

    public var formerNames: [String] { [] }

    /// An op without a visible form: `"markup": true` is an error, never a silent no-op.
    public func renderMarkup(_ request: RenderRequest, width: DisplayWidth) throws(RenderError) -> RenderedText {
        throw .noMarkup(op: request.op)
    }
}

extension RenderError {
    /// `markup` on an op that has no visible form (`check`, `rotorManifest`).
    static func noMarkup(op: String) -> RenderError {
        RenderError(
            .invalidField,
            "Invalid field 'markup' for op '\(op)': no visible form is declared for it; markup takes \(OpRegistry.markupOps.joined(separator: ", "))"
        )
    }
}

/// What a handler produces: the words and the locale that supplied them (a catalog's locale may
/// differ from the request's: `zh-Hant` for `zh-TW`).
public struct RenderedText: Sendable, Hashable {
    public var text: String
    public var locale: String
    /// Extra members written after `locale`, in order (an announcement's `priority`…). Names
    /// must not be `id`, `text`, `locale` or `error`.
    public var extra: [Member]
    /// The words with their visible form, when the op was asked for markup (`init(markup:…)`):
    /// what a cell composes its parts from.
    public var markup: SpokenMarkup?

    public struct Member: Sendable, Hashable {
        public var name: String
        public var value: JSONValue
        public init(_ name: String, _ value: JSONValue) {
            self.name = name
            self.value = value
        }
    }

    public init(text: String, locale: String, extra: [Member] = []) {
        self.text = text
        self.locale = locale
        self.extra = extra
    }

    /// The members as one JSON object without `id` (`{"text":…,"locale":…,…}`): what the CLI's
    /// value commands print with `--markup`.
    public var json: String {
        var object: JSONObject = ["text": .string(text), "locale": .string(locale)]
        for member in extra { object.append(member.name, member.value) }
        var bytes: [UInt8] = []
        JSONValue.object(object).write(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The words of `markup` with its visible forms as members: `display`, `ssml`, `spans`
    /// (`start`, `end`, `type`, `text`, `kind`), `inputLabels`, `labelInName`.
    public init(markup: SpokenMarkup, locale: String, extra: [Member] = []) {
        let spans = markup.spans.map { span -> JSONValue in
            .object([
                "start": .number(String(span.start)), "end": .number(String(span.end)), "type": .string(span.type),
                "text": .string(span.text), "kind": .string(span.kind),
            ])
        }
        self.init(
            text: markup.text, locale: locale,
            extra: [
                Member("display", .string(markup.display)), Member("ssml", .string(markup.ssml)),
                Member("spans", .array(spans)),
                Member("inputLabels", .array(markup.inputLabels.map(JSONValue.string))),
                Member("labelInName", .bool(markup.labelInName)),
            ] + extra)
        self.markup = markup
    }
}

/// The run's defaults for requests that give no `locale` or `timeZone`.
public struct RenderDefaults: Sendable {
    public var locale: SpokenLocale
    public var timeZone: SpokenTimeZone

    public init(locale: SpokenLocale = .enUS, timeZone: SpokenTimeZone = .utc) {
        self.locale = locale
        self.timeZone = timeZone
    }
}

/// Limits that keep hostile input from costing unbounded memory or stack.
public struct RenderLimits: Sendable {
    /// A longer line is answered with `line-too-long` (its bytes are skipped, never held).
    public var maxLineBytes: Int
    /// Objects and arrays nested deeper are answered with `nesting-too-deep`.
    public var maxDepth: Int

    /// The depth limit of Spoken's one JSON reader (`JSONReader.maximumDepth`), for requests and
    /// translation files alike.
    public static let defaultMaxDepth = JSONReader.maximumDepth

    public init(maxLineBytes: Int = 1 << 20, maxDepth: Int? = nil) {
        self.maxLineBytes = max(1, maxLineBytes)
        self.maxDepth = max(1, maxDepth ?? Self.defaultMaxDepth)
    }
}
