// `spoken render` in process: a C ABI over SpokenRender's one `Renderer` and its one protocol
// (JSON Lines in, one response line per request out), for clients that load a shared library
// instead of running a coprocess (Python's `Spoken(in_process=True)`, through ctypes).
//
//   void *spoken_renderer_create(const char *locale, const char *time_zone, const char *catalog,
//                                int32_t jobs, char **error);
//   uint8_t *spoken_render(void *renderer, const uint8_t *lines, size_t count, size_t *length);
//   size_t spoken_render_into(void *renderer, const uint8_t *lines, size_t count, uint8_t *output,
//                             size_t capacity);
//   void *spoken_submit(void *renderer, const uint8_t *lines, size_t count);
//   uint8_t *spoken_collect(void *ticket, size_t *length);
//   int32_t spoken_reload(void *renderer, char **report);
//   void spoken_free(void *pointer);
//   void spoken_renderer_free(void *renderer);
//
// Every string handed out is malloc'ed, UTF-8, NUL-terminated, and freed with `spoken_free`.
// Nothing here traps on input: bad requests are response lines, bad options are errors.
import Glibc
import Spoken
import SpokenRender

/// One renderer with the options of `spoken render --locale --time-zone --jobs` (the catalog is
/// the process's: `CatalogStore.shared`, as in `spoken render --catalog`), and a few memories
/// of locales, zones and formatters for the calls made one line at a time.
final class InProcessRenderer: Sendable {
    let pipeline: RenderPipeline
    let catalog: String?
    /// Memories lent to one call at a time (a call that finds none makes one).
    private let memos = Locked<[MemoBox]>([])

    init(pipeline: RenderPipeline, catalog: String?) {
        self.pipeline = pipeline
        self.catalog = catalog
    }

    /// The responses to `lines` (one or more request lines): a single line on the calling
    /// thread, several through the pipeline (`jobs` workers, input order kept).
    func render(_ lines: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var output: [UInt8] = []
        var body = lines
        if let last = body.last, last == UInt8(ascii: "\n") { body = UnsafeBufferPointer(rebasing: body.dropLast()) }
        if !body.contains(UInt8(ascii: "\n")) {
            output.reserveCapacity(body.count + 64)
            let box = memos.withLock { $0.popLast() } ?? MemoBox()
            _ = pipeline.renderer.respond(to: body, number: 1, memo: &box.memo, into: &output)
            memos.withLock { kept in
                if kept.count < 8 { kept.append(box) }
            }
            return output
        }
        let sink = MemorySink()
        do {
            _ = try pipeline.run(MemorySource(Array(lines)), into: sink)
        } catch {
            // A memory source and sink cannot fail; said as a response line all the same.
            var line: [UInt8] = []
            RenderResponse.failure(id: "null", RenderError(.invalidRequest, error.message), line: 0).write(to: &line)
            return line
        }
        return sink.bytes
    }
}

extension InProcessRenderer {
    /// Renders `lines` on a thread of its own; `Ticket.wait` gives the responses. The caller goes
    /// on meanwhile (Python builds the next chunk while this one renders, without its GIL). A
    /// thread per submission, not a queue: nothing outlives a `fork` half made.
    func submit(_ lines: [UInt8]) -> Ticket {
        let ticket = Ticket()
        let work = Work { [self] in ticket.finish(lines.withUnsafeBufferPointer { self.render($0) }) }
        if !work.startThread() { work.run() }  // no thread to be had: rendered on the caller's
        return ticket
    }
}

/// A submission's rendering, run by the thread that `startThread` starts.
final class Work: Sendable {
    let run: @Sendable () -> Void

    init(_ run: @escaping @Sendable () -> Void) { self.run = run }

    /// Starts a detached thread that runs the work; false when none could be started.
    func startThread() -> Bool {
        var thread = pthread_t()
        let body = Unmanaged.passRetained(self).toOpaque()
        let created = pthread_create(
            &thread, nil,
            { raw in
                Unmanaged<Work>.fromOpaque(raw!).takeRetainedValue().run()
                return nil
            }, body)
        guard created == 0 else {
            Unmanaged<Work>.fromOpaque(body).release()
            return false
        }
        pthread_detach(thread)
        return true
    }
}

/// The responses to submitted lines, once they are rendered.
final class Ticket: @unchecked Sendable {
    private let semaphore: UnsafeMutablePointer<sem_t>
    /// Written once by the rendering thread before the semaphore is posted, read after the wait.
    private var output: [UInt8] = []

    init() {
        semaphore = .allocate(capacity: 1)
        sem_init(semaphore, 0, 0)
    }

    deinit {
        sem_destroy(semaphore)
        semaphore.deallocate()
    }

