import Spoken
import SpokenRender

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension Output {
    /// `eachValue` for renderers that work on bytes: each token, or each line of standard input
    /// for a `-` token, is handed to `render` as UTF-8, which appends its words to the output
    /// buffer. Same lines, messages, order, blank-line and stop-signal rules and exit status as
    /// `eachValue`, without a String per line; output goes through the same checked buffer and
    /// reaches stdout before any error reaches stderr.
    static func eachValue(
        _ tokens: [String], appending render: (UnsafeBufferPointer<UInt8>, inout [UInt8]) throws(SpokenError) -> Void
    ) -> Int32 {
        var output = ByteOutput()
        if tokens.contains("-") { StopSignal.install() }
        for token in tokens {
            guard Output.canWrite, !StopSignal.isRaised else { break }
            guard token == "-" else {
                var token = token
                token.withUTF8 { output.value($0, line: nil, render) }
                continue
            }
            var lines = InputLines(source: FileDescriptorSource(descriptor: 0))
            do throws(RenderIOError) {
                try lines.forEach(&output) { output, line in
                    switch line {
                    case .text(let number, let bytes):
                        if !InputLine.isBlank(bytes) { output.value(bytes, line: number, render) }
                    case .tooLong(let number, let bytes):
                        output.failed = true
                        output.drain()
                        error("Error: Line \(number): Line too long: \(bytes) bytes, more than 1048576 (skipped)")
                    case .pause:
                        output.drain()
                        flush()
                    }
                }
            } catch {
                output.drain()
                // A stop signal ends the input where it is: the lines read so far are answered.
                if !error.isInterrupted, Output.unreadableStandardInput(error) == .unreadable {
                    output.unreadable = true
                } else if !error.isInterrupted {
                    output.failed = true
                }
            }
        }
        output.drain()
        return output.unreadable ? 66 : output.failed ? 1 : 0
    }
}

/// Output lines gathered into chunks for `Output`'s checked buffer.
private struct ByteOutput {
    /// Output is handed over in chunks of this size (and before any error, and whenever the input
    /// pauses).
    static let chunkBytes = 64 << 10

    var buffer: [UInt8] = []
    var failed = false
    /// Standard input could not be read (exit status 66).
    var unreadable = false

    init() { buffer.reserveCapacity(Self.chunkBytes + 4_096) }

    /// Renders one value and its newline; on failure nothing of it stays, and the error follows
    /// every line before it.
    mutating func value(
        _ bytes: UnsafeBufferPointer<UInt8>, line: Int?,
        _ render: (UnsafeBufferPointer<UInt8>, inout [UInt8]) throws(SpokenError) -> Void
    ) {
        let mark = buffer.count
        do throws(SpokenError) {
            try render(bytes, &buffer)
            buffer.append(0x0A)
            if buffer.count >= Self.chunkBytes { drain() }
        } catch {
            failed = true
            buffer.removeSubrange(mark...)
            drain()
            Output.error("Error: " + (line.map { "Line \($0): " } ?? "") + error.message)
        }
    }

    /// Hands the buffer to `Output`, where every write is checked.
    mutating func drain() {
        guard !buffer.isEmpty else { return }
        Output.write(lines: buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
