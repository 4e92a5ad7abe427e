import Spoken

/// `"op":"date"`: `instant` (ISO 8601 with an offset, `@EPOCH_SECONDS`, or a JSON number of
/// seconds since 1970), `dateStyle`, `timeStyle`, `style` as `spoken date`'s options, and `now`
/// (an instant: the present the `relative` style sees the instant from; the wall clock if absent).
public struct DateRenderHandler: RenderHandler {
    public init() {}

    public let fields: [String] = ["instant", "dateStyle", "timeStyle", "style", "now"]

    public func render(_ request: RenderRequest) throws(RenderError) -> RenderedText {
        var memo = RenderMemo()
        return try Self.render(request, memo: &memo)
    }

    /// The same with a batch's memory of formatters. Absent styles are the defaults directly (no
    /// name to parse); every field's JSON type is checked before any value is parsed.
    static func render(_ request: RenderRequest, memo: inout RenderMemo) throws(RenderError) -> RenderedText {
        let instant = try Self.instant(request, field: "instant")
        let now = request["now"] == nil ? Instant.now : try Self.instant(request, field: "now")
        let dateStyleName = try request.optionalString("dateStyle")
        let timeStyleName = try request.optionalString("timeStyle")
        let styleName = try request.optionalString("style")
        do throws(SpokenError) {
            var dateStyle = DateStyle.medium
            if let dateStyleName { dateStyle = try DateStyle(parsing: dateStyleName, option: "dateStyle") }
            var timeStyle = DateStyle.short
            if let timeStyleName { timeStyle = try DateStyle(parsing: timeStyleName, option: "timeStyle") }
            var presentation = DatePresentation.icu
            if let styleName { presentation = try DatePresentation(parsing: styleName) }
            let formatter = try memo.dateFormatter(
                locale: request.locale, timeZone: request.timeZone, dateStyle: dateStyle, timeStyle: timeStyle,
                presentation: presentation)
            return RenderedText(text: formatter.string(instant, now: now), locale: request.locale.identifier)
        } catch {
            throw RenderError(error)
        }
    }

    /// An instant field: ISO 8601 text, `@EPOCH_SECONDS`, or a JSON number of seconds (`announce`'s
    /// `now` reads it too).
    static func instant(_ request: RenderRequest, field: String) throws(RenderError) -> Instant {
        guard let value = request[field] else { throw .missing(field, op: request.op) }
        switch value {
        case .string(let text):
            do {
                return try Instant.parse(text)
            } catch {
                throw RenderError(error)
            }
        case .number(let text):
            // The same range as '@EPOCH_SECONDS' (years 0001…9999).
            guard let seconds = JSONNumber.double(text.utf8) ?? Double(text), Instant.validSeconds.contains(seconds)
            else {
                throw RenderError(
                    SpokenError(
                        .invalidInstant, input: text, message: "Invalid instant '\(text)': outside the years 0001…9999")
                )
            }
            return Instant(secondsSince1970: seconds)
        default:
            throw .invalid(
                field, expected: "a string (ISO 8601 or '@EPOCH_SECONDS') or a number of seconds", got: value)
        }
    }
}
