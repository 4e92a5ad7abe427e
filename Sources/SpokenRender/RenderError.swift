import Spoken

/// A stable machine-readable error code of `spoken render` (`"error":{"code":…}`).
///
/// The request-level codes are listed here; every `SpokenError.Code` (`invalid-locale`,
/// `unknown-time-zone`, `invalid-instant`, `unknown-unit`…) passes through unchanged, so a code
/// means the same thing in the library, the CLI and `render`.
public struct RenderErrorCode: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ code: SpokenError.Code) { rawValue = code.rawValue }
    public var description: String { rawValue }

    /// The line is not JSON (RFC 8259).
    public static let malformedJSON = RenderErrorCode(rawValue: "malformed-json")
    /// The line is not UTF-8.
    public static let invalidUTF8 = RenderErrorCode(rawValue: "invalid-utf8")
    /// The line is longer than the limit (1 MiB by default); the rest of it was skipped.
    public static let lineTooLong = RenderErrorCode(rawValue: "line-too-long")
    /// Objects or arrays nested deeper than the limit.
    public static let nestingTooDeep = RenderErrorCode(rawValue: "nesting-too-deep")
    /// Valid JSON that is not an object.
    public static let invalidRequest = RenderErrorCode(rawValue: "invalid-request")
    /// An `op` Spoken does not have.
    public static let unknownOp = RenderErrorCode(rawValue: "unknown-op")
    /// An op Spoken has, but this build cannot render (catalog ops before the catalog runtime).
    public static let unsupportedOp = RenderErrorCode(rawValue: "unsupported-op")
    /// A required field is absent.
    public static let missingField = RenderErrorCode(rawValue: "missing-field")
    /// A field of the wrong JSON type (a number where a string belongs…) or given twice.
    public static let invalidField = RenderErrorCode(rawValue: "invalid-field")
    /// A field the op does not take (a typo such as `dateStlye` is never ignored silently).
    public static let unknownField = RenderErrorCode(rawValue: "unknown-field")

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
        code = RenderErrorCode(error.code)
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

    static func missing(_ field: String, op: String) -> RenderError {
        RenderError(.missingField, "Missing field '\(field)' for op '\(op)'")
    }

    static func invalid(_ field: String, expected: String, got value: JSONValue) -> RenderError {
        RenderError(.invalidField, "Invalid field '\(field)': expected \(expected), got \(value.kindName)")
    }
}
