/// How a composer joins children.
public enum LabelStyle: String, Sendable, CaseIterable, OptionWord {
    /// The locale's pause separator from the catalog (`label.separator`): a cell label,
    /// "Beijing, 25 degrees Celsius" / "北京，25摄氏度".
    case pause
    /// ICU's conjunction list: "Alice, Bob, and Carol" / "Alice、Bob和Carol".
    case and
    /// ICU's disjunction list: "Alice, Bob, or Carol".
    case or

    public init(parsing text: String, option: String = "--style") throws(SpokenError) {
        guard let value = Self(rawValue: text) else {
            throw .invalidOption(option, text, allowed: Self.allCases.map(\.rawValue))
        }
        self = value
    }
}

/// Merges the labels of a cell's subviews into the one label VoiceOver should speak: "Beijing,
/// 25 degrees Celsius", not "Beijing" then "25°".
///
/// Rules, in order: nil, empty and whitespace-only children are skipped; each child is trimmed and
/// its whitespace runs collapsed; a child identical to the one before it is dropped; children are
/// joined with the locale's pause separator, except after a child that already ends in a pause
/// mark (`,` `，` `、` `;` `.` `。` `،` `؛` `!` `?`…), which gets no second one.
public struct LabelComposer: Sendable {
    public let locale: SpokenLocale
    public let style: LabelStyle
    /// The pause separator in use (from the catalog's `label.separator`).
    public let separator: String
    private let list: SpokenListFormatter?

    public init(locale: SpokenLocale = .enUS, style: LabelStyle = .pause) throws(SpokenError) {
        try self.init(locale: locale, style: style, separatorSource: LabelSeparators.source)
    }

    init(locale: SpokenLocale, style: LabelStyle, separatorSource: any LabelSeparatorSource) throws(SpokenError) {
        self.locale = locale
        self.style = style
        separator = separatorSource.separator(for: locale)
        switch style {
        case .pause: list = nil
        case .and: list = try SpokenListFormatter(locale: locale, kind: .and)
        case .or: list = try SpokenListFormatter(locale: locale, kind: .or)
        }
    }

    /// The composed label; "" when no child has any text. (Should ICU fail to join a list, which
    /// an opened list formatter does not do for valid strings, the pause separator is used.)
    public func compose(_ children: [String?]) -> String {
        if let list {
            let kept = Self.cleaned(children)
            if kept.count > 1, let joined = try? list.string(kept) { return joined }
            return joinWithPauses(kept)
        }
        return joinWithPauses(children)
    }

    public func compose(_ children: String?...) -> String { compose(children) }

    /// An element as VoiceOver speaks it: label, value, then the hint after a pause. Traits
    /// ("button", "selected") are announced by VoiceOver itself and are never rendered as words.
    public func compose(_ element: SpokenElement) -> String {
        joinWithPauses([element.label, element.value, element.hint])
    }

    /// Normalised children without blanks or immediate repeats.
    static func cleaned(_ children: [String?]) -> [String] {
        var kept: [String] = []
        kept.reserveCapacity(children.count)
        for child in children {
            guard let child, let text = LabelText.normalized(child) else { continue }
            if let previous = kept.last, LabelText.identical(previous, text) { continue }
            kept.append(text)
        }
        return kept
    }

    /// The composed label of children as they are shown and spoken: the pause rules of
    /// `compose(_:)` decided on each child's words (`text`), so `text` is exactly what
    /// `compose(_:)` gives for the children's words, and the separators are literal text in both.
    public func compose(_ children: [SpokenMarkup?]) -> SpokenMarkup { joinWithPauses(children) }

    /// The pause style in one pass over the children (the cell-label hot path: no intermediate
    /// arrays). Applies the same rules as `cleaned`.
    private func joinWithPauses<Children: Sequence, Child: LabelChild>(_ children: Children) -> Child
    where Children.Element == Child? {
        var out = Child()
        var previous: String?
        for child in children {
            guard let child, let normalized = child.normalizedChild() else { continue }
            let text = normalized.words
            if let previous {
                if LabelText.identical(previous, text) { continue }
                switch LabelText.trailingPause(previous) {
                case nil: out.append(literal: separator)
                case .spaced: out.append(literal: " ")
                case .fullWidth: break
                }
            } else {
                out.reserve(text.utf8.count * 2 + separator.utf8.count + 16)
            }
            out.append(normalized)
            previous = text
        }
        return out
    }
}

/// A child the pause rules join: plain words, or words with their visible form (`SpokenMarkup`).
protocol LabelChild {
    init()
    /// The words the rules look at (blank, identical, ending in a pause mark).
    var words: String { get }
    /// Trimmed, each run of whitespace collapsed (`LabelText.normalized`); nil when nothing is left.
    func normalizedChild() -> Self?
    mutating func append(literal: String)
    mutating func append(_ other: Self)
    mutating func reserve(_ capacity: Int)
}

extension String: LabelChild {
    var words: String { self }
    func normalizedChild() -> String? { LabelText.normalized(self) }
    mutating func append(literal: String) { append(contentsOf: literal) }
    mutating func append(_ other: String) { append(contentsOf: other) }
    mutating func reserve(_ capacity: Int) { reserveCapacity(capacity) }
}

extension SpokenMarkup: LabelChild {
    var words: String { text }
    func normalizedChild() -> SpokenMarkup? { LabelText.normalized(self) }
    mutating func reserve(_ capacity: Int) {}
}

extension LabelComposer {
    /// The same with the locale as a caller holds it: a `String` tag read from a request, or a
    /// `SpokenLocale`. A bad tag is the error `SpokenLocale(_:)` throws, naming it.
    @inlinable
    public init(locale: some SpokenLocaleConvertible, style: LabelStyle = .pause) throws(SpokenError) {
        try self.init(locale: locale.spokenLocale(), style: style)
    }
}
