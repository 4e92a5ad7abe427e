import Foundation

/// A problem with a catalog: the same located value `spoken lint` reports.
public typealias CatalogDiagnostic = Diagnostic

/// One ARB file: `@@locale`, messages, and (in the source) `@key` metadata.
///
/// Read with the package's located JSON reader, as `spoken lint` reads it: a problem is a
/// `Diagnostic` pointing at its line and column, and both agree on what a file means.
public struct Catalog: Sendable {
    /// The tag of `@@locale` (matches the file name).
    public let locale: String
    /// Where it came from (`l10n/zh-Hans.arb`, or a path in an override directory).
    public let file: String
    public let messages: [String: String]
    public let metadata: [String: MessageMetadata]
    /// Each message's string literal in its file, for located diagnostics.
    let literals: [String: LocatedLiteral]

    /// Parses ARB bytes. `file` is the path shown in diagnostics; its name (`zh-Hans.arb`) must
    /// match `@@locale`. Returns nil with at least one error when the file is unusable; bad
    /// entries are reported and left out.
    static func parse(_ bytes: [UInt8], file: String) -> (Catalog?, [Diagnostic]) {
        let json: LocatedJSON
        do {
            json = try LocatedJSON(parsing: bytes)
        } catch {
            return (nil, [Diagnostic(file: file, at: error.position, rule: .jsonSyntax, key: nil, error.message)])
        }
        var diagnostics: [Diagnostic] = []
        guard let members = json.root.members else {
            let message = "An ARB file is a JSON object, not \(json.root.kindName)"
            return (nil, [Diagnostic(file: file, at: json.root.position, rule: .jsonSyntax, key: nil, message)])
        }
        let file = file
        func report(_ rule: DiagnosticCode, _ key: String?, at position: SourcePosition, _ message: String) {
            diagnostics.append(Diagnostic(file: file, at: position, rule: rule, key: key, message))
        }
        let name = file.split(separator: "/").last.map(String.init) ?? file
        let stem = name.hasSuffix(".arb") ? String(name.dropLast(4)) : name
        guard let localeMember = members.first(where: { $0.key.value == "@@locale" }) else {
            report(.localeMismatch, "@@locale", at: json.root.position, "Missing '@@locale'")
            return (nil, diagnostics)
        }
        guard let tag = localeMember.value.stringLiteral?.value else {
            report(.localeMismatch, "@@locale", at: localeMember.value.position, "'@@locale' is not a string")
            return (nil, diagnostics)
        }
        let fileLocale = try? SpokenLocale(stem)
        let declared = try? SpokenLocale(tag)
        guard let fileLocale, let declared else {
            let bad = declared == nil ? tag : stem
            report(.localeMismatch, "@@locale", at: localeMember.value.position, "Invalid locale '\(bad)'")
            return (nil, diagnostics)
        }
        guard fileLocale.identifier == declared.identifier else {
            report(
                .localeMismatch, "@@locale", at: localeMember.value.position,
                "Locale '\(tag)' does not match the file name '\(name)'")
            return (nil, diagnostics)
        }
        var messages: [String: String] = [:]
        var metadata: [String: MessageMetadata] = [:]
        var literals: [String: LocatedLiteral] = [:]
        var seen: Set<String> = []
        for member in members {
            let key = member.key.value
            guard seen.insert(key).inserted else {
                report(.duplicateKey, key, at: member.key.position, "Duplicate key '\(key)'")
                continue
            }
            if key.hasPrefix("@@") { continue }
            if key.hasPrefix("@") {
                let messageKey = String(key.dropFirst())
                metadata[messageKey] = MessageMetadata(member.value, key: messageKey) { rule, position, message in
                    report(rule, messageKey, at: position, message)
                }
            } else if let literal = member.value.stringLiteral {
                messages[key] = literal.value
                literals[key] = LocatedLiteral(json: json, literal: literal)
            } else {
                report(
                    .messageSyntax, key, at: member.value.position,
                    "The value of '\(key)' is \(member.value.kindName), not a string")
            }
        }
        let catalog = Catalog(
            locale: fileLocale.identifier, file: file, messages: messages, metadata: metadata, literals: literals)
        return (catalog, diagnostics)
    }

    /// Where a UTF-16 offset inside the message of `key` is in the file (as `spoken lint`
    /// locates it); line 1 column 1 when the message came from elsewhere.
    func position(of key: String, utf16Offset: Int = 0) -> SourcePosition {
        guard let located = literals[key] else { return SourcePosition(line: 1, column: 1) }
        return located.json.position(in: located.literal, utf16Offset: utf16Offset)
    }
}

/// A message's string literal and the file it is in (catalogs layered from several files keep
/// each message's own).
struct LocatedLiteral: Sendable {
    let json: LocatedJSON
    let literal: LocatedJSON.StringLiteral
}
