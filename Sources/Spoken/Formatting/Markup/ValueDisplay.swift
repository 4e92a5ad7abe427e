/// How a value type shows a value (`ValueType.display`): the same request with a few options set to
/// ICU's visible form (a duration's `width`, money's `presentation: icu`), spoken by the same declaration
/// from the same numbers, so the words and the visible form cannot round differently.
public struct ValueDisplay: Sendable {
    /// What spans call the value: `duration`, `money`, `number`…
    public let kind: String
    /// The option fields that turn the words into the visible form at a width.
    public let options: @Sendable (DisplayWidth) -> [String: ValueInput]
    /// The instant field the wall clock fills when it is absent (relative's `now`): read once and
    /// given to both forms, so that the clock cannot move between the words and the visible form.
    public let now: String?
    /// The visible form of the request with `options` set, where it is not the words of the same
    /// fields (a measure's: ICU's own bytes, not their speech form); nil: `speak`'s words.
    public let visible: (@Sendable (ValueRequest) throws(SpokenError) -> String)?

    public init(
        kind: String, now: String? = nil, visible: (@Sendable (ValueRequest) throws(SpokenError) -> String)? = nil,
        options: @escaping @Sendable (DisplayWidth) -> [String: ValueInput]
    ) {
        self.kind = kind
        self.now = now
        self.visible = visible
        self.options = options
    }
}

extension ValueType {
    /// The words and the visible form of one value, whose form a layer has already found and checked
    /// (as `string(_:form:locale:timeZone:)`). A type without a visible form is an `invalid-option`
    /// error naming `markup`.
    package func markup(
        _ inputs: ValueInputs, form: Int, locale: SpokenLocale, timeZone: SpokenTimeZone, width: DisplayWidth,
        catalog: CatalogStore = .shared
    ) throws(SpokenError) -> SpokenMarkup {
        guard let display else {
            throw SpokenError(
                .invalidOption, input: "markup",
                message: "Invalid option 'markup' for '\(name)': it has no visible form")
        }
        var inputs = inputs
        if let now = display.now, inputs[now] == nil, let partner = field(now)?.onlyWith, inputs[partner] != nil {
            inputs[now] = .instant(.now)
        }
        let text = try string(inputs, form: form, locale: locale, timeZone: timeZone, catalog: catalog)
        var shown = inputs
        for (name, value) in display.options(width) { shown[name] = value }
        let visible: String
        if let shownForm = display.visible {
            visible = try shownForm(
                ValueRequest(locale: locale, timeZone: timeZone, form: form, inputs: shown, catalog: catalog))
        } else {
            visible = try string(shown, form: form, locale: locale, timeZone: timeZone, catalog: catalog)
        }
        return SpokenMarkup(value: text, display: visible, kind: display.kind)
    }

    /// The words and the visible form of `inputs` at `width`: `string(_:locale:timeZone:)`'s checks,
    /// then `SpokenMarkup`'s every form (display, SSML, spans, input labels).
    public func markup(
        _ inputs: ValueInputs, locale: SpokenLocale = .enUS, timeZone: SpokenTimeZone = .utc,
        width: DisplayWidth = .short
    ) throws(SpokenError) -> SpokenMarkup {
        let inputs = try resolvingFormerNames(inputs)
        return try markup(inputs, form: checkedForm(inputs), locale: locale, timeZone: timeZone, width: width)
    }

    /// The same when the type may have no visible form: then its words as literal text, the same
    /// shown and spoken, with no span (a value inside a composed label).
    package func markupOrLiteral(
        _ inputs: ValueInputs, locale: SpokenLocale, timeZone: SpokenTimeZone, width: DisplayWidth,
        catalog: CatalogStore = .shared
    ) throws(SpokenError) -> SpokenMarkup {
        let form = try checkedForm(inputs)
        guard display != nil else {
            return SpokenMarkup(
                literal: try string(inputs, form: form, locale: locale, timeZone: timeZone, catalog: catalog))
        }
        return try markup(inputs, form: form, locale: locale, timeZone: timeZone, width: width, catalog: catalog)
    }
}
