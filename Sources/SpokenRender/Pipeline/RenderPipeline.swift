import Dispatch
import Glibc
import Spoken
import Synchronization

/// Counts of one run.
public struct RenderSummary: Sendable, Hashable {
    /// Input lines read, blank ones included (line numbers run up to this).
    public var lines = 0
    /// Response lines written (one per non-blank line).
    public var responses = 0
    /// Responses that are errors.
    public var failures = 0
    /// The most bytes of requests and responses held at once (read and not yet written), as the
    /// pipeline's budget counted them: near `maxBytesInFlight` at most, plus what one batch and
    /// one response per job may take past it.
    public var peakBytesInFlight = 0

    public init() {}
}

/// `spoken render`'s engine: JSON Lines in, one response line per request out, in input order.
///
/// A reader (the calling thread) splits the input into batches of lines, `jobs` worker threads
/// render batches, and a writer thread writes them in order. At most `jobs × batchesPerJob`
/// batches, and at most `maxBytesInFlight` bytes of requests and responses, are in flight, so
/// memory stays bounded whatever the input's length and whatever `jobs` is (a batch larger than
/// the budget, one huge line, goes alone). Responses count as they are made: a worker whose
/// responses take the budget past its limit waits, between two lines, until the writer frees
/// bytes, unless its batch is the one the writer waits for (a stalled reader with `--jobs 32` and
/// `check` lines whose responses are 95 times their size held 2.59 GB). When the source
/// has nothing more for now, every response so far is written and flushed before the reader
/// blocks: a coprocess that sends one request gets its response.
public struct RenderPipeline: Sendable {
    public let renderer: Renderer
    public let jobs: Int
    /// Lines per batch (fewer at the end of input or when the input pauses).
    public var batchLines = 1_024
    /// Bytes of input per batch, at most (plus one line).
    public var batchBytes = 256 << 10
    /// Batches in flight per worker.
    public var batchesPerJob = 4
    /// Output is handed to the sink in chunks of about this size (and whenever the input pauses).
    public var writeChunkBytes = 64 << 10
    /// Bytes of requests read and responses not yet written, at most, over all jobs (the batch
    /// count alone let `--jobs 256` with a stalled reader hold 4.2 GB).
    public var maxBytesInFlight = 64 << 20
    /// Told the bytes in flight each time they change (threaded runs; tests watch the budget).
    package var bytesInFlightObserver: (@Sendable (Int) -> Void)?

    public init(renderer: Renderer = Renderer(), jobs: Int = 1) {
        self.renderer = renderer
        self.jobs = max(1, jobs)
    }

    /// Renders every line of `source` into `sink`. Throws only for input/output failures (after
    /// writing the responses of every line read before the failure); bad requests are lines.
    public func run<Source: RenderSource>(_ source: Source, into sink: some RenderSink) throws(RenderIOError)
        -> RenderSummary
    {
        var reader = LineReader(
            source: source, maxLineBytes: renderer.limits.maxLineBytes, batchLines: batchLines, batchBytes: batchBytes,
            idParser: JSONLineParser(maxDepth: renderer.limits.maxDepth))
        return jobs == 1 ? try runInline(&reader, sink) : try runThreaded(&reader, sink)
    }

    // MARK: One job: read, render, write on the calling thread.

    private func runInline<Source: RenderSource>(_ reader: inout LineReader<Source>, _ sink: some RenderSink)
        throws(RenderIOError) -> RenderSummary
    {
        var summary = RenderSummary()
        var writer = OrderedWriter(sink: sink, chunkBytes: writeChunkBytes)
        var sequence = 0
        var readError: RenderIOError?
        var memo = RenderMemo()
        while true {
            var batch: RenderBatch
            do {
                guard let next = try reader.next(sequence: sequence) else { break }
                batch = next
            } catch {
                readError = error
                break
            }
            sequence += 1
            renderer.render(&batch, memo: &memo)
            summary.peakBytesInFlight = max(summary.peakBytesInFlight, batch.storage.capacity + batch.output.capacity)
            try writer.write(batch, into: &summary)
        }
        try writer.finish()
        summary.lines = reader.linesRead
        if let readError { throw readError }
        return summary
    }

    // MARK: Several jobs: reader, workers and writer on their own threads.

