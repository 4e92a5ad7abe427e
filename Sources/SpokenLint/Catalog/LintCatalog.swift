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
    let metadata: [String: MessageMetadata]
    /// What `@key` objects say that Spoken cannot use (reported by `invalid-metadata`).
    let metadataProblems: [Diagnostic]
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
        var metadata: [String: MessageMetadata] = [:]
        var metadataProblems: [Diagnostic] = []
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
                let messageKey = String(key.dropFirst())
                metadata[messageKey] = MessageMetadata(member.value, key: messageKey) { rule, position, message in
                    metadataProblems.append(Diagnostic(file: path, at: position, rule: rule, key: key, message))
                }
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
        self.metadataProblems = metadataProblems
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
