import Spoken

/// The fast path of `spoken render`: `date`, `measure` and `label` requests of the common shape,
/// once decoded into the line's members (`RequestMembers`, as every line is), are rendered
/// straight from the line's bytes into the output, with the batch's memory of locales and zones
/// and each op's own memory of formatters. It only ever answers requests that succeed: anything
/// that would be an error, or takes another field, is left to the general path (`prepare` and the
/// op's handler), which answers it exactly as before. Both write the same bytes for every request
/// the fast path takes (a differential test checks this over generated lines).
extension Renderer {
    /// The members each fast op takes, by the names its declaration gives them.
    private final class FastNames: Sendable {
        let id = MemberName("id"), op = MemberName("op"), locale = MemberName("locale")
        let timeZone = MemberName("timeZone")
        let instant = DateRenderHandler.instant.names.name
        let dateStyle = DateRenderHandler.dateStyle.names.name
        let timeStyle = DateRenderHandler.timeStyle.names.name
        let presentation = DateRenderHandler.presentation.names.name
        let style = MemberName("style")
        let value = MemberName("value"), unit = MemberName("unit"), width = MemberName("width")
        let usage = MemberName("usage"), maxFractionDigits = MemberName("maxFractionDigits")
        let children = LabelRenderHandler.children.names.name
        let common: UInt64
        let date: UInt64
        let measure: UInt64
        let label: UInt64

        init() {
            common = id.bit | op.bit | locale.bit | timeZone.bit
            date = common | instant.bit | dateStyle.bit | timeStyle.bit | presentation.bit | style.bit
            measure = common | value.bit | unit.bit | width.bit | usage.bit | maxFractionDigits.bit
            label = common | children.bit | style.bit
        }

        /// Whether every member of `members` is among `mask`'s (each name has its bit).
        @inline(__always)
        static func only(_ members: RequestMembers, _ mask: UInt64) -> Bool {
            members.others == 0 && members.present & ~mask == 0
        }
    }

    private static let fastNames = FastNames()

    /// Appends the response line for a line's members and returns true, or returns false having
    /// appended nothing: the request is for the general path.
    func renderFast(
        _ decoded: RenderRequest.Members, memo: inout RenderMemo, into out: inout [UInt8]
    ) -> Bool {
        guard case .line(let members) = decoded else { return false }
        let names = Self.fastNames
        guard let opIndex = members.index(of: names.op), members[opIndex].kind == .string else { return false }
        /// A member's value, nil when absent.
        func member(_ name: MemberName) -> RequestMembers.Member? { members.index(of: name).map { members[$0] } }
        func text(_ member: RequestMembers.Member) -> UnsafeBufferPointer<UInt8> { members.bytes(member.value) }
        func string(_ member: RequestMembers.Member) -> String { String(decoding: text(member), as: UTF8.self) }
        /// An optional string member: nil when absent or null; false when of another type.
        func optionalString(_ name: MemberName) -> String?? {
            guard let value = member(name) else { return .some(nil) }
            switch value.kind {
            case .null: return .some(nil)
            case .string: return .some(string(value))
            default: return nil
            }
        }
        // A locale or zone member as the line wrote it: nil when absent or null; false (no
        // answer here) when of another type.
        func bytes(_ name: MemberName) -> UnsafeBufferPointer<UInt8>?? {
            guard let value = member(name) else { return .some(nil) }
            switch value.kind {
            case .null: return .some(nil)
            case .string: return .some(text(value))
            default: return nil
            }
        }
        guard case let localeBytes? = bytes(names.locale), case let zoneBytes? = bytes(names.timeZone) else {
            return false
        }

        let opName = text(members[opIndex])
        if Self.equal(opName, "date") {
            guard builtInDate, FastNames.only(members, names.date) else { return false }
            return renderDate(members, names: names, locale: localeBytes, zone: zoneBytes, memo: &memo, into: &out)
        }
        var resolution = defaultLocale
        if let localeBytes {
            guard let found = try? memo.resolvedLocale(utf8: localeBytes) else { return false }
            resolution = found
        }
        // Measure and label speak without a zone, but a bad one is still an error.
        if let zoneBytes, (try? memo.resolvedZone(utf8: zoneBytes)) == nil { return false }

        if Self.equal(opName, "measure") {
            guard builtInMeasure, FastNames.only(members, names.measure), let unitValue = member(names.unit),
                unitValue.kind == .string, let number = member(names.value),
                case let widthName? = optionalString(names.width), case let usageName? = optionalString(names.usage)
            else { return false }
            // Past 15 digits the general path keeps every digit (decimal text).
            guard MeasureFormatter.isExactAsDouble(text(number)) else { return false }
            let value: Double
            switch number.kind {
            case .number:
                guard let parsed = JSONNumber.double(text(number)) ?? Double(string(number)) else { return false }
                value = parsed
            case .string:
                guard let parsed = try? DecimalText.parse(string(number)) else { return false }
                value = parsed
            default: return false
            }
            var digits: Int?
            if let digitsValue = member(names.maxFractionDigits) {
                switch digitsValue.kind {
                case .null: break
                case .number:
                    guard let parsed = Double(string(digitsValue)), parsed == parsed.rounded(), abs(parsed) < 1e15
                    else { return false }
                    digits = Int(parsed)
                default: return false
                }
            }
            // Measure's own memory of formatters.
            guard let width = Self.width(widthName), let usage = Self.usage(usageName),
                let entry = try? memo.cache(MeasureFormatterCache.self).entry(
                    locale: resolution, unit: text(unitValue), width: width, usage: usage,
                    maximumFractionDigits: digits),
                let words = try? entry.formatter.string(value)
            else { return false }
            Self.appendHead(members, names: names, to: &out)
            JSONLineWriter.appendString(words, to: &out)
            RenderResponse.appendLocale(entry.literal, to: &out)
            Self.append("}\n", to: &out)
            return true
        } else if Self.equal(opName, "label") {
            guard builtInLabel, FastNames.only(members, names.label), let children = member(names.children),
                children.kind == .array, case let style?? = Self.word(members, names.style, LabelRenderHandler.style),
                let entry = try? memo.cache(LabelComposerCache.self).entry(locale: resolution, style: style)
            else { return false }
            // Label's own memory, the one its handler writes from.
            Self.appendHead(members, names: names, to: &out)
            JSONLineWriter.appendString(entry.composer.compose(RequestMembers.items(of: text(children))), to: &out)
            RenderResponse.appendLocale(entry.literal, to: &out)
            Self.append("}\n", to: &out)
            return true
        }
        return false
    }

