import Spoken
import SpokenRender

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Every byte the CLI writes goes through here: standard output buffered (one `write(2)` per line
/// would make a million-line run spend its time in syscalls), every write and the final flush
/// checked. No stdio: a closed descriptor or a full disk is an error to report, not a crash or a
/// silent success, and a write interrupted by a signal still completes whole lines.
enum Output {
    // The CLI writes from one thread at a time (render's writer thread has descriptor 1 to itself
    // once `flush()` was called).
    nonisolated(unsafe) private static var buffer: [UInt8] = []
    /// Why standard output failed (the first failure); later output is dropped.
    nonisolated(unsafe) private(set) static var failure: String?
    /// Whether that failure was EPIPE.
    nonisolated(unsafe) private static var readerLeft = false
    private static let bufferLimit = 64 << 10

    /// Runs the command line and returns its exit status: descriptors made safe first, output
    /// flushed last; a failed write turns success into 1 and is reported on standard error.
    static func run(_ main: () -> Int32) -> Int32 {
        guardStandardDescriptors()
        var code = main()
        flush()
        if let failure {
            // A reader that left (`| head -2`) is no news to report: SIGPIPE would have ended the
            // process silently, had the parent not ignored it.
            if !readerLeft { error("Error: Cannot write the output: \(failure)") }
            if code == 0 { code = 1 }
        }
        if StopSignal.isRaised { code = 128 + StopSignal.number }
        return code
    }

    /// A descriptor among 0, 1 and 2 that the parent closed gets /dev/null opened the wrong way
    /// round (read-only for output, write-only for input): its use fails with EBADF as if it were
    /// closed, and no file the command opens later takes its number and receives its output.
    private static func guardStandardDescriptors() {
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", descriptor == 0 ? O_WRONLY : O_RDONLY)
            if opened >= 0, opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
    }

    static func line(_ text: String) {
        write(text)
        buffer.append(UInt8(ascii: "\n"))
        if buffer.count >= bufferLimit { flush() }
    }

    static func write(_ text: String) {
        guard failure == nil else { return }
        var text = text
        text.withUTF8 { bytes in buffer.append(contentsOf: bytes) }
        if buffer.count >= bufferLimit, text.utf8.last == UInt8(ascii: "\n") { flush() }
    }

    /// Appends whole lines already encoded (the byte paths of `date -`, `measure -`, `rating -`).
    static func write(lines bytes: [UInt8]) {
        guard failure == nil else { return }
        buffer.append(contentsOf: bytes)
        if buffer.count >= bufferLimit { flush() }
    }

    /// Writes standard error (after what standard output holds so far); failures there have nowhere
    /// to be reported, so the exit status alone tells.
    static func error(_ text: String) {
        flush()
        var bytes = Array(cutQuotedTokens(text).utf8)
        bytes.append(UInt8(ascii: "\n"))
        _ = writeAll(bytes, to: 2)
    }

    /// Writes standard error without touching standard output's buffer: for a thread other than
    /// the command's own (render's catalog reloads), once the command stopped using that buffer.
    static func errorFromAnotherThread(_ text: String) {
        var bytes = Array(cutQuotedTokens(text).utf8)
        bytes.append(UInt8(ascii: "\n"))
        _ = writeAll(bytes, to: 2)
    }

    /// The message with every quoted token ('…') over 256 bytes cut as the library cuts them
    /// (`SpokenError.token`): the CLI's own messages quote arguments as given, and a 500 kB
    /// argument must not come back whole. A quoted token lies within one line: each line is cut
    /// alone, so an apostrophe in one diagnostic never pairs with a quote in the next (a listing's
    /// whole line once became `…(279 bytes)`).
    static func cutQuotedTokens(_ message: String) -> String {
        guard message.utf8.count > 256 else { return message }
        guard !message.utf8.contains(UInt8(ascii: "\n")) else {
            return message.split(separator: "\n", omittingEmptySubsequences: false)
                .map { cutQuotedTokens(String($0)) }.joined(separator: "\n")
        }
        var out = ""
        var rest = Substring(message)
        while let open = rest.firstIndex(of: "'"),
            let close = rest[rest.index(after: open)...].firstIndex(of: "'")
        {
            out += rest[...open]
            out += SpokenError.token(String(rest[rest.index(after: open)..<close]))
            out += "'"
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }

    /// Hands everything buffered to descriptor 1; records the first failure.
    static func flush() {
        guard !buffer.isEmpty else { return }
        defer { buffer.removeAll(keepingCapacity: buffer.capacity <= bufferLimit * 2) }
        guard failure == nil else { return }
        let code = writeAll(buffer, to: 1)
        if code != 0 {
            failure = String(cString: strerror(code))
            readerLeft = code == EPIPE
        }
    }

    /// Whether standard output can still take output (a command reading a long input stops early).
    static var canWrite: Bool { failure == nil }

    /// Writes all of `bytes`, retrying after signals and short writes; the errno when it fails,
    /// else 0.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Glibc.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return 0
        }
    }

    /// Reads standard input line by line, holding at most one line of up to 1 MiB: a longer line
    /// is reported by number and skipped as it arrives. Output is flushed whenever the input
    /// pauses, so a caller can drive the command one line at a time. SIGTERM and SIGINT stop the
    /// reading (the lines read so far are answered, whole). Says whether a line was too long or
    /// the input could not be read (a directory, an I/O error: exit status 66).
    static func forEachInputLine(_ body: (Int, String) -> Void) -> InputReading {
        StopSignal.install()
        var lines = InputLines(source: FileDescriptorSource(descriptor: 0))
        var reading = InputReading.complete
        do throws(RenderIOError) {
            while canWrite, let line = try lines.next() {
                switch line {
                case .text(let number, let text):
                    body(number, text)
                case .tooLong(let number, let bytes):
                    reading = .lineTooLong
                    error("Error: Line \(number): Line too long: \(bytes) bytes, more than 1048576 (skipped)")
                case .pause:
                    flush()
                }
            }
        } catch {
            if !error.isInterrupted { reading = unreadableStandardInput(error) }
        }
        return reading
    }

    /// Reports an input that could not be read once ("Error: Cannot read standard input: Is a
    /// directory") and says what it means for the exit status.
    static func unreadableStandardInput(_ error: RenderIOError) -> InputReading {
        Output.error("Error: Cannot read standard input: \(error.reason ?? error.message)")
        return error.isReadFailure ? .unreadable : .lineTooLong
    }

    /// Prints one line per value: each token, or each line of standard input for a `-` token.
    /// A bad value is reported (with its line number on standard input) and the rest goes on.
    /// Blank lines (spaces and tabs only) are skipped, as `spoken render` skips them.
    /// Returns the exit status: 0, or 1 when any value failed.
    static func eachValue(_ tokens: [String], _ render: (String) throws(SpokenError) -> String) -> Int32 {
        var failed = false
        var unreadable = false
        for token in tokens {
            guard canWrite, !StopSignal.isRaised else { break }
            if token == "-" {
                let read = forEachInputLine { number, line in
                    if InputLine.isBlank(line) { return }
                    do throws(SpokenError) {
                        Output.line(try render(line))
                    } catch {
                        failed = true
                        Output.error("Error: Line \(number): \(error.message)")
                    }
                }
                if read == .unreadable { unreadable = true } else if read != .complete { failed = true }
                continue
            }
            do throws(SpokenError) {
                Output.line(try render(token))
            } catch {
                failed = true
                Output.error("Error: \(error.message)")
            }
        }
        return unreadable ? 66 : failed ? 1 : 0
    }
}

/// How reading standard input line by line ended.
enum InputReading: Sendable, Equatable {
    case complete
    /// A line over the limit was reported and skipped (exit status 1).
    case lineTooLong
    /// The input could not be read: a directory, an I/O error (exit status 66).
    case unreadable
}
