internal import SpokenICU

/// Owns one ICU rule-based number formatter (`icu::RuleBasedNumberFormat`) with every rule set of a
/// locale's rules, closed in `deinit`. Each call names its rule set, so one formatter serves every
/// rule set and presentation of a locale (`shared(kind:icuLocale:)`): ICU parses all of a locale's
/// rule sets into each formatter, so a formatter per rule set multiplied the memory, and the cold
/// rules, by the rule sets in use.
///
/// Sendable because the handle is only used inside its lock: ICU does not document
/// RuleBasedNumberFormat as thread-safe for formatting, and a call selects its rule set.
final class ICURuleBasedFormat: Sendable {
    private struct Handle: @unchecked Sendable { let pointer: OpaquePointer }
    private let handle: Locked<Handle>

    /// Which of ICU's rule files.
    enum Kind: Int32, Sendable, Hashable {
        /// Words: `%spellout-numbering`, `%spellout-cardinal-feminine`, `%spellout-ordinal`…
        case spellout = 0
        /// Digits and a suffix: `%digits-ordinal` ("22nd", "22.", "22e").
        case ordinal = 1
    }

    init(kind: Kind, icuLocale: String) throws(ICUStatusError) {
        var status: Int32 = 0
        guard let opened = spk_rbnf_open(kind.rawValue, icuLocale, &status), icuSucceeded(status) else {
            throw ICUStatusError(status: status)
        }
        handle = Locked(Handle(pointer: opened))
    }

    deinit { handle.withLock { spk_rbnf_close($0.pointer) } }

    private struct Key: Hashable, Sendable {
        var kind: Kind
        var locale: String
    }

    /// One formatter per kind and locale, sized by `SpokenCaches.capacity`.
    private static let cache = BoundedCache<Key, ICURuleBasedFormat>(formatters: ())

    /// The formatter of a locale's `kind` rules, made once.
    static func shared(kind: Kind, icuLocale: String) throws(ICUStatusError) -> ICURuleBasedFormat {
        try cache.value(for: Key(kind: kind, locale: icuLocale)) { () throws(ICUStatusError) -> ICURuleBasedFormat in
            try ICURuleBasedFormat(kind: kind, icuLocale: icuLocale)
        }
    }

    /// Throws unless `ruleSet` is one of the formatter's public rule sets.
    func check(ruleSet: String) throws(ICUStatusError) {
        var status: Int32 = 0
        handle.withLock { spk_rbnf_select($0.pointer, ruleSet, &status) }
        guard icuSucceeded(status) else { throw ICUStatusError(status: status) }
    }

    /// Formats decimal text (`[-]DIGITS[E[-]N]`) with `ruleSet`.
    func string(decimal text: String, ruleSet: String) throws(ICUStatusError) -> String {
        // withCString lends a native string's own bytes; passing the String itself to the C
        // function made a copy of it on every call.
        try ruleSet.withCString { ruleSet in
            Result { () throws(ICUStatusError) -> String in
                try handle.withLock { (handle) throws(ICUStatusError) -> String in
                    try text.withCChars { (chars, count) throws(ICUStatusError) -> String in
                        try icuCString(initialCapacity: 256) {
                            spk_rbnf_format_decimal_utf8(handle.pointer, ruleSet, chars, count, $0, $1, &$2)
                        }
                    }
                }
            }
        }.get()
    }

    /// The public rule sets of a locale's `kind` rules, the default first, as ICU lists them.
    static func ruleSets(kind: Kind, icuLocale: String) throws(ICUStatusError) -> [String] {
        let joined = try icuCString(initialCapacity: 1024) { spk_rbnf_rule_sets(kind.rawValue, icuLocale, $0, $1, &$2) }
        return joined.split(separator: "\n").map(String.init)
    }
}
