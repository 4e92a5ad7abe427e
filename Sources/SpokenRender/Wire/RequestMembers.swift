import Glibc
import Spoken

/// A member name as bytes, with a small key that tells most names apart by one comparison: what
/// a declared field (`Field`, `ChoiceField`, `ValueField`) is looked up by in a request's members.
package final class MemberName: Sendable {
    package let string: String
    let bytes: [UInt8]
    /// Length, first, middle and last byte.
    let key: UInt32

    package init(_ string: String) {
        self.string = string
        bytes = Array(string.utf8)
        key = bytes.withUnsafeBufferPointer { Self.key($0) }
    }

    @inline(__always)
    static func key(_ name: UnsafeBufferPointer<UInt8>) -> UInt32 {
        guard let first = name.first else { return 0 }
        return UInt32(truncatingIfNeeded: name.count) | UInt32(first) << 8 | UInt32(name[name.count >> 1]) << 16
            | UInt32(name[name.count - 1]) << 24
    }

    @inline(__always)
    func matches(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        name.count == bytes.count && bytes.withUnsafeBufferPointer { Self.same($0, name) }
    }

    /// Byte-wise equality of two buffers of the same length, inline: a call to `memcmp` costs
    /// more than comparing the few bytes of a name.
    @inline(__always)
    static func same(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = a.count
        while index + 8 <= count {
            let x = UnsafeRawPointer(a.baseAddress! + index).loadUnaligned(as: UInt64.self)
            let y = UnsafeRawPointer(b.baseAddress! + index).loadUnaligned(as: UInt64.self)
            if x != y { return false }
            index += 8
        }
        while index < count {
            if a[index] != b[index] { return false }
            index += 1
        }
        return true
    }
}

