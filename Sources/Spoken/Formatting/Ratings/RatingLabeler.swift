/// Speaks star ratings with the catalog's words and ICU's plural rules: "3 stars", "1 star",
/// "3.5 stars", "3 out of 5 stars"; zh-Hans "3星"; de "3,5 Sterne"; ru "1 звезда", "2 звезды",
/// "5 звёзд".
///
/// The words are `rating.stars` {value} and `rating.starsOutOf` {value, max}; the numbers are
/// validated first (`RatingValue`), never clamped.
public struct RatingLabeler: Sendable {
    public let locale: SpokenLocale
    private let store: CatalogStore
    /// Labels already said, keyed by the catalog set they came from: a list of products repeats
    /// the same few ratings, and a set swapped by `loadOverrides` never matches an old key.
    /// Shared by every labeler of one store and locale, so a labeler made per request (as
    /// `spoken render` does) costs a lookup, not a new table.
    private let recent: RecentResults<RecentKey, LocalizedText>

    private struct TableKey: Hashable, Sendable {
        var store: ObjectIdentifier
        var locale: String
    }

    /// A freed store's address may come back, but entries are keyed by the process-unique
    /// generation of the catalog set, so a reused table never answers with another store's words.
    private static let tables = BoundedCache<TableKey, RecentResults<RecentKey, LocalizedText>>(capacity: 64)

    private struct RecentKey: Hashable, Sendable {
        var catalogs: UInt64
        var value: UInt64
        var maximum: Int
        var outOf: Bool
    }

    public init(locale: SpokenLocale = .enUS, store: CatalogStore = .shared) {
        self.locale = locale
        self.store = store
        recent = Self.tables.value(for: TableKey(store: ObjectIdentifier(store), locale: locale.identifier)) {
            RecentResults(capacity: 64)
        }
    }

    /// The same with the locale as a caller holds it: a `String` tag read from a request, or a
    /// `SpokenLocale`. A bad tag is the error `SpokenLocale(_:)` throws, naming it.
    @inlinable
    public init(locale: some SpokenLocaleConvertible, store: CatalogStore = .shared) throws(SpokenError) {
        self.init(locale: try locale.spokenLocale(), store: store)
    }

    /// The label of a whole rating, as an `Int` field holds it: "3 stars", or with `outOf` "3 out
    /// of 5 stars". The same words as `label(Double(value), …)`.
    public func label(_ value: Int, maximum: Int = RatingValue.defaultMaximum, outOf: Bool = false) throws(SpokenError)
        -> LocalizedText
    {
        try label(Double(value), maximum: maximum, outOf: outOf)
    }

    /// The label of a rating: "3.5 stars", or with `outOf` "3.5 out of 5 stars".
    public func label(_ value: Double, maximum: Int = RatingValue.defaultMaximum, outOf: Bool = false)
        throws(SpokenError) -> LocalizedText
    {
        let rating = try RatingValue(value, maximum: maximum)
        let set = store.snapshot
        let key = RecentKey(catalogs: set.generation, value: rating.value.bitPattern, maximum: maximum, outOf: outOf)
        if let label = recent.value(for: key) { return label }
        let label: LocalizedText
        if outOf {
            label = try store.text(
                key: "rating.starsOutOf", locale: locale,
                arguments: ["value": Self.argument(rating.value), "max": .int(Int64(rating.maximum))], in: set)
        } else {
            label = try store.text(
                key: "rating.stars", locale: locale, arguments: ["value": Self.argument(rating.value)], in: set)
        }
        let spoken = Self.spoken(label)
        recent.store(spoken, for: key)
        return spoken
    }

    /// Ratings are speech: their numbers get the speech form of every spoken number (`SpeechText`).
    private static func spoken(_ label: LocalizedText) -> LocalizedText {
        let text = SpeechText.spoken(label.text)
        return text == label.text
            ? label : LocalizedText(text: text, locale: label.locale, key: label.key, priority: label.priority)
    }

    /// One element per star of a rating control built as an accessibility container: "1 star",
    /// "2 stars", … "5 stars". With `selected`, the stars up to that rating are marked selected
    /// (VoiceOver speaks the selected trait itself; it is never part of the label).
    public func starLabels(maximum: Int, selected: Double? = nil) throws(SpokenError) -> [StarLabel] {
        _ = try RatingValue(0, maximum: maximum)
        let selection = try selected.map { (value) throws(SpokenError) in try RatingValue(value, maximum: maximum) }
        let set = store.snapshot  // one set for every star
        var labels: [StarLabel] = []
        labels.reserveCapacity(maximum)
        for star in 1...maximum {
            let text = try store.text(
                key: "rating.stars", locale: locale, arguments: ["value": .int(Int64(star))], in: set)
            let isSelected = selection.map { Double(star) <= $0.value } ?? false
            labels.append(
                StarLabel(star: star, label: SpeechText.spoken(text.text), isSelected: isSelected, locale: text.locale))
        }
        return labels
    }

    /// Whole ratings go to ICU as integers so that plural rules see "1", not "1.0".
    static func argument(_ value: Double) -> MessageArgument {
        value == value.rounded() && abs(value) < 1e15 ? .int(Int64(value)) : .double(value)
    }
}

/// The label of one star of a rating control.
public struct StarLabel: Sendable, Hashable {
    /// 1-based position of the star.
    public let star: Int
    public let label: String
    /// Whether the client should give this element the selected trait.
    public let isSelected: Bool
    /// The catalog that supplied the words.
    public let locale: String
}
