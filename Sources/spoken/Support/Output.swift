import Spoken
import SpokenRender

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Buffered standard output through stdio: one `print` per line would make a million-line run
/// spend its time in locks and syscalls.
enum Output {
    // The C streams are process-global; the CLI writes from one thread at a time.
    nonisolated(unsafe) static let out: UnsafeMutablePointer<FILE> = fdopen(1, "w")
    nonisolated(unsafe) static let err: UnsafeMutablePointer<FILE> = fdopen(2, "w")

    static func line(_ text: String) {
        var text = text
        text.append("\n")
        text.withUTF8 { bytes in _ = fwrite(bytes.baseAddress, 1, bytes.count, out) }
    }

    static func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in _ = fwrite(bytes.baseAddress, 1, bytes.count, out) }
    }

    static func error(_ text: String) {
        fflush(out)
        var text = text
        text.append("\n")
        text.withUTF8 { bytes in _ = fwrite(bytes.baseAddress, 1, bytes.count, err) }
        fflush(err)
    }

    static func flush() { fflush(out) }

    /// Reads standard input line by line, holding at most one line of up to 1 MiB: a longer line
    /// is reported by number and skipped as it arrives. Output is flushed whenever the input
    /// pauses, so a caller can drive the command one line at a time. Returns false when a line
    /// was too long or the input could not be read.
    static func forEachInputLine(_ body: (Int, String) -> Void) -> Bool {
        var lines = InputLines(source: FileDescriptorSource(descriptor: 0))
        var ok = true
        do throws(RenderIOError) {
            while let line = try lines.next() {
                switch line {
                case .text(let number, let text):
                    body(number, text)
                case .tooLong(let number, let bytes):
                    ok = false
                    error("Error: Line \(number): Line too long: \(bytes) bytes, more than 1048576 (skipped)")
                case .pause:
                    flush()
                }
            }
        } catch {
            ok = false
            Output.error("Error: Cannot read standard input: \(error.message)")
        }
        return ok
    }

    /// Prints one line per value: each token, or each line of standard input for a `-` token.
    /// A bad value is reported (with its line number on standard input) and the rest goes on.
    /// Returns the exit status: 0, or 1 when any value failed.
    static func eachValue(_ tokens: [String], _ render: (String) throws(SpokenError) -> String) -> Int32 {
        var failed = false
        for token in tokens {
            if token == "-" {
                let read = forEachInputLine { number, line in
                    if line.isEmpty { return }
                    do throws(SpokenError) {
                        Output.line(try render(line))
                    } catch {
                        failed = true
                        Output.error("Error: Line \(number): \(error.message)")
                    }
                }
                if !read { failed = true }
                continue
            }
            do throws(SpokenError) {
                Output.line(try render(token))
            } catch {
                failed = true
                Output.error("Error: \(error.message)")
            }
        }
        return failed ? 1 : 0
    }
}
