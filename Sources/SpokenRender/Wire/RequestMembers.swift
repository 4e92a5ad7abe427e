import Glibc
import Spoken
import Synchronization

/// A member name as bytes, with a small key that tells most names apart by one comparison, and a
/// number shared by every `MemberName` of the same spelling: what a declared field (`Field`,
/// `ChoiceField`, `ValueField`) is looked up by in a request's members.
package final class MemberName: Sendable {
    package let string: String
    let bytes: [UInt8]
    /// Length, first, middle and last byte.
    let key: UInt32
    /// The spelling's number in this process (`MemberName.numbers`): the same for every
    /// `MemberName` of the same string.
    let number: Int
    /// `1 << number` for the first 64 spellings (a request's members say by one bit whether they
    /// hold it: `RequestMembers.present`), else 0 (found by its bytes).
    let bit: UInt64

    package init(_ string: String) {
        self.string = string
        bytes = Array(string.utf8)
        key = bytes.withUnsafeBufferPointer { Self.key($0) }
        number = Self.numbers.withLock { numbers in
            if let number = numbers[string] { return number }
            numbers[string] = numbers.count
            return numbers.count - 1
        }
        bit = number < 64 ? 1 << UInt64(number) : 0
    }

    /// Every spelling made so far, numbered in the order they were first made.
    private static let numbers = Mutex<[String: Int]>([:])

    @inline(__always)
    static func key(_ name: UnsafeBufferPointer<UInt8>) -> UInt32 {
        guard let first = name.first else { return 0 }
        return UInt32(min(name.count, 255)) | UInt32(first) << 8 | UInt32(name[name.count >> 1]) << 16
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

/// A numbered name's number and bit, without the name (`RequestMembers.position`).
struct MemberKey: Sendable {
    let number: Int
    let bit: UInt64

    init(_ name: MemberName) { (number, bit) = (name.number, name.bit) }
}

/// The member names a renderer's ops take (`Renderer.names`), found by their bytes: what a line's
/// members are numbered by as it is read, so that an op's fields are then found by one bit each.
struct MemberNames: Sendable {
    let names: [MemberName]
    private let table: NameTable

    init(_ names: [MemberName]) {
        var seen = Set<Int>()
        self.names = names.filter { seen.insert($0.number).inserted }
        table = NameTable(self.names)
    }

    /// The number and bit of the name these bytes spell, when an op takes it (read from the
    /// table's slot, without reaching the name).
    @inline(__always)
    func find(_ bytes: UnsafeBufferPointer<UInt8>) -> (number: Int32, bit: UInt64)? {
        table.found(bytes).map { ($0.number, $0.bit) }
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
///
/// Each member is numbered as it is read by the name it spells (`MemberNames`, the names the
/// renderer's ops take): a field is then found by one bit (`present`) and one load.
package struct RequestMembers: Sendable {
    package typealias Kind = JSONReader.FlatMember.Kind

    struct Member: Sendable {
        /// The name's number (`MemberName.number`), -1 for a name no op takes.
        var number: Int32
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
        /// One bit per member whose name has a bit (`MemberName.bit`).
        var present: UInt64 = 0
        /// The index of the member of each numbered name present (valid where `present` says so).
        let positions = UnsafeMutablePointer<Int8>.allocate(capacity: 64)
        /// Members without a bit: a name no op takes, or one past the first 64 spellings.
        var others = 0

        init() {}

        deinit {
            bytes.deallocate()
            members.deallocate()
            positions.deallocate()
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
    /// One bit per member, by its name's bit (`MemberName.bit`).
    var present: UInt64 { table.present }
    /// How many members have no bit (`Table.others`).
    var others: Int { table.others }

    /// The members of `line` (valid UTF-8, no trailing CR), numbered by `names`, in `reusing`
    /// when no request holds it any more; nil when the line is not of the common shape (or not a
    /// request at all: `JSONLineParser` then reads it).
    static func read(
        _ line: UnsafeBufferPointer<UInt8>, allowArrays: Bool, names: MemberNames, reusing reused: inout Table?
    ) -> RequestMembers? {
        guard line.count < Int(Int32.max) else { return nil }
        if reused == nil || !isKnownUniquelyReferenced(&reused!) { reused = Table() }
        let table = reused!
        var count = 0
        var present: UInt64 = 0
        var others = 0
        let members = table.members
        let positions = table.positions
        let read = JSONReader.readFlatObject(line, allowArrays: allowArrays) { member in
            guard count < capacity else { return false }
            let name = UnsafeBufferPointer(rebasing: line[member.name])
            let known = names.find(name)
            if let known, known.bit != 0 {
                // A name given twice: the parser's error.
                guard present & known.bit == 0 else { return false }
                present |= known.bit
                positions[Int(known.number)] = Int8(truncatingIfNeeded: count)
            } else {
                for index in 0..<count where members[index].number < 0 || members[index].number >= 64 {
                    let other = members[index]
                    if Int(other.nameEnd - other.nameStart) == name.count,
                        MemberName.same(UnsafeBufferPointer(rebasing: line[other.name]), name)
                    {
                        return false
                    }
                }
                others += 1
            }
            (members + count).initialize(
                to: Member(
                    number: known?.number ?? -1, kind: member.kind,
                    nameStart: Int32(truncatingIfNeeded: member.name.lowerBound),
                    nameEnd: Int32(truncatingIfNeeded: member.name.upperBound),
                    valueStart: Int32(truncatingIfNeeded: member.value.lowerBound),
                    valueEnd: Int32(truncatingIfNeeded: member.value.upperBound)))
            count += 1
            return true
        }
        guard read else { return nil }
        table.copy(line)
        table.count = count
        table.present = present
        table.others = others
        return RequestMembers(table: table)
    }

    subscript(index: Int) -> Member { table.members[index] }

    /// The index of the member called `name`: one bit and one load for a numbered name.
    @inline(__always)
    func index(of name: MemberName) -> Int? {
        if table.present & name.bit != 0 { return Int(table.positions[name.number]) }
        // Absent, unless it is among the members without a bit.
        guard table.others != 0 else { return nil }
        return name.bytes.withUnsafeBufferPointer { index(spelled: $0) }
    }

    /// The member of a numbered name, when no member lacks a bit (`others` is 0).
    @inline(__always)
    func position(_ key: MemberKey) -> Int? {
        table.present & key.bit != 0 ? Int(table.positions[key.number]) : nil
    }

    /// The member called `name` (a string: for fields not declared as a `MemberName`).
    func index(of name: String) -> Int? {
        var name = name
        return name.withUTF8 { index(spelled: $0) }
    }

    /// The member whose name is these bytes, by comparing every name.
    private func index(spelled name: UnsafeBufferPointer<UInt8>) -> Int? {
        for index in 0..<count {
            let member = self[index]
            if Int(member.nameEnd - member.nameStart) == name.count, MemberName.same(bytes(member.name), name) {
                return index
            }
        }
        return nil
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
