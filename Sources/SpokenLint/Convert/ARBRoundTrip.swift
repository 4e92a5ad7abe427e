import Spoken

/// What a String Catalog made from ARB keeps for the way back (`--to arb`), as the last line of
/// each entry's comment (Xcode keeps a comment as it is when translators edit values):
///
/// ```
/// Name of a custom rotor… [maxLength: 24]
///
/// spoken-arb: {"args":["count"],"meta":{"x-priority":"low",…},"text":{"en":"…"},"fp":{"en":"…"}}
/// ```
///
/// - `args`: the placeholder names in argument order (`%1$…` is `args[0]`), so the values come
///   back under their own names, edited or not;
/// - `meta`: the ARB `@key` object without its description (which is the comment's first part):
///   placeholder types, `x-priority` and every other attribute, as written;
/// - `text`: the ARB message of each locale whose catalog value does not come back as the same
///   text (a `select`, `=N` cases, ICU quoting, a number skeleton the catalog cannot hold), and
///   `fp`: a fingerprint of what that catalog value converts back to. An unedited value (its
///   fingerprint matches) comes back as the original text; an edited one as converted from the
///   catalog. A locale with `text` and no `fp` has no value in the catalog.
/// - `localeMeta`: each translation's own `@key` object, by locale, as written (a translator's
///   `{"placeholders": {"eta": {"case": "accusative"}}}` in ru.arb), which lives in no catalog
///   value; a trailer without it (written before it existed) reads as one without such objects.
/// - `file`: the first entry only: each ARB file's own attributes besides `@@locale`
///   (`@@last_modified`, `@@x-author`, any `@@x-…`), by locale, as written.
struct ARBTrailer: Sendable {
    /// Starts the trailer's line; a blank line sets it apart from the description.
    static let marker = "spoken-arb: "

    var arguments: [String] = []
    var metadata: [OrderedJSON.Member] = []
    var texts: [(locale: String, text: String)] = []
    var fingerprints: [String: String] = [:]
    /// Each translation's own `@key` object (not the source's: that is `metadata`), in file order.
    var localeMetadata: [(locale: String, metadata: [OrderedJSON.Member])] = []
    /// Each locale's file attributes (`@@last_modified`…), in file order.
    var fileAttributes: [(locale: String, attributes: [OrderedJSON.Member])] = []

    /// The original text of a locale, if carried.
    func text(_ locale: String) -> String? { texts.first { $0.locale == locale }?.text }

    /// A translation's own `@key` object, if carried.
    func metadata(_ locale: String) -> [OrderedJSON.Member]? {
        localeMetadata.first { $0.locale == locale }?.metadata
    }

    /// The trailer's line.
    var line: String {
        var members: [OrderedJSON.Member] = [.init("args", .array(arguments.map { .string($0) }))]
        if !metadata.isEmpty { members.append(.init("meta", .object(metadata))) }
        if !texts.isEmpty { members.append(.init("text", .object(texts.map { .init($0.locale, .string($0.text)) }))) }
        if !fingerprints.isEmpty {
            let sorted = fingerprints.keys.sorted { OrderedJSON.xcodeOrders($0, before: $1) }
            members.append(.init("fp", .object(sorted.map { .init($0, .string(fingerprints[$0] ?? "")) })))
        }
        if !localeMetadata.isEmpty {
            members.append(
                .init("localeMeta", .object(localeMetadata.map { .init($0.locale, .object($0.metadata)) })))
        }
        if !fileAttributes.isEmpty {
            members.append(.init("file", .object(fileAttributes.map { .init($0.locale, .object($0.attributes)) })))
        }
        return Self.marker + Self.json(.object(members), spaced: false)
    }

    /// A comment with the trailer appended.
    func comment(appendedTo comment: String?) -> String {
        guard let comment, !comment.isEmpty else { return line }
        return comment + "\n\n" + line
    }

    /// A comment split into what people wrote and the trailer (nil when there is none or it is not
    /// one Spoken wrote).
    static func split(_ comment: String?) -> (comment: String?, trailer: ARBTrailer?) {
        guard let comment else { return (nil, nil) }
        let head: String?
        let json: Substring
        if comment.hasPrefix(marker) {
            head = nil
            json = comment.dropFirst(marker.count)
        } else if let range = comment.ranges(of: "\n\n" + marker).last {
            head = String(comment[..<range.lowerBound])
            json = comment[range.upperBound...]
        } else {
            return (comment, nil)
        }
        guard let document = try? LocatedJSON(parsing: Array(json.utf8)), case .object = document.root.value else {
            return (comment, nil)
        }
        let root = OrderedJSON(document.root)
        var trailer = ARBTrailer()
        guard case .array(let names)? = root["args"] else { return (comment, nil) }
        trailer.arguments = names.compactMap(\.stringValue)
        trailer.metadata = root["meta"]?.members ?? []
        trailer.texts = (root["text"]?.members ?? []).compactMap { member in
            member.value.stringValue.map { (member.key, $0) }
        }
        for member in root["fp"]?.members ?? [] { trailer.fingerprints[member.key] = member.value.stringValue }
        trailer.localeMetadata = (root["localeMeta"]?.members ?? []).compactMap { member in
            member.value.members.map { (member.key, $0) }
        }
        trailer.fileAttributes = (root["file"]?.members ?? []).compactMap { member in
            member.value.members.map { (member.key, $0.filter { $0.key.hasPrefix("@@") && $0.key != "@@locale" }) }
        }
        return (head, trailer)
    }

    /// FNV-1a (64 bits) of the text's UTF-8, in hex: stable across runs and machines (Swift's
    /// `Hasher` is seeded per process).
    static func fingerprint(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// A JSON value on one line: compact (`spaced: false`) or as ARB metadata is written (`, `, `: `).
    static func json(_ value: OrderedJSON, spaced: Bool) -> String {
        let (comma, colon) = spaced ? (", ", ": ") : (",", ":")
        switch value {
        case .object(let members):
            return "{"
                + members.map { JSONString.quoted($0.key) + colon + json($0.value, spaced: spaced) }
                .joined(separator: comma) + "}"
        case .array(let elements):
            return "[" + elements.map { json($0, spaced: spaced) }.joined(separator: comma) + "]"
        case .string(let text): return JSONString.quoted(text)
        case .number(let text): return text
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        }
    }
}
