import Spoken

/// One ARB catalog written by a conversion: its locale and text.
public struct ARBOutput: Sendable, Hashable {
    /// The canonical BCP 47 tag (`de-DE` for a String Catalog's `de_DE`), never the catalog's raw text.
    public let locale: String
    public let text: String

    /// `<locale>.arb`: made of the canonical tag (letters, digits and '-'), so it names a file in
    /// the output directory and nowhere else.
    public var fileName: String { locale + ".arb" }
}

extension StringCatalogConverter {
    /// ARB catalogs (one per locale) from a String Catalog, for what ICU MessageFormat can say:
    /// plain strings, printf arguments as `{arg1}`… (typed `int`, `num` or `String` in the source's
    /// metadata), plural variations and substitutions as `plural` arguments (`zero` as `=0`, the
    /// count as `#`), comments as `description`. Device variations, units in state `new`, and
    /// conversions ICU has no type for (`%x`, `%s`, `%p`) are reported and left out.
    public static func arbCatalogs(from catalog: StringCatalog, path: String) -> (
        catalogs: [ARBOutput], notes: [ConversionNote]
    ) {
        let sourceLanguage = catalog.sourceLanguage ?? "en"
        var notes: [ConversionNote] = []
        var messages: [String: [(key: String, text: String)]] = [:]
        var metadata:
            [(
                key: String, description: String?, placeholders: [(String, String)], translate: Bool,
                trailer: ARBTrailer?
            )] = []
        var locales: [String] = [sourceLanguage]
        var knownLocales: Set<String> = [sourceLanguage]
        // Each ARB file's own attributes (`@@last_modified`…), carried by the first entry's trailer.
        var fileAttributes: [String: [OrderedJSON.Member]] = [:]
        // Each translation's own `@key` object (a grammatical case), by key and locale.
        var localeMetadata: [String: [String: [OrderedJSON.Member]]] = [:]
        for entry in catalog.entries {
            for (locale, _) in entry.localizations where knownLocales.insert(locale).inserted { locales.append(locale) }
            let (comment, trailer) = ARBTrailer.split(entry.comment)
            if fileAttributes.isEmpty, let carried = trailer?.fileAttributes, !carried.isEmpty {
                for (locale, attributes) in carried { fileAttributes[locale] = attributes }
            }
            for (locale, _) in trailer?.texts ?? [] where knownLocales.insert(locale).inserted {
                locales.append(locale)
            }
            for (locale, members) in trailer?.localeMetadata ?? [] where locale != sourceLanguage {
                localeMetadata[entry.key, default: [:]][locale] = members
            }
            let converted = Self.arbMessages(
                entry, sourceLanguage: sourceLanguage, argumentNames: trailer?.arguments,
                keyIsSource: trailer?.text(sourceLanguage) == nil, path: path)
            if let unsupported = converted.unsupported {
                notes.append(unsupported)
                continue
            }
            var hasSource = false
            for result in Self.restored(converted.results, trailer: trailer) {
                if let note = result.note {
                    notes.append(ConversionNote(file: path, key: entry.key, locale: result.locale, message: note))
                }
                guard let text = result.text else { continue }
                messages[result.locale, default: []].append((entry.key, text))
                hasSource = hasSource || result.locale == sourceLanguage
            }
            if hasSource {
                metadata.append(
                    (entry.key, comment, converted.placeholders, entry.shouldTranslate != false, trailer))
            }
        }
        // Each key's metadata by lookup (a scan per key made the export quadratic).
        var metadataIndex: [String: Int] = [:]
        for (index, meta) in metadata.enumerated() where metadataIndex[meta.key] == nil {
            metadataIndex[meta.key] = index
        }
        var outputs: [ARBOutput] = []
        // Each output is named by the canonical tag; a locale that is none (`de.lproj/../../x`), or
        // one that names the same locale as an earlier one (`de_DE` after `de-DE`), is left out.
        var written: [String: String] = [:]
        for locale in locales {
            let canonical: String
            do {
                canonical = try SpokenLocale(locale).identifier
            } catch {
                notes.append(ConversionNote(file: path, key: nil, locale: nil, message: error.message + "; left out"))
                continue
            }
            if let earlier = written[canonical] {
                notes.append(
                    ConversionNote(
                        file: path, key: nil, locale: nil,
                        message:
                            "Locale '\(locale)' is '\(canonical)', as '\(earlier)' is; only '\(earlier)' is written"))
                continue
            }
            written[canonical] = locale
            var lines = ["  \"@@locale\": " + JSONString.quoted(canonical)]
            for member in fileAttributes[locale] ?? fileAttributes[canonical] ?? [] {
                lines.append("  " + JSONString.quoted(member.key) + ": " + ARBTrailer.json(member.value, spaced: true))
            }
            for (key, text) in messages[locale] ?? [] {
                lines.append("  " + JSONString.quoted(key) + ": " + JSONString.quoted(text))
                if locale != sourceLanguage, let own = localeMetadata[key]?[locale] ?? localeMetadata[key]?[canonical] {
                    // The translation's own attributes (its grammatical cases), as its file had them.
                    lines.append(
                        "  " + JSONString.quoted("@" + key) + ": " + ARBTrailer.json(.object(own), spaced: true))
                }
                guard locale == sourceLanguage, let meta = metadataIndex[key].map({ metadata[$0] }) else { continue }
                var fields: [String] = []
                // Conventions carried in the comment go back to ARB metadata.
                var description = meta.description
                var extra: [String] = []
                for marker in [" [x-whitespace: significant]", "[x-whitespace: significant]"] {
                    guard let text = description, let range = text.range(of: marker) else { continue }
                    var trimmed = text
                    trimmed.removeSubrange(range)
                    description = trimmed
                    extra.append("\"x-whitespace\": \"significant\"")
                    break
                }
                if let text = description,
                    let start = text.range(of: " [maxLength: ") ?? text.range(of: "[maxLength: "),
                    let end = text[start.upperBound...].firstIndex(of: "]"),
                    let limit = Int(text[start.upperBound..<end])
                {
                    var trimmed = text
                    trimmed.removeSubrange(start.lowerBound...end)
                    while trimmed.hasSuffix(" ") { trimmed.removeLast() }
                    description = trimmed
                    extra.insert("\"x-maxLength\": \(limit)", at: 0)
                }
                if let text = description,
                    let start = text.range(of: " [x-systemRotor: ") ?? text.range(of: "[x-systemRotor: "),
                    let end = text[start.upperBound...].firstIndex(of: "]")
                {
                    let rotor = String(text[start.upperBound..<end])
                    var trimmed = text
                    trimmed.removeSubrange(start.lowerBound...end)
                    description = trimmed
                    extra.append("\"x-systemRotor\": " + JSONString.quoted(rotor))
                }
                if let description, !description.isEmpty {
                    fields.append("\"description\": " + JSONString.quoted(description))
                }
                if let trailer = meta.trailer {
                    // Spoken's own catalog: the attributes as the ARB file had them.
                    fields += trailer.metadata.filter { $0.key != "description" }.map {
                        JSONString.quoted($0.key) + ": " + ARBTrailer.json($0.value, spaced: true)
                    }
                    if !fields.isEmpty {
                        lines.append("  " + JSONString.quoted("@" + key) + ": {" + fields.joined(separator: ", ") + "}")
                    }
                    continue
                }
                fields += extra
                if !meta.translate { fields.append("\"x-translate\": false") }
                if !meta.placeholders.isEmpty {
                    let items = meta.placeholders.map { "\"\($0.0)\": {\"type\": \"\($0.1)\"}" }
                    fields.append("\"placeholders\": {" + items.joined(separator: ", ") + "}")
                }
                if !fields.isEmpty {
                    lines.append("  " + JSONString.quoted("@" + key) + ": {" + fields.joined(separator: ", ") + "}")
                }
            }
            outputs.append(ARBOutput(locale: canonical, text: "{\n" + lines.joined(separator: ",\n") + "\n}\n"))
        }
        return (outputs, notes)
    }

