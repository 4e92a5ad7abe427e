/// Ranges of measures as a screen reader should hear them: "18 to 25 degrees Celsius", never
/// "18 minus 25". ICU's number range formatter (`unumrf`) with the unit at full-name width writes
/// "18–25 degrees Celsius" (the `icu` presentation, byte for byte); the `spoken` presentation keeps
/// each value's sign as U+2212 MINUS SIGN ("−5") and replaces the range dash with the catalog's
/// range words (`label.rangeTo`: "to", "bis", "から…まで"), as date intervals and money ranges do.
/// Two values equal after rounding are one value ("18 degrees Celsius"); a low end above the high
/// end is an `invalid-range` error. `width` is the unit's width: `full` (the default) for speech,
/// `short` ("18–25°C") or `narrow` for visible text.
///
/// ```swift
/// try MeasureRangeFormatter(unit: MeasureUnit("celsius")).string(DecimalNumber("-5"), to: DecimalNumber("3"))
/// // "−5 to 3 degrees Celsius"
/// ```
public struct MeasureRangeFormatter: Sendable {
    public let locale: SpokenLocale
    public let unit: MeasureUnit
    public let presentation: NumberPresentation
    public let width: MeasureWidth
    /// The case the unit's names take (nil: the nominative), as ICU's `unitDisplayCase` names it.
    public let grammaticalCase: GrammaticalCase?
    private let format: ICUNumberRangeFormat

    public init(
        locale: SpokenLocale = .enUS, unit: MeasureUnit, presentation: NumberPresentation = .spoken,
        width: MeasureWidth = .full, grammaticalCase: GrammaticalCase? = nil
    ) throws(SpokenError) {
        let grammaticalCase = try grammaticalCase?.checked(for: locale)
        self.locale = locale
        self.unit = unit
        self.presentation = presentation
        self.width = width
        self.grammaticalCase = grammaticalCase
        let signature = Signature(
            locale: locale.icuIdentifier, unit: unit.identifier, presentation: presentation, width: width,
            grammaticalCase: grammaticalCase?.icuName)
        let skeleton = Self.skeleton(unit: unit, presentation: presentation, width: width)
        format = try Self.cache.value(for: signature) { () throws(SpokenError) -> ICUNumberRangeFormat in
            do throws(ICUStatusError) {
                // Speech keeps each value's sign (only the unit is merged); icu is ICU's default.
                return try ICUNumberRangeFormat(
                    skeleton: skeleton, collapse: presentation == .spoken ? .unit : .auto,
                    icuLocale: locale.icuIdentifier, grammaticalCase: signature.grammaticalCase)
            } catch {
                throw SpokenError(
                    .icuFailure, input: skeleton,
                    message:
                        "ICU could not open a range formatter for '\(skeleton)' in '\(locale.identifier)' (\(error.name))"
                )
            }
        }
    }

    /// The ICU number skeleton: `unit/celsius unit-width-full-name` (spoken: `sign-negative` too).
    public var skeleton: String { format.skeleton }

    static func skeleton(unit: MeasureUnit, presentation: NumberPresentation, width: MeasureWidth = .full) -> String {
        var stems = ["unit/" + unit.identifier, width.skeleton]
        if presentation == .spoken { stems.append(signSkeleton) }
        return stems.joined(separator: " ")
    }

    /// The words for the range from `low` to `high` (`low` not above `high`).
    public func string(_ low: DecimalNumber, to high: DecimalNumber, catalog: CatalogStore = .shared)
        throws(SpokenError) -> String
    {
        guard low.doubleValue <= high.doubleValue else {
            throw SpokenError(
                .invalidRange, input: low.text,
                message: "Invalid range '\(low.text)' to '\(high.text)': the low end is above the high end")
        }
        return try format.words(
            low, to: high, in: unit.identifier, presentation: presentation, locale: locale, catalog: catalog)
    }

    private struct Signature: Hashable, Sendable {
        var locale: String
        var unit: String
        var presentation: NumberPresentation
        var width: MeasureWidth
        var grammaticalCase: String?
    }

    private static let cache = BoundedCache<Signature, ICUNumberRangeFormat>(formatters: ())
}

