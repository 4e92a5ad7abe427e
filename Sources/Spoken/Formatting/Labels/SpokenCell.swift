/// A whole cell label in one call: parts (catalog messages with their arguments, the app's own
/// text, values) joined with the locale's pause, as ``LabelComposer`` joins children.
///
/// ```swift
/// let cell = try SpokenCell(locale: "en")
/// try cell.label([.text("Burger Barn"), .value(.money(try Money("29.21", currency: "USD")))])
/// // "Burger Barn, 29.21 US dollars"
/// ```
///
/// A part whose text or value is nil is left out (the order with no rating); so is a message one
/// of whose arguments is nil. A missing argument is still an error, naming it and the part.
public struct SpokenCell: Sendable {
    /// One part of a cell label.
    public enum Part: Sendable, Hashable {
        /// The app's own text, spoken as is (nil: no part).
        case text(String?)
        /// A catalog message with its arguments; an argument that is nil drops the part.
        case message(key: String, arguments: [String: MessageArgument?] = [:])
        /// A value spoken on its own with the cell's locale, zone and present (nil: no part).
        case value(MessageArgument?)
    }

    public let locale: SpokenLocale
    public let timeZone: SpokenTimeZone
    /// The present relative times are seen from; nil for the wall clock.
    public let now: Instant?
    private let composer: LabelComposer
    private let catalogs: CatalogStore

    public init(
        locale: SpokenLocale = .enUS, timeZone: SpokenTimeZone = .utc, now: Instant? = nil,
        catalogs: CatalogStore = .shared
    ) throws(SpokenError) {
        self.locale = locale
        self.timeZone = timeZone
        self.now = now
        self.catalogs = catalogs
        composer = try LabelComposer(locale: locale, style: .pause)
    }

    /// The same with the locale and the zone as a caller holds them (`String`s or the checked types).
    public init(
        locale: some SpokenLocaleConvertible, timeZone: some SpokenTimeZoneConvertible = SpokenTimeZone.utc,
        now: Instant? = nil, catalogs: CatalogStore = .shared
    ) throws(SpokenError) {
        try self.init(
            locale: locale.spokenLocale(), timeZone: timeZone.spokenTimeZone(), now: now, catalogs: catalogs)
    }

    /// The cell label: every part's words, the dropped parts left out, joined with the pause.
    public func label(_ parts: [Part]) throws(SpokenError) -> String {
        var words: [String?] = []
        words.reserveCapacity(parts.count)
        for (index, part) in parts.enumerated() {
            do throws(SpokenError) {
                words.append(try self.words(part))
            } catch {
                throw Self.inPart(index, error)
            }
        }
        return join(words)
    }

    /// Joins words already spoken (nil and empty ones left out) with the locale's pause.
    public func join(_ words: [String?]) -> String { composer.compose(words) }

    /// The words of one part; nil when it is dropped.
    public func words(_ part: Part) throws(SpokenError) -> String? {
        switch part {
        case .text(let text):
            return text
        case .message(let key, let arguments):
            var values: [String: MessageArgument] = [:]
            for (name, value) in arguments {
                guard let value else { return nil }
                values[name] = value
            }
            return try words(key: key, values: values)
        case .value(let value):
            guard let value else { return nil }
            return try words(value)
        }
    }

    /// The words of a catalog message whose arguments are all given (a caller that read them
    /// itself, and dropped the part for a nil one, skips `Part`'s optional arguments).
    package func words(key: String, values: [String: MessageArgument]) throws(SpokenError) -> String {
        try catalogs.text(key: key, locale: locale, values: values, timeZone: timeZone, now: now).text
    }

    /// The same as it is shown and spoken (`markup(_:width:)` of a message part).
    package func markup(key: String, values: [String: MessageArgument], width: DisplayWidth) throws(SpokenError)
        -> SpokenMarkup
    {
        try catalogs.markup(key: key, locale: locale, values: values, timeZone: timeZone, now: now, width: width).markup
    }

    /// The cell label as it is shown and spoken: each part's own (`markup(_:width:)`), joined as
    /// `label(_:)` joins their words, so `text` is exactly `label(_:)`.
    public func markup(_ parts: [Part], width: DisplayWidth = .short) throws(SpokenError) -> SpokenMarkup {
        var children: [SpokenMarkup?] = []
        children.reserveCapacity(parts.count)
        for (index, part) in parts.enumerated() {
            do throws(SpokenError) {
                children.append(try markup(part, width: width))
            } catch {
                throw Self.inPart(index, error)
            }
        }
        return join(children)
    }

    /// Joins parts already marked up (nil and empty ones left out) with the locale's pause.
    public func join(_ parts: [SpokenMarkup?]) -> SpokenMarkup { composer.compose(parts) }

    /// One part as it is shown and spoken; nil when it is dropped. Text is the same in both; a
    /// message is `CatalogStore.markup(key:…)`; a value of a type with a visible form (money, a
    /// duration) is its own display and words, any other the same words in both.
    public func markup(_ part: Part, width: DisplayWidth = .short) throws(SpokenError) -> SpokenMarkup? {
        switch part {
        case .text(let text):
            return text.map { SpokenMarkup(literal: $0) }
        case .message(let key, let arguments):
            var values: [String: MessageArgument] = [:]
            for (name, value) in arguments {
                guard let value else { return nil }
                values[name] = value
            }
            return try markup(key: key, values: values, width: width)
        case .value(let value):
            guard let value else { return nil }
            if case .money(let money) = value {
                return try ValueType.money.markup(money.valueInputs, locale: locale, timeZone: timeZone, width: width)
            }
            if let placeholder = Self.placeholder(of: value) {
                return try placeholder.markup(
                    for: value, options: ValueInputs(), locale: locale, timeZone: timeZone, now: now, width: width)
            }
            return SpokenMarkup(literal: try words(value))
        }
    }

    /// A value spoken on its own, in its speech form.
    private func words(_ value: MessageArgument) throws(SpokenError) -> String {
        switch value {
        case .string(let text): return text
        case .int(let number): return try SpokenNumberFormatter(locale: locale).string(DecimalNumber(Int(number)))
        case .double(let number): return try SpokenNumberFormatter(locale: locale).string(number)
        case .date(let seconds):
            return try SpokenDateFormatter(
                locale: locale, timeZone: timeZone, dateStyle: .long, timeStyle: .short, presentation: .spoken
            ).string(secondsSince1970: seconds)
        case .money(let money): return try ValueType.money.string(money.valueInputs, locale: locale, timeZone: timeZone)
        case .duration, .relativeTime, .fields, .list:
            // Its value type's words, as `markup(_:width:)` speaks it.
            guard let placeholder = Self.placeholder(of: value) else {
                throw SpokenError(
                    .invalidArgumentType, input: value.display, message: "Cannot speak '\(value.display)'")
            }
            return try placeholder.words(
                for: value, options: ValueInputs(), locale: locale, timeZone: timeZone, now: now)
        }
    }

    /// The placeholder of the value type whose own Swift value `value` is (a duration, a relative time).
    private static func placeholder(of value: MessageArgument) -> ValuePlaceholder? {
        value.valueTypeName.flatMap(ValueType.named)?.placeholder
    }

    /// An error of part `index` (0-based), saying which part it is.
    package static func inPart(_ index: Int, _ error: SpokenError) -> SpokenError {
        SpokenError(error.code, input: error.input, message: "\(error.message) (in part \(index + 1))")
    }
}
