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

    /// The findings kept per text: a text of findings only ("5m " 300,000 times) would answer
    /// with megabytes of advice; past this many, the rest are counted (`Report.omitted`).
    public static let maximumFindings = 1_000

    /// A text's findings, at most `maximumFindings` (the first, in text order), and how many more
    /// there were.
    public struct Report: Sendable, Hashable {
        public let findings: [Finding]
        public let omitted: Int
    }

    /// The first `maximumFindings` findings of a text.
    public func findings(in text: String) -> [Finding] { check(text).findings }

    /// The findings of a text, in linear time: past `maximumFindings` they are only counted (no
    /// message is built for them).
    public func check(_ text: String) -> Report {
        let units = Array(text.utf16)
        var found: [(Int, String)] = []
        var omitted = 0
        SpeechAbbreviationRule.scan(units, ranges: [0..<units.count], locale: locale) { offset, message in
            if found.count < Self.maximumFindings {
                found.append((offset, message()))
            } else {
                omitted += 1
            }
        }
        // UTF-16 offsets → scalars (a supplementary character is two units, one scalar), counted
        // once along the text: the findings come in text order.
        found.sort { $0.0 < $1.0 }
        var unit = 0
        var scalars = 0
        let findings = found.map { offset, message in
            while unit < offset {
                if !UTF16.isTrailSurrogate(units[unit]) { scalars += 1 }
                unit += 1
            }
            let (words, hint) = Diagnostic.split(message)
            return Finding(offset: scalars, message: SpokenError.shortenedQuotes(words), hint: hint)
        }
        return Report(findings: findings, omitted: omitted)
    }
}
