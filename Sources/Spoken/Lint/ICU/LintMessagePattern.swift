import SpokenICU

/// One part of an ICU message pattern (`icu::MessagePattern::Part`), offsets in UTF-16 units.
struct MessagePart: Sendable {
    enum Kind: Int32, Sendable {
        case msgStart = 0, msgLimit, skipSyntax, insertChar, replaceNumber, argStart, argLimit,
            argNumber, argName, argType, argStyle, argSelector, argInt, argDouble
    }

    let kind: Kind
    let index: Int
    let length: Int
    let value: Int32
    /// For `msgStart`/`argStart`, the index of the matching limit part.
    let limit: Int
    let argType: MessageArgType
    let numeric: Double

    var end: Int { index + length }
}

/// ICU's argument types (`UMessagePatternArgType`).
enum MessageArgType: Int32, Sendable {
    case none = 0, simple, choice, plural, select, selectOrdinal
}

/// Parses messages with `icu::MessagePattern`, nothing more: the cheapest complete syntax check
/// ICU offers.
enum LintMessagePattern {
    struct Failure: Error, Sendable {
        let status: Int32
        /// UTF-16 offset where ICU stopped.
        let offset: Int
        var name: String { String(cString: spk_error_name(status)) }
    }

    private static let stackParts = 64

    /// ICU's parser recurses once per nested argument; lint runs on worker threads with small
    /// stacks, so deeper messages are refused before ICU sees them (no real message nests more
    /// than a few levels).
    static let maximumNesting = 100

    /// Parses `units` and returns its parts as an array.
    static func parse(_ units: UnsafeBufferPointer<UInt16>) -> Result<[MessagePart], Failure> {
        withParts(units) { Array($0) }
    }

    /// Parses `units` and lends its parts to `body` from a stack buffer (no heap array for the
    /// common message of fewer than 64 parts).
    static func withParts<R>(
        _ units: UnsafeBufferPointer<UInt16>, _ body: (UnsafeBufferPointer<MessagePart>) -> R
    ) -> Result<R, Failure> {
        // Brace depth ignoring quotes: an upper bound of ICU's nesting.
        var depth = 0
        for (offset, unit) in units.enumerated() {
            if unit == 0x7B {
                depth += 1
                if depth > maximumNesting {
                    return .failure(Failure(status: Int32(SPK_INDEX_OUTOFBOUNDS_ERROR), offset: offset))
                }
            } else if unit == 0x7D {
                depth -= 1
            }
        }
        let base = units.baseAddress ?? UnsafePointer(bitPattern: 0x2)!  // ICU reads nothing when empty
        func attempt(_ capacity: Int) -> Result<R, Failure>? {
            withUnsafeTemporaryAllocation(of: spk_lint_part.self, capacity: capacity) { buffer in
                var status: Int32 = 0
                var offset: Int32 = 0
                let count = Int(spk_lint_parse_pattern(
                    base, Int32(units.count), buffer.baseAddress!, Int32(capacity), &offset, &status))
                guard icuSucceeded(status) else {
                    return .failure(Failure(status: status, offset: Int(offset)))
                }
                guard count <= capacity else { return nil }
                return withUnsafeTemporaryAllocation(of: MessagePart.self, capacity: count) { parts in
                    for (i, raw) in buffer.prefix(count).enumerated() {
                        (parts.baseAddress! + i).initialize(to: MessagePart(
                            kind: MessagePart.Kind(rawValue: raw.type) ?? .skipSyntax, index: Int(raw.index),
                            length: Int(raw.length), value: raw.value, limit: Int(raw.limit),
                            argType: MessageArgType(rawValue: raw.arg_type) ?? .none, numeric: raw.numeric))
                    }
                    // MessagePart is trivial: no deinitialization needed.
                    return .success(body(UnsafeBufferPointer(start: parts.baseAddress, count: count)))
                }
            }
        }
        if let result = attempt(stackParts) { return result }
        // More parts than the stack buffer: ask ICU once more with room for all of them.
        var status: Int32 = 0
        var offset: Int32 = 0
        let needed = Int(spk_lint_parse_pattern(base, Int32(units.count), nil, 0, &offset, &status))
        return attempt(max(needed, stackParts) + 1)
            ?? .failure(Failure(status: Int32(SPK_BUFFER_OVERFLOW_ERROR), offset: 0))
    }
}
