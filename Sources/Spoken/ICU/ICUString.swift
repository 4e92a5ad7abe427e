internal import SpokenICU

/// An ICU status that is an error (warnings are negative and count as success).
struct ICUStatusError: Error, Sendable {
    let status: Int32
    var name: String { String(cString: spk_error_name(status)) }
}

@inline(__always)
func icuSucceeded(_ status: Int32) -> Bool { status <= 0 }

/// Runs an ICU function that writes code units into a caller buffer and returns the length it
/// needs, and decodes what it wrote.
///
/// The first call uses a stack buffer; on `U_BUFFER_OVERFLOW_ERROR` it is called once more with
/// exactly the length ICU asked for. Any other error is thrown; warnings are success.
private func icuString<Unit>(
    _ unit: Unit.Type, initialCapacity: Int,
    _ body: (UnsafeMutablePointer<Unit>, Int32, inout Int32) -> Int32,
    decode: (UnsafeBufferPointer<Unit>) -> String
) throws(ICUStatusError) -> String {
    func attempt(capacity: Int) -> (String?, needed: Int32, status: Int32) {
        withUnsafeTemporaryAllocation(of: Unit.self, capacity: capacity) { buffer in
            var status: Int32 = 0
            let length = body(buffer.baseAddress!, Int32(capacity), &status)
            guard icuSucceeded(status), length <= capacity else { return (nil, length, status) }
            return (decode(UnsafeBufferPointer(start: buffer.baseAddress!, count: Int(length))), length, status)
        }
    }
    let (text, needed, status) = attempt(capacity: initialCapacity)
    if let text { return text }
    guard status == Int32(SPK_BUFFER_OVERFLOW_ERROR) || (icuSucceeded(status) && needed > initialCapacity)
    else { throw ICUStatusError(status: status) }
    let (retried, _, retryStatus) = attempt(capacity: Int(needed) + 1)
    guard let retried else { throw ICUStatusError(status: retryStatus) }
    return retried
}

/// UTF-16 results (ICU's UChar strings).
func icuUTF16String(
    initialCapacity: Int = 128,
    _ body: (UnsafeMutablePointer<UInt16>, Int32, inout Int32) -> Int32
) throws(ICUStatusError) -> String {
    try icuString(UInt16.self, initialCapacity: initialCapacity, body, decode: stringFromUTF16)
}

/// The String of UTF-16 code units, a lone surrogate becoming U+FFFD, as
/// `String(decoding:as: UTF16.self)` makes it: transcoded to UTF-8 in one pass straight into the
/// String's storage (the standard library's generic path for UTF-16 was an eighth of an interval's
/// cost, ICU's words being mostly non-ASCII spaces and letters away from English).
func stringFromUTF16(_ units: UnsafeBufferPointer<UInt16>) -> String {
    let count = units.count
    guard count > 0, let base = units.baseAddress else { return "" }
    return String(unsafeUninitializedCapacity: count * 3) { out in
        var o = 0
        var i = 0
        while i < count {
            let unit = UInt32(base[i])
            i += 1
            if unit < 0x80 {
                out[o] = UInt8(truncatingIfNeeded: unit)
                o += 1
            } else if unit < 0x800 {
                out[o] = UInt8(truncatingIfNeeded: 0xC0 | (unit >> 6))
                out[o + 1] = UInt8(truncatingIfNeeded: 0x80 | (unit & 0x3F))
                o += 2
            } else if unit & 0xF800 != 0xD800 {
                out[o] = UInt8(truncatingIfNeeded: 0xE0 | (unit >> 12))
                out[o + 1] = UInt8(truncatingIfNeeded: 0x80 | ((unit >> 6) & 0x3F))
                out[o + 2] = UInt8(truncatingIfNeeded: 0x80 | (unit & 0x3F))
                o += 3
            } else if unit < 0xDC00, i < count, base[i] & 0xFC00 == 0xDC00 {
                let scalar = 0x10000 + ((unit - 0xD800) << 10) + (UInt32(base[i]) - 0xDC00)
                i += 1
                out[o] = UInt8(truncatingIfNeeded: 0xF0 | (scalar >> 18))
                out[o + 1] = UInt8(truncatingIfNeeded: 0x80 | ((scalar >> 12) & 0x3F))
                out[o + 2] = UInt8(truncatingIfNeeded: 0x80 | ((scalar >> 6) & 0x3F))
                out[o + 3] = UInt8(truncatingIfNeeded: 0x80 | (scalar & 0x3F))
                o += 4
            } else {
                // A lone surrogate: U+FFFD, as the standard library repairs it.
                out[o] = 0xEF
                out[o + 1] = 0xBF
                out[o + 2] = 0xBD
                o += 3
            }
        }
        return o
    }
}

/// `char` results: locale ids and tags (ASCII by contract), and text the shim transcoded to UTF-8.
func icuCString(
    initialCapacity: Int = 96,
    _ body: (UnsafeMutablePointer<CChar>, Int32, inout Int32) -> Int32
) throws(ICUStatusError) -> String {
    try icuString(CChar.self, initialCapacity: initialCapacity, body) { chars in
        chars.withMemoryRebound(to: UInt8.self) { String(decoding: $0, as: UTF8.self) }
    }
}

extension String {
    /// Calls `body` with the string as NUL-terminated UTF-16 code units (ICU's UChar) and their
    /// count without the terminator.
    func withUTF16<R, E: Error>(_ body: (UnsafePointer<UInt16>, Int32) throws(E) -> R) throws(E) -> R {
        var units = ContiguousArray(utf16)
        units.append(0)
        let count = Int32(units.count - 1)
        return try units.withUnsafeBufferPointer { (buffer) throws(E) -> R in
            try body(buffer.baseAddress!, count)
        }
    }
}

extension String {
    /// Calls `body` with the string as NUL-terminated UTF-8 (`char`) and its length in bytes
    /// without the terminator: decimal texts and other ASCII ICU reads as `const char *`.
    func withCChars<R, E: Error>(_ body: (UnsafePointer<CChar>, Int32) throws(E) -> R) throws(E) -> R {
        let chars = utf8CString
        return try chars.withUnsafeBufferPointer { (buffer) throws(E) -> R in
            try body(buffer.baseAddress!, Int32(buffer.count - 1))
        }
    }
}

/// The version of the ICU library Spoken runs against, e.g. "72.1".
public var icuVersion: String {
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: 32) { buffer in
        spk_icu_version(buffer.baseAddress!)
        return String(cString: buffer.baseAddress!)
    }
}
