import Synchronization

/// One locale's abbreviations that a screen reader may misread, from ICU's own data: the short
/// and narrow unit names its number formatter prints ("30 min", "5m", "5.37 GB", "10 km/h"),
/// its compact-notation suffixes ("1.2K"), and its abbreviated month and weekday names ("Apr",
/// de "Mo."). A short form equal to a long one is the word itself (ja "5分", zh "5分钟"): not an
/// abbreviation. Built once per locale and cached (bounded); the unit tables, which take ICU
/// tens of milliseconds, only when a text of the locale has a digit. The cache holds 64 locales
/// (about 10 KB each).
package final class SpeechAbbreviations: Sendable {
    /// What a token after a number stands for.
    enum Meaning: Hashable, Sendable {
        case unit(String)
        case compact(power: Int)
    }

    struct NumberToken: Sendable {
        let units: [UInt16]
        let meaning: Meaning
        /// The locale's full names of the same meaning that begin with this token (zh 秒钟 for
        /// 秒): where the text goes on so, it is the full name.
        var extendedBy: [[UInt16]] = []
        /// The entry a listener may take it for instead (the same letters in another case or
        /// meaning: "m" minute and metre, "M" million and metre), by index.
        var heardAs: Int?
    }

    /// A class: the scan takes it for every text with a digit, and a struct of four counted
    /// fields was copied, each retained, per take. Unchecked Sendable: written only while it is
    /// built, before it is published.
    final class NumberTable: @unchecked Sendable {
        fileprivate(set) var tokens: [NumberToken] = []
        /// Token indexes by first code unit, longest token first.
        fileprivate(set) var byFirstUnit: [UInt16: [Int]] = [:]
        /// The keys of `byFirstUnit`, for a test without hashing (most words after a number
        /// start no token).
        fileprivate(set) var firstUnits = UnitSet()
        /// `byFirstUnit` for ASCII first units, by unit: most tokens start with one, and an
        /// array index costs less than hashing.
        fileprivate(set) var asciiCandidates = [[Int]](repeating: [], count: 0x80)
        fileprivate(set) var decimalSeparator: UInt16 = 0x2E
        /// The locale's grouping separator (hi "10,00,000" groups by two).
        fileprivate(set) var groupingSeparator: UInt16 = 0x2C
        /// What the locale's long date pattern writes after the year (ru "г.", uk "р."), exactly
        /// so: after a year it is the date's year, not a count of years.
        fileprivate(set) var yearMarkers: Set<[UInt16]> = []

        /// The indexes of the tokens that start with `unit`, longest first; nil when none does.
        @inline(__always)
        func candidates(startingWith unit: UInt16) -> [Int]? {
            guard firstUnits.contains(unit) else { return nil }
            return unit < 0x80 ? asciiCandidates[Int(unit)] : byFirstUnit[unit]
        }
    }

    struct DateName: Sendable {
        /// The abbreviation without its final full stop.
        let core: [UInt16]
        let full: String
        /// ICU writes it with a final full stop (de "Mo.", fr "janv."): only that form is one.
        let needsStop: Bool
        /// A lower-case abbreviation without a stop (es "mar", cs "po"), often an ordinary word:
        /// one only beside a number ("5 mar").
        let needsNumber: Bool
        /// ICU's full names that end with it as a word of their own (he "יום שבת" ends with the
        /// abbreviated "שבת"): there it is the full name, as ICU writes it.
        var endOf: [[UInt16]] = []
    }

    /// The units whose abbreviations apps show (durations, data sizes, distances, weights,
    /// volumes, speeds, energy, power, frequencies). Their tokens come from ICU per locale; a
    /// listener's misreading is looked for in this order (a length first: "m" heard as metres).
    static let units: [String] = [
        "meter", "kilometer", "centimeter", "millimeter", "foot", "yard", "mile", "gram", "kilogram", "milligram",
        "pound", "ounce", "liter", "milliliter", "gallon", "byte", "kilobyte", "megabyte", "gigabyte", "terabyte",
        "petabyte", "bit", "kilobit", "megabit", "gigabit", "terabit", "kilometer-per-hour", "mile-per-hour",
        "meter-per-second", "megabit-per-second", "kilocalorie", "calorie", "kilowatt-hour", "watt", "kilowatt",
        "hertz", "kilohertz", "megahertz", "gigahertz", "hour", "minute", "second", "millisecond", "day", "week",
        "month", "year",
    ]
    /// Units `DurationFormatter` speaks (a duration argument, `spoken duration`).
    static let durationUnits: Set<String> = ["hour", "minute", "second", "millisecond", "day", "week"]
    static let byteUnits: Set<String> = ["byte", "kilobyte", "megabyte", "gigabyte", "terabyte", "petabyte"]

    let locale: SpokenLocale
    let wordBreak: ICUWordBreak?
    /// Abbreviated month and weekday names by their first word (as ICU's word break splits it).
    let dates: [[UInt16]: [DateName]]
    /// Those first words by their first code unit: the scan's cheap test before ICU splits a text.
    let dateWords: [UInt16: [[UInt16]]]
    /// The keys of `dateWords`, for a test without hashing.
    let dateFirstUnits: UnitSet
    /// What a candidate can start with: a digit, a hyphen-minus, or a first unit of `dateWords`.
    let candidateStarts: UnitSet
    /// The number table once built, as the bits of a retained reference (0 until then): read
    /// with one atomic load. `building` makes sure ICU's tables are read once per locale, not
    /// once per thread that asks first. (`AtomicLazyReference` is not inlined across modules:
    /// its load cost more than the scan it serves.)
    private let numbers = Atomic<UInt>(0)
    private let building = Locked(())

    private static let cache = BoundedCache<String, SpeechAbbreviations>(capacity: 64)

    /// The tables of a locale, built on first use.
    package static func of(_ locale: SpokenLocale) -> SpeechAbbreviations {
        cache.value(for: locale.icuIdentifier) { SpeechAbbreviations(locale) }
    }

    private init(_ locale: SpokenLocale) {
        self.locale = locale
        let wordBreak = ICUWordBreak(locale: locale.icuIdentifier)
        self.wordBreak = wordBreak
        let dates = Self.dateNames(locale: locale.icuIdentifier, wordBreak: wordBreak)
        self.dates = dates
        var words: [UInt16: [[UInt16]]] = [:]
        for key in dates.keys { if let first = key.first { words[first, default: []].append(key) } }
        dateWords = words
        var firsts = UnitSet()
        for unit in words.keys { firsts.insert(unit) }
        dateFirstUnits = firsts
        var starts = UnitSet.decimalDigits
        for unit in UInt16(0x30)...0x39 { starts.insert(unit) }
        starts.insert(0x2D)
        for unit in words.keys { starts.insert(unit) }
        candidateStarts = starts
    }

    /// The number tokens (built on first call).
    var numberTable: NumberTable {
        if let table = publishedNumberTable { return table }
        return building.withLock { _ in
            if let table = publishedNumberTable { return table }
            let table = Self.numberTable(locale: locale.icuIdentifier)
            numbers.store(UInt(bitPattern: Unmanaged.passRetained(table).toOpaque()), ordering: .releasing)
            return table
        }
    }

    private var publishedNumberTable: NumberTable? {
        let bits = numbers.load(ordering: .acquiring)
        guard let pointer = UnsafeRawPointer(bitPattern: bits) else { return nil }
        return Unmanaged<NumberTable>.fromOpaque(pointer).takeUnretainedValue()
    }

    deinit {
        let bits = numbers.load(ordering: .acquiring)
        if let pointer = UnsafeRawPointer(bitPattern: bits) { Unmanaged<NumberTable>.fromOpaque(pointer).release() }
    }

    // MARK: Building

    /// Whitespace, bidi marks and the separators ICU puts between a number and its unit.
    static func isGap(_ unit: UInt16) -> Bool {
        unit == 0x200E || unit == 0x200F || unit == 0x061C || MessageAnalysis.isSpace(unit) || unit == 0xA0
            || unit == 0x202F
    }

    static func trimmed(_ text: Substring) -> [UInt16] {
        var units = Array(text.utf16)
        while let first = units.first, isGap(first) { units.removeFirst() }
        while let last = units.last, isGap(last) { units.removeLast() }
        return units
    }

    static func hasLetter(_ units: [UInt16]) -> Bool {
        String(decoding: units, as: UTF16.self).unicodeScalars.contains { $0.properties.isAlphabetic }
    }

    private static func numberTable(locale: String) -> NumberTable {
        let table = NumberTable()
        // Per unit (and for compact notation): the long forms, and the short and narrow ones.
        var long: [String: Set<[UInt16]>] = [:]
        var short: [(key: String, units: [UInt16])] = []
        var compactLong: Set<[UInt16]> = []
        var compactShort: [(power: Int, units: [UInt16])] = []
        for fields in ICUSpeechData.lines(locale: locale, part: .numbers, units: units) {
            guard let tag = fields.first else { continue }
            if tag == "D", fields.count >= 2, let unit = fields[1].utf16.first {
                table.decimalSeparator = unit
                if fields.count >= 3, let grouping = fields[2].utf16.first { table.groupingSeparator = grouping }
                continue
            }
            if tag == "Y", fields.count >= 2 {
                let marker = trimmed(fields[1])
                table.yearMarkers.insert(marker)
                continue
            }
            guard fields.count == 5 else { continue }
            let key = String(fields[1])
            let width = fields[2]
            let before = fields[3] == "-" ? [] : trimmed(fields[3])
            let after = trimmed(fields[4])
            if tag == "U" {
                if width == "l" {
                    long[key, default: []].formUnion([before, after].filter { !$0.isEmpty })
                } else if before.isEmpty, fields[3] != "-", !after.isEmpty, hasLetter(after) {
                    short.append((key, after))
                }
            } else if tag == "C", let power = Int(key) {
                if width == "l" {
                    compactLong.formUnion([before, after].filter { !$0.isEmpty })
                } else if before.isEmpty, !after.isEmpty, hasLetter(after) {
                    compactShort.append((power, after))
                }
            }
        }
        struct Seen: Hashable {
            let units: [UInt16]
            let meaning: Meaning
        }
        var seen: Set<Seen> = []
        func add(_ units: [UInt16], _ meaning: Meaning, longs: Set<[UInt16]>) {
            var variants = [units]
            // "Min." is also written "Min".
            if units.count > 1, units.last == 0x2E { variants.append(Array(units.dropLast())) }
            for variant in variants where !longs.contains(variant) {
                guard seen.insert(Seen(units: variant, meaning: meaning)).inserted else { continue }
                let extendedBy = longs.filter { $0.count > variant.count && $0.starts(with: variant) }
                table.tokens.append(
                    NumberToken(units: variant, meaning: meaning, extendedBy: extendedBy.sorted { $0.count > $1.count })
                )
            }
        }
        for unit in units {
            for item in short where item.key == unit {
                add(item.units, .unit(unit), longs: long[unit] ?? [])
            }
        }
        var compactSeen: Set<[UInt16]> = []
        for item in compactShort where compactSeen.insert(item.units).inserted {
            add(item.units, .compact(power: item.power), longs: compactLong)
        }
        // A listener's misreading: the first other entry of the same letters in any case.
        var byCaseless: [String: [Int]] = [:]
        for (index, token) in table.tokens.enumerated() {
            byCaseless[String(decoding: token.units, as: UTF16.self).lowercased(), default: []].append(index)
        }
        for index in table.tokens.indices {
            let token = table.tokens[index]
            let same = byCaseless[String(decoding: token.units, as: UTF16.self).lowercased()] ?? []
            table.tokens[index].heardAs = same.first { table.tokens[$0].meaning != token.meaning }
        }
        for (index, token) in table.tokens.enumerated() {
            table.byFirstUnit[token.units[0], default: []].append(index)
            table.firstUnits.insert(token.units[0])
        }
        let tokens = table.tokens
        for key in table.byFirstUnit.keys {
            table.byFirstUnit[key]!.sort { (tokens[$0].units.count, -$0) > (tokens[$1].units.count, -$1) }
            if key < 0x80 { table.asciiCandidates[Int(key)] = table.byFirstUnit[key]! }
        }
        return table
    }

    /// Scripts whose abbreviated names are words of their own (ja 日 for 日曜日, ko 일): never read
    /// letter by letter.
    static func isIdeographicOrSyllabic(_ unit: UInt16) -> Bool {
        (0x3040...0x30FF).contains(unit) || (0x3400...0x9FFF).contains(unit) || (0xF900...0xFAFF).contains(unit)
            || (0xAC00...0xD7AF).contains(unit) || (0x1100...0x11FF).contains(unit)
            || (0x3130...0x318F).contains(unit) || UTF16.isLeadSurrogate(unit)
    }

    private static func dateNames(locale: String, wordBreak: ICUWordBreak?) -> [[UInt16]: [DateName]] {
        var rows: [(abbreviated: [UInt16], wide: String)] = []
        var wides: Set<[UInt16]> = []
        for fields in ICUSpeechData.lines(locale: locale, part: .dates, units: []) where fields.count == 5 {
            let abbreviated = trimmed(fields[3])
            let wide = trimmed(fields[4])
            wides.insert(wide)
            rows.append((abbreviated, String(decoding: wide, as: UTF16.self)))
        }
        // By the abbreviation without its stop: whether any of ICU's forms has the stop.
        var cores: [[UInt16]: (full: String, stop: Bool)] = [:]
        var order: [[UInt16]] = []
        for row in rows {
            let abbreviated = row.abbreviated
            guard !abbreviated.isEmpty, !wides.contains(abbreviated), hasLetter(abbreviated),
                !abbreviated.contains(where: isIdeographicOrSyllabic)
            else { continue }
            let stop = abbreviated.count > 1 && (abbreviated.last == 0x2E || abbreviated.last == 0x0970)
            let core = stop ? Array(abbreviated.dropLast()) : abbreviated
            if wides.contains(core) { continue }
            if let known = cores[core] {
                cores[core] = (known.full, known.stop || stop)
            } else {
                cores[core] = (row.wide, stop)
                order.append(core)
            }
        }
        var names: [[UInt16]: [DateName]] = [:]
        for core in order {
            guard let entry = cores[core] else { continue }
            let first = String(decoding: core, as: UTF16.self).unicodeScalars.first
            let lower = first.map { $0.properties.isLowercase } ?? false
            let endOf = wides.filter { wide in
                wide.count > core.count && wide.suffix(core.count).elementsEqual(core)
                    && isGap(wide[wide.count - core.count - 1])
            }
            let name = DateName(
                core: core, full: entry.full, needsStop: entry.stop, needsNumber: lower && !entry.stop,
                endOf: endOf.sorted { $0.lexicographicallyPrecedes($1) })
            // The first word as ICU splits it: what the scan looks up at each word start.
            let boundaries = wordBreak?.boundaries(core) ?? []
            let end = (1..<max(core.count, 1)).first { $0 < boundaries.count && boundaries[$0] } ?? core.count
            names[Array(core[0..<end]), default: []].append(name)
        }
        for key in names.keys { names[key]!.sort { $0.core.count > $1.core.count } }
        return names
    }
}
