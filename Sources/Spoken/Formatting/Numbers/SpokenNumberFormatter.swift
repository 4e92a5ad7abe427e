import Foundation

/// Speaks numbers by what they are: plain decimals ("3.5" en, "3,5" de, "٣٫٥" ar), percentages,
/// compact counts, cardinal and ordinal words, digit strings and byte counts, from ICU's number
/// skeletons and rule-based number formats.
///
/// ```swift
/// try SpokenNumberFormatter(style: .percent).string(42)            // "42 percent"
/// try SpokenNumberFormatter(style: .compact).string(1_234_567)     // "1.2 million"
/// try SpokenNumberFormatter(locale: SpokenLocale("fr"), style: .ordinal, gender: .feminine)
///     .string(1)                                                   // "première"
/// try SpokenNumberFormatter(style: .digits).string(parsing: "0442") // "0 4 4 2"
/// try SpokenNumberFormatter(style: .bytes).string(5_370_000_000)   // "5.37 gigabytes"
/// ```
///
/// The `spoken` presentation (the default) is the speech form of ICU's output: U+2212 MINUS SIGN
/// where ICU writes U+002D before a digit, no soft hyphens (`SpeechText`). The `icu` presentation
/// is ICU's visible form byte for byte ("42%", "1.2M", "22nd"). Cheap to create (ICU formatters
/// are shared through a bounded cache keyed by every option) and safe to use from any number of
/// tasks.
public struct SpokenNumberFormatter: Sendable {
    public let locale: SpokenLocale
    public let style: NumberStyle
    public let presentation: NumberPresentation
    /// The gender spelled numbers agree with (`spellout` and `ordinal` only).
    public let gender: GrammaticalGender?
    /// Powers of 1000 or 1024 (`bytes` only).
    public let byteUnits: ByteUnits
    /// At most this many fraction digits (`decimal` and `percent` only).
    public let maximumFractionDigits: Int?
    private let format: NumberStyleFormat

    public init(
        locale: SpokenLocale = .enUS, style: NumberStyle = .decimal, presentation: NumberPresentation = .spoken,
        gender: GrammaticalGender? = nil, byteUnits: ByteUnits = .decimal, maximumFractionDigits: Int? = nil
    ) throws(SpokenError) {
        try validateFractionDigits(maximumFractionDigits)
        if let gender, style != .spellout, style != .ordinal {
            throw SpokenError(
                .invalidOption, input: gender.rawValue,
                message:
                    "Invalid gender '\(gender.rawValue)' for style '\(style.rawValue)': only spellout and ordinal agree with a noun"
            )
        }
        if let maximumFractionDigits, style != .decimal, style != .percent {
            throw SpokenError(
                .invalidOption, input: String(maximumFractionDigits),
                message:
                    "Invalid maximum fraction digits '\(maximumFractionDigits)' for style '\(style.rawValue)': only decimal and percent take them"
            )
        }
        if byteUnits == .binary, style != .bytes {
            throw SpokenError(
                .invalidOption, input: byteUnits.rawValue,
                message:
                    "Invalid units '\(byteUnits.rawValue)' for style '\(style.rawValue)': only bytes counts in units")
        }
        self.locale = locale
        self.style = style
        self.presentation = presentation
        self.gender = gender
        self.byteUnits = byteUnits
        self.maximumFractionDigits = maximumFractionDigits
        let signature = NumberStyleFormat.Signature(
            locale: locale.icuIdentifier, style: style, presentation: presentation, gender: gender,
            byteUnits: byteUnits, digits: maximumFractionDigits)
        format = try NumberStyleFormat.cache.value(for: signature) { () throws(SpokenError) -> NumberStyleFormat in
            try NumberStyleFormat(signature, locale: locale)
        }
    }

