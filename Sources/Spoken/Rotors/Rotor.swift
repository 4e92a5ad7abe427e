/// A rotor's spoken name, and the system rotor it stands for when VoiceOver has one.
public struct Rotor: Sendable, Hashable {
    /// The catalog key (`rotor.headlines`).
    public let key: String
    public let name: String
    /// Set for kinds VoiceOver already has (`image`, `headingLevel2`…): create those rotors with
    /// `UIAccessibilityCustomRotor(systemType:)`, the others with `(name:)`.
    public let systemType: SystemRotor?
    /// The catalog that supplied the name.
    public let locale: String
}

/// Item attributes that put an item on a custom rotor, and the rotor each one fills.
public enum RotorAttribute: String, Sendable, Hashable, CaseIterable {
    case headline, unread, hasImage, sender, category, favorite, flagged, mentions

    public var key: String {
        switch self {
        case .headline: "rotor.headlines"
        case .unread: "rotor.unread"
        case .hasImage: "rotor.withImages"
        case .sender: "rotor.bySender"
        case .category: "rotor.categories"
        case .favorite: "rotor.favorites"
        case .flagged: "rotor.flagged"
        case .mentions: "rotor.mentions"
        }
    }
}

extension CatalogStore {
    static let rotorPrefix = "rotor."

    /// `headlines` and `rotor.headlines` name the same rotor.
    public static func rotorKey(_ name: String) -> String {
        name.hasPrefix(rotorPrefix) ? name : rotorPrefix + name
    }

    /// Rotor keys in the form `typed` has: with `rotor.` when it was written, else without.
    static func asTyped(_ typed: String, _ keys: [String]) -> [String] {
        typed.hasPrefix(rotorPrefix) ? keys : keys.map { String($0.dropFirst(rotorPrefix.count)) }
    }

    /// One rotor's name in `locale` (the key with or without `rotor.`).
    public func rotor(_ key: String, locale: SpokenLocale) throws(SpokenError) -> Rotor {
        try rotor(key, locale: locale, in: snapshot)
    }

    /// The same from one snapshot: a caller assembling several rotors passes the same set to
    /// each, so a concurrent `loadOverrides` never mixes the words of two sets in one result.
    func rotor(_ key: String, locale: SpokenLocale, in set: CatalogSet) throws(SpokenError) -> Rotor {
        let full = Self.rotorKey(key)
        guard let metadata = set.source?.metadata, set.source?.messages[full] != nil else {
            let rotors = (set.source?.messages.keys.sorted() ?? []).filter { $0.hasPrefix(Self.rotorPrefix) }
            throw SpokenError(
                .unknownKey, input: key, message: Suggestion.unknown("rotor", key, in: Self.asTyped(key, rotors)))
        }
        let text = try text(key: full, locale: locale, in: set)
        return Rotor(key: full, name: text.text, systemType: metadata[full]?.systemRotor, locale: text.locale)
    }

    /// The rotors `keys` name (with or without `rotor.`), in order, all from one snapshot of the
    /// catalogs. Inside a `throws(SpokenError)` function this is `try store.rotors(keys, locale:
    /// locale)`, where `try keys.map { try store.rotor($0, locale: locale) }` does not compile
    /// (Swift infers the closure as throwing `any Error`).
    public func rotors(_ keys: some Sequence<String>, locale: SpokenLocale) throws(SpokenError) -> [Rotor] {
        let set = snapshot
        var rotors: [Rotor] = []
        rotors.reserveCapacity(keys.underestimatedCount)
        for key in keys { rotors.append(try rotor(key, locale: locale, in: set)) }
        return rotors
    }

    /// Every rotor of the source catalog: the custom ones in `RotorAttribute` order, then the
    /// system ones in `SystemRotor` order, then any other `rotor.*` key alphabetically. All from
    /// one snapshot of the catalogs.
    public func rotors(locale: SpokenLocale) throws(SpokenError) -> [Rotor] {
        let set = snapshot
        let metadata = set.source?.metadata ?? [:]
        let all = (set.source?.messages.keys.sorted() ?? []).filter { $0.hasPrefix(Self.rotorPrefix) }
        func rank(_ key: String) -> (Int, String) {
            if let index = RotorAttribute.allCases.firstIndex(where: { $0.key == key }) { return (index, key) }
            if let system = metadata[key]?.systemRotor, let index = SystemRotor.allCases.firstIndex(of: system) {
                return (100 + index, key)
            }
            return (1000, key)
        }
        var rotors: [Rotor] = []
        for key in all.sorted(by: { rank($0) < rank($1) }) {
            rotors.append(try rotor(key, locale: locale, in: set))
        }
        return rotors
    }
}
