/// An accessibility element's spoken parts, as UIKit's `accessibilityLabel`, `accessibilityValue`,
/// `accessibilityHint` and `accessibilityTraits`.
public struct SpokenElement: Sendable, Hashable {
    public var label: String?
    public var value: String?
    public var hint: String?
    /// Carried for the client, never rendered: VoiceOver speaks traits itself, in the user's
    /// verbosity settings, so "button" in a label would be heard twice.
    public var traits: SpokenTraits

    public init(label: String?, value: String? = nil, hint: String? = nil, traits: SpokenTraits = []) {
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
    }
}

/// UIKit's accessibility traits, as a set.
public struct SpokenTraits: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let button = SpokenTraits(rawValue: 1 << 0)
    public static let link = SpokenTraits(rawValue: 1 << 1)
    public static let header = SpokenTraits(rawValue: 1 << 2)
    public static let searchField = SpokenTraits(rawValue: 1 << 3)
    public static let image = SpokenTraits(rawValue: 1 << 4)
    public static let selected = SpokenTraits(rawValue: 1 << 5)
    public static let playsSound = SpokenTraits(rawValue: 1 << 6)
    public static let keyboardKey = SpokenTraits(rawValue: 1 << 7)
    public static let staticText = SpokenTraits(rawValue: 1 << 8)
    public static let summaryElement = SpokenTraits(rawValue: 1 << 9)
    public static let notEnabled = SpokenTraits(rawValue: 1 << 10)
    public static let updatesFrequently = SpokenTraits(rawValue: 1 << 11)
    public static let startsMediaSession = SpokenTraits(rawValue: 1 << 12)
    public static let adjustable = SpokenTraits(rawValue: 1 << 13)
    public static let allowsDirectInteraction = SpokenTraits(rawValue: 1 << 14)
    public static let causesPageTurn = SpokenTraits(rawValue: 1 << 15)
    public static let tabBar = SpokenTraits(rawValue: 1 << 16)
}