    /// The same with the locale as a caller holds it: a `String` tag read from a request, or a
    /// `SpokenLocale`. A bad tag is the error `SpokenLocale(_:)` throws, naming it.
    @inlinable
    public init(
        locale: some SpokenLocaleConvertible, style: NumberStyle = .decimal, presentation: NumberPresentation = .spoken,
        gender: GrammaticalGender? = nil, byteUnits: ByteUnits = .decimal, maximumFractionDigits: Int? = nil
    ) throws(SpokenError) {
        try self.init(
            locale: locale.spokenLocale(), style: style, presentation: presentation, gender: gender,
            byteUnits: byteUnits, maximumFractionDigits: maximumFractionDigits)
    }

    /// The words for `value`. NaN and infinities are `invalid-number` errors, and so are a
    /// fraction for `ordinal` and `digits` and a negative number for `digits`.
    public func string(_ value: Double) throws(SpokenError) -> String {
        try format.string(value)
    }

    /// The words for a decimal number, exactly as written (no binary floating point).
    public func string(_ value: DecimalNumber) throws(SpokenError) -> String {
        try format.string(value)
    }

    /// The words for a value written as text: a digit string for `digits` (leading zeros kept; a
    /// leading `+` and the separators space, `-`, `.`, `(`, `)` between groups of digits), a
    /// decimal number for every other style.
    public func string(parsing text: String) throws(SpokenError) -> String {
        style == .digits ? try format.string(digits: text) : try format.string(DecimalNumber(text))
    }

    /// The ICU number skeleton behind this formatter (`percent unit-width-full-name sign-negative`);
    /// nil for the styles ICU formats by rule sets. `bytes` gives the skeleton of its gigabyte
    /// unit (each unit has its own), `digits` the one that writes the locale's digits.
    public var skeleton: String? { format.skeleton }

    /// The rule set of `spellout` and `ordinal` (`%spellout-ordinal-feminine`, `%digits-ordinal`).
    public var ruleSet: String? { format.ruleSet }

    /// How many of a byte count's six units are ICU's unit formatter taken apart
    /// (`UnitPatternFormat`), for tests.
    var takenApartUnits: Int { format.takenApartUnits }

    /// The public spell-out rule sets ICU has for a locale, its default first
    /// (`%spellout-numbering`, `%spellout-cardinal-feminine`, `%spellout-ordinal`…): what
    /// `gender` chooses among.
    public static func spelloutRuleSets(for locale: SpokenLocale) -> [String] {
        (try? ICURuleBasedFormat.ruleSets(kind: .spellout, icuLocale: locale.icuIdentifier)) ?? []
    }

    /// The public digit-ordinal rule sets ICU has for a locale (`%digits-ordinal`,
    /// `%digits-ordinal-feminine`…).
    public static func ordinalRuleSets(for locale: SpokenLocale) -> [String] {
        (try? ICURuleBasedFormat.ruleSets(kind: .ordinal, icuLocale: locale.icuIdentifier)) ?? []
    }
}

/// One set of options' ICU formatters, shared by every `SpokenNumberFormatter` with them.
final class NumberStyleFormat: Sendable {
    struct Signature: Hashable, Sendable {
        var locale: String
        var style: NumberStyle
        var presentation: NumberPresentation
        var gender: GrammaticalGender?
        var byteUnits: ByteUnits
        var digits: Int?
    }

    /// 128 formatters cover every style in every shipped language with room to spare.
    static let cache = BoundedCache<Signature, NumberStyleFormat>(formatters: ())

    private enum Engine: Sendable {
        case skeleton(ICUNumberFormat)
        case rules(ICURuleBasedFormat, ruleSet: String, wholeNumbers: Bool)
        /// One formatter per unit (byte, kilo, mega, giga, tera, peta), the multiple between them
        /// and the fraction digits each shows.
        case bytes([any NumberFormatting], base: Int)
        /// The locale's digits 0…9.
        case digits([String])
    }

    private let engine: Engine
    private let speech: Bool
    private let localeID: String
    let skeleton: String?
    /// The rule set of a `rules` engine (one formatter per locale serves them all).
    var ruleSet: String? {
        guard case .rules(_, let ruleSet, _) = engine else { return nil }
        return ruleSet
    }

