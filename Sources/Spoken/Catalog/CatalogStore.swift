import Foundation

/// Spoken words from a catalog, with the locale of the catalog that actually supplied them.
public struct LocalizedText: Sendable, Hashable, CustomStringConvertible {
    public let text: String
    /// The catalog that supplied the message (`zh-Hant` for a `zh-TW` request; `en` when the
    /// requested language has no catalog).
    public let locale: String
    public let key: String
    /// `x-priority` of the source, for announcements.
    public let priority: AnnouncementPriority?

    public var description: String { text }
}

/// Everything a formatted text depends on within one catalog set.
struct TextRequest: Hashable, Sendable {
    var key: String
    var locale: String
    var zone: String
    var isolate: Bool
    var arguments: [String: MessageArgument]
}

/// The current set of catalogs: the shipped ones, optionally with an override directory on top.
///
/// Readers take one immutable snapshot per call, so a concurrent `loadOverrides` is seen either
/// entirely or not at all.
public final class CatalogStore: Sendable {
    /// The process-wide store the CLI and most clients use.
    public static let shared = CatalogStore()

    private let current: Locked<CatalogSet>

    /// A store with the shipped catalogs (parsed once per process, on first use).
    public init() {
        current = Locked(CatalogSet.shipped)
    }

    var snapshot: CatalogSet { current.withLock { $0 } }

    /// Tags of the catalogs in use, sorted (`ar`, `de`, `en`, …, `zh-Hant`); without the
    /// generated pseudo-locales (`pseudoLocales`).
    public var locales: [String] { snapshot.tags.filter { PseudoLocale(tag: $0) == nil } }

    /// Tags of the pseudo-locales in use (`ar-XB`, `en-XA`), generated from the source catalog.
    public var pseudoLocales: [String] { snapshot.tags.filter { PseudoLocale(tag: $0) != nil } }

    /// Problems found in the catalogs in use (empty for the shipped ones).
    public var diagnostics: [CatalogDiagnostic] { snapshot.diagnostics }

    /// A catalog in use, by tag.
    public func catalog(_ tag: String) -> Catalog? { snapshot.catalogs[tag] }

    /// The fallback chain of `locale` with the catalog serving each step.
    public func resolve(_ locale: SpokenLocale) -> [FallbackStep] { snapshot.resolve(locale) }

    // MARK: Overrides

    /// Checks an override directory without loading it: every `.arb` parses, `@@locale` matches
    /// the file name, every message compiles with ICU and uses only the source's arguments.
    public func validateOverrides(directory: String) -> [CatalogDiagnostic] {
        switch prepare(directory: directory) {
        case .loaded(let set): set.diagnostics
        case .unreadable(let diagnostics): diagnostics
        }
    }

    /// Loads the `.arb` files of `directory` over the shipped catalogs (key by key; a new locale is
    /// added whole), replacing earlier overrides. The whole directory is validated first; on any
    /// problem nothing changes and the error lists every diagnostic.
    public func loadOverrides(directory: String) throws(SpokenError) {
        switch prepare(directory: directory) {
        case .loaded(let set) where set.diagnostics.isEmpty:
            current.withLock { $0 = set }
        case .loaded(let set):
            throw Self.rejection(directory, set.diagnostics)
        case .unreadable(let diagnostics):
            throw Self.rejection(directory, diagnostics)
        }
    }

    /// Back to the shipped catalogs.
    public func resetOverrides() {
        current.withLock { $0 = CatalogSet.shipped }
    }

    private enum Prepared {
        case loaded(CatalogSet)
        case unreadable([CatalogDiagnostic])
    }

