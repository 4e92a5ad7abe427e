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

    /// A request's fields, read in the order their errors are reported: every field's JSON type
    /// before any word is looked up.
    struct Fields {
        var instant: Instant
        var now: Instant?
        var dateStyle: DateStyle
        var timeStyle: DateStyle
        var presentation: DatePresentation
        var capitalization: RelativeTimeCapitalization?
    }

    /// The declared fields in one place: one lazy global's check per request instead of six.
    private static let declared = (
        instant: instant, now: now, dateStyle: dateStyle, timeStyle: timeStyle, presentation: presentation,
        capitalization: capitalization
    )

    static func read(_ request: RenderRequest) throws(RenderError) -> Fields {
        let fields = declared
        let instant = try request.value(fields.instant)
        let now = try request.optional(fields.now)
        let dateStyleWord = try request.value(fields.dateStyle)
        let timeStyleWord = try request.value(fields.timeStyle)
        let presentationWord = try request.value(fields.presentation)
        let capitalizationWord = try request.optional(fields.capitalization)
        return Fields(
            instant: instant, now: now, dateStyle: try dateStyleWord.value(), timeStyle: try timeStyleWord.value(),
            presentation: try presentationWord.value(), capitalization: try capitalizationWord?.value())
    }

    /// The same with a batch's memory of formatters (in `presentation` instead of the request's
    /// style, and seen from `present` instead of the request's `now`, when given).
    static func render(
        _ request: RenderRequest, memo: inout RenderMemo, presentation override: DatePresentation? = nil,
        now present: Instant? = nil
    ) throws(RenderError) -> RenderedText {
        var fields = try read(request)
        if let override { fields.presentation = override }
        let entry = try memo.cache(DateFormatterCache.self).entry(request, fields)
        let now = present ?? fields.now ?? Instant.now
        return RenderedText(text: entry.formatter.string(fields.instant, now: now), locale: entry.locale)
    }
}

extension DateRenderHandler: WritingRenderHandler {
    /// The words straight into the response: the formatter found in date's own memory by the
    /// request's locale, zone and styles, writing its JSON without making a string.
    func write(_ request: RenderRequest, memo: inout RenderMemo, into out: inout [UInt8]) throws(RenderError) {
        let fields = try Self.read(request)
        let entry = try memo.cache(DateFormatterCache.self).entry(request, fields)
        if let format = entry.format {
            out.append(UInt8(ascii: "\""))
            format._withUnsafeGuaranteedRef {
                $0.appendJSON(secondsSince1970: fields.instant.secondsSince1970, to: &out)
            }
            out.append(UInt8(ascii: "\""))
        } else {
            let now = fields.now ?? Instant.now
            JSONLineWriter.appendString(entry.formatter.string(fields.instant, now: now), to: &out)
        }
        RenderResponse.appendLocale(entry.literal, to: &out)
    }

    /// An instant field: ISO 8601 text, `@EPOCH_SECONDS`, or a JSON number of seconds (`announce`'s
    /// `now` reads it too); read from the line's bytes when the request was decoded as members.
    static func instant(_ request: RenderRequest, field: MemberName) throws(RenderError) -> Instant {
        // From the line's bytes as `writeLine` reads them; anything refused is said below.
        if let members = request.lineMembers, let index = members.index(of: field),
            let seconds = Self.seconds(members, index)
        {
            return Instant(secondsSince1970: seconds)
        }
        guard let value = request[field] else { throw .missing(field.string, op: request.op) }
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
                field.string, expected: "a string (ISO 8601 or '@EPOCH_SECONDS') or a number of seconds", got: value)
        }
    }
}

/// Date's own memory of formatters, one per thread (`RenderMemo.cache`): a direct-mapped table,
/// two ways, keyed by the resolved locale and zone and the styles, whose entries hold the
/// formatter, its ICU format and the locale's JSON literal. A hit is one hash of the two
/// identifiers and one comparison; errors are never remembered.
final class DateFormatterCache: RenderOpCache {
    final class Entry {
        let localeNumber: Int
        let zoneNumber: Int
        let styles: UInt32
        let formatter: SpokenDateFormatter
        /// The formatter's ICU format, where it writes JSON on its own (not relative); owned by
        /// `formatter`.
        let format: Unmanaged<ICUDateFormat>?
        let locale: String
        /// `locale` as a JSON string literal.
        let literal: [UInt8]

        init(localeNumber: Int, zoneNumber: Int, styles: UInt32, formatter: SpokenDateFormatter) {
            (self.localeNumber, self.zoneNumber, self.styles, self.formatter) =
                (localeNumber, zoneNumber, styles, formatter)
            format = formatter.jsonFormat.map { Unmanaged.passUnretained($0) }
            locale = formatter.locale.identifier
            var literal: [UInt8] = []
            JSONLineWriter.appendString(locale, to: &literal)
            self.literal = literal
        }

        @inline(__always)
        func matches(_ localeNumber: Int, _ zoneNumber: Int, _ styles: UInt32) -> Bool {
            self.styles == styles && self.localeNumber == localeNumber && self.zoneNumber == zoneNumber
        }
    }

    private var slots = [Entry?](repeating: nil, count: RenderMemo.slots)

