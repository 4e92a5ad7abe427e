import Spoken

/// Renders one op of `spoken render`. Each op is one small handler, listed in
/// `Renderer.builtInHandlers`: it names the fields it takes and turns a request into text.
public protocol RenderHandler: Sendable {
    /// The op's own fields (besides `id`, `op`, `locale`, `timeZone`): any other field is an
    /// `unknown-field` error.
    var fields: [String] { get }
    func render(_ request: RenderRequest) throws(RenderError) -> RenderedText
}

/// What a handler produces: the words and the locale that supplied them (a catalog's locale may
/// differ from the request's: `zh-Hant` for `zh-TW`).
public struct RenderedText: Sendable, Hashable {
    public var text: String
    public var locale: String
    /// Extra members written after `locale`, in order (an announcement's `priority`…). Names
    /// must not be `id`, `text`, `locale` or `error`.
    public var extra: [Member]

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

    public init(maxLineBytes: Int = 1 << 20, maxDepth: Int = 32) {
        self.maxLineBytes = max(1, maxLineBytes)
        self.maxDepth = max(1, maxDepth)
    }
}
