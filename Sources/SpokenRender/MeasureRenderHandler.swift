import Spoken

/// `"op":"measure"`: `value` (a number, or a decimal string), `unit`, `width`, `usage`,
/// `maxFractionDigits`, as `spoken measure`'s options.
public struct MeasureRenderHandler: RenderHandler {
    public init() {}

    public let fields: [String] = ["value", "unit", "width", "usage", "maxFractionDigits"]

    /// Validated units: asking ICU to parse the identifier again for every request cost more
    /// than formatting the number.
    static let units = BoundedCache<String, MeasureUnit>(capacity: 256)

    public func render(_ request: RenderRequest) throws(RenderError) -> RenderedText {
        let unit = try request.string("unit")
        let value = try request.numberText("value")
        let digits = try request.optionalInteger("maxFractionDigits")
        let width = try request.optionalString("width") ?? "full"
        let usage = try request.optionalString("usage") ?? "default"
        do throws(SpokenError) {
            let formatter = try MeasureFormatter(
                locale: request.locale,
                unit: Self.units.value(for: unit) { () throws(SpokenError) in try MeasureUnit(unit) },
                width: MeasureWidth(parsing: width, option: "width"), maximumFractionDigits: digits,
                usage: MeasureUsage(parsing: usage, option: "usage"))
            return RenderedText(text: try formatter.string(parsing: value), locale: request.locale.identifier)
        } catch {
            throw RenderError(error)
        }
    }
}
