/// One ARB file as lint sees it: its JSON with positions, its messages and its metadata.
struct LintCatalog: Sendable {
    let path: String
    let json: LocatedJSON
    /// Top-level members in file order, duplicates included.
    let members: [LocatedJSON.Member]
    /// The `@@locale` member (the first one).
    let localeMember: LocatedJSON.Member?
    /// Message keys (not starting with `@`), first occurrence of each, in file order.
    let messages: LintMessages
    /// `@key` metadata by message key.
    let metadata: [String: MessageMetadata]
    /// What `@key` objects say that Spoken cannot use (reported by `invalid-metadata`).
    let metadataProblems: [Diagnostic]
    private let indexByKey: KeyIndex
    /// Later occurrences of top-level keys, with the line of the first one (found while indexing,
    /// so the duplicate-key rule hashes no key twice).
    let duplicates: [(member: LocatedJSON.Member, firstLine: Int)]

    /// Reads a parsed document; nil (with the reason) when its top level is not an object.
    init?(path: String, json: LocatedJSON) {
        guard let members = json.root.members else { return nil }
        self.path = path
        self.json = json
        self.members = members
        var messages: [UInt32] = []
        var metadata: [String: MessageMetadata] = [:]
        var metadataProblems: [Diagnostic] = []
        var indexByKey = KeyIndex(capacity: members.count)
        messages.reserveCapacity(members.count)
        var localeMember: LocatedJSON.Member?
        var duplicates: [(LocatedJSON.Member, Int)] = []
        var metadataLines: [String: Int] = [:]
        var globalLines: [String: Int] = [:]
        // By index: each member is read where it lies (a copy retains every field of it).
        for memberIndex in members.indices {
            let key = members[memberIndex].key.value
            let first = key.utf8.first
            if first == UInt8(ascii: "@"), key.utf8.dropFirst().first == UInt8(ascii: "@") {
                if let line = globalLines[key] {
                    duplicates.append((members[memberIndex], line))
                    continue
                }
                globalLines[key] = members[memberIndex].key.position.line
                if key == "@@locale" { localeMember = members[memberIndex] }
            } else if first == UInt8(ascii: "@") {
                if let line = metadataLines[key] {
                    duplicates.append((members[memberIndex], line))
                    continue
                }
                metadataLines[key] = members[memberIndex].key.position.line
                let messageKey = String(key.dropFirst())
                metadata[messageKey] = MessageMetadata(members[memberIndex].value, key: messageKey) {
                    rule, position, message in
                    metadataProblems.append(Diagnostic(file: path, at: position, rule: rule, key: key, message))
                }
            } else if let index = indexByKey.insert(
                key, index: messages.count, keyAt: { members[Int(messages[$0])].key.value })
            {
                duplicates.append((members[memberIndex], members[Int(messages[index])].key.position.line))
            } else {
                messages.append(UInt32(truncatingIfNeeded: memberIndex))
            }
        }
        self.duplicates = duplicates
        self.messages = LintMessages(members: members, indexes: messages)
        self.metadata = metadata
        self.metadataProblems = metadataProblems
        self.indexByKey = indexByKey
        self.localeMember = localeMember
    }

    func message(_ key: String) -> LintMessage? {
        index(of: key).map { messages[$0] }
    }

    /// The position of a message key in `messages`.
    func index(of key: String) -> Int? {
        indexByKey.find(key) { messages[$0].key }
    }

    /// The file name's locale part: `l10n/zh-Hant.arb` → `zh-Hant`.
    var fileStem: String {
        var name = Substring(path)
        if let slash = name.lastIndex(of: "/") { name = name[name.index(after: slash)...] }
        if name.hasSuffix(".arb") { name = name.dropLast(4) }
        return String(name)
    }
}

/// The messages of a catalog: the index of each one's member, viewed as `LintMessage`s.
///
/// Four bytes per message instead of a copy of each member: a catalog of tiny keys would
/// otherwise hold every key twice (lint's memory is a small multiple of the file's size).
struct LintMessages: RandomAccessCollection, Sendable {
    let members: [LocatedJSON.Member]
    let indexes: [UInt32]

    var startIndex: Int { 0 }
    var endIndex: Int { indexes.count }

    subscript(position: Int) -> LintMessage {
        LintMessage(member: members[Int(indexes[position])])
    }

    /// The string literal of a message's value (nil when it is not a string), without copying
    /// its member.
    func literal(at position: Int) -> LocatedJSON.StringLiteral? {
        members[Int(indexes[position])].value.stringLiteral
    }

    /// The key of a message, without copying its member.
    func key(at position: Int) -> String {
        members[Int(indexes[position])].key.value
    }
}

/// One message entry: its member in the catalog's JSON.
struct LintMessage: Sendable {
    let member: LocatedJSON.Member

    var key: String { member.key.value }

    /// The value's string literal; nil when the value is not a string.
    var literal: LocatedJSON.StringLiteral? { member.value.stringLiteral }

    /// `rotor.*` and `label.*` keys: names and labels that VoiceOver speaks as such.
    var isLabel: Bool { Self.isLabel(member.key.value) }

    /// Whether a key is a rotor name's or a label's.
    static func isLabel(_ key: String) -> Bool {
        // The first byte rules out most keys before a prefix comparison.
        switch key.utf8.first {
        case UInt8(ascii: "r"): return key.utf8.starts(with: "rotor.".utf8)
        case UInt8(ascii: "l"): return key.utf8.starts(with: "label.".utf8)
        default: return false
        }
    }
}
