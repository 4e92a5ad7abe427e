import Spoken
import SpokenRender
import Testing

/// `Renderer.respond(to:…)`, the one-line entry of the in-process library (`SpokenRenderC`),
/// answers every line as `render(line:)` does (the oracle, line by line, no memory kept), with one
/// memory of locales, zones and formatters kept across the lines, as the library keeps it.
@Suite("render: one line at a time")
struct RendererRespondTests {
    @Test("Byte for byte as render(line:): common shapes, other requests, errors and blank lines alike")
    func sameAsRenderLine() {
        let renderer = Renderer()
        var memo = RenderMemo()
        let lines =
            RenderPipelineTests.mixedLines(220) + [
                #"{"id":"c","op":"cell","parts":[{"text":"Burger Barn"},{"op":"money","amount":"29.21","currency":"USD"}],"locale":"de"}"#,
                #"{"id":"c2","op":"cell","parts":[{"key":"nope"}]}"#, "   ", "{\"op\":\"date\",\"instant\":0}\r",
            ]
        for (index, line) in lines.enumerated() {
            var expected: [UInt8] = []
            let response = renderer.render(line: line, number: index + 1)
            response?.write(to: &expected)
            var output: [UInt8] = []
            var text = line
            let failed = text.withUTF8 { renderer.respond(to: $0, number: index + 1, memo: &memo, into: &output) }
            #expect(output == expected, "line \(index + 1): \(line)")
            #expect(failed == response?.isFailure, "line \(index + 1): \(line)")
        }
    }
}
