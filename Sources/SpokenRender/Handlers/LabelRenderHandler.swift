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