    /// What converting one entry gives: its placeholders and each locale's ICU message (nil text
    /// and a note: left out, and why; nil text and no note: nothing translated), or why the whole
    /// key is left out.
    struct ARBEntryMessages {
        var placeholders: [(String, String)] = []
        var results: [(locale: String, text: String?, note: String?)] = []
        var unsupported: ConversionNote?
    }

    /// One entry as ICU messages, by locale in the entry's order. `argumentNames` name the
    /// arguments in order (a trailer's); else substitution names, else `argN`. `keyIsSource`:
    /// without a source-language value the key is the source text.
    static func arbMessages(
        _ entry: StringCatalog.Entry, sourceLanguage: String, argumentNames: [String]?, keyIsSource: Bool,
        path: String
    ) -> ARBEntryMessages {
        var result = ARBEntryMessages()
        let source = entry.localizations.first { $0.locale == sourceLanguage }?.localization
        // The arguments: the key's, then the source value's (index → type).
        var types: [Int: PrintfArgumentType] = [:]
        for (index, argument) in PrintfFormat(Array(entry.key.utf16)).arguments() {
            if let type = argument.type { types[index] = type }
        }
        var names: [Int: String] = [:]
        if let source { Self.collectTypes(source, into: &types, names: &names) }
        for (offset, name) in (argumentNames ?? []).enumerated() { names[offset + 1] = name }
        // Names of substitutions in translations too (fr pluralizes on another argument).
        for (_, localization) in entry.localizations {
            var scratch: [Int: PrintfArgumentType] = [:]
            Self.collectTypes(localization, into: &scratch, names: &names)
        }
        let counted = types.keys.sorted().first { types[$0]?.kind.isNumeric == true }
        var placeholders: [(String, String)] = []
        // printf meaning an ARB placeholder cannot carry, in the key or the source: never guessed.
        var unsupported: String? = "a key starting with '@' is ARB metadata in an ARB file"
        if !entry.key.hasPrefix("@") {
            unsupported = Self.printfProblem(entry.key, token: false)
            for (text, token) in source.map(Self.leafTexts) ?? [] where unsupported == nil {
                unsupported = Self.printfProblem(text, token: token)
            }
        }
        if unsupported == nil, let last = types.keys.max(), last > types.count,
            let missing = (1...last).first(where: { types[$0] == nil })
        {
            // ARB names its placeholders: argument 2147483648 would come back as the next one.
            unsupported =
                "'\(types[last]?.spelling ?? "?")' reads argument \(last), but no directive reads argument \(missing)"
        }
        for index in types.keys.sorted() where unsupported == nil {
            guard let type = types[index], let name = Self.arbType(type) else {
                unsupported = "'\(types[index]?.spelling ?? "?")' has no ICU MessageFormat type"
                break
            }
            placeholders.append((Self.placeholderName(index, names), name))
        }
        if let unsupported {
            result.unsupported = ConversionNote(
                file: path, key: entry.key, locale: nil, message: unsupported + "; the key is left out")
            return result
        }
        result.placeholders = placeholders
        // Without arguments the text is not a format string: '%' is literal.
        let isFormat = !types.isEmpty
        for (locale, localization) in entry.localizations {
            do throws(ICUMessageConverter.Failure) {
                if isFormat {
                    for (text, token) in Self.leafTexts(localization) {
                        if let problem = Self.printfProblem(text, token: token) { throw .unsupported(problem) }
                    }
                }
                guard
                    let text = try Self.icuMessage(localization, counted: counted, names: names, isFormat: isFormat)
                else {
                    result.results.append((locale, nil, nil))
                    continue
                }
                result.results.append((locale, text, nil))
            } catch {
                result.results.append((locale, nil, error.reason + "; left out"))
            }
        }
        if source == nil, keyIsSource {
            // No source-language localization (Xcode's usual shape for extracted strings): the
            // key is the source text, a format string when it has arguments.
            let keyText = StringCatalog.Localization(stringUnit: .init(state: "translated", value: entry.key))
            do throws(ICUMessageConverter.Failure) {
                if let text = try Self.icuMessage(keyText, counted: counted, names: names, isFormat: isFormat) {
                    result.results.append((sourceLanguage, text, nil))
                }
            } catch {
                result.results.append((sourceLanguage, nil, "the key as source text: " + error.reason + "; left out"))
            }
        }
        return result
    }

