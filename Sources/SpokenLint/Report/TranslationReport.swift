import Foundation
import Spoken

/// What a translator sees of their files: per language, every key with the source text and the
/// translation, each plural and select case as Spoken speaks it at its sample values (those of
/// `MessagePreview`), lint's findings for the key, the speech check's findings inside the spoken
/// text, and messages with errors marked broken with the reason, never with the words that
/// would be spoken in their place. `spoken report` writes it as one HTML page
/// (`TranslationReportHTML`).
///
/// ARB directories load as `preview --catalog` loads them; String Catalogs and
/// `.strings`/`.stringsdict` tables are converted to ARB as `spoken convert --to arb` converts
/// them, so that every format's cases are spoken by the same ICU path.
public struct TranslationReport: Sendable, Hashable {
    /// A stretch of a case's spoken text that VoiceOver may misread, and what to write instead.
    public struct SpeechMark: Sendable, Hashable {
        /// In Unicode scalars from the start of the text.
        public let offset: Int
        public let length: Int
        public let message: String
    }

    /// One plural or select case (or the message, without any) as it will be spoken.
    public struct Case: Sendable, Hashable {
        /// `count=few (2)`; empty for a message without cases or samples.
        public let label: String
        /// The source's words at the same sample values (the source's own case for them).
        public let source: String?
        /// The words spoken; empty when the message is broken.
        public let text: String
        /// True when the translation has no branch for the case (ICU speaks `other`).
        public let isMissing: Bool
        public let speech: [SpeechMark]
    }

    public struct Message: Sendable, Hashable {
        public let key: String
        /// The source text as written (ICU MessageFormat), nil when the source has none.
        public let source: String?
        /// The translation as written; nil when the file has no such key (or cannot be read).
        public let translation: String?
        /// Lint's findings about the key in this language.
        public let findings: [Diagnostic]
        /// Why the message is not served (lint's errors), or nil.
        public let brokenReason: String?
        /// The language the words come from when the key is not translated (`en`).
        public let fallback: String?
        public let cases: [Case]

        public var isBroken: Bool { brokenReason != nil }
        /// True when the key has an error (broken) or any lint or speech finding is an error.
        public var hasError: Bool { isBroken || findings.contains { $0.severity == .error } }
    }

    public struct Language: Sendable, Hashable {
        /// The BCP 47 tag (`ru`, `pt-BR`).
        public let locale: String
        /// The language's name in English ("Russian"), for headings.
        public let name: String
        public let isRightToLeft: Bool
        public let isSource: Bool
        public let messages: [Message]
    }

    /// The paths given, as given.
    public let paths: [String]
    public let languages: [Language]
    /// Lint's report over the same files: the exit status and the findings of no key.
    public let lint: LintReport

