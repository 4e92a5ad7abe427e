import Foundation

/// A value for a named message argument.
public enum MessageArgument: Sendable, Hashable {
    case string(String)
    case int(Int64)
    case double(Double)
    /// An instant; a plain `{name}` argument speaks it as the locale's medium date and short
    /// time in the request's zone, `{name, date, …}` / `{name, time, …}` as the pattern says.
    case date(secondsSince1970: Double)
    /// An amount of money; a plain `{name}` argument speaks it with the currency's full name
    /// ("42.50 US dollars", as `MoneyFormatter`), `{name, plural, …}` and `{name, number}` read
    /// the amount.
    case money(Money)
    /// A length of time; a plain `{name}` argument speaks it in words in the message's locale
    /// ("1 hour, 15 minutes", as ``DurationFormatter`` does, with the options of a `duration`
    /// placeholder). A number, plural, date or string use refuses it: a count of which unit would
    /// be a guess.
    case duration(Duration)
    /// A relative time as a value and a unit; a plain `{name}` argument speaks it as
    /// ``RelativeTimeFormatter`` does ("2 hours ago", with the options of a `relative`
    /// placeholder). Other uses refuse it.
    case relativeTime(RelativeTime)
    /// A value given by its fields, named as its value type names them: an interval's `start`
    /// and `end` (`render`'s `{"start": …, "end": …}`, a `DateInterval`). A plain `{name}` of a
    /// placeholder whose type takes an object of these fields (`ValuePlaceholder.object`) speaks
    /// it as the op of that type speaks the same fields; other uses refuse it.
    case fields(ValueInputs)
    /// A list of strings; a plain `{name}` of a `list` placeholder joins them with the locale's
    /// list words ("Alice, Bob, and Carol"), as ICU's list format does. Other uses refuse it.
    case list([String])

    var kindName: String {
        switch self {
        case .string: "a string"
        case .int, .double: "a number"
        case .date: "a date"
        case .money: "money"
        case .duration: "a duration"
        case .relativeTime: "a relative time"
        case .fields: "an object"
        case .list: "a list"
        }
    }

    var display: String {
        switch self {
        case .string(let text): text
        case .int(let value): String(value)
        case .double(let value): String(value)
        case .date(let seconds): "@\(seconds)"
        case .money(let money): money.description
        case .duration(let duration): String(describing: duration)
        case .relativeTime(let relative): relative.description
        case .list(let items): items.joined(separator: ", ")
        case .fields(let inputs):
            inputs.names.map { name in
                if case .instant(let instant)? = inputs[name] { return "\(name): \(instant.iso8601)" }
                return "\(name): \(inputs[name]?.word ?? "")"
            }.joined(separator: ", ")
        }
    }
}

