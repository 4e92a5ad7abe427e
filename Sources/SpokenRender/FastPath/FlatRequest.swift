import Glibc
import Spoken

/// A request line read by one direct scan, when it has the common shape: one flat object whose
/// members are known request fields, with strings free of escapes, numbers, literals, and at
/// most an array of plain strings or nulls (a label's children). Values stay byte ranges of the
/// line: nothing is allocated.
///
/// Anything else (another field, an escape, a nested value, a duplicate, malformed JSON) is not
/// scanned: `scan` returns nil and the line goes through `JSONLineParser`, which also produces
/// every error. The scanner accepts only what the parser accepts, with the same meaning.
struct FlatRequest {
    enum Kind {
        case string, number, bool, null, array
    }

    /// A member's value: for a string, the bytes between the quotes; for an array, from `[` to
    /// `]`; otherwise the value's text.
    struct Value {
        var kind: Kind
        var start: Int
        var end: Int
        /// The value's JSON text as written (a string with its quotes).
        var raw: Range<Int> { kind == .string ? (start - 1)..<(end + 1) : start..<end }
    }

    /// The fields the fast ops read, by position in `FlatRequest.names`.
    enum Field: Int, CaseIterable {
        case id, op, locale, timeZone, instant, dateStyle, timeStyle, style, value, unit, width, usage
        case maxFractionDigits, children, presentation
    }

    static let names: [StaticString] = [
        "id", "op", "locale", "timeZone", "instant", "dateStyle", "timeStyle", "style", "value", "unit", "width",
        "usage", "maxFractionDigits", "children", "presentation",
    ]

    // Inline: no allocation per line.
    private var values = InlineArray<15, Value?>(repeating: nil)
    /// Fields present, one bit per `Field`.
    private(set) var present: UInt32 = 0

    subscript(field: Field) -> Value? { values[field.rawValue] }

    /// Scans a whole line (valid UTF-8, no trailing CR); nil when it is not of the common shape.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, allowArrays: Bool) -> FlatRequest? {
        var scanner = Scanner(bytes: bytes)
        var request = FlatRequest()
        scanner.skipWhitespace()
        guard scanner.take(UInt8(ascii: "{")) else { return nil }
        scanner.skipWhitespace()
        if scanner.peek == UInt8(ascii: "}") { return nil }  // {} is answered by the parser
        while true {
            guard scanner.take(UInt8(ascii: "\"")), let name = scanner.plainString(),
                let field = field(named: UnsafeBufferPointer(rebasing: bytes[name]))
            else { return nil }
            let bit: UInt32 = 1 << UInt32(field.rawValue)
            guard request.present & bit == 0 else { return nil }  // a duplicate: the parser's error
            request.present |= bit
            scanner.skipWhitespace()
            guard scanner.take(UInt8(ascii: ":")) else { return nil }
            scanner.skipWhitespace()
            guard let value = scanner.value(allowArrays: allowArrays) else { return nil }
            request.values[field.rawValue] = value
            scanner.skipWhitespace()
            if scanner.take(UInt8(ascii: ",")) {
                scanner.skipWhitespace()
                continue
            }
            guard scanner.take(UInt8(ascii: "}")) else { return nil }
            scanner.skipWhitespace()
            return scanner.atEnd ? request : nil
        }
    }

    /// The field a member name is, by its length and first byte, then one comparison.
    private static func field(named name: UnsafeBufferPointer<UInt8>) -> Field? {
        guard let first = name.first else { return nil }
        let candidate: Field
        switch (name.count, first) {
        case (2, UInt8(ascii: "i")): candidate = .id
        case (2, UInt8(ascii: "o")): candidate = .op
        case (4, UInt8(ascii: "u")): candidate = .unit
        case (5, UInt8(ascii: "s")): candidate = .style
        case (5, UInt8(ascii: "v")): candidate = .value
        case (5, UInt8(ascii: "w")): candidate = .width
        case (5, UInt8(ascii: "u")): candidate = .usage
        case (6, UInt8(ascii: "l")): candidate = .locale
        case (7, UInt8(ascii: "i")): candidate = .instant
        case (8, UInt8(ascii: "t")): candidate = .timeZone
        case (8, UInt8(ascii: "c")): candidate = .children
        case (9, UInt8(ascii: "d")): candidate = .dateStyle
        case (9, UInt8(ascii: "t")): candidate = .timeStyle
        case (12, UInt8(ascii: "p")): candidate = .presentation
        case (17, UInt8(ascii: "m")): candidate = .maxFractionDigits
        default: return nil
        }
        let expected = names[candidate.rawValue]
        return memcmp(expected.utf8Start, name.baseAddress!, name.count) == 0 ? candidate : nil
    }

    /// The scan itself, over the bytes of JSON's grammar (RFC 8259) that the fast path takes.
    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        var atEnd: Bool { index == bytes.count }
        var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func take(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        /// The parser's whitespace: space, tab, LF, CR.
        mutating func skipWhitespace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x09, 0x0A, 0x0D: index += 1
                default: return
                }
            }
        }

        /// After an opening quote: the range of a string without escapes or control characters,
        /// the closing quote consumed.
        mutating func plainString() -> Range<Int>? {
            let start = index
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    index += 1
                    return start..<(index - 1)
                }
                guard byte >= 0x20, byte != UInt8(ascii: "\\") else { return nil }
                index += 1
            }
            return nil
        }

        mutating func value(allowArrays: Bool) -> Value? {
            guard let byte = peek else { return nil }
            let start = index
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                guard let range = plainString() else { return nil }
                return Value(kind: .string, start: range.lowerBound, end: range.upperBound)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard number() else { return nil }
                return Value(kind: .number, start: start, end: index)
            case UInt8(ascii: "t"):
                guard literal("true") else { return nil }
                return Value(kind: .bool, start: start, end: index)
            case UInt8(ascii: "f"):
                guard literal("false") else { return nil }
                return Value(kind: .bool, start: start, end: index)
            case UInt8(ascii: "n"):
                guard literal("null") else { return nil }
                return Value(kind: .null, start: start, end: index)
            case UInt8(ascii: "[") where allowArrays:
                index += 1
                skipWhitespace()
                if take(UInt8(ascii: "]")) { return Value(kind: .array, start: start, end: index) }
                while true {
                    if take(UInt8(ascii: "\"")) {
                        guard plainString() != nil else { return nil }
                    } else if !literal("null") {
                        return nil
                    }
                    skipWhitespace()
                    if take(UInt8(ascii: ",")) {
                        skipWhitespace()
                        continue
                    }
                    guard take(UInt8(ascii: "]")) else { return nil }
                    return Value(kind: .array, start: start, end: index)
                }
            default:
                return nil
            }
        }

        mutating func literal(_ word: StaticString) -> Bool {
            let count = word.utf8CodeUnitCount
            guard bytes.count - index >= count, memcmp(bytes.baseAddress! + index, word.utf8Start, count) == 0
            else { return false }
            index += count
            return true
        }

        /// JSON's number grammar exactly: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
        mutating func number() -> Bool {
            func digits() -> Bool {
                let start = index
                while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
                return index > start
            }
            _ = take(UInt8(ascii: "-"))
            if take(UInt8(ascii: "0")) {
                if let next = peek, next >= 0x30, next <= 0x39 { return false }
            } else if !digits() {
                return false
            }
            if take(UInt8(ascii: ".")), !digits() { return false }
            if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
                if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
                if !digits() { return false }
            }
            return true
        }
    }
}
