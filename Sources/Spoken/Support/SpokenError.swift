import Foundation

/// Every error Spoken reports: a stable machine-readable code, the offending input verbatim, and
/// a capitalised message that quotes the input in single quotes.
///
/// Codes are part of the public contract (CLI output, `spoken render` JSON): they never change
/// meaning once shipped.
public struct SpokenError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Code: String, Sendable, CaseIterable {
        /// A locale tag that is malformed or names a language ICU has no data for.
        case invalidLocale = "invalid-locale"
        /// A time zone id ICU does not know.
        case unknownTimeZone = "unknown-time-zone"
        /// An instant that is neither ISO 8601 with an offset nor `@EPOCH_SECONDS`.
        case invalidInstant = "invalid-instant"
        /// An option value outside its allowed set (a style name, a width…).
        case invalidOption = "invalid-option"
        /// A measure unit that is not a CLDR unit ICU knows; the message suggests close matches.
        case unknownUnit = "unknown-unit"
        /// A number that cannot be spoken: NaN, an infinity, or text that is not a decimal number.
        case invalidNumber = "invalid-number"
        /// A rating outside 0…max, or a maximum below 1.
        case invalidRating = "invalid-rating"
        /// ICU itself failed where it should not have; the message carries ICU's status name.
        case icuFailure = "icu-failure"
        /// A catalog key no catalog in the fallback chain (nor the source `en`) has.
        case unknownKey = "unknown-key"
        /// A message needs an argument the caller did not give.
        case missingArgument = "missing-argument"
        /// An argument the message's source (`en`) does not declare.
        case unknownArgument = "unknown-argument"
        /// An argument of the wrong kind (a string where a plural needs a number…).
        case invalidArgumentType = "invalid-argument-type"
        /// A catalog (file, directory or message) that does not load or validate.
        case invalidCatalog = "invalid-catalog"
        /// Rotor manifest input that is not the expected JSON.
        case invalidManifest = "invalid-manifest"
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
}
