// `package`, not `internal`: lint inlines the part accessors and the parse loop across modules.
package import SpokenICU

/// One part of an ICU message pattern (`icu::MessagePattern::Part`), offsets in UTF-16 units.
///
/// A view of the shim's own struct (its only stored property), so ICU's parts are read where the
/// shim wrote them instead of being copied into a second buffer.
package struct MessagePart: Sendable {
    package enum Kind: Int32, Sendable {
        case msgStart = 0
        case msgLimit, skipSyntax, insertChar, replaceNumber, argStart, argLimit,
            argNumber, argName, argType, argStyle, argSelector, argInt, argDouble
    }

    @usableFromInline let raw: spk_pattern_part

    @inlinable package var kind: Kind { Kind(rawValue: raw.type) ?? .skipSyntax }
    @inlinable package var index: Int { Int(raw.index) }
    @inlinable var length: Int { Int(raw.length) }
    var value: Int32 { raw.value }
    /// For `msgStart`/`argStart`, the index of the matching limit part.
    @inlinable package var limit: Int { Int(raw.limit) }
    @inlinable package var argType: MessageArgType { MessageArgType(rawValue: raw.arg_type) ?? .none }
    @inlinable package var numeric: Double { raw.numeric }
    @inlinable package var end: Int { index + length }
}

/// ICU's argument types (`UMessagePatternArgType`).
package enum MessageArgType: Int32, Sendable {
    case none = 0
    case simple, choice, plural, select, selectOrdinal
}

