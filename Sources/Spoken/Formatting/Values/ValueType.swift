/// A value type: a kind of value Spoken speaks (money, a number, a duration, a relative time, a
/// date interval, a range of measures), not a Swift value type. It is the declaration of one op
/// of `spoken render`, one CLI command and one ARB placeholder type of the same name, written
/// once: its fields with their names, types, help and defaults, the errors bad input gets, and the
/// formatter call. Every layer is derived from the declaration instead of wiring the value by
/// hand: `spoken render` has an op of this name whose fields, JSON types and `unknown-field`
/// check come from `fields`; the CLI has a command of this name whose options, usage lines,
/// positional values (`-` for standard input) and `--help` come from the same fields; catalogs
/// accept it as a placeholder type (`placeholder`: which fields a number, a string or an instant
/// argument fills, which options `optionalParameters` may set), spoken by the same `speak`. The
/// library's own formatter types (`DurationFormatter`…) stay the Swift API; the declaration only
/// maps fields onto them.
///
/// `ValueType.all` lists the declared types; ARCHITECTURE.md says what each layer derives from a
/// declaration.
public struct ValueType: Sendable {
    /// The op, the command and the placeholder type: `duration`.
    public let name: String
    /// One line for `spoken --help` and the command's help.
    public let summary: String
    /// Paragraphs for the command's help after the summary (what it prints, examples).
    public let discussion: String
    /// Every field in help order: the value's own (`forms`) and the options.
    public let fields: [ValueField]
    /// The ways the value itself is given, each a list of field names that together are the
    /// value: `[["duration"], ["seconds"]]`. Exactly one form per request. The first form is
    /// the command line's positional argument(s); a field of another form is a CLI option
    /// (unless it is `commandLine: false`).
    public let forms: [[String]]
    /// Whether the value type is also an op of `spoken render` and a command (false: a catalog
    /// argument only, such as a list, which the `label` op and command already join on their own).
    public let standalone: Bool
    /// Whether the request's time zone matters (`--time-zone`, `timeZone`).
    public let usesTimeZone: Bool
    /// Whether the words come partly from the catalogs (`--catalog` on the command line).
    public let usesCatalog: Bool
    /// The codes of the errors the value's own input gets (`invalid-duration`); option errors
    /// are `invalid-option`, bad JSON types `invalid-field`.
    public let errors: [SpokenError.Code]
    /// How a catalog message takes the value as an argument; nil when it cannot.
    public let placeholder: ValuePlaceholder?
    /// A real `spoken render` request of the op and the response line it gets (`render
    /// --describe` shows it; a test renders it).
    public let example: Example?
    /// The formatter call: the words for one request.
    public let speak: @Sendable (ValueRequest) throws(SpokenError) -> String
    /// For a type whose words are a catalog message (a rating): the words with the locale of the
    /// catalog that supplied them, which `render` answers as the response's locale; `speak` is its
    /// text. Nil: the words are in the request's locale.
    public let localized: (@Sendable (ValueRequest) throws(SpokenError) -> LocalizedText)?
    /// Checks the options alone, before any value (nil: nothing to check beyond the fields' kinds):
    /// the command line calls it once, so a bad option whose words only the formatter knows (an
    /// unknown currency) is one usage error, not one error per value. `speak` still checks
    /// everything; render and the library rely on it.
    public let checkOptions: (@Sendable (ValueInputs, SpokenLocale) throws(SpokenError) -> Void)?
    /// The compact visible form beside the words (`markup`), nil when the type has none.
    public let display: ValueDisplay?
    /// A request line and its response line, as `spoken render` reads and writes them.
    public struct Example: Sendable, Hashable {
        public let request: String
        public let response: String

        public init(_ request: String, _ response: String) {
            self.request = request
            self.response = response
        }
    }

    /// The fields as bits (field i is bit i), worked out once: each form's fields and the
    /// required fields. A request's form is then found by masks, not by sets of names built per
    /// request.
    private let formMasks: [UInt64]
    private let requiredMask: UInt64

