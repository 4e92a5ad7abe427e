/// One case of one message in one locale, and the words Spoken says for it.
public struct PreviewRow: Sendable, Hashable {
    /// The branch one argument takes: a plural or ordinal category (`few`), an explicit value
    /// (`=0`) or a `select` keyword.
    public struct Case: Sendable, Hashable {
        public let argument: String
        public let selector: String
        /// True when the message has no branch for this category, so ICU speaks `other`.
        public let isMissing: Bool

        public init(argument: String, selector: String, isMissing: Bool = false) {
            self.argument = argument
            self.selector = selector
            self.isMissing = isMissing
        }
    }

    /// One argument value of the row.
    public struct Argument: Sendable, Hashable {
        public let name: String
        public let value: MessageArgument

        public init(name: String, value: MessageArgument) {
            self.name = name
            self.value = value
        }
    }

    /// The requested locale (`ru`, `en-XA`).
    public let locale: String
    public let key: String
    /// The branches of the row, by argument name; empty for a message without plural or select.
    public let cases: [Case]
    /// Every argument passed, by name.
    public let arguments: [Argument]
    /// What `CatalogStore.text` returns for these arguments.
    public let text: String
    /// The catalog that supplied the words when it is another language than the request's (the
    /// key is not translated: `en`); nil when the request's language has the key.
    public let fallback: String?
    /// The errors that keep the translator's message from loading (`--catalog`): the row is
    /// broken, and `text` is empty, never the words that would be spoken in its place (the
    /// shipped message, or the source's).
    public let refusal: [Diagnostic]

    public init(
        locale: String, key: String, cases: [Case], arguments: [Argument], text: String, fallback: String? = nil,
        refusal: [Diagnostic] = []
    ) {
        self.locale = locale
        self.key = key
        self.cases = cases
        self.arguments = arguments
        self.text = refusal.isEmpty ? text : ""
        self.fallback = fallback
        self.refusal = refusal
    }

    /// True when the translator's message was refused (see `refusal`).
    public var isBroken: Bool { !refusal.isEmpty }

    /// Why the row is broken, in lint's words: each error's message, by position.
    public var brokenReason: String? {
        isBroken ? refusal.map(\.message).joined(separator: "; ") : nil
    }

    /// True when a branch of the row is missing from the message (it speaks `other` instead).
    public var isMissing: Bool { cases.contains(where: \.isMissing) }

