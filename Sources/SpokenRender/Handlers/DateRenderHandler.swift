import Spoken

/// `"op":"date"`: `instant` (ISO 8601 with an offset, `@EPOCH_SECONDS`, or a JSON number of
/// seconds since 1970), `dateStyle`, `timeStyle`, `presentation` (formerly `style`) as `spoken date`'s options, and `now`
/// (an instant: the present the `relative` style sees the instant from; the wall clock if absent).
public struct DateRenderHandler: RenderHandler {
    public init() {}

    package static let instant = Field.instant(
        "instant", required: true,
        doc: "ISO 8601 with Z or an offset, \"@EPOCH_SECONDS\", or a JSON number of seconds since 1970")
    package static let dateStyle = ChoiceField<DateStyle>(
        "dateStyle", default: .medium, doc: "how much of the date to say (not both none)")
    package static let timeStyle = ChoiceField<DateStyle>(
        "timeStyle", default: .short, doc: "how much of the time to say (not both none)")
    package static let presentation = ChoiceField<DatePresentation>(
        "presentation", default: .icu,
        doc: "icu: exactly ICU's text; spoken: full month names, plain spaces; relative: Today, Yesterday…",
        formerName: "style", formerOption: DatePresentation.optionName)
    package static let capitalization = ChoiceField<RelativeTimeCapitalization>(
        "capitalization",
        doc:
            "sentence (Yesterday, es Domingo) for the start of a label, none (yesterday, domingo) inside a sentence (default: sentence for the relative style, none otherwise)"
    )
    package static let now = Field.instant(
        "now", required: false, doc: "the present the relative style sees the instant from (default: the wall clock)")

    public static let declaration = OpDeclaration(
        name: "date", command: "date",
        summary: "Speak an instant as a date and time (ICU medium date, short time by default)",
        fields: [instant.spec, dateStyle.spec, timeStyle.spec, presentation.spec, now.spec, capitalization.spec],
        errors: [.invalidInstant, .invalidOption],
        example: OpExample(
            #"{"id":1,"op":"date","instant":"2026-11-29T12:50:00Z","timeZone":"Asia/Tokyo"}"#,
            "{\"id\":1,\"text\":\"Nov 29, 2026, 9:50\u{202F}PM\",\"locale\":\"en-US\"}"),
        isValue: true, handler: DateRenderHandler())

    public var fields: [String] { Self.fieldNames }
    public var formerNames: [String] { Self.formerFieldNames }
    private static let fieldNames = declaration.fields.map(\.name)
    private static let formerFieldNames = declaration.fields.compactMap(\.formerName)

    public func render(_ request: RenderRequest) throws(RenderError) -> RenderedText {
        var memo = RenderMemo()
        return try Self.render(request, memo: &memo)
    }

    public var supportsMarkup: Bool { true }

    /// The words in the request's style beside the visible form: ICU's own text for the same date
    /// and time styles (the `icu` presentation), from the same instant. A date has one visible
    /// width: `width` changes nothing.
    public func renderMarkup(_ request: RenderRequest, width: DisplayWidth) throws(RenderError) -> RenderedText {
        var memo = RenderMemo()
        // One present for both forms, so that the wall clock cannot move between them.
        let now = try request.optional(Self.now) ?? Instant.now
        let spoken = try Self.render(request, memo: &memo, now: now)
        let shown = try Self.render(request, memo: &memo, presentation: .icu, now: now)
        return RenderedText(
            markup: SpokenMarkup(value: spoken.text, display: shown.text, kind: "date"), locale: spoken.locale)
    }

    /// The same with a batch's memory of formatters (in `presentation` instead of the request's
    /// style, and seen from `present` instead of the request's `now`, when given). Every field's
    /// JSON type is checked before any value is parsed.
    static func render(
        _ request: RenderRequest, memo: inout RenderMemo, presentation override: DatePresentation? = nil,
        now present: Instant? = nil
    ) throws(RenderError) -> RenderedText {
        let instant = try request.value(Self.instant)
        let asked = try request.optional(Self.now)
        let now = present ?? asked ?? Instant.now
        let dateStyleWord = try request.value(Self.dateStyle)
        let timeStyleWord = try request.value(Self.timeStyle)
        let presentationWord = try request.value(Self.presentation)
        let capitalizationWord = try request.optional(Self.capitalization)
        let dateStyle = try dateStyleWord.value()
        let timeStyle = try timeStyleWord.value()
        let given = try presentationWord.value()
        let presentation = override ?? given
        let capitalization = try capitalizationWord?.value()
        do throws(SpokenError) {
            let formatter = try memo.dateFormatter(
                locale: request.locale, timeZone: request.timeZone, dateStyle: dateStyle, timeStyle: timeStyle,
                presentation: presentation, capitalization: capitalization)
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