extension MessageArgument: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int64) { self = .int(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
}

/// A value that passes as a message argument as it is:
///
/// ```swift
/// let count = messages.count                      // Int
/// try store.text(key: "announce.newMessages", locale: locale, arguments: ["count": count])
/// try store.text(key: "announce.updatedAt", locale: locale, arguments: ["date": Date.now])
/// ```
///
/// Every standard integer type, `Double`, `Float`, `String`, `Substring`, `Date`, ``Instant``,
/// `Duration`, ``RelativeTime``, ``Money`` and ``MessageArgument`` itself conform; literals (`3`, `1.5`, `"Alice"`) and the cases
/// (`.int(3)`, `.date(secondsSince1970: 0)`) work too. A value type conforms by saying which
/// ``MessageArgument`` it is, so the one model stays the one the message checks and ICU see.
public protocol MessageArgumentConvertible: Sendable {
    /// This value as a message argument.
    var messageArgument: MessageArgument { get }
}

/// Named message arguments, each value passed as it is (`["count": count, "name": name]`).
public typealias MessageArguments = [String: any MessageArgumentConvertible]

extension MessageArgument: MessageArgumentConvertible {
    public var messageArgument: MessageArgument { self }
}

extension MessageArgumentConvertible where Self: BinaryInteger {
    /// `.int`; a `UInt64` past `Int64.max` becomes the nearest `.double`.
    public var messageArgument: MessageArgument {
        Int64(exactly: self).map { .int($0) } ?? .double(Double(self))
    }
}

extension Int: MessageArgumentConvertible {}
extension Int8: MessageArgumentConvertible {}
extension Int16: MessageArgumentConvertible {}
extension Int32: MessageArgumentConvertible {}
extension Int64: MessageArgumentConvertible {}
extension UInt: MessageArgumentConvertible {}
extension UInt8: MessageArgumentConvertible {}
extension UInt16: MessageArgumentConvertible {}
extension UInt32: MessageArgumentConvertible {}
extension UInt64: MessageArgumentConvertible {}

extension MessageArgumentConvertible where Self: BinaryFloatingPoint {
    public var messageArgument: MessageArgument { .double(Double(self)) }
}

extension Double: MessageArgumentConvertible {}
extension Float: MessageArgumentConvertible {}

extension String: MessageArgumentConvertible {
    public var messageArgument: MessageArgument { .string(self) }
}

extension Substring: MessageArgumentConvertible {
    public var messageArgument: MessageArgument { .string(String(self)) }
}

extension Date: MessageArgumentConvertible {
    public var messageArgument: MessageArgument { .date(secondsSince1970: timeIntervalSince1970) }
}

extension Instant: MessageArgumentConvertible {
    public var messageArgument: MessageArgument { .date(secondsSince1970: secondsSince1970) }
}

extension Money: MessageArgumentConvertible {
    public var messageArgument: MessageArgument { .money(self) }
}

extension Duration: MessageArgumentConvertible {
    public var messageArgument: MessageArgument { .duration(self) }
}

extension RelativeTime: MessageArgumentConvertible {
    public var messageArgument: MessageArgument { .relativeTime(self) }
}

extension Array: MessageArgumentConvertible where Element == String {
    /// A list placeholder's items.
    public var messageArgument: MessageArgument { .list(self) }
}

extension DateInterval: MessageArgumentConvertible {
    /// The fields of an `interval` placeholder: its `start` and `end`.
    public var messageArgument: MessageArgument {
        var inputs = ValueInputs()
        inputs[IntervalKey.start.name] = .instant(Instant(start))
        inputs[IntervalKey.end.name] = .instant(Instant(end))
        return .fields(inputs)
    }
}

// The cases spelled where the dictionary's values are `any MessageArgumentConvertible`
// (`["count": .int(3)]`): Swift looks members up there only on the protocol. Disfavoured, so that
// `MessageArgument.int(3)` and `case .int` still mean the enum's own cases.
extension MessageArgumentConvertible where Self == MessageArgument {
    @_disfavoredOverload
    public static func string(_ text: String) -> MessageArgument { MessageArgument.string(text) }

    @_disfavoredOverload
    public static func int(_ value: Int64) -> MessageArgument { MessageArgument.int(value) }

    @_disfavoredOverload
    public static func double(_ value: Double) -> MessageArgument { MessageArgument.double(value) }

    @_disfavoredOverload
    public static func date(secondsSince1970 seconds: Double) -> MessageArgument {
        MessageArgument.date(secondsSince1970: seconds)
    }

    /// `.date(secondsSince1970:)` of a `Date`.
    public static func date(_ date: Date) -> MessageArgument {
        MessageArgument.date(secondsSince1970: date.timeIntervalSince1970)
    }

    /// `.date(secondsSince1970:)` of an ``Instant``.
    public static func date(_ instant: Instant) -> MessageArgument {
        MessageArgument.date(secondsSince1970: instant.secondsSince1970)
    }

    @_disfavoredOverload
    public static func money(_ money: Money) -> MessageArgument { MessageArgument.money(money) }

    @_disfavoredOverload
    public static func duration(_ duration: Duration) -> MessageArgument { MessageArgument.duration(duration) }