    func finish(_ bytes: [UInt8]) {
        output = bytes
        sem_post(semaphore)
    }

    func wait() -> [UInt8] {
        while sem_wait(semaphore) != 0, errno == EINTR {}
        return output
    }
}

/// A memory of locales, zones and formatters, used by one call at a time (the lock of
/// `InProcessRenderer.memos` hands each box to one thread).
final class MemoBox: @unchecked Sendable {
    var memo = RenderMemo()
}

/// Response bytes collected in memory (the pipeline writes them from its writer thread).
final class MemorySink: RenderSink {
    private let buffer = Locked<[UInt8]>([])

    func write(_ bytes: UnsafeRawBufferPointer) throws(RenderIOError) {
        buffer.withLock { $0.append(contentsOf: bytes) }
    }

    func flush() throws(RenderIOError) {}

    var bytes: [UInt8] { buffer.withLock { $0 } }
}

/// `bytes` as a malloc'ed buffer (one byte more, a NUL, so that it is also a C string).
private func mallocCopy(_ bytes: [UInt8]) -> UnsafeMutablePointer<UInt8>? {
    guard let pointer = malloc(bytes.count + 1)?.assumingMemoryBound(to: UInt8.self) else { return nil }
    bytes.withUnsafeBufferPointer { source in
        if let base = source.baseAddress { pointer.update(from: base, count: source.count) }
    }
    pointer[bytes.count] = 0
    return pointer
}

