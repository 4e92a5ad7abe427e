import Spoken

/// `"op":"check"`: `text`, a label a backend is about to send, checked by lint's
/// `speech-abbreviation` rule (`spoken check`): the response's `text` is the text as given and
/// `findings` lists what VoiceOver will misread, each with its `offset` (Unicode scalars from the
/// start, 0-based), its `rule` and a `message` saying what to say instead. No findings: `[]`.
public struct CheckRenderHandler: RenderHandler {
    public init() {}

    public let fields: [String] = ["text"]

    public func render(_ request: RenderRequest) throws(RenderError) -> RenderedText {
        let text = try request.string("text")
        let findings = SpeechCheck(locale: request.locale).findings(in: text).map { finding -> JSONValue in
            .object([
                "offset": .number(String(finding.offset)), "rule": .string("speech-abbreviation"),
                "message": .string(finding.message), "hint": finding.hint.map(JSONValue.string) ?? .null,
            ])
        }
        return RenderedText(text: text, locale: request.locale.identifier, extra: [.init("findings", .array(findings))])
    }
}
