import Foundation
import Spoken

/// `"op":"announce"`: `key` (`announce.newMessages`, or any catalog key), `args` (an object:
/// numbers stay numbers, strings written as instants are dates, as ISO 8601 durations (`PT1H15M`)
/// durations, other strings text, objects `{"amount": "42.50", "currency": "USD"}` money,
/// `{"value": -2, "unit": "hour"}` relative times and `{"start": …, "end": …}` intervals; arrays
/// of strings lists), `isolate` (default true: FSI…PDI around
/// strings in right-to-left locales), `now` (the present a `relative` placeholder sees an instant
/// from; default the wall clock). The response carries the announcement's `priority` (`high`,
/// `default`, `low`, or null).
public struct AnnounceRenderHandler: RenderHandler {
    public init() {}

    package static let key = Field.string("key", doc: "announce.newMessages or newMessages; any catalog key")
    package static let args = Field.object(
        "args",
        doc:
            #"the message's arguments: numbers, strings (ISO 8601 instants are dates, durations durations), {"amount":"42.50","currency":"USD"} money, {"value":-2,"unit":"hour"} relative times, {"start":…,"end":…} intervals, ["Alice","Bob"] lists"#
    )
    package static let isolate = Field.boolean(
        "isolate", default: true, doc: "FSI…PDI around text arguments in right-to-left locales")
    package static let now = Field.instant(
        "now", required: false,
        doc: "the present a relative placeholder sees an instant from (default: the wall clock)")