    @_disfavoredOverload
    public static func relativeTime(_ relativeTime: RelativeTime) -> MessageArgument {
        MessageArgument.relativeTime(relativeTime)
    }
}

extension Dictionary where Key == String, Value == any MessageArgumentConvertible {
    /// Each value as the ``MessageArgument`` it stands for.
    package var messageArguments: [String: MessageArgument] { mapValues(\.messageArgument) }
}

extension MessageArgument {
    /// A value typed as text (a command-line `NAME=VALUE`): an integer literal is an int, a
    /// decimal a double, an ISO 8601 instant or `@EPOCH_SECONDS` a date, an ISO 8601 duration
    /// (`PT1H15M`, `P2D`) a duration, an amount and an upper-case ISO 4217 code money ("42.50
    /// USD"), anything else a string.
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
        if let money = try Money.parse(text) {
            self = .money(money)
            return
        }
        try self.init(textOrInstant: text)
    }

    /// A value that arrived as a string where numbers have their own type (JSON): an instant or
    /// an ISO 8601 duration (`PT1H15M`) when it is written as one, else text.
    public init(textOrInstant text: String) throws(SpokenError) {
        if Self.looksLikeInstant(text) {
            self = .date(try Instant.parse(text))
        } else if Self.looksLikeDuration(text) {
            self = .duration(try DurationText.parse(text))
        } else {
            self = .string(text)
        }
    }

    /// `P` then a digit, or `PT` then a digit (`P2D`, `PT1H15M`): meant as an ISO 8601 duration,
    /// so a typo (`PT1X`) is an error rather than a string spoken verbatim.
    static func looksLikeDuration(_ text: String) -> Bool {
        let utf8 = Array(text.utf8.prefix(3))
        func digit(_ i: Int) -> Bool { i < utf8.count && utf8[i] >= 0x30 && utf8[i] <= 0x39 }
        guard utf8.first == UInt8(ascii: "P") else { return false }
        return digit(1) || (utf8.count > 1 && utf8[1] == UInt8(ascii: "T") && digit(2))
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
    /// A number the source declares `int` (a count, a page): never money, whose amount is no
    /// count ("Page 3 euros of 9 Japanese yen"), as it is never a duration.
    case integer
    /// A value type's placeholder (`"type": "duration"`): a plain use, spoken by the value type.
    case value(ValuePlaceholder)

    init(_ valueClass: ArgumentValueClass?) {
        switch valueClass {
        case nil: self = .any
        case .number: self = .number
        case .date: self = .date
        case .string: self = .string
        case .value(let placeholder)?: self = .value(placeholder)
        }
    }

    init(_ kind: MessageArgumentKind) { self.init(kind.valueClass) }

    /// From an ARB placeholder type (the one table: `ArgumentValueClass(placeholderType:)`).
    init(placeholderType type: String) { self.init(ArgumentValueClass(placeholderType: type)) }

    /// What the source declares for an argument: its class, and `integer` for ARB's `int`.
    init(declared valueClass: ArgumentValueClass?, placeholderType type: String?) {
        self = valueClass == .number && type == "int" ? .integer : ArgumentRequirement(valueClass)
    }

    func combined(with other: ArgumentRequirement) -> ArgumentRequirement {
        if self == other || other == .any { return self }
        if self == .any { return other }
        // A number use ({n, plural, …}) of an argument declared int: the narrower one.
        if (self == .number && other == .integer) || (self == .integer && other == .number) { return .integer }
        return .conflicting
    }

    var label: String {
        switch self {
        case .any: "any value"
        case .number: "a number"
        case .integer: "a number"
        case .date: "a date"
        case .string: "a string"
        case .conflicting: "conflicting kinds"
        case .value(let placeholder): placeholder.noun
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
        case (.any, _), (.number, .int), (.number, .double), (.number, .money), (.integer, .int), (.integer, .double),
            (.date, .date), (.string, .string):
            true
        case (.value(let placeholder), _): placeholder.accepts(value)
        default: false
        }
    }
}
