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
    typealias Kind = JSONReader.FlatMember.Kind

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

    /// Scans a whole line (valid UTF-8, no trailing CR) with the one JSON reader
    /// (`JSONReader.readFlatObject`); nil when it is not of the common shape, or not JSON at all
    /// (the general path, which reads with the same reader, then says why).
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, allowArrays: Bool) -> FlatRequest? {
        var request = FlatRequest()
        let read = JSONReader.readFlatObject(bytes, allowArrays: allowArrays) { member in
            guard let field = field(named: UnsafeBufferPointer(rebasing: bytes[member.name])) else { return false }
            let bit: UInt32 = 1 << UInt32(field.rawValue)
            guard request.present & bit == 0 else { return false }  // a duplicate: the parser's error
            request.present |= bit
            request.values[field.rawValue] = Value(
                kind: member.kind, start: member.value.lowerBound, end: member.value.upperBound)
            return true
        }
        return read ? request : nil
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
}
