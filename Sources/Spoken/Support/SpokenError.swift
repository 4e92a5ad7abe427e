import Foundation

/// Every error Spoken reports: a stable machine-readable code, the offending input verbatim, and
/// a capitalised message that quotes the input in single quotes.
///
/// Codes are part of the public contract (CLI output, `spoken render` JSON): they never change
/// meaning once shipped.
public struct SpokenError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A stable error code. A struct rather than an enum, so that a new code never breaks a
    /// client's exhaustive `switch`: compare with the static members.
    public struct Code: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        /// A locale tag that is malformed or names a language ICU has no data for.
        public static let invalidLocale = Code(rawValue: "invalid-locale")
        /// A time zone id ICU does not know.
        public static let unknownTimeZone = Code(rawValue: "unknown-time-zone")
        /// An instant that is neither ISO 8601 with an offset nor `@EPOCH_SECONDS`.
        public static let invalidInstant = Code(rawValue: "invalid-instant")
        /// An option value outside its allowed set (a style name, a width…).
        public static let invalidOption = Code(rawValue: "invalid-option")
        /// A measure unit that is not a CLDR unit ICU knows; the message suggests close matches.
        public static let unknownUnit = Code(rawValue: "unknown-unit")
        /// A currency code that is not an ISO 4217 code ICU knows; the message suggests the
        /// closest one.
        public static let unknownCurrency = Code(rawValue: "unknown-currency")
        /// A number that cannot be spoken: NaN, an infinity, or text that is not a decimal number.
        public static let invalidNumber = Code(rawValue: "invalid-number")
        /// A rating outside 0…max, or a maximum below 1.
        public static let invalidRating = Code(rawValue: "invalid-rating")
        /// ICU itself failed where it should not have; the message carries ICU's status name.
        public static let icuFailure = Code(rawValue: "icu-failure")
        /// A catalog key no catalog in the fallback chain (nor the source `en`) has.
        public static let unknownKey = Code(rawValue: "unknown-key")
        /// A message needs an argument the caller did not give.
        public static let missingArgument = Code(rawValue: "missing-argument")
        /// An argument the message's source (`en`) does not declare.
        public static let unknownArgument = Code(rawValue: "unknown-argument")
        /// An argument of the wrong kind (a string where a plural needs a number…).
        public static let invalidArgumentType = Code(rawValue: "invalid-argument-type")
        /// A catalog (file, directory or message) that does not load or validate.
        public static let invalidCatalog = Code(rawValue: "invalid-catalog")
        /// A catalog file or directory that cannot be read (missing, permissions, not a regular
        /// file, over the limits); the message says why.
        public static let unreadableCatalog = Code(rawValue: "unreadable-catalog")
        /// Rotor manifest input that is not the expected JSON.
        public static let invalidManifest = Code(rawValue: "invalid-manifest")
        /// A duration that is negative, not finite, or written in no form Spoken reads (seconds,
        /// clock notation, ISO 8601).
        public static let invalidDuration = Code(rawValue: "invalid-duration")
        /// A date interval whose end comes before its start.
        public static let invalidInterval = Code(rawValue: "invalid-interval")
        /// A range of measures whose low end is above its high end.
        public static let invalidRange = Code(rawValue: "invalid-range")

        /// Every code the library itself reports.
        public static let libraryCodes: [Code] = [
            .invalidLocale, .unknownTimeZone, .invalidInstant, .invalidOption, .unknownUnit, .unknownCurrency,
            .invalidNumber,
            .invalidRating, .icuFailure, .unknownKey, .missingArgument, .unknownArgument, .invalidArgumentType,
            .invalidCatalog, .invalidManifest, .invalidDuration, .invalidInterval, .unreadableCatalog,
            .invalidRange,
        ]
    }

    public let code: Code
    /// The input that caused the error, exactly as given.
    public let input: String
    public let message: String

    public init(_ code: Code, input: String, message: String) {
        self.code = code
        self.input = input
        self.message = Self.shortened(message, quoting: input)
    }

    /// Messages quote the offending input; a huge one (a 1 MiB "unit") is cut to its first 64
    /// characters there, while `input` keeps all of it.
    package static func shortened(_ message: String, quoting input: String) -> String {
        guard input.utf8.count > 256, message.contains(input) else { return message }
        return message.replacingOccurrences(of: input, with: token(input))
    }

    /// A message with every long quoted token cut as `token` cuts it, whatever the token is (a
    /// key, a field name, a value): each run between apostrophes over 256 bytes. Messages that
    /// quote nothing long come back as they are.
    package static func shortenedQuotes(_ message: String) -> String {
        guard message.utf8.count > 512 else { return message }
        return message.split(separator: "'", omittingEmptySubsequences: false).map { run in
            run.utf8.count > 256 ? token(String(run)) : String(run)
        }.joined(separator: "'")
    }

    /// A token as every error message quotes it (the library's, render's, lint's): as given, or
    /// when over 256 bytes, its first 64 characters and its size (`abc…(500000 bytes)`).
    package static func token(_ input: String) -> String {
        guard input.utf8.count > 256 else { return input }
        return String(input.prefix(64)) + "…(\(input.utf8.count) bytes)"
    }

    public var description: String { message }
}

extension SpokenError {
    static func invalidLocale(_ tag: String, _ reason: String) -> SpokenError {
        SpokenError(.invalidLocale, input: tag, message: "Invalid locale '\(tag)': \(reason)")
    }

    static func invalidOption(_ name: String, _ value: String, allowed: [String]) -> SpokenError {
        SpokenError(
            .invalidOption, input: value,
            message: "Invalid value '\(value)' for \(name): expected one of \(allowed.joined(separator: ", "))")
    }

    /// A field given by its name and its former name at once (`presentation` and `style`).
    package static func formerName(_ former: String, of name: String) -> SpokenError {
        SpokenError(
            .invalidOption, input: former,
            message: "'\(former)' is the former name of '\(name)': give '\(name)' only")
    }
}
