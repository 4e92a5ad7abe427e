#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// ICU parses and formats nested messages by recursion: about 2 KB of stack per level for
/// MessageFormat, 0.4 KB for MessagePattern. Catalogs may nest up to
/// `ICUMessagePattern.maximumNesting` (100) levels, which takes more stack than a small thread
/// has (musl's 128 KB default, a caller's 64 KB worker). Work on a message nested deeper than
/// `threshold` runs here, on a thread of its own with a stack sized for the limit; everything
/// else runs where it is called.
package enum DeepStack {
    /// Nesting levels any thread can afford (about 16 KB of ICU's stack).
    package static let threshold = 8

    /// 4 MiB: twenty times what 100 levels take (only touched pages cost memory).
    static let stackBytes = 4 << 20

    /// Runs `body` on a thread with a deep stack and waits for it; inline when no thread can be
    /// started.
    package static func run<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        var result: Result<T, E>?
        withoutActuallyEscaping(body) { escapable in
            let job = Job {
                do throws(E) { result = .success(try escapable()) } catch { result = .failure(error) }
            }
            let context = Unmanaged.passRetained(job).toOpaque()
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, stackBytes)
            var thread = pthread_t()
            let created = pthread_create(
                &thread, &attributes,
                { raw in
                    Unmanaged<Job>.fromOpaque(raw!).takeRetainedValue().run()
                    return nil
                }, context)
            if created == 0 {
                pthread_join(thread, nil)
            } else {
                Unmanaged<Job>.fromOpaque(context).takeRetainedValue().run()
            }
        }
        // `result` is set before the thread ends (or inline); join orders the write before this read.
        switch result! {
        case .success(let value): return value
        case .failure(let error): throw error
        }
    }

    private final class Job {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }

    /// The deepest brace nesting of a message, ignoring quotes (an upper bound of ICU's).
    package static func nesting(_ units: UnsafeBufferPointer<UInt16>) -> Int {
        var depth = 0
        var deepest = 0
        for unit in units {
            if unit == 0x7B {
                depth += 1
                deepest = max(deepest, depth)
            } else if unit == 0x7D {
                depth -= 1
            }
        }
        return deepest
    }
}
