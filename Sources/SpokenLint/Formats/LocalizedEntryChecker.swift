import Spoken

/// The checks that compare one key's values across localizations, whatever the format they come
/// from (String Catalogs, `.strings`, `.stringsdict`): printf arguments against the key and the
/// source language, plural categories against ICU's CLDR rules per locale, and the text rules
/// shared with ARB. Each value knows where its characters lie in its file.
struct LocalizedEntryChecker {
    var sink: DiagnosticSink
    var sourceLanguage = ""
    /// Reports about other locales are dropped (a `.strings` target is linted against its source
    /// file; the source's own problems belong to the source's lint).
    var reportedLocales: Set<String>?
    private var locales: [String: LintLocale?] = [:]
    /// The first spelling of each canonical locale in the file (`de` before `DE`, `de_DE`).
    private var spellings: [String: String] = [:]

    init(sink: DiagnosticSink) {
        self.sink = sink
    }

    /// One string value of a localization, with where it sits.
    struct Leaf {
        /// Where a UTF-16 offset of the value lies in its file.
        let locate: (Int) -> SourcePosition
        let units: [UInt16]
        let state: String
        /// The plural category when the value is a plural case.
        let category: String?
        /// The substitution whose plural case this is.
        let substitution: String?
        /// A `.stringsdict` case: its first sequential directive reads the variable's argument
        /// (Foundation pastes the case into the format, there is no `%arg`).
        var casesReadSubstitutionArgument = false
        var format = PrintfFormat([])
    }

    /// What one localization of an entry holds.
    struct LocalizationState {
        let locale: String
        let position: SourcePosition
        var leaves: [Leaf] = []
        /// Substitutions (or .stringsdict variables): name, argNum, formatSpecifier type, where.
        var substitutions: [(name: String, argNum: Int?, type: PrintfArgumentType?, position: SourcePosition)] = []
        /// Plural nodes: path ("" for the root, "device.iphone", "substitutions.name"), where the
        /// plural is, its cases and where each is.
        var plurals:
            [(
                path: String, position: SourcePosition, cases: [(name: String, position: SourcePosition)],
                substitution: String?
            )] = []
    }

    // MARK: Arguments

