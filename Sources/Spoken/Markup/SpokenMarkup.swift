/// The width of the visible form of a value (`SpokenMarkup.display`): ICU's short width ("1 hr, 15
/// min", "5 min. ago") or its narrow width ("1h 15m", "5m ago").
public enum DisplayWidth: String, NamedOptionWord, Hashable {
    case short, narrow

    public static let optionName = "displayWidth"

    /// The unit width ICU formats the visible form at.
    public var measureWidth: MeasureWidth {
        switch self {
        case .short: .short
        case .narrow: .narrow
        }
    }
}

/// What is shown and what is spoken, from one call: the words a screen reader says (`text`), the
/// compact form an app shows (`display`), and the ways platforms carry both at once: an SSML 1.1
/// fragment for iOS 27's `accessibilitySpeechSSML` (`ssml`), ranges of `display` for Android's
/// `TtsSpan` (`spans`), and Voice Control's input labels (`inputLabels`).
///
/// ```swift
/// let eta = SpokenMarkup(value: "1 hour, 15 minutes", display: "1 hr, 15 min", kind: "duration")
/// let label = SpokenMarkup(literal: "Arrives in ") + eta
/// label.display   // "Arrives in 1 hr, 15 min"
/// label.text      // "Arrives in 1 hour, 15 minutes"
/// label.ssml      // "Arrives in <sub alias=\"1 hour, 15 minutes\">1 hr, 15 min</sub>"
/// label.spans     // [Span(start: 11, end: 23, text: "1 hour, 15 minutes", kind: "duration")]
/// ```
///
/// Literal words are the same in `display` and `text`; each value contributes its own visible
/// form and its own words, so a composed label concatenates parts (`+`), shifting each part's
/// spans by the visible length before it. Removing the tags of `ssml` gives `display`; replacing
/// each `<sub>` by its `alias` gives `text`.
public struct SpokenMarkup: Sendable, Hashable {
    /// One value inside `display`, for Android's `TtsSpan.TextBuilder(text)` over `start..<end`.
    public struct Span: Sendable, Hashable {
        /// The first UTF-16 code unit of the value in `display` (what `Spannable` and
        /// `NSAttributedString` index by).
        public var start: Int
        /// One past its last UTF-16 code unit.
        public var end: Int
        /// The words spoken instead of the visible value.
        public var text: String
        /// What the value is: `duration`, `money`, `number`… (the op that formatted it).
        public var kind: String
        /// The kind of `TtsSpan`: always `text` (`TYPE_TEXT` with `ARG_TEXT`: engine-independent).
        public var type: String { "text" }

        public init(start: Int, end: Int, text: String, kind: String) {
            self.start = start
            self.end = end
            self.text = text
            self.kind = kind
        }
    }

    /// The words, as a screen reader says them.
    public private(set) var text: String
    /// The compact visible form.
    public private(set) var display: String
    /// An SSML 1.1 fragment (no `<speak>` wrapper) whose text content is `display` and whose spoken
    /// content is `text`.
    public private(set) var ssml: String
    /// One entry per value, in order, with ranges in UTF-16 code units of `display`.
    public private(set) var spans: [Span]

    /// One value: shown as `display`, spoken as `value`. `language` (a BCP 47 tag) wraps it in
    /// `<lang xml:lang="…">` when the value's language differs from the label's.
    public init(value: String, display: String, kind: String, language: String? = nil) {
        text = value
        self.display = display
        var ssml = "<sub alias=\"" + Self.escaped(value, attribute: true) + "\">" + Self.escaped(display) + "</sub>"
        if let language {
            ssml = "<lang xml:lang=\"" + Self.escaped(language, attribute: true) + "\">" + ssml + "</lang>"
        }
        self.ssml = ssml
        spans = [Span(start: 0, end: display.utf16.count, text: value, kind: kind)]
    }

    /// Literal words: the same shown and spoken. `language` as for a value.
    public init(literal: String, language: String? = nil) {
        text = literal
        display = literal
        let escaped = Self.escaped(literal)
        if let language, !literal.isEmpty {
            ssml = "<lang xml:lang=\"" + Self.escaped(language, attribute: true) + "\">" + escaped + "</lang>"
        } else {
            ssml = escaped
        }
        spans = []
    }

    /// Nothing: the start of a composed label.
    public init() { self.init(literal: "") }

    /// The labels Voice Control accepts (`accessibilityUserInputLabels`): `display`, then `text`
    /// when it differs.
    public var inputLabels: [String] { display == text ? [display] : [display, text] }

    /// Whether `text` contains `display`, ignoring case and white space (WCAG 2.5.3, Label in
    /// Name). When false, a client that sets the accessibility label to `text` must also set
    /// `inputLabels`, so that a Voice Control user can say what they see.
    public var labelInName: Bool {
        Self.folded(text).contains(Self.folded(display))
    }

    /// Appends another part: its spans shifted by this part's visible length.
    public mutating func append(_ other: SpokenMarkup) {
        let offset = display.utf16.count
        text += other.text
        display += other.display
        ssml += other.ssml
        spans += other.spans.map { Span(start: $0.start + offset, end: $0.end + offset, text: $0.text, kind: $0.kind) }
    }

    /// The two parts one after the other.
    public static func + (left: SpokenMarkup, right: SpokenMarkup) -> SpokenMarkup {
        var result = left
        result.append(right)
        return result
    }

    /// The parts one after the other.
    public static func joined(_ parts: some Sequence<SpokenMarkup>) -> SpokenMarkup {
        var result = SpokenMarkup()
        for part in parts { result.append(part) }
        return result
    }

    /// Lower case, without white space: what `labelInName` compares.
    private static func folded(_ text: String) -> String {
        String(String.UnicodeScalarView(text.lowercased().unicodeScalars.filter { !$0.properties.isWhitespace }))
    }

    /// XML character data (or, with `attribute`, a double-quoted attribute value).
    static func escaped(_ text: String, attribute: Bool = false) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case "\n" where attribute: out += "&#10;"
            case "\t" where attribute: out += "&#9;"
            case "\r": out += "&#13;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
