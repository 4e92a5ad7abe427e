/// `spoken check` and render's `check` op as a library: the `speech-abbreviation` findings for any text a backend is
/// about to send as a label, from the same rule `spoken lint` runs on catalogs.
///
/// ```swift
/// let check = SpeechCheck(locale: try SpokenLocale("en"))
/// check.findings(in: "56m remaining")
/// // [Finding(offset: 0, message: "'56m' may be heard as '56 meters', '56 minutes' or '56 months':
/// //   write '56 meters', '56 minutes' or '56 months', whichever is meant", hint: …)]
/// ```
///
/// The whole text is text: it holds no placeholders. `SpokenLint` gives the findings as lint
/// diagnostics (`diagnostics(in:file:line:)`).
public struct SpeechCheck: Sendable {
    public let locale: SpokenLocale

    public init(locale: SpokenLocale) {
        self.locale = locale
    }

    /// One finding: where its token starts, in Unicode scalars from the start of the text
    /// (0-based), and what to say instead.
    public struct Finding: Sendable, Hashable {
        public let offset: Int
        /// What is heard and what to write instead, in a translator's words.
        public let message: String
        /// The Spoken API that says the value, for the app's developer ("a duration argument,
        /// or spoken duration").
        public let hint: String?
    }

    public func findings(in text: String) -> [Finding] {
        let units = Array(text.utf16)
        var found: [(Int, String)] = []
        SpeechAbbreviationRule.scan(units, ranges: [0..<units.count], locale: locale) { found.append(($0, $1)) }
        return found.map { offset, message in
            // UTF-16 offset → scalars: a supplementary character is two units, one scalar.
            let scalars = units[0..<offset].count { !UTF16.isTrailSurrogate($0) }
            let (words, hint) = Diagnostic.split(message)
            return Finding(offset: scalars, message: SpokenError.shortenedQuotes(words), hint: hint)
        }
    }
}
