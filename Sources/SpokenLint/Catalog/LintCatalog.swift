import Spoken

/// One ARB file as lint sees it: its JSON with positions, its messages and its metadata.
struct LintCatalog: Sendable {
    let path: String
    let json: LocatedJSON
    /// Top-level members in file order, duplicates included.
    let members: [LocatedJSON.Member]
    /// The `@@locale` member (the first one).
    let localeMember: LocatedJSON.Member?
    /// Message keys (not starting with `@`), first occurrence of each, in file order.
    let messages: [LintMessage]
    /// `@key` metadata by message key.
    let metadata: [String: LintMetadata]
    private let indexByKey: [String: Int]
    /// Later occurrences of top-level keys, with the line of the first one (found while indexing,
    /// so the duplicate-key rule hashes no key twice).
    let duplicates: [(member: LocatedJSON.Member, firstLine: Int)]

    /// Reads a parsed document; nil (with the reason) when its top level is not an object.
    init?(path: String, json: LocatedJSON) {
        guard let members = json.root.members else { return nil }
        self.path = path
        self.json = json
        self.members = members
        var messages: [LintMessage] = []
        var metadata: [String: LintMetadata] = [:]
        var indexByKey: [String: Int] = [:]
        messages.reserveCapacity(members.count)
        indexByKey.reserveCapacity(members.count)
        var localeMember: LocatedJSON.Member?
        var duplicates: [(LocatedJSON.Member, Int)] = []
        var metadataLines: [String: Int] = [:]
        var globalLines: [String: Int] = [:]
        for member in members {
            let key = member.key.value
            let first = key.utf8.first
            if first == UInt8(ascii: "@"), key.utf8.dropFirst().first == UInt8(ascii: "@") {
                if let line = globalLines[key] {
                    duplicates.append((member, line))
                    continue
                }
                globalLines[key] = member.key.position.line
                if key == "@@locale" { localeMember = member }
            } else if first == UInt8(ascii: "@") {
                if let line = metadataLines[key] {
                    duplicates.append((member, line))
                    continue
                }
                metadataLines[key] = member.key.position.line
                metadata[String(key.dropFirst())] = LintMetadata(member.value)
            } else if let index = indexByKey.updateValue(messages.count, forKey: key) {
                // One hash per key: a duplicate (rare) puts the first occurrence back.
                indexByKey[key] = index
                duplicates.append((member, messages[index].member.key.position.line))
            } else {
                messages.append(LintMessage(key: key, member: member))
            }
        }
        self.duplicates = duplicates
        self.messages = messages
        self.metadata = metadata
        self.indexByKey = indexByKey
        self.localeMember = localeMember
    }

    func message(_ key: String) -> LintMessage? {
        indexByKey[key].map { messages[$0] }
    }

    /// The position of a message key in `messages`.
    func index(of key: String) -> Int? { indexByKey[key] }

    /// The file name's locale part: `l10n/zh-Hant.arb` → `zh-Hant`.
    var fileStem: String {
        var name = Substring(path)
        if let slash = name.lastIndex(of: "/") { name = name[name.index(after: slash)...] }
        if name.hasSuffix(".arb") { name = name.dropLast(4) }
        return String(name)
    }
}

/// One message entry.
///
/// A class: every rule's context refers to it instead of copying its strings.
final class LintMessage: Sendable {
    let key: String
    let member: LocatedJSON.Member
    /// The value's string literal; nil when the value is not a string.
    let literal: LocatedJSON.StringLiteral?
    /// `rotor.*` and `label.*` keys: names and labels that VoiceOver speaks as such.
    let isLabel: Bool

    init(key: String, member: LocatedJSON.Member) {
        self.key = key
        self.member = member
        literal = member.value.stringLiteral
        // The first byte rules out most keys before a prefix comparison.
        switch key.utf8.first {
        case UInt8(ascii: "r"): isLabel = key.utf8.starts(with: "rotor.".utf8)
        case UInt8(ascii: "l"): isLabel = key.utf8.starts(with: "label.".utf8)
        default: isLabel = false
        }
    }
}

/// Spoken's metadata for a message, from the source catalog's `@key` object.
struct LintMetadata: Sendable {
    var maxLength: Int?
    var translate = true
    var whitespaceSignificant = false
    /// `x-systemRotor`: the rotor names a kind VoiceOver knows (links, text fields).
    var systemRotor = false
    /// ARB placeholder types by name (`String`, `int`, `num`, `double`, `DateTime`).
    var placeholderTypes: [String: String] = [:]

    init(_ node: LocatedJSON.Node) {
        for member in node.members ?? [] {
            switch (member.key.value, member.value.value) {
            case ("x-maxLength", .number(let text)):
                maxLength = Int(text) ?? Double(text).flatMap { $0.isFinite && $0 >= 0 && $0 < 1e9 ? Int($0) : nil }
            case ("x-translate", .bool(let flag)):
                translate = flag
            case ("x-systemRotor", let value):
                if case .null = value {} else if case .bool(false) = value {} else { systemRotor = true }
            case ("placeholders", .object(let placeholders)):
                for placeholder in placeholders {
                    for field in placeholder.value.members ?? [] where field.key.value == "type" {
                        if let type = field.value.stringLiteral?.value {
                            placeholderTypes[placeholder.key.value] = type
                        }
                    }
                }
            case ("x-whitespace", .string(let literal)):
                whitespaceSignificant = literal.value == "significant"
            default:
                break
            }
        }
    }
}
