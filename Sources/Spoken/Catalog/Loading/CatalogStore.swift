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

/// A catalog message as it is shown and spoken (`CatalogStore.markup(key:…)`), with the locale of
/// the catalog that supplied it.
public struct LocalizedMarkup: Sendable, Hashable {
    public let markup: SpokenMarkup
    /// The catalog that supplied the message (as `LocalizedText.locale`).
    public let locale: String
    public let key: String
    /// `x-priority` of the source, for announcements.
    public let priority: AnnouncementPriority?
}

/// Everything a formatted text depends on within one catalog set.
struct TextRequest: Hashable, Sendable {
    var key: String
    var locale: String
    var zone: String
    var isolate: Bool
    var now: Instant?
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

    /// What `spoken lint` says about the override files in use (warnings: a file with an error is
    /// never loaded whole), and shipped translations left out because an override changed their
    /// source message; empty for the shipped catalogs.
    public var diagnostics: [CatalogDiagnostic] { snapshot.diagnostics }

    /// A catalog in use, by tag.
    public func catalog(_ tag: String) -> Catalog? { snapshot.catalogs[tag] }

    /// The fallback chain of `locale` with the catalog serving each step.
    public func resolve(_ locale: SpokenLocale) -> [FallbackStep] { snapshot.resolve(locale) }

    // MARK: Overrides

    /// Checks override catalogs without loading them: what `spoken lint` reports for them (every
    /// `.arb` file of the directory, or the one file), checked against the source they would be
    /// served with.
    public func validateOverrides(directory: String) -> [CatalogDiagnostic] {
        validateOverrides(at: directory).diagnostics
    }

    /// The same for a file or a directory, within `limits`, with the diagnostics left out.
    public func validateOverrides(at path: String, limits: CatalogLimits = CatalogLimits()) -> CatalogLoadReport {
        CatalogOverrides.read(path, limits: limits).report
    }

    /// Loads the `.arb` files of `directory` over the shipped catalogs (key by key; a new locale is
    /// added whole), replacing earlier overrides. The whole directory is checked first, by lint's
    /// rules; on any error nothing changes and the error lists them.
    public func loadOverrides(directory: String) throws(SpokenError) {
        try loadOverrides(at: directory)
    }

    /// Loads an `.arb` file, or the `.arb` files of a directory, over the shipped catalogs (key by
    /// key; a new locale is added whole), replacing earlier overrides, and swaps the new set in
    /// atomically. Every file is checked first as `spoken lint` checks it (within `limits`: bytes
    /// per file, files per directory, diagnostics kept per file).
    ///
    /// With `.wholeOrNothing`, any error (or a file that cannot be read) rejects everything and
    /// the current set stays: the error (`invalid-catalog`, or `unreadable-catalog` when a path
    /// cannot be read) lists the errors. With `.validMessages`, every message without an error is
    /// loaded and the report lists the rest; it throws only when nothing could be read.
    @discardableResult
    public func loadOverrides(
        at path: String, limits: CatalogLimits = CatalogLimits(), policy: OverridePolicy = .wholeOrNothing
    ) throws(SpokenError) -> CatalogLoadReport {
        let loaded = CatalogOverrides.read(path, limits: limits)
        let report = loaded.report
        switch policy {
        case .wholeOrNothing where report.errorCount > 0:
            throw Self.rejection(report)
        case .validMessages where loaded.catalogs.isEmpty && report.errorCount > 0:
            throw Self.rejection(report)
        default:
            break
        }
        // Overrides replace earlier ones, so they always layer on the shipped set.
        let set = CatalogSet.shipped.overlaid(
            with: loaded.catalogs, diagnostics: report.diagnostics, omitted: report.omitted)
        current.withLock { $0 = set }
        return report
    }

    /// Back to the shipped catalogs.
    public func resetOverrides() {
        current.withLock { $0 = CatalogSet.shipped }
    }

    /// Diagnostics listed in an error's message at most (each file keeps its own count).
    private static let listedErrors = 1000

