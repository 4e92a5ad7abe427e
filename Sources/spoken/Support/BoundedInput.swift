import Glibc

/// Reading standard input whole, but never more than a limit: the bytes read so far are all that
/// is ever held, and reading stops one chunk past the limit (a 236 MB manifest costs 64 KiB
/// past the limit, not 2.9 GB). Read errors are reasons, never a crash.
enum BoundedInput {
    enum Outcome {
        case bytes([UInt8])
        /// More than the limit: reading stopped there.
        case tooLarge
    }

    /// Reads `descriptor` to its end, or until more than `limit` bytes have come.
    static func read(_ descriptor: Int32, limit: Int) throws(CLIError) -> Outcome {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { raw in Glibc.read(descriptor, raw.baseAddress!, raw.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .noInput("Cannot read standard input: \(String(cString: strerror(errno)))")
            }
            if count == 0 { return .bytes(bytes) }
            bytes.append(contentsOf: chunk[..<count])
            if bytes.count > limit { return .tooLarge }
        }
    }
}