    /// Each locale's message for the way back: a value whose conversion is the one the trailer
    /// fingerprinted (not edited since) comes back as the trailer's original text; an edited one
    /// as converted; a locale the catalog holds no value for, from the trailer.
    static func restored(
        _ results: [(locale: String, text: String?, note: String?)], trailer: ARBTrailer?
    ) -> [(locale: String, text: String?, note: String?)] {
        guard let trailer else { return results }
        var out: [(locale: String, text: String?, note: String?)] = []
        var seen: Set<String> = []
        for result in results {
            seen.insert(result.locale)
            guard let original = trailer.text(result.locale) else {
                out.append(result)
                continue
            }
            let fingerprint = trailer.fingerprints[result.locale]
            if let text = result.text {
                out.append((result.locale, fingerprint == ARBTrailer.fingerprint(text) ? original : text, nil))
            } else if let note = result.note {
                // Never in the catalog (no fingerprint): the original, silently. Edited into
                // something ARB cannot say: the original, and why.
                out.append(
                    (
                        result.locale, original,
                        fingerprint == nil ? nil : note + "; the original text comes back instead"
                    ))
            }
        }
        for (locale, original) in trailer.texts where !seen.contains(locale) { out.append((locale, original, nil)) }
        return out
    }

    /// Why one printf text cannot become an ARB message without changing what it says: a
    /// directive shaped by flags, a width or a precision (`%.2f`, `%5lld`, `%*d`), or one
    /// argument read as two types (`%1$@ %1$d`); nil when it can.
    static func printfProblem(_ text: String, token: Bool) -> String? {
        let format = PrintfFormat(Array(text.utf16), allowsArgumentToken: token)
        for directive in format.directives {
            guard case .argument(let type) = directive.kind else { continue }
            if directive.starArguments > 0 {
                return
                    "'\(type.spelling)' takes its width or precision from an argument, which an ARB placeholder does not carry"
            }
            if directive.formatsArgument {
                return "'\(type.spelling)' sets flags, a width or a precision, which an ARB placeholder does not carry"
            }
        }
        var conflict: String?
        _ = format.arguments(conflict: { index, first, then, _ in
            if conflict == nil {
                conflict = "'\(then.spelling)' reads argument \(index) as another type than '\(first.spelling)' does"
            }
        })
        return conflict
    }

