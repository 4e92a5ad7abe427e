internal import SpokenICU

/// Owns one ICU rule-based number formatter (`icu::RuleBasedNumberFormat`) with one rule set
/// chosen, closed in `deinit`.
///
/// Sendable because the handle is only used inside its lock: ICU does not document
/// RuleBasedNumberFormat as thread-safe for formatting.
final class ICURuleBasedFormat: Sendable {
    private struct Handle: @unchecked Sendable { let pointer: OpaquePointer }
    private let handle: Locked<Handle>
    let ruleSet: String

    /// Which of ICU's rule files.
    enum Kind: Int32, Sendable, Hashable {
        /// Words: `%spellout-numbering`, `%spellout-cardinal-feminine`, `%spellout-ordinal`…
        case spellout = 0
        /// Digits and a suffix: `%digits-ordinal` ("22nd", "22.", "22e").
        case ordinal = 1
    }

    init(kind: Kind, icuLocale: String, ruleSet: String) throws(ICUStatusError) {
        var status: Int32 = 0
        guard let opened = spk_rbnf_open(kind.rawValue, icuLocale, ruleSet, &status), icuSucceeded(status) else {
            throw ICUStatusError(status: status)
        }
        handle = Locked(Handle(pointer: opened))
        self.ruleSet = ruleSet
    }

    deinit { handle.withLock { spk_rbnf_close($0.pointer) } }

    /// Formats decimal text (`[-]DIGITS[E[-]N]`) with the rule set.
    func string(decimal text: String) throws(ICUStatusError) -> String {
        try handle.withLock { (handle) throws(ICUStatusError) -> String in
            try text.withCChars { (chars, count) throws(ICUStatusError) -> String in
                try icuCString(initialCapacity: 256) {
                    spk_rbnf_format_decimal_utf8(handle.pointer, chars, count, $0, $1, &$2)
                }
            }
        }
    }

    /// The public rule sets of a locale's `kind` rules, the default first, as ICU lists them.
    static func ruleSets(kind: Kind, icuLocale: String) throws(ICUStatusError) -> [String] {
        let joined = try icuCString(initialCapacity: 1024) { spk_rbnf_rule_sets(kind.rawValue, icuLocale, $0, $1, &$2) }
        return joined.split(separator: "\n").map(String.init)
    }
}
