// Linux only, as the rest of Spoken: read(2), write(2) and poll(2) from Glibc.
import Glibc
import Spoken

/// An input or output failure of the render pipeline (not a bad request: those are lines).
public struct RenderIOError: Error, Sendable, Hashable, CustomStringConvertible {
    public let message: String
    /// What the system said ("Is a directory"), when a read or a write failed.
    public let reason: String?
    /// The input could not be read (the CLI's exit status 66), as opposed to the output.
    public let isReadFailure: Bool

    public init(_ message: String) {
        self.message = message
        reason = nil
        isReadFailure = false
    }

    private init(message: String, reason: String, isReadFailure: Bool) {
        self.message = message
        self.reason = reason
        self.isReadFailure = isReadFailure
    }

    public var description: String { message }

    /// Reading stopped because SIGTERM or SIGINT arrived (`StopSignal`): not a failure to report.
    public static let interrupted = RenderIOError("Interrupted by a signal")
    public var isInterrupted: Bool { self == .interrupted }

    static func errno(_ what: String, reading: Bool) -> RenderIOError {
        let reason = String(cString: strerror(Glibc.errno))
        return RenderIOError(message: "\(what): \(reason)", reason: reason, isReadFailure: reading)
    }
}

/// Where requests come from. Only the pipeline's reader (the calling thread) uses it.
public protocol RenderSource {
    /// Reads up to `buffer.count` bytes; 0 at the end of input. Blocks when nothing is available.
    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(RenderIOError) -> Int
    /// Whether `read` would return without blocking. When it would block, the pipeline first
    /// writes and flushes every response so far: a coprocess gets its answer before sending more.
    func isReady() -> Bool
}

/// Where response lines go. Called from the pipeline's writer thread only, with large chunks.
public protocol RenderSink: Sendable {
    func write(_ bytes: UnsafeRawBufferPointer) throws(RenderIOError)
    /// Called when the pipeline has handed over every response to the requests read so far.
    func flush() throws(RenderIOError)
}

/// A file descriptor source (standard input, a file, a pipe).
public struct FileDescriptorSource: RenderSource, Sendable {
    public let descriptor: Int32
    public init(descriptor: Int32) { self.descriptor = descriptor }

    public mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(RenderIOError) -> Int {
        while true {
            // A stop signal ends the input where it is: the line being read is dropped.
            if StopSignal.isRaised { throw .interrupted }
            let count = Glibc.read(descriptor, buffer.baseAddress, buffer.count)
            if count >= 0 { return count }
            if Glibc.errno == EINTR { continue }
            throw .errno("Cannot read the input", reading: true)
        }
    }

    public func isReady() -> Bool {
        var descriptor = pollfd(fd: self.descriptor, events: Int16(POLLIN), revents: 0)
        // Regular files always poll ready; a pipe or terminal with no pending bytes does not.
        return poll(&descriptor, 1, 0) != 0
    }
}

/// A file descriptor sink: unbuffered `write(2)` (the pipeline buffers).
public struct FileDescriptorSink: RenderSink {
    public let descriptor: Int32
    public init(descriptor: Int32) { self.descriptor = descriptor }

    public func write(_ bytes: UnsafeRawBufferPointer) throws(RenderIOError) {
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if Glibc.errno == EINTR { continue }
                throw .errno("Cannot write the output", reading: false)
            }
            offset += written
        }
    }

    public func flush() throws(RenderIOError) {}
}

/// Requests held in memory (benchmarks, tests).
public struct MemorySource: RenderSource, Sendable {
    private let bytes: [UInt8]
    private var offset = 0
    /// At most this many bytes per read, to exercise lines that span reads.
    public var chunkLimit: Int

    public init(_ bytes: [UInt8], chunkLimit: Int = .max) {
        self.bytes = bytes
        self.chunkLimit = max(1, chunkLimit)
    }

    public init(_ text: String, chunkLimit: Int = .max) { self.init(Array(text.utf8), chunkLimit: chunkLimit) }

    public mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(RenderIOError) -> Int {
        let count = min(buffer.count, bytes.count - offset, chunkLimit)
        guard count > 0 else { return 0 }
        bytes.withUnsafeBytes { source in
            buffer.baseAddress!.copyMemory(from: source.baseAddress! + offset, byteCount: count)
        }
        offset += count
        return count
    }

    public func isReady() -> Bool { true }
}