    private func runThreaded<Source: RenderSource>(_ reader: inout LineReader<Source>, _ sink: some RenderSink)
        throws(RenderIOError) -> RenderSummary
    {
        let shared = PipelineShared(
            slots: jobs * max(1, batchesPerJob), bytes: maxBytesInFlight, observer: bytesInFlightObserver)
        let renderer = self.renderer
        let chunkBytes = writeChunkBytes
        let outcome = Locked<Result<RenderSummary, RenderIOError>>(.success(RenderSummary()))
        let writerThread = WorkerThread {
            var summary = RenderSummary()
            var writer = OrderedWriter(sink: sink, chunkBytes: chunkBytes)
            var failure: RenderIOError?
            while let batch = shared.nextInOrder() {
                if failure == nil {
                    do throws(RenderIOError) { try writer.write(batch, into: &summary) } catch {
                        failure = error
                        shared.writeFailed()
                    }
                }
                shared.releaseSlot(bytes: batch.charged)  // keep draining after a failure, so the reader never waits
            }
            if failure == nil {
                do throws(RenderIOError) { try writer.finish() } catch { failure = error }
            }
            outcome.withLock { $0 = failure.map { .failure($0) } ?? .success(summary) }
        }
        guard let writerThread else { return try runInline(&reader, sink) }
        var threads: [WorkerThread] = []
        for _ in 0..<jobs {
            guard
                let thread = WorkerThread({
                    var memo = RenderMemo()
                    while let batch = shared.takeWork() {
                        var rendered = batch
                        let requests = rendered.charged
                        var charged = requests
                        // Its requests and the responses made so far, charged as they grow.
                        renderer.render(&rendered, memo: &memo) { capacity in
                            shared.charge(requests + capacity - charged, sequence: batch.sequence)
                            charged = requests + capacity
                        }
                        // The requests are done with: the batch holds its responses from here on.
                        rendered.storage = []
                        let held = rendered.output.capacity
                        shared.charge(held - charged, sequence: batch.sequence)
                        rendered.charged = held
                        shared.finished(rendered)
                    }
                })
            else { break }
            threads.append(thread)
        }
        guard !threads.isEmpty else {
            // Not even one worker (the system refused threads): stop the writer, work inline.
            shared.endOfInput(batches: 0, workers: 0)
            writerThread.join()
            return try runInline(&reader, sink)
        }
        var sequence = 0
        var readError: RenderIOError?
        while !shared.hasWriteFailed {
            do {
                guard var batch = try reader.next(sequence: sequence) else { break }
                batch.charged = batch.storage.capacity
                shared.acquireSlot(bytes: batch.charged)
                shared.submit(batch)
                sequence += 1
            } catch {
                readError = error
                break
            }
        }
        shared.endOfInput(batches: sequence, workers: threads.count)
        for thread in threads { thread.join() }
        writerThread.join()
        var summary = try outcome.withLock { $0 }.get()
        summary.lines = reader.linesRead
        summary.peakBytesInFlight = shared.peakBytes
        if let readError { throw readError }
        return summary
    }
}

/// Writes rendered batches in chunks; flushes when a batch asks for it.
struct OrderedWriter<Sink: RenderSink> {
    let sink: Sink
    let chunkBytes: Int
    private var buffer: [UInt8] = []

    init(sink: Sink, chunkBytes: Int) {
        self.sink = sink
        self.chunkBytes = max(1, chunkBytes)
        buffer.reserveCapacity(self.chunkBytes + 4096)
    }

    mutating func write(_ batch: RenderBatch, into summary: inout RenderSummary) throws(RenderIOError) {
        // After a stop signal, the chunk being written completes (whole lines) and the rest goes.
        guard !StopSignal.isRaised else {
            buffer.removeAll()
            return
        }
        summary.responses += batch.responses
        summary.failures += batch.failures
        if buffer.isEmpty, batch.output.count >= chunkBytes {
            try writeBytes(batch.output)
        } else {
            buffer.append(contentsOf: batch.output)
        }
        if buffer.count >= chunkBytes || batch.flush {
            try writeBytes(buffer)
            buffer.removeAll(keepingCapacity: true)
        }
        if batch.flush { try sink.flush() }
    }

    mutating func finish() throws(RenderIOError) {
        if StopSignal.isRaised { buffer.removeAll() }
        if !buffer.isEmpty { try writeBytes(buffer) }
        buffer.removeAll()
        try sink.flush()
    }

    private func writeBytes(_ bytes: [UInt8]) throws(RenderIOError) {
        let result = bytes.withUnsafeBytes { raw in Result { () throws(RenderIOError) in try sink.write(raw) } }
        try result.get()
    }
}

/// The queues between reader, workers and writer.
private final class PipelineShared: Sendable {
    private struct Done {
        var batches: [Int: RenderBatch] = [:]
        var next = 0
        var total: Int?
    }

    /// Pending work; `nil` tells a worker to stop.
    private let work = Locked<[RenderBatch?]>([])
    private let workReady = DispatchSemaphore(value: 0)
    private let done = Locked(Done())
    private let doneReady = DispatchSemaphore(value: 0)
    /// Batches in flight (read but not yet written): the memory bound.
    private let slots: DispatchSemaphore
    /// Bytes of requests and responses in flight.
    private let budget: ByteBudget
    private let failed = Atomic<Bool>(false)

    init(slots: Int, bytes: Int, observer: (@Sendable (Int) -> Void)?) {
        self.slots = DispatchSemaphore(value: slots)
        budget = ByteBudget(limit: max(1, bytes), observer: observer)
    }

    /// The most bytes that were in flight at once.
    var peakBytes: Int { budget.peak }

