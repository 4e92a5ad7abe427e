import Glibc
import Spoken

/// A run of consecutive input lines and, once rendered, their response lines. The pipeline moves
/// whole batches between threads: one lock round-trip per few hundred requests.
struct RenderBatch: Sendable {
    enum Entry: Sendable {
        /// A line's bytes in `storage`.
        case line(number: Int, start: Int, end: Int)
        /// A line past the length limit; only its length and its id (read from its first bytes,
        /// when the reader reads ids) were kept.
        case tooLong(number: Int, bytes: Int, id: String?)
    }

    let sequence: Int
    var storage: [UInt8] = []
    var entries: [Entry] = []
    /// Write and flush everything up to this batch: the input has nothing more for now.
    var flush = false
    var output: [UInt8] = []
    var responses = 0
    var failures = 0
    /// The bytes this batch holds against the pipeline's budget of bytes in flight.
    var charged = 0

    init(sequence: Int) { self.sequence = sequence }

    var isEmpty: Bool { entries.isEmpty }
}

extension Renderer {
    /// Renders every line of the batch into its `output`.
    func render(_ batch: inout RenderBatch) {
        var memo = RenderMemo()
        render(&batch, memo: &memo)
    }

    /// The same with a thread's memory of locales, zones and formatters, kept across its batches.
    func render(_ batch: inout RenderBatch, memo: inout RenderMemo) {
        render(&batch, memo: &memo) { _ in }
    }

    /// The same, telling `grown` the output's capacity each time it grows, before the next line
    /// (the pipeline charges it against its byte budget and may wait there until the writer
    /// frees some: responses count, not only requests).
    func render(_ batch: inout RenderBatch, memo: inout RenderMemo, grown: (_ capacity: Int) -> Void) {
        var output: [UInt8] = []
        output.reserveCapacity(batch.storage.count + 64 * batch.entries.count)
        var capacity = output.capacity
        grown(capacity)
        var responses = 0
        var failures = 0
        batch.storage.withUnsafeBufferPointer { storage in
            for entry in batch.entries {
                if output.capacity != capacity {
                    capacity = output.capacity
                    grown(capacity)
                }
                switch entry {
                case .line(let number, let start, let end):
                    let line = UnsafeBufferPointer(rebasing: storage[start..<end])
                    guard let failed = respond(line, number: number, memo: &memo, into: &output) else { continue }
                    responses += 1
                    if failed { failures += 1 }
                case .tooLong(let number, let bytes, let id):
                    RenderResponse.tooLong(bytes: bytes, limit: limits.maxLineBytes, line: number, id: id)
                        .write(to: &output)
                    responses += 1
                    failures += 1
                }
            }
        }
        if output.capacity != capacity { grown(output.capacity) }
        batch.output = output
        batch.responses = responses
        batch.failures = failures
        batch.storage = []  // the input is no longer needed while the batch waits for the writer
    }
}

/// Splits a source into batches of lines, holding at most one line past the limit's worth of a
/// too-long line (its bytes are counted and dropped as they arrive).
///
/// Generic over the source only for reading: the per-line work is `LineSplitter`'s, which is not
/// generic, so it runs as specialised code even when another module picks the source (generic
/// code across modules would look up type metadata for every field access, on every line).
struct LineReader<Source: RenderSource> {
    var source: Source
    private var splitter: LineSplitter
    /// Lines completed so far.
    var linesRead: Int { splitter.lineNumber }

    /// `idParser`: reads the id of a too-long line from its first bytes (`render`); nil for
    /// readers without ids.
    init(
        source: Source, maxLineBytes: Int, batchLines: Int, batchBytes: Int, chunkBytes: Int = 64 << 10,
        idParser: JSONLineParser? = nil
    ) {
        self.source = source
        splitter = LineSplitter(
            maxLineBytes: maxLineBytes, batchLines: batchLines, batchBytes: batchBytes, chunkBytes: chunkBytes,
            idParser: idParser)
    }

    /// The next batch; nil at the end of input. A batch ends when full, at the end of input, or
    /// when the source would block (then it is marked `flush`, possibly with no lines).
    mutating func next(sequence: Int) throws(RenderIOError) -> RenderBatch? {
        var batch = RenderBatch(sequence: sequence)
        while true {
            if splitter.split(into: &batch) { return batch }
            // The chunk is used up.
            if splitter.atEnd { return splitter.finish(&batch) ? batch : nil }
            if !source.isReady(), splitter.flushBeforeBlocking(&batch) { return batch }
            var source = self.source
            let result = splitter.withChunk { buffer in
                Result { () throws(RenderIOError) -> Int in try source.read(into: buffer) }
            }
            self.source = source
            splitter.received(try result.get())
        }
    }

    /// Hands every remaining line to `body` where it lies in the read buffer, without batches
    /// (a line-at-a-time command has no use for them); `nil` marks where the input pauses (and at
    /// its end): output so far should be flushed.
    mutating func each<State>(
        _ state: inout State, _ body: (inout State, LineSplitter.Event?) -> Void
    ) throws(RenderIOError) {
        while true {
            splitter.each(&state) { state, event in body(&state, event) }
            if splitter.atEnd {
                splitter.finishEach(&state) { state, event in body(&state, event) }
                body(&state, nil)
                return
            }
            if !source.isReady() { body(&state, nil) }
            var source = self.source
            let result = splitter.withChunk { buffer in
                Result { () throws(RenderIOError) -> Int in try source.read(into: buffer) }
            }
            self.source = source
            splitter.received(try result.get())
        }
    }
}
