import Spoken

/// Something a conversion could not carry over, named by file, key and locale.
public struct ConversionNote: Sendable, Hashable, CustomStringConvertible {
    public let file: String
    public let key: String?
    public let locale: String?
    public let message: String

    public init(file: String, key: String?, locale: String?, message: String) {
        self.file = file
        self.key = key
        self.locale = locale
        self.message = message
    }

    /// `file: 'key' [de]: message`, terminal-safe (a key holding a newline or ESC cannot forge a
    /// line or reach the terminal, as in lint's output) and with long tokens cut.
    public var description: String {
        let key = key.map { "'\(SpokenError.token($0))'" } ?? ""
        let text = "\(file): \(key)\(locale.map { " [\($0)]" } ?? ""): \(SpokenError.shortenedQuotes(message))"
        return text.terminalSafe
    }
}

/// A converted catalog and what it left out.
public struct StringCatalogConversion: Sendable {
    public let catalog: StringCatalog
    public let notes: [ConversionNote]
}

/// Converts between Spoken's ARB catalogs and Xcode String Catalogs.
///
/// ```swift
/// let conversion = try StringCatalogConverter.stringCatalog(fromARB: files, sourceLocale: "en")
/// conversion.catalog.xcodeFormatted()   // Localizable.xcstrings for the iOS client
/// conversion.notes                      // select messages and other things left out
/// ```
public enum StringCatalogConverter {
    /// What a String Catalog cannot carry of Flutter's number formats (`"format": "currency"`): the
    /// number goes to the app as a printf argument, formatted by iOS without the format. And of
    /// value types' placeholders (`"type": "duration"`, `"relative"`): the catalog has `%@`, the
    /// spoken words the app passes, as each value type's declaration says
    /// (`ValuePlaceholder.stringCatalogNote`). The round trip keeps both in the trailer's `meta`.
    static func formatNotes(_ key: String, metadata: MessageMetadata?, file: String) -> [ConversionNote] {
        guard let metadata else { return [] }
        var notes: [ConversionNote] = []
        for name in metadata.placeholderNames {
            if let format = metadata.placeholderFormats[name] {
                notes.append(
                    ConversionNote(
                        file: file, key: key, locale: nil,
                        message:
                            "the number format '\(format.name.rawValue)' of placeholder '\(name)' has no String Catalog equivalent: the catalog passes the bare number, which the app formats itself; Spoken speaks it as \(format.name.spokenAs)"
                    ))
            } else if let type = metadata.placeholders[name], let placeholder = ValuePlaceholder.named(type) {
                notes.append(
                    ConversionNote(
                        file: file, key: key, locale: nil,
                        message: "placeholder '\(name)' is \(placeholder.noun): \(placeholder.stringCatalogNote)"))
            }
        }
        return notes
    }

    /// What a String Catalog cannot carry of a translation's grammatical case (`"eta": {"case":
    /// "accusative"}` in ru.arb): an argument has no case there, so the app passes the words,
    /// which it must speak in that case itself (the value type's op with its `case` field). The
    /// round trip keeps the case in the trailer's `localeMeta`.
    static func caseNotes(
        _ key: String, own: MessageMetadata?, source: MessageMetadata?, file: String, locale: String
    ) -> [ConversionNote] {
        guard let own, !own.placeholderCases.isEmpty else { return [] }
        let field = ValueField.grammaticalCase
        var notes: [ConversionNote] = []
        for name in own.placeholderCases.keys.sorted() {
            guard let grammaticalCase = own.placeholderCases[name] else { continue }
            let type = source?.placeholders[name] ?? own.placeholders[name]
            let valueType = type.flatMap(ValuePlaceholder.named)?.valueType
            var message =
                "placeholder '\(name)' takes the \(grammaticalCase) case, which an argument of a String Catalog cannot have: the catalog passes it as text (%@), which the app fills with the spoken words in the \(grammaticalCase)"
            if let valueType, valueType.field(field.name) != nil {
                message +=
                    " (the \(valueType.name) op of spoken render with \"\(field.name)\": \"\(grammaticalCase)\")"
            }
            notes.append(
                ConversionNote(
                    file: file, key: key, locale: locale, message: message + "; --to arb brings the case back"))
        }
        return notes
    }