    /// Waits for a batch slot and for room for `count` bytes; a batch larger than the whole
    /// budget waits until nothing else is in flight, then goes alone.
    func acquireSlot(bytes count: Int) {
        slots.wait()
        budget.admit(count)
    }

    func releaseSlot(bytes count: Int) {
        budget.charge(-count, sequence: 0)
        slots.signal()
    }

    /// A worker's batch `sequence` holds `delta` more bytes (fewer when negative); over the budget,
    /// it waits until bytes are freed or the writer waits for this very batch.
    func charge(_ delta: Int, sequence: Int) {
        budget.charge(delta, sequence: sequence)
    }

    func submit(_ batch: RenderBatch) {
        work.withLock { $0.append(batch) }
        workReady.signal()
    }

    func takeWork() -> RenderBatch? {
        workReady.wait()
        return work.withLock { $0.removeFirst() }
    }

    func finished(_ batch: RenderBatch) {
        done.withLock { $0.batches[batch.sequence] = batch }
        doneReady.signal()
    }

    /// The next batch in input order, waiting for it; nil once every batch was handed out.
    func nextInOrder() -> RenderBatch? {
        // The writer holds nothing now: the batch it waits for may go past the budget.
        budget.writerWaits(for: done.withLock { $0.next })
        while true {
            let (batch, over) = done.withLock { state -> (RenderBatch?, Bool) in
                if let batch = state.batches.removeValue(forKey: state.next) {
                    state.next += 1
                    return (batch, false)
                }
                return (nil, state.total == state.next)
            }
            if let batch { return batch }
            if over { return nil }
            doneReady.wait()
        }
    }

    func endOfInput(batches: Int, workers: Int) {
        done.withLock { $0.total = batches }
        doneReady.signal()
        work.withLock { queue in queue.append(contentsOf: [RenderBatch?](repeating: nil, count: workers)) }
        for _ in 0..<workers { workReady.signal() }
    }

    func writeFailed() { failed.store(true, ordering: .relaxed) }
    var hasWriteFailed: Bool { failed.load(ordering: .relaxed) }
}

/// The bytes in flight against the pipeline's budget: the reader waits for room before it takes a
/// batch in; a worker whose responses take it past the limit waits between two lines, unless the
/// writer waits for its batch (which then never waits: the writer frees the bytes the others need).
private final class ByteBudget: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private let limit: Int
    private let observer: (@Sendable (Int) -> Void)?
    // Guarded by `mutex`.
    private var used = 0 {
        didSet {
            highest = max(highest, used)
            observer?(used)
        }
    }
    private var highest = 0
    private var awaited = 0

    init(limit: Int, observer: (@Sendable (Int) -> Void)?) {
        self.limit = limit
        self.observer = observer
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(changed, nil)
    }

    deinit {
        pthread_cond_destroy(changed)
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        changed.deallocate()
    }

    var peak: Int {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return highest
    }

    /// The reader: waits until `count` more bytes fit (or nothing is in flight), then takes them.
    func admit(_ count: Int) {
        pthread_mutex_lock(mutex)
        while used != 0 && used + count > limit { pthread_cond_wait(changed, mutex) }
        used += count
        pthread_mutex_unlock(mutex)
    }

    /// `delta` bytes more (or fewer) held by batch `sequence`; waits while over the limit unless
    /// the writer waits for that batch.
    func charge(_ delta: Int, sequence: Int) {
        pthread_mutex_lock(mutex)
        used += delta
        if delta < 0 {
            pthread_cond_broadcast(changed)
        } else {
            while used > limit && sequence > awaited { pthread_cond_wait(changed, mutex) }
        }
        pthread_mutex_unlock(mutex)
    }

    /// The writer now waits for batch `sequence`, holding no other.
    func writerWaits(for sequence: Int) {
        pthread_mutex_lock(mutex)
        awaited = sequence
        pthread_cond_broadcast(changed)
        pthread_mutex_unlock(mutex)
    }
}

/// A joinable thread (pthreads: the pipeline's threads block on semaphores, which must not tie up
/// Dispatch's shared pool).
private final class WorkerThread: Sendable {
    private final class Body {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }

    private let thread: pthread_t

    /// nil when the system cannot start another thread.
    init?(_ run: @escaping @Sendable () -> Void) {
        var thread = pthread_t()
        let body = Unmanaged.passRetained(Body(run)).toOpaque()
        // The thread inherits a mask without SIGTERM/SIGINT: they reach the reader, whose blocked
        // read they interrupt.
        let created = StopSignal.blocked {
            pthread_create(
                &thread, nil,
                { raw in
                    Unmanaged<Body>.fromOpaque(raw!).takeRetainedValue().run()
                    return nil
                }, body)
        }
        guard created == 0 else {
            Unmanaged<Body>.fromOpaque(body).release()
            return nil
        }
        self.thread = thread
    }

    func join() { pthread_join(thread, nil) }
}
