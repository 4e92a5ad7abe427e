import Spoken

/// A JSON value as a `spoken render` request carries it.
///
/// Numbers keep the text they were written with (`1.50`, `1e3`): a request id is echoed back
/// verbatim, and a handler decides how to read a number (a `Double`, an exact integer).
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    /// The number's text exactly as written (already checked against JSON's number grammar).
    case number(String)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// "a string", "an array"…: how a value's kind reads in an error message.
    public var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// True for null, booleans, numbers and strings.
    public var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }
}

extension JSONValue {
    /// Appends the value as compact JSON (object members in their order).
    public func write(to out: inout [UInt8]) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let value): out.append(contentsOf: (value ? "true" : "false").utf8)
        case .number(let text): out.append(contentsOf: text.utf8)
        case .string(let text): JSONLineWriter.appendString(text, to: &out)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                item.write(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let object):
            out.append(UInt8(ascii: "{"))
            for (index, member) in object.members.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                JSONLineWriter.appendString(member.key, to: &out)
                out.append(UInt8(ascii: ":"))
                member.value.write(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }
}

/// A JSON object's members in source order, keys unique (the parser refuses duplicates).
///
/// An array, not a dictionary: a request has a handful of fields, and comparing a few short keys
/// costs less than hashing each of them (hashing was the render path's largest cost).
public struct JSONObject: Sendable, Hashable, ExpressibleByDictionaryLiteral {
    public struct Member: Sendable, Hashable {
        public var key: String
        public var value: JSONValue
    }

    public private(set) var members: [Member]

    public init(_ members: [Member] = []) { self.members = members }

    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        members = elements.map { Member(key: $0.0, value: $0.1) }
    }

    public subscript(key: String) -> JSONValue? {
        for member in members where Self.same(member.key, key) { return member.value }
        return nil
    }

    /// String equality, with the lengths compared first: most keys differ in length, and `==` on
    /// two different strings costs far more than on two identical ones.
    @inline(__always)
    static func same(_ a: String, _ b: String) -> Bool { a.utf8.count == b.utf8.count && a == b }

    mutating func reserveCapacity(_ count: Int) { members.reserveCapacity(count) }

    public var keys: [String] { members.map(\.key) }
    public var count: Int { members.count }

    package mutating func append(_ key: String, _ value: JSONValue) { members.append(Member(key: key, value: value)) }
}
