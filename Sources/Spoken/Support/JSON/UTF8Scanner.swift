/// UTF-8 facts the JSON parser and position mapping share.
enum UTF8Scanner {
    /// How many bytes a sequence starting with `lead` occupies (1 for stray or invalid bytes, so
    /// that counting never stalls).
    @inline(__always)
    static func sequenceLength(lead: UInt8) -> Int {
        if lead < 0xC0 { return 1 }
        if lead < 0xE0 { return 2 }
        if lead < 0xF0 { return 3 }
        if lead < 0xF8 { return 4 }
        return 1
    }

    /// True for bytes that start a scalar (or stand alone): everything but continuation bytes.
    @inline(__always)
    static func startsScalar(_ byte: UInt8) -> Bool { byte & 0xC0 != 0x80 }

    /// How many of a word's eight bytes start a scalar (`startsScalar`, eight at a time): a
    /// continuation byte has its high bit set and the next bit clear; shifted left by one, each
    /// byte's second bit lands on its own high bit (in either byte order).
    @inline(__always)
    static func scalarStarts(in word: UInt64) -> Int {
        8 - (word & ~(word << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
    }

    /// Decodes one well-formed UTF-8 sequence at `index` (no overlongs, no surrogates, at most
    /// U+10FFFF). Returns the scalar and its length, or nil when the bytes are malformed.
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (scalar: UInt32, length: Int)? {
        let lead = bytes[index]
        if lead < 0x80 { return (UInt32(lead), 1) }
        let count = bytes.count
        func continuation(_ i: Int) -> UInt32? {
            guard i < count, bytes[i] & 0xC0 == 0x80 else { return nil }
            return UInt32(bytes[i] & 0x3F)
        }
        switch lead {
        case 0xC2...0xDF:
            guard let b1 = continuation(index + 1) else { return nil }
            return ((UInt32(lead & 0x1F) << 6) | b1, 2)
        case 0xE0...0xEF:
            guard let b1 = continuation(index + 1), let b2 = continuation(index + 2) else { return nil }
            let scalar = (UInt32(lead & 0x0F) << 12) | (b1 << 6) | b2
            guard scalar >= 0x800, !(0xD800...0xDFFF).contains(scalar) else { return nil }
            return (scalar, 3)
        case 0xF0...0xF4:
            guard let b1 = continuation(index + 1), let b2 = continuation(index + 2),
                let b3 = continuation(index + 3)
            else { return nil }
            let scalar = (UInt32(lead & 0x07) << 18) | (b1 << 12) | (b2 << 6) | b3
            guard scalar >= 0x10000, scalar <= 0x10FFFF else { return nil }
            return (scalar, 4)
        default:
            return nil
        }
    }
}