    public static let declaration = OpDeclaration(
        name: "announce", command: "announce",
        summary: "Speak a catalog announcement with its arguments; the response carries its priority",
        fields: [key.spec, args.spec, isolate.spec, now.spec],
        errors: [.unknownKey, .missingArgument, .unknownArgument, .invalidArgumentType, .invalidInstant],
        example: OpExample(
            #"{"id":1,"op":"announce","key":"newMessages","args":{"count":3},"locale":"de"}"#,
            #"{"id":1,"text":"3 neue Nachrichten","locale":"de","priority":"high"}"#),
        responseNote: #"the response carries "priority""#,
        handler: AnnounceRenderHandler())

    public var fields: [String] { Self.fieldNames }
    private static let fieldNames = declaration.fields.map(\.name)

    public func render(_ request: RenderRequest) throws(RenderError) -> RenderedText {
        let (key, arguments, isolate, now) = try read(request)
        do throws(SpokenError) {
            let text = try CatalogStore.shared.text(
                key: key, locale: request.locale, values: arguments, timeZone: request.timeZone,
                bidiIsolation: isolate, now: now)
            return RenderedText(text: text.text, locale: text.locale, extra: [Self.priority(text.priority)])
        } catch {
            throw RenderError(error)
        }
    }

    public var supportsMarkup: Bool { true }

    /// The message's own words the same shown and spoken, each argument with its own visible form
    /// (`CatalogStore.markup(key:…)`).
    public func renderMarkup(_ request: RenderRequest, width: DisplayWidth) throws(RenderError) -> RenderedText {
        let (key, arguments, isolate, now) = try read(request)
        do throws(SpokenError) {
            let message = try CatalogStore.shared.markup(
                key: key, locale: request.locale, values: arguments, timeZone: request.timeZone,
                bidiIsolation: isolate, now: now, width: width)
            return RenderedText(
                markup: message.markup, locale: message.locale, extra: [Self.priority(message.priority)])
        } catch {
            throw RenderError(error)
        }
    }

    /// The request's key, arguments, isolation and present.
    private func read(_ request: RenderRequest) throws(RenderError) -> (
        String, [String: MessageArgument], Bool, Instant?
    ) {
        let key = try request.value(Self.key)
        let isolate = try request.value(Self.isolate)
        let now = try request.optional(Self.now)
        var arguments: [String: MessageArgument] = [:]
        for member in try request.optional(Self.args)?.members ?? [] {
            arguments[member.key] = try Self.argument(member.key, member.value)
        }
        return (key, arguments, isolate, now)
    }

    /// The response's `priority` member (null when the message has none).
    package static func priority(_ priority: AnnouncementPriority?) -> RenderedText.Member {
        .init("priority", priority.map { .string($0.rawValue) } ?? .null)
    }

    static func argument(_ name: String, _ value: JSONValue) throws(RenderError) -> MessageArgument {
        switch value {
        case .number(let text):
            if let integer = Int64(text) { return .int(integer) }
            if let double = Double(text), double.isFinite { return .double(double) }
        case .string(let text):
            do throws(SpokenError) {
                return try MessageArgument(textOrInstant: text)
            } catch {
                throw RenderError(error)
            }
        case .array(let items):
            // A list placeholder's items: strings only.
            var strings: [String] = []
            for (index, item) in items.enumerated() {
                guard case .string(let text) = item else {
                    throw .invalid("args.\(name)[\(index)]", expected: "a string", got: item)
                }
                strings.append(text)
            }
            return .list(strings)
        case .object(let object):
            // A value type's object argument (an interval's start and end), by its declared fields.
            if let placeholder = ValuePlaceholder.all.first(where: { placeholder in
                object.keys.contains(where: placeholder.object.contains)
            }) {
                return .fields(try fields(name, object, placeholder: placeholder))
            }
            // Money names its members amount and currency; a relative time value and unit.
            let relativeFields = ValueType.relative.placeholder?.text ?? []
            if object["amount"] == nil, object["currency"] == nil, object.keys.contains(where: relativeFields.contains)
            {
                return .relativeTime(try relativeTime(name, object, fields: relativeFields))
            }
            return .money(try money(name, object))
        default:
            break
        }
        throw .invalid("args.\(name)", expected: Self.argumentKinds, got: value)
    }

    /// An object argument's members as the fields its placeholder's value type names: strings
    /// and numbers as written, read by each field when the message speaks them.
    static func fields(_ name: String, _ object: JSONObject, placeholder: ValuePlaceholder) throws(RenderError)
        -> ValueInputs
    {
        let takes =
            "\(placeholder.noun) takes " + placeholder.object.map { "'\($0)'" }.joined(separator: " and ")
        for key in object.keys where !placeholder.object.contains(key) {
            throw RenderError(.unknownField, "Unknown field 'args.\(name).\(key)': \(takes)")
        }
        var inputs = ValueInputs()
        for field in placeholder.object {
            switch object[field] {
            case .string(let text)?: inputs[field] = .text(text)
            case .number(let text)?: inputs[field] = .number(Double(text) ?? .nan, text: text)
            case let other?: throw .invalid("args.\(name).\(field)", expected: "a string or a number", got: other)
            case nil: throw RenderError(.missingField, "Missing field 'args.\(name).\(field)': \(takes)")
            }
        }
        return inputs
    }

    static let argumentKinds =
        #"a number, a string, money ({"amount": "42.50", "currency": "USD"}), a relative time ({"value": -2, "unit": "hour"}), an interval ({"start": …, "end": …}) or a list of strings (["Alice", "Bob"])"#

    /// `{"value": -2, "unit": "hour"}`: the relative value type's value-and-unit form (its
    /// placeholder's text fields), each member read as that field reads it.
    static func relativeTime(_ name: String, _ object: JSONObject, fields: [String]) throws(RenderError)
        -> RelativeTime
    {
        for key in object.keys where !fields.contains(key) {
            throw RenderError(
                .unknownField,
                "Unknown field 'args.\(name).\(key)': a relative time takes \(fields.map { "'\($0)'" }.joined(separator: " and ")), such as {\"value\": -2, \"unit\": \"hour\"}"
            )
        }
        var words: [String] = []
        for field in fields {
            switch object[field] {
            case .string(let text)?, .number(let text)?: words.append(text)
            case nil:
                throw RenderError(
                    .missingField,
                    "Missing field 'args.\(name).\(field)': a relative time needs \(fields.map { "'\($0)'" }.joined(separator: " and ")), such as {\"value\": -2, \"unit\": \"hour\"}"
                )
            case let other?: throw .invalid("args.\(name).\(field)", expected: "a number or a string", got: other)
            }
        }
        do throws(SpokenError) {
            guard words.count == 2, let value = Double(words[0]), value.isFinite else {
                throw SpokenError(
                    .invalidNumber, input: words.first ?? "",
                    message:
                        "Invalid number '\(SpokenError.token(words.first ?? ""))': a relative time needs a finite number"
                )
            }
            return RelativeTime(value, try RelativeTimeUnit(parsing: words[1]))
        } catch {
            throw RenderError(error)
        }
    }

    /// `{"amount": "42.50", "currency": "USD"}`: the amount a decimal string (exact) or a number.
    static func money(_ name: String, _ object: JSONObject) throws(RenderError) -> Money {
        for key in object.keys where key != "amount" && key != "currency" {
            throw RenderError(
                .unknownField,
                "Unknown field 'args.\(name).\(key)': money takes 'amount' and 'currency', such as {\"amount\": \"42.50\", \"currency\": \"USD\"}"
            )
        }
        let amountText: String
        switch object["amount"] {
        case .string(let text)?, .number(let text)?: amountText = text
        case nil:
            throw RenderError(
                .missingField, "Missing field 'args.\(name).amount': money needs an amount, such as \"42.50\"")
        case let other?: throw .invalid("args.\(name).amount", expected: "a decimal string or a number", got: other)
        }
        let code: String
        switch object["currency"] {
        case .string(let text)?: code = text
        case nil:
            throw RenderError(
                .missingField, "Missing field 'args.\(name).currency': money needs an ISO 4217 code, such as \"USD\"")
        case let other?:
            throw .invalid("args.\(name).currency", expected: "an ISO 4217 code such as \"USD\"", got: other)
        }
        do throws(SpokenError) {
            return try Money(amountText, currency: code)
        } catch {
            throw RenderError(error)
        }
    }
}

/// `"op":"rotor"`: `key` (`rotor.headlines` or `headlines`). The response carries `systemType`
/// (VoiceOver's system rotor, or null for a custom rotor) and `key`.
public struct RotorRenderHandler: RenderHandler {
    public init() {}

