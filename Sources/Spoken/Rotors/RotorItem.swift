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

    /// Parses `[{"id": "a1", "headline": true, "sender": "Alice", …}]`. Errors name the item (by
    /// position and id) and the attribute.
    public static func parseList(_ data: Data) throws(SpokenError) -> [RotorItem] {
        func fail(_ message: String) -> SpokenError { SpokenError(.invalidManifest, input: message, message: message) }
        guard let object = try? JSONSerialization.jsonObject(with: data) else {
            throw fail("Invalid rotor items: not valid JSON")
        }
        guard let list = object as? [Any] else {
            throw fail(
                "Invalid rotor items: expected a JSON array of objects such as [{\"id\": \"a1\", \"headline\": true}]")
        }
        var items: [RotorItem] = []
        var seen = Set<String>()
        for (index, element) in list.enumerated() {
            let position = "item \(index + 1)"
            guard let fields = element as? [String: Any] else {
                throw fail("Invalid rotor items: \(position) is not an object")
            }
            guard let id = fields["id"] as? String, !id.isEmpty else {
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
                    if value is NSNull { continue }
                    guard let text = value as? String else {
                        throw fail("Invalid rotor items: \(label) must be a string")
                    }
                    if name == "sender" { item.sender = text } else { item.category = text }
                case "headline", "unread", "hasImage", "favorite", "flagged", "mentions":
                    guard let flag = value as? Bool, !(value is String) else {
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
