import Spoken

/// `"op":"check"`: `text`, a label a backend is about to send, checked by lint's
/// `speech-abbreviation` rule (`spoken check`): the response's `text` is the text as given and
/// `findings` lists what VoiceOver will misread, each with its `offset` (Unicode scalars from the
/// start, 0-based), its `rule` and a `message` saying what to say instead. No findings: `[]`.
/// At most `SpeechCheck.maximumFindings` (1,000) per text; `omitted` counts the rest when there
/// are more.
public struct CheckRenderHandler: RenderHandler {
    public init() {}

    public let fields: [String] = ["text"]

    public func render(_ request: RenderRequest) throws(RenderError) -> RenderedText {
        let text = try request.string("text")
        let report = SpeechCheck(locale: request.locale).check(text)
        let findings = report.findings.map { finding -> JSONValue in
            .object([
                "offset": .number(String(finding.offset)), "rule": .string("speech-abbreviation"),
                "message": .string(finding.message),
            ])
        }
        var extra: [RenderedText.Member] = [.init("findings", .array(findings))]
        // Past SpeechCheck.maximumFindings (1,000), the rest are counted.
        if report.omitted > 0 { extra.append(.init("omitted", .number(String(report.omitted)))) }
        return RenderedText(text: text, locale: request.locale.identifier, extra: extra)
    }
}
