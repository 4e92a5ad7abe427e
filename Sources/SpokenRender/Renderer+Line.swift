import Spoken

extension Renderer {
    /// The response line (newline included) to one request line, appended to `output`, as the
    /// pipeline answers a line of a batch. Returns nil for a blank line (no response), else
    /// whether the response is an error. For callers that hold one line and no batch (the
    /// in-process library, `SpokenRenderC`).
    package func respond(
        to line: UnsafeBufferPointer<UInt8>, number: Int, memo: inout RenderMemo, into output: inout [UInt8]
    ) -> Bool? {
        respond(line, number: number, memo: &memo, into: &output)
    }
}
