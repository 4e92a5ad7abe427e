/// How a message uses one argument, as ICU's MessagePattern parses it.
public struct MessageArgumentUse: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `{name}`
        case simple
        /// `{name, number…}` (also spellout, ordinal, duration)
        case number
        case date, time, plural, select, selectordinal, choice
    }

    public let name: String
    public let kind: Kind
}

/// ICU's view of a message pattern, for tools (`spoken lint`) that compare translations.
public enum MessageSyntax {
    /// Every argument use of `pattern` in order (an argument used twice is listed twice), as
    /// ICU's MessagePattern sees it. A pattern ICU cannot parse is an `invalid-catalog` error
    /// whose message names ICU's status and the UTF-16 offset where it broke.
    public static func arguments(in pattern: String, locale: SpokenLocale) throws(SpokenError) -> [MessageArgumentUse] {
        let format: ICUMessageFormat
        do {
            format = try MessageFormatting.compile(pattern, localeID: locale.icuIdentifier, timeZoneID: "UTC")
        } catch {
            let at = error.offset.map { " at offset \($0)" } ?? ""
            throw SpokenError(
                .invalidCatalog, input: pattern,
                message: "Message '\(pattern)' does not parse (\(error.status.name)\(at))")
        }
        return format.arguments.map { use in
            let kind: MessageArgumentUse.Kind =
                switch use.kind {
                case .none: .simple
                case .number: .number
                case .date: .date
                case .time: .time
                case .plural: .plural
                case .select: .select
                case .selectOrdinal: .selectordinal
                case .choice: .choice
                }
            return MessageArgumentUse(name: use.name, kind: kind)
        }
    }
}
