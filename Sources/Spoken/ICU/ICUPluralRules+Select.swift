internal import SpokenICU

extension ICUPluralRules {
    /// The category ICU's rules select for `number` in an ICU locale, or nil when ICU cannot
    /// open the rules. A double with a fraction (1.5) counts its visible digits as ICU does.
    package static func category(of number: Double, locale: String, ordinal: Bool) -> String? {
        try? icuCString(initialCapacity: 16) { spk_plural_select(locale, ordinal ? 1 : 0, number, $0, $1, &$2) }
    }
}
