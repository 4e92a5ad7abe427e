/// The pseudo-locales, generated from the source catalog when catalogs load, so that a client can
/// test truncation and right-to-left layout of spoken strings before any translation exists.
///
/// Only the literal text of a message changes: placeholders, ICU syntax (plural, select, `#`,
/// quoting) and digits are copied as they are. Numbers, dates and plural rules are those of the
/// source language, `en`: the words are English, so their grammar must be too.
public enum PseudoLocale: String, Sendable, CaseIterable {
    /// `en-XA`: letters replaced by accented look-alikes, the text padded to about 140% with a
    /// visible filler and wrapped in `[` `]`, as Android's en-XA.
    case accented = "en-XA"
    /// `ar-XB`: the whole string marked right to left (U+200F) and each word of the source
    /// forced right to left (U+202E…U+202C), as Android's ar-XB; string arguments are isolated
    /// (U+2068…U+2069) as in any right-to-left catalog.
    case bidi = "ar-XB"

    /// The tag of the generated catalog.
    public var tag: String { rawValue }

    /// The pseudo-locale a catalog tag names (`en-XA`, `ar-XB`), or nil.
    public init?(tag: String) {
        self.init(rawValue: tag)
    }

    /// The ICU locale of both pseudo-locales (`SpokenLocale.icuIdentifier`): numbers, dates and
    /// plural rules of `en` everywhere, not those of the unknown regions XA and XB (a 24-hour
    /// clock, Arabic digits).
    static let formattingICUIdentifier = "en"

    /// Where generated messages come from, shown in diagnostics instead of a file.
    func origin(of source: Catalog) -> String { "\(tag) (generated from \(source.file))" }

    // MARK: Generation

    /// The pseudo catalog of the source messages named by `keys`.
    func catalog(from source: Catalog, keys: [String]) -> Catalog {
        var messages: [String: String] = [:]
        var uses: [String: [ArgumentUseSite]] = [:]
        for key in keys {
            // Only the words change: the arguments are the source's.
            if let pattern = source.messages[key], let generated = transform(pattern) {
                messages[key] = generated
                uses[key] = source.uses[key]
            }
        }
        return Catalog(locale: tag, file: origin(of: source), messages: messages, metadata: [:], uses: uses)
    }

    /// Adds the pseudo catalogs generated from the source to `catalogs`, unless a catalog of
    /// that tag is already there (an override directory may supply its own).
    static func addGenerated(to catalogs: inout [String: Catalog]) {
        guard let source = catalogs[LocaleFallback.source] else { return }
        let missing = allCases.filter { catalogs[$0.tag] == nil }
        guard !missing.isEmpty else { return }
        // Only the source messages that are served (no error) have pseudo forms.
        let keys = Array(source.uses.keys)
        for pseudo in missing { catalogs[pseudo.tag] = pseudo.catalog(from: source, keys: keys) }
    }

    /// The pseudo-localized form of an ICU message pattern, or nil when ICU cannot parse it.
    package func transform(_ pattern: String) -> String? {
        let units = Array(pattern.utf16)
        let parsed = units.withUnsafeBufferPointer { ICUMessagePattern.parse($0) }
        guard case .success(let parts) = parsed else { return nil }
        var writer = PseudoWriter(pseudo: self, units: units)
        writer.write(parts)
        return writer.result
    }
}

/// Walks ICU's parts of one pattern and rewrites only the literal text between them.
private struct PseudoWriter {
    /// One open message or argument.
    private struct Frame {
        let isMessage: Bool
        /// Literal characters of the message itself (not of its sub-messages), for the padding.
        var literalCount = 0
        /// True when the message holds a plural, select or choice: the padding goes into its
        /// sub-messages instead, which are the texts a listener actually hears.
        var hasComplexArgument = false
    }

    let pseudo: PseudoLocale
    let units: [UInt16]
    private(set) var result = ""
    private var stack: [Frame] = []
    /// ar-XB: a word is open (RLO written, PDF not yet).
    private var inWord = false

    init(pseudo: PseudoLocale, units: [UInt16]) {
        self.pseudo = pseudo
        self.units = units
    }

    private static let rlm = "\u{200F}"
    private static let rlo = "\u{202E}"
    private static let pdf = "\u{202C}"

    mutating func write(_ parts: [MessagePart]) {
        var position = 0
        for part in parts {
            literal(from: position, to: part.index)
            // An `=N` selector and its ARG_INT part cover the same digits: copy them once.
            let syntax = text(max(position, part.index), part.end)
            switch part.kind {
            case .msgStart:
                closeWord()
                result += syntax
                if stack.isEmpty {
                    result += pseudo == .accented ? "[" : Self.rlm
                }
                stack.append(Frame(isMessage: true))
            case .msgLimit:
                closeWord()
                let frame = stack.popLast() ?? Frame(isMessage: true)
                if pseudo == .accented, !frame.hasComplexArgument, frame.literalCount > 0 {
                    result += Self.filler(for: frame.literalCount)
                }
                if stack.isEmpty, pseudo == .accented { result += "]" }
                result += syntax
            case .argStart:
                closeWord()
                if part.argType != .none, part.argType != .simple, let last = stack.indices.last {
                    stack[last].hasComplexArgument = true
                }
                result += syntax
                stack.append(Frame(isMessage: false))
            case .argLimit:
                result += syntax
                _ = stack.popLast()
            case .replaceNumber:
                // `#` is a number: never reversed, as digits in a real right-to-left text.
                closeWord()
                result += syntax
            default:
                // Quoting apostrophes and the like: inside a word, they stay inside it.
                result += syntax
            }
            position = max(position, part.end)
        }
        literal(from: position, to: units.count)
        closeWord()
    }

    private func text(_ start: Int, _ end: Int) -> String {
        guard start < end else { return "" }
        return String(decoding: units[start..<end], as: UTF16.self)
    }

    /// Literal text of the innermost message; anything else (inside an argument) is syntax.
    private mutating func literal(from start: Int, to end: Int) {
        let gap = text(start, end)
        guard !gap.isEmpty else { return }
        guard let last = stack.indices.last, stack[last].isMessage else {
            result += gap
            return
        }
        for scalar in gap.unicodeScalars {
            stack[last].literalCount += 1
            switch pseudo {
            case .accented:
                result.unicodeScalars.append(Self.accents[scalar] ?? scalar)
            case .bidi:
                if scalar.properties.isWhitespace {
                    closeWord()
                } else if !inWord {
                    result += Self.rlo
                    inWord = true
                }
                result.unicodeScalars.append(scalar)
            }
        }
    }

    private mutating func closeWord() {
        if inWord {
            result += Self.pdf
            inWord = false
        }
    }

    /// About 40% more: a space and middle dots, visible so truncation shows.
    static func filler(for count: Int) -> String {
        let extra = (count * 2 + 4) / 5  // 40%, rounded up
        return " " + String(repeating: "\u{00B7}", count: max(1, extra - 1))
    }

    /// Accented look-alikes of the ASCII letters (one precomposed scalar each).
    static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let plain = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        let accented = "åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"
        var map: [Unicode.Scalar: Unicode.Scalar] = [:]
        for (from, to) in zip(plain.unicodeScalars, accented.unicodeScalars) { map[from] = to }
        return map
    }()
}
