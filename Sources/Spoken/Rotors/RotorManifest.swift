/// The custom rotors a screen needs, each with the ids it visits in screen order. Rotors that
/// would visit nothing are left out (VoiceOver users should never land on an empty rotor).
public struct RotorManifest: Sendable, Hashable {
    public struct Entry: Sendable, Hashable {
        public let rotor: Rotor
        public let ids: [String]
    }

    /// Every item id in screen order.
    public let itemIDs: [String]
    public let rotors: [Entry]

    public init(items: [RotorItem], locale: SpokenLocale, store: CatalogStore = .shared) throws(SpokenError) {
        itemIDs = items.map(\.id)
        let set = store.snapshot  // one set for every rotor name
        var entries: [Entry] = []
        for attribute in RotorAttribute.allCases {
            let ids = items.filter { $0.has(attribute) }.map(\.id)
            guard !ids.isEmpty else { continue }
            entries.append(Entry(rotor: try store.rotor(attribute.key, locale: locale, in: set), ids: ids))
        }
        rotors = entries
    }

    /// The item VoiceOver moves to when the user flicks down (`next`) on a rotor: the first item
    /// after `current` (in screen order) that the rotor visits, skipping the others. Nil past the
    /// last one: VoiceOver does not wrap around. With no current item, the first one.
    public func next(on key: String, from current: String?) throws(SpokenError) -> String? {
        let (ids, position) = try locate(key, current)
        guard let position else { return ids.first }
        return ids.first { index(of: $0) > position }
    }

    /// The same, flicking up: the last visited item before `current`; nil before the first.
    public func previous(on key: String, from current: String?) throws(SpokenError) -> String? {
        let (ids, position) = try locate(key, current)
        guard let position else { return ids.last }
        return ids.last { index(of: $0) < position }
    }

    private func index(of id: String) -> Int { itemIDs.firstIndex(of: id) ?? -1 }

    private func locate(_ key: String, _ current: String?) throws(SpokenError) -> ([String], Int?) {
        let full = CatalogStore.rotorKey(key)
        guard let entry = rotors.first(where: { $0.rotor.key == full }) else {
            let near = Suggestion.nearest(to: key, in: CatalogStore.asTyped(key, rotors.map(\.rotor.key)))
            let hint = near.map { ": did you mean '\($0)'?" } ?? ""
            throw SpokenError(
                .unknownKey, input: key, message: "No rotor '\(SpokenError.token(key))' in this manifest\(hint)")
        }
        guard let current else { return (entry.ids, nil) }
        guard let position = itemIDs.firstIndex(of: current) else {
            throw SpokenError(.invalidManifest, input: current, message: "Unknown item '\(current)'")
        }
        return (entry.ids, position)
    }

    /// `{"rotors": [{"key": …, "name": …, "systemType": null, "locale": …, "ids": […]}]}`, one
    /// rotor per line, keys in a fixed order.
    public var json: String {
        var lines: [String] = []
        for entry in rotors {
            let ids = entry.ids.map(JSONString.quoted).joined(separator: ", ")
            lines.append(
                "    {\"key\": \(JSONString.quoted(entry.rotor.key)), \"name\": \(JSONString.quoted(entry.rotor.name)), "
                    + "\"systemType\": \(entry.rotor.systemType.map { JSONString.quoted($0.rawValue) } ?? "null"), "
                    + "\"locale\": \(JSONString.quoted(entry.rotor.locale)), \"ids\": [\(ids)]}")
        }
        if lines.isEmpty { return "{\"rotors\": []}" }
        return "{\"rotors\": [\n" + lines.joined(separator: ",\n") + "\n]}"
    }
}
