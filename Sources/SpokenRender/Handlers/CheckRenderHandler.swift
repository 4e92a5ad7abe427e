import Spoken

/// `"op":"check"`: `text`, a label a backend is about to send, checked by lint's
/// `speech-abbreviation` rule (`spoken check`): the response's `text` is the text as given and
/// `findings` lists what VoiceOver will misread, each with its `offset` (Unicode scalars from the
/// start, 0-based), its `rule`, a `message` saying what to write instead and a `hint` naming the
/// Spoken API that says the value (or null). No findings: `[]`. At most
/// `SpeechCheck.maximumFindings` (1,000) per text; `omitted` counts the rest when there are more.
public struct CheckRenderHandler: RenderHandler {
    public init() {}

    package static let text = Field.string("text", doc: "a label a backend is about to send")

    public static let declaration = OpDeclaration(
        name: "check", command: "check",
        summary: "What VoiceOver will misread in a label (lint's speech-abbreviation rule, as spoken check)",
        fields: [text.spec],
        errors: [],
        example: OpExample(
            #"{"id":1,"op":"check","text":"56m remaining"}"#,
            #"{"id":1,"text":"56m remaining","locale":"en-US","findings":[{"offset":0,"rule":"speech-abbreviation","message":"'56m' may be heard as '56 meters', '56 minutes' or '56 months': write '56 meters', '56 minutes' or '56 months', whichever is meant","hint":"'56 meters': spoken measure --unit meter; '56 minutes': a duration argument, or spoken duration; '56 months': spoken measure --unit month"}]}"#
        ),
        responseNote: #"the response carries "findings" (offset, rule, message, hint), [] if none"#,
        handler: CheckRenderHandler())

    public var fields: [String] { Self.fieldNames }
    private static let fieldNames = declaration.fields.map(\.name)

    public func render(_ request: RenderRequest) throws(RenderError) -> RenderedText {
        let text = try request.value(Self.text)
        let report = SpeechCheck(locale: request.locale).check(text)
        let findings = report.findings.map { finding -> JSONValue in
            .object([
                "offset": .number(String(finding.offset)), "rule": .string("speech-abbreviation"),
                "message": .string(finding.message), "hint": finding.hint.map(JSONValue.string) ?? .null,
            ])
        }
        var extra: [RenderedText.Member] = [.init("findings", .array(findings))]
        // Past SpeechCheck.maximumFindings (1,000), the rest are counted.
        if report.omitted > 0 { extra.append(.init("omitted", .number(String(report.omitted)))) }
        return RenderedText(text: text, locale: request.locale.identifier, extra: extra)
    }
}