    package static let key = Field.string("key", doc: "rotor.headlines or headlines")

    public static let declaration = OpDeclaration(
        name: "rotor", command: "rotor",
        summary: "Speak a rotor's name; the response carries its key and VoiceOver's system rotor type",
        fields: [key.spec],
        errors: [.unknownKey],
        example: OpExample(
            #"{"id":1,"op":"rotor","key":"headlines"}"#,
            #"{"id":1,"text":"Headlines","locale":"en","key":"rotor.headlines","systemType":null}"#),
        responseNote: #"the response carries "key", "systemType""#,
        handler: RotorRenderHandler())

    public var fields: [String] { Self.fieldNames }
    private static let fieldNames = declaration.fields.map(\.name)

    public func render(_ request: RenderRequest) throws(RenderError) -> RenderedText {
        let key = try request.value(Self.key)
        do throws(SpokenError) {
            let rotor = try CatalogStore.shared.rotor(key, locale: request.locale)
            return RenderedText(text: rotor.name, locale: rotor.locale, extra: Self.members(rotor))
        } catch {
            throw RenderError(error)
        }
    }

    static func members(_ rotor: Rotor) -> [RenderedText.Member] {
        [.init("key", .string(rotor.key)), .init("systemType", rotor.systemType.map { .string($0.rawValue) } ?? .null)]
    }
}

/// `"op":"rotorManifest"`: `items` (`[{"id": "a1", "headline": true, "sender": "Alice"}]`, as
/// `spoken rotor --manifest`). `text` lists the rotor names one per line; `rotors` holds each
/// rotor with the ids it visits, in item order (empty rotors left out).
public struct RotorManifestRenderHandler: RenderHandler {
    public init() {}

    package static let items = Field.array(
        "items", doc: #"the screen's items: [{"id":"a1","headline":true,"sender":"Alice"}]"#)

    public static let declaration = OpDeclaration(
        name: "rotorManifest", command: "rotor",
        summary: "The rotors a screen of items needs, with the ids each visits (as spoken rotor --manifest)",
        fields: [items.spec],
        errors: [.invalidManifest],
        example: OpExample(
            #"{"id":1,"op":"rotorManifest","items":[{"id":"a1","headline":true},{"id":"a2","headline":true}]}"#,
            #"{"id":1,"text":"Headlines","locale":"en","rotors":[{"name":"Headlines","key":"rotor.headlines","systemType":null,"ids":["a1","a2"]}]}"#
        ),
        responseNote: #"the response carries "rotors" with the ids each visits"#,
        handler: RotorManifestRenderHandler())

    public var fields: [String] { Self.fieldNames }
    private static let fieldNames = declaration.fields.map(\.name)

    public func render(_ request: RenderRequest) throws(RenderError) -> RenderedText {
        var json: [UInt8] = []
        JSONValue.array(try request.value(Self.items)).write(to: &json)
        do throws(SpokenError) {
            let items = try RotorItem.parseList(Data(json))
            let manifest = try RotorManifest(items: items, locale: request.locale)
            let rotors: [JSONValue] = manifest.rotors.map { entry in
                var object = JSONObject()
                for member in [RenderedText.Member("name", .string(entry.rotor.name))]
                    + RotorRenderHandler.members(entry.rotor)
                    + [RenderedText.Member("ids", .array(entry.ids.map { .string($0) }))]
                {
                    object.append(member.name, member.value)
                }
                return .object(object)
            }
            let locale = manifest.rotors.first?.rotor.locale ?? request.locale.identifier
            return RenderedText(
                text: manifest.rotors.map(\.rotor.name).joined(separator: "\n"), locale: locale,
                extra: [.init("rotors", .array(rotors))])
        } catch {
            throw RenderError(error)
        }
    }
}
