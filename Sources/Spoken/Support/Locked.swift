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
///
/// The value lives behind a pointer, not in a `var` of the class: the mutex already makes access
/// exclusive, and a class `var` would add a dynamic exclusivity check (two runtime calls) to every
/// lock, which showed in the profiles of per-line paths.
package final class Locked<Value>: @unchecked Sendable {
    private let value: UnsafeMutablePointer<Value>
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    package init(_ value: sending Value) {
        self.value = .allocate(capacity: 1)
        self.value.initialize(to: value)
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        value.deinitialize(count: 1)
        value.deallocate()
    }

    @inline(__always)
    package func withLock<Result, E: Error>(_ body: (inout sending Value) throws(E) -> sending Result) throws(E)
        -> sending Result
    {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value.pointee)
    }

    /// Runs `body` only if the lock is free right now; nil when another thread holds it.
    @inline(__always)
    func withLockIfAvailable<Result, E: Error>(_ body: (inout sending Value) throws(E) -> sending Result) throws(E)
        -> sending Result?
    {
        guard pthread_mutex_trylock(mutex) == 0 else { return nil }
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value.pointee)
    }
}