    private static func rejection(_ report: CatalogLoadReport) -> SpokenError {
        let path = report.path
        if report.isUnreadable {
            // What cannot be read, with the reason, as `spoken lint` says it.
            let unreadable = report.diagnostics.filter { $0.rule == .unreadableFile }.map(\.message)
            return SpokenError(.unreadableCatalog, input: path, message: unreadable.joined(separator: "\n"))
        }
        var lines = report.errorLines
        if lines.count > listedErrors {
            // Every error past the listed ones counted in one line (a file's "N more errors not
            // shown" line is among those cut, so its count goes into this one).
            lines.removeSubrange(listedErrors...)
            lines.append("\(report.errorCount - listedErrors) more errors not shown")
        }
        return SpokenError(
            .invalidCatalog, input: path,
            message: "Invalid catalog '\(path)':\n" + lines.map { "  \($0)" }.joined(separator: "\n"))
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
    ///   - now: the present a `relative` placeholder sees an instant from ("2 hours ago"); nil
    ///     for the wall clock. Give it for reproducible labels and snapshots.
    public func text(
        key: String, locale: SpokenLocale, arguments: MessageArguments = [:],
        timeZone: SpokenTimeZone = .utc, bidiIsolation: Bool = true, now: Instant? = nil
    ) throws(SpokenError) -> LocalizedText {
        try text(
            key: key, locale: locale, arguments: arguments.messageArguments, timeZone: timeZone,
            bidiIsolation: bidiIsolation, now: now, in: snapshot)
    }

    /// The words for each of `keys`, in order, with the same arguments, all from one snapshot of
    /// the catalogs: inside a `throws(SpokenError)` function, `try store.texts(keys, locale:
    /// locale)` where `try keys.map { try store.text(key: $0, locale: locale) }` does not compile
    /// (Swift infers the closure as throwing `any Error`).
    public func texts(
        _ keys: some Sequence<String>, locale: SpokenLocale, arguments: MessageArguments = [:],
        timeZone: SpokenTimeZone = .utc, bidiIsolation: Bool = true, now: Instant? = nil
    ) throws(SpokenError) -> [LocalizedText] {
        let set = snapshot
        let values = arguments.messageArguments
        var texts: [LocalizedText] = []
        texts.reserveCapacity(keys.underestimatedCount)
        for key in keys {
            texts.append(
                try text(
                    key: key, locale: locale, arguments: values, timeZone: timeZone, bidiIsolation: bidiIsolation,
                    now: now, in: set))
        }
        return texts
    }

    /// The same with arguments already converted (a request's, parsed once): no conversion on a
    /// service's hot path.
    package func text(
        key: String, locale: SpokenLocale, values: [String: MessageArgument], timeZone: SpokenTimeZone = .utc,
        bidiIsolation: Bool = true, now: Instant? = nil
    ) throws(SpokenError) -> LocalizedText {
        try text(
            key: key, locale: locale, arguments: values, timeZone: timeZone, bidiIsolation: bidiIsolation, now: now,
            in: snapshot)
    }

    /// The same from a given snapshot (a caller that keys its own cache by the set uses one
    /// snapshot for both).
    func text(
        key: String, locale: SpokenLocale, arguments: [String: MessageArgument] = [:],
        timeZone: SpokenTimeZone = .utc, bidiIsolation: Bool = true, now: Instant? = nil, in set: CatalogSet
    ) throws(SpokenError) -> LocalizedText {
        let request = TextRequest(
            key: key, locale: locale.identifier, zone: timeZone.identifier, isolate: bidiIsolation, now: now,
            arguments: arguments)
        if let recent = set.recentTexts.value(for: request) { return recent }
        let full = Self.catalogKey(key, in: set)
        guard let plan = set.lookup(full, locale: locale) else { throw Self.unknownKey(key, in: set) }
        let formatting = Self.formattingLocale(plan, request: locale)
        let text = try MessageFormatting.format(
            plan, locale: formatting, timeZone: timeZone, isolate: bidiIsolation, now: now, catalog: self, arguments)
        let result = LocalizedText(
            text: text, locale: plan.supplier.identifier, key: full,
            priority: set.source?.metadata[full]?.priority)
        // Words seen from the wall clock are only true now: never served again.
        if now != nil || !plan.dependsOnNow(arguments) { set.recentTexts.store(result, for: request) }
        return result
    }

    // MARK: Markup

    /// The message as it is shown and spoken (`SpokenMarkup`): its own words the same in `display`
    /// and `text`, each argument with its own visible form and words (a duration "1 hr, 15 min"
    /// shown, "1 hour, 15 minutes" spoken, one span), from one ICU format, so plural and select
    /// pick the same branch for both. An argument whose type has no visible form (a number, text,
    /// a date) is the same shown and spoken, with no span. A message served by a catalog of
    /// another language than the request's carries that language (`xml:lang` in `ssml`).
    ///
    /// The parameters are those of `text(key:locale:arguments:…)`; `width` is the width of each
    /// value's visible form.
    public func markup(
        key: String, locale: some SpokenLocaleConvertible, arguments: MessageArguments = [:],
        timeZone: some SpokenTimeZoneConvertible = SpokenTimeZone.utc, bidiIsolation: Bool = true, now: Instant? = nil,
        width: DisplayWidth = .short
    ) throws(SpokenError) -> LocalizedMarkup {
        try markup(
            key: key, locale: locale.spokenLocale(), values: arguments.messageArguments,
            timeZone: timeZone.spokenTimeZone(), bidiIsolation: bidiIsolation, now: now, width: width)
    }

    /// The same with arguments already converted (a request's).
    package func markup(
        key: String, locale: SpokenLocale, values: [String: MessageArgument], timeZone: SpokenTimeZone = .utc,
        bidiIsolation: Bool = true, now: Instant? = nil, width: DisplayWidth = .short
    ) throws(SpokenError) -> LocalizedMarkup {
        let set = snapshot
        let full = Self.catalogKey(key, in: set)
        guard let plan = set.lookup(full, locale: locale) else { throw Self.unknownKey(key, in: set) }
        let markup = try MessageFormatting.markup(
            plan, locale: Self.formattingLocale(plan, request: locale), timeZone: timeZone, isolate: bidiIsolation,
            now: now, width: width, catalog: self, values)
        let language = plan.supplier.language == locale.language ? nil : plan.supplier.identifier
        return LocalizedMarkup(
            markup: markup.inLanguage(language), locale: plan.supplier.identifier, key: full,
            priority: set.source?.metadata[full]?.priority)
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

    /// `unknown-key`, suggesting the nearest key in the form it was typed (short or full). With
    /// nothing near, the message says which catalogs were searched and how an app adds its own:
    /// an app's key (`order.from`) is unknown until its catalog is loaded, in every layer.
    static func unknownKey(_ key: String, in set: CatalogSet) -> SpokenError {
        let keys = set.source?.messages.keys.sorted() ?? []
        let short = keys.filter { $0.hasPrefix(announcePrefix) }.map { String($0.dropFirst(announcePrefix.count)) }
        guard Suggestion.closest(to: key, in: keys + short, limit: 1).isEmpty else {
            return SpokenError(.unknownKey, input: key, message: Suggestion.unknown("key", key, in: keys + short))
        }
        return SpokenError(.unknownKey, input: key, message: unknownKeyMessage(key, appCatalogs: set.overrideLocations))
    }

    /// "Unknown key 'order.from': …": the catalogs searched (Spoken's shipped ones, and the app's
    /// catalogs loaded over them) and how to load or extend an app's catalog.
    static func unknownKeyMessage(_ key: String, appCatalogs: [String]) -> String {
        let unknown = "Unknown key '\(SpokenError.token(key))'"
        guard !appCatalogs.isEmpty else {
            return unknown
                + ": not in Spoken's shipped catalogs. An app's own keys need its catalog (a directory of .arb files with the source en.arb): load it with --catalog DIR (spoken), Spoken(catalog=DIR) (Python) or CatalogStore.shared.loadOverrides(directory:) (Swift)"
        }
        let named = appCatalogs.map { "'\(SpokenError.token($0))'" }.joined(separator: ", ")
        return unknown
            + ": neither Spoken's shipped catalogs nor the app's catalog \(named) have it. Add the key to the app's source catalog (en.arb) and its translations there"
    }

    /// The locale whose plural rules, digits and date words format `plan` for a request.
    static func formattingLocale(_ plan: MessagePlan, request locale: SpokenLocale) -> SpokenLocale {
        // The request when it is the supplier's language (pt-PT served by pt-BR keeps pt-PT's
        // rules; ar-EG-u-nu-latn keeps its digits); otherwise the supplier's, so the words and the
        // grammar agree.
        return plan.supplier.language == locale.language ? locale : plan.supplier
    }

    /// The same with the locale and the zone as a caller holds them: `String`s read from a request
    /// (`locale: order.locale`) or the checked types, in any mix. A bad tag or zone is the error
    /// `SpokenLocale(_:)` or `SpokenTimeZone(_:)` throws, naming it.
    public func text(
        key: String, locale: some SpokenLocaleConvertible, arguments: MessageArguments = [:],
        timeZone: some SpokenTimeZoneConvertible = SpokenTimeZone.utc, bidiIsolation: Bool = true, now: Instant? = nil
    ) throws(SpokenError) -> LocalizedText {
        try text(
            key: key, locale: locale.spokenLocale(), arguments: arguments.messageArguments,
            timeZone: timeZone.spokenTimeZone(), bidiIsolation: bidiIsolation, now: now, in: snapshot)
    }

    /// Every key of the source catalog, sorted.
    public var keys: [String] { snapshot.source?.messages.keys.sorted() ?? [] }

    /// The source's metadata for a key.
    public func metadata(_ key: String) -> MessageMetadata? { snapshot.source?.metadata[key] }
}