    /// One String Catalog from ARB catalogs (one file per locale): every key of the source and
    /// every locale; messages as printf text (arguments numbered in the order of the source's
    /// `placeholders`, then of first use), plurals as variations or substitutions, `comment` from
    /// `description`, `extractionState: manual`, units `translated`. Throws when a file is not
    /// JSON or the source is missing.
    /// With `sizeLimit`, throws `tooLarge` before building the catalog's JSON when its entries
    /// alone are over it.
    public static func stringCatalog(
        fromARB files: [LintFile], sourceLocale: String, sizeLimit: Int = .max
    ) throws(StringCatalogError) -> StringCatalogConversion {
        var catalogs: [ARBFile] = []
        for file in files { catalogs.append(try ARBFile(file)) }
        guard let source = catalogs.first(where: { $0.locale == sourceLocale }) else {
            throw StringCatalogError(
                code: .invalidCatalog, file: files.first?.path ?? sourceLocale + ".arb",
                position: SourcePosition(line: 1, column: 1),
                message: "No source catalog for '\(sourceLocale)' among the ARB files (its @@locale or file name)")
        }
        var notes: [ConversionNote] = []
        let targets = catalogs.sorted { OrderedJSON.xcodeOrders($0.locale, before: $1.locale) }
        var entries: [StringCatalog.Entry] = []
        for (key, text) in source.messages {
            let metadata = source.metadata[key]
            var arguments: [(name: String, type: String?)] =
                metadata.map { metadata in metadata.placeholderNames.map { ($0, metadata.placeholders[$0]) } } ?? []
            if let nodes = try? ICUMessageConverter.parse(text) {
                var declared = Set(arguments.map(\.name))
                for name in Self.argumentNames(nodes) where declared.insert(name).inserted {
                    arguments.append((name, nil))
                }
            }
            var converter = ICUMessageConverter(arguments: arguments, escapesPercent: !arguments.isEmpty)
            var entry = StringCatalog.Entry(
                key: key, comment: Self.comment(metadata), extractionState: "manual")
            let translate = metadata?.translate ?? true
            if !translate { entry.shouldTranslate = false }
            var keyNotes: [ConversionNote] = []
            var originals: [(locale: String, text: String)] = []
            var localeMetadata: [(locale: String, metadata: [OrderedJSON.Member])] = []
            var caseNotes: [ConversionNote] = []
            for catalog in targets {
                guard let value = catalog.textByKey[key] else { continue }
                originals.append((catalog.locale, value))
                if catalog.locale != source.locale, let own = catalog.rawMetadata[key]?.members, !own.isEmpty {
                    localeMetadata.append((catalog.locale, own))
                }
                guard translate || catalog.locale == source.locale else { continue }
                var messages: [String] = []
                converter.pluralRules = ICUPluralRules.rules(locale: catalog.icuLocale, ordinal: false)
                do {
                    let localization = try converter.localization(value, notes: &messages)
                    entry.localizations.append((catalog.locale, localization))
                    if catalog.locale != source.locale {
                        caseNotes += Self.caseNotes(
                            key, own: catalog.metadata[key], source: metadata, file: catalog.path,
                            locale: catalog.locale)
                    }
                } catch {
                    let reason = error.reason
                    messages.append(reason + "; the message is left out")
                }
                for message in messages {
                    keyNotes.append(
                        ConversionNote(file: catalog.path, key: key, locale: catalog.locale, message: message))
                }
            }
            let hasSource = entry.localizations.contains { $0.locale == source.locale }
            if !hasSource {
                // Nothing for translators to do in the catalog: the message lives in the trailer.
                entry.localizations = []
                entry.shouldTranslate = false
            }
            entry.comment =
                Self.trailer(
                    entry, originals: originals, arguments: arguments.map(\.name),
                    metadata: source.rawMetadata[key], localeMetadata: localeMetadata, sourceLocale: source.locale
                )
                .map { $0.comment(appendedTo: entry.comment) } ?? entry.comment
            if !hasSource {
                // Without its source text the key would be shown as the text: no locale gets a
                // value; the comment's trailer carries every locale's message for --to arb.
                let reason = keyNotes.first { $0.locale == source.locale }?.message ?? ""
                notes.append(
                    ConversionNote(
                        file: source.path, key: key, locale: nil,
                        message:
                            "the key has no value in the catalog in any locale (its comment carries the messages for --to arb): "
                            + reason))
                entries.append(entry)
                continue
            }
            notes.append(contentsOf: keyNotes)
            notes.append(contentsOf: Self.formatNotes(key, metadata: metadata, file: source.path))
            notes.append(contentsOf: caseNotes)
            entries.append(entry)
        }
        for catalog in catalogs where catalog.locale != source.locale {
            for (key, _) in catalog.messages where source.textByKey[key] == nil {
                notes.append(
                    ConversionNote(
                        file: catalog.path, key: key, locale: catalog.locale,
                        message: "not in the source catalog; left out"))
            }
        }
        entries.sort { OrderedJSON.xcodeOrders($0.key, before: $1.key) }
        Self.carryFileAttributes(of: catalogs, sourceLocale: source.locale, in: &entries, notes: &notes)
        try StringCatalog.checkSize(of: entries, limit: sizeLimit, file: "Localizable.xcstrings")
        return StringCatalogConversion(
            catalog: StringCatalog(sourceLanguage: source.locale, entries: entries), notes: notes)
    }

