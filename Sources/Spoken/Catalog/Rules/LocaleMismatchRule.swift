/// `locale-mismatch`: `@@locale` is missing, not a valid tag, or not the locale of the file name
/// (both canonicalized with `SpokenLocale`, so `zh_Hant` and `zh-Hant` agree).
package enum LocaleMismatchRule: CatalogRule {
    package static let rule = DiagnosticCode.localeMismatch
    package static let summary = "@@locale is missing, not a valid locale tag, or not the file name's locale"

    static func check(_ context: CatalogContext, into sink: inout DiagnosticSink) {
        let catalog = context.catalog
        let stem = catalog.fileStem
        let fileLocale = try? SpokenLocale(stem)
        guard let member = catalog.localeMember else {
            let hint = fileLocale.map { ": add \"@@locale\": \"\($0.identifier)\"" } ?? ""
            sink.report(rule, key: "@@locale", at: insideRoot(catalog), "Missing '@@locale'\(hint)")
            return
        }
        guard let literal = member.value.stringLiteral else {
            sink.report(
                rule, key: "@@locale", at: member.value.position,
                "'@@locale' must be a string, not \(member.value.kindName)")
            return
        }
        let inside = SourcePosition(line: literal.position.line, column: literal.position.column + 1)
        let declared: SpokenLocale
        do {
            declared = try SpokenLocale(literal.value)
        } catch {
            sink.report(rule, key: "@@locale", at: inside, "'@@locale' is not a valid locale: \(error.message)")
            return
        }
        if let fileLocale, !sameLocale(fileLocale, declared) {
            sink.report(
                rule, key: "@@locale", at: inside,
                "'@@locale' is '\(literal.value)' but the file name says '\(stem)'")
        }
    }

    /// Equal canonical tags, or tags that differ only by a script that likely subtags imply
    /// (`zh-TW` and `zh-Hant-TW`; not `en` and `en-US`, nor `zh` and `zh-Hant`).
    static func sameLocale(_ a: SpokenLocale, _ b: SpokenLocale) -> Bool {
        if a.identifier == b.identifier { return true }
        func withoutScript(_ locale: SpokenLocale) -> [Substring] {
            var subtags = locale.identifier.split(separator: "-")
            if subtags.count > 1, subtags[1].count == 4 { subtags.remove(at: 1) }
            return subtags
        }
        return withoutScript(a) == withoutScript(b) && a.maximized.identifier == b.maximized.identifier
    }

    /// Just inside the top-level `{`.
    private static func insideRoot(_ catalog: LintCatalog) -> SourcePosition {
        let open = catalog.json.root.position
        return SourcePosition(line: open.line, column: open.column + 1)
    }

    /// The locale of `@@locale` when this rule finds nothing wrong with it (present, valid, the
    /// file name's locale when the name is one); nil otherwise. The catalog loader serves a file
    /// under this locale, and only when it has one.
    static func declaredLocale(_ catalog: LintCatalog) -> SpokenLocale? {
        guard let tag = catalog.localeMember?.value.stringLiteral?.value, let declared = try? SpokenLocale(tag) else {
            return nil
        }
        if let fileLocale = try? SpokenLocale(catalog.fileStem), !sameLocale(fileLocale, declared) { return nil }
        return declared
    }

    /// The locale a catalog is written in: its valid `@@locale`, else its file name's locale; nil
    /// when the two disagree (the mismatch is reported once, and no rule judges the messages by
    /// the rules of a language they may not be in).
    static func effectiveLocale(_ catalog: LintCatalog) -> SpokenLocale? {
        if let tag = catalog.localeMember?.value.stringLiteral?.value, let locale = try? SpokenLocale(tag) {
            if let fileLocale = try? SpokenLocale(catalog.fileStem), !sameLocale(fileLocale, locale) { return nil }
            return locale
        }
        return try? SpokenLocale(catalog.fileStem)
    }
}