    mutating func lintArguments(
        key: String, keyFormat: PrintfFormat, states: inout [LocalizationState], source: LocalizationState?
    ) {
        let hasSubstitutions = states.contains { !$0.substitutions.isEmpty }
        let sourceHasArguments =
            source?.leaves.contains { PrintfFormat($0.units, allowsArgumentToken: $0.substitution != nil).hasArguments }
            ?? false
        guard keyFormat.hasArguments || sourceHasArguments || hasSubstitutions else {
            // Not a format string: '%' is literal; still, '%arg' means nothing outside substitutions.
            return
        }
        for index in states.indices {
            for leaf in states[index].leaves.indices {
                let value = states[index].leaves[leaf]
                states[index].leaves[leaf].format = PrintfFormat(
                    value.units, allowsArgumentToken: value.substitution != nil)
            }
        }
        // Each localization's argument maps, per leaf.
        var maps: [[[Int: (type: PrintfArgumentType?, offset: Int)]]] = []
        for state in states {
            let indexes = substitutionIndexes(state)
            // Substitutions by name (the first of each) and the names some directive references:
            // lookups, so that thousands of variables in one entry stay linear.
            var typeByName: [String: PrintfArgumentType?] = [:]
            for item in state.substitutions where typeByName[item.name] == nil {
                typeByName[item.name] = .some(item.type)
            }
            var referenced: Set<String> = []
            var leafMaps: [[Int: (type: PrintfArgumentType?, offset: Int)]] = []
            for leaf in state.leaves {
                let token: (index: Int, type: PrintfArgumentType?)? = leaf.substitution.flatMap { name in
                    indexes[name].map { ($0, typeByName[name] ?? nil) }
                }
                // One argument read as two types in one string (`%1$@ %1$d`): Foundation reads the
                // same argument as an object and as an Int.
                var conflicts: [(index: Int, first: PrintfArgumentType, then: PrintfArgumentType, offset: Int)] = []
                leafMaps.append(
                    leaf.format.arguments(
                        substitution: { name in (typeByName[name] ?? nil, indexes[name]) }, argumentToken: token,
                        firstSequential: leaf.casesReadSubstitutionArgument
                            ? leaf.substitution.flatMap { indexes[$0] } ?? 1 : 1,
                        conflict: { conflicts.append(($0, $1, $2, $3)) }))
                for (index, first, then, offset) in conflicts {
                    let sameKind = first.kind == then.kind
                    report(
                        .placeholderMismatch, key: key, state.locale, leaf, offset,
                        sameKind
                            ? "Argument \(index) is read as '\(first.spelling)' and as '\(then.spelling)' in one string: a different width"
                            : "Argument \(index) is read as '\(first.spelling)' (\(first.kind.rawValue)) and as '\(then.spelling)' (\(then.kind.rawValue)) in one string: one argument has one type",
                        severity: sameKind ? .warning : nil)
                }
                for problem in leaf.format.problems {
                    report(.printfMalformed, key: key, state.locale, leaf, problem.offset, problem.message)
                }
                // Undefined substitutions.
                for directive in leaf.format.directives {
                    guard case .substitution(let name) = directive.kind else { continue }
                    referenced.insert(name)
                    if typeByName[name] == nil {
                        report(
                            .catalogStructure, key: key, state.locale, leaf, directive.range.lowerBound,
                            "Referencing undefined substitution '\(name)'")
                    }
                }
            }
            // Unreferenced substitutions.
            for item in state.substitutions where !referenced.contains(item.name) {
                sink.report(
                    .catalogStructure, key: key, at: item.position,
                    "Substitution '\(item.name)' was never referenced. To reference, use %#@\(item.name)@",
                    locale: state.locale, severity: .warning)
            }
            maps.append(leafMaps)
        }
        // The reference: the key's arguments, then the source value's.
        var reference = keyFormat.arguments()
        let sourceIndex = states.firstIndex { $0.locale == sourceLanguage }
        var required: Set<Int> = []
        if let sourceIndex {
            for map in maps[sourceIndex] {
                for (index, argument) in map {
                    required.insert(index)
                    if reference[index] == nil { reference[index] = argument }
                }
            }
        }
        let counted = reference.keys.sorted().first { reference[$0]?.type?.kind.isNumeric == true }
        // The plurals (by substitution; nil for the value's own) whose source cases say their
        // count somewhere: a variable that only consumes an argument (`%#@names@%#@count@`, every
        // case of `names` empty) leaves it out on purpose. Without a source, every plural.
        var sourceSaysCount: Set<String?>?
        if let sourceIndex {
            let source = states[sourceIndex]
            let indexes = source.leaves.contains { $0.substitution != nil } ? substitutionIndexes(source) : [:]
            var saying: Set<String?> = []
            for (leafIndex, leaf) in source.leaves.enumerated() where leaf.category != nil {
                let countIndex = leaf.substitution == nil ? counted : indexes[leaf.substitution!]
                if let countIndex, maps[sourceIndex][leafIndex][countIndex] != nil { saying.insert(leaf.substitution) }
            }
            sourceSaysCount = saying
        }
        // What the source's texts read each argument as: a translation that reads an argument as
        // the source does repeats the source's idiom, which the source's own finding covers.
        var sourceReads: [Int: Set<PrintfArgumentClass>] = [:]
        if let sourceIndex {
            for map in maps[sourceIndex] {
                for (index, argument) in map {
                    if let type = argument.type { sourceReads[index, default: []].insert(type.kind) }
                }
            }
        }
        for (stateIndex, state) in states.enumerated() {
            let isSource = state.locale == sourceLanguage
            let consumed = Self.consumingVariables(state, indexes: substitutionIndexes(state))
            var used: Set<Int> = []
            // Worked out once per localization, not per finding or per case: a value with
            // thousands of directives or a .stringsdict with thousands of variables stays linear.
            let substitutionIndexes =
                state.leaves.contains { $0.substitution != nil } ? substitutionIndexes(state) : [:]
            for (leafIndex, leaf) in state.leaves.enumerated() {
                let map = maps[stateIndex][leafIndex]
                let leafUsesPositions = map.isEmpty ? false : leaf.format.usesPositions
                for (index, argument) in map.sorted(by: { $0.key < $1.key }) {
                    used.insert(index)
                    guard let expected = reference[index] else {
                        report(
                            .placeholderMismatch, key: key, state.locale, leaf, argument.offset,
                            "Argument \(index) ('\(argument.type?.spelling ?? "?")') is in neither the key nor the source: the app passes no such argument"
                        )
                        continue
                    }
                    guard let have = argument.type, let want = expected.type else { continue }
                    let from = isSource ? "the key" : "the source"
                    if have.kind != want.kind, let variable = consumed[index] {
                        // `%#@names@%#@count@` with `names` all empty: how the app shows argument 1
                        // as `%1$@` in `count`'s cases. It works on Apple's run time.
                        if isSource || sourceReads[index]?.contains(have.kind) != true {
                            report(
                                .placeholderMismatch, key: key, state.locale, leaf, argument.offset,
                                "Argument \(index) is '\(want.spelling)' (\(want.kind.rawValue)) in '\(variable)', whose forms are all empty, but '\(have.spelling)' (\(have.kind.rawValue)) here: at run time '\(variable)' reads the argument as a number only to choose one of its empty forms, so it shows nothing, and '\(have.spelling)' shows the argument",
                                severity: .warning)
                        }
                    } else if have.kind != want.kind {
                        report(
                            .placeholderMismatch, key: key, state.locale, leaf, argument.offset,
                            "Argument \(index) is '\(want.spelling)' (\(want.kind.rawValue)) in \(from) but '\(have.spelling)' (\(have.kind.rawValue)) here"
                                + (leafUsesPositions ? "" : "; reordered arguments need positions (%1$@)")
                        )
                    } else if have.wide != want.wide {
                        report(
                            .placeholderMismatch, key: key, state.locale, leaf, argument.offset,
                            "Argument \(index) is '\(want.spelling)' in \(from) but '\(have.spelling)' here: a different width",
                            severity: .warning)
                    }
                }
                // A plural case that leaves out the count it selects by.
                // (An empty case is empty-message's.)
                if let category = leaf.category, category != "zero",
                    sourceSaysCount?.contains(leaf.substitution) ?? true,
                    !leaf.units.allSatisfy(MessageAnalysis.isSpace)
                {
                    let countIndex =
                        leaf.substitution == nil ? counted : substitutionIndexes[leaf.substitution!]
                    if let countIndex, map[countIndex] == nil, let count = reference[countIndex],
                        let rules = lintLocale(state.locale)?.cardinal,
                        let example = PluralNumberMissingRule.covered(category, rules: rules)
                    {
                        // The rule ARB's plurals have, in the same words.
                        report(
                            .pluralNumberMissing, key: key, state.locale, leaf, 0,
                            PluralNumberMissingRule.message(
                                locale: state.locale, category: category, rules: rules, example: example,
                                words: UTF16Text.string(leaf.units, 0..<leaf.units.count),
                                fix: "write \(count.type?.spelling ?? "%d") where the number goes"),
                            severity: PluralNumberMissingRule.severity(example: example))
                    }
                }
            }
            // A blank translation is reported as empty, not as missing every argument.
            guard !isSource, let first = state.leaves.first,
                !state.leaves.allSatisfy({ $0.units.allSatisfy(MessageAnalysis.isSpace) })
            else { continue }
            let positional = state.leaves.contains { $0.format.usesPositions }
            let highestUsed = used.max() ?? 0
            for index in required.sorted() where !used.contains(index) {
                let spelling = reference[index]?.type?.spelling ?? "?"
                if positional, highestUsed > index {
                    report(
                        .placeholderMismatch, key: key, state.locale, first, 0,
                        "The translation skips argument \(index) ('\(spelling)') of the source", severity: .warning)
                } else if index != counted || !state.leaves.contains(where: { $0.category != nil }) {
                    report(
                        .placeholderMismatch, key: key, state.locale, first, 0,
                        "Argument \(index) ('\(spelling)') of the source is missing")
                }
            }
        }
    }