    /// Reads `paths` (translation files or directories of them, any format lint reads) and builds
    /// the report. An unreadable path is an error naming it.
    public static func build(paths: [String], limits: LintLimits = LintLimits(), sourceLocale: String = "en")
        throws(LintInputError) -> TranslationReport
    {
        var linter = Linter(limits: limits)
        linter.sourceLocale = sourceLocale
        let lint = try linter.lint(paths: paths, source: .locale(sourceLocale))
        var groups: [ARBGroup] = []
        var appleTables: [String: [String]] = [:]
        var tableOrder: [String] = []
        for path in paths {
            for file in try LintFileDiscovery.translationFiles(in: path) {
                if file.hasSuffix(".arb") {
                    let directory = Self.directory(of: file)
                    if !groups.contains(where: { $0.directory == directory && $0.converted == nil }) {
                        groups.append(ARBGroup(directory: directory, converted: nil))
                    }
                } else if file.hasSuffix(".xcstrings") {
                    let read = try LintFileDiscovery.read(file, limit: limits.maxFileBytes)
                    guard let catalog = try? StringCatalog(parsing: read.bytes, path: file) else { continue }
                    groups.append(
                        ARBGroup(
                            directory: file,
                            converted: StringCatalogConverter.arbCatalogs(from: catalog, path: file).catalogs))
                } else {
                    // .strings/.stringsdict: one table (file name) of the folder holding the .lproj folders.
                    let table = Self.directory(of: Self.directory(of: file)) + "/" + Self.baseName(file)
                    if appleTables[table] == nil { tableOrder.append(table) }
                    appleTables[table, default: []].append(file)
                }
            }
        }
        for table in tableOrder {
            var files: [LintFile] = []
            for path in appleTables[table] ?? [] {
                files.append(try LintFileDiscovery.read(path, limit: limits.maxFileBytes))
            }
            guard
                let conversion = try? StringCatalogConverter.stringCatalog(
                    fromStrings: files, sourceLocale: sourceLocale)
            else { continue }
            groups.append(
                ARBGroup(
                    directory: table,
                    converted: StringCatalogConverter.arbCatalogs(from: conversion.catalog, path: table).catalogs))
        }
        var languages: [String: [Message]] = [:]
        for group in groups {
            for (locale, messages) in group.messages(lint: lint, sourceLocale: sourceLocale) {
                languages[locale, default: []] += messages
            }
        }
        // The source first, then the others by tag.
        let order = languages.keys.sorted { ($0 == sourceLocale ? 0 : 1, $0) < ($1 == sourceLocale ? 0 : 1, $1) }
        return TranslationReport(
            paths: paths,
            languages: order.map { tag in
                Language(
                    locale: tag, name: Locale(identifier: "en").localizedString(forIdentifier: tag) ?? tag,
                    isRightToLeft: (try? SpokenLocale(tag))?.isRightToLeft ?? false,
                    isSource: tag == sourceLocale, messages: languages[tag] ?? [])
            }, lint: lint)
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func baseName(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.split(separator: ".").first.map(String.init) ?? name
    }

    /// True when the letters of the token a speech finding quotes are in `written` ("мин" of
    /// "5 мин" in "через 5 мин"; "нояб." of a formatted date is not in "Обновлено {date}").
    static func isWritten(_ message: String, in written: String) -> Bool {
        guard message.hasPrefix("'"), let end = message.range(of: "' may be heard") else { return false }
        let token = message[message.index(after: message.startIndex)..<end.lowerBound]
        let letters = String(token.unicodeScalars.filter { $0.properties.isAlphabetic })
        return letters.isEmpty ? written.contains(String(token)) : written.contains(letters)
    }

    /// The scalar length of the token a speech finding quotes first (`'30 Min.' may be…`).
    static func quotedLength(_ message: String) -> Int {
        guard message.hasPrefix("'"), let end = message.range(of: "' may be heard") else { return 1 }
        return message[message.index(after: message.startIndex)..<end.lowerBound].unicodeScalars.count
    }
}

/// ARB catalogs of one directory, or converted from one String Catalog or `.strings` table.
private struct ARBGroup {
    let directory: String
    let converted: [ARBOutput]?

