internal import SpokenICU

/// Owns one compiled ICU MessageFormat (`spk_msgfmt`), closed in `deinit`.
///
/// Sendable because the handle is only used inside `handle`'s lock: an ICU MessageFormat keeps
/// lazily created sub-formatters and must not format on two threads at once.
final class ICUMessageFormat: Sendable {
    /// One use of an argument (no position: the run time needs none).
    typealias ArgumentUse = ArgumentUseSite

    /// A value as the shim takes it.
    enum Value: Sendable {
        case string(String)
        case int(Int64)
        case double(Double)
        case dateMillis(Double)
    }

    /// A pattern ICU cannot parse: the status name and the UTF-16 offset where it broke.
    struct SyntaxError: Error, Sendable {
        let status: ICUStatusError
        let offset: Int?
    }

    // Unchecked: the raw handle lives only inside the mutex.
    private struct Handle: @unchecked Sendable { let pointer: OpaquePointer }

    private let handle: Locked<Handle>
    /// Every argument use in pattern order (an argument used twice is listed twice).
    let arguments: [ArgumentUse]
    /// True when the pattern nests deeper than any thread's stack affords ICU's recursion: it is
    /// compiled and formatted on a deep stack (`DeepStack`).
    private let isDeep: Bool

    init(pattern: String, localeID: String, timeZoneID: String) throws(SyntaxError) {
        var status: Int32 = 0
        var offset: Int32 = -1
        var isDeep = false
        let pointer = pattern.withUTF16 { text, length in
            isDeep = DeepStack.nesting(UnsafeBufferPointer(start: text, count: Int(length))) > DeepStack.threshold
            func open() -> OpaquePointer? {
                timeZoneID.withUTF16 { zone, zoneLength in
                    spk_msgfmt_open(text, length, localeID, zone, zoneLength, &offset, &status)
                }
            }
            return isDeep ? DeepStack.run(open) : open()
        }
        self.isDeep = isDeep
        guard icuSucceeded(status), let pointer else {
            throw SyntaxError(status: ICUStatusError(status: status), offset: offset >= 0 ? Int(offset) : nil)
        }
        var uses: [ArgumentUse] = []
        for index in 0..<spk_msgfmt_argument_count(pointer) {
            var kind: Int32 = 0
            var nameOffset: Int32 = 0
            let name =
                (try? icuUTF16String(initialCapacity: 64) {
                    spk_msgfmt_argument(pointer, index, $0, $1, &kind, &nameOffset, &$2)
                }) ?? ""
            uses.append(ArgumentUse(name: name, kind: Self.kind(kind), nameOffset: Int(nameOffset)))
        }
        arguments = uses
        handle = Locked(Handle(pointer: pointer))
    }

    deinit {
        handle.withLock { spk_msgfmt_close($0.pointer) }
    }

    /// The shim's `SPK_MSGARG_*` as the package's one argument kind.
    private static func kind(_ raw: Int32) -> MessageArgumentKind {
        switch Int(raw) {
        case Int(SPK_MSGARG_NUMBER): .number
        case Int(SPK_MSGARG_DATE): .date
        case Int(SPK_MSGARG_TIME): .time
        case Int(SPK_MSGARG_PLURAL): .plural
        case Int(SPK_MSGARG_SELECT): .select
        case Int(SPK_MSGARG_SELECTORDINAL): .selectOrdinal
        case Int(SPK_MSGARG_CHOICE): .choice
        case Int(SPK_MSGARG_SPELLOUT): .spellout
        case Int(SPK_MSGARG_ORDINAL): .ordinal
        case Int(SPK_MSGARG_DURATION): .duration
        default: .simple
        }
    }

    /// Formats with named values; every name the pattern uses must be present (checked by the
    /// caller: ICU itself would print "{name}").
    func format(_ values: [(name: String, value: Value)]) throws(ICUStatusError) -> String {
        // Keep every UTF-16 buffer alive for the duration of the call.
        let names = values.map { ContiguousArray($0.name.utf16) }
        let texts: [ContiguousArray<UInt16>] = values.map {
            if case .string(let text) = $0.value { return ContiguousArray(text.utf16) }
            return []
        }
        let nameLengths = names.map { Int32($0.count) }
        return try withPointers(names) { namePointers throws(ICUStatusError) -> String in
            try withPointers(texts) { textPointers throws(ICUStatusError) -> String in
                var arguments: [spk_msgarg] = []
                arguments.reserveCapacity(values.count)
                for (index, entry) in values.enumerated() {
                    var argument = spk_msgarg()
                    switch entry.value {
                    case .string:
                        argument.type = Int32(SPK_VALUE_STRING)
                        argument.text = textPointers[index]
                        argument.text_length = Int32(texts[index].count)
                    case .int(let value):
                        argument.type = Int32(SPK_VALUE_INT)
                        argument.integer = value
                    case .double(let value):
                        argument.type = Int32(SPK_VALUE_DOUBLE)
                        argument.number = value
                    case .dateMillis(let millis):
                        argument.type = Int32(SPK_VALUE_DATE)
                        argument.number = millis
                    }
                    arguments.append(argument)
                }
                return try handle.withLock { (handle) throws(ICUStatusError) -> String in
                    func format() throws(ICUStatusError) -> String {
                        try icuUTF16String(initialCapacity: 256) { out, capacity, status in
                            spk_msgfmt_format(
                                handle.pointer, namePointers, nameLengths, arguments, Int32(values.count),
                                out, capacity, &status)
                        }
                    }
                    return isDeep ? try DeepStack.run(format) : try format()
                }
            }
        }
    }
}

/// Calls `body` with a stable pointer to each buffer's storage (nil for empty buffers).
private func withPointers<R, E: Error>(
    _ buffers: [ContiguousArray<UInt16>],
    _ body: ([UnsafePointer<UInt16>?]) throws(E) -> R
) throws(E) -> R {
    func recurse(_ index: Int, _ collected: inout [UnsafePointer<UInt16>?]) throws(E) -> R {
        guard index < buffers.count else { return try body(collected) }
        return try buffers[index].withUnsafeBufferPointer { (buffer) throws(E) -> R in
            collected.append(buffer.baseAddress)
            return try recurse(index + 1, &collected)
        }
    }
    var collected: [UnsafePointer<UInt16>?] = []
    return try recurse(0, &collected)
}