    /// The variables (substitutions) whose every plural form is empty or blank, by the argument
    /// they read: `names` in `%#@names@%#@count@`, which only consumes its argument.
    static func consumingVariables(_ state: LocalizationState, indexes: [String: Int]) -> [Int: String] {
        var blank: [String: Bool] = [:]
        for leaf in state.leaves where leaf.category != nil {
            guard let name = leaf.substitution else { continue }
            blank[name] = (blank[name] ?? true) && leaf.units.allSatisfy(MessageAnalysis.isSpace)
        }
        var result: [Int: String] = [:]
        for (name, isBlank) in blank where isBlank {
            if let index = indexes[name], result[index] == nil || name < result[index]! { result[index] = name }
        }
        return result
    }

    /// The argument index each substitution reads: its argNum, else where the parent references it.
    func substitutionIndexes(_ state: LocalizationState) -> [String: Int] {
        var indexes: [String: Int] = [:]
        for item in state.substitutions { if let argNum = item.argNum { indexes[item.name] = argNum } }
        for leaf in state.leaves where leaf.substitution == nil {
            var next = 1
            for directive in leaf.format.directives {
                next += directive.starArguments
                switch directive.kind {
                case .substitution(let name):
                    if indexes[name] == nil { indexes[name] = directive.position ?? next }
                    if directive.position == nil { next += 1 }
                case .argument:
                    if directive.position == nil { next += 1 }
                default:
                    break
                }
            }
        }
        return indexes
    }

