import Spoken

/// A stable machine-readable error code of `spoken render` (`"error":{"code":…}`): the library's
/// one code type, so a code means the same thing in the library, the CLI and `render`.
public typealias RenderErrorCode = SpokenError.Code

/// The request-level codes of `spoken render`; every library code (`invalid-locale`,
/// `unknown-time-zone`, `invalid-instant`, `unknown-unit`…) passes through unchanged.
extension SpokenError.Code {
    /// The line is not JSON (RFC 8259).
    public static let malformedJSON = Self(rawValue: "malformed-json")
    /// The line is not UTF-8.
    public static let invalidUTF8 = Self(rawValue: "invalid-utf8")
    /// The line is longer than the limit (1 MiB by default); the rest of it was skipped.
    public static let lineTooLong = Self(rawValue: "line-too-long")
    /// Objects or arrays nested deeper than the limit.
    public static let nestingTooDeep = Self(rawValue: "nesting-too-deep")
    /// Valid JSON that is not an object.
    public static let invalidRequest = Self(rawValue: "invalid-request")
    /// An `op` Spoken does not have.
    public static let unknownOp = Self(rawValue: "unknown-op")
    /// An op Spoken has, but this build cannot render (catalog ops before the catalog runtime).
    public static let unsupportedOp = Self(rawValue: "unsupported-op")
    /// A required field is absent.
    public static let missingField = Self(rawValue: "missing-field")
    /// A field of the wrong JSON type (a number where a string belongs…) or given twice.
    public static let invalidField = Self(rawValue: "invalid-field")
    /// A field the op does not take (a typo such as `dateStlye` is never ignored silently).
    public static let unknownField = Self(rawValue: "unknown-field")

    /// The request-level codes (the library's own codes come on top).
    public static let requestCodes: [RenderErrorCode] = [
        .malformedJSON, .invalidUTF8, .lineTooLong, .nestingTooDeep, .invalidRequest, .unknownOp,
        .unsupportedOp, .missingField, .invalidField, .unknownField,
    ]
}

/// Why one request could not be rendered. Messages follow the library's style: capitalised,
/// quoting the offending token in single quotes.
public struct RenderError: Error, Sendable, Hashable, CustomStringConvertible {
    public let code: RenderErrorCode
    public let message: String

    public init(_ code: RenderErrorCode, _ message: String) {
        self.code = code
        self.message = message
    }

    public init(_ error: SpokenError) {
        code = error.code
        message = error.message
    }

    public var description: String { "\(code): \(message)" }

    init(_ error: JSONParseError) {
        switch error.kind {
        case .malformed: code = .malformedJSON
        case .tooDeep: code = .nestingTooDeep
        case .invalidUTF8: code = .invalidUTF8
        case .duplicateKey: code = .invalidField
        }
        message = error.message
    }

    /// A field given by its name and its former name at once (`presentation` and `style`).
    static func formerName(_ former: String, of field: String, op: String) -> RenderError {
        RenderError(
            .invalidField,
            "Invalid fields '\(former)' and '\(field)' for op '\(op)': '\(former)' is the former name of '\(field)', give '\(field)' only"
        )
    }

    static func missing(_ field: String, op: String) -> RenderError {
        RenderError(.missingField, "Missing field '\(field)' for op '\(op)'")
    }

    static func invalid(_ field: String, expected: String, got value: JSONValue) -> RenderError {
        RenderError(.invalidField, "Invalid field '\(field)': expected \(expected), got \(value.kindName)")
    }
}