    /// Every language's messages, loaded as `preview --catalog` loads them.
    func messages(lint: LintReport, sourceLocale: String) -> [(String, [TranslationReport.Message])] {
        let fileManager = FileManager.default
        var temporary: URL?
        var loadPath = directory
        var raw: [String: [String: String]] = [:]
        if let converted {
            let url = fileManager.temporaryDirectory.appendingPathComponent("spoken-report-\(UUID().uuidString)")
            guard (try? fileManager.createDirectory(at: url, withIntermediateDirectories: true)) != nil else {
                return []
            }
            temporary = url
            for output in converted {
                try? Data(output.text.utf8).write(to: url.appendingPathComponent(output.fileName))
                raw[output.locale] = Self.strings(Data(output.text.utf8))
            }
            loadPath = url.path
        } else {
            for name in (try? fileManager.contentsOfDirectory(atPath: directory)) ?? [] where name.hasSuffix(".arb") {
                guard let data = fileManager.contents(atPath: directory + "/" + name) else { continue }
                let strings = Self.strings(data)
                let tag =
                    (strings?["@@locale"]).flatMap { try? SpokenLocale($0).identifier }
                    ?? (try? SpokenLocale(String(name.dropLast(4))).identifier)
                if let tag { raw[tag] = strings ?? [:] }
            }
        }
        defer { if let temporary { try? fileManager.removeItem(at: temporary) } }
        let store = CatalogStore()
        guard let load = try? store.loadOverrides(at: loadPath, policy: .validMessages) else {
            // Nothing loads (every file broken): each message is broken, with the file's errors.
            return raw.keys.sorted().map { tag in
                (tag, Self.brokenAll(raw, tag: tag, lint: lint, sourceLocale: sourceLocale))
            }
        }
        let keys = (raw[sourceLocale] ?? [:]).keys.filter { !$0.hasPrefix("@") }.sorted()
        let preview = MessagePreview(store: store, overrides: load)
        let sourceLanguage = try? SpokenLocale(sourceLocale)
        var result: [(String, [TranslationReport.Message])] = []
        for tag in raw.keys.sorted() {
            guard let locale = try? SpokenLocale(tag) else { continue }
            let check = SpeechCheck(locale: locale)
            var messages: [TranslationReport.Message] = []
            for key in keys {
                let findings = Self.findings(
                    lint, key: key, locale: tag, files: load.fileLocales, converted: converted != nil)
                let errors = findings.filter { $0.severity == .error }
                let fileErrors = Self.fileErrors(
                    lint, locale: tag, files: load.fileLocales, converted: converted != nil)
                let refusal = load.refusal(key: key, locale: tag)
                let reasons = errors.isEmpty && fileErrors.isEmpty ? refusal : errors + fileErrors
                let broken = reasons.isEmpty ? nil : reasons.map(\.message).joined(separator: "; ")
                let rows = (try? preview.rows(key: key, locale: locale)) ?? []
                var cases: [TranslationReport.Case] = []
                for row in rows {
                    // The source at the same values: "2 items selected" beside ru's few (2).
                    var values: [String: MessageArgument] = [:]
                    for argument in row.arguments { values[argument.name] = argument.value }
                    let source = sourceLanguage.flatMap {
                        try? store.text(key: key, locale: $0, arguments: values, timeZone: preview.timeZone)
                    }
                    let text = broken == nil ? row.text : ""
                    // Findings about the translator's words, not about the values Spoken formats
                    // into them (a date's "нояб." is ICU's): the token's letters are in the text
                    // as written.
                    let written = raw[tag]?[key] ?? ""
                    let marks =
                        broken == nil
                        ? check.findings(in: text).filter {
                            TranslationReport.isWritten($0.message, in: written)
                        }.map {
                            TranslationReport.SpeechMark(
                                offset: $0.offset, length: TranslationReport.quotedLength($0.message),
                                message: $0.message)
                        } : []
                    cases.append(
                        TranslationReport.Case(
                            label: row.caseDescription, source: source?.text, text: text, isMissing: row.isMissing,
                            speech: marks))
                }
                messages.append(
                    TranslationReport.Message(
                        key: key, source: raw[sourceLocale]?[key], translation: raw[tag]?[key], findings: findings,
                        brokenReason: broken, fallback: broken == nil ? rows.first?.fallback : nil, cases: cases))
            }
            result.append((tag, messages))
        }
        return result
    }

    /// Every message of a language broken by its file's errors (nothing of the group loads).
    static func brokenAll(_ raw: [String: [String: String]], tag: String, lint: LintReport, sourceLocale: String)
        -> [TranslationReport.Message]
    {
        let keys = (raw[sourceLocale] ?? [:]).keys.filter { !$0.hasPrefix("@") }.sorted()
        let reason = lint.diagnostics.filter { $0.severity == .error }.map(\.message).first ?? "The file cannot be read"
        return keys.map {
            TranslationReport.Message(
                key: $0, source: raw[sourceLocale]?[$0], translation: raw[tag]?[$0], findings: [], brokenReason: reason,
                fallback: nil, cases: [])
        }
    }

    /// An ARB file's string values by key (nil when it is no JSON object).
    static func strings(_ data: Data) -> [String: String]? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        return object.compactMapValues { $0 as? String }
    }

    /// The locale a finding is about: its own (String Catalogs, .strings), else its ARB file's.
    static func locale(of diagnostic: Diagnostic, files: [String: String], converted: Bool) -> String? {
        if let locale = diagnostic.locale { return (try? SpokenLocale(locale).identifier) ?? locale }
        guard !converted else { return nil }
        let name = diagnostic.file.split(separator: "/").last.map(String.init) ?? diagnostic.file
        if let tag = files.first(where: { ($0.key.split(separator: "/").last.map(String.init) ?? $0.key) == name })?
            .value
        {
            return tag
        }
        return name.hasSuffix(".arb") ? (try? SpokenLocale(String(name.dropLast(4))).identifier) : nil
    }

    static func findings(_ lint: LintReport, key: String, locale: String, files: [String: String], converted: Bool)
        -> [Diagnostic]
    {
        lint.diagnostics.filter { $0.key == key && Self.locale(of: $0, files: files, converted: converted) == locale }
    }

    /// Errors about a language's file as a whole (not JSON, a wrong `@@locale`).
    static func fileErrors(_ lint: LintReport, locale: String, files: [String: String], converted: Bool)
        -> [Diagnostic]
    {
        lint.diagnostics.filter {
            $0.severity == .error && ($0.key == nil || $0.key == "@@locale")
                && Self.locale(of: $0, files: files, converted: converted) == locale
        }
    }
}