    public init(
        name: String, summary: String, discussion: String = "", fields: [ValueField], forms: [[String]],
        standalone: Bool = true, usesTimeZone: Bool = false, usesCatalog: Bool = false,
        errors: [SpokenError.Code],
        placeholder: ValuePlaceholder? = nil, example: Example? = nil,
        checkOptions: (@Sendable (ValueInputs, SpokenLocale) throws(SpokenError) -> Void)? = nil,
        display: ValueDisplay? = nil,
        localized: (@Sendable (ValueRequest) throws(SpokenError) -> LocalizedText)? = nil,
        speak: @escaping @Sendable (ValueRequest) throws(SpokenError) -> String
    ) {
        self.localized = localized
        self.checkOptions = checkOptions
        self.display = display
        self.name = name
        self.summary = summary
        self.discussion = discussion
        self.fields = fields
        self.forms = forms
        self.standalone = standalone
        self.usesTimeZone = usesTimeZone
        self.usesCatalog = usesCatalog
        self.errors = errors
        self.placeholder = placeholder
        self.example = example
        self.speak = speak
        precondition(fields.count <= 64, "a value type has at most 64 fields")
        precondition(
            forms.allSatisfy { $0.allSatisfy { name in fields.contains { $0.name == name } } },
            "every field a form names is one of the fields")
        formMasks = forms.map { Self.mask($0, in: fields) }
        requiredMask = Self.mask(fields.filter(\.required).map(\.name), in: fields)
    }

    /// The bits of the fields named `names` (names that are no field are left out).
    package func fieldMask(_ names: some Sequence<String>) -> UInt64 { Self.mask(names, in: fields) }

    /// Field i is bit i.
    private static func mask(_ names: some Sequence<String>, in fields: [ValueField]) -> UInt64 {
        var mask: UInt64 = 0
        for name in names {
            if let index = fields.firstIndex(where: { $0.name == name }) { mask |= 1 << UInt64(index) }
        }
        return mask
    }

    /// The field called `name` (its JSON name).
    public func field(_ name: String) -> ValueField? { fields.first { $0.name == name } }

    /// The fields that are options: in no form.
    public var options: [ValueField] { fields.filter { field in !forms.contains { $0.contains(field.name) } } }

    /// Which form the given fields are: the index of the one form all of whose fields are
    /// given, or why there is none.
    public func form(given names: Set<String>) -> FormMatch {
        form(given: fieldMask(names))
    }

    /// The same for the fields given as bits (`fieldMask`): field i is bit i.
    package func form(given mask: UInt64) -> FormMatch {
        var touched = -1
        for index in formMasks.indices where formMasks[index] & mask != 0 {
            guard touched >= 0 else {
                touched = index
                continue
            }
            return .conflict(firstGiven(form: touched, mask), firstGiven(form: index, mask))
        }
        guard touched >= 0 else { return .none }
        let missing = formMasks[touched] & ~mask
        if missing != 0 { return .incomplete(form: touched, missing: firstGiven(form: touched, missing)) }
        var given = mask
        while given != 0 {
            let index = given.trailingZeroBitCount
            given &= given - 1
            if let partner = fields[index].onlyWith, !forms[touched].contains(partner) {
                return .misplaced(fields[index].name, partner: partner)
            }
        }
        return .form(touched)
    }

    /// The first of the form's fields, in the form's order, whose bit is in `bits`.
    private func firstGiven(form index: Int, _ bits: UInt64) -> String {
        forms[index].first { fieldMask(CollectionOfOne($0)) & bits != 0 } ?? ""
    }

    /// The first required field (`ValueField.required`) not among `names`, if any.
    public func missingRequired(given names: Set<String>) -> ValueField? {
        missingRequired(given: fieldMask(names))
    }

    /// The same for the fields given as bits.
    package func missingRequired(given mask: UInt64) -> ValueField? {
        let missing = requiredMask & ~mask
        return missing == 0 ? nil : fields[missing.trailingZeroBitCount]
    }

