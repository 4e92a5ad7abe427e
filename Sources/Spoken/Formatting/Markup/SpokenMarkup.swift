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

    /// One run of a label: literal words (the same shown and spoken) or one value (`kind` set),
    /// with the language it is in when that differs from the label's.
    struct Piece: Sendable, Hashable {
        var text: String
        var display: String
        /// The value's kind; nil for literal words.
        var kind: String?
        var language: String?
    }

    /// The runs, in order: the one source of every form (`text`, `display`, `ssml`, `spans`).
    private(set) var pieces: [Piece]

    /// The words, as a screen reader says them.
    public var text: String { pieces.reduce(into: "") { $0 += $1.text } }
    /// The compact visible form.
    public var display: String { pieces.reduce(into: "") { $0 += $1.display } }

    /// An SSML 1.1 fragment (no `<speak>` wrapper) whose text content is `display` and whose spoken
    /// content is `text`: each value `<sub alias="WORDS">VISIBLE</sub>`, runs in another language
    /// inside one `<lang xml:lang="…">`.
    public var ssml: String {
        var out = ""
        var index = pieces.startIndex
        while index < pieces.endIndex {
            let language = pieces[index].language
            var inner = ""
            while index < pieces.endIndex, pieces[index].language == language {
                let piece = pieces[index]
                if piece.kind != nil {
                    inner +=
                        "<sub alias=\"" + Self.escaped(piece.text, attribute: true) + "\">"
                        + Self.escaped(piece.display)
                        + "</sub>"
                } else {
                    inner += Self.escaped(piece.text)
                }
                index += 1
            }
            if let language, !inner.isEmpty {
                out += "<lang xml:lang=\"" + Self.escaped(language, attribute: true) + "\">" + inner + "</lang>"
            } else {
                out += inner
            }
        }
        return out
    }

    /// One entry per value, in order, with ranges in UTF-16 code units of `display`.
    public var spans: [Span] {
        var spans: [Span] = []
        var offset = 0
        for piece in pieces {
            let length = piece.display.utf16.count
            if let kind = piece.kind {
                spans.append(Span(start: offset, end: offset + length, text: piece.text, kind: kind))
            }
            offset += length
        }
        return spans
    }

    /// One value: shown as `display`, spoken as `value`. `language` (a BCP 47 tag) wraps it in
    /// `<lang xml:lang="…">` when the value's language differs from the label's.
    public init(value: String, display: String, kind: String, language: String? = nil) {
        pieces = [Piece(text: value, display: display, kind: kind, language: language)]
    }

    /// Literal words: the same shown and spoken. `language` as for a value.
    public init(literal: String, language: String? = nil) {
        pieces = literal.isEmpty ? [] : [Piece(text: literal, display: literal, kind: nil, language: language)]
    }

    init(pieces: [Piece]) { self.pieces = pieces }

    /// Nothing: the start of a composed label.
    public init() { pieces = [] }

    /// The same label in `language` (a BCP 47 tag), where no part of it says its own: a message
    /// served by a catalog of another language than the request's.
    public func inLanguage(_ language: String?) -> SpokenMarkup {
        guard let language else { return self }
        var result = self
        for index in result.pieces.indices where result.pieces[index].language == nil {
            result.pieces[index].language = language
        }
        return result
    }

    /// The labels Voice Control accepts (`accessibilityUserInputLabels`): `display`, then `text`
    /// when it differs.
    public var inputLabels: [String] {
        let display = display
        let text = text
        return display == text ? [display] : [display, text]
    }

    /// Whether `text` contains `display`, ignoring case and white space (WCAG 2.5.3, Label in
    /// Name). When false, a client that sets the accessibility label to `text` must also set
    /// `inputLabels`, so that a Voice Control user can say what they see.
    public var labelInName: Bool {
        Self.folded(text).contains(Self.folded(display))
    }

    /// Appends another part: its spans shifted by this part's visible length.
    public mutating func append(_ other: SpokenMarkup) {
        for piece in other.pieces { append(piece) }
    }

    /// Appends a run, merged into the last one when both are literal words in one language.
    mutating func append(_ piece: Piece) {
        if piece.kind == nil, piece.text.isEmpty { return }
        if piece.kind == nil, let last = pieces.last, last.kind == nil, last.language == piece.language {
            pieces[pieces.count - 1].text += piece.text
            pieces[pieces.count - 1].display += piece.display
            return
        }
        pieces.append(piece)
    }

    /// Appends literal words.
    mutating func append(literal: String) {
        append(Piece(text: literal, display: literal, kind: nil, language: nil))
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
