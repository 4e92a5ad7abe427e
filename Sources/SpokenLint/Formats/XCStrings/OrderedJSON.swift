import Spoken

/// A JSON value that keeps member order and number spelling: what a byte-exact String Catalog
/// writer needs (Foundation's JSON on Linux reorders members and turns `false` into `0`).
public enum OrderedJSON: Sendable, Hashable {
    case object([Member])
    case array([OrderedJSON])
    case string(String)
    /// The number as written in the file.
    case number(String)
    case bool(Bool)
    case null

    public struct Member: Sendable, Hashable {
        public var key: String
        public var value: OrderedJSON

        public init(_ key: String, _ value: OrderedJSON) {
            self.key = key
            self.value = value
        }
    }

    /// The value of a parsed document node (duplicate keys are kept, in file order).
    package init(_ node: LocatedJSON.Node) {
        switch node.value {
        case .object(let members): self = .object(members.map { Member($0.key.value, OrderedJSON($0.value)) })
        case .array(let elements): self = .array(elements.map(OrderedJSON.init))
        case .string(let literal): self = .string(literal.value)
        case .number(let text): self = .number(text)
        case .bool(let value): self = .bool(value)
        case .null: self = .null
        }
    }

    /// The members of an object, else nil.
    public var members: [Member]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The text of a string, else nil.
    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The first member named `key` of an object.
    public subscript(key: String) -> OrderedJSON? {
        members?.first { $0.key == key }?.value
    }

    /// Sets `key` in an object: replaces the member in place, or inserts it where a caseless
    /// compare puts it among the existing keys (how Xcode orders map keys). No-op on non-objects.
    public mutating func set(_ key: String, _ value: OrderedJSON) {
        guard case .object(var members) = self else { return }
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].value = value
        } else {
            let index = members.firstIndex { Self.xcodeOrders(key, before: $0.key) } ?? members.count
            members.insert(Member(key, value), at: index)
        }
        self = .object(members)
    }

    /// Xcode's order for map keys (string keys, locales, categories): a caseless compare, then
    /// code points to keep distinct keys apart.
    public static func xcodeOrders(_ a: String, before b: String) -> Bool {
        let (la, lb) = (a.lowercased(), b.lowercased())
        return la != lb ? la < lb : a < b
    }
}