    /// What `form(given:)` found.
    public enum FormMatch: Sendable, Hashable {
        case form(Int)
        /// No field of any form.
        case none
        /// Fields of two forms (`seconds` and `duration`).
        case conflict(String, String)
        /// A form with a field left out (`value` without `unit`).
        case incomplete(form: Int, missing: String)
        /// An option that only goes with another form's field (`now` without `instant`).
        case misplaced(String, partner: String)
    }

    /// The words for `inputs`, once the layer has read them: the form is found and checked, each
    /// value checked against its field, then `speak` is called.
    public func string(
        _ inputs: ValueInputs, locale: SpokenLocale = .enUS, timeZone: SpokenTimeZone = .utc
    ) throws(SpokenError) -> String {
        let inputs = try resolvingFormerNames(inputs)
        return try string(inputs, form: checkedForm(inputs), locale: locale, timeZone: timeZone)
    }

    /// The inputs with every field given by its former name (`style` for money's `presentation`)
    /// under its name; both names given is an `invalid-option` error.
    package func resolvingFormerNames(_ inputs: ValueInputs) throws(SpokenError) -> ValueInputs {
        var inputs = inputs
        for field in fields {
            guard let former = field.formerName, let value = inputs[former] else { continue }
            if inputs[field.name] != nil { throw .formerName(former, of: field.name) }
            inputs[former] = nil
            inputs[field.name] = value
        }
        return inputs
    }

    /// The form `inputs` give the value in, checked: one form, whole, with every required field.
    package func checkedForm(_ inputs: ValueInputs) throws(SpokenError) -> Int {
        let given = fieldMask(inputs.names)
        let form: Int
        switch self.form(given: given) {
        case .form(let index): form = index
        case .none:
            throw SpokenError(
                .invalidOption, input: name,
                message:
                    "Missing value for '\(name)': give \(forms.map { $0.joined(separator: " and ") }.joined(separator: " or "))"
            )
        case .conflict(let first, let second):
            throw SpokenError(
                .invalidOption, input: second,
                message: "'\(first)' and '\(second)' are two ways to give one value: give one")
        case .incomplete(_, let missing):
            throw SpokenError(.invalidOption, input: missing, message: "Missing '\(missing)' for '\(name)'")
        case .misplaced(let field, let partner):
            throw SpokenError(.invalidOption, input: field, message: "'\(field)' goes with '\(partner)'")
        }
        if let missing = missingRequired(given: given) {
            throw SpokenError(.invalidOption, input: missing.name, message: "Missing '\(missing.name)' for '\(name)'")
        }
        return form
    }

    /// The words for inputs whose form a layer has already found and checked (`form(given:)` and
    /// `missingRequired(given:)` on the same fields): `speak` alone.
    package func string(
        _ inputs: ValueInputs, form: Int, locale: SpokenLocale, timeZone: SpokenTimeZone,
        catalog: CatalogStore = .shared
    ) throws(SpokenError) -> String {
        try speak(ValueRequest(locale: locale, timeZone: timeZone, form: form, inputs: inputs, catalog: catalog))
    }

    /// The same with the locale of the words: the catalog's that supplied them for a type whose
    /// words are a catalog's (`localized`: a rating's "en" for an en-US request), else the request's.
    package func localizedString(
        _ inputs: ValueInputs, form: Int, locale: SpokenLocale, timeZone: SpokenTimeZone,
        catalog: CatalogStore = .shared
    ) throws(SpokenError) -> (text: String, locale: String) {
        let request = ValueRequest(locale: locale, timeZone: timeZone, form: form, inputs: inputs, catalog: catalog)
        guard let localized else { return (try speak(request), locale.identifier) }
        let words = try localized(request)
        return (words.text, words.locale)
    }

