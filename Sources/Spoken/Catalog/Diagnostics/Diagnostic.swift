/// How serious a finding is: errors make Spoken speak wrong words or fail (a catalog with an error
/// is never served); warnings are likely mistakes a translator should look at (`spoken lint
/// --strict` makes them fail too).
public enum DiagnosticSeverity: String, Sendable, Hashable, CaseIterable {
    case error, warning
}

/// One finding about a translation file, located in it: what `spoken lint` prints and what
/// loading a catalog (shipped or override) reports, as the same value.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// The path as given (`l10n/de.arb`, `/srv/l10n/de.arb`).
    public let file: String
    /// 1-based line; 0 for a finding about the file as a whole (it cannot be read).
    public let line: Int
    /// 1-based column in Unicode scalars, pointing inside the message where the problem is; 0
    /// with `line` 0.
    public let column: Int
    public let severity: DiagnosticSeverity
    /// The stable id of the rule or check (`json-syntax`, `placeholder-mismatch`).
    public let rule: DiagnosticCode
    /// The message key (`rotor.headlines`, `@@locale`), nil for file-level findings.
    public let key: String?
    public let message: String
    /// The localization a finding in a multi-locale file (`.xcstrings`) is about; nil for
    /// file-level findings and for single-locale files (ARB).
    public let locale: String?
    /// True for findings of formats whose diagnostics carry a locale (`.xcstrings`, `.strings`,
    /// `.stringsdict`): JSON output then has a `"locale"` member (null for file-level findings).
    public let hasLocaleField: Bool
    /// Advice for the app's developer (the Spoken API that says the value: "a duration
    /// argument, or spoken duration"), kept out of `message`, which speaks to translators:
    /// developer-facing output (`--format json`) gives it. Nil for most findings.
    public let hint: String?

    /// A finding whose severity is the rule's own.
    public init(file: String, line: Int, column: Int, rule: DiagnosticCode, key: String?, message: String) {
        self.init(
            file: file, line: line, column: column, severity: rule.severity, rule: rule, key: key, message: message)
    }

    public init(
        file: String, line: Int, column: Int, severity: DiagnosticSeverity, rule: DiagnosticCode, key: String?,
        message: String, locale: String? = nil, hasLocaleField: Bool = false, hint: String? = nil
    ) {
        self.hint = hint
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.rule = rule
        self.key = key
        self.message = message
        self.locale = locale
        self.hasLocaleField = hasLocaleField || locale != nil
    }

    /// A finding about one localization; `severity` overrides the rule's for a milder case of it
    /// (a width-only printf change).
    public init(
        file: String, line: Int, column: Int, rule: DiagnosticCode, key: String?, message: String,
        locale: String?, hasLocaleField: Bool = false, severity: DiagnosticSeverity? = nil
    ) {
        self.init(
            file: file, line: line, column: column, severity: severity ?? rule.severity, rule: rule, key: key,
            message: message, locale: locale, hasLocaleField: hasLocaleField)
    }

    /// Between a rule's words for translators and its hint for developers in one reported
    /// string (`Diagnostic.advice(_:hint:)`): the sink that makes the diagnostic splits them.
    package static let hintSeparator: Character = "\u{1F}"

    /// A message with a developer's hint, as a rule reports it through a `(offset, message)`
    /// callback; `split(_:)` takes it apart.
    package static func advice(_ message: String, hint: String) -> String {
        message + String(hintSeparator) + hint
    }

    /// The words for translators and the hint for developers of a reported string.
    package static func split(_ reported: String) -> (message: String, hint: String?) {
        guard let index = reported.firstIndex(of: hintSeparator) else { return (reported, nil) }
        return (String(reported[..<index]), String(reported[reported.index(after: index)...]))
    }

    /// A finding at a position of the file.
    package init(file: String, at position: SourcePosition, rule: DiagnosticCode, key: String?, _ message: String) {
        self.init(file: file, line: position.line, column: position.column, rule: rule, key: key, message: message)
    }

    /// `file:line:col: error: message [rule]` (`file: error: …` for file-level findings), as
    /// compilers and swift-format print them, with ` [ru]` before the rule for a localization.
    public var description: String {
        // Paths and keys come from files: escape what could forge a line or reach the terminal.
        let location = line > 0 ? "\(file.terminalSafe):\(line):\(column)" : file.terminalSafe
        let localization = locale.map { " [\($0.terminalSafe)]" } ?? ""
        return "\(location): \(severity.rawValue): \(message.terminalSafe)\(localization) [\(rule.rawValue)]"
    }
}

