/// A lenient scan of a message that ICU rejected, to say where and why in terms translators
/// know. ICU's MessagePattern refuses a `plural`/`select` without `other` outright (and reports
/// offset 0, as it does for unmatched braces), so this scan recovers the arguments with their
/// selectors, and the brace that is not matched. Quoting follows ICU's DOUBLE_OPTIONAL mode.
struct MessageScanner {
    private let units: [UInt16]
    private var slots: [LintArgument?] = []
    /// The `{` left open, or the `}` that closes nothing, when braces do not balance.
    private(set) var unmatchedBrace: Int?
    private var failed = false
    /// Set when arguments nest deeper than ICU accepts: the scan stops, and no brace is blamed.
    private var tooDeep = false

    /// Scans a message; one nested deeper than any thread's stack affords is scanned on a deep
    /// stack (the scan recurses once per level, as ICU does).
    static func scan(_ units: [UInt16]) -> MessageScanner {
        let nesting = units.withUnsafeBufferPointer { DeepStack.nesting($0) }
        return nesting > DeepStack.threshold ? DeepStack.run { MessageScanner(units) } : MessageScanner(units)
    }

    private init(_ units: [UInt16]) {
        self.units = units
        var end = scanMessage(from: 0, nested: false, pluralParent: false, depth: 0)
        while end < units.count, !failed {
            // A `}` that closes nothing at the top level.
            if unmatchedBrace == nil { unmatchedBrace = end }
            end = scanMessage(from: end + 1, nested: false, pluralParent: false, depth: 0)
        }
    }

    /// Complex arguments (plural, select, selectordinal) with their selectors, outermost first.
    var arguments: [LintArgument] { slots.compactMap { $0 } }

    private func isSpace(_ i: Int) -> Bool {
        i < units.count && (units[i] == 0x20 || units[i] == 0x09 || units[i] == 0x0A || units[i] == 0x0D)
    }

    private func skipSpace(_ i: Int) -> Int {
        var i = i
        while isSpace(i) { i += 1 }
        return i
    }

    /// Scans message text; returns the index of the `}` that ends a nested message, or the end.
    private mutating func scanMessage(from start: Int, nested: Bool, pluralParent: Bool, depth: Int) -> Int {
        var i = start
        while i < units.count, !failed {
            switch units[i] {
            case 0x27:  // '
                let next = i + 1 < units.count ? units[i + 1] : 0
                if next == 0x27 {
                    i += 2
                } else if next == 0x7B || next == 0x7D || (pluralParent && next == 0x23) {
                    i += 1
                    while true {
                        i += 1
                        guard i < units.count else { return units.count }
                        if units[i] == 0x27 {
                            if i + 1 < units.count, units[i + 1] == 0x27 {
                                i += 1
                            } else {
                                break
                            }
                        }
                    }
                    i += 1
                } else {
                    i += 1
                }
            case 0x7B:  // {
                i = scanArgument(from: i, depth: depth + 1)
            case 0x7D:  // }
                return i
            default:
                i += 1
            }
        }
        if nested, unmatchedBrace == nil { failed = true }
        return i
    }

    /// Scans `{…}` starting at its `{`; returns the index after its `}`.
    private mutating func scanArgument(from start: Int, depth: Int) -> Int {
        guard depth <= ICUMessagePattern.maximumNesting else {
            failed = true
            tooDeep = true
            return units.count
        }
        var i = skipSpace(start + 1)
        let nameStart = i
        while i < units.count, !isSpace(i), units[i] != 0x2C, units[i] != 0x7D, units[i] != 0x7B { i += 1 }
        let name = String(decoding: units[nameStart..<i], as: UTF16.self)
        i = skipSpace(i)
        guard i < units.count else { return open(start) }
        if units[i] == 0x7D { return i + 1 }
        guard units[i] == 0x2C else { return skipToClose(from: i, open: start) }
        i = skipSpace(i + 1)
        let typeStart = i
        while i < units.count, !isSpace(i), units[i] != 0x2C, units[i] != 0x7D { i += 1 }
        let type = String(decoding: units[typeStart..<i], as: UTF16.self)
        let kind: LintArgument.Kind
        switch type {
        case "plural": kind = .plural
        case "select": kind = .select
        case "selectordinal": kind = .selectOrdinal
        default: return skipToClose(from: i, open: start)
        }
        let slot = slots.count
        slots.append(nil)
        var selectors: [LintArgument.Selector] = []
        i = skipSpace(i)
        guard i < units.count, units[i] == 0x2C else { return skipToClose(from: i, open: start) }
        i += 1
        while true {
            i = skipSpace(i)
            guard i < units.count else { return open(start) }
            if units[i] == 0x7D { break }
            let selectorStart = i
            while i < units.count, !isSpace(i), units[i] != 0x7B, units[i] != 0x7D { i += 1 }
            let keyword = String(decoding: units[selectorStart..<i], as: UTF16.self)
            if keyword.hasPrefix("offset:") { continue }
            i = skipSpace(i)
            guard i < units.count, units[i] == 0x7B else { return skipToClose(from: i, open: start) }
            let explicit = keyword.hasPrefix("=") ? Double(keyword.dropFirst()) : nil
            selectors.append(LintArgument.Selector(keyword: keyword, offset: selectorStart, explicitValue: explicit))
            let close = scanMessage(from: i + 1, nested: true, pluralParent: kind != .select, depth: depth + 1)
            guard close < units.count, !failed else { return open(i) }
            i = close + 1
        }
        slots[slot] = LintArgument(
            name: name, kind: kind, start: start, end: i + 1, nameOffset: nameStart, typeName: type,
            typeOffset: typeStart, selectors: selectors)
        return i + 1
    }

    private mutating func skipToClose(from start: Int, open: Int) -> Int {
        var i = start
        var depth = 0
        while i < units.count {
            if units[i] == 0x7B { depth += 1 }
            if units[i] == 0x7D {
                if depth == 0 { return i + 1 }
                depth -= 1
            }
            i += 1
        }
        return self.open(open)
    }

    /// Records a `{` that is never closed.
    private mutating func open(_ index: Int) -> Int {
        if unmatchedBrace == nil, !tooDeep { unmatchedBrace = index }
        failed = true
        return units.count
    }
}
