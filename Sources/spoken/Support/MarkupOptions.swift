import Spoken
import SpokenRender

/// `--markup` and `--display-width` of the commands whose op has a visible form: the registry's
/// common fields (`OpRegistry.markupFields`) as options, and the width they ask for.
enum MarkupOptions {
    /// The options, from the registry's fields.
    static let declarations = [markup, displayWidth]
    static let markup = OptionDeclaration.field(OpRegistry.markup.spec)
    static let displayWidth = OptionDeclaration.field(OpRegistry.displayWidth.spec)

    /// The width of the visible form with `--markup` (short unless `--display-width` says), nil
    /// without it. A width without `--markup`, or one that is no width, is a usage error naming it.
    static func width(_ arguments: ParsedArguments) throws(CLIError) -> DisplayWidth? {
        let markup = arguments.has(Self.markup.name)
        guard let word = arguments.given[displayWidth.name] else {
            return markup ? OpRegistry.defaultDisplayWidth : nil
        }
        guard markup else { throw .usage("Option '\(displayWidth.name)' goes with '\(Self.markup.name)'") }
        do {
            return try DisplayWidth(parsing: word, option: displayWidth.name)
        } catch {
            throw .usage(error)
        }
    }

    /// One value's words and visible form as the JSON object the commands print.
    static func json(_ markup: SpokenMarkup, locale: SpokenLocale) -> String {
        RenderedText(markup: markup, locale: locale.identifier).json
    }

    /// A request's fields with the registry's markup fields set to ask for `width`.
    static func fields(_ fields: JSONObject, width: DisplayWidth) -> JSONObject {
        var fields = fields
        let names = OpRegistry.markupFields.map(\.name)
        fields.append(names[0], .bool(true))
        fields.append(names[1], .string(width.rawValue))
        return fields
    }
}
