import Spoken

extension ValueRenderHandler: LineRenderHandler {
    /// The measure's fields but `case` (`ValueType.measure`); none for the other value types,
    /// which `render` answers.
    var lineFields: [MemberName] { measureLineFields }

    /// A measure straight from the line: its value as a double when a double holds it exactly
    /// (past 15 digits `render` keeps every digit), its options by their words, the formatter
    /// from measure's own memory (`MeasureFormatterCache`).
    func writeLine(
        _ members: RequestMembers, locale: Resolution<SpokenLocale>, zone: Resolution<SpokenTimeZone>,
        memo: inout RenderMemo, into out: inout [UInt8]
    ) -> Bool {
        let names = Self.measureNames
        guard !measureLineFields.isEmpty, let unitIndex = members.index(of: names.unit),
            members[unitIndex].kind == .string, let valueIndex = members.index(of: names.value),
            case let width? = Self.word(members, names.width, MeasureWidth.self),
            case let usage? = Self.word(members, names.usage, MeasureUsage.self)
        else { return false }
        let number = members[valueIndex]
        let text = members.bytes(number.value)
        guard MeasureFormatter.isExactAsDouble(text) else { return false }
        let value: Double
        switch number.kind {
        case .number:
            guard let parsed = JSONNumber.double(text) ?? Double(String(decoding: text, as: UTF8.self)) else {
                return false
            }
            value = parsed
        case .string:
            guard let parsed = try? DecimalText.parse(String(decoding: text, as: UTF8.self)) else { return false }
            value = parsed
        default: return false
        }
        var digits: Int?
        if let index = members.index(of: names.maxFractionDigits) {
            switch members[index].kind {
            case .null: break
            case .number:
                guard let parsed = Double(members.text(at: index)), parsed == parsed.rounded(), abs(parsed) < 1e15
                else { return false }
                digits = Int(parsed)
            default: return false
            }
        }
        guard
            let entry = try? memo.cache(MeasureFormatterCache.self).entry(
                locale: locale, unit: members.bytes(members[unitIndex].value), width: width ?? measureDefaults.width,
                usage: usage ?? measureDefaults.usage, maximumFractionDigits: digits),
            let words = try? entry.formatter.string(value)
        else { return false }
        JSONLineWriter.appendString(words, to: &out)
        RenderResponse.appendLocale(entry.literal, to: &out)
        return true
    }

    /// The measure's member names, as `ValueType.measure` declares them.
    private static let measureNames = (
        value: MemberName("value"), unit: MemberName("unit"), width: MemberName("width"),
        usage: MemberName("usage"), maxFractionDigits: MemberName("maxFractionDigits")
    )

    /// A choice member's word as `Word(parsing:option:)` reads it: nil inside when absent or
    /// null (the declared default), nil when of another type or no word of `Word`.
    @inline(__always)
    private static func word<Word: OptionWord>(_ members: RequestMembers, _ name: MemberName, _: Word.Type) -> Word?? {
        guard let index = members.index(of: name) else { return .some(nil) }
        switch members[index].kind {
        case .null: return .some(nil)
        case .string:
            guard let word = Word(rawValue: members.text(at: index)) else { return nil }
            return .some(word)
        default: return nil
        }
    }
}
