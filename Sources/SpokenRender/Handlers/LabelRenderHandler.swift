import Spoken

/// `"op":"label"`: `children` (strings or nulls) composed with `style` (`pause`, `and`, `or`), as
/// `spoken label`.
public struct LabelRenderHandler: RenderHandler {
    public init() {}

    package static let children = Field.strings(
        "children", doc: "the child labels, strings or nulls (nulls and empty strings are left out)")
    package static let style = ChoiceField<LabelStyle>(
        "style", default: .pause, doc: "pause: a list without a conjunction; and, or: with the locale's conjunction")

    public static let declaration = OpDeclaration(
        name: "label", command: "label",
        summary: "Join child labels into one, as the locale joins a list (Beijing, 25 degrees Celsius)",
        fields: [children.spec, style.spec],
        errors: [.invalidOption],
        example: OpExample(
            #"{"id":1,"op":"label","children":["Beijing","25 degrees Celsius"]}"#,
            #"{"id":1,"text":"Beijing, 25 degrees Celsius","locale":"en-US"}"#),
        handler: LabelRenderHandler())

    public var fields: [String] { Self.fieldNames }
    private static let fieldNames = declaration.fields.map(\.name)

    public var supportsMarkup: Bool { true }

    /// A label's children are text already: the joined label is shown as it is spoken (a literal
    /// of `SpokenMarkup`: no span, `display` equal to `text`), whatever the width.
    public func renderMarkup(_ request: RenderRequest, width: DisplayWidth) throws(RenderError) -> RenderedText {
        let label = try render(request)
        return RenderedText(markup: SpokenMarkup(literal: label.text), locale: label.locale)
    }

    public func render(_ request: RenderRequest) throws(RenderError) -> RenderedText {
        let children = try request.value(Self.children)
        let style = try request.value(Self.style)
        let chosen = try style.value()
        do throws(SpokenError) {
            let composer = try LabelComposer(locale: request.locale, style: chosen)
            return RenderedText(text: composer.compose(children), locale: request.locale.identifier)
        } catch {
            throw RenderError(error)
        }
    }
}

extension LabelRenderHandler: WritingRenderHandler {
    /// The joined label straight into the response, its composer from label's own memory.
    func write(_ request: RenderRequest, memo: inout RenderMemo, into out: inout [UInt8]) throws(RenderError) {
        let children = try request.value(Self.children)
        let style = try request.value(Self.style).value()
        let entry: LabelComposerCache.Entry
        do {
            entry = try memo.cache(LabelComposerCache.self).entry(locale: request.localeResolution, style: style)
        } catch {
            throw RenderError(error)
        }
        JSONLineWriter.appendString(entry.composer.compose(children), to: &out)
        RenderResponse.appendLocale(entry.literal, to: &out)
    }
}

/// Label's own memory of composers, one per thread (`RenderMemo.cache`): a direct-mapped table
/// keyed by the number of the locale's resolution and the style.
final class LabelComposerCache: RenderOpCache {
    final class Entry {
        let localeNumber: Int
        let style: LabelStyle
        let composer: LabelComposer
        /// The locale's identifier as a JSON string literal.
        let literal: [UInt8]

        init(localeNumber: Int, style: LabelStyle, composer: LabelComposer, locale: SpokenLocale) {
            (self.localeNumber, self.style, self.composer) = (localeNumber, style, composer)
            var literal: [UInt8] = []
            JSONLineWriter.appendString(locale.identifier, to: &literal)
            self.literal = literal
        }
    }

    private var slots = [Entry?](repeating: nil, count: 1024)

    init() {}

    func entry(locale: Resolution<SpokenLocale>, style: LabelStyle) throws(SpokenError) -> Entry {
        let code =
            switch style {
            case .pause: 0
            case .and: 1
            case .or: 2
            }
        let hash = (UInt64(truncatingIfNeeded: locale.number) &* 3 &+ UInt64(code)) &* 0x9E37_79B9_7F4A_7C15
        let index = Int(truncatingIfNeeded: hash >> 40) & (slots.count - 1)
        if let entry = slots[index], entry.localeNumber == locale.number, entry.style == style { return entry }
        let entry = Entry(
            localeNumber: locale.number, style: style, composer: try LabelComposer(locale: locale.value, style: style),
            locale: locale.value)
        slots[index] = entry
        return entry
    }
}

extension LabelRenderHandler: LineRenderHandler {
    var lineFields: [MemberName] { Self.lineNames }
    private static let lineNames = [children.names.name, style.names.name]

    /// The joined label straight from the line: its children read in place, its composer from
    /// label's own memory.
    func writeLine(
        _ members: RequestMembers, locale: Resolution<SpokenLocale>, zone: Resolution<SpokenTimeZone>,
        memo: inout RenderMemo, into out: inout [UInt8]
    ) -> Bool {
        guard let index = members.index(of: Self.children.names.name), members[index].kind == .array,
            case let style?? = Self.style.word(in: members),
            let entry = try? memo.cache(LabelComposerCache.self).entry(locale: locale, style: style)
        else { return false }
        let children = RequestMembers.items(of: members.bytes(members[index].value))
        JSONLineWriter.appendString(entry.composer.compose(children), to: &out)
        RenderResponse.appendLocale(entry.literal, to: &out)
        return true
    }
}
