/// What kind of number a value is, as the anchors name them (Android `TtsSpan.TYPE_*`, SSML
/// `say-as`): each is spoken in its own words.
public enum NumberStyle: String, OptionWord, Hashable {
    /// The locale's digits and separators: "1,234.5", de "1.234,5", ar "١٬٢٣٤٫٥".
    case decimal
    /// A value in percent (42 is "42 percent"), ICU's `percent` with full names: de "42 Prozent",
    /// fr "42 pour cent"; zh and ko keep "42%", as ICU has no name for them.
    case percent
    /// Large counts in words: "1.2 thousand", "3.4 million", ja "340万" (`compact-long`; the
    /// `icu` presentation is `compact-short` "3.4M", which screen readers read as "3.4 metres").
    case compact
    /// Cardinal words: "forty-two", de "zweiundvierzig", ru with `gender` "тридцать одна".
    case spellout
    /// Spelled ordinals: "twenty-second", fr "vingt-deuxième" (`gender: .feminine`
    /// "première"); the `icu` presentation is ICU's digits-and-suffix form "22nd", "22.", "22e".
    case ordinal
    /// A code or phone number read digit by digit in the locale's digits ("0442" → "0 4 4 2",
    /// ar "٠ ٤ ٤ ٢"): the value is text, so leading zeros stay.
    case digits
    /// A byte count in the best unit with its full name: 5,370,000,000 → "5.37 gigabytes"
    /// (`ByteUnits.binary`: gibibytes).
    case bytes
}

/// Which form of a formatted value: tuned for hearing, or ICU's exact visible form.
public enum NumberPresentation: String, OptionWord, Hashable {
    /// For screen readers (the default): full names ("42 US dollars", "42 percent", "1.2
    /// thousand"), U+2212 MINUS SIGN where ICU writes a hyphen-minus before a digit, no soft
    /// hyphens.
    case spoken
    /// Byte for byte ICU's visible form: "$42.50", "42%", "1.2K", "22nd".
    case icu
}

/// The grammatical gender of the noun a spelled number agrees with: fr "première" (feminine) /
/// "premier", ru "одна" / "один" / "одно", ar, he, hi, es, pt, pl, cs…
public enum GrammaticalGender: String, OptionWord, Hashable {
    case masculine, feminine, neuter
}

/// Which multiples of a byte the `bytes` style counts in.
public enum ByteUnits: String, OptionWord, Hashable {
    /// Powers of 1000: kilobytes, megabytes, gigabytes (as iOS's `ByteCountFormatter.file`).
    case decimal
    /// Powers of 1024: kibibytes, mebibytes, gibibytes.
    case binary
}
