import Spoken

/// The fast path of `spoken render`: `date`, `measure` and `label` requests of the common shape
/// (`FlatRequest`) are rendered straight from the line's bytes into the output, with the batch's
/// memory of locales, zones and formatters. It only ever answers requests that succeed: anything
/// that would be an error, or is not of that shape, is left to the general path, which answers it
/// exactly as before. Both write the same bytes for every request the fast path takes (a
/// differential test checks this over generated lines).
extension Renderer {
    /// Fields each fast op takes, besides `id`, `op`, `locale`, `timeZone`.
    private static let commonMask = mask([.id, .op, .locale, .timeZone])
    private static let dateMask = commonMask | mask([.instant, .dateStyle, .timeStyle, .presentation, .style])
    private static let measureMask = commonMask | mask([.value, .unit, .width, .usage, .maxFractionDigits])
    private static let labelMask = commonMask | mask([.children, .style])

    private static func mask(_ fields: [FlatRequest.Field]) -> UInt32 {
        fields.reduce(0) { $0 | 1 << UInt32($1.rawValue) }
    }

    /// Appends the response line for `bytes` (a line without its newline) and returns true, or
    /// returns false having appended nothing: the line is for `render(line:number:memo:)`.
    package func renderFast(
        line bytes: UnsafeBufferPointer<UInt8>, memo: inout RenderMemo, into out: inout [UInt8]
    ) -> Bool {
        var end = bytes.count
        if end > 0, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }  // CRLF input
        let line = UnsafeBufferPointer(rebasing: bytes[0..<end])
        guard line.count <= limits.maxLineBytes, UTF8Validation.firstInvalidOffset(line) == nil,
            let request = FlatRequest.scan(line, allowArrays: limits.maxDepth >= 2),
            let op = request[.op], op.kind == .string
        else { return false }
        if let id = request[.id], id.kind == .array { return false }
        func text(_ value: FlatRequest.Value) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: line[value.start..<value.end])
        }
        func string(_ value: FlatRequest.Value) -> String { String(decoding: text(value), as: UTF8.self) }
        /// An optional string member: nil when absent or null; false when of another type.
        func optionalString(_ field: FlatRequest.Field) -> String?? {
            guard let value = request[field] else { return .some(nil) }
            switch value.kind {
            case .null: return .some(nil)
            case .string: return .some(string(value))
            default: return nil
            }
        }

        // A locale or zone member as the line wrote it: nil when absent or null; false (no
        // answer here) when of another type.
        func member(_ field: FlatRequest.Field) -> UnsafeBufferPointer<UInt8>?? {
            guard let value = request[field] else { return .some(nil) }
            switch value.kind {
            case .null: return .some(nil)
            case .string: return .some(text(value))
            default: return nil
            }
        }
        guard case let localeBytes? = member(.locale), case let zoneBytes? = member(.timeZone) else { return false }

        let opName = text(op)
        if Self.equal(opName, "date") {
            return renderDate(
                request, line: line, locale: localeBytes, zone: zoneBytes, memo: &memo, into: &out)
        }
        var resolution = defaultLocale
        if let localeBytes {
            guard let found = try? memo.resolvedLocale(utf8: localeBytes) else { return false }
            resolution = found
        }
        // Measure and label speak without a zone, but a bad one is still an error.
        if let zoneBytes, (try? memo.resolvedZone(utf8: zoneBytes)) == nil { return false }
        let locale = resolution.value

        let rendered: String
        if Self.equal(opName, "measure") {
            guard builtInMeasure, request.present & ~Self.measureMask == 0, let unitValue = request[.unit],
                unitValue.kind == .string, let number = request[.value],
                case let widthName? = optionalString(.width), case let usageName? = optionalString(.usage)
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
            if let digitsValue = request[.maxFractionDigits] {
                switch digitsValue.kind {
                case .null: break
                case .number:
                    guard let parsed = Double(string(digitsValue)), parsed == parsed.rounded(), abs(parsed) < 1e15
                    else { return false }
                    digits = Int(parsed)
                default: return false
                }
            }
            guard let width = Self.width(widthName), let usage = Self.usage(usageName),
                let formatter = try? memo.measureFormatter(
                    locale: locale, unit: text(unitValue), width: width, maximumFractionDigits: digits, usage: usage),
                let words = try? formatter.string(value)
            else { return false }
            rendered = words
        } else if Self.equal(opName, "label") {
            guard builtInLabel, request.present & ~Self.labelMask == 0, let children = request[.children],
                children.kind == .array, case let styleName? = optionalString(.style),
                let style = try? LabelStyle(parsing: styleName ?? "pause", option: "style"),
                let entry = try? memo.cache(LabelComposerCache.self).entry(locale: resolution, style: style)
            else { return false }
            // Label's own memory, the one its handler writes from.
            Self.appendHead(request, line: line, to: &out)
            JSONLineWriter.appendString(entry.composer.compose(RequestMembers.items(of: text(children))), to: &out)
            RenderResponse.appendLocale(entry.literal, to: &out)
            Self.append("}\n", to: &out)
            return true
        } else {
            return false
        }

        Self.appendHead(request, line: line, to: &out)
        JSONLineWriter.appendString(rendered, to: &out)
        Self.append(#","locale":"#, to: &out)
        memo.appendLiteral(of: locale, to: &out)
        Self.append("}\n", to: &out)
        return true
    }

    /// `{"id":…,"text":` for a response: the id as written, but with line breakers escaped, as
    /// the general path echoes ids.
    @inline(__always)
    private static func appendHead(_ request: FlatRequest, line: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        append(#"{"id":"#, to: &out)
        if let id = request[.id] {
            JSONString.appendVerbatim(UnsafeBufferPointer(rebasing: line[id.raw]), to: &out)
        } else {
            append("null", to: &out)
        }
        append(#","text":"#, to: &out)
    }

    /// A `date` request: its locale and zone resolved in the memo, its formatter found in date's
    /// own memory (`DateFormatterCache`, which the date handler uses too), and the words written
    /// straight into `out`.
    private func renderDate(
        _ request: FlatRequest, line: UnsafeBufferPointer<UInt8>, locale: UnsafeBufferPointer<UInt8>?,
        zone: UnsafeBufferPointer<UInt8>?, memo: inout RenderMemo, into out: inout [UInt8]
    ) -> Bool {
        func text(_ value: FlatRequest.Value) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: line[value.start..<value.end])
        }
        /// An optional style member: its case, nil when absent or null; false when of another
        /// type or not a name of `Style`.
        func style<Style: RawRepresentable<String>>(_ field: FlatRequest.Field, _: Style.Type) -> Style?? {
            guard let value = request[field] else { return .some(nil) }
            switch value.kind {
            case .null: return .some(nil)
            case .string:
                // The common names by their bytes; others as a string.
                let bytes = text(value)
                if Style.self == DatePresentation.self {
                    if Self.equal(bytes, "icu") { return .some(DatePresentation.icu as? Style) }
                    if Self.equal(bytes, "spoken") { return .some(DatePresentation.spoken as? Style) }
                }
                guard let style = Style(rawValue: String(decoding: bytes, as: UTF8.self)) else { return nil }
                return .some(style)
            default: return nil
            }
        }
        guard builtInDate, request.present & ~Self.dateMask == 0, let instant = request[.instant],
            case let dateStyle? = style(.dateStyle, DateStyle.self),
            case let timeStyle? = style(.timeStyle, DateStyle.self),
            // `style` is the former name of `presentation`; both given is the general path's error.
            request[.presentation] == nil || request[.style] == nil,
            case let presentation? = style(request[.style] == nil ? .presentation : .style, DatePresentation.self)
        else { return false }
        let seconds: Double
        switch instant.kind {
        case .string:
            guard let parsed = try? Instant.parse(utf8: text(instant)) else { return false }
            seconds = parsed.secondsSince1970
        case .number:
            guard
                let parsed = JSONNumber.double(text(instant))
                    ?? Double(String(decoding: text(instant), as: UTF8.self)),
                Instant.validSeconds.contains(parsed)
            else { return false }
            seconds = parsed
        default: return false
        }
        do throws(SpokenError) {
            let locale = try locale.map { bytes throws(SpokenError) in try memo.resolvedLocale(utf8: bytes) }
            let zone = try zone.map { bytes throws(SpokenError) in try memo.resolvedZone(utf8: bytes) }
            let entry = try memo.cache(DateFormatterCache.self).entry(
                locale: locale ?? defaultLocale, zone: zone ?? defaultZone, dateStyle: dateStyle ?? .medium,
                timeStyle: timeStyle ?? .short, presentation: presentation ?? .icu, capitalization: nil)
            Self.appendHead(request, line: line, to: &out)
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
