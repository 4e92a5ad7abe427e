import Spoken

/// `"op":"date"`: `instant` (ISO 8601 with an offset, `@EPOCH_SECONDS`, or a JSON number of
/// seconds since 1970), `dateStyle`, `timeStyle`, `style` as `spoken date`'s options.
public struct DateRenderHandler: RenderHandler {
    public init() {}

    public let fields: [String] = ["instant", "dateStyle", "timeStyle", "style"]

    public func render(_ request: RenderRequest) throws(RenderError) -> RenderedText {
        let seconds = try instant(request)
        let dateStyle = try request.optionalString("dateStyle") ?? "medium"
        let timeStyle = try request.optionalString("timeStyle") ?? "short"
        let style = try request.optionalString("style") ?? "icu"
        do throws(SpokenError) {
            let formatter = try SpokenDateFormatter(
                locale: request.locale, timeZone: request.timeZone,
                dateStyle: DateStyle(parsing: dateStyle, option: "dateStyle"),
                timeStyle: DateStyle(parsing: timeStyle, option: "timeStyle"),
                presentation: DatePresentation(parsing: style))
            return RenderedText(text: formatter.string(secondsSince1970: seconds), locale: request.locale.identifier)
        } catch {
            throw RenderError(error)
        }
    }

    private func instant(_ request: RenderRequest) throws(RenderError) -> Double {
        guard let value = request["instant"] else { throw .missing("instant", op: request.op) }
        switch value {
        case .string(let text):
            do {
                return try Instant.parse(text)
            } catch {
                throw RenderError(error)
            }
        case .number(let text):
            // The same range as '@EPOCH_SECONDS' (years 0001…9999).
            guard let seconds = Double(text), Instant.validSeconds.contains(seconds) else {
                throw RenderError(
                    SpokenError(
                        .invalidInstant, input: text, message: "Invalid instant '\(text)': outside the years 0001…9999")
                )
            }
            return seconds
        default:
            throw .invalid(
                "instant", expected: "a string (ISO 8601 or '@EPOCH_SECONDS') or a number of seconds", got: value)
        }
    }
}