    /// Every printf text of a localization, with whether `%arg` is valid in it (substitution cases).
    static func leafTexts(_ localization: StringCatalog.Localization) -> [(String, Bool)] {
        var texts: [(String, Bool)] = []
        if let unit = localization.stringUnit { texts.append((unit.value, false)) }
        switch localization.variations {
        case .plural(let cases)?:
            for item in cases { texts += leafTexts(item.localization) }
        case .device(let cases)?:
            for item in cases { texts += leafTexts(item.localization) }
        case nil:
            break
        }
        for item in localization.substitutions {
            for plural in item.substitution.plural {
                texts += leafTexts(plural.localization).map { ($0.0, true) }
            }
        }
        return texts
    }

    static func arbType(_ type: PrintfArgumentType) -> String? {
        switch type.kind {
        case .object: "String"
        case .signedInteger: "int"
        case .unsignedInteger: type.spelling.last == "u" || type.spelling.last == "U" ? "int" : nil
        case .double: "num"
        case .character, .cString, .pointer: nil
        }
    }

    static func collectTypes(
        _ localization: StringCatalog.Localization, into types: inout [Int: PrintfArgumentType],
        names: inout [Int: String]
    ) {
        var leaves: [(String, Bool)] = []
        if let unit = localization.stringUnit { leaves.append((unit.value, false)) }
        if case .plural(let cases)? = localization.variations {
            for item in cases { if let unit = item.localization.stringUnit { leaves.append((unit.value, false)) } }
        }
        if case .device(let cases)? = localization.variations {
            for item in cases { collectTypes(item.localization, into: &types, names: &names) }
        }
        let root = localization.stringUnit.map { PrintfFormat(Array($0.value.utf16)) }
        let substitutions = localization.substitutionsByName
        var next = 1
        for directive in root?.directives ?? [] {
            guard case .substitution(let name) = directive.kind else {
                if directive.readsArgument, directive.position == nil { next += 1 }
                continue
            }
            let substitution = substitutions[name]
            let index = substitution?.argNum ?? directive.position ?? next
            if directive.position == nil { next += 1 }
            if let substitution, let type = PrintfFormat.type(ofSpecifier: substitution.formatSpecifier) {
                types[index] = types[index] ?? type
                // A substitution's name, when ICU accepts it, names the placeholder.
                if names[index] == nil, let first = name.unicodeScalars.first, !("0"..."9").contains(first),
                    name.unicodeScalars.allSatisfy({
                        $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_"
                    })
                {
                    names[index] = name
                }
                for plural in substitution.plural {
                    if let unit = plural.localization.stringUnit { leaves.append((unit.value, true)) }
                }
            }
        }
        for (text, token) in leaves {
            for (index, argument) in PrintfFormat(Array(text.utf16), allowsArgumentToken: token).arguments() {
                if types[index] == nil, let type = argument.type { types[index] = type }
            }
        }
    }

