import Synchronization

/// A small thread-safe cache with a fixed number of entries, evicting the least recently used.
///
/// Values are created outside the lock (opening an ICU formatter takes tens of microseconds and
/// must not serialise other threads); when two threads race to create the same entry, the first
/// one stored wins and the other's value is dropped.
final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    fileprivate struct Entry {
        var value: Value
        var lastUse: UInt64
    }

    fileprivate struct Storage {
        var entries: [Key: Entry] = [:]
        var clock: UInt64 = 0
    }

    let capacity: Int
    fileprivate let storage = Mutex(Storage())

    init(capacity: Int) {
        precondition(capacity > 0)
        self.capacity = capacity
    }

    var count: Int { storage.withLock { $0.entries.count } }

    func value<E: Error>(for key: Key, create: () throws(E) -> Value) throws(E) -> Value {
        let cached = peek(key)
        if let cached { return cached }
        let created = try create()
        return storage.withLock { storage in
            storage.clock &+= 1
            if let existing = storage.entries[key] { return existing.value }
            if storage.entries.count >= capacity,
                let oldest = storage.entries.min(by: { $0.value.lastUse < $1.value.lastUse })
            {
                storage.entries.removeValue(forKey: oldest.key)
            }
            storage.entries[key] = Entry(value: created, lastUse: storage.clock)
            return created
        }
    }
}

extension BoundedCache {
    /// The cached value for `key`, if any, without creating one.
    func peek(_ key: Key) -> Value? {
        storage.withLock { storage in
            storage.clock &+= 1
            guard var entry = storage.entries[key] else { return nil }
            entry.lastUse = storage.clock
            storage.entries[key] = entry
            return entry.value
        }
    }
}
