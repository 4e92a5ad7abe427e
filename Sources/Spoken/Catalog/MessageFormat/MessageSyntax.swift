/// How a message uses one argument, as ICU's MessagePattern parses it.
public struct MessageArgumentUse: Sendable, Hashable {
    public typealias Kind = MessageArgumentKind

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
        return format.arguments.map { MessageArgumentUse(name: $0.name, kind: $0.kind) }
    }

    /// Why ICU's MessageFormat refuses to compile `pattern` (its status name, and the UTF-16
    /// offset where it broke when ICU says), or nil when it compiles. Catches what the pattern
    /// parser alone accepts: a bad number skeleton after `::`, a date style ICU does not know.
    package static func compileFailure(_ pattern: String, localeID: String) -> (status: String, offset: Int?)? {
        do {
            _ = try ICUMessageFormat(pattern: pattern, localeID: localeID, timeZoneID: "UTC")
            return nil
        } catch {
            return (error.status.name, error.offset)
        }
    }
}
