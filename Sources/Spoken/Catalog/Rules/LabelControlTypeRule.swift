/// `label-control-type`: a label or rotor name that names its control type ("Play button",
/// "播放按钮"): VoiceOver speaks the type itself, so users hear it twice. The words come from a
/// per-language list shipped in `Resources/lint/control-type-words.json`. Rotors that name a kind
/// VoiceOver knows (`x-systemRotor`: links, text fields) are exempt, and so is a translation whose
/// source message names a control type too.
package enum LabelControlTypeRule: MessageRule {
    package static let rule = DiagnosticCode.labelControlType
    package static let summary =
        "A label or rotor name names its control type (button, 按钮), which VoiceOver already speaks"

    static func check(_ context: MessageContext, into sink: inout DiagnosticSink) {
        guard context.isLabel, context.metadata?.systemRotor == nil,
            let locale = context.locale,
            let words = ControlTypeWords.shared.list(language: locale.language, script: locale.script)
        else { return }
        if let source = context.sourceAnalysis, let sourceLocale = context.catalog.source?.locale,
            let sourceWords = ControlTypeWords.shared.list(
                language: sourceLocale.language, script: sourceLocale.script),
            sourceWords.firstMatch(in: source) != nil
        {
            return
        }
        guard let (word, offset) = words.firstMatch(in: context.analysis) else { return }
        sink.report(
            rule, context, offset: offset,
            "The \(context.key.hasPrefix("rotor.") ? "rotor name" : "label") names its control type ('\(word)'); VoiceOver already speaks it"
        )
    }
}

extension LabelControlTypeRule {
    /// The rule on a plain label text (String Catalogs, .strings): silent when the source text
    /// names a control type too.
    package static func scan(
        _ units: [UInt16], key: String, locale: LintLocale, source: (units: [UInt16], locale: LintLocale)?,
        report: (Int, String) -> Void
    ) {
        guard let words = ControlTypeWords.shared.list(language: locale.language, script: locale.script) else { return }
        if let source,
            let sourceWords = ControlTypeWords.shared.list(
                language: source.locale.language, script: source.locale.script),
            sourceWords.firstMatch(units: source.units, ranges: TextRanges(0..<source.units.count)) != nil
        {
            return
        }
        guard let (word, offset) = words.firstMatch(units: units, ranges: TextRanges(0..<units.count)) else { return }
        report(
            offset,
            "The \(key.hasPrefix("rotor.") ? "rotor name" : "label") names its control type ('\(word)'); VoiceOver already speaks it"
        )
    }
}

/// The shipped control-type word lists.
struct ControlTypeWords: Sendable {
    enum Match: String, Sendable { case word, prefix, substring }

    struct List: Sendable {
        let match: Match
        /// Each entry as lowercased words (one element for single words and for substrings).
        let entries: [[String]]

        /// The first control-type word in the message's literal text and its UTF-16 offset.
        func firstMatch(in analysis: MessageAnalysis) -> (String, Int)? {
            firstMatch(units: analysis.units, ranges: analysis.textRanges)
        }

        /// The same on any text: `ranges` are the UTF-16 ranges of its literal text.
        func firstMatch(units: [UInt16], ranges: TextRanges) -> (String, Int)? {
            var tokens: [(text: String, offset: Int)] = []
            for range in ranges {
                if match == .substring {
                    let text = MessageAnalysis.text(units, range).lowercased()
                    for entry in entries {
                        if let found = text.range(of: entry[0]) {
                            return (entry[0], range.lowerBound + text[..<found.lowerBound].utf16.count)
                        }
                    }
                    continue
                }
                var current: [UInt16] = []
                var start = range.lowerBound
                func flush() {
                    if !current.isEmpty {
                        tokens.append((String(decoding: current, as: UTF16.self).lowercased(), start))
                        current.removeAll()
                    }
                }
                UTF16Text.forEachScalar(units, in: range) { scalar, offset in
                    let properties = scalar.properties
                    if properties.isAlphabetic || properties.numericType != nil
                        || properties.generalCategory == .nonspacingMark || properties.generalCategory == .spacingMark
                        || scalar.value == 0x0651
                    {
                        if current.isEmpty { start = offset }
                        current.append(contentsOf: String(scalar).utf16)
                    } else {
                        flush()
                    }
                    return true
                }
                flush()
            }
            for index in tokens.indices {
                for entry in entries where index + entry.count <= tokens.count {
                    var matches = true
                    for (k, word) in entry.enumerated() {
                        let token = tokens[index + k].text
                        let last = k == entry.count - 1
                        if !(token == word || (match == .prefix && last && token.hasPrefix(word))) {
                            matches = false
                            break
                        }
                    }
                    if matches { return (entry.joined(separator: " "), tokens[index].offset) }
                }
            }
            return nil
        }
    }

    let lists: [String: List]

    static let shared = ControlTypeWords(text: ShippedResources.text("Resources/lint/control-type-words.json") ?? "{}")

    init(text: String) {
        var lists: [String: List] = [:]
        let members = (try? LocatedJSON(parsing: Array(text.utf8)))?.root.members ?? []
        for member in members where !member.key.value.hasPrefix("_") {
            var match = Match.word
            var entries: [[String]] = []
            for field in member.value.members ?? [] {
                switch (field.key.value, field.value.value) {
                case ("match", .string(let literal)):
                    match = Match(rawValue: literal.value) ?? .word
                case ("words", .array(let words)):
                    entries = words.compactMap { $0.stringLiteral?.value.lowercased() }.map { word in
                        word.split(separator: " ").map(String.init)
                    }
                default:
                    break
                }
            }
            if match == .substring { entries = entries.map { [$0.joined(separator: " ")] } }
            // Longer entries first, so "radio button" wins over "button".
            lists[member.key.value] = List(match: match, entries: entries.sorted { $0.count > $1.count })
        }
        self.lists = lists
    }

    func list(language: String, script: String) -> List? {
        lists["\(language)-\(script)"] ?? lists[language]
    }
}
