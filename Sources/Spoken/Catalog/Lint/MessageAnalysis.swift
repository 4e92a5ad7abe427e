/// What lint needs to know about one ICU message, computed once from ICU's parse.
///
/// A class so that contexts and the source's table share one instance instead of copying five
/// arrays per message. Unchecked Sendable: its vars are written only during `init`.
package final class MessageAnalysis: @unchecked Sendable {
    /// The decoded message as UTF-16 (ICU's offsets index into it).
    let units: [UInt16]
    let parts: [MessagePart]
    /// True when the message neither starts nor ends with whitespace and has no line break:
    /// the whitespace rule's fast path, computed once (a source message meets every target).
    let hasPlainEdges: Bool
    /// The highest UTF-16 unit in the message: rules that look for rare characters (invisible
    /// ones, Han) skip the common message that has none in their range without scanning it.
    let highestUnit: UInt16
    /// The lowest UTF-16 unit (0 for a message holding U+0000, which invisible-char reports).
    let lowestUnit: UInt16
    /// True when the message contains `%` (printf placeholders need one).
    let hasPercent: Bool
    /// True when an argument has variants (plural, select, selectordinal, choice): the rules
    /// about selectors skip every other message without walking its arguments.
    let hasVariants: Bool
    /// True when an argument has a type MessageFormat does not know (`{n, nmber}`).
    let hasUnknownType: Bool
    /// Set when ICU cannot parse the message.
    let failure: ICUMessagePattern.Failure?
    /// Every argument, outermost first in pattern order (nested ones included).
    private(set) var arguments: [LintArgument] = []
    /// UTF-16 ranges of the text ICU speaks literally (outside argument syntax, quoting removed).
    private(set) var literalRanges = TextRanges()
    /// Quoted literal text started by an apostrophe (`'{`…`'`), by UTF-16 range of the quote.
    private(set) var quotes: [QuotedSpan] = []
    /// Offsets of each `#` that ICU replaces with a plural's number.
    private(set) var numberSigns: [Int] = []

    struct QuotedSpan: Sendable {
        /// Offset of the apostrophe that starts quoting.
        let apostrophe: Int
        /// Offsets of the quoted text (after the apostrophe, before the closing one or the end).
        let text: Range<Int>
        /// True when no apostrophe closes it: ICU quotes to the end of the pattern.
        let unterminated: Bool
    }

    /// Parses and analyses a message. `keepParts` keeps ICU's parts for rules that walk them
    /// (`max-length`); otherwise they live only on the stack while the message is analysed.
    /// `scratch` is the caller's reusable parts buffer.
    init(units: [UInt16], keepParts: Bool = false, scratch: inout ICUMessagePattern.Scratch) {
        self.units = units
        // One branch-free pass for the facts several rules ask about.
        let survey = units.withUnsafeBufferPointer(Survey.init)
        highestUnit = survey.highest
        lowestUnit = survey.lowest
        hasPercent = survey.hasPercent
        if let first = units.first, let last = units.last, !Self.isSpace(first), !Self.isSpace(last) {
            hasPlainEdges = !survey.hasLineBreak
        } else {
            hasPlainEdges = false
        }
        let result = units.withUnsafeBufferPointer { buffer in
            ICUMessagePattern.parse(buffer, scratch: &scratch, openingBraces: survey.openingBraces).map { count in
                scratch.parts.withUnsafeBufferPointer { all in
                    let parts = UnsafeBufferPointer(rebasing: all.prefix(count))
                    return (keepParts ? Array(parts) : [], Self.analyse(parts, units))
                }
            }
        }
        var arguments: [LintArgument] = []
        switch result {
        case .success(let (parts, structure)):
            self.parts = parts
            failure = nil
            (arguments, literalRanges, quotes, numberSigns) = structure
        case .failure(let error):
            parts = []
            failure = error
            if error.name == "U_DEFAULT_KEYWORD_MISSING" {
                // ICU stops without parts; recover the arguments so the plural rules can say
                // which variant is missing or mistranslated.
                arguments = MessageScanner.scan(units).arguments
            }
        }
        self.arguments = arguments
        hasVariants = arguments.contains { $0.kind.hasVariants }
        hasUnknownType = arguments.contains { $0.kind == .unknown }
    }

    var isValid: Bool { failure == nil }

    /// The facts of a whole message that take one look at each unit, eight units at a time.
    private struct Survey {
        var highest: UInt16 = 0
        var lowest: UInt16 = .max
        var hasLineBreak = false
        var hasPercent = false
        /// How many units are `{` (ICU's parse asks): exact below 4,096, else at least that.
        var openingBraces = 0

        init(_ units: UnsafeBufferPointer<UInt16>) {
            var index = 0
            if units.count >= 8, let base = units.baseAddress {
                var highest = SIMD8<UInt16>(repeating: 0)
                var lowest = SIMD8<UInt16>(repeating: .max)
                // A unit equal to c leaves 0 in the lane of (unit ^ c): min and xor vectorise
                // where a lane-wise comparison does not.
                let lineBreak = SIMD8<UInt16>(repeating: 0x0A)
                let percent = SIMD8<UInt16>(repeating: 0x25)
                let most = SIMD8<UInt16>(repeating: 0x1000)
                var lineBreaks = SIMD8<UInt16>(repeating: .max)
                var percents = SIMD8<UInt16>(repeating: .max)
                var braces = SIMD8<UInt16>.zero
                while index + 8 <= units.count {
                    let eight = UnsafeRawPointer(base + index).loadUnaligned(as: SIMD8<UInt16>.self)
                    highest = pointwiseMax(highest, eight)
                    lowest = pointwiseMin(lowest, eight)
                    lineBreaks = pointwiseMin(lineBreaks, eight ^ lineBreak)
                    percents = pointwiseMin(percents, eight ^ percent)
                    // Each lane stops at 4,096, so none overflows.
                    braces = pointwiseMin(braces &+ ICUMessagePattern.openingBraceLanes(eight), most)
                    index += 8
                }
                self.highest = highest.max()
                self.lowest = lowest.min()
                hasLineBreak = lineBreaks.min() == 0
                hasPercent = percents.min() == 0
                openingBraces = Int(SIMD8<UInt32>(truncatingIfNeeded: braces).wrappedSum())
            }
            while index < units.count {
                let unit = units[index]
                highest = max(highest, unit)
                lowest = min(lowest, unit)
                hasLineBreak = hasLineBreak || unit == 0x0A
                hasPercent = hasPercent || unit == 0x25
                openingBraces &+= unit == 0x7B ? 1 : 0
                index += 1
            }
        }
    }

    /// The text of a UTF-16 range.
    func text(_ range: Range<Int>) -> String { Self.text(units, range) }

    static func text(_ units: [UInt16], _ range: Range<Int>) -> String { UTF16Text.string(units, range) }

    /// The literal text, concatenated.
    var literalText: String {
        if literalRanges.count == 1, literalRanges.first == 0..<units.count { return text(0..<units.count) }
        var collected: [UInt16] = []
        for range in literalRanges { collected.append(contentsOf: units[range]) }
        return String(decoding: collected, as: UTF16.self)
    }

    private static func analyse(
        _ parts: UnsafeBufferPointer<MessagePart>, _ units: [UInt16]
    ) -> ([LintArgument], TextRanges, [QuotedSpan], [Int]) {
        var builder = Builder(parts: parts, units: units)
        builder.run()
        let ranges =
            builder.literalRanges.isEmpty
            ? builder.singleLiteral.map { TextRanges($0) } ?? TextRanges() : TextRanges(builder.literalRanges)
        return (builder.arguments, ranges, builder.quotes, builder.numberSigns)
    }

    /// Walks ICU's parts once: arguments, literal text, quoted spans.
    private struct Builder {
        let parts: UnsafeBufferPointer<MessagePart>
        let units: [UInt16]
        var arguments: [LintArgument] = []
        /// The literal ranges once there are two or more (most messages have one: no array).
        var literalRanges: [Range<Int>] = []
        /// The one literal range so far, while `literalRanges` is empty.
        var singleLiteral: Range<Int>?
        var boundaries = 0
        var quotes: [QuotedSpan] = []
        var numberSigns: [Int] = []

        mutating func run() {
            // Reserve what the parts can produce at most, so the arrays never regrow.
            var argumentCount = 0
            var signs = 0
            for part in parts {
                switch part.kind {
                case .argStart:
                    argumentCount += 1
                    boundaries += 1
                case .replaceNumber:
                    signs += 1
                    boundaries += 1
                case .msgLimit, .skipSyntax, .insertChar:
                    boundaries += 1
                default:
                    break
                }
            }
            arguments.reserveCapacity(argumentCount)
            numberSigns.reserveCapacity(signs)
            var cursor = 0
            var lastSkip = -2
            var openQuote: Int?
            for (i, part) in parts.enumerated() {
                switch part.kind {
                case .msgStart:
                    cursor = part.end
                case .msgLimit, .argStart:
                    addLiteral(cursor..<part.index)
                    cursor = part.index
                    if part.kind == .argStart { arguments.append(argument(at: i)) }
                case .argLimit:
                    cursor = part.end
                case .skipSyntax, .replaceNumber:
                    addLiteral(cursor..<part.index)
                    cursor = part.end
                    if part.kind == .skipSyntax {
                        trackQuote(part.index, &lastSkip, &openQuote)
                    } else {
                        numberSigns.append(part.index)
                    }
                case .insertChar:
                    addLiteral(cursor..<part.index)
                    cursor = part.index
                    if let start = openQuote {
                        quotes.append(QuotedSpan(apostrophe: start, text: (start + 1)..<part.index, unterminated: true))
                        openQuote = nil
                    }
                default:
                    break
                }
            }
        }

        /// Mirrors MessagePattern's quoting: ICU marks the apostrophe that starts quoting, the one
        /// that ends it, and the second of each doubled `''` as skipped syntax.
        mutating func trackQuote(_ index: Int, _ lastSkip: inout Int, _ openQuote: inout Int?) {
            defer { lastSkip = index }
            guard units[index] == 0x27 else { return }
            let secondOfDouble = index > 0 && units[index - 1] == 0x27 && lastSkip != index - 1
            if secondOfDouble { return }
            if let start = openQuote {
                quotes.append(QuotedSpan(apostrophe: start, text: (start + 1)..<index, unterminated: false))
                openQuote = nil
            } else {
                openQuote = index
            }
        }

        mutating func addLiteral(_ range: Range<Int>) {
            guard range.lowerBound < range.upperBound else { return }
            if literalRanges.isEmpty {
                guard let single = singleLiteral else {
                    singleLiteral = range
                    return
                }
                if single.upperBound == range.lowerBound {
                    singleLiteral = single.lowerBound..<range.upperBound
                    return
                }
                literalRanges.reserveCapacity(boundaries)
                literalRanges.append(single)
                literalRanges.append(range)
                return
            }
            if let last = literalRanges.last, last.upperBound == range.lowerBound {
                literalRanges[literalRanges.count - 1] = last.lowerBound..<range.upperBound
            } else {
                literalRanges.append(range)
            }
        }

        func argument(at start: Int) -> LintArgument {
            let startPart = parts[start]
            let limit = startPart.limit > start && startPart.limit < parts.count ? startPart.limit : parts.count - 1
            var name = ""
            var nameOffset = startPart.index
            var typeName: String?
            var typeOffset: Int?
            var selectors: [LintArgument.Selector] = []
            if startPart.argType != .simple, startPart.argType != .none {
                // Each variant takes at least three parts (selector, message start and limit).
                selectors.reserveCapacity((limit - start) / 3)
            }
            var i = start + 1
            while i < limit {
                let part = parts[i]
                switch part.kind {
                case .argName, .argNumber:
                    name = MessageAnalysis.text(units, part.index..<part.end)
                    nameOffset = part.index
                case .argType:
                    typeName = MessageAnalysis.text(units, part.index..<part.end)
                    typeOffset = part.index
                case .argSelector:
                    var explicit: Double?
                    if i + 1 < limit, parts[i + 1].kind == .argInt || parts[i + 1].kind == .argDouble {
                        explicit = parts[i + 1].numeric
                        i += 1
                    }
                    var message: Range<Int>?
                    if i + 1 < limit, parts[i + 1].kind == .msgStart, parts[i + 1].limit < parts.count {
                        let start = parts[i + 1]
                        message = start.end..<max(start.end, parts[start.limit].index)
                    }
                    selectors.append(
                        LintArgument.Selector(
                            keyword: MessageAnalysis.text(units, part.index..<part.end), offset: part.index,
                            explicitValue: explicit, message: message))
                case .msgStart:
                    // Skip the variant's own message; its arguments are listed on their own.
                    i = part.limit > i ? part.limit : i
                default:
                    break
                }
                i += 1
            }
            let kind: LintArgument.Kind
            switch startPart.argType {
            case .plural: kind = .plural
            case .selectOrdinal: kind = .selectOrdinal
            case .select: kind = .select
            case .choice: kind = .choice
            case .simple: kind = LintArgument.simpleKind(typeName)
            case .none: kind = .simple
            }
            return LintArgument(
                name: name, kind: kind, start: startPart.index, end: parts[limit].end, nameOffset: nameOffset,
                typeName: typeName, typeOffset: typeOffset, selectors: selectors)
        }
    }
}

