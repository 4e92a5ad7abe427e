import Glibc
import Spoken

/// A run of consecutive input lines and, once rendered, their response lines. The pipeline moves
/// whole batches between threads: one lock round-trip per few hundred requests.
struct RenderBatch: Sendable {
    enum Entry: Sendable {
        /// A line's bytes in `storage`.
        case line(number: Int, start: Int, end: Int)
        /// A line past the length limit; only its length was kept.
        case tooLong(number: Int, bytes: Int)
    }

    let sequence: Int
    var storage: [UInt8] = []
    var entries: [Entry] = []
    /// Write and flush everything up to this batch: the input has nothing more for now.
    var flush = false
    var output: [UInt8] = []
    var responses = 0
    var failures = 0

    init(sequence: Int) { self.sequence = sequence }

    var isEmpty: Bool { entries.isEmpty }
}

extension Renderer {
    /// Renders every line of the batch into its `output`.
    func render(_ batch: inout RenderBatch) {
        var output: [UInt8] = []
        output.reserveCapacity(batch.storage.count + 64 * batch.entries.count)
        var responses = 0
        var failures = 0
        batch.storage.withUnsafeBufferPointer { storage in
            for entry in batch.entries {
                let response: RenderResponse?
                switch entry {
                case .line(let number, let start, let end):
                    response = render(line: UnsafeBufferPointer(rebasing: storage[start..<end]), number: number)
                case .tooLong(let number, let bytes):
                    response = .tooLong(bytes: bytes, limit: limits.maxLineBytes, line: number)
                }
                guard let response else { continue }
                response.write(to: &output)
                responses += 1
                if response.isFailure { failures += 1 }
            }
        }
        batch.output = output
        batch.responses = responses
        batch.failures = failures
        batch.storage = []  // the input is no longer needed while the batch waits for the writer
    }
}

/// Splits a source into batches of lines, holding at most one line past the limit's worth of a
/// too-long line (its bytes are counted and dropped as they arrive).
struct LineReader<Source: RenderSource> {
    var source: Source
    let maxLineBytes: Int
    let batchLines: Int
    let batchBytes: Int

    private var chunk: [UInt8]
    private var chunkStart = 0
    private var chunkEnd = 0
    /// The beginning of a line that spans reads.
    private var pending: [UInt8] = []
    /// Bytes of the current line once it is known to be too long (then `pending` is empty).
    private var overlongBytes: Int?
    private var lineNumber = 0
    /// Lines completed so far.
    var linesRead: Int { lineNumber }
    private var atEnd = false
    private var lastBatchFlushed = true

    init(source: Source, maxLineBytes: Int, batchLines: Int, batchBytes: Int, chunkBytes: Int = 64 << 10) {
        self.source = source
        // One more byte than the limit: a CRLF line's CR is not part of its request.
        self.maxLineBytes = maxLineBytes + 1
        self.batchLines = max(1, batchLines)
        self.batchBytes = max(1, batchBytes)
        chunk = [UInt8](repeating: 0, count: max(1, chunkBytes))
    }

    /// The next batch; nil at the end of input. A batch ends when full, at the end of input, or
    /// when the source would block (then it is marked `flush`, possibly with no lines).
    mutating func next(sequence: Int) throws(RenderIOError) -> RenderBatch? {
        var batch = RenderBatch(sequence: sequence)
        while true {
            if chunkStart == chunkEnd {
                if atEnd {
                    if !pending.isEmpty || overlongBytes != nil { completeLine(in: &batch) }
                    guard !batch.isEmpty || !lastBatchFlushed else { return nil }
                    batch.flush = true
                    lastBatchFlushed = true
                    return batch
                }
                if !source.isReady(), !batch.isEmpty || !lastBatchFlushed {
                    batch.flush = true
                    lastBatchFlushed = true
                    return batch
                }
                let count = try readChunk()
                if count == 0 {
                    atEnd = true
                    continue
                }
                chunkStart = 0
                chunkEnd = count
            }
            let newline = chunk.withUnsafeBufferPointer { bytes -> Int? in
                // memchr: a 100 MB line is scanned at memory speed.
                guard let found = memchr(bytes.baseAddress! + chunkStart, 0x0A, chunkEnd - chunkStart) else {
                    return nil
                }
                return UnsafeRawPointer(found) - UnsafeRawPointer(bytes.baseAddress!)
            }
            guard let newline else {
                appendToLine(upTo: chunkEnd)
                chunkStart = chunkEnd
                continue
            }
            if pending.isEmpty, overlongBytes == nil, newline - chunkStart <= maxLineBytes {
                // The common case, a whole line inside the chunk: one copy, into the batch.
                lineNumber += 1
                let start = batch.storage.count
                batch.storage.append(contentsOf: chunk[chunkStart..<newline])
                batch.entries.append(
                    .line(number: lineNumber, start: firstLineStart(start, in: batch), end: batch.storage.count))
            } else {
                appendToLine(upTo: newline)
                completeLine(in: &batch)
            }
            chunkStart = newline + 1
            if batch.entries.count >= batchLines || batch.storage.count >= batchBytes {
                lastBatchFlushed = false
                return batch
            }
        }
    }

    private mutating func readChunk() throws(RenderIOError) -> Int {
        var source = self.source
        let result = chunk.withUnsafeMutableBytes { buffer in
            Result { () throws(RenderIOError) -> Int in try source.read(into: buffer) }
        }
        self.source = source
        return try result.get()
    }

    /// Adds `chunk[chunkStart..<end]` to the line being read.
    private mutating func appendToLine(upTo end: Int) {
        let count = end - chunkStart
        if let bytes = overlongBytes {
            overlongBytes = bytes + count
        } else if pending.count + count > maxLineBytes {
            overlongBytes = pending.count + count
            pending = []  // release the memory: the line is never parsed
        } else {
            pending.append(contentsOf: chunk[chunkStart..<end])
        }
    }

    private mutating func completeLine(in batch: inout RenderBatch) {
        lineNumber += 1
        if let bytes = overlongBytes {
            batch.entries.append(.tooLong(number: lineNumber, bytes: bytes))
            overlongBytes = nil
            return
        }
        let start = batch.storage.count
        batch.storage.append(contentsOf: pending)
        batch.entries.append(
            .line(number: lineNumber, start: firstLineStart(start, in: batch), end: batch.storage.count))
        pending.removeAll(keepingCapacity: pending.capacity <= 64 << 10)
    }

    /// Where the line just stored at `start` begins: past a byte order mark on the first line.
    private func firstLineStart(_ start: Int, in batch: RenderBatch) -> Int {
        guard lineNumber == 1, batch.storage.count - start >= 3,
            batch.storage[start..<start + 3].elementsEqual(InputLine.byteOrderMark)
        else { return start }
        return start + 3
    }
}