/// Parses messages with `icu::MessagePattern`, nothing more: the cheapest complete syntax check
/// ICU offers.
package enum ICUMessagePattern {
    package struct Failure: Error, Sendable {
        let status: Int32
        /// UTF-16 offset where ICU stopped.
        package let offset: Int
        package var name: String { String(cString: spk_error_name(status)) }
    }

    /// ICU's parser recurses once per nested argument; lint runs on worker threads with small
    /// stacks, so deeper messages are refused before ICU sees them (no real message nests more
    /// than a few levels).
    package static let maximumNesting = 100

    /// Room for the parts of one message, reused from message to message (one per linted file)
    /// so that parsing allocates nothing once it has grown to the largest message.
    package struct Scratch {
        package fileprivate(set) var parts = [MessagePart](repeating: MessagePart(raw: spk_pattern_part()), count: 64)
        package init() {}
    }

    /// Parses `units` and returns its parts as an array.
    package static func parse(_ units: UnsafeBufferPointer<UInt16>) -> Result<[MessagePart], Failure> {
        // No scratch to keep: a temporary buffer for the common message, an exact array otherwise.
        withUnsafeTemporaryAllocation(of: MessagePart.self, capacity: 64) { buffer in
            parse(units, into: buffer).flatMap { count in
                if count <= buffer.count { return .success(Array(buffer.prefix(count))) }
                var parts = [MessagePart](repeating: MessagePart(raw: spk_pattern_part()), count: count)
                return parts.withUnsafeMutableBufferPointer { parse(units, into: $0) }.map { _ in parts }
            }
        }
    }

    /// Parses `units` into `scratch` (grown when a message has more parts than any before) and
    /// returns how many parts it has: read them from `scratch.parts`. Not generic, so a caller in
    /// another module runs specialised code around it.
    /// `openingBraces`: how many units are `{`, when the caller counted them already (at least
    /// `DeepStack.threshold + 1` stands for any more).
    package static func parse(
        _ units: UnsafeBufferPointer<UInt16>, scratch: inout Scratch, openingBraces: Int? = nil
    ) -> Result<Int, Failure> {
        var result = scratch.parts.withUnsafeMutableBufferPointer {
            parse(units, into: $0, openingBraces: openingBraces)
        }
        if case .success(let count) = result, count > scratch.parts.count {
            // More parts than ever before: grow the scratch and ask ICU once more.
            scratch.parts = [MessagePart](repeating: MessagePart(raw: spk_pattern_part()), count: count)
            result = scratch.parts.withUnsafeMutableBufferPointer {
                parse(units, into: $0, openingBraces: openingBraces)
            }
        }
        return result
    }

    /// Parses `units` into `buffer` (its first parts, when there are more) and returns how many
    /// parts the message has.
    private static func parse(
        _ units: UnsafeBufferPointer<UInt16>, into buffer: UnsafeMutableBufferPointer<MessagePart>,
        openingBraces counted: Int? = nil
    ) -> Result<Int, Failure> {
        // Brace depth ignoring quotes: an upper bound of ICU's nesting. The count of `{` bounds
        // it, and most messages have too few for the depth to matter: no second pass.
        let opening = counted ?? openingBraces(units)
        var deepest = opening
        if opening > DeepStack.threshold {
            var depth = 0
            deepest = 0
            for (offset, unit) in units.enumerated() {
                if unit == 0x7B {
                    depth += 1
                    if depth > maximumNesting {
                        return .failure(Failure(status: Int32(SPK_INDEX_OUTOFBOUNDS_ERROR), offset: offset))
                    }
                    deepest = max(deepest, depth)
                } else if unit == 0x7D {
                    depth -= 1
                }
            }
        }
        let base = units.baseAddress ?? UnsafePointer(bitPattern: 0x2)!  // ICU reads nothing when empty
        // MessagePart's only stored property is the shim's struct: the layouts agree.
        return buffer.withMemoryRebound(to: spk_pattern_part.self) { raw in
            let length = Int32(units.count)
            // ICU recurses once per level: a deep message is parsed on a stack sized for it. The
            // common message calls ICU directly: a closure over the status would box it on the heap.
            let (count, status, offset) =
                deepest > DeepStack.threshold
                ? DeepStack.run { callICU(base, length, raw) } : callICU(base, length, raw)
            return icuSucceeded(status) ? .success(count) : .failure(Failure(status: status, offset: Int(offset)))
        }
    }

    /// How many units are `{`, eight at a time (every message is counted before ICU parses it).
    package static func openingBraces(_ units: UnsafeBufferPointer<UInt16>) -> Int {
        var count = 0
        var index = 0
        if let base = units.baseAddress {
            while index + 8 <= units.count {
                // Lanes count to at most 4,096 before they are added up: no lane overflows.
                var lanes = SIMD8<UInt16>.zero
                let stop = min(units.count, index + 8 * 4096)
                while index + 8 <= stop {
                    lanes &+= openingBraceLanes(UnsafeRawPointer(base + index).loadUnaligned(as: SIMD8<UInt16>.self))
                    index += 8
                }
                count += Int(SIMD8<UInt32>(truncatingIfNeeded: lanes).wrappedSum())
            }
        }
        while index < units.count {
            count &+= units[index] == 0x7B ? 1 : 0
            index += 1
        }
        return count
    }

    /// 1 in each lane whose unit is `{`, 0 elsewhere: a `{` leaves 0 after the xor, the only
    /// value whose sign bit stays clear in both it and its negation.
    @inline(__always)
    package static func openingBraceLanes(_ eight: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let difference = eight ^ SIMD8(repeating: 0x7B)
        return SIMD8(repeating: 1) &- ((difference | (.zero &- difference)) &>> 15)
    }

    /// One call of the shim's parser: the part count, ICU's status and where it stopped.
    private static func callICU(
        _ base: UnsafePointer<UInt16>, _ length: Int32, _ parts: UnsafeMutableBufferPointer<spk_pattern_part>
    ) -> (count: Int, status: Int32, offset: Int32) {
        var status: Int32 = 0
        var offset: Int32 = 0
        let count = spk_pattern_parse(base, length, parts.baseAddress!, Int32(parts.count), &offset, &status)
        return (Int(count), status, offset)
    }
}
