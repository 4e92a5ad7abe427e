/// `duplicate-locale`: two files of one catalog directory whose `@@locale` names one locale
/// (`de-DD.arb` beside `de-DE.arb`, `de_DE` and `de-de`), or two spellings of one locale among a
/// String Catalog's localizations (`de` and `DE`). Only one of them can be served or written; the
/// other would be lost, or fail later. Lint and the catalog loader run the same check.
package enum DuplicateLocaleRule: LintRule {
    package static let rule = DiagnosticCode.duplicateLocale
    package static let summary = "Two files or localizations name one locale (de-DD.arb beside de-DE.arb; de and DE)"

    /// One file's claim to a locale: its `@@locale` as written, canonical, and where.
    package struct Claim: Sendable, Hashable {
        package let file: String
        package let tag: String
        package let locale: String
        package let position: SourcePosition

        package init(file: String, tag: String, locale: String, position: SourcePosition) {
            self.file = file
            self.tag = tag
            self.locale = locale
            self.position = position
        }
    }

    /// The claim of a catalog whose `@@locale` locale-mismatch accepts (the locale the loader
    /// serves it under); nil otherwise.
    static func claim(_ catalog: LintCatalog) -> Claim? {
        guard let locale = LocaleMismatchRule.declaredLocale(catalog),
            let literal = catalog.localeMember?.value.stringLiteral
        else { return nil }
        let inside = SourcePosition(line: literal.position.line, column: literal.position.column + 1)
        return Claim(file: catalog.path, tag: literal.value, locale: locale.identifier, position: inside)
    }

    /// The findings of files' claims: per directory (one catalog set), in path order, the first
    /// file of each locale keeps it, and every later one is an error at its `@@locale`, naming
    /// the first.
    package static func check(_ claims: [Claim]) -> [Diagnostic] {
        var first: [String: Claim] = [:]
        var found: [Diagnostic] = []
        for claim in claims.sorted(by: { $0.file < $1.file }) {
            let (directory, _) = split(claim.file)
            let key = directory + "/" + claim.locale
            guard let kept = first[key] else {
                first[key] = claim
                continue
            }
            found.append(
                Diagnostic(
                    file: claim.file, at: claim.position, rule: rule, key: "@@locale",
                    message(claim.tag, claim.locale, as: kept.tag, in: String(split(kept.file).name))))
        }
        return found
    }

    /// `Locale 'de-DD' (de-DE) is also defined by 'de-DE.arb' ('de-DE'): one locale, one file`.
    static func message(_ tag: String, _ locale: String, as other: String, in file: String) -> String {
        "Locale '\(tag)' (\(locale)) is also defined by '\(file)' ('\(other)'): one locale, one file"
    }

    /// `Localization 'DE' (de) is also spelled 'de' in this catalog: one locale, one spelling`.
    package static func message(localization tag: String, _ locale: String, as other: String) -> String {
        "Localization '\(tag)' (\(locale)) is also spelled '\(other)' in this catalog: one locale, one spelling"
    }

    /// A path's directory and name.
    private static func split(_ path: String) -> (directory: Substring, name: Substring) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path[...]) }
        return (path[..<slash], path[path.index(after: slash)...])
    }
}

extension Diagnostic {
    /// One file's diagnostics by position; equal positions keep their order.
    package static func byPosition(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            (a.element.line, a.element.column, a.offset) < (b.element.line, b.element.column, b.offset)
        }.map(\.element)
    }
}
