import Spoken
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// SIGHUP for a long-lived `spoken render --catalog PATH`: reloads the catalogs from PATH.
///
/// The handler only writes a byte to a pipe (async-signal-safe, whichever thread the signal
/// reaches); a thread of its own reads the pipe and reloads. A reload is checked as the first load
/// was and swapped in atomically (`CatalogStore.loadOverrides`): each request sees the old set or
/// the new one, whole. A reload with an error keeps the old set and says why on stderr.
///
/// Each reload ends with one line a client can wait for: `Reloaded 'PATH'` (with a count of
/// warnings), or the reasons (lint's errors, or why PATH cannot be read) followed by
/// `Error: Reload of 'PATH' refused; the catalogs in use stay [CODE]`.
enum ReloadSignal {
    /// The pipe's write end, for the handler (-1 until installed).
    private static let writeEnd = Atomic<Int32>(-1)

    /// Blocks SIGHUP on the calling thread (the main thread, before any other starts, so every
    /// thread inherits it): a SIGHUP sent while the catalogs load waits, pending, instead of
    /// ending the process. `install` unblocks it once its handler is there, so a pending SIGHUP
    /// becomes one reload after the load; `release` gives it back its default action.
    static func hold() {
        var set = hangUp
        pthread_sigmask(SIG_BLOCK, &set, nil)
    }

    /// Unblocks SIGHUP without a handler: for a run without `--catalog`, which nothing reloads.
    static func release() {
        var set = hangUp
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    private static var hangUp: sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGHUP)
        return set
    }

    /// Installs the handler and starts the thread that reloads `path` into `store`. `report`
    /// receives one message per reload, its last line the summary described above.
    static func install(path: String, store: CatalogStore, report: @escaping @Sendable (String) -> Void) {
        // The first load's parsing is over: the pages it freed go back to the system.
        Heap.trim()
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        // The handler must never block: a full pipe means a reload is pending anyway.
        _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
        writeEnd.store(ends[1], ordering: .relaxed)
        let readEnd = ends[0]
        let reloader = Reloader {
            var buffer = [UInt8](repeating: 0, count: 64)
            while true {
                // Every SIGHUP that arrived while reading (or reloading) is one reload.
                let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return }
                do throws(SpokenError) {
                    let result = try store.loadOverrides(at: path)
                    // The old set is released (once the requests reading it finish): its pages go back.
                    Heap.trim()
                    let warnings = result.warningCount
                    report(
                        "Reloaded '\(path)'" + (warnings > 0 ? " (\(warnings) warning\(warnings == 1 ? "" : "s"))" : "")
                    )
                } catch {
                    Heap.trim()  // the refused set's pages too
                    report(
                        error.message
                            + "\nError: Reload of '\(path)' refused; the catalogs in use stay [\(error.code.rawValue)]")
                }
            }
        }
        guard reloader.start() else { return }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            var byte: UInt8 = 1
            let saved = errno
            _ = write(ReloadSignal.writeEnd.load(ordering: .relaxed), &byte, 1)
            errno = saved
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        sigaction(SIGHUP, &action, nil)
        // Held since the start (`hold`): a SIGHUP that came during the load is delivered now,
        // one reload after it. Threads started while it was held leave it to one that takes it.
        release()
    }

    /// The thread that reloads: a plain pthread (no Dispatch, no Swift concurrency) that lives as
    /// long as the process.
    private final class Reloader: @unchecked Sendable {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }

        func start() -> Bool {
            var thread = pthread_t()
            let context = Unmanaged.passRetained(self).toOpaque()
            let created = pthread_create(
                &thread, nil,
                { raw in
                    Unmanaged<Reloader>.fromOpaque(raw!).takeRetainedValue().body()
                    return nil
                }, context)
            guard created == 0 else {
                Unmanaged<Reloader>.fromOpaque(context).release()
                return false
            }
            pthread_detach(thread)
            return true
        }
    }
}