    // MARK: Plurals

    mutating func lintPlurals(_ state: LocalizationState, key: String, source: LocalizationState?) {
        let locale = state.locale
        let rules = lintLocale(locale)?.cardinal
        // The source's plurals by path (the first of each), looked up once per plural.
        var sourcePlurals: [String: Int] = [:]
        for (index, plural) in (source?.plurals ?? []).enumerated() where sourcePlurals[plural.path] == nil {
            sourcePlurals[plural.path] = index
        }
        for plural in state.plurals {
            let names = plural.cases.map(\.name)
            if !names.contains("other") {
                sink.report(
                    .missingOther, key: key, at: plural.position,
                    "The plural of '\(key)' has no 'other' case: Xcode requires it", locale: locale)
            }
            for member in plural.cases {
                let name = member.name
                guard ICUPluralRules.isCategory(name) else {
                    sink.report(
                        .pluralCategoryInvalid, key: key, at: member.position,
                        "'\(name)' is not a plural category (zero, one, two, few, many, other)", locale: locale)
                    continue
                }
                if let rules, name != "zero", !rules.categories.contains(name) {
                    sink.report(
                        .pluralCategoryUnused, key: key, at: member.position,
                        PluralCategoryUnusedRule.message(name, locale: locale, rules: rules, ordinal: false),
                        locale: locale)
                }
            }
            guard let rules else { continue }
            let sourceNames = sourcePlurals[plural.path].map { source!.plurals[$0].cases.map(\.name) }
            var missing: [String] = []
            for category in rules.ordered where category != "other" && !names.contains(category) {
                if category == "one", sourceNames == ["other"] { continue }  // deliberately "many items"
                missing.append(category)
            }
            // Categories of only huge numbers (fr many: 1,000,000) are a warning.
            let huge = missing.filter { PluralCategoryMissingRule.isHuge($0, rules) }
            for (list, severity) in [
                (missing.filter { !huge.contains($0) }, DiagnosticSeverity.error), (huge, .warning),
            ]
            where !list.isEmpty {
                sink.report(
                    .pluralCategoryMissing, key: key, at: plural.position,
                    PluralCategoryMissingRule.message(
                        locale: locale, missing: list, rules: rules, ordinal: false, examples: [],
                        subject: "the plural of '\(key)'", onlyHuge: severity == .warning),
                    locale: locale, severity: severity)
            }
        }
        // A plural needs a number to select by.
        for plural in state.plurals where plural.substitution == nil {
            let leaves = state.leaves.filter { $0.category != nil && $0.substitution == nil }
            let numeric =
                PrintfFormat(Array(key.utf16)).arguments().values.contains { $0.type?.kind.isNumeric == true }
                || leaves.contains { leaf in
                    PrintfFormat(leaf.units).arguments().values.contains { $0.type?.kind.isNumeric == true }
                }
            if !numeric {
                sink.report(
                    .catalogStructure, key: key, at: plural.position,
                    "Cannot infer format specifier for string group because no numerical specifiers were found",
                    locale: locale)
                break
            }
        }
    }

    // MARK: Text

