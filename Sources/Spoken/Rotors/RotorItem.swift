import Foundation

/// One item of a screen (an article, a message) with the attributes that put it on rotors.
public struct RotorItem: Sendable, Hashable {
    public var id: String
    public var headline = false
    public var unread = false
    public var hasImage = false
    public var favorite = false
    public var flagged = false
    public var mentions = false
    /// Items with a sender are visited by `rotor.bySender`.
    public var sender: String?
    /// Items with a category are visited by `rotor.categories`.
    public var category: String?

    public init(id: String) { self.id = id }

    /// Whether the item belongs on the rotor an attribute fills.
    public func has(_ attribute: RotorAttribute) -> Bool {
        switch attribute {
        case .headline: headline
        case .unread: unread
        case .hasImage: hasImage
        case .favorite: favorite
        case .flagged: flagged
        case .mentions: mentions
        case .sender: !(sender ?? "").trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        case .category: !(category ?? "").trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        }
    }

    /// The largest item list `parseList` reads: 8 MiB (100,000 items of 80 bytes take 8 MB; the
    /// reader holds about 12 bytes per byte of JSON).
    public static let maxListBytes = 8 * 1024 * 1024

    /// Parses `[{"id": "a1", "headline": true, "sender": "Alice", …}]` with the package's one
    /// JSON reader. Errors name the item (by position and id) and the attribute; a JSON syntax
    /// error names its line and column. A list over `maxListBytes` is refused unread.
    public static func parseList(_ data: Data) throws(SpokenError) -> [RotorItem] {
        func fail(_ message: String) -> SpokenError { SpokenError(.invalidManifest, input: message, message: message) }
        guard data.count <= maxListBytes else {
            throw fail("Invalid rotor items: \(data.count) bytes, over the limit of \(maxListBytes); not read")
        }
        let json: LocatedJSON
        do {
            json = try LocatedJSON(parsing: Array(data))
        } catch {
            throw fail("Invalid rotor items: not valid JSON (\(error.position): \(error.message))")
        }
        guard case .array(let list) = json.root.value else {
            throw fail(
                "Invalid rotor items: expected a JSON array of objects such as [{\"id\": \"a1\", \"headline\": true}]")
        }
        var items: [RotorItem] = []
        var seen = Set<String>()
        for (index, element) in list.enumerated() {
            let position = "item \(index + 1)"
            guard let members = element.members else {
                throw fail("Invalid rotor items: \(position) is not an object")
            }
            var fields: [String: LocatedJSON.Node] = [:]
            for member in members where fields.updateValue(member.value, forKey: member.key.value) != nil {
                throw fail("Invalid rotor items: '\(member.key.value)' is given twice in \(position)")
            }
            guard let id = fields["id"]?.stringLiteral?.value, !id.isEmpty else {
                throw fail("Invalid rotor items: \(position) has no 'id' string")
            }
            guard seen.insert(id).inserted else {
                throw fail("Invalid rotor items: duplicate id '\(id)' at \(position)")
            }
            var item = RotorItem(id: id)
            for (name, value) in fields.sorted(by: { $0.key < $1.key }) where name != "id" {
                let label = "'\(name)' of \(position) ('\(id)')"
                switch name {
                case "sender", "category":
                    if case .null = value.value { continue }
                    guard let text = value.stringLiteral?.value else {
                        throw fail("Invalid rotor items: \(label) must be a string")
                    }
                    if name == "sender" { item.sender = text } else { item.category = text }
                case "headline", "unread", "hasImage", "favorite", "flagged", "mentions":
                    guard case .bool(let flag) = value.value else {
                        throw fail("Invalid rotor items: \(label) must be true or false")
                    }
                    switch name {
                    case "headline": item.headline = flag
                    case "unread": item.unread = flag
                    case "hasImage": item.hasImage = flag
                    case "favorite": item.favorite = flag
                    case "flagged": item.flagged = flag
                    default: item.mentions = flag
                    }
                default:
                    let known = ["id"] + RotorAttribute.allCases.map(\.rawValue)
                    throw fail(
                        "Invalid rotor items: unknown attribute '\(name)' in \(position) ('\(id)'): expected \(known.joined(separator: ", "))"
                    )
                }
            }
            items.append(item)
        }
        return items
    }
}
