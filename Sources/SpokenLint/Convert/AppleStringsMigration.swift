import Spoken

extension StringCatalogConverter {
    /// One String Catalog from a table's `.strings` and `.stringsdict` files in `<locale>.lproj`
    /// folders (the migration Xcode does): every key and locale, `extractionState: migrated`,
    /// units `translated`, comments from the source `.strings`. A `.stringsdict` format that is
    /// one variable becomes plural variations; any other becomes substitutions, whose cases read
    /// the variable as `%arg`. A `.stringsdict` entry wins over the same key in `.strings`, as at
    /// run time. Throws when a file cannot be read or the files are not one table.
    /// With `sizeLimit`, throws `tooLarge` before building the catalog's JSON when its entries
    /// alone are over it.
    public static func stringCatalog(
        fromStrings files: [LintFile], sourceLocale: String, sizeLimit: Int = .max
    ) throws(StringCatalogError) -> StringCatalogConversion {
        let tables = Set(files.map { Self.tableName($0.path) })
        guard tables.count == 1 else {
            throw StringCatalogError(
                code: .invalidCatalog, file: files.first?.path ?? "", position: SourcePosition(line: 1, column: 1),
                message:
                    "Give the files of one table (Localizable.strings and .stringsdict), not \(tables.sorted().joined(separator: ", "))"
            )
        }
        var notes: [ConversionNote] = []
        // locale → key → localization, in file order; comments by key from the source.
        var byLocale: [String: [(key: String, localization: StringCatalog.Localization)]] = [:]
        // Where each key sits in its locale's list, and the keys seen: lookups, not scans, so
        // that time stays linear in the number of keys.
        var indexByLocale: [String: [String: Int]] = [:]
        var comments: [String: String] = [:]
        var keys: [String] = []
        var knownKeys: Set<String> = []
        for file in files.sorted(by: { $0.path.hasSuffix(".strings") && !$1.path.hasSuffix(".strings") }) {
            guard let folder = AppleStringsLinter.locale(of: file.path) else {
                notes.append(
                    ConversionNote(
                        file: file.path, key: nil, locale: nil, message: "not in a <locale>.lproj folder; left out"))
                continue
            }
            let locale = folder == "Base" ? sourceLocale : folder
            var localizations = byLocale[locale] ?? []
            var indexes = indexByLocale[locale] ?? [:]
            func put(_ key: String, _ localization: StringCatalog.Localization) {
                if let index = indexes[key] {
                    localizations[index].localization = localization
                } else {
                    indexes[key] = localizations.count
                    localizations.append((key, localization))
                }
                if knownKeys.insert(key).inserted { keys.append(key) }
            }
            if file.path.hasSuffix(".stringsdict") {
                for item in try AppleStringsLinter.readDictionary(file) {
                    guard let localization = Self.migrate(item, file: file, locale: locale, notes: &notes) else {
                        continue
                    }
                    put(item.key, localization)
                }
            } else {
                for entry in try StringsFile(parsing: file.bytes, path: file.path).entries {
                    put(
                        entry.key,
                        StringCatalog.Localization(stringUnit: .init(state: "translated", value: entry.value)))
                    if locale == sourceLocale, let comment = entry.comment, !comment.isEmpty {
                        comments[entry.key] = comment
                    }
                }
            }
            byLocale[locale] = localizations
            indexByLocale[locale] = indexes
        }
        let locales = byLocale.keys.sorted { OrderedJSON.xcodeOrders($0, before: $1) }
        var entries: [StringCatalog.Entry] = []
        for key in keys.sorted(by: { OrderedJSON.xcodeOrders($0, before: $1) }) {
            var entry = StringCatalog.Entry(key: key, comment: comments[key], extractionState: "migrated")
            for locale in locales {
                if let index = indexByLocale[locale]?[key], let localization = byLocale[locale]?[index].localization {
                    entry.localizations.append((locale, localization))
                }
            }
            entries.append(entry)
        }
        try StringCatalog.checkSize(of: entries, limit: sizeLimit, file: "Localizable.xcstrings")
        return StringCatalogConversion(
            catalog: StringCatalog(sourceLanguage: sourceLocale, entries: entries), notes: notes)
    }

    static func tableName(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return String(name.prefix { $0 != "." })
    }

    /// A `.stringsdict` entry as a localization; nil (with a note) when it has no format.
    static func migrate(
        _ item: AppleStringsLinter.Keyed, file: LintFile, locale: String, notes: inout [ConversionNote]
    ) -> StringCatalog.Localization? {
        guard let format = item.value?.text else {
            notes.append(
                ConversionNote(
                    file: file.path, key: item.key, locale: locale, message: "no NSStringLocalizedFormatKey; left out"))
            return nil
        }
        func unit(_ value: String) -> StringCatalog.Localization {
            StringCatalog.Localization(stringUnit: .init(state: "translated", value: value))
        }
        func cases(_ variable: AppleStringsLinter.Keyed.Variable, token: Bool) -> [StringCatalog.Variations.Case] {
            variable.cases.sorted { OrderedJSON.xcodeOrders($0.name, before: $1.name) }.map { item in
                .init(item.name, unit(token ? Self.replacingFirstSequential(item.text.units) : item.text.text))
            }
        }
        if item.variables.count == 1, format == "%#@\(item.variables[0].name)@" {
            return StringCatalog.Localization(variations: .plural(cases(item.variables[0], token: false)))
        }
        var substitutions: [(name: String, substitution: StringCatalog.Substitution)] = []
        for variable in item.variables.sorted(by: { OrderedJSON.xcodeOrders($0.name, before: $1.name) }) {
            let specifier = variable.type.map { String($0.spelling.dropFirst()) } ?? "d"
            substitutions.append(
                (
                    variable.name,
                    StringCatalog.Substitution(
                        argNum: nil, formatSpecifier: specifier, plural: cases(variable, token: true))
                ))
        }
        return StringCatalog.Localization(
            stringUnit: .init(state: "translated", value: format), substitutions: substitutions)
    }

    /// A `.stringsdict` case with its first sequential directive (the variable's) as `%arg`.
    static func replacingFirstSequential(_ units: [UInt16]) -> String {
        let format = PrintfFormat(units)
        for directive in format.directives where directive.position == nil && directive.readsArgument {
            if case .argument = directive.kind {
                let replaced =
                    Array(units[..<directive.range.lowerBound]) + Array("%arg".utf16)
                    + Array(units[directive.range.upperBound...])
                return String(decoding: replaced, as: UTF16.self)
            }
        }
        return String(decoding: units, as: UTF16.self)
    }
}