    /// A localization as an ICU message; nil when it holds nothing translated.
    static func icuMessage(
        _ localization: StringCatalog.Localization, counted: Int?, names: [Int: String], isFormat: Bool = true
    ) throws(ICUMessageConverter.Failure) -> String? {
        if case .device = localization.variations {
            throw .unsupported("device variations have no ARB equivalent")
        }
        if case .plural(let cases)? = localization.variations {
            guard let counted else { throw .unsupported("a plural without a numeric argument") }
            var parts: [String] = []
            for item in cases {
                guard let unit = item.localization.stringUnit, unit.state != "new" else { continue }
                let selector = item.name == "zero" ? "=0" : item.name
                parts.append(
                    selector + " {" + (try icuText(unit.value, pound: counted, token: nil, names: names)) + "}")
            }
            guard !parts.isEmpty else { return nil }
            return "{\(placeholderName(counted, names)), plural, " + ordered(parts).joined(separator: " ") + "}"
        }
        guard let unit = localization.stringUnit, unit.state != "new" else { return nil }
        guard isFormat else { return icuLiteral(unit.value, inPlural: false) }
        var substitutions: [String: String] = [:]
        let defined = localization.substitutionsByName
        let root = PrintfFormat(Array(unit.value.utf16))
        var next = 1
        for directive in root.directives {
            guard case .substitution(let name) = directive.kind else {
                if directive.readsArgument, directive.position == nil { next += 1 }
                continue
            }
            guard let item = defined[name] else {
                throw .unsupported("the substitution '\(name)' is not defined")
            }
            let index = item.argNum ?? directive.position ?? next
            if directive.position == nil { next += 1 }
            var parts: [String] = []
            for plural in item.plural {
                guard let leaf = plural.localization.stringUnit else { continue }
                let selector = plural.name == "zero" ? "=0" : plural.name
                parts.append(
                    selector + " {" + (try icuText(leaf.value, pound: index, token: index, names: names)) + "}")
            }
            substitutions[name] =
                "{\(placeholderName(index, names)), plural, " + ordered(parts).joined(separator: " ") + "}"
        }
        return try icuText(unit.value, pound: nil, token: nil, names: names, substitutions: substitutions)
    }

    /// `argN`, or the name of the substitution that reads argument N.
    static func placeholderName(_ index: Int, _ names: [Int: String]) -> String { names[index] ?? "arg\(index)" }

    /// Plural cases in CLDR order, `=0` first, as ARB catalogs list them.
    static func ordered(_ parts: [String]) -> [String] {
        let order = ["=0", "zero", "one", "two", "few", "many", "other"]
        func rank(_ part: String) -> Int { order.firstIndex { part.hasPrefix($0 + " ") } ?? order.count }
        return parts.sorted { rank($0) < rank($1) }
    }

    /// printf text as ICU text: literal text quoted, `%N$@` as `{argN}`, the plural's count (or
    /// `%arg`) as `#`, `%%` as `%`, substitutions replaced by their plural.
    static func icuText(
        _ text: String, pound: Int?, token: Int?, names: [Int: String] = [:], substitutions: [String: String] = [:]
    ) throws(ICUMessageConverter.Failure) -> String {
        let units = Array(text.utf16)
        let format = PrintfFormat(units, allowsArgumentToken: token != nil)
        if let problem = format.problems.first {
            throw .unsupported("the value has a malformed directive (\(problem.message))")
        }
        var out = ""
        var cursor = 0
        var next = 1
        for directive in format.directives {
            out += icuLiteral(
                String(decoding: units[cursor..<directive.range.lowerBound], as: UTF16.self), inPlural: pound != nil)
            cursor = directive.range.upperBound
            switch directive.kind {
            case .percent:
                out += "%"
            case .substitutionArgument:
                out += "#"
            case .substitution(let name):
                if directive.position == nil { next += 1 }
                out += substitutions[name] ?? ""
            case .argument:
                let index = directive.position ?? next
                if directive.position == nil { next += 1 }
                out += index == pound ? "#" : "{\(placeholderName(index, names))}"
            }
        }
        out += icuLiteral(String(decoding: units[cursor...], as: UTF16.self), inPlural: pound != nil)
        return out
    }

    /// Literal text in ICU MessageFormat: apostrophes doubled, braces (and `#` in a plural) quoted.
    static func icuLiteral(_ text: String, inPlural: Bool) -> String {
        var out = ""
        for character in text {
            switch character {
            case "'": out += "''"
            case "{", "}": out += "'\(character)'"
            case "#" where inPlural: out += "'#'"
            default: out.append(character)
            }
        }
        return out
    }
}