    /// The text rules shared with ARB. Conventions for formats without ARB's metadata: a value is
    /// an accessibility label when its key starts with `rotor.` or `label.`, or its comment says
    /// "accessibility label"; a comment with `maxLength: N` (or `max length: N`) limits its length;
    /// `x-whitespace: significant` in a comment exempts it from the whitespace rule, and
    /// `[x-systemRotor: …]` (a rotor VoiceOver knows) from label-control-type; a label, or a key
    /// or comment saying `accessibility` (`accessibilityLabel`, `…Hint`, `…Value`), `a11y` or
    /// `VoiceOver`, is spoken text, which speech-abbreviation checks.
    /// An empty plural case that is meant to be: a variable that only consumes an argument
    /// (`%#@names@%#@count@`, every case of `names` empty), in the source, or in a translation
    /// whose source leaves the same case empty.
    static func isDeliberatelyEmpty(_ leaf: Leaf, in state: LocalizationState, source: LocalizationState?) -> Bool {
        guard let category = leaf.category else { return false }
        func blank(_ leaf: Leaf) -> Bool { leaf.units.allSatisfy(MessageAnalysis.isSpace) }
        if let source, source.locale != state.locale {
            // The source's case of that category is empty too, or the source's variable is empty
            // in every case (a translation has categories the source has not: ru `few`).
            let cases = source.leaves.filter { $0.substitution == leaf.substitution && $0.category != nil }
            return cases.contains { $0.category == category && blank($0) }
                || (cases.count > 1 && cases.allSatisfy(blank))
        }
        let cases = state.leaves.filter { $0.substitution == leaf.substitution && $0.category != nil }
        return cases.count > 1 && cases.allSatisfy(blank)
    }

    mutating func lintTexts(
        _ state: LocalizationState, key: String, source: LocalizationState? = nil, comment: String? = nil
    ) {
        let conventions = Self.conventions(key: key, comment: comment)
        let locale = lintLocale(state.locale)
        for leaf in state.leaves {
            var found: [(DiagnosticCode, Int, String)] = []
            let blank = leaf.units.allSatisfy(MessageAnalysis.isSpace)
            if leaf.state != "new", blank, !Self.isDeliberatelyEmpty(leaf, in: state, source: source) {
                found.append(
                    (
                        .emptyMessage, 0,
                        "The \(state.locale) value of '\(key)' is \(leaf.units.isEmpty ? "empty" : "only whitespace"): VoiceOver would speak nothing"
                    ))
            }
            InvisibleCharRule.scan(leaf.units) { found.append((.invisibleChar, $0, $1)) }
            if let locale {
                ChineseScriptRule.scan(
                    locale: locale,
                    forEachScalar: { body in
                        UTF16Text.forEachScalar(leaf.units, in: 0..<leaf.units.count) {
                            body($0, $1)
                            return true
                        }
                    }, report: { found.append((.chineseScript, $0, $1)) })
            }
            if let source, source.locale != state.locale, !blank, !conventions.whitespaceSignificant,
                let original = source.leaves.first(where: {
                    $0.category == leaf.category && $0.substitution == leaf.substitution
                }), !original.units.allSatisfy(MessageAnalysis.isSpace)
            {
                WhitespaceRule.compare(leaf.units, source: original.units) { found.append((.whitespace, $0, $1)) }
            }
            if conventions.isLabel {
                LabelTrailingPeriodRule.scan(leaf.units, key: key) { found.append((.labelTrailingPeriod, $0, $1)) }
                if let locale, !conventions.systemRotor {
                    let original = source?.leaves.first {
                        $0.category == leaf.category && $0.substitution == leaf.substitution
                    }
                    let sourceLocale = source.flatMap { lintLocale($0.locale) }
                    LabelControlTypeRule.scan(
                        leaf.units, key: key, locale: locale,
                        source: original.flatMap { item in sourceLocale.map { (item.units, $0) } }
                    ) { found.append((.labelControlType, $0, $1)) }
                }
            }
            if conventions.isSpoken, let locale {
                SpeechAbbreviationRule.scan(leaf.units, ranges: Self.textRanges(leaf), locale: locale.locale) {
                    found.append((.speechAbbreviation, $0, $1()))
                }
            }
            if let limit = conventions.maxLength {
                MaxLengthRule.check(plainText: leaf.units, limit: limit, key: key) {
                    found.append((.maxLength, $0, $1))
                }
            }
            for (rule, offset, message) in found { report(rule, key: key, state.locale, leaf, offset, message) }
        }
    }

