import Synchronization

/// A thread-safe cache with a bounded number of entries.
///
/// Values are created outside the lock (opening an ICU formatter takes tens of microseconds and
/// must not serialise other threads); when two threads race to create the same entry, the first
/// one stored wins and the other's value is dropped.
///
/// Eviction is sampled LRU: when full, the least recently used of a few entries picked at random
/// goes. It costs O(1) however large the cache, and, unlike exact LRU, it does not thrash when
/// traffic spreads uniformly over a working set a little larger than the capacity (exact LRU
/// then misses on every request; sampled eviction keeps about capacity / working-set hits).
///
/// Formatter caches (`formatters: true`) take their capacity from `SpokenCaches.capacity`, read
/// on every insert, so a backend can size them to its traffic.
package final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    fileprivate struct Entry {
        var value: Value
        var lastUse: UInt64
        /// The entry's position in `Storage.keys`.
        var slot: Int
    }

    fileprivate struct Storage {
        var entries: [Key: Entry] = [:]
        /// Every key once, for picking eviction candidates at random in O(1).
        var keys: [Key] = []
        var clock: UInt64 = 0
        var random: UInt64 = 0x9E37_79B9_7F4A_7C15
    }

    private let fixedCapacity: Int?
    fileprivate let storage = Locked(Storage())

    /// The entries kept before one is evicted.
    var capacity: Int { fixedCapacity ?? SpokenCaches.capacity }

    /// A cache of a fixed size (tables that depend on little: locale chains, unit names).
    package init(capacity: Int) {
        precondition(capacity > 0)
        fixedCapacity = capacity
    }

    /// A formatter cache, sized by `SpokenCaches.capacity`.
    package init(formatters: Void = ()) {
        fixedCapacity = nil
    }

    package func value<E: Error>(for key: Key, create: () throws(E) -> Value) throws(E) -> Value {
        let cached = peek(key)
        if let cached { return cached }
        let created = try create()
        let capacity = self.capacity
        return storage.withLock { storage in
            storage.clock &+= 1
            if let existing = storage.entries[key] { return existing.value }
            while storage.entries.count >= capacity, !storage.keys.isEmpty {
                Self.evictOne(&storage)
            }
            storage.entries[key] = Entry(value: created, lastUse: storage.clock, slot: storage.keys.count)
            storage.keys.append(key)
            return created
        }
    }

    /// The number of entries held now.
    var count: Int { storage.withLock { $0.entries.count } }

    /// Removes the least recently used of up to five entries picked at random.
    private static func evictOne(_ storage: inout Storage) {
        var victim = -1
        var oldest = UInt64.max
        for _ in 0..<min(5, storage.keys.count) {
            // xorshift64*: cheap, and good enough to pick candidates.
            storage.random ^= storage.random >> 12
            storage.random ^= storage.random << 25
            storage.random ^= storage.random >> 27
            let slot = Int((storage.random &* 2_685_821_657_736_338_717) >> 1) % storage.keys.count
            let lastUse = storage.entries[storage.keys[slot]]?.lastUse ?? 0
            if lastUse < oldest {
                oldest = lastUse
                victim = slot
            }
        }
        let key = storage.keys[victim]
        storage.entries.removeValue(forKey: key)
        let last = storage.keys.removeLast()
        if victim < storage.keys.count {
            storage.keys[victim] = last
            storage.entries[last]?.slot = victim
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

/// The size of Spoken's formatter caches: date, measure, number, money, duration, list and
/// message formatters each keep up to `capacity` signatures (locale, zone, styles, unit…).
///
/// A signature already seen costs a hash lookup; a new one opens ICU formatters (tens of
/// microseconds). The default, 4,096, holds the 15 shipped locales × 40 zones × every date
/// presentation, or 15 locales × 30 units × 3 widths of measures, with room to spare. Memory is
/// bounded by the capacity, not by the traffic: a date signature costs a few kilobytes beyond
/// what its locale and styles share with every zone; a measure or number formatter about 10 KB.
///
/// ```swift
/// try SpokenCaches.setCapacity(16_384)  // a backend serving every ICU locale × zone
/// ```
public enum SpokenCaches {
    /// The default capacity of each formatter cache.
    public static let defaultCapacity = 4_096

    private static let storedCapacity = Atomic<Int>(defaultCapacity)

    /// The signatures each formatter cache keeps before it evicts one.
    public static var capacity: Int { storedCapacity.load(ordering: .relaxed) }

    /// Sets the capacity of every formatter cache (at least 1). Caches that hold more shrink as
    /// they next take a new entry.
    public static func setCapacity(_ capacity: Int) throws(SpokenError) {
        guard capacity >= 1 else {
            throw SpokenError(
                .invalidOption, input: String(capacity),
                message: "Invalid cache capacity '\(capacity)': expected a whole number of at least 1")
        }
        storedCapacity.store(capacity, ordering: .relaxed)
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

    /// Two ways: a key's slot and its neighbour (index ^ 1), so two keys that hash alike both
    /// stay (direct-mapped, 2,000 messages in 4,096 slots lost a third of their hits).
    func value(for key: Key) -> Value? {
        let index = key.hashValue & mask
        return table.withLock { table in
            if let slot = table.slots[index], slot.key == key { return slot.value }
            if let slot = table.slots[index ^ 1], slot.key == key { return slot.value }
            return nil
        }
    }

    /// Stores in the key's slot; what it held moves to the neighbour.
    func store(_ value: Value, for key: Key) {
        let index = key.hashValue & mask
        table.withLock { table in
            if let held = table.slots[index], held.key != key { table.slots[index ^ 1] = held }
            table.slots[index] = Slot(key: key, value: value)
        }
    }
}
