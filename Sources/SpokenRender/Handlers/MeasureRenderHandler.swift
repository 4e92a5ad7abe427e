import Spoken

/// `"op":"measure"`: `value` (a number, or a decimal string), `unit`, `width`, `usage`,
/// `maxFractionDigits`, `case`, as `spoken measure`'s options.
public struct MeasureRenderHandler: RenderHandler {
    public init() {}

    package static let value = Field.numberText(
        "value", doc: "the number: a JSON number or a decimal string (\"25.5\")")
    package static let unit = Field.string(
        "unit", doc: "a CLDR unit: celsius, kilometer-per-hour, percent, minute, kilogram…")
    package static let width = ChoiceField<MeasureWidth>("width", default: .full, doc: "full is best for speech")
    package static let usage = ChoiceField<MeasureUsage>(
        "usage", default: .default,
        doc: "default: the unit given; weather: the locale's preferred unit (en-US hears Fahrenheit)")
    package static let maxFractionDigits = Field.integer(
        "maxFractionDigits", doc: "at most N digits after the decimal separator (0 to 20)")
    /// The value types' own `case` option (`ValueField.grammaticalCase`), words and doc.
    package static let grammaticalCase = Field.choice(
        ValueField.grammaticalCase.name, GrammaticalCase.names, doc: OpDeclaration.doc(ValueField.grammaticalCase.help))

    public static let declaration = OpDeclaration(
        name: "measure", command: "measure",
        summary: "Speak a value in a unit (25 degrees Celsius), exactly as ICU formats it",
        fields: [value.spec, unit.spec, width.spec, usage.spec, maxFractionDigits.spec, grammaticalCase.spec],
        errors: [.invalidNumber, .unknownUnit, .invalidOption],
        example: OpExample(
            #"{"id":1,"op":"measure","value":25,"unit":"celsius","locale":"de"}"#,
            #"{"id":1,"text":"25 Grad Celsius","locale":"de"}"#),
        isValue: true, handler: MeasureRenderHandler())

    public var fields: [String] { Self.fieldNames }
    private static let fieldNames = declaration.fields.map(\.name)

    /// Validated units: asking ICU to parse the identifier again for every request cost more
    /// than formatting the number.
    static let units = BoundedCache<String, MeasureUnit>(capacity: 256)

    public func render(_ request: RenderRequest) throws(RenderError) -> RenderedText {
        let (formatter, value) = try formatter(request, width: nil)
        do throws(SpokenError) {
            return RenderedText(text: try formatter.string(parsing: value), locale: request.locale.identifier)
        } catch {
            throw RenderError(error)
        }
    }

    public var supportsMarkup: Bool { true }

    /// The words at the request's width; the visible form, ICU's own bytes, at the display width
    /// ("25°C"), from the same number and options.
    public func renderMarkup(_ request: RenderRequest, width: DisplayWidth) throws(RenderError) -> RenderedText {
        let (formatter, value) = try formatter(request, width: nil)
        let (visible, _) = try self.formatter(request, width: width.measureWidth)
        do throws(SpokenError) {
            let markup = SpokenMarkup(
                value: try formatter.string(parsing: value), display: try visible.visibleString(parsing: value),
                kind: "measure")
            return RenderedText(markup: markup, locale: request.locale.identifier)
        } catch {
            throw RenderError(error)
        }
    }

    /// The request's formatter (at `width` instead of the request's, when given) and its value.
    private func formatter(_ request: RenderRequest, width override: MeasureWidth?) throws(RenderError) -> (
        MeasureFormatter, String
    ) {
        let unit = try request.value(Self.unit)
        let value = try request.value(Self.value)
        let digits = try request.optional(Self.maxFractionDigits)
        let width = try request.value(Self.width)
        let usage = try request.value(Self.usage)
        let caseName = try request.optional(Self.grammaticalCase)
        do throws(SpokenError) {
            let requested = try width.word()
            let formatter = try MeasureFormatter(
                locale: request.locale,
                unit: Self.units.value(for: unit) { () throws(SpokenError) in try MeasureUnit(unit) },
                width: override ?? requested, maximumFractionDigits: digits,
                usage: usage.word(),
                grammaticalCase: GrammaticalCase.parsing(caseName, for: request.locale))
            return (formatter, value)
        } catch {
            throw RenderError(error)
        }
    }
}