/// UTF-16 ranges of a message's text, without an array of its own for the common message of
/// at most one range: the source's analyses live as long as its catalog, one per message.
struct TextRanges: RandomAccessCollection, Sendable {
    // One range in 32-bit offsets (messages are far shorter), or `many` when `upper` is -1.
    private let lower: Int32
    private let upper: Int32
    private let many: [Range<Int>]

    init() {
        self.init([])
    }

    init(_ range: Range<Int>) {
        self.init(lower: Int32(clamping: range.lowerBound), upper: Int32(clamping: range.upperBound), many: [])
    }

    init(_ ranges: [Range<Int>]) {
        if ranges.count == 1 {
            self.init(ranges[0])
        } else {
            self.init(lower: 0, upper: -1, many: ranges)
        }
    }

    private init(lower: Int32, upper: Int32, many: [Range<Int>]) {
        self.lower = lower
        self.upper = upper
        self.many = many
    }

    var startIndex: Int { 0 }
    var endIndex: Int { upper < 0 ? many.count : 1 }

    subscript(position: Int) -> Range<Int> {
        upper < 0 ? many[position] : Int(lower)..<Int(upper)
    }
}

/// One `{argument}` of a message.
final class LintArgument: Sendable {
    typealias Kind = MessageArgumentKind

