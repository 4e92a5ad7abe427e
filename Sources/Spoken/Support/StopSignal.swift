import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// SIGTERM and SIGINT for the streaming commands (`spoken render`, `spoken date -`, …): the first
/// one only raises a flag, so the command stops reading, writes whole lines and exits 128+signo
/// itself instead of dying in the middle of a line. A second one ends the process at once (a
/// reader that never drains the output must not keep it alive).
package enum StopSignal {
    private static let received = Atomic<Int32>(0)

    /// The signal that asked the process to stop, or 0.
    package static var number: Int32 { received.load(ordering: .relaxed) }
    package static var isRaised: Bool { number != 0 }

    /// Installs the handlers. Without `SA_RESTART`, so a blocked `read` returns `EINTR` and the
    /// reader sees the flag. The signals are unblocked on the calling thread: a parent that
    /// blocked them (Dispatch's threads do) would otherwise leave the command deaf to them.
    package static func install() {
        // The flag's lazy initialisation (swift_once) must not first run inside the handler.
        _ = isRaised
        var set = signals
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        for signal in [SIGTERM, SIGINT] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                // Only async-signal-safe work here: an atomic exchange, or _exit.
                if StopSignal.received.exchange(signal, ordering: .relaxed) != 0 { _exit(128 + signal) }
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, nil)
        }
    }

    /// Runs `body` with SIGTERM and SIGINT blocked on the calling thread, so that a thread it
    /// starts inherits the mask: the signal then reaches the thread that reads and can stop.
    package static func blocked<T>(_ body: () -> T) -> T {
        var set = signals
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &set, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return body()
    }

    private static var signals: sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGTERM)
        sigaddset(&set, SIGINT)
        return set
    }
}