    init(_ signature: Signature, locale: SpokenLocale) throws(SpokenError) {
        speech = signature.presentation == .spoken
        localeID = locale.identifier
        let icuLocale = locale.icuIdentifier
        func open(_ skeleton: String) throws(SpokenError) -> ICUNumberFormat {
            do {
                return try ICUNumberFormat(skeleton: skeleton, icuLocale: icuLocale)
            } catch {
                throw SpokenError(
                    .icuFailure, input: skeleton,
                    message:
                        "ICU could not open a number formatter for '\(skeleton)' in '\(locale.identifier)' (\(error.name))"
                )
            }
        }
        func rules(_ kind: ICURuleBasedFormat.Kind, _ ruleSet: String) throws(SpokenError) -> ICURuleBasedFormat {
            do {
                let format = try ICURuleBasedFormat.shared(kind: kind, icuLocale: icuLocale)
                try format.check(ruleSet: ruleSet)
                return format
            } catch {
                throw SpokenError(
                    .icuFailure, input: ruleSet,
                    message: "ICU could not open the rule set '\(ruleSet)' in '\(locale.identifier)' (\(error.name))")
            }
        }
        let spoken = signature.presentation == .spoken
        switch signature.style {
        case .decimal, .percent, .compact:
            let skeleton = Self.skeleton(signature.style, spoken: spoken, digits: signature.digits)
            engine = .skeleton(try open(skeleton))
            self.skeleton = skeleton
        case .spellout:
            let sets = SpokenNumberFormatter.spelloutRuleSets(for: locale)
            let chosen = Self.cardinalRuleSet(in: sets, gender: signature.gender)
            engine = .rules(try rules(.spellout, chosen), ruleSet: chosen, wholeNumbers: false)
            skeleton = nil
        case .ordinal:
            let words =
                spoken
                ? Self.ordinalRuleSet(in: SpokenNumberFormatter.spelloutRuleSets(for: locale), gender: signature.gender)
                : nil
            if let words {
                engine = .rules(try rules(.spellout, words), ruleSet: words, wholeNumbers: true)
            } else {
                // ICU 72 has no spelled ordinals for some languages (pl, cs): its digits form
                // ("22.") is what there is.
                let digits = Self.digitOrdinalRuleSet(
                    in: SpokenNumberFormatter.ordinalRuleSets(for: locale), gender: signature.gender)
                engine = .rules(try rules(.ordinal, digits), ruleSet: digits, wholeNumbers: true)
            }
            skeleton = nil
        case .digits:
            var digits: [String] = []
            let format = try open("precision-integer group-off")
            for digit in 0...9 {
                do {
                    digits.append(try format.string(decimal: String(digit)))
                } catch {
                    throw SpokenError(
                        .icuFailure, input: locale.identifier,
                        message: "ICU could not write the digits of '\(locale.identifier)' (\(error.name))")
                }
            }
            engine = .digits(digits)
            skeleton = format.skeleton
        case .bytes:
            let names =
                signature.byteUnits == .decimal
                ? ["byte", "kilobyte", "megabyte", "gigabyte", "terabyte", "petabyte"]
                : ["byte", "kibibyte", "mebibyte", "gibibyte", "tebibyte", "pebibyte"]
            // Each unit taken apart over the locale's plain number formatters where that
            // reproduces ICU's unit formatter (as measures are): six unit formatters of ~100 KB
            // each per signature had been the bulk of a byte count's cold memory.
            var formats: [any NumberFormatting] = []
            for (index, name) in names.enumerated() {
                let whole = try open(Self.byteSkeleton(name, digits: Self.byteFractionDigits[index], spoken: spoken))
                formats.append(UnitPatternFormat.best(whole, icuLocale: icuLocale))
            }
            engine = .bytes(formats, base: signature.byteUnits == .decimal ? 1000 : 1024)
            skeleton = formats[3].skeleton
        }
    }