    /// The words for `inputs` from the given catalogs (`string(_:locale:timeZone:)`'s checks).
    package func string(
        _ inputs: ValueInputs, locale: SpokenLocale, timeZone: SpokenTimeZone, catalog: CatalogStore
    ) throws(SpokenError) -> String {
        let inputs = try resolvingFormerNames(inputs)
        return try string(inputs, form: checkedForm(inputs), locale: locale, timeZone: timeZone, catalog: catalog)
    }
}

/// One field of a value type, as every layer spells it: `maxUnits` in `render` and catalogs,
/// `--max-units N` on the command line.
public struct ValueField: Sendable, Hashable {
    /// What a field holds, which decides how each layer reads it.
    public enum Kind: Sendable, Hashable {
        /// Any string (`skeleton`).
        case text
        /// One of these words (`rounding`: nearest, down, up).
        case choice([String])
        /// Some of these words: a JSON array of strings; on the command line, separated by commas.
        case list([String])
        /// Any strings, at least one (a list's items): a JSON array of strings; on the command line,
        /// separated by commas.
        case strings
        /// A whole number in this range: a JSON number (`2`, `2.0`); digits on the command line.
        case integer(ClosedRange<Int>)
        /// A decimal number: a JSON number or a decimal string (`"25.5"`), as `measure` reads values.
        case number
        /// A number or text the formatter reads itself: a JSON number or any string; the token on
        /// the command line (`number`'s value: 1234, or the digit string "+1 555-0100", whose
        /// leading zeros and separators a decimal number would lose or refuse).
        case numberOrText
        /// An instant: ISO 8601 with an offset or `@EPOCH_SECONDS`, or (in JSON) a number of
        /// seconds since 1970.
        case instant
        /// True or false: a JSON boolean; on the command line, a flag without a value.
        case flag
    }

    /// The JSON name: `maxUnits`.
    public let name: String
    public let kind: Kind
    /// What it is, for help and the README: may span lines.
    public let help: String
    /// The command-line option: `--max-units` (by default the name in kebab case). A CLI
    /// spelling: `package`, for the `spoken` target, not the library's public API.
    package let option: String
    /// How usage lines show the value: `N`, `nearest|down|up` (by default from the kind).
    package let valueName: String
    /// The value used when the field is absent, as it is written (help prints it): the key's
    /// default in its own spelling.
    public let defaultValue: String?
    /// Help's words for a default computed at run time ("the wall clock").
    public let defaultHelp: String?
    /// A field of another form this one only goes with (`now` with `instant`).
    public let onlyWith: String?
    /// Whether the command line offers it (false: the positional value covers it).
    package let commandLine: Bool
    /// Whether every request must give this option (money's `currency`): render answers
    /// `missing-field` without it, the command line a usage error, and help shows it unbracketed.
    public let required: Bool
    /// The name the field had before (deprecated, still read): `style` for money's and intervals'
    /// `presentation`. Render reads the member, the command line the option (`--style`), and
    /// `string(_:locale:timeZone:)` the input of that name as this field; `render --describe`
    /// lists it as a deprecated alias. Never both names at once.
    public let formerName: String?

    /// The field of `key`: its name, kind and default come from the key, written once.
    public init<Value>(
        _ key: ValueKey<Value>, help: String, option: String? = nil, valueName: String? = nil,
        defaultHelp: String? = nil, onlyWith: String? = nil, commandLine: Bool = true, required: Bool = false,
        formerName: String? = nil
    ) {
        self.formerName = formerName
        self.name = key.name
        self.kind = key.kind
        self.help = help
        self.option = option ?? "--" + Self.kebab(key.name)
        self.valueName = valueName ?? Self.valueName(for: key.kind)
        self.defaultValue = key.defaultText
        self.defaultHelp = defaultHelp
        self.onlyWith = onlyWith
        self.commandLine = commandLine
        self.required = required
    }

    /// What a request must hold for it, as `invalid-field` messages say it.
    public var jsonType: String {
        switch kind {
        case .text, .choice: "a string"
        case .list, .strings: "an array of strings"
        case .integer: "an integer"
        case .number: "a number or a decimal string"
        case .numberOrText: "a number or a string"
        case .instant: "a string (ISO 8601 or '@EPOCH_SECONDS') or a number of seconds"
        case .flag: "true or false"
        }
    }

