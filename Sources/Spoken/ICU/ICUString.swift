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
private func icuString<Unit, Encoding: Unicode.Encoding>(
    _ unit: Unit.Type, as encoding: Encoding.Type, initialCapacity: Int,
    _ body: (UnsafeMutablePointer<Unit>, Int32, inout Int32) -> Int32
) throws(ICUStatusError) -> String where Encoding.CodeUnit: FixedWidthInteger {
    func attempt(capacity: Int) -> (String?, needed: Int32, status: Int32) {
        withUnsafeTemporaryAllocation(of: Unit.self, capacity: capacity) { buffer in
            var status: Int32 = 0
            let length = body(buffer.baseAddress!, Int32(capacity), &status)
            guard icuSucceeded(status), length <= capacity else { return (nil, length, status) }
            let text = UnsafeRawPointer(buffer.baseAddress!).withMemoryRebound(
                to: Encoding.CodeUnit.self, capacity: Int(length)
            ) { String(decoding: UnsafeBufferPointer(start: $0, count: Int(length)), as: Encoding.self) }
            return (text, length, status)
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
    try icuString(UInt16.self, as: UTF16.self, initialCapacity: initialCapacity, body)
}

/// `char` results: locale ids and tags (ASCII by contract), and text the shim transcoded to UTF-8.
func icuCString(
    initialCapacity: Int = 96,
    _ body: (UnsafeMutablePointer<CChar>, Int32, inout Int32) -> Int32
) throws(ICUStatusError) -> String {
    try icuString(CChar.self, as: UTF8.self, initialCapacity: initialCapacity, body)
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