    var takenApartUnits: Int {
        guard case .bytes(let formats, _) = engine else { return 0 }
        return formats.filter { $0 is UnitPatternFormat }.count
    }

    // MARK: Skeletons and rule sets

    static func skeleton(_ style: NumberStyle, spoken: Bool, digits: Int?) -> String {
        var stems: [String] = []
        switch style {
        case .percent: stems = spoken ? ["percent", "unit-width-full-name"] : ["percent"]
        case .compact: stems = [spoken ? "compact-long" : "compact-short"]
        default: break
        }
        if let digits { stems.append(fractionSkeleton(digits)) }
        stems.append(signSkeleton)
        return stems.joined(separator: " ")
    }

    /// Fraction digits by unit, as iOS's `ByteCountFormatter` shows file sizes: bytes and
    /// kilobytes whole, megabytes to a tenth, larger units to a hundredth.
    static let byteFractionDigits = [0, 0, 1, 2, 2, 2]

    static func byteSkeleton(_ unit: String, digits: Int, spoken: Bool) -> String {
        "unit/\(unit) \(spoken ? "unit-width-full-name" : "unit-width-short") \(fractionSkeleton(digits)) \(signSkeleton)"
    }

    /// `%spellout-cardinal-GENDER` when the locale has it, else the locale's default
    /// (`%spellout-numbering`, the form used for counting).
    static func cardinalRuleSet(in sets: [String], gender: GrammaticalGender?) -> String {
        if let gender, sets.contains("%spellout-cardinal-\(gender.rawValue)") {
            return "%spellout-cardinal-\(gender.rawValue)"
        }
        return sets.first ?? "%spellout-numbering"
    }

    /// `%spellout-ordinal-GENDER`, `%spellout-ordinal`, `%spellout-ordinal-masculine` (the unmarked
    /// form where every ordinal is gendered: fr, es, pt, ru, ar, he, hi), else the locale's first
    /// ordinal set (ko `%spellout-ordinal-sinokorean-count`, "스물두 번째"); nil when the
    /// locale has none.
    static func ordinalRuleSet(in sets: [String], gender: GrammaticalGender?) -> String? {
        let wanted =
            (gender.map { ["%spellout-ordinal-\($0.rawValue)"] } ?? []) + [
                "%spellout-ordinal", "%spellout-ordinal-masculine",
            ]
        return wanted.first { sets.contains($0) } ?? sets.first { $0.hasPrefix("%spellout-ordinal") }
    }

    /// `%digits-ordinal-GENDER` when the locale has it (es "22.ª"), else `%digits-ordinal`.
    static func digitOrdinalRuleSet(in sets: [String], gender: GrammaticalGender?) -> String {
        if let gender, sets.contains("%digits-ordinal-\(gender.rawValue)") {
            return "%digits-ordinal-\(gender.rawValue)"
        }
        return sets.contains("%digits-ordinal") ? "%digits-ordinal" : (sets.first ?? "%digits-ordinal")
    }

    // MARK: Formatting

    func string(_ value: Double) throws(SpokenError) -> String {
        if case .skeleton(let format) = engine {
            let text = try format.checkedString(value)
            return speech ? SpeechText.spoken(text) : text
        }
        return try string(DecimalNumber(value))
    }