    /// Reads a value typed as text (a command-line token, a default) and checks it. `spelling`
    /// names the field in errors as the user wrote it (`--max-units`, `maxUnits`).
    public func parse(_ text: String, spelledAs spelling: String) throws(SpokenError) -> ValueInput {
        switch kind {
        case .text, .choice:
            return try check(.text(text), spelledAs: spelling)
        case .list, .strings:
            let items = text.split(separator: ",", omittingEmptySubsequences: false).map {
                String($0).trimmingASCIISpaces
            }
            return try check(.list(items), spelledAs: spelling)
        case .integer(let range):
            guard let value = Int(text) else { throw outOfRange(text, range, spelling) }
            return try check(.integer(value), spelledAs: spelling)
        case .number:
            return .number(try DecimalText.parse(text), text: text)
        case .numberOrText:
            return .text(text)
        case .instant:
            return .instant(try Instant.parse(text))
        case .flag:
            return .flag(true)
        }
    }

    /// Checks a value read by a layer in its own syntax (a JSON string, a number): the allowed
    /// words and ranges. `invalid-option` errors name the field as `spelling`.
    public func check(_ value: ValueInput, spelledAs spelling: String) throws(SpokenError) -> ValueInput {
        switch (kind, value) {
        case (.choice(let allowed), .text(let word)):
            guard allowed.contains(word) else { throw .invalidOption(spelling, word, allowed: allowed) }
        case (.list(let allowed), .list(let items)):
            if items.isEmpty {
                throw SpokenError(
                    .invalidOption, input: "",
                    message:
                        "Invalid value '' for \(spelling): give at least one of \(allowed.joined(separator: ", "))")
            }
            for item in items where !allowed.contains(item) {
                throw .invalidOption(spelling, item, allowed: allowed)
            }
        case (.strings, .list(let items)):
            if items.isEmpty {
                throw SpokenError(
                    .invalidOption, input: "", message: "Invalid value [] for \(spelling): give at least one item")
            }
        case (.integer(let range), .integer(let number)):
            guard range.contains(number) else { throw outOfRange(String(number), range, spelling) }
        default:
            break
        }
        return value
    }

    /// A value given in another layer's kind (an object argument's member: a string, a number),
    /// as this field takes it: text is parsed as the command line parses it, a number of seconds
    /// is an instant, a whole number an integer; then checked.
    public func read(_ value: ValueInput, spelledAs spelling: String) throws(SpokenError) -> ValueInput {
        switch (kind, value) {
        case (_, .text(let text)):
            return try parse(text, spelledAs: spelling)
        case (.instant, .number(let seconds, let text)):
            guard seconds.isFinite else {
                throw SpokenError(
                    .invalidInstant, input: text,
                    message: "Invalid instant '\(SpokenError.token(text))' for \(spelling)")
            }
            return .instant(Instant(secondsSince1970: seconds))
        case (.integer(let range), .number(let number, let text)):
            guard number == number.rounded(), abs(number) < 1e15 else { throw outOfRange(text, range, spelling) }
            return try check(.integer(Int(number)), spelledAs: spelling)
        case (.text, .number(_, let text)), (.choice, .number(_, let text)):
            return try check(.text(text), spelledAs: spelling)
        default:
            return try check(value, spelledAs: spelling)
        }
    }

    private func outOfRange(_ text: String, _ range: ClosedRange<Int>, _ spelling: String) -> SpokenError {
        SpokenError(
            .invalidOption, input: text,
            message:
                "Invalid value '\(text)' for \(spelling): expected a whole number from \(range.lowerBound) to \(range.upperBound)"
        )
    }

    /// The command-line option of `formerName`: `--style`.
    package var formerOption: String? { formerName.map { "--" + Self.kebab($0) } }