/// The stable id of a diagnostic: part of the public contract (CLI, JSON, SARIF, README).
///
/// A struct rather than an enum, so that new checks (a new file format's rules) never break a
/// client's exhaustive `switch`: compare with the static members.
public struct DiagnosticCode: RawRepresentable, Sendable, Hashable, Comparable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public var description: String { rawValue }

    public static func < (a: DiagnosticCode, b: DiagnosticCode) -> Bool { a.rawValue < b.rawValue }

    /// The severity a finding of this code has unless its check says otherwise.
    public var severity: DiagnosticSeverity { Self.errors.contains(self) ? .error : .warning }

    // Errors
    public static let jsonSyntax = DiagnosticCode(rawValue: "json-syntax")
    public static let duplicateKey = DiagnosticCode(rawValue: "duplicate-key")
    public static let localeMismatch = DiagnosticCode(rawValue: "locale-mismatch")
    public static let messageSyntax = DiagnosticCode(rawValue: "message-syntax")
    public static let missingOther = DiagnosticCode(rawValue: "missing-other")
    public static let pluralCategoryInvalid = DiagnosticCode(rawValue: "plural-category-invalid")
    public static let pluralCategoryMissing = DiagnosticCode(rawValue: "plural-category-missing")
    public static let placeholderMismatch = DiagnosticCode(rawValue: "placeholder-mismatch")
    public static let emptyMessage = DiagnosticCode(rawValue: "empty-message")
    public static let invisibleChar = DiagnosticCode(rawValue: "invisible-char")
    /// `@key` metadata Spoken cannot use (`x-priority: "urgent"`).
    public static let invalidMetadata = DiagnosticCode(rawValue: "invalid-metadata")
    /// A file that cannot be read (missing, permissions, not a regular file).
    public static let unreadableFile = DiagnosticCode(rawValue: "unreadable-file")
    /// A file larger than the linter's limit (`--max-file-bytes`): not read.
    public static let fileTooLarge = DiagnosticCode(rawValue: "file-too-large")
    /// A printf directive that is not one (`%$11d`, `100% complete` read as `% c`).
    public static let printfMalformed = DiagnosticCode(rawValue: "printf-malformed")
    /// A String Catalog shape Xcode's compiler refuses (variations nested too deep, a missing
    /// substitution, a missing `version`).
    public static let catalogStructure = DiagnosticCode(rawValue: "catalog-structure")
    /// A `.strings` or `.stringsdict` file that is not a valid property list.
    public static let plistSyntax = DiagnosticCode(rawValue: "plist-syntax")
    /// A catalog set without its source catalog (`en.arb`).
    public static let missingSource = DiagnosticCode(rawValue: "missing-source")
    /// A plural's `one` form without its number where `one` covers more than 1 (ru: 21).
    public static let pluralNumberMissing = DiagnosticCode(rawValue: "plural-number-missing")
    /// Two files of one directory (`de-DD.arb` beside `de-DE.arb`) or two localizations of one
    /// String Catalog (`de` and `DE`) that name one locale.
    public static let duplicateLocale = DiagnosticCode(rawValue: "duplicate-locale")
    /// ICU's own duration style (`{eta, duration}`), which says "1:15:27" or "2 sec.": what
    /// screen readers misread. A plain `{eta}` of a `duration` placeholder says it in words.
    public static let durationStyle = DiagnosticCode(rawValue: "duration-style")
    /// A translation's grammatical case of a placeholder that Spoken cannot apply: on a placeholder
    /// whose words are no unit names, or not one of the cases CLDR gives the language's units.
    public static let placeholderCase = DiagnosticCode(rawValue: "placeholder-case")
    // Warnings
    public static let missingTranslation = DiagnosticCode(rawValue: "missing-translation")
    public static let unknownKey = DiagnosticCode(rawValue: "unknown-key")
    public static let pluralCategoryUnused = DiagnosticCode(rawValue: "plural-category-unused")
    public static let untranslated = DiagnosticCode(rawValue: "untranslated")
    public static let whitespace = DiagnosticCode(rawValue: "whitespace")
    /// An ASCII apostrophe that makes ICU speak a placeholder as written (an error).
    public static let apostrophe = DiagnosticCode(rawValue: "apostrophe")
    public static let printfPlaceholder = DiagnosticCode(rawValue: "printf-placeholder")
    public static let maxLength = DiagnosticCode(rawValue: "max-length")
    public static let chineseScript = DiagnosticCode(rawValue: "chinese-script")
    public static let labelTrailingPeriod = DiagnosticCode(rawValue: "label-trailing-period")
    public static let labelControlType = DiagnosticCode(rawValue: "label-control-type")
    /// A String Catalog unit in state `needs_review`.
    public static let needsReview = DiagnosticCode(rawValue: "needs-review")
    /// A String Catalog entry Xcode marked `stale` (no longer in the code).
    public static let stale = DiagnosticCode(rawValue: "stale")
    /// A translated value on an entry with `shouldTranslate: false`.
    public static let doNotTranslate = DiagnosticCode(rawValue: "do-not-translate")
    /// Spoken text VoiceOver may misread: "30 min", "Apr", "1.2K", "3/10", "-5".
    public static let speechAbbreviation = DiagnosticCode(rawValue: "speech-abbreviation")

    /// Codes whose findings are errors by default; every other code is a warning.
    private static let errors: Set<DiagnosticCode> = [
        .jsonSyntax, .duplicateKey, .localeMismatch, .messageSyntax, .missingOther, .pluralCategoryInvalid,
        .pluralCategoryMissing, .placeholderMismatch, .emptyMessage, .invisibleChar, .invalidMetadata,
        .unreadableFile, .missingSource, .fileTooLarge, .printfMalformed, .catalogStructure, .plistSyntax,
        .apostrophe, .pluralNumberMissing, .duplicateLocale, .durationStyle, .placeholderCase,
    ]
}