    func string(_ value: DecimalNumber) throws(SpokenError) -> String {
        let text: String
        switch engine {
        case .skeleton(let format):
            text = try Self.icu(value) { () throws(ICUStatusError) in try format.string(decimal: value.icuText) }
        case .rules(let format, let ruleSet, let wholeNumbers):
            if wholeNumbers, !value.isInteger {
                throw SpokenError(
                    .invalidNumber, input: value.text,
                    message: "Invalid number '\(value.text)': an ordinal is a whole number")
            }
            text = try Self.icu(value) { () throws(ICUStatusError) in
                try format.string(decimal: value.icuText, ruleSet: ruleSet)
            }
        case .bytes(let formats, let base):
            let (unit, scaled) = Self.byteUnit(value, binary: base == 1024)
            text = try Self.icu(value) { () throws(ICUStatusError) in try formats[unit].string(decimal: scaled.icuText)
            }
        case .digits:
            guard value.isInteger, !value.isNegative, !value.text.contains("e"), !value.text.contains("E") else {
                throw SpokenError(
                    .invalidNumber, input: value.text,
                    message: "Invalid digits '\(value.text)': expected digits such as 0442 (a code or phone number)")
            }
            return try string(digits: value.text.hasPrefix("+") ? String(value.text.dropFirst()) : value.text)
        }
        return speech ? SpeechText.spoken(text) : text
    }

    /// Digit by digit in the locale's digits: spoken "0 4 4 2", groups separated by the locale's
    /// pause ("555-0100" → "5 5 5, 0 1 0 0"); `icu` the digits with the separators as written.
    func string(digits text: String) throws(SpokenError) -> String {
        guard case .digits(let digits) = engine else { return try string(DecimalNumber(text)) }
        let invalid = SpokenError(
            .invalidNumber, input: text,
            message: "Invalid digits '\(text)': expected digits such as 0442 or +1 555-0100 (a code or phone number)")
        var groups: [[Int]] = [[]]
        var plus = false
        var visible = ""
        for (index, byte) in text.utf8.enumerated() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                groups[groups.count - 1].append(Int(byte - UInt8(ascii: "0")))
                visible += digits[Int(byte - UInt8(ascii: "0"))]
            case UInt8(ascii: "+") where index == 0:
                plus = true
                visible += "+"
            case UInt8(ascii: " "), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "("), UInt8(ascii: ")"):
                if !groups[groups.count - 1].isEmpty { groups.append([]) }
                visible.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                throw invalid
            }
        }
        groups.removeAll { $0.isEmpty }
        guard !groups.isEmpty, text.utf8.count <= 256 else { throw invalid }
        guard speech else { return visible }
        let pause =
            groups.count > 1 ? LabelSeparators.source.separator(for: (try? SpokenLocale(localeID)) ?? .enUS) : ""
        let spoken = groups.map { group in group.map { digits[$0] }.joined(separator: " ") }.joined(separator: pause)
        return plus ? "+" + spoken : spoken
    }

    /// The unit index and the value in it: the largest unit the value reaches, moved up once more
    /// when rounding to that unit's digits would write the base (999,999 bytes is "1 megabyte",
    /// never "1,000 kilobytes"). Exact decimal arithmetic: a shift for powers of 1000, digits
    /// times 5^10k for powers of 1024.
    static func byteUnit(_ value: DecimalNumber, binary: Bool) -> (Int, DecimalNumber) {
        let base = binary ? 1024 : 1000
        // One unit further each step, from the step before (each power once).
        func step(_ value: DecimalNumber) -> DecimalNumber {
            binary ? value.divided(byPowerOf1024: 1) : value.scaled(byPowerOfTen: -3)
        }
        var unit = 0
        var current = value
        var next = step(value)
        while unit < 5, next.integerDigitCount > 0 {
            unit += 1
            current = next
            if unit < 5 { next = step(current) }
        }
        if unit < 5, current.roundedMagnitude(fractionDigits: byteFractionDigits[unit], isAtLeast: base) {
            return (unit + 1, next)
        }
        return (unit, current)
    }

    /// Runs one ICU call for `value`, naming it in an `icu-failure`.
    private static func icu(
        _ value: DecimalNumber, _ body: () throws(ICUStatusError) -> String
    ) throws(SpokenError) -> String {
        do {
            return try body()
        } catch {
            throw SpokenError(
                .icuFailure, input: value.text, message: "ICU could not format '\(value.text)' (\(error.name))")
        }
    }
}
