import Spoken

extension Renderer {
    /// The response line (newline included) to one request line, appended to `output`, as the
    /// pipeline answers a line of a batch: the fast path first, then the general one. Returns
    /// nil for a blank line (no response), else whether the response is an error. For callers
    /// that hold one line and no batch (the in-process library, `SpokenRenderC`).
    package func respond(
        to line: UnsafeBufferPointer<UInt8>, number: Int, memo: inout RenderMemo, into output: inout [UInt8]
    ) -> Bool? {
        if renderFast(line: line, memo: &memo, into: &output) { return false }
        guard let response = render(line: line, number: number, memo: &memo) else { return nil }
        response.write(to: &output)
        return response.isFailure
    }
}