    /// `{"id":…,"text":` for a response: the id as written, but with line breakers escaped, as
    /// the general path echoes ids.
    @inline(__always)
    private static func appendHead(_ members: RequestMembers, names: FastNames, to out: inout [UInt8]) {
        append(#"{"id":"#, to: &out)
        if let id = members.index(of: names.id) {
            JSONString.appendVerbatim(members.bytes(members[id].raw), to: &out)
        } else {
            append("null", to: &out)
        }
        append(#","text":"#, to: &out)
    }

    /// A `date` request: its locale and zone resolved in the memo, its formatter found in date's
    /// own memory (`DateFormatterCache`, which the date handler uses too), and the words written
    /// straight into `out`.
    private func renderDate(
        _ members: RequestMembers, names: FastNames, locale: UnsafeBufferPointer<UInt8>?,
        zone: UnsafeBufferPointer<UInt8>?, memo: inout RenderMemo, into out: inout [UInt8]
    ) -> Bool {
        func style<Word>(_ name: MemberName, _ field: ChoiceField<Word>) -> Word?? {
            Self.word(members, name, field)
        }
        let presentationField = DateRenderHandler.presentation
        let hasStyle = members.index(of: names.style) != nil
        guard let instantIndex = members.index(of: names.instant),
            case let dateStyle? = style(names.dateStyle, DateRenderHandler.dateStyle),
            case let timeStyle? = style(names.timeStyle, DateRenderHandler.timeStyle),
            // `style` is the former name of `presentation`; both given is the general path's error.
            !hasStyle || members.index(of: names.presentation) == nil,
            case let presentation? = style(hasStyle ? names.style : names.presentation, presentationField)
        else { return false }
        let instant = members[instantIndex]
        let instantBytes = members.bytes(instant.value)
        let seconds: Double
        switch instant.kind {
        case .string:
            guard let parsed = try? Instant.parse(utf8: instantBytes) else { return false }
            seconds = parsed.secondsSince1970
        case .number:
            guard
                let parsed = JSONNumber.double(instantBytes) ?? Double(String(decoding: instantBytes, as: UTF8.self)),
                Instant.validSeconds.contains(parsed)
            else { return false }
            seconds = parsed
        default: return false
        }
        do throws(SpokenError) {
            let locale = try locale.map { bytes throws(SpokenError) in try memo.resolvedLocale(utf8: bytes) }
            let zone = try zone.map { bytes throws(SpokenError) in try memo.resolvedZone(utf8: bytes) }
            let entry = try memo.cache(DateFormatterCache.self).entry(
                locale: locale ?? defaultLocale, zone: zone ?? defaultZone, dateStyle: dateStyle!,
                timeStyle: timeStyle!,
                presentation: presentation!, capitalization: nil)
            Self.appendHead(members, names: names, to: &out)
            if let format = entry.format {
                out.append(UInt8(ascii: "\""))
                format._withUnsafeGuaranteedRef { $0.appendJSON(secondsSince1970: seconds, to: &out) }
                out.append(UInt8(ascii: "\""))
            } else {
                entry.formatter.appendJSONString(secondsSince1970: seconds, to: &out)
            }
            RenderResponse.appendLocale(entry.literal, to: &out)
            Self.append("}\n", to: &out)
            return true
        } catch {
            return false
        }
    }

    /// A choice member spelled `name`: its word, or the field's default when absent or null; nil
    /// when of another type or not one of the field's words.
    @inline(__always)
    private static func word<Word>(_ members: RequestMembers, _ name: MemberName, _ field: ChoiceField<Word>) -> Word??
    {
        guard let index = members.index(of: name) else { return .some(field.defaultValue) }
        switch members[index].kind {
        case .null: return .some(field.defaultValue)
        case .string:
            guard let word = field.word(members.bytes(members[index].value)) else { return nil }
            return .some(word)
        default: return nil
        }
    }

    /// A measure's width as `MeasureWidth(parsing:option:)` reads it, with the common names
    /// matched first (a string switch per request cost more than the lookup of its formatter).
    private static func width(_ name: String?) -> MeasureWidth? {
        switch name {
        case nil, "full"?: .full
        case "short"?: .short
        case "narrow"?: .narrow
        case let name?: try? MeasureWidth(parsing: name, option: "width")
        }
    }

    private static func usage(_ name: String?) -> MeasureUsage? {
        switch name {
        case nil, "default"?: .default
        case let name?: try? MeasureUsage(parsing: name, option: "usage")
        }
    }

    private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ literal: StaticString) -> Bool {
        bytes.count == literal.utf8CodeUnitCount
            && bytes.elementsEqual(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// A short literal byte by byte: cheaper than the generic `append(contentsOf:)` for a few bytes.
    @inline(__always)
    private static func append(_ literal: StaticString, to out: inout [UInt8]) {
        let bytes = literal.utf8Start
        for index in 0..<literal.utf8CodeUnitCount { out.append(bytes[index]) }
    }
}