    struct Selector: Sendable {
        let keyword: String
        let offset: Int
        /// The number of an `=N` selector.
        let explicitValue: Double?
        /// UTF-16 range of the variant's message (inside its braces), when ICU parsed it.
        var message: Range<Int>? = nil
        /// The CLDR category the keyword names (nil for `=N` and for any other word), decided
        /// once: the selector rules each ask.
        let category: PluralCategorySet?

        init(keyword: String, offset: Int, explicitValue: Double?, message: Range<Int>? = nil) {
            self.keyword = keyword
            self.offset = offset
            self.explicitValue = explicitValue
            self.message = message
            category = explicitValue == nil ? PluralCategorySet(keyword: keyword) : nil
        }
    }

    let name: String
    let kind: Kind
    /// UTF-16 offsets of the `{` and after the `}`.
    let start: Int
    let end: Int
    let nameOffset: Int
    let typeName: String?
    let typeOffset: Int?
    let selectors: [Selector]
    /// The CLDR categories among the selectors, and whether a selector is neither a category
    /// nor `=N`: decided once here, so each selector rule tests bits instead of strings.
    let categories: PluralCategorySet
    let hasInvalidSelector: Bool

    init(
        name: String, kind: Kind, start: Int, end: Int, nameOffset: Int, typeName: String?, typeOffset: Int?,
        selectors: [Selector]
    ) {
        self.name = name
        self.kind = kind
        self.start = start
        self.end = end
        self.nameOffset = nameOffset
        self.typeName = typeName
        self.typeOffset = typeOffset
        self.selectors = selectors
        var categories = PluralCategorySet()
        var hasInvalidSelector = false
        for selector in selectors where selector.explicitValue == nil {
            if let category = selector.category {
                categories.formUnion(category)
            } else {
                hasInvalidSelector = true
            }
        }
        self.categories = categories
        self.hasInvalidSelector = hasInvalidSelector
    }
}

extension LintArgument {
    /// The kind of `{n, TYPE}`: MessageFormat's own types, anything else `unknown`.
    static func simpleKind(_ typeName: String?) -> Kind {
        switch typeName {
        case "number": .number
        case "spellout": .spellout
        case "ordinal": .ordinal
        case "duration": .duration
        case "date": .date
        case "time": .time
        default: .unknown
        }
    }

    /// `{n, number…}`, `{d, date…}` and the other typed simple arguments, whose style only ICU's
    /// MessageFormat parses.
    var hasTypedStyle: Bool {
        switch kind {
        case .number, .spellout, .ordinal, .duration, .date, .time: true
        default: false
        }
    }

    /// This use as the package's argument model sees it.
    var useSite: ArgumentUseSite { ArgumentUseSite(name: name, kind: kind, nameOffset: nameOffset) }
}
