/// The formatted halves of `SplitDateFormat` (one per local day, or one per minute of the day),
/// in one allocation of fixed 64-byte slots: the key, the length and the UTF-8 side by side, so a
/// lookup touches one cache line and counts no references. With many signatures in random order
/// that is what a request costs: a slot holding a `String` cost a retain of cold memory per half.
///
/// Slot layout: bytes 0–7 the key (`Int64.min`: empty), byte 8 the length, byte 9 whether the
/// text needs escaping in a JSON string, bytes 10–63 the text. A half longer than 54 bytes is not
/// stored (the caller formats it each time; no shipped style comes near).
///
/// The table starts small (16 slots, 1 KB) and doubles, up to `maximumSlots`, when keys keep
/// colliding: a feed over a month grows to 32 or 64 slots, instants spread over decades to the
/// maximum.
/// Not thread-safe: `SplitDateFormat` keeps it inside its lock. A value owning its memory
/// without counting references: its one owner calls `deallocate()` (copies share the memory).
struct HalfTable {
    static let slotBytes = 64
    static let textCapacity = 54
    private static let initialSlots = 16

    private var base: UnsafeMutableRawPointer
    private var slots: Int
    private let maximumSlots: Int
    /// Stored keys that displaced another since the last resize.
    private var collisions = 0

    /// `maximumSlots`: a power of two, the most the table grows to.
    init(maximumSlots: Int) {
        self.maximumSlots = maximumSlots
        slots = min(Self.initialSlots, maximumSlots)
        base = Self.allocate(slots)
    }

    /// Frees the slots; the table must not be used again.
    func deallocate() { base.deallocate() }

    private static func allocate(_ slots: Int) -> UnsafeMutableRawPointer {
        let base = UnsafeMutableRawPointer.allocate(byteCount: slots * slotBytes, alignment: slotBytes)
        for slot in 0..<slots { base.storeBytes(of: Int64.min, toByteOffset: slot * slotBytes, as: Int64.self) }
        return base
    }

    /// The text stored for `key` (valid until the next `store`), or nil.
    @inline(__always)
    func text(_ key: Int64) -> (bytes: UnsafeRawBufferPointer, escape: Bool)? {
        let slot = base + (Int(truncatingIfNeeded: key) & (slots - 1)) * Self.slotBytes
        guard slot.load(as: Int64.self) == key else { return nil }
        return (
            UnsafeRawBufferPointer(start: slot + 10, count: Int(slot.load(fromByteOffset: 8, as: UInt8.self))),
            slot.load(fromByteOffset: 9, as: Bool.self)
        )
    }

    /// Remembers `text` for `key` when it fits; returns whether it did.
    @discardableResult
    mutating func store(_ key: Int64, _ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count <= Self.textCapacity else { return false }
            var slot = base + (Int(truncatingIfNeeded: key) & (slots - 1)) * Self.slotBytes
            if slot.load(as: Int64.self) != .min {
                collisions += 1
                if collisions > slots / 2, slots < maximumSlots {
                    grow()
                    slot = base + (Int(truncatingIfNeeded: key) & (slots - 1)) * Self.slotBytes
                }
            }
            slot.storeBytes(of: key, as: Int64.self)
            slot.storeBytes(of: UInt8(bytes.count), toByteOffset: 8, as: UInt8.self)
            slot.storeBytes(of: JSONString.needsEscaping(bytes), toByteOffset: 9, as: Bool.self)
            if let source = bytes.baseAddress { (slot + 10).copyMemory(from: source, byteCount: bytes.count) }
            return true
        }
    }

    /// Doubles the table, keeping what it holds.
    private mutating func grow() {
        let (old, oldSlots) = (base, slots)
        slots *= 2
        base = Self.allocate(slots)
        collisions = 0
        for index in 0..<oldSlots {
            let from = old + index * Self.slotBytes
            let key = from.load(as: Int64.self)
            guard key != .min else { continue }
            let to = base + (Int(truncatingIfNeeded: key) & (slots - 1)) * Self.slotBytes
            to.copyMemory(from: from, byteCount: Self.slotBytes)
        }
        old.deallocate()
    }
}
