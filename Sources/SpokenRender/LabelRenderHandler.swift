import Spoken

/// `"op":"label"`: `children` (strings or nulls) composed with `style` (`pause`, `and`, `or`), as
/// `spoken label`.
public struct LabelRenderHandler: RenderHandler {
    public init() {}

    public let fields: [String] = ["children", "style"]

    public func render(_ request: RenderRequest) throws(RenderError) -> RenderedText {
        let children = try request.optionalStrings("children")
        let style = try request.optionalString("style") ?? "pause"
        do throws(SpokenError) {
            let composer = try LabelComposer(locale: request.locale, style: LabelStyle(parsing: style, option: "style"))
            return RenderedText(text: composer.compose(children), locale: request.locale.identifier)
        } catch {
            throw RenderError(error)
        }
    }
}
