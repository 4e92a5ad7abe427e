import Glibc

/// The bytes-to-lines half of `LineReader`: cuts chunks of input into the lines of a batch.
struct LineSplitter {
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
    /// Reads the id of a too-long line from its first bytes, for `render`'s answer; nil for
    /// readers that have no use for ids.
    private let idParser: JSONLineParser?
    /// That id, once the line is known to be too long.
    private var overlongID: String?
    private(set) var lineNumber = 0
    private(set) var atEnd = false
    /// Bytes of a UTF-8 byte order mark matched at the start of input (skipped: every line reader
    /// treats a BOM alike), and whether that check is over.
    private var bomMatched = 0
    private var bomChecked = false
    private var lastBatchFlushed = true

    init(maxLineBytes: Int, batchLines: Int, batchBytes: Int, chunkBytes: Int, idParser: JSONLineParser? = nil) {
        // One more byte than the limit: a CRLF line's CR is not part of its request.
        self.maxLineBytes = maxLineBytes + 1
        self.idParser = idParser
        self.batchLines = max(1, batchLines)
        self.batchBytes = max(1, batchBytes)
        chunk = [UInt8](repeating: 0, count: max(1, chunkBytes))
    }

    /// Adds the chunk's lines to the batch: true when the batch is full, false once the chunk is
    /// used up (then read more, or call `finish` at the end of input).
    mutating func split(into batch: inout RenderBatch) -> Bool {
        while chunkStart < chunkEnd {
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
                return false
            }
            if pending.isEmpty, overlongBytes == nil, newline - chunkStart <= maxLineBytes {
                // The common case, a whole line inside the chunk: one copy, into the batch.
                lineNumber += 1
                let start = batch.storage.count
                batch.storage.append(contentsOf: chunk[chunkStart..<newline])
                batch.entries.append(.line(number: lineNumber, start: start, end: batch.storage.count))
            } else {
                appendToLine(upTo: newline)
                completeLine(in: &batch)
            }
            chunkStart = newline + 1
            if batch.entries.count >= batchLines || batch.storage.count >= batchBytes {
                lastBatchFlushed = false
                return true
            }
        }
        return false
    }

    /// At the end of input: completes the last line; true when there is a batch to hand out.
    mutating func finish(_ batch: inout RenderBatch) -> Bool {
        if !pending.isEmpty || overlongBytes != nil { completeLine(in: &batch) }
        guard !batch.isEmpty || !lastBatchFlushed else { return false }
        batch.flush = true
        lastBatchFlushed = true
        return true
    }

    /// Before a read that would block: true when the batch must be handed out (and flushed) first.
    mutating func flushBeforeBlocking(_ batch: inout RenderBatch) -> Bool {
        guard !batch.isEmpty || !lastBatchFlushed else { return false }
        batch.flush = true
        lastBatchFlushed = true
        return true
    }

    /// The chunk buffer, for a read into it.
    mutating func withChunk<R>(_ body: (UnsafeMutableRawBufferPointer) -> R) -> R {
        chunk.withUnsafeMutableBytes(body)
    }

    /// After a read of `count` bytes into the chunk (0: the end of input).
    mutating func received(_ count: Int) {
        if count == 0 {
            // Input that was only the start of a BOM: those bytes are the line's after all.
            if !bomChecked, bomMatched > 0 { pending.append(contentsOf: Self.byteOrderMark[..<bomMatched]) }
            bomChecked = true
            atEnd = true
            return
        }
        chunkStart = 0
        chunkEnd = count
        if !bomChecked { skipByteOrderMark() }
    }

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Skips a UTF-8 BOM at the start of input, even one split across reads.
    private mutating func skipByteOrderMark() {
        while chunkStart < chunkEnd, bomMatched < 3 {
            guard chunk[chunkStart] == Self.byteOrderMark[bomMatched] else {
                // Not a BOM: the bytes taken belong to the first line.
                pending.append(contentsOf: Self.byteOrderMark[..<bomMatched])
                bomChecked = true
                return
            }
            bomMatched += 1
            chunkStart += 1
        }
        if bomMatched == 3 { bomChecked = true }
    }

    /// A line handed over in place by `each`.
    enum Event {
        /// A line's bytes without its newline (a trailing CR included), valid during the call.
        case line(number: Int, UnsafeBufferPointer<UInt8>)
        case tooLong(number: Int, bytes: Int)
    }

    /// Hands the chunk's lines to `body` where they lie (no copy into a batch); returns once the
    /// chunk is used up. A line spanning reads is gathered as `split` gathers it.
    mutating func each<State>(_ state: inout State, _ body: (inout State, Event) -> Void) {
        while chunkStart < chunkEnd {
            let start = chunkStart
            let (newline, number): (Int?, Int) = chunk.withUnsafeBufferPointer { bytes in
                guard let found = memchr(bytes.baseAddress! + start, 0x0A, chunkEnd - start) else { return (nil, 0) }
                let newline = UnsafeRawPointer(found) - UnsafeRawPointer(bytes.baseAddress!)
                guard pending.isEmpty, overlongBytes == nil, newline - start <= maxLineBytes else {
                    return (newline, 0)
                }
                // The common case, a whole line inside the chunk: handed over in place.
                body(&state, .line(number: lineNumber + 1, UnsafeBufferPointer(rebasing: bytes[start..<newline])))
                return (newline, lineNumber + 1)
            }
            guard let newline else {
                appendToLine(upTo: chunkEnd)
                chunkStart = chunkEnd
                return
            }
            if number > 0 {
                lineNumber = number
            } else {
                appendToLine(upTo: newline)
                completeLine(&state, body)
            }
            chunkStart = newline + 1
        }
    }

    /// At the end of input: hands over the last line if it had no newline.
    mutating func finishEach<State>(_ state: inout State, _ body: (inout State, Event) -> Void) {
        if !pending.isEmpty || overlongBytes != nil { completeLine(&state, body) }
    }

    private mutating func completeLine<State>(_ state: inout State, _ body: (inout State, Event) -> Void) {
        lineNumber += 1
        if let bytes = overlongBytes {
            overlongBytes = nil
            overlongID = nil
            body(&state, .tooLong(number: lineNumber, bytes: bytes))
            return
        }
        let number = lineNumber
        pending.withUnsafeBufferPointer { body(&state, .line(number: number, $0)) }
        pending.removeAll(keepingCapacity: pending.capacity <= 64 << 10)
    }

    /// Adds `chunk[chunkStart..<end]` to the line being read.
    private mutating func appendToLine(upTo end: Int) {
        let count = end - chunkStart
        if let bytes = overlongBytes {
            overlongBytes = bytes + count
        } else if pending.count + count > maxLineBytes {
            overlongBytes = pending.count + count
            if let idParser {
                // The id from the line's first `limit` bytes (no more than the limit is held).
                let limit = maxLineBytes - 1
                if pending.count < limit {
                    pending.append(contentsOf: chunk[chunkStart..<(chunkStart + min(count, limit - pending.count))])
                }
                overlongID = pending.withUnsafeBufferPointer {
                    idParser.id(before: UnsafeBufferPointer(rebasing: $0.prefix(limit)))
                }
            }
            pending = []  // release the memory: the line is never parsed
        } else {
            pending.append(contentsOf: chunk[chunkStart..<end])
        }
    }

    private mutating func completeLine(in batch: inout RenderBatch) {
        lineNumber += 1
        if let bytes = overlongBytes {
            batch.entries.append(.tooLong(number: lineNumber, bytes: bytes, id: overlongID))
            overlongBytes = nil
            overlongID = nil
            return
        }
        let start = batch.storage.count
        batch.storage.append(contentsOf: pending)
        batch.entries.append(.line(number: lineNumber, start: start, end: batch.storage.count))
        pending.removeAll(keepingCapacity: pending.capacity <= 64 << 10)
    }
}
