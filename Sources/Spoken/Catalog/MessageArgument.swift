import Foundation

/// A value for a named message argument.
public enum MessageArgument: Sendable, Hashable {
    case string(String)
    case int(Int64)
    case double(Double)
    /// An instant; a plain `{name}` argument speaks it as the locale's medium date and short
    /// time in the request's zone, `{name, date, …}` / `{name, time, …}` as the pattern says.
    case date(secondsSince1970: Double)

    public static func date(_ date: Date) -> MessageArgument {
        .date(secondsSince1970: date.timeIntervalSince1970)
    }

    var kindName: String {
        switch self {
        case .string: "a string"
        case .int, .double: "a number"
        case .date: "a date"
        }
    }

    var display: String {
        switch self {
        case .string(let text): text
        case .int(let value): String(value)
        case .double(let value): String(value)
        case .date(let seconds): "@\(seconds)"
        }
    }
}

extension MessageArgument: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int64) { self = .int(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
}

extension MessageArgument {
    /// A value typed as text (a command-line `NAME=VALUE`): an integer literal is an int, a
    /// decimal a double, an ISO 8601 instant or `@EPOCH_SECONDS` a date, anything else a string.
    public init(parsing text: String) throws(SpokenError) {
        if let value = Int64(text) {
            self = .int(value)
            return
        }
        let numeric = text.utf8.allSatisfy {
            ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E || $0 == 0x2D || $0 == 0x2B || $0 == 0x65 || $0 == 0x45
        }
        if numeric, text.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 }), let value = Double(text), value.isFinite {
            self = .double(value)
            return
        }
        try self.init(textOrInstant: text)
    }

    /// A value that arrived as a string where numbers have their own type (JSON): an instant when
    /// it is written as one, else text.
    public init(textOrInstant text: String) throws(SpokenError) {
        self = Self.looksLikeInstant(text) ? .date(secondsSince1970: try Instant.parse(text)) : .string(text)
    }

    /// `2026-…` (four digits and a dash) or `@digits`: meant as an instant, so a typo is an error
    /// rather than a string spoken verbatim.
    static func looksLikeInstant(_ text: String) -> Bool {
        let utf8 = Array(text.utf8.prefix(11))
        func digit(_ i: Int) -> Bool { i < utf8.count && utf8[i] >= 0x30 && utf8[i] <= 0x39 }
        if utf8.first == UInt8(ascii: "@") {
            return digit(1) || (utf8.count > 2 && utf8[1] == UInt8(ascii: "-") && digit(2))
        }
        return utf8.count >= 10 && (0..<4).allSatisfy(digit) && utf8[4] == UInt8(ascii: "-")
    }
}

/// What kind of value an argument needs, from every use of it in one message.
enum ArgumentRequirement: Sendable, Hashable {
    case any, number, date, string, conflicting

    init(_ valueClass: ArgumentValueClass?) {
        switch valueClass {
        case nil: self = .any
        case .number: self = .number
        case .date: self = .date
        case .string: self = .string
        }
    }

    init(_ kind: MessageArgumentKind) { self.init(kind.valueClass) }

    /// From an ARB placeholder type (the one table: `ArgumentValueClass(placeholderType:)`).
    init(placeholderType type: String) { self.init(ArgumentValueClass(placeholderType: type)) }

    func combined(with other: ArgumentRequirement) -> ArgumentRequirement {
        if self == other || other == .any { return self }
        if self == .any { return other }
        return .conflicting
    }

    var label: String {
        switch self {
        case .any: "any value"
        case .number: "a number"
        case .date: "a date"
        case .string: "a string"
        case .conflicting: "conflicting kinds"
        }
    }

    static func of(_ uses: [ICUMessageFormat.ArgumentUse]) -> [String: ArgumentRequirement] {
        var result: [String: ArgumentRequirement] = [:]
        for use in uses {
            result[use.name] = (result[use.name] ?? .any).combined(with: ArgumentRequirement(use.kind))
        }
        return result
    }

    func accepts(_ value: MessageArgument) -> Bool {
        switch (self, value) {
        case (.any, _), (.number, .int), (.number, .double), (.date, .date), (.string, .string): true
        default: false
        }
    }
}