    /// The row as one JSON object on one line, keys in a fixed order:
    /// `{"locale":"ru","key":"announce.newMessages","case":{"count":"few"},"arguments":{"count":2},"text":"2 новых сообщения"}`,
    /// with `"missing":["count"]` after `text` when a branch falls back to `other`, and
    /// `"fallback":"en"` when another language's catalog supplied the words, and `"broken"` (the
    /// errors' words) last when the message was refused (`text` is then empty).
    public var jsonLine: String {
        var out: [UInt8] = []
        out.reserveCapacity(160)
        out.append(contentsOf: #"{"locale":"#.utf8)
        JSONString.append(locale, to: &out)
        out.append(contentsOf: #","key":"#.utf8)
        JSONString.append(key, to: &out)
        out.append(contentsOf: #","case":{"#.utf8)
        for (index, item) in cases.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            JSONString.append(item.argument, to: &out)
            out.append(UInt8(ascii: ":"))
            JSONString.append(item.selector, to: &out)
        }
        out.append(contentsOf: #"},"arguments":{"#.utf8)
        for (index, argument) in arguments.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            JSONString.append(argument.name, to: &out)
            out.append(UInt8(ascii: ":"))
            switch argument.value {
            case .string(let text): JSONString.append(text, to: &out)
            case .int(let value): out.append(contentsOf: String(value).utf8)
            case .double(let value): out.append(contentsOf: PreviewRow.number(value).utf8)
            case .date(let seconds): JSONString.append(PreviewRow.iso8601(seconds), to: &out)
            case .money(let money):
                // As render's `args` take money.
                out.append(contentsOf: #"{"amount":"#.utf8)
                JSONString.append(money.amount.text, to: &out)
                out.append(contentsOf: #","currency":"#.utf8)
                JSONString.append(money.currency.identifier, to: &out)
                out.append(UInt8(ascii: "}"))
            case .duration(let duration):
                let (seconds, attoseconds) = duration.components
                out.append(contentsOf: PreviewRow.number(Double(seconds) + Double(attoseconds) / 1e18).utf8)
            case .relativeTime(let relative):
                // As render's `args` take a relative time.
                out.append(contentsOf: #"{"value":"#.utf8)
                out.append(contentsOf: PreviewRow.number(relative.value).utf8)
                out.append(contentsOf: #","unit":"#.utf8)
                JSONString.append(relative.unit.rawValue, to: &out)
                out.append(UInt8(ascii: "}"))
            case .list(let items):
                out.append(UInt8(ascii: "["))
                for (position, item) in items.enumerated() {
                    if position > 0 { out.append(UInt8(ascii: ",")) }
                    JSONString.append(item, to: &out)
                }
                out.append(UInt8(ascii: "]"))
            case .fields(let inputs):
                // As render's `args` take an object argument.
                out.append(contentsOf: inputs.json().utf8)
            }
        }
        out.append(contentsOf: #"},"text":"#.utf8)
        JSONString.append(text, to: &out)
        let missing = cases.filter(\.isMissing)
        if !missing.isEmpty {
            out.append(contentsOf: #","missing":["#.utf8)
            for (index, item) in missing.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                JSONString.append(item.argument, to: &out)
            }
            out.append(UInt8(ascii: "]"))
        }
        if let brokenReason {
            out.append(contentsOf: #","broken":"#.utf8)
            JSONString.append(brokenReason, to: &out)
        }
        if let fallback {
            out.append(contentsOf: #","fallback":"#.utf8)
            JSONString.append(fallback, to: &out)
        }
        out.append(UInt8(ascii: "}"))
        return String(decoding: out, as: UTF8.self)
    }

    /// The case column of the text preview: `count=few (2)`, `count==0 (0)`, `gender=female`,
    /// `remaining=few (120 s)`, `published=one (-1 hour)`.
    public var caseDescription: String {
        cases.map { item in
            let value = arguments.first(where: { $0.name == item.argument })?.value
            switch value {
            case .int(let number)?: return "\(item.argument)=\(item.selector) (\(number))"
            case .double(let number)?: return "\(item.argument)=\(item.selector) (\(PreviewRow.number(number)))"
            case .duration(let duration)?:
                let (seconds, attoseconds) = duration.components
                let total = PreviewRow.number(Double(seconds) + Double(attoseconds) / 1e18)
                return "\(item.argument)=\(item.selector) (\(total) s)"
            case .relativeTime(let relative)?:
                return
                    "\(item.argument)=\(item.selector) (\(PreviewRow.number(relative.value)) \(relative.unit.rawValue))"
            default: return "\(item.argument)=\(item.selector)"
            }
        }.joined(separator: ", ")
    }

    /// A number as JSON writes it: integral values without a fraction.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// `2026-11-29T12:50:00Z` for whole seconds since 1970 (fractions as `.250`).
    static func iso8601(_ seconds: Double) -> String {
        let whole = seconds.rounded(.down)
        var days = Int(whole / 86_400)
        var rest = Int(whole) - days * 86_400
        if rest < 0 {
            rest += 86_400
            days -= 1
        }
        let (year, month, day) = Instant.civilFromDays(days)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let paddedYear = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
        var text =
            "\(paddedYear)-\(two(month))-\(two(day))T\(two(rest / 3600)):\(two(rest / 60 % 60)):\(two(rest % 60))"
        let millis = Int(((seconds - whole) * 1000).rounded())
        if millis > 0 { text += "." + String(String(1000 + millis).dropFirst()) }
        return text + "Z"
    }
}