/// `{"code":…,"message":…}`, malloc'ed: an error for the caller to raise as its typed error.
private func errorJSON(code: String, message: String) -> UnsafeMutablePointer<CChar>? {
    var bytes: [UInt8] = []
    bytes.append(contentsOf: #"{"code":"#.utf8)
    JSONLineWriter.appendString(code, to: &bytes)
    bytes.append(contentsOf: #","message":"#.utf8)
    JSONLineWriter.appendString(message, to: &bytes)
    bytes.append(UInt8(ascii: "}"))
    return UnsafeMutableRawPointer(mallocCopy(bytes))?.assumingMemoryBound(to: CChar.self)
}

private func text(_ pointer: UnsafePointer<CChar>?) -> String? {
    pointer.map { String(decoding: UnsafeRawBufferPointer(start: $0, count: strlen($0)), as: UTF8.self) }
}

/// A renderer, or nil with `*error` set to `{"code":…,"message":…}` (an invalid locale or zone,
/// a catalog that cannot be read or has errors, jobs out of 1…256). NULL `locale`/`time_zone`:
/// en-US and UTC, as `spoken render` without them. `catalog`: an .arb file or a directory of
/// them, layered over the shipped catalogs for the whole process (`CatalogStore.shared`); NULL:
/// the shipped catalogs alone (overrides loaded before are dropped). The catalogs are the
/// process's: the caller keeps the renderers alive at one time on one catalog.
@_cdecl("spoken_renderer_create")
public func spokenRendererCreate(
    _ locale: UnsafePointer<CChar>?, _ timeZone: UnsafePointer<CChar>?, _ catalog: UnsafePointer<CChar>?,
    _ jobs: Int32, _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> UnsafeMutableRawPointer? {
    error?.pointee = nil
    do throws(SpokenError) {
        guard (1...256).contains(jobs) else {
            throw SpokenError(
                .invalidOption, input: "\(jobs)",
                message: "Invalid jobs '\(jobs)': expected a whole number from 1 to 256")
        }
        var defaults = RenderDefaults()
        if let tag = text(locale) { defaults.locale = try SpokenLocale(tag) }
        if let zone = text(timeZone) { defaults.timeZone = try SpokenTimeZone(zone) }
        let path = text(catalog)
        if let path {
            try CatalogStore.shared.loadOverrides(at: path)
        } else {
            CatalogStore.shared.resetOverrides()
        }
        let pipeline = RenderPipeline(renderer: Renderer(defaults: defaults), jobs: Int(jobs))
        return Unmanaged.passRetained(InProcessRenderer(pipeline: pipeline, catalog: path)).toOpaque()
    } catch let failure {
        error?.pointee = errorJSON(code: failure.code.rawValue, message: failure.message)
        return nil
    }
}

/// The response lines to `count` bytes of request lines, malloc'ed (`*length` bytes, plus a
/// NUL); nil only when memory runs out. Thread-safe: calls on one renderer may overlap.
@_cdecl("spoken_render")
public func spokenRender(
    _ renderer: UnsafeMutableRawPointer?, _ lines: UnsafePointer<UInt8>?, _ count: Int,
    _ length: UnsafeMutablePointer<Int>?
) -> UnsafeMutablePointer<UInt8>? {
    length?.pointee = 0
    guard let renderer else { return nil }
    let instance = Unmanaged<InProcessRenderer>.fromOpaque(renderer).takeUnretainedValue()
    let output = instance.render(UnsafeBufferPointer(start: count > 0 ? lines : nil, count: max(0, count)))
    length?.pointee = output.count
    return mallocCopy(output)
}

/// The same into the caller's buffer: the response lines' length, written to `output` when they fit
/// in `capacity` bytes (no NUL added); when the length is more, nothing is written (call
/// `spoken_render`, or again with a buffer that large). One allocation and one call fewer for a
/// caller that keeps a buffer per thread.
@_cdecl("spoken_render_into")
public func spokenRenderInto(
    _ renderer: UnsafeMutableRawPointer?, _ lines: UnsafePointer<UInt8>?, _ count: Int,
    _ output: UnsafeMutablePointer<UInt8>?, _ capacity: Int
) -> Int {
    guard let renderer else { return 0 }
    let instance = Unmanaged<InProcessRenderer>.fromOpaque(renderer).takeUnretainedValue()
    let bytes = instance.render(UnsafeBufferPointer(start: count > 0 ? lines : nil, count: max(0, count)))
    if bytes.count <= capacity, let output {
        bytes.withUnsafeBufferPointer { source in
            if let base = source.baseAddress { output.update(from: base, count: source.count) }
        }
    }
    return bytes.count
}

/// Starts rendering `count` bytes of request lines on the renderer's own thread and returns at
/// once with a ticket for `spoken_collect` (which every ticket must be given, exactly once).
/// Submissions are rendered in order, one after another.
@_cdecl("spoken_submit")
public func spokenSubmit(_ renderer: UnsafeMutableRawPointer?, _ lines: UnsafePointer<UInt8>?, _ count: Int)
    -> UnsafeMutableRawPointer?
{
    guard let renderer else { return nil }
    let instance = Unmanaged<InProcessRenderer>.fromOpaque(renderer).takeUnretainedValue()
    let bytes = Array(UnsafeBufferPointer(start: count > 0 ? lines : nil, count: max(0, count)))
    return Unmanaged.passRetained(instance.submit(bytes)).toOpaque()
}

/// Waits for a submission's responses and returns them as `spoken_render` does (malloc'ed,
/// `*length` bytes and a NUL); the ticket is released.
@_cdecl("spoken_collect")
public func spokenCollect(_ ticket: UnsafeMutableRawPointer?, _ length: UnsafeMutablePointer<Int>?)
    -> UnsafeMutablePointer<UInt8>?
{
    length?.pointee = 0
    guard let ticket else { return nil }
    let output = Unmanaged<Ticket>.fromOpaque(ticket).takeRetainedValue().wait()
    length?.pointee = output.count
    return mallocCopy(output)
}

/// Reads the renderer's catalog again, as `spoken render --catalog` does on SIGHUP: 0 and
/// `*report` "Reloaded 'PATH'", or 1 and `*report` `{"code":…,"message":…}` (the catalogs in use
/// stay); 2 without a catalog.
@_cdecl("spoken_reload")
public func spokenReload(
    _ renderer: UnsafeMutableRawPointer?, _ report: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Int32 {
    report?.pointee = nil
    guard let renderer else { return 2 }
    let instance = Unmanaged<InProcessRenderer>.fromOpaque(renderer).takeUnretainedValue()
    guard let path = instance.catalog else { return 2 }
    do throws(SpokenError) {
        let result = try CatalogStore.shared.loadOverrides(at: path)
        let warnings = result.warningCount
        let message = "Reloaded '\(path)'" + (warnings > 0 ? " (\(warnings) warning\(warnings == 1 ? "" : "s"))" : "")
        report?.pointee = UnsafeMutableRawPointer(mallocCopy(Array(message.utf8)))?.assumingMemoryBound(
            to: CChar.self)
        return 0
    } catch {
        // As `spoken render` reports a refused reload on standard error (the reasons, then this).
        let refusal = "Reload of '\(path)' refused; the catalogs in use stay [\(error.code.rawValue)]"
        report?.pointee = errorJSON(code: error.code.rawValue, message: error.message + "\n" + refusal)
        return 1
    }
}

/// Frees what the other functions handed out (a response buffer, an error, a report).
@_cdecl("spoken_free")
public func spokenFree(_ pointer: UnsafeMutableRawPointer?) {
    free(pointer)
}

/// Releases a renderer (after every call on it returned). The process's catalog stays loaded.
@_cdecl("spoken_renderer_free")
public func spokenRendererFree(_ renderer: UnsafeMutableRawPointer?) {
    guard let renderer else { return }
    Unmanaged<InProcessRenderer>.fromOpaque(renderer).release()
}
