import Foundation

/// One ARB placeholder type (`"type"` in a placeholder's metadata) as the docs show it: what a
/// request passes for it, what `optionalParameters` may set, and an example a test speaks. The
/// one table of placeholder types is `PlaceholderTypeDoc.all`: Flutter's types (`builtIn`) and
/// every value type's placeholder (`ValuePlaceholder.all`, described from its declaration).
/// `ArgumentValueClass.placeholderTypes`, lint's list, is its types.
public struct PlaceholderTypeDoc: Sendable {
    /// The `type` names of the row: `["num", "int", "double"]`.
    public let types: [String]
    /// What an argument of it is, in each layer.
    public let takes: String
    /// What its metadata may set beside the type (`format`, `optionalParameters`).
    public let options: String
    public let example: Example

    /// A message with the placeholder, the argument a request passes and the words (en-US, UTC,
    /// seen from `now`).
    public struct Example: Sendable {
        public let message: String
        /// The placeholder's name in `message`.
        public let name: String
        /// The placeholder's metadata as JSON: `{"type": "duration"}`.
        public let metadata: String
        public let argument: MessageArgument
        /// The argument as `render`'s `args` writes it: `4527`, `"Burger Barn"`.
        public let json: String
        public let words: String
    }

    /// The row of a value type's placeholder, from its declaration.
    init(_ placeholder: ValuePlaceholder) {
        types = [placeholder.type]
        var takes: [String] = []
        if let number = placeholder.number { takes.append("a number (its `\(number)`)") }
        if !placeholder.text.isEmpty {
            let fields = placeholder.text.map { $0.uppercased() }.joined(separator: " ")
            let example = placeholder.textExample
            takes.append(example.isEmpty ? "text (`\(fields)`)" : "text (`\(fields)`, such as `\(example)`)")
        }
        if let instant = placeholder.instant {
            takes.append("an instant (its `\(instant)`, seen from the request's `now`)")
        }
        // The Swift values it takes as they are, found by asking the placeholder itself.
        if placeholder.accepts(.duration(.seconds(1))) { takes.append("a Swift `Duration`, a Python `timedelta`") }
        if placeholder.accepts(.relativeTime(RelativeTime(-2, .hour))) {
            takes.append(#"a `RelativeTime`, `{"value": -2, "unit": "hour"}` in `render`"#)
        }
        if let money = try? Money("42.50", currency: "USD"), placeholder.accepts(.money(money)) {
            takes.append(#"`Money`, `{"amount": "42.50", "currency": "USD"}` in `render`"#)
        }
        if placeholder.list != nil {
            takes.append("strings (a Swift `[String]`, a JSON array in `render`, a Python list)")
        }
        if !placeholder.object.isEmpty {
            let members = placeholder.object.map { "\"\($0)\": …" }.joined(separator: ", ")
            var object = "an object (`{\(members)}` in `render`"
            if placeholder.accepts(DateInterval(start: Date(timeIntervalSince1970: 0), duration: 1).messageArgument) {
                object += ", a Swift `DateInterval`, a Python tuple `(start, end)`"
            }
            takes.append(object + ")")
        }
        self.takes =
            "\(placeholder.noun.prefix(1).uppercased())\(placeholder.noun.dropFirst()): "
            + takes.joined(separator: ", ")
            + (placeholder.valueType?.standalone == false
                ? "; spoken by the `\(placeholder.type)` value type (no op of its own): "
                    + (placeholder.valueType?.summary.prefix(1).lowercased() ?? "")
                    + (placeholder.valueType?.summary.dropFirst() ?? "")
                : "; spoken as the `\(placeholder.type)` op speaks the same fields")
        options =
            placeholder.options.isEmpty
            ? "—" : "`optionalParameters`: " + placeholder.options.map { "`\($0)`" }.joined(separator: ", ")
        example = Example(
            message: "{value}", name: "value",
            metadata: #"{"type": "\#(placeholder.type)", "optionalParameters": \#(placeholder.example)}"#,
            argument: placeholder.sample, json: Self.json(placeholder.sample), words: placeholder.sampleWords)
    }

    init(types: [String], takes: String, options: String, example: Example) {
        self.types = types
        self.takes = takes
        self.options = options
        self.example = example
    }

    /// The present the examples' relative words are seen from: 2026-11-29T12:50:00Z.
    public static let now = Instant(secondsSince1970: 1_795_956_600)

    /// Every placeholder type: Flutter's, then the value types'.
    public static var all: [PlaceholderTypeDoc] { builtIn + ValuePlaceholder.all.map(PlaceholderTypeDoc.init) }

    /// Flutter's placeholder types (gen-l10n's), as Spoken speaks them.
    static let builtIn: [PlaceholderTypeDoc] = [
        PlaceholderTypeDoc(
            types: ["String"], takes: "Text, spoken as it is (between FSI and PDI in a right-to-left language)",
            options: "—",
            example: Example(
                message: "Order from {restaurant}", name: "restaurant", metadata: #"{"type": "String"}"#,
                argument: .string("Burger Barn"), json: #""Burger Barn""#, words: "Order from Burger Barn")),
        PlaceholderTypeDoc(
            types: ["Object"],
            takes:
                #"Any argument; money (`Money`, `{"amount": "42.50", "currency": "USD"}`, `'price=42.50 USD'`) is spoken with the currency's name"#,
            options: "—",
            example: Example(
                message: "Total: {price}", name: "price", metadata: #"{"type": "Object"}"#,
                argument: (try? Money("42.50", currency: "USD")).map(MessageArgument.money) ?? .string("42.50 USD"),
                json: #"{"amount": "42.50", "currency": "USD"}"#, words: "Total: 42.50 US dollars")),
        PlaceholderTypeDoc(
            types: ["DateTime"],
            takes:
                "An instant (`Date`, `Instant`, ISO 8601 text, an aware `datetime`): a plain `{date}` is the medium date and short time in the request's zone",
            options:
                "`optionalParameters` (next row); `{date, date, long}` or `{date, time, short}` in the message for ICU's other styles",
            example: Example(
                message: "Updated {date}", name: "date", metadata: #"{"type": "DateTime"}"#,
                argument: .date(secondsSince1970: 1_795_956_600), json: #""2026-11-29T12:50:00Z""#,
                words: "Updated Nov 29, 2026, 12:50\u{202F}PM")),
        PlaceholderTypeDoc(
            types: ["DateTime"],
            takes:
                "An instant spoken in a presentation, as the `date` op speaks it: `relative` (ICU's day words seen from the request's `now`, lower-case inside the sentence and capitalised when the message starts with it; beyond them the full date), `spoken` (full month names), `icu`",
            options: "`optionalParameters`: `presentation` ("
                + DatePresentation.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ") + ")",
            example: Example(
                message: "Order placed {when}", name: "when",
                metadata: #"{"type": "DateTime", "optionalParameters": {"presentation": "relative"}}"#,
                argument: .date(secondsSince1970: 1_795_887_840), json: #""2026-11-28T17:44:00Z""#,
                words: "Order placed yesterday, 5:44\u{202F}PM")),
        PlaceholderTypeDoc(
            types: ["num", "int", "double"],
            takes: "A number: a plain `{count}` in the locale's digits, `{count, plural, …}` by its CLDR category",
            options: "`format` (next row)",
            example: Example(
                message: "{count, plural, one{# item} other{# items}}", name: "count", metadata: #"{"type": "int"}"#,
                argument: .int(2), json: "2", words: "2 items")),
        PlaceholderTypeDoc(
            types: ["num", "int", "double"],
            takes: "A number (or money) spoken by a Flutter number `format`: money, compact words, percentages",
            options: "`format`: "
                + PlaceholderFormat.Name.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")
                + "; `optionalParameters`: `name`, `decimalDigits`, `symbol`, `customPattern` (as the format takes them)",
            example: Example(
                message: "Total: {amount}", name: "amount",
                metadata: #"{"type": "double", "format": "currency", "optionalParameters": {"name": "EUR"}}"#,
                argument: .double(42.5), json: "42.5", words: "Total: 42.50 euros")),
    ]

    /// A sample argument as `render`'s `args` writes it.
    static func json(_ argument: MessageArgument) -> String {
        switch argument {
        case .string(let text): "\"\(text)\""
        case .int(let value): String(value)
        case .double(let value): String(value)
        case .date(let seconds): "\"@\(Int(seconds))\""
        case .money(let money): #"{"amount": "\#(money.amount.text)", "currency": "\#(money.currency.identifier)"}"#
        case .duration(let duration): ValuePlaceholder.secondsText(duration)
        case .relativeTime(let relative):
            #"{"value": \#(DurationText.number(relative.value)), "unit": "\#(relative.unit.rawValue)"}"#
        case .fields(let inputs): inputs.json(spaced: true)
        case .list(let items): "[" + items.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        }
    }

    /// The markers of the generated table in the DocC article.
    package static let tableStart =
        "<!-- placeholder-types:begin (generated from the declarations: UPDATE_DOCS=1 swift test --filter PlaceholderTypeTableTests) -->"
    package static let tableEnd = "<!-- placeholder-types:end -->"

    /// The table: one row per type, its example message, metadata, argument and words.
    package static func markdownTable() -> String {
        var lines = [
            "| type | a request passes | metadata besides the type | example: message, metadata, argument → words (en) |",
            "|---|---|---|---|",
        ]
        for row in all {
            let example = row.example
            let cells = [
                row.types.map { "`\($0)`" }.joined(separator: ", "), row.takes, row.options,
                "`\(example.message)`, `\(example.name)`: `\(example.metadata)`, `\(example.json)` → \"\(example.words)\"",
            ]
            lines.append(
                "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }
}