    /// The trailer that brings an entry back to ARB as it was (see `ARBTrailer`): argument names,
    /// the `@key` attributes, and each locale's message whose catalog value does not convert back
    /// to the same text, with a fingerprint of what it does convert back to. Nil when the entry
    /// comes back the same without one.
    static func trailer(
        _ entry: StringCatalog.Entry, originals: [(locale: String, text: String)], arguments: [String],
        metadata: OrderedJSON?, localeMetadata: [(locale: String, metadata: [OrderedJSON.Member])] = [],
        sourceLocale: String
    ) -> ARBTrailer? {
        var trailer = ARBTrailer()
        trailer.arguments = arguments
        trailer.metadata = (metadata?.members ?? []).filter { $0.key != "description" }
        trailer.localeMetadata = localeMetadata
        var withoutComment = entry
        withoutComment.comment = nil
        let back = arbMessages(
            withoutComment, sourceLanguage: sourceLocale, argumentNames: arguments, keyIsSource: false, path: "")
        for (locale, text) in originals {
            let converted = back.results.first { $0.locale == locale }?.text
            guard converted != text else { continue }
            trailer.texts.append((locale, text))
            if let converted { trailer.fingerprints[locale] = ARBTrailer.fingerprint(converted) }
        }
        guard
            !trailer.arguments.isEmpty || !trailer.metadata.isEmpty || !trailer.texts.isEmpty
                || !trailer.localeMetadata.isEmpty
        else { return nil }
        return trailer
    }

    /// Each ARB file's own attributes besides `@@locale` (`@@last_modified`, `@@x-…`): a String
    /// Catalog has no place for them (Xcode drops unknown top-level keys), so the first entry's
    /// trailer carries them for `--to arb`. With no entry to carry them, a note says they were left out.
    static func carryFileAttributes(
        of catalogs: [ARBFile], sourceLocale: String, in entries: inout [StringCatalog.Entry],
        notes: inout [ConversionNote]
    ) {
        let attributes = catalogs.filter { !$0.attributes.isEmpty }
        guard !attributes.isEmpty else { return }
        guard !entries.isEmpty else {
            for catalog in attributes {
                notes.append(
                    ConversionNote(
                        file: catalog.path, key: nil, locale: nil,
                        message: "the catalog has no key to carry "
                            + catalog.attributes.map { "'\($0.key)'" }.joined(separator: ", ") + "; left out"))
            }
            return
        }
        var (comment, trailer) = ARBTrailer.split(entries[0].comment)
        if trailer == nil {
            // The entry's own argument names (substitutions, printf) come back without a trailer's.
            var fresh = ARBTrailer()
            fresh.arguments = []
            trailer = fresh
            comment = entries[0].comment
        }
        trailer?.fileAttributes = attributes.map { ($0.locale, $0.attributes) }
        entries[0].comment = trailer?.comment(appendedTo: comment)
    }