/// A request line decoded once by the one JSON reader (`JSONReader.readFlatObject`): its members
/// as byte ranges of the line, which it holds. How every request of the common shape is read
/// (one object whose strings have no escapes, whose values are strings, numbers, literals or
/// arrays of strings and nulls): nothing is copied out of the line until a handler asks for a
/// value, and then only that value. Any other line is read whole into a `JSONObject` by
/// `JSONLineParser`, over the same reader, which also says what is wrong with a line that is not
/// a request. Both are a `RenderRequest`'s members; handlers read them through its typed
/// accessors and never see which.
package struct RequestMembers: Sendable {
    package typealias Kind = JSONReader.FlatMember.Kind

    struct Member: Sendable {
        var key: UInt32
        var kind: Kind
        /// The name's bytes, and the value's: for a string, between its quotes; for an array,
        /// from `[` to `]`; otherwise its text. Offsets into the line.
        var nameStart: Int32, nameEnd: Int32, valueStart: Int32, valueEnd: Int32

        var name: Range<Int> { Int(nameStart)..<Int(nameEnd) }
        var value: Range<Int> { Int(valueStart)..<Int(valueEnd) }
        /// The value's JSON text (a string with its quotes).
        var raw: Range<Int> { kind == .string ? Int(valueStart - 1)..<Int(valueEnd + 1) : value }
    }

    /// Members per request read this way; a request with more is read whole.
    static let capacity = 16

    /// A copy of the line and its members, in memory a thread reuses from line to line while no
    /// request holds it (`RenderMemo.members`): a request is one reference, never a copy.
    final class Table: @unchecked Sendable {
        private(set) var bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        private var capacity = 256
        private(set) var length = 0
        let members = UnsafeMutablePointer<Member>.allocate(capacity: RequestMembers.capacity)
        var count = 0
        /// One bit per member, by its key (`RequestMembers.bit`): most fields a handler asks for
        /// are absent, and this says so without a comparison.
        var bits: UInt64 = 0

        init() {}

        deinit {
            bytes.deallocate()
            members.deallocate()
        }

        func copy(_ line: UnsafeBufferPointer<UInt8>) {
            if line.count > capacity {
                bytes.deallocate()
                capacity = max(line.count, capacity * 2)
                bytes = .allocate(capacity: capacity)
            }
            if let base = line.baseAddress { bytes.update(from: base, count: line.count) }
            length = line.count
        }

        var line: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: bytes, count: length) }
    }

    private let table: Table

    var count: Int { table.count }

    /// The members of `line` (valid UTF-8, no trailing CR), in `reusing` when no request holds it
    /// any more; nil when the line is not of the common shape (or not a request at all:
    /// `JSONLineParser` then reads it).
    static func read(
        _ line: UnsafeBufferPointer<UInt8>, allowArrays: Bool, reusing reused: inout Table?
    ) -> RequestMembers? {
        guard line.count < Int(Int32.max) else { return nil }
        if reused == nil || !isKnownUniquelyReferenced(&reused!) { reused = Table() }
        let table = reused!
        var count = 0
        var bits: UInt64 = 0
        let members = table.members
        let read = JSONReader.readFlatObject(line, allowArrays: allowArrays) { member in
            guard count < capacity else { return false }
            let name = UnsafeBufferPointer(rebasing: line[member.name])
            let key = MemberName.key(name)
            // A name given twice: the parser's error.
            if bits & bit(key) != 0 {
                for index in 0..<count where members[index].key == key {
                    let other = members[index]
                    if Int(other.nameEnd - other.nameStart) == name.count,
                        MemberName.same(UnsafeBufferPointer(rebasing: line[other.name]), name)
                    {
                        return false
                    }
                }
            }
            (members + count).initialize(
                to: Member(
                    key: key, kind: member.kind, nameStart: Int32(member.name.lowerBound),
                    nameEnd: Int32(member.name.upperBound), valueStart: Int32(member.value.lowerBound),
                    valueEnd: Int32(member.value.upperBound)))
            count += 1
            bits |= bit(key)
            return true
        }
        guard read else { return nil }
        table.copy(line)
        table.count = count
        table.bits = bits
        return RequestMembers(table: table)
    }

    subscript(index: Int) -> Member { table.members[index] }

    @inline(__always)
    static func bit(_ key: UInt32) -> UInt64 { 1 << UInt64((key &* 0x9E37_79B1) >> 26) }

    /// The index of the member called `name`.
    @inline(__always)
    func index(of name: MemberName) -> Int? {
        guard table.bits & Self.bit(name.key) != 0 else { return nil }
        for index in 0..<count where self[index].key == name.key {
            if name.matches(UnsafeBufferPointer(rebasing: table.line[self[index].name])) { return index }
        }
        return nil
    }

    /// The member called `name` (a string: for fields not declared as a `MemberName`).
    func index(of name: String) -> Int? {
        var name = name
        return name.withUTF8 { bytes in
            let key = MemberName.key(bytes)
            guard table.bits & Self.bit(key) != 0 else { return nil }
            for index in 0..<count where self[index].key == key {
                let member = self[index]
                if Int(member.nameEnd - member.nameStart) == bytes.count,
                    MemberName.same(UnsafeBufferPointer(rebasing: table.line[member.name]), bytes)
                {
                    return index
                }
            }
            return nil
        }
    }

    /// The bytes of a range of the line (valid while this request is held).
    @inline(__always)
    func bytes(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: table.line[range]) }

    func name(at index: Int) -> String { String(decoding: bytes(self[index].name), as: UTF8.self) }

    /// A member's text: a string's, a number's as written.
    func text(at index: Int) -> String { String(decoding: bytes(self[index].value), as: UTF8.self) }

    /// A member's value as a `JSONValue`.
    func value(at index: Int) -> JSONValue {
        let member = self[index]
        switch member.kind {
        case .string: return .string(text(at: index))
        case .number: return .number(text(at: index))
        case .null: return .null
        case .bool: return .bool(table.bytes[Int(member.valueStart)] == UInt8(ascii: "t"))
        case .array: return .array(Self.items(of: bytes(member.value)).map { $0.map(JSONValue.string) ?? .null })
        }
    }

    /// The strings and nulls of an array the reader took (plain strings, `null`, whitespace).
    static func items(of array: UnsafeBufferPointer<UInt8>) -> [String?] {
        var items: [String?] = []
        items.reserveCapacity(4)
        var index = 1  // after [
        while index < array.count {
            switch array[index] {
            case UInt8(ascii: "\""):
                let start = index + 1
                index = start
                while array[index] != UInt8(ascii: "\"") { index += 1 }
                items.append(String(decoding: UnsafeBufferPointer(rebasing: array[start..<index]), as: UTF8.self))
                index += 1
            case UInt8(ascii: "n"):
                items.append(nil)
                index += 4
            default:
                index += 1  // whitespace, commas, the closing ]
            }
        }
        return items
    }

    /// Every member, in order, as an object.
    var object: JSONObject {
        var object = JSONObject()
        object.reserveCapacity(count)
        for index in 0..<count { object.append(name(at: index), value(at: index)) }
        return object
    }
}