    private func prepare(directory: String) -> Prepared {
        let files: [String]
        do {
            files = try FileManager.default.contentsOfDirectory(atPath: directory)
                .filter { $0.hasSuffix(".arb") }.sorted()
        } catch {
            return .unreadable([Self.fileProblem(directory, "Cannot read the directory '\(directory)'")])
        }
        guard !files.isEmpty else {
            return .unreadable([Self.fileProblem(directory, "No .arb files in '\(directory)'")])
        }
        var catalogs: [Catalog] = []
        var diagnostics: [CatalogDiagnostic] = []
        for name in files {
            let path = (directory as NSString).appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: path) else {
                diagnostics.append(Self.fileProblem(path, "Cannot read '\(path)'"))
                continue
            }
            let (catalog, problems) = Catalog.parse(Array(data), file: path)
            diagnostics += problems
            guard let catalog else { continue }
            if let other = catalogs.first(where: { $0.locale == catalog.locale }) {
                diagnostics.append(
                    Diagnostic(
                        file: path, line: 0, column: 0, rule: .localeMismatch, key: "@@locale",
                        message: "Locale '\(catalog.locale)' is also defined by '\(other.file)'"))
                continue
            }
            catalogs.append(catalog)
        }
        // Overrides replace earlier ones, so they always layer on the shipped set.
        return .loaded(CatalogSet.shipped.overlaid(with: catalogs, parseDiagnostics: diagnostics))
    }

    /// A problem with a file or directory as a whole (no line to point at).
    private static func fileProblem(_ path: String, _ message: String) -> Diagnostic {
        Diagnostic(file: path, line: 0, column: 0, rule: .unreadableFile, key: nil, message: message)
    }

    private static func rejection(_ directory: String, _ diagnostics: [CatalogDiagnostic]) -> SpokenError {
        SpokenError(
            .invalidCatalog, input: directory,
            message: "Invalid catalog directory '\(directory)':\n"
                + diagnostics.map { "  \($0)" }.joined(separator: "\n"))
    }

    // MARK: Text

    /// The words for `key` in `locale`, from the first catalog along its CLDR fallback chain that
    /// has the key, formatted with ICU MessageFormat.
    ///
    /// - Parameters:
    ///   - key: the catalog key (`announce.newMessages`).
    ///   - locale: the request's locale; its fallback chain picks the catalog.
    ///   - arguments: every argument the message uses, each value as it is (`["count": count]`
    ///     with an `Int`, a `Double`, a `String`, a `Date`, an `Instant`, or a
    ///     ``MessageArgument``); a missing one, one the source does not declare, or one of the
    ///     wrong kind is an error (ICU would otherwise speak "{count}").
    ///   - timeZone: zone of `{d, date}`/`{d, time}` arguments and of plain `{d}` dates.
    ///   - bidiIsolation: wrap string arguments in FSI…PDI in right-to-left catalogs.
    public func text(
        key: String, locale: SpokenLocale, arguments: MessageArguments = [:],
        timeZone: SpokenTimeZone = .utc, bidiIsolation: Bool = true
    ) throws(SpokenError) -> LocalizedText {
        try text(
            key: key, locale: locale, arguments: arguments.messageArguments, timeZone: timeZone,
            bidiIsolation: bidiIsolation, in: snapshot)
    }

    /// The words for each of `keys`, in order, with the same arguments, all from one snapshot of
    /// the catalogs: inside a `throws(SpokenError)` function, `try store.texts(keys, locale:
    /// locale)` where `try keys.map { try store.text(key: $0, locale: locale) }` does not compile
    /// (Swift infers the closure as throwing `any Error`).
    public func texts(
        _ keys: some Sequence<String>, locale: SpokenLocale, arguments: MessageArguments = [:],
        timeZone: SpokenTimeZone = .utc, bidiIsolation: Bool = true
    ) throws(SpokenError) -> [LocalizedText] {
        let set = snapshot
        let values = arguments.messageArguments
        var texts: [LocalizedText] = []
        texts.reserveCapacity(keys.underestimatedCount)
        for key in keys {
            texts.append(
                try text(
                    key: key, locale: locale, arguments: values, timeZone: timeZone, bidiIsolation: bidiIsolation,
                    in: set))
        }
        return texts
    }

    /// The same with arguments already converted (a request's, parsed once): no conversion on a
    /// service's hot path.
    package func text(
        key: String, locale: SpokenLocale, values: [String: MessageArgument], timeZone: SpokenTimeZone = .utc,
        bidiIsolation: Bool = true
    ) throws(SpokenError) -> LocalizedText {
        try text(
            key: key, locale: locale, arguments: values, timeZone: timeZone, bidiIsolation: bidiIsolation,
            in: snapshot)
    }

    /// The same from a given snapshot (a caller that keys its own cache by the set uses one
    /// snapshot for both).
    func text(
        key: String, locale: SpokenLocale, arguments: [String: MessageArgument] = [:],
        timeZone: SpokenTimeZone = .utc, bidiIsolation: Bool = true, in set: CatalogSet
    ) throws(SpokenError) -> LocalizedText {
        let request = TextRequest(
            key: key, locale: locale.identifier, zone: timeZone.identifier, isolate: bidiIsolation, arguments: arguments
        )
        if let recent = set.recentTexts.value(for: request) { return recent }
        let full = Self.catalogKey(key, in: set)
        guard let plan = set.lookup(full, locale: locale) else { throw Self.unknownKey(key, in: set) }
        let formatting = Self.formattingLocale(plan, request: locale)
        let text = try MessageFormatting.format(
            plan, locale: formatting, timeZone: timeZone, isolate: bidiIsolation, arguments)
        let result = LocalizedText(
            text: text, locale: plan.supplier.identifier, key: full,
            priority: set.source?.metadata[full]?.priority)
        set.recentTexts.store(result, for: request)
        return result
    }

    /// Announcements are the messages apps ask for most: `newMessages` names
    /// `announce.newMessages`.
    static let announcePrefix = "announce."

    /// The one rule for short keys, in the library, the CLI and `render` alike: a key is looked
    /// up as written; a key without a dot that the source catalog does not have names an
    /// announcement (`newMessages` → `announce.newMessages`).
    static func catalogKey(_ key: String, in set: CatalogSet) -> String {
        if key.utf8.contains(UInt8(ascii: ".")) || set.source?.messages[key] != nil { return key }
        return announcePrefix + key
    }

    /// The key `key` names in the catalogs in use (`newMessages` → `announce.newMessages`), by
    /// the rule `text(key:…)` follows; nil when there is no such key.
    public func catalogKey(_ key: String) -> String? {
        let set = snapshot
        let full = Self.catalogKey(key, in: set)
        return set.source?.messages[full] != nil ? full : nil
    }

    /// `unknown-key`, suggesting the nearest key in the form it was typed (short or full).
    static func unknownKey(_ key: String, in set: CatalogSet) -> SpokenError {
        let keys = set.source?.messages.keys.sorted() ?? []
        let short = keys.filter { $0.hasPrefix(announcePrefix) }.map { String($0.dropFirst(announcePrefix.count)) }
        return SpokenError(.unknownKey, input: key, message: Suggestion.unknown("key", key, in: keys + short))
    }

    /// The locale whose plural rules, digits and date words format `plan` for a request.
    static func formattingLocale(_ plan: MessagePlan, request locale: SpokenLocale) -> SpokenLocale {
        // The request when it is the supplier's language (pt-PT served by pt-BR keeps pt-PT's
        // rules; ar-EG-u-nu-latn keeps its digits); otherwise the supplier's, so the words and the
        // grammar agree.
        return plan.supplier.language == locale.language ? locale : plan.supplier
    }

    /// The same with a tag and a zone id, as requests carry them.
    public func text(
        key: String, locale: String, arguments: MessageArguments = [:],
        timeZone: String = "UTC", bidiIsolation: Bool = true
    ) throws(SpokenError) -> LocalizedText {
        try text(
            key: key, locale: SpokenLocale(locale), arguments: arguments.messageArguments,
            timeZone: SpokenTimeZone(timeZone), bidiIsolation: bidiIsolation, in: snapshot)
    }

    /// Every key of the source catalog, sorted.
    public var keys: [String] { snapshot.source?.messages.keys.sorted() ?? [] }

    /// The source's metadata for a key.
    public func metadata(_ key: String) -> MessageMetadata? { snapshot.source?.metadata[key] }
}