extension ValueType {
    /// Ranges of measures: `{"op":"measureRange","low":18,"high":25,"unit":"celsius"}`, `spoken
    /// measure-range --unit celsius 18 25`, a placeholder `"temps": {"type": "measureRange"}`
    /// taking "18 25 celsius". See `MeasureRangeFormatter`.
    public static let measureRange = ValueType(
        name: "measureRange",
        summary: "Speak ranges of measures (18 to 25 degrees Celsius) without a dash read as minus",
        discussion: """
            Prints one line per LOW HIGH pair: ICU's number range formatter with the unit's full
            name. --presentation spoken (the default) says each value's sign as a minus sign and
            replaces the range dash with the catalog's range words (label.rangeTo: "to", "bis"),
            so VoiceOver never reads "18 minus 25"; icu prints ICU's exact text (18–25 degrees Celsius).
            """,
        fields: [
            ValueField(
                MeasureRangeKey.low,
                help: """
                    the low end, a decimal number (18, -5, 0.5). '-' reads LOW and HIGH from
                    standard input, one pair per line.
                    """, valueName: "LOW"),
            ValueField(MeasureRangeKey.high, help: "the high end: not below LOW (equal: one value)", valueName: "HIGH"),
            ValueField(
                MeasureRangeKey.unit, help: "a CLDR unit: celsius, kilometer-per-hour, percent, millimeter…",
                valueName: "UNIT", required: true),
            ValueField(
                MeasureRangeKey.presentation,
                help: "spoken: the range in words, minus signs for speech; icu: ICU's exact text"),
            ValueField(
                MeasureRangeKey.width,
                help: "the unit's width: full for speech; short and narrow (18–25°C) are for visible text"),
            .grammaticalCase,
        ],
        forms: [["low", "high"]],
        usesCatalog: true,
        errors: [.invalidNumber, .unknownUnit, .invalidRange],
        placeholder: ValuePlaceholder(
            type: "measureRange", noun: "a range of measures", text: ["low", "high", "unit"],
            options: ["presentation"], example: #"{"presentation": "spoken"}"#,
            sample: .string("18 25 celsius"), sampleWords: "18 to 25 degrees Celsius",
            stringCatalogNote:
                "a String Catalog has no range format: the catalog passes it as text (%@), which the app fills with the spoken words (the measureRange op of spoken render)"
        ),
        example: Example(
            #"{"id":1,"op":"measureRange","low":-5,"high":3,"unit":"celsius"}"#,
            #"{"id":1,"text":"\#u{2212}5 to 3 degrees Celsius","locale":"en-US"}"#),
        checkOptions: { (inputs, locale) throws(SpokenError) in
            _ = try measureRangeFormatter(inputs, locale: locale)
        },
        display: ValueDisplay(kind: "measureRange") { width in
            [
                MeasureRangeKey.presentation.name: MeasureRangeKey.presentation.input(.icu),
                MeasureRangeKey.width.name: MeasureRangeKey.width.input(width.measureWidth),
            ]
        },
        speak: { (request) throws(SpokenError) -> String in
            try measureRangeFormatter(request.inputs, locale: request.locale).string(
                DecimalNumber(request[MeasureRangeKey.low]?.text ?? ""),
                to: DecimalNumber(request[MeasureRangeKey.high]?.text ?? ""))
        })

    private static func measureRangeFormatter(_ inputs: ValueInputs, locale: SpokenLocale) throws(SpokenError)
        -> MeasureRangeFormatter
    {
        try MeasureRangeFormatter(
            locale: locale, unit: MeasureUnit(inputs[MeasureRangeKey.unit] ?? ""),
            presentation: inputs[MeasureRangeKey.presentation], width: inputs[MeasureRangeKey.width],
            grammaticalCase: inputs[GrammaticalCaseKey.grammaticalCase])
    }
}

/// The range's fields, typed (`request[MeasureRangeKey.unit]`).
enum MeasureRangeKey {
    static let low = ValueKey.number("low")
    static let high = ValueKey.number("high")
    static let unit = ValueKey.text("unit")
    static let presentation = ValueKey.choice("presentation", default: NumberPresentation.spoken)
    static let width = ValueKey.choice("width", default: MeasureWidth.full)
}