    /// `maxUnits` → `max-units`.
    static func kebab(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase {
                result += "-" + character.lowercased()
            } else {
                result.append(character)
            }
        }
        return result
    }

    static func valueName(for kind: Kind) -> String {
        switch kind {
        case .text: "TEXT"
        case .choice(let words): words.joined(separator: "|")
        case .list: "UNIT,..."
        case .strings: "ITEM,..."
        case .integer: "N"
        case .number: "NUMBER"
        case .numberOrText: "VALUE"
        case .instant: "INSTANT"
        case .flag: ""
        }
    }
}

/// One field's value once a layer has read it.
public enum ValueInput: Sendable, Hashable {
    /// A string or a word (`.text` and `.choice` fields).
    case text(String)
    case list([String])
    case integer(Int)
    /// A number and its text as written (`0.10`, `1e999`): exact decimals, and errors that quote
    /// the input.
    case number(Double, text: String)
    case instant(Instant)
    case flag(Bool)
}

/// The fields a request gave, by JSON name.
public struct ValueInputs: Sendable, Hashable {
    /// A handful of fields at most: a list searched by name costs less than hashing each name
    /// (render builds one per request).
    private var entries: [(name: String, value: ValueInput)] = []

    public init(_ values: [String: ValueInput] = [:]) {
        entries = values.sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }
    }

    public subscript(name: String) -> ValueInput? {
        get { entries.first { $0.name == name }?.value }
        set {
            if let index = entries.firstIndex(where: { $0.name == name }) {
                if let newValue { entries[index].value = newValue } else { entries.remove(at: index) }
            } else if let newValue {
                entries.append((name: name, value: newValue))
            }
        }
    }

    /// Room for `count` fields without growing.
    public mutating func reserveCapacity(_ count: Int) { entries.reserveCapacity(count) }

    /// The names given.
    public var names: [String] { entries.map(\.name) }

    /// Equal when they hold the same values by name, whatever the order they were given in.
    public static func == (left: ValueInputs, right: ValueInputs) -> Bool {
        left.entries.count == right.entries.count && left.entries.allSatisfy { right[$0.name] == $0.value }
    }

    public func hash(into hasher: inout Hasher) {
        for entry in entries.sorted(by: { $0.name < $1.name }) {
            hasher.combine(entry.name)
            hasher.combine(entry.value)
        }
    }
}

extension ValueInputs {
    /// The fields as a JSON object, as `render`'s `args` write an object argument: instants in
    /// ISO 8601, numbers as written; `spaced` puts a space after each `:` and `,` (the docs).
    package func json(spaced: Bool = false) -> String {
        var out: [UInt8] = [UInt8(ascii: "{")]
        let space: [UInt8] = spaced ? [UInt8(ascii: " ")] : []
        for (index, entry) in entries.enumerated() {
            if index > 0 { out += [UInt8(ascii: ",")] + space }
            JSONString.append(entry.name, to: &out)
            out += [UInt8(ascii: ":")] + space
            switch entry.value {
            case .text(let text): JSONString.append(text, to: &out)
            case .list(let items):
                out.append(UInt8(ascii: "["))
                for (position, item) in items.enumerated() {
                    if position > 0 { out += [UInt8(ascii: ",")] + space }
                    JSONString.append(item, to: &out)
                }
                out.append(UInt8(ascii: "]"))
            case .integer(let value): out += String(value).utf8
            case .number(_, let text): out += text.utf8
            case .instant(let instant): JSONString.append(instant.iso8601, to: &out)
            case .flag(let flag): out += String(flag).utf8
            }
        }
        out.append(UInt8(ascii: "}"))
        return String(decoding: out, as: UTF8.self)
    }
}

/// One request for a value type's words: its context and fields.
public struct ValueRequest: Sendable {
    public let locale: SpokenLocale
    public let timeZone: SpokenTimeZone
    /// The index of the form the value was given in (`ValueType.forms`).
    public let form: Int
    public let inputs: ValueInputs
    /// The catalogs whose words the value takes where it has some (a rating's `rating.stars`, an
    /// interval's range words): the store a catalog message is formatted from, so an app catalog
    /// that defines them is heard in its arguments too.
    public let catalog: CatalogStore

