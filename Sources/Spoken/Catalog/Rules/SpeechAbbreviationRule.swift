/// `speech-abbreviation`: what VoiceOver will misread in spoken text. From ICU's data for the
/// text's locale (`SpeechAbbreviations`): a number followed by a unit's short or narrow name
/// ("30 min", "5m", "1h 15m", "3 wks", "5.37 GB", "10 km/h"), an abbreviated month or weekday
/// name ("Apr", "Sun", de "Mo."), a compact-notation suffix ("1.2K", "3M"); and in any locale a
/// slash counter between numbers ("3/10", "24/7") and an ASCII hyphen-minus standing for a
/// negative value ("-5"). Words come from ICU's word break iterator ("admin" is no "min");
/// placeholders are not text; words in `Resources/lint/speech-acronyms.json` (TV, OK, USB, 4K…)
/// are never findings. Each finding says how the token may be heard and what to write instead,
/// in the text's language, for translators; the Spoken API that says it is the diagnostic's
/// `hint`, for developers.
package enum SpeechAbbreviationRule: MessageRule {
    package static let rule = DiagnosticCode.speechAbbreviation
    package static let summary =
        "An abbreviation VoiceOver may misread: a unit, month or weekday, compact count, slash counter, or hyphen for minus"

    static func check(_ context: MessageContext, into sink: inout DiagnosticSink) {
        guard let locale = context.locale else { return }
        // An ICU argument stands for a number when the source declares it one (int, num, double).
        let types = context.metadata?.placeholders ?? [:]
        scan(
            context.units, ranges: context.analysis.textRanges, tables: locale.speechAbbreviations,
            isNumber: { ["int", "num", "double"].contains(types[$0] ?? "") },
            report: { sink.report(rule, context, offset: $0, $1()) })
    }

    /// The rule on the text ranges of a text (any format): reports each finding's UTF-16 offset
    /// and message, in text order. Text outside `ranges` (placeholders) is neither text nor a
    /// number. The message is built when the reporter asks for it (a capped caller counts the
    /// findings past its cap without their messages).
    package static func scan(
        _ units: [UInt16], ranges: [Range<Int>], locale: SpokenLocale,
        report: (Int, @autoclosure () -> String) -> Void
    ) {
        scan(units, ranges: ranges, tables: SpeechAbbreviations.of(locale), report: report)
    }

    static func scan<Ranges: Sequence<Range<Int>>>(
        _ units: [UInt16], ranges: Ranges, tables: SpeechAbbreviations, isNumber: (String) -> Bool = { _ in false },
        report: (Int, @autoclosure () -> String) -> Void
    ) {
        var previousEnd = 0
        for range in ranges where !range.isEmpty {
            let range = range.clamped(to: 0..<units.count)
            defer { previousEnd = range.upperBound }
            // A placeholder right before the text stands for a number: "%lld min", "{count} GB",
            // "#m" are what catalogs write. The text is scanned with a sample number in its place.
            // The cheap test first: most texts after a placeholder start with no unit.
            if range.lowerBound > previousEnd, let start = Self.letterAfterGap(units[range]),
                Self.startsWithToken(units[start..<range.upperBound], tables.numberTable),
                let placeholder = Self.numberPlaceholder(units[previousEnd..<range.lowerBound], isNumber: isNumber)
            {
                let sample = Scanner(
                    text: [0x35] + Array(units[range]), tables: tables, placeholder: placeholder.text,
                    base: range.lowerBound - placeholder.text.utf16.count)
                // The sample number is at 0: its findings are at the placeholder.
                if sample.numbers != nil { _ = sample.number(at: 0, report) }
            }
            // Invisible format characters (the isolates Spoken writes, U+202C, U+200D) are left
            // out and full-width forms read as ASCII (５ｍ is 5m); findings stay located and
            // quoted in the text as written.
            let folded = Self.folded(units[range])
            // Most texts have nothing that could be a finding: a plain scan says so, on the
            // message's own units, before ICU splits a copy into words.
            let candidate =
                if let folded {
                    folded.text.withUnsafeBufferPointer { Scanner.mayFind($0, tables: tables) }
                } else {
                    units.withUnsafeBufferPointer {
                        Scanner.mayFind(UnsafeBufferPointer(rebasing: $0[range]), tables: tables)
                    }
                }
            guard candidate else { continue }
            if let folded {
                Scanner(
                    text: folded.text, tables: tables, base: range.lowerBound,
                    written: (Array(units[range]), folded.positions)
                ).run(report)
            } else {
                Scanner(text: Array(units[range]), tables: tables, base: range.lowerBound).run(report)
            }
        }
    }

    /// Format characters a listener never hears and that may sit inside a token: bidi marks,
    /// embeddings and isolates, zero-width (non-)joiners and spaces, word joiner, BOM, soft hyphen.
    @inline(__always)
    static func isInvisible(_ unit: UInt16) -> Bool {
        (unit >= 0x200B && unit <= 0x200F) || (unit >= 0x202A && unit <= 0x202E) || (unit >= 0x2060 && unit <= 0x2064)
            || (unit >= 0x2066 && unit <= 0x2069) || unit == 0xFEFF || unit == 0x061C || unit == 0x00AD
    }

    /// A text without its invisible format characters and with full-width ASCII forms as ASCII
    /// (U+FF01…U+FF5E), and for each of its units (and its end) the offset in the text as
    /// written; nil when there is nothing to change.
    static func folded(_ units: ArraySlice<UInt16>) -> (text: [UInt16], positions: [Int])? {
        guard units.contains(where: { $0 >= 0xAD && (isInvisible($0) || ($0 >= 0xFF01 && $0 <= 0xFF5E)) }) else {
            return nil
        }
        var text: [UInt16] = []
        var positions: [Int] = []
        text.reserveCapacity(units.count)
        positions.reserveCapacity(units.count + 1)
        for (offset, unit) in zip(0..., units) where !isInvisible(unit) {
            text.append(unit >= 0xFF01 && unit <= 0xFF5E ? unit - 0xFEE0 : unit)
            positions.append(offset)
        }
        positions.append(units.count)
        return (text, positions)
    }

    /// The simple placeholder a non-text stretch ends with, when it stands for a number: a
    /// numeric printf specifier (`%lld`, `%2$d`, `%.1f`), an ICU argument that is a number
    /// (`{n, number}`, or `{count}` declared int, num or double) or a plural's `#`. Strings (`%@`,
    /// es "{start} a {end}") and plural or select syntax are not.
    static func numberPlaceholder(_ stretch: ArraySlice<UInt16>, isNumber: (String) -> Bool) -> (
        text: String, start: Int
    )? {
        guard let last = stretch.last else { return nil }
        if last == 0x23 { return ("#", stretch.endIndex - 1) }
        if last == 0x7D, let open = stretch.lastIndex(of: 0x7B) {
            let inside = String(decoding: stretch[(open + 1)..<(stretch.endIndex - 1)], as: UTF16.self)
            let parts = inside.split(separator: ",", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard let name = parts.first, !name.isEmpty,
                name.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }),
                parts.count == 1 ? isNumber(name) : parts[1].hasPrefix("number")
            else { return nil }
            return (String(decoding: stretch[open...], as: UTF16.self), open)
        }
        guard let percent = stretch.lastIndex(of: 0x25) else { return nil }
        let specifier = String(decoding: stretch[percent...], as: UTF16.self)
        guard specifier.wholeMatch(of: /%(\d+\$)?[-+ #0']*\d*(\.\d+)?(hh|h|ll|l|q|L|z|j|t)?[dDiuUfFeEgG]/) != nil
        else { return nil }
        return (specifier, percent)
    }

    /// Where a text's first letter is when it comes after at most two gaps (where a unit after a
    /// number would start); nil otherwise.
    static func letterAfterGap(_ text: ArraySlice<UInt16>) -> Int? {
        var index = text.startIndex
        while index < text.endIndex, index - text.startIndex < 2, SpeechAbbreviations.isGap(text[index]) {
            index += 1
        }
        guard index < text.endIndex, Scanner.isLetter(text[index]) || text[index] > 0x7F else { return nil }
        return index
    }

    /// Whether a text starts with one of the locale's unit or compact tokens (word boundaries are
    /// the scanner's to check): the cheap test before ICU splits a copy into words.
    static func startsWithToken(_ text: ArraySlice<UInt16>, _ numbers: SpeechAbbreviations.NumberTable) -> Bool {
        guard let first = text.first, let candidates = numbers.candidates(startingWith: first) else { return false }
        return candidates.contains { candidate in
            let token = numbers.tokens[candidate].units
            return text.starts(with: token) && !Scanner.wordGoesOn(token, in: text, at: text.startIndex + token.count)
        }
    }

    /// Words never reported (acronyms VoiceOver reads as meant).
    static let acronyms: Set<[UInt16]> = {
        let text = ShippedResources.text("Resources/lint/speech-acronyms.json") ?? "{}"
        let root = (try? LocatedJSON(parsing: Array(text.utf8)))?.root
        let words = root?.members?.first { $0.key.value == "words" }?.value
        guard case .array(let items)? = words?.value else { return [] }
        return Set(items.compactMap { $0.stringLiteral.map { Array($0.value.utf16) } })
    }()

    private struct Scanner {
        let text: [UInt16]
        let tables: SpeechAbbreviations
        let boundaries: [Bool]
        let numbers: SpeechAbbreviations.NumberTable?

        /// The placeholder a sample number stands for ("%lld" in "%lld min"), which findings name.
        var placeholder: String? = nil
        /// Added to each finding's offset: where `text` starts in the message.
        let base: Int
        /// The text as written, when `text` is its folded form (`SpeechAbbreviationRule.folded`),
        /// and where each unit of `text` is in it: findings are located and quoted as written.
        let written: (units: [UInt16], positions: [Int])?

        init(
            text: [UInt16], tables: SpeechAbbreviations, placeholder: String? = nil, base: Int,
            written: (units: [UInt16], positions: [Int])? = nil
        ) {
            self.text = text
            self.tables = tables
            self.placeholder = placeholder
            self.base = base
            self.written = written
            boundaries = tables.wordBreak?.boundaries(text) ?? [Bool](repeating: true, count: text.count + 1)
            numbers = text.contains(where: Self.isDigit) ? tables.numberTable : nil
        }

        /// Whether a text has a candidate at all, without word boundaries: a digit before a
        /// slash and a digit or before the first letter of a unit or compact token, a hyphen before
        /// a digit, or a month or weekday word at a letter run's start.
        static func mayFind(_ text: UnsafeBufferPointer<UInt16>, tables: SpeechAbbreviations) -> Bool {
            var numbers: SpeechAbbreviations.NumberTable?
            let dateFirstUnits = tables.dateFirstUnits
            let starts = tables.candidateStarts
            let (asciiLow, asciiHigh) = starts.asciiWords
            var index = 0
            while index < text.count {
                let unit = text[index]
                // Most units start nothing: one bit says so (for ASCII, a bit of two registers).
                let isStart =
                    unit < 64
                    ? (asciiLow >> UInt64(unit)) & 1 != 0
                    : unit < 128 ? (asciiHigh >> UInt64(unit - 64)) & 1 != 0 : starts.contains(unit)
                guard isStart else {
                    index += 1
                    continue
                }
                if isDigit(unit) {
                    var end = index
                    while end < text.count, isDigit(text[end]) || isSeparator(text[end]) { end += 1 }
                    // Digits after an ASCII letter ("word12") continue its word (ICU never
                    // splits them): no number starts there.
                    if index > 0, isASCIILetter(text[index - 1]) {
                        index = end
                        continue
                    }
                    if numbers == nil { numbers = tables.numberTable }
                    guard let numbers else { return false }
                    if end + 1 < text.count, text[end] == 0x2F, isDigit(text[end + 1]) { return true }
                    var next = end
                    while next < text.count, next - end < 2, SpeechAbbreviations.isGap(text[next]) { next += 1 }
                    if next < text.count, let candidates = numbers.candidates(startingWith: text[next]),
                        candidates.contains(where: { candidate in
                            let token = numbers.tokens[candidate].units
                            return text[next...].starts(with: token)
                                && !wordGoesOn(token, in: text, at: next + token.count)
                        })
                    {
                        return true
                    }
                    // A token of two letters or more in another case ("5 Min").
                    if next < text.count, isASCIILetter(text[next]),
                        let candidates = numbers.candidates(startingWith: text[next] ^ 0x20),
                        candidates.contains(where: { candidate in
                            let token = numbers.tokens[candidate].units
                            return token.count > 1 && next + token.count <= text.count
                                && equalIgnoringASCIICase(text[next..<(next + token.count)], token)
                                && !wordGoesOn(token, in: text, at: next + token.count)
                        })
                    {
                        return true
                    }
                    index = max(end, index + 1)
                    continue
                }
                if unit == 0x2D, index + 1 < text.count, isDigit(text[index + 1]),
                    index == 0 || !isASCIIAlphanumeric(text[index - 1])
                {
                    return true
                }
                if dateFirstUnits.contains(unit), index == 0 || !isLetter(text[index - 1]),
                    let words = tables.dateWords[unit]
                {
                    for word in words where text[index...].starts(with: word) {
                        // ICU never splits two ASCII letters into two words ("Th" is no word
                        // of "They"): a name followed by one is no candidate.
                        let end = index + word.count
                        if let last = word.last, isASCIILetter(last), end < text.count, isASCIILetter(text[end]) {
                            continue
                        }
                        return true
                    }
                }
                index += 1
                // The rest of a word starts no date name (a letter follows a letter) and is no
                // digit or hyphen: skip it without testing each unit.
                if isLetter(unit) {
                    while index < text.count, isLetter(text[index]) { index += 1 }
                }
            }
            return false
        }

        @inline(__always)
        static func isDigit(_ unit: UInt16) -> Bool {
            if unit < 0x80 { return unit >= 0x30 && unit <= 0x39 }
            return UnitSet.decimalDigits.contains(unit)
        }

        @inline(__always)
        static func isASCIILetter(_ unit: UInt16) -> Bool {
            unit < 0x80 && (unit | 0x20) >= 0x61 && (unit | 0x20) <= 0x7A
        }

        /// Whether a token ending before `after` goes on as a word there, so that it is no token:
        /// ICU's word break never splits an ASCII letter from an ASCII letter after it ("s" of
        /// "sv", "min" of "minutes"). A digit after it starts the next number of a compound
        /// ("1h15m"); anything else is left to the word boundaries.
        @inline(__always)
        static func wordGoesOn<C: RandomAccessCollection<UInt16>>(_ token: [UInt16], in text: C, at after: Int) -> Bool
        where C.Index == Int {
            guard after < text.endIndex, let last = token.last else { return false }
            return isASCIILetter(last) && isASCIILetter(text[after])
        }

        /// An ASCII letter or digit: what ICU's word break never separates from a letter.
        @inline(__always)
        static func isASCIIAlphanumeric(_ unit: UInt16) -> Bool {
            isASCIILetter(unit) || (unit >= 0x30 && unit <= 0x39)
        }

        @inline(__always)
        static func isLetter(_ unit: UInt16) -> Bool {
            unit < 0x80 ? isASCIILetter(unit) : UnitSet.letters.contains(unit)
        }

        func string(_ range: Range<Int>) -> String {
            guard let written else { return UTF16Text.string(text, range) }
            // As written, without the invisible characters around it.
            var end = written.positions[range.upperBound]
            if range.upperBound > range.lowerBound { end = written.positions[range.upperBound - 1] + 1 }
            return UTF16Text.string(written.units, written.positions[range.lowerBound]..<end)
        }

        /// A finding's offset in the message, from an offset in `text`.
        func at(_ index: Int) -> Int { base + (written?.positions[index] ?? index) }

        func nextBoundary(after index: Int) -> Int {
            var next = index + 1
            while next < text.count, !boundaries[next] { next += 1 }
            return min(next, text.count)
        }

        /// Whether the word starting at `index` (as ICU splits it) is an acronym.
        func isAcronym(at index: Int) -> Bool {
            SpeechAbbreviationRule.acronyms.contains(Array(text[index..<nextBoundary(after: index)]))
        }

        /// The end of the number starting at `start`: digits, with separators between them.
        func numberEnd(_ start: Int) -> Int {
            var end = start
            while end < text.count, Self.isDigit(text[end]) { end += 1 }
            while end + 1 < text.count, Self.isSeparator(text[end]), Self.isDigit(text[end + 1]) {
                end += 1
                while end < text.count, Self.isDigit(text[end]) { end += 1 }
            }
            return end
        }

        static func isSeparator(_ unit: UInt16) -> Bool {
            unit == 0x2E || unit == 0x2C || unit == 0x066B || unit == 0x066C || unit == 0xA0 || unit == 0x202F
        }

        /// The value of a number as written in the locale: its decimal separator is the point; a
        /// grouping separator is the locale's own (hi "10,00,000" groups by two) or one before
        /// exactly three digits.
        func value(_ range: Range<Int>, _ numbers: SpeechAbbreviations.NumberTable) -> Double? {
            let decimalSeparator = numbers.decimalSeparator
            var ascii = ""
            var index = range.lowerBound
            while index < range.upperBound {
                let unit = text[index]
                if Self.isDigit(unit) {
                    let digit = Unicode.Scalar(UInt32(unit)).flatMap {
                        $0.properties.numericType == .decimal ? $0.properties.numericValue : nil
                    }
                    ascii.append(String(Int(digit ?? 0)))
                } else {
                    var digits = 0
                    while index + 1 + digits < range.upperBound, Self.isDigit(text[index + 1 + digits]) { digits += 1 }
                    if unit == decimalSeparator || (unit != numbers.groupingSeparator && digits != 3) {
                        ascii.append(".")
                    }
                }
                index += 1
            }
            return Double(ascii)
        }

        /// Letters spaced as a listener may hear them ("wks" → "w k s").
        static func spelled(_ units: [UInt16]) -> String {
            String(decoding: units, as: UTF16.self).filter { !$0.isWhitespace && $0 != "." }.map(String.init).joined(
                separator: " ")
        }

        func run(_ report: (Int, @autoclosure () -> String) -> Void) {
            var index = 0
            var chained = -1
            while index < text.count {
                let unit = text[index]
                guard boundaries[index] || index == chained else {
                    index += 1
                    continue
                }
                if unit == 0x2D, index + 1 < text.count, Self.isDigit(text[index + 1]),
                    index == 0 || SpeechAbbreviations.isGap(text[index - 1])
                        || [0x28, 0x5B, 0x7B, 0x3A, 0x3D].contains(text[index - 1])
                {
                    let end = numberEnd(index + 1)
                    let written = string(index..<end)
                    let number = string(index + 1..<end)
                    report(
                        at(index),
                        Diagnostic.advice(
                            "'\(written)' may be heard as 'dash \(number)' or as '\(number)': write '−\(number)', with the minus sign U+2212",
                            hint: "a number argument, or spoken number")
                    )
                    index = end
                    continue
                }
                if Self.isDigit(unit), numbers != nil {
                    index = number(at: index, report)
                    // A token that went on into a number of the same word ("1h15m"): scan it too.
                    if index < text.count, Self.isDigit(text[index]) { chained = index }
                    continue
                }
                if Self.isLetter(unit) {
                    date(at: index, report)
                }
                index = nextBoundary(after: index)
            }
        }

        /// A number at `start`: a slash counter, or a number and a unit or compact suffix. Returns
        /// where the scan goes on.
        func number(at start: Int, _ report: (Int, @autoclosure () -> String) -> Void) -> Int {
            guard let numbers else { return start + 1 }
            let end = numberEnd(start)
            // Slash counters: "3/10", "24/7" (and dates written so: "11/29").
            if end + 1 < text.count, text[end] == 0x2F, Self.isDigit(text[end + 1]) {
                var last = numberEnd(end + 1)
                while last + 1 < text.count, text[last] == 0x2F, Self.isDigit(text[last + 1]) {
                    last = numberEnd(last + 1)
                }
                if boundaries[last], !isAcronym(at: start) {
                    report(
                        at(start),
                        Diagnostic.advice(
                            "'\(string(start..<last))' may be heard as a fraction or a date: write what it counts in words",
                            hint: "a message with both numbers as arguments, as announce.pageOf")
                    )
                }
                return last
            }
            var tokenStart = end
            while tokenStart < text.count, tokenStart - end < 2, SpeechAbbreviations.isGap(text[tokenStart]) {
                tokenStart += 1
            }
            guard tokenStart < text.count,
                let (candidates, candidate, tokenEnd) = token(at: tokenStart, numbers)
            else { return end }
            do {
                let token = numbers.tokens[candidate]
                if isClockField(start) || isCalendarYear(start..<end, tokenStart..<tokenEnd, token, numbers) {
                    return tokenEnd
                }
                if isAcronym(at: start) || SpeechAbbreviationRule.acronyms.contains(token.units)
                    || SpeechAbbreviationRule.acronyms.contains(Array(text[start..<tokenEnd]))
                {
                    return tokenEnd
                }
                // The meaning: a duration first ("56m remaining"), then by table order.
                let meant =
                    candidates.first { index in
                        let other = numbers.tokens[index]
                        guard other.units == token.units, case .unit(let id) = other.meaning else { return false }
                        return SpeechAbbreviations.durationUnits.contains(id)
                    } ?? candidate
                // The short or narrow name of several units (en "m": meter, minute, month), or of a
                // unit and a compact-notation suffix (en "B": byte, billion): each is a meaning;
                // the text alone does not tell which (the one meaning's words when they cannot
                // all be said).
                let meanings = candidates.filter { numbers.tokens[$0].units == token.units }
                if meanings.count > 1 {
                    report(
                        at(start),
                        ambiguous(start..<end, tokenStart..<tokenEnd, meanings.sorted(), numbers)
                            ?? message(start..<end, tokenStart..<tokenEnd, meant, numbers))
                    return tokenEnd
                }
                report(at(start), message(start..<end, tokenStart..<tokenEnd, meant, numbers))
                return tokenEnd
            }
        }

        /// The unit or compact token at `tokenStart`, its candidates and its end: the longest in
        /// the text's case, else (two letters or more) in another ASCII case ("5 Min" as "min").
        /// A token ends a word, or goes on into the next number of one word ("1h15m", "5m5m");
        /// a token that begins the locale's full name (zh 秒 of 秒钟) is none.
        func token(at tokenStart: Int, _ numbers: SpeechAbbreviations.NumberTable) -> (
            candidates: [Int], candidate: Int, end: Int
        )? {
            func ends(_ tokenEnd: Int) -> Bool {
                boundaries[tokenEnd] || (tokenEnd < text.count && Self.isDigit(text[tokenEnd]))
            }
            let first = text[tokenStart]
            if let candidates = numbers.candidates(startingWith: first) {
                for candidate in candidates {
                    let token = numbers.tokens[candidate]
                    let tokenEnd = tokenStart + token.units.count
                    guard tokenEnd <= text.count, ends(tokenEnd),
                        text[tokenStart..<tokenEnd].elementsEqual(token.units),
                        !token.extendedBy.contains(where: { text[tokenStart...].starts(with: $0) })
                    else { continue }
                    return (candidates, candidate, tokenEnd)
                }
            }
            guard Self.isASCIILetter(first), let candidates = numbers.candidates(startingWith: first ^ 0x20) else {
                return nil
            }
            for candidate in candidates {
                let token = numbers.tokens[candidate]
                let tokenEnd = tokenStart + token.units.count
                guard token.units.count > 1, tokenEnd <= text.count, ends(tokenEnd),
                    Self.equalIgnoringASCIICase(text[tokenStart..<tokenEnd], token.units)
                else { continue }
                return (candidates, candidate, tokenEnd)
            }
            return nil
        }

        /// Whether two runs of units are equal but for the case of ASCII letters (all letters).
        static func equalIgnoringASCIICase<C: Collection<UInt16>>(_ a: C, _ b: [UInt16]) -> Bool {
            a.count == b.count
                && zip(a, b).allSatisfy { x, y in
                    x == y || (isASCIILetter(x) && isASCIILetter(y) && x | 0x20 == y | 0x20)
                }
        }

        func message(
            _ number: Range<Int>, _ token: Range<Int>, _ index: Int, _ numbers: SpeechAbbreviations.NumberTable
        ) -> String {
            let written = written(number, token)
            let numberText = string(number)
            let entry = numbers.tokens[index]
            let value = value(number, numbers)
            let heard: String
            if let other = entry.heardAs, let value, let words = spoken(value, numbers.tokens[other].meaning) {
                heard = words
            } else {
                heard = numberText + " " + Self.spelled(Array(text[token]))
            }
            let say = value.flatMap { value in
                spoken(value, entry.meaning).flatMap { keepingNumber($0, numberText, value) }
            }
            let api = Self.api(entry.meaning)
            let heardAs = "'\(written)' may be heard as '\(heard)'\(sampleNote(number) ?? "")"
            guard let say else { return Diagnostic.advice("\(heardAs): write it in words", hint: api) }
            return Diagnostic.advice("\(heardAs): write '\(say)'", hint: api)
        }

        /// Whether the number at `start` is a clock time's minutes or seconds ("6:20", after a
        /// digit and a colon): no count, so no unit can follow it. What follows is the time's day
        /// period (ar's "م" of "٦:٢٠ م" is CLDR's abbreviated PM, not a metre), and any count
        /// suggested for it ("٢٠ مترًا", 20 metres) would be nonsense.
        func isClockField(_ start: Int) -> Bool {
            start >= 2 && text[start - 1] == 0x3A && Self.isDigit(text[start - 2])
        }

        /// Whether a number and its token are a date's year: four digits without a separator, as
        /// ICU writes a year, and then exactly the locale's year marker as its long date pattern
        /// writes it (ru "29 ноября 2026 г.", uk "2026 р."). That is the year of a date, which
        /// Russian text normalisation reads as the year ("2026 г." → "2026 года"/"году"), not a
        /// count of years: a count's words ("2 026 лет", 2,026 years) would be nonsense. Evidence:
        /// Russian speech normalisers expand it so ("в 2026 г." → "в две тысячи двадцать шестом
        /// году", snakers4/silero-models#321; "12.01.1943 г." → "… сорок третьего года",
        /// snakers4/russian_stt_text_normalization#1); the reports of misread dates in
        /// speaking-values.md §1.4 are numeric dates and abbreviated month and weekday names, none
        /// a year marker.
        func isCalendarYear(
            _ number: Range<Int>, _ token: Range<Int>, _ entry: SpeechAbbreviations.NumberToken,
            _ numbers: SpeechAbbreviations.NumberTable
        ) -> Bool {
            guard entry.meaning == .unit("year"), number.count == 4, number.allSatisfy({ Self.isDigit(text[$0]) })
            else { return false }
            return numbers.yearMarkers.contains(Array(text[token]))
        }

        /// A suggestion keeps the number as the text writes it: ICU's digits for the value
        /// ("2 026", grouped as a count) go back to the text's ("2026"), so a finding never
        /// regroups the reader's number; words that cannot hold it (a compact count rounded,
        /// "2026K" as "2 million") are no suggestion (nil).
        func keepingNumber(_ words: String, _ number: String, _ value: Double) -> String? {
            if words.contains(number) { return words }
            guard let digits = try? SpokenNumberFormatter(locale: tables.locale).string(value),
                let range = words.range(of: digits)
            else { return nil }
            return words.replacingCharacters(in: range, with: number)
        }

        /// A token that is the short or narrow name of several units, or of a unit and a
        /// compact-notation suffix, in ICU's data for the locale: every meaning, in the table's
        /// order (units, then compact notation). "'5 m' may be heard as '5 meters', '5 minutes'
        /// or '5 months': write '5 meters', '5 minutes' or '5 months', whichever is meant", with
        /// what says each as the hint. Nil when the number cannot be read.
        func ambiguous(
            _ number: Range<Int>, _ token: Range<Int>, _ indexes: [Int], _ numbers: SpeechAbbreviations.NumberTable
        ) -> String? {
            guard let value = value(number, numbers) else { return nil }
            var words: [String] = []
            var says: [String] = []
            for index in indexes {
                let meaning = numbers.tokens[index].meaning
                guard let spoken = spoken(value, meaning).flatMap({ keepingNumber($0, string(number), value) }) else {
                    return nil
                }
                words.append("'\(spoken)'")
                says.append("'\(spoken)': \(Self.api(meaning))")
            }
            return Diagnostic.advice(
                "'\(written(number, token))' may be heard as \(Self.either(words))\(sampleNote(number) ?? ""): write \(Self.either(words)), whichever is meant",
                hint: says.joined(separator: "; "))
        }

        /// The token as written: after a placeholder, the placeholder in place of the sample
        /// number ("#m", "%lld min").
        func written(_ number: Range<Int>, _ token: Range<Int>) -> String {
            (placeholder ?? string(number)) + string(number.upperBound..<token.upperBound)
        }

        /// After a placeholder the number is a sample, which the words name: " for '5'".
        func sampleNote(_ number: Range<Int>) -> String? {
            placeholder.map { _ in " for '\(string(number))'" }
        }

        /// "a, b or c".
        static func either(_ items: [String]) -> String {
            guard items.count > 1 else { return items.joined() }
            return items.dropLast().joined(separator: ", ") + " or " + items[items.count - 1]
        }

        /// The Spoken API that says a value in a meaning.
        static func api(_ meaning: SpeechAbbreviations.Meaning) -> String {
            switch meaning {
            case .unit(let id) where SpeechAbbreviations.durationUnits.contains(id):
                "a duration argument, or spoken duration"
            case .unit(let id) where SpeechAbbreviations.byteUnits.contains(id):
                "spoken number --style bytes"
            case .unit(let id):
                "spoken measure --unit \(id)"
            case .compact:
                "a compactLong number format, or spoken number --style compact"
            }
        }

        /// What Spoken says for a value in a meaning.
        func spoken(_ value: Double, _ meaning: SpeechAbbreviations.Meaning) -> String? {
            switch meaning {
            case .unit(let id):
                guard let unit = try? MeasureUnit(id) else { return nil }
                return try? MeasureFormatter(locale: tables.locale, unit: unit).string(value)
            case .compact(let power):
                var scaled = value
                for _ in 0..<power { scaled *= 10 }
                return try? SpokenNumberFormatter(locale: tables.locale, style: .compact).string(scaled)
            }
        }

        /// An abbreviated month or weekday name at a word start.
        func date(at start: Int, _ report: (Int, @autoclosure () -> String) -> Void) {
            let wordEnd = nextBoundary(after: start)
            guard let names = tables.dates[Array(text[start..<wordEnd])] else { return }
            for name in names {
                let coreEnd = start + name.core.count
                guard coreEnd <= text.count, boundaries[coreEnd], text[start..<coreEnd].elementsEqual(name.core)
                else { continue }
                let hasStop = coreEnd < text.count && (text[coreEnd] == 0x2E || text[coreEnd] == 0x0970)
                if name.needsStop, !hasStop { continue }
                if name.needsNumber, !nextToNumber(start, coreEnd) { continue }
                if isAcronym(at: start) { return }
                // The last word of ICU's full name as written (he "יום שבת"): the full name.
                if name.endOf.contains(where: { full in
                    let fullStart = start - (full.count - name.core.count)
                    return fullStart >= 0 && text[fullStart..<coreEnd].elementsEqual(full)
                }) {
                    return
                }
                let end = hasStop ? coreEnd + 1 : coreEnd
                report(
                    at(start),
                    Diagnostic.advice(
                        "'\(string(start..<end))' may be heard as '\(Self.spelled(name.core))': write '\(name.full)'",
                        hint: "a date argument, or spoken date")
                )
                return
            }
        }

        /// Whether a number stands just before or after a range (across spaces and one comma or
        /// full stop): "5 mar", "mar 5".
        func nextToNumber(_ start: Int, _ end: Int) -> Bool {
            var before = start - 1
            while before >= 0, SpeechAbbreviations.isGap(text[before]) || text[before] == 0x2E || text[before] == 0x2C {
                before -= 1
            }
            if before >= 0, Self.isDigit(text[before]) { return true }
            var after = end
            while after < text.count,
                SpeechAbbreviations.isGap(text[after]) || text[after] == 0x2E || text[after] == 0x2C
            {
                after += 1
            }
            return after < text.count && Self.isDigit(text[after])
        }
    }
}
