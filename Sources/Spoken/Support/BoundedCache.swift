internal import SpokenICU
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
/// on every insert, so a backend can size them to its traffic. Their entries also count bytes
/// (what opening the formatter took from the heap, measured on a sample of creations), and all of
/// them together keep under `SpokenCaches.maxBytes`: past it, the cache holding the most bytes
/// evicts, whatever the capacity.
package final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    fileprivate struct Entry {
        var value: Value
        var lastUse: UInt64
        /// The entry's position in `Storage.keys`.
        var slot: Int
        /// What the entry is taken to hold (formatter caches; 0 in the others).
        var bytes: Int
    }

    fileprivate struct Storage {
        var entries: [Key: Entry] = [:]
        /// Every key once, for picking eviction candidates at random in O(1).
        var keys: [Key] = []
        var clock: UInt64 = 0
        var random: UInt64 = 0x9E37_79B9_7F4A_7C15
        /// The bytes of every entry.
        var bytes = 0
        /// The last creations measured (bytes each), whose median is the estimate of the others.
        var samples: [Int] = []
        var measured = 0
        var estimate = 16 << 10
        var created = 0
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

    /// A formatter cache, sized by `SpokenCaches.capacity` and within `SpokenCaches.maxBytes`.
    package init(formatters: Void = ()) {
        fixedCapacity = nil
        SpokenCaches.register(self)
    }

    package func value<E: Error>(for key: Key, create: () throws(E) -> Value) throws(E) -> Value {
        let cached = peek(key)
        if let cached { return cached }
        let counted = fixedCapacity == nil
        // The first creations of each cache, and one in 64 after, measure what they take.
        let measuring = counted && storage.withLock { $0.measured < 16 || $0.created % 64 == 0 }
        let before = measuring ? spk_heap_bytes_in_use() : 0
        let created = try create()
        let taken = measuring ? spk_heap_bytes_in_use() &- before : 0
        let capacity = self.capacity
        var change = 0
        let value = storage.withLock { storage -> Value in
            storage.clock &+= 1
            if let existing = storage.entries[key] { return existing.value }
            var bytes = 0
            if counted {
                storage.created += 1
                if measuring {
                    // Another thread's allocations or frees blur a measure: the median of the last
                    // 31, each within sane bounds, is the estimate.
                    if storage.samples.count == 31 { storage.samples.removeFirst() }
                    storage.samples.append(min(max(taken, 1 << 10), 8 << 20))
                    storage.measured += 1
                    storage.estimate = storage.samples.sorted()[storage.samples.count / 2]
                }
                bytes = storage.estimate
            }
            while storage.entries.count >= capacity, !storage.keys.isEmpty {
                change -= Self.evictOne(&storage)
            }
            storage.entries[key] = Entry(
                value: created, lastUse: storage.clock, slot: storage.keys.count, bytes: bytes)
            storage.keys.append(key)
            storage.bytes += bytes
            change += bytes
            return created
        }
        if counted, change != 0 { SpokenCaches.held(change) }
        return value
    }

    /// The number of entries held now.
    var count: Int { storage.withLock { $0.entries.count } }

    /// Removes the least recently used of up to five entries picked at random; returns its bytes.
    @discardableResult
    private static func evictOne(_ storage: inout Storage) -> Int {
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
        let bytes = storage.entries.removeValue(forKey: key)?.bytes ?? 0
        storage.bytes -= bytes
        let last = storage.keys.removeLast()
        if victim < storage.keys.count {
            storage.keys[victim] = last
            storage.entries[last]?.slot = victim
        }
        return bytes
    }
}

/// A formatter cache as `SpokenCaches` sees it: its bytes, and one eviction on demand.
protocol ByteBoundedCache: AnyObject, Sendable {
    var heldBytes: Int { get }
    /// Evicts one entry; the bytes it held (0 when empty).
    func evictForBytes() -> Int
}

extension BoundedCache: ByteBoundedCache {
    var heldBytes: Int { storage.withLock { $0.bytes } }

    func evictForBytes() -> Int {
        storage.withLock { storage in storage.keys.isEmpty ? 0 : Self.evictOne(&storage) }
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
/// bounded by the capacity and, whatever the capacity, by `maxBytes` (256 MiB) over all formatter
/// caches, not by the traffic: a date signature costs a few kilobytes beyond
/// what its locale and styles share with every zone; a measure or number formatter about 10 KB.
///
/// ```swift
/// try SpokenCaches.setCapacity(16_384)  // a backend serving every ICU locale × zone
/// ```
public enum SpokenCaches {
    /// The default capacity of each formatter cache.
    public static let defaultCapacity = 4_096
    /// The default bound of the bytes all formatter caches hold together.
    public static let defaultMaxBytes = 256 << 20

    private static let storedMaxBytes = Atomic<Int>(defaultMaxBytes)
    private static let heldTotal = Atomic<Int>(0)
    private static let caches = Locked<[any ByteBoundedCache]>([])

    /// The bytes all formatter caches may hold together (as measured when their formatters were
    /// opened): past it, the cache holding the most evicts its least recently used entries. So
    /// memory stays bounded whatever the capacity (up to 16,777,216 signatures) and however many
    /// distinct signatures the traffic brings.
    public static var maxBytes: Int { storedMaxBytes.load(ordering: .relaxed) }

    /// The bytes the formatter caches hold now (an estimate: each entry counts what opening it
    /// took from the heap).
    public static var heldBytes: Int { heldTotal.load(ordering: .relaxed) }

    /// Sets the bound of `maxBytes` (at least 1 MiB); caches over it shrink as they next take an entry.
    public static func setMaxBytes(_ bytes: Int) throws(SpokenError) {
        guard bytes >= 1 << 20 else {
            throw SpokenError(
                .invalidOption, input: String(bytes),
                message: "Invalid cache size '\(bytes)': expected a number of bytes of at least 1048576")
        }
        storedMaxBytes.store(bytes, ordering: .relaxed)
    }

    static func register(_ cache: any ByteBoundedCache) {
        caches.withLock { $0.append(cache) }
    }

    /// A cache's bytes changed by `change`; past the bound, the largest caches evict.
    static func held(_ change: Int) {
        let total = heldTotal.add(change, ordering: .relaxed).newValue
        guard change > 0, total > maxBytes else { return }
        let all = caches.withLock { $0 }
        // One cache's lock at a time: no two locks are ever held together.
        while heldTotal.load(ordering: .relaxed) > maxBytes {
            var largest: (any ByteBoundedCache)?
            var most = 0
            for cache in all {
                let bytes = cache.heldBytes
                if bytes > most {
                    most = bytes
                    largest = cache
                }
            }
            guard let largest else { return }
            let freed = largest.evictForBytes()
            guard freed > 0 else { return }
            heldTotal.subtract(freed, ordering: .relaxed)
        }
    }

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