    /// The ranges of a value that are text: all but its printf directives (`%@`, `%lld` are
    /// placeholders, not words or numbers).
    static func textRanges(_ leaf: Leaf) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        for directive in PrintfFormat(leaf.units, allowsArgumentToken: leaf.substitution != nil).directives {
            if directive.range.lowerBound > start { ranges.append(start..<directive.range.lowerBound) }
            start = max(start, directive.range.upperBound)
        }
        if start < leaf.units.count { ranges.append(start..<leaf.units.count) }
        return ranges
    }

    /// Words that mark an entry, in its key or comment, as text VoiceOver speaks
    /// (`speech-abbreviation` checks it): `accessibilityLabel`, `accessibilityHint`,
    /// `accessibilityValue` and any other `accessibility…`, `a11y`, `VoiceOver`.
    static let spokenMarkers = ["accessibility", "a11y", "voiceover"]

    /// The label and length conventions of a key and its comment.
    static func conventions(key: String, comment: String?) -> (
        isLabel: Bool, maxLength: Int?, whitespaceSignificant: Bool, systemRotor: Bool, isSpoken: Bool
    ) {
        let lowered = comment?.lowercased() ?? ""
        // Every marker is ASCII: found by comparing UTF-8 bytes (Foundation's `range(of:)` and
        // `contains` compared Unicode-aware, a fifth of a String Catalog's lint).
        let isLabel =
            key.hasPrefix("rotor.") || key.hasPrefix("label.") || end(of: "accessibility label", in: lowered) != nil
            || end(of: "accessibilitylabel", in: lowered) != nil
        let loweredKey = key.lowercased()
        let isSpoken =
            isLabel || spokenMarkers.contains { end(of: $0, in: loweredKey) != nil || end(of: $0, in: lowered) != nil }
        var maxLength: Int?
        for marker in ["maxlength:", "max length:"] {
            guard let end = end(of: marker, in: lowered) else { continue }
            let digits = lowered[end...].drop { $0 == " " }.prefix { $0.isASCII && $0.isNumber }
            maxLength = Int(digits)
        }
        return (
            isLabel, maxLength, end(of: "x-whitespace: significant", in: lowered) != nil,
            end(of: "[x-systemrotor", in: lowered) != nil, isSpoken
        )
    }

    /// Where the first occurrence of an ASCII `marker` in `text` ends; nil when there is none.
    static func end(of marker: String, in text: String) -> String.Index? {
        let needle = marker.utf8
        let haystack = text.utf8
        guard let first = needle.first, haystack.count >= needle.count else { return nil }
        var index = haystack.startIndex
        let last = haystack.index(haystack.endIndex, offsetBy: -needle.count)
        while index <= last {
            if haystack[index] == first, haystack[index...].starts(with: needle) {
                return haystack.index(index, offsetBy: needle.count)
            }
            index = haystack.index(after: index)
        }
        return nil
    }

    /// Why a tag is not a locale Spoken can use ("not a well-formed BCP 47 tag…"), or nil.
    static func localeProblem(_ tag: String) -> String? {
        do {
            _ = try SpokenLocale(tag)
            return nil
        } catch {
            return error.message
        }
    }

    /// The locale of a tag; nil when it is not a valid one (remembered either way: a catalog
    /// names the same few locales thousands of times).
    mutating func lintLocale(_ identifier: String) -> LintLocale? {
        if let cached = locales[identifier] { return cached }
        let locale = (try? SpokenLocale(identifier)).map(LintLocale.init)
        // `.some(nil)` remembers an invalid tag (assigning a bare nil would remove the entry).
        locales[identifier] = .some(locale)
        return locale
    }

    /// The first spelling of `tag`'s locale in this file, when `tag` is another one (`DE` after
    /// `de`); nil for the first, or for a tag that is no locale. Remembers the first.
    mutating func otherSpelling(of tag: String) -> (spelling: String, locale: String)? {
        guard let locale = lintLocale(tag)?.locale.identifier else { return nil }
        guard let first = spellings[locale] else {
            spellings[locale] = tag
            return nil
        }
        return first == tag ? nil : (first, locale)
    }

    mutating func report(
        _ rule: DiagnosticCode, key: String, _ locale: String, _ leaf: Leaf, _ offset: Int, _ message: String,
        severity: DiagnosticSeverity? = nil
    ) {
        if let reportedLocales, !reportedLocales.contains(locale) { return }
        sink.report(
            rule, key: key, at: leaf.locate(offset), message, locale: locale,
            severity: severity)
    }

}