    public init(
        locale: SpokenLocale, timeZone: SpokenTimeZone, form: Int, inputs: ValueInputs, catalog: CatalogStore = .shared
    ) {
        self.locale = locale
        self.timeZone = timeZone
        self.form = form
        self.inputs = inputs
        self.catalog = catalog
    }
}

/// How a catalog message takes a value type as an argument: a placeholder of this `type`
/// (`"eta": {"type": "duration"}`), the options its `optionalParameters` may set (the value
/// type's own fields: `{"maxUnits": 2, "rounding": "up"}`), and which fields each kind of
/// argument fills (a number, a string, an instant). A plain `{eta}` of such a placeholder is
/// spoken by the value type's formatter call (`ValueType.string`), with the options, so the
/// catalog argument, the `render` op and the CLI command read one declaration.
public struct ValuePlaceholder: Sendable, Hashable {
    /// The ARB placeholder type: the value type's name.
    public let type: String
    /// How messages name a value of it: "a duration".
    public let noun: String
    /// The field a number argument fills (`seconds`), if numbers are accepted.
    public let number: String?
    /// The fields a string argument fills: one field takes the whole text (`duration`: "1:15:27",
    /// "PT1H15M"); several take its words, split at spaces (`value` and `unit`: "-2 hour").
    public let text: [String]
    /// The field an instant (a date argument) fills (`instant`), if instants are accepted.
    public let instant: String?
    /// The field a list of strings fills (`items`: a Swift `[String]`, a JSON array, a Python
    /// list), if lists are accepted.
    public let list: String?
    /// The fields an object argument gives by name (`start` and `end`: `render`'s `{"start": …,
    /// "end": …}`, a Swift `DateInterval`, a Python tuple), each read as the field reads its
    /// value; empty when objects are not accepted.
    public let object: [String]
    /// The field the message's `now` fills beside an instant (`now`): explicit, or the wall clock.
    public let now: String?
    /// The fields a placeholder's `optionalParameters` may set, in help order (`units`,
    /// `maxUnits`, `rounding`): options that change the words for speech, never a width.
    public let options: [String]
    /// An example of `optionalParameters` for messages: `{"maxUnits": 2, "rounding": "up"}`.
    public let example: String
    /// A value that shows how the placeholder is spoken, for previews (4527 seconds: every unit).
    public let sample: MessageArgument
    /// The words of `sample` with the options of `example`, in en-US: the example of the docs'
    /// table of placeholder types (`PlaceholderTypeDoc`), spoken by a test.
    public let sampleWords: String
    /// What a String Catalog can hold instead, said by `spoken convert`.
    public let stringCatalogNote: String

    public init(
        type: String, noun: String, number: String? = nil, text: [String] = [], instant: String? = nil,
        object: [String] = [], list: String? = nil, now: String? = nil, options: [String] = [], example: String,
        sample: MessageArgument,
        sampleWords: String = "", stringCatalogNote: String
    ) {
        self.type = type
        self.noun = noun
        self.number = number
        self.text = text
        self.instant = instant
        self.object = object
        self.list = list
        self.now = now
        self.options = options
        self.example = example
        self.sample = sample
        self.sampleWords = sampleWords
        self.stringCatalogNote = stringCatalogNote
    }

    /// The value type this placeholder belongs to.
    public var valueType: ValueType? { ValueType.all.first { $0.placeholder?.type == type } }

    /// The placeholder of the ARB type `type` (`duration`, `relative`), if a value type declares one.
    public static func named(_ type: String) -> ValuePlaceholder? {
        ValueType.all.lazy.compactMap(\.placeholder).first { $0.type == type }
    }

    /// Every placeholder type the value types declare, in `ValueType.all` order.
    public static var all: [ValuePlaceholder] { ValueType.all.compactMap(\.placeholder) }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmingASCIISpaces: String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