    /// The description, with the lint conventions ARB keeps as metadata appended in brackets
    /// (`[maxLength: 24]`, `[x-whitespace: significant]`, `[x-systemRotor: link]`), which String
    /// Catalog lint reads.
    static func comment(_ metadata: MessageMetadata?) -> String? {
        guard let metadata else { return nil }
        var markers: [String] = []
        if let maxLength = metadata.maxLength { markers.append("[maxLength: \(maxLength)]") }
        if metadata.whitespaceIsSignificant { markers.append("[x-whitespace: significant]") }
        if let rotor = metadata.systemRotor { markers.append("[x-systemRotor: \(rotor.rawValue)]") }
        guard !markers.isEmpty else { return metadata.description }
        return ((metadata.description.map { [$0] } ?? []) + markers).joined(separator: " ")
    }

    /// Argument names in order of first use.
    static func argumentNames(_ nodes: [ICUMessageConverter.Node]) -> [String] {
        var names: [String] = []
        var seen: Set<String> = []
        func visit(_ nodes: [ICUMessageConverter.Node]) {
            for node in nodes {
                switch node {
                case .argument(let name, _), .select(let name):
                    if seen.insert(name).inserted { names.append(name) }
                case .plural(let name, let cases, _):
                    if seen.insert(name).inserted { names.append(name) }
                    for item in cases { visit(item.nodes) }
                case .text, .pound:
                    break
                }
            }
        }
        visit(nodes)
        return names
    }
}

/// What conversion reads of an ARB file: its locale and messages in file order, and its `@key`
/// metadata as the one `MessageMetadata` model (read with the located JSON reader).
struct ARBFile {
    let path: String
    let locale: String
    let icuLocale: String
    var messages: [(key: String, text: String)] = []
    /// The text of each key (the first occurrence): converting looks every key up in every file.
    var textByKey: [String: String] = [:]
    /// The one `@key` model of the run time and lint (unusable values are lint's to report).
    var metadata: [String: MessageMetadata] = [:]
    /// Each `@key` object as written, which a String Catalog carries for the way back.
    var rawMetadata: [String: OrderedJSON] = [:]
    /// The file's own attributes besides `@@locale` (`@@last_modified`, `@@x-author`…), as written.
    var attributes: [OrderedJSON.Member] = []

    init(_ file: LintFile) throws(StringCatalogError) {
        path = file.path
        let json: LocatedJSON
        do {
            json = try LocatedJSON(parsing: file.bytes)
        } catch {
            throw StringCatalogError(
                code: .jsonSyntax, file: file.path, position: error.position,
                message: "'\(file.path)' is not valid JSON: \(error.message)")
        }
        guard let members = json.root.members else {
            throw StringCatalogError(
                code: .notAnObject, file: file.path, position: json.root.position,
                message: "'\(file.path)' holds \(json.root.kindName), not an ARB object")
        }
        let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
        var locale = name.hasSuffix(".arb") ? String(name.dropLast(4)) : name
        for member in members {
            let key = member.key.value
            if key == "@@locale", let tag = member.value.stringLiteral?.value {
                locale = tag
            } else if key.hasPrefix("@@") {
                if key != "@@locale" { attributes.append(.init(key, OrderedJSON(member.value))) }
            } else if key.hasPrefix("@") {
                let messageKey = String(key.dropFirst())
                let metadata = MessageMetadata(member.value, key: messageKey) { _, _, _ in }
                self.metadata[String(key.dropFirst())] = metadata
                rawMetadata[messageKey] = OrderedJSON(member.value)
            } else if let text = member.value.stringLiteral?.value {
                messages.append((key, text))
                if textByKey[key] == nil { textByKey[key] = text }
            }
        }
        let spoken = try? SpokenLocale(locale)
        self.locale = spoken?.identifier ?? locale
        icuLocale = spoken?.icuIdentifier ?? locale
    }
}
