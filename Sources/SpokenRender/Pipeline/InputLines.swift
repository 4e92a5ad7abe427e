import Spoken

/// The lines of a source one at a time, never holding more than `maxLineBytes` of a line: how the
/// line-oriented CLI commands (`spoken date -`, `spoken measure -`) read standard input, with the
/// same reader as `spoken render`.
public struct InputLines<Source: RenderSource> {
    public enum Line: Sendable, Hashable {
        /// A line (1-based `number`) without its line break; a trailing CR is dropped; invalid
        /// UTF-8 is repaired to U+FFFD.
        case text(number: Int, String)
        /// A line longer than the limit: its bytes were counted and dropped as they arrived.
        case tooLong(number: Int, bytes: Int)
        /// The source has nothing more for now: a caller writing answers should flush them.
        case pause
    }

    private var reader: LineReader<Source>
    private var queued: [Line] = []
    private var nextIndex = 0
    private var sequence = 0

    public init(source: Source, maxLineBytes: Int = 1 << 20) {
        reader = LineReader(source: source, maxLineBytes: maxLineBytes, batchLines: 256, batchBytes: 1 << 20)
    }

    public mutating func next() throws(RenderIOError) -> Line? {
        if nextIndex == queued.count {
            queued.removeAll(keepingCapacity: true)
            nextIndex = 0
            guard let batch = try reader.next(sequence: sequence) else { return nil }
            sequence += 1
            batch.storage.withUnsafeBufferPointer { storage in
                for entry in batch.entries {
                    switch entry {
                    case .line(let number, let start, var end):
                        if end > start, storage[end - 1] == 0x0D { end -= 1 }
                        queued.append(.text(number: number, String(decoding: storage[start..<end], as: UTF8.self)))
                    case .tooLong(let number, let bytes, _):
                        queued.append(.tooLong(number: number, bytes: bytes))
                    }
                }
            }
            if batch.flush { queued.append(.pause) }
            if queued.isEmpty { return try next() }
        }
        defer { nextIndex += 1 }
        return queued[nextIndex]
    }

    /// A line as bytes, valid only inside the body it is handed to.
    public enum LineBytes {
        /// A line (1-based `number`) without its line break or trailing CR; bytes as read (not
        /// repaired: `String(decoding:as:)` gives the text `next()` would).
        case text(number: Int, UnsafeBufferPointer<UInt8>)
        case tooLong(number: Int, bytes: Int)
        case pause
    }

    /// Hands every remaining line to `body` as the same events as `next()`, without making a
    /// String per line (a million-line feed then costs no allocation per line). The caller's
    /// state goes through `state` rather than captured variables, whose every access would be
    /// checked at run time.
    public mutating func forEach<State>(
        _ state: inout State, _ body: (inout State, LineBytes) -> Void
    ) throws(RenderIOError) {
        while nextIndex < queued.count {
            switch queued[nextIndex] {
            case .text(let number, var text): text.withUTF8 { body(&state, .text(number: number, $0)) }
            case .tooLong(let number, let bytes): body(&state, .tooLong(number: number, bytes: bytes))
            case .pause: body(&state, .pause)
            }
            nextIndex += 1
        }
        guard sequence == 0 else {
            // `next()` was used: go on with its batches.
            while let batch = try reader.next(sequence: sequence) {
                sequence += 1
                batch.storage.withUnsafeBufferPointer { storage in
                    for entry in batch.entries {
                        switch entry {
                        case .line(let number, let start, var end):
                            if end > start, storage[end - 1] == 0x0D { end -= 1 }
                            body(&state, .text(number: number, UnsafeBufferPointer(rebasing: storage[start..<end])))
                        case .tooLong(let number, let bytes, _):
                            body(&state, .tooLong(number: number, bytes: bytes))
                        }
                    }
                }
                if batch.flush { body(&state, .pause) }
            }
            return
        }
        // Lines straight from the read buffer: no batch, no copy.
        try reader.each(&state) { state, event in
            switch event {
            case .line(let number, var bytes)?:
                if bytes.last == 0x0D { bytes = UnsafeBufferPointer(rebasing: bytes.dropLast()) }
                body(&state, .text(number: number, bytes))
            case .tooLong(let number, let bytes)?:
                body(&state, .tooLong(number: number, bytes: bytes))
            case nil:
                body(&state, .pause)
            }
        }
    }
}

/// What every line reader (`spoken render`, `spoken date -`, …) agrees on about lines.
public enum InputLine {
    /// Whether a line is blank, so no request: nothing but spaces, tabs and carriage returns.
    public static func isBlank(_ bytes: some Sequence<UInt8>) -> Bool {
        !bytes.contains { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }
    }

    /// The same for a line in a read buffer: not generic, since a generic call from another
    /// module would run unspecialised once per line (`date -` asks for every line).
    @inlinable
    public static func isBlank(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where byte != 0x20 && byte != 0x09 && byte != 0x0D { return false }
        return true
    }

    public static func isBlank(_ text: String) -> Bool { isBlank(text.utf8) }

}
