import Spoken

/// `"op":"date"`: `instant` (ISO 8601 with an offset, `@EPOCH_SECONDS`, or a JSON number of
/// seconds since 1970), `dateStyle`, `timeStyle`, `style` as `spoken date`'s options.
public struct DateRenderHandler: RenderHandler {
    public init() {}

    public let fields: [String] = ["instant", "dateStyle", "timeStyle", "style"]

    public func render(_ request: RenderRequest) throws(RenderError) -> RenderedText {
        var memo = RenderMemo()
        return try Self.render(request, memo: &memo)
    }

    /// The same with a batch's memory of formatters. Absent styles are the defaults directly (no
    /// name to parse); every field's JSON type is checked before any value is parsed.
    static func render(_ request: RenderRequest, memo: inout RenderMemo) throws(RenderError) -> RenderedText {
        let seconds = try instant(request)
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
            return RenderedText(text: formatter.string(secondsSince1970: seconds), locale: request.locale.identifier)
        } catch {
            throw RenderError(error)
        }
    }

    private static func instant(_ request: RenderRequest) throws(RenderError) -> Double {
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
            guard let seconds = wholeSeconds(text.utf8) ?? Double(text), Instant.validSeconds.contains(seconds) else {
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

    /// A JSON integer of at most 15 digits, exactly as `Double(text)` reads it (below 2^53 every
    /// integer is exact; `-0` stays -0), without strtod; nil for anything else.
    static func wholeSeconds(_ text: some Sequence<UInt8>) -> Double? {
        var value = 0
        var digits = 0
        var negative = false
        for byte in text {
            if byte == UInt8(ascii: "-"), digits == 0, !negative {
                negative = true
                continue
            }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 15 else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            digits += 1
        }
        guard digits > 0 else { return nil }
        return negative ? -Double(value) : Double(value)
    }
}
