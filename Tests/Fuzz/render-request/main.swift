// libFuzzer target: `spoken render` request lines, one by one and as a stream.

private let renderer = Renderer(limits: RenderLimits(maxLineBytes: 2048, maxDepth: 16))

/// Every response line must be a JSON object our own parser reads, with an id and either a
/// text and a locale or an error.
private func check(_ line: ArraySlice<UInt8>) {
    let parsed = Array(line).withUnsafeBufferPointer { try? JSONLineParser().parse($0) }
    guard case .object(let members)? = parsed?.value, members["id"] != nil,
        (members["text"] != nil && members["locale"] != nil) || members["error"] != nil
    else {
        fatalError("not a response line: \(String(decoding: line, as: UTF8.self))")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRenderRequest(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var expected = 0
    var number = 0
    for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
        number += 1
        let response = Array(line).withUnsafeBufferPointer { renderer.render(line: $0, number: number) }
        guard let response else { continue }
        expected += 1
        var out: [UInt8] = []
        response.write(to: &out)
        guard out.last == 0x0A, out.dropLast().firstIndex(of: 0x0A) == nil else {
            fatalError("a response is not exactly one line")
        }
        check(out.dropLast())
    }
    // The same input through the pipeline, in small reads, must give one line per request.
    final class Collect: RenderSink, @unchecked Sendable {  // used by one thread (jobs 1)
        var bytes: [UInt8] = []
        func write(_ chunk: UnsafeRawBufferPointer) throws(RenderIOError) { bytes.append(contentsOf: chunk) }
        func flush() throws(RenderIOError) {}
    }
    let sink = Collect()
    var pipeline = RenderPipeline(renderer: renderer, jobs: 1)
    pipeline.batchLines = 3
    guard let summary = try? pipeline.run(MemorySource(bytes, chunkLimit: 7), into: sink),
        summary.responses == expected
    else {
        fatalError("the pipeline's responses differ from line-by-line rendering")
    }
    let lines = sink.bytes.split(separator: 0x0A)
    guard lines.count == expected else { fatalError("\(lines.count) output lines for \(expected) requests") }
    for line in lines { check(line) }
    return 0
}
