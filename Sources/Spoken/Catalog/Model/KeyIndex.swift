/// Message keys to their index in a catalog's `messages`, in four bytes a slot.
///
/// A `[String: Int]` would hold each key a second time beside the JSON tree (about 50 bytes a
/// key, as much as a small entry's whole text); this table holds only indexes and compares keys
/// where they already are. Open addressing with linear probing, at most three quarters full.
package struct KeyIndex: Sendable {
    private var slots: [Int32]
    private var count = 0

    /// A table sized for `capacity` keys (it never grows: a catalog knows its key count).
    package init(capacity: Int) {
        var size = 8
        while size * 3 < capacity * 4 { size *= 2 }
        slots = [Int32](repeating: -1, count: size)
    }

    /// The index stored for `key`, comparing it with `keyAt(index)` of each candidate.
    package func find(_ key: String, keyAt: (Int) -> String) -> Int? {
        let mask = slots.count - 1
        var slot = key.hashValue & mask
        while true {
            let stored = slots[slot]
            if stored < 0 { return nil }
            if keyAt(Int(stored)) == key { return Int(stored) }
            slot = (slot + 1) & mask
        }
    }

    /// Stores `index` for `key` and returns nil, or returns the index already stored for it
    /// (a duplicate key keeps its first occurrence).
    package mutating func insert(_ key: String, index: Int, keyAt: (Int) -> String) -> Int? {
        let mask = slots.count - 1
        var slot = key.hashValue & mask
        while true {
            let stored = slots[slot]
            if stored < 0 { break }
            if keyAt(Int(stored)) == key { return Int(stored) }
            slot = (slot + 1) & mask
        }
        precondition(count * 4 < slots.count * 3, "KeyIndex sized for fewer keys")
        slots[slot] = Int32(truncatingIfNeeded: index)
        count += 1
        return nil
    }
}
