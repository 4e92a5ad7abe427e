/// A small thread-safe cache with a fixed number of entries, evicting the least recently used.
///
/// Values are created outside the lock (opening an ICU formatter takes tens of microseconds and
/// must not serialise other threads); when two threads race to create the same entry, the first
/// one stored wins and the other's value is dropped.
package final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    fileprivate struct Entry {
        var value: Value
        var lastUse: UInt64
    }

    fileprivate struct Storage {
        var entries: [Key: Entry] = [:]
        var clock: UInt64 = 0
    }

    let capacity: Int
    fileprivate let storage = Locked(Storage())

    package init(capacity: Int) {
        precondition(capacity > 0)
        self.capacity = capacity
    }

    package func value<E: Error>(for key: Key, create: () throws(E) -> Value) throws(E) -> Value {
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
            // One hash: the entry is updated in place rather than read and stored back.
            guard let index = storage.entries.index(forKey: key) else { return nil }
            storage.entries.values[index].lastUse = storage.clock
            return storage.entries.values[index].value
        }
    }
}

/// A fixed-size, direct-mapped table of recent results: one slot per hash, the newest result
/// wins. Lookups cost one hash and one comparison, so it suits hot paths where the same inputs
/// repeat (ratings in half stars, "3 new messages") and a miss must stay cheap.
final class RecentResults<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Slot {
        var key: Key
        var value: Value
    }

    // Unchecked: slots are only touched inside the mutex.
    private struct Slots: @unchecked Sendable {
        var slots: [Slot?]
    }

    private let table: Locked<Slots>
    private let mask: Int

    /// `capacity` is rounded up to a power of two.
    init(capacity: Int) {
        var size = 1
        while size < capacity { size *= 2 }
        mask = size - 1
        table = Locked(Slots(slots: Array(repeating: nil, count: size)))
    }

    func value(for key: Key) -> Value? {
        let index = key.hashValue & mask
        return table.withLock { table in
            guard let slot = table.slots[index], slot.key == key else { return nil }
            return slot.value
        }
    }

    func store(_ value: Value, for key: Key) {
        let index = key.hashValue & mask
        table.withLock { $0.slots[index] = Slot(key: key, value: value) }
    }
}