    init() {}

    /// The formatter for a request's locale, zone and fields.
    func entry(_ request: RenderRequest, _ fields: DateRenderHandler.Fields) throws(RenderError) -> Entry {
        do {
            return try entry(
                locale: request.localeResolution, zone: request.zoneResolution, dateStyle: fields.dateStyle,
                timeStyle: fields.timeStyle, presentation: fields.presentation, capitalization: fields.capitalization)
        } catch {
            throw RenderError(error)
        }
    }

    /// The formatter for a locale and zone (by the numbers they were resolved with:
    /// `Resolution`) and styles.
    func entry(
        locale: Resolution<SpokenLocale>, zone: Resolution<SpokenTimeZone>, dateStyle: DateStyle, timeStyle: DateStyle,
        presentation: DatePresentation, capitalization: RelativeTimeCapitalization?
    ) throws(SpokenError) -> Entry {
        let capitalization = capitalization ?? presentation.defaultCapitalization
        let styles =
            RenderMemo.styles(dateStyle, timeStyle, presentation) | (capitalization == .sentence ? 1 << 12 : 0)
        let localeNumber = locale.number
        let zoneNumber = zone.number
        var hash = UInt64(truncatingIfNeeded: localeNumber) &* 0x9E37_79B9_7F4A_7C15
        hash = (hash ^ UInt64(truncatingIfNeeded: zoneNumber)) &* 0xBF58_476D_1CE4_E5B9
        hash = (hash ^ UInt64(styles)) &* 0x94D0_49BB_1331_11EB
        let index = Int(truncatingIfNeeded: hash >> 40) & (RenderMemo.slots - 1)
        if let entry = slots[index], entry.matches(localeNumber, zoneNumber, styles) { return entry }
        if let entry = slots[index ^ 1], entry.matches(localeNumber, zoneNumber, styles) { return entry }
        let formatter = try SpokenDateFormatter(
            locale: locale.value, timeZone: zone.value, dateStyle: dateStyle, timeStyle: timeStyle,
            presentation: presentation, capitalization: capitalization)
        let entry = Entry(localeNumber: localeNumber, zoneNumber: zoneNumber, styles: styles, formatter: formatter)
        // The slot's entry moves to its neighbour: two signatures that hash alike both stay.
        if let displaced = slots[index] { slots[index ^ 1] = displaced }
        slots[index] = entry
        return entry
    }
}

extension DateRenderHandler: LineRenderHandler {
    /// `instant` and the three styles (`presentation` or its former name `style`); `now` and
    /// `capitalization` go through `write`.
    var lineFields: [MemberName] { Self.lineNames }
    private static let lineNames = [
        instant.names.name, dateStyle.names.name, timeStyle.names.name, presentation.names.name,
        presentation.names.former!,
    ]

    /// The words straight from the line: the styles by their declared words, the instant as
    /// `instant(_:field:)` reads it, the formatter from date's own memory.
    func writeLine(
        _ members: RequestMembers, locale: Resolution<SpokenLocale>, zone: Resolution<SpokenTimeZone>,
        memo: inout RenderMemo, into out: inout [UInt8]
    ) -> Bool {
        let fields = Self.lineDeclared
        guard let index = members.index(of: fields.instant),
            case let dateStyle?? = fields.dateStyle.word(in: members),
            case let timeStyle?? = fields.timeStyle.word(in: members),
            case let presentation?? = fields.presentation.word(in: members),
            let seconds = Self.seconds(members, index),
            let entry = try? memo.cache(DateFormatterCache.self).entry(
                locale: locale, zone: zone, dateStyle: dateStyle, timeStyle: timeStyle,
                presentation: presentation, capitalization: nil)
        else { return false }
        if let format = entry.format {
            out.append(UInt8(ascii: "\""))
            format._withUnsafeGuaranteedRef { $0.appendJSON(secondsSince1970: seconds, to: &out) }
            out.append(UInt8(ascii: "\""))
        } else {
            entry.formatter.appendJSONString(secondsSince1970: seconds, to: &out)
        }
        RenderResponse.appendLocale(entry.literal, to: &out)
        return true
    }

    /// The fields a line's words need, in one object: one `swift_once` per line instead of four.
    private final class LineDeclared: Sendable {
        let instant = DateRenderHandler.instant.names.name
        let dateStyle = DateRenderHandler.dateStyle, timeStyle = DateRenderHandler.timeStyle
        let presentation = DateRenderHandler.presentation
    }
    private static let lineDeclared = LineDeclared()

    /// The seconds of an instant member of a line; nil for anything `instant(_:field:)` refuses
    /// (which then says why).
    @inline(__always)
    fileprivate static func seconds(_ members: RequestMembers, _ index: Int) -> Double? {
        let member = members[index]
        let bytes = members.bytes(member.value)
        switch member.kind {
        case .string: return (try? Instant.parse(utf8: bytes))?.secondsSince1970
        case .number:
            guard let seconds = JSONNumber.double(bytes) ?? Double(String(decoding: bytes, as: UTF8.self)),
                Instant.validSeconds.contains(seconds)
            else { return nil }
            return seconds
        default: return nil
        }
    }
}
