#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value behind a pthread mutex: the lock every shared state in Spoken uses.
///
/// Not `Synchronization.Mutex`: on Linux it is built on raw futex system calls that
/// ThreadSanitizer does not model, so every access under it is reported as a race and
/// `swift test --sanitize=thread` tells nothing. ThreadSanitizer intercepts pthread mutexes, and
/// uncontended they cost the same.
///
/// Unchecked Sendable, like `Mutex`: the value is only reached through `withLock`, and it is
/// handed over (`sending`) rather than required to be Sendable itself.
package final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    package init(_ value: sending Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    @inline(__always)
    package func withLock<Result, E: Error>(_ body: (inout sending Value) throws(E) -> sending Result) throws(E)
        -> sending Result
    {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }

    /// Runs `body` only if the lock is free right now; nil when another thread holds it.
    @inline(__always)
    func withLockIfAvailable<Result, E: Error>(_ body: (inout sending Value) throws(E) -> sending Result) throws(E)
        -> sending Result?
    {
        guard pthread_mutex_trylock(mutex) == 0 else { return nil }
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
