internal import SpokenICU

/// A validated, canonical locale.
///
/// Accepts BCP 47 tags (`en-US`, `zh-Hans-CN`, `ar-EG-u-nu-latn`, `ja-JP-u-ca-japanese`) and ICU
/// ids (`zh_Hant_TW`, `ar_EG@numbers=latn`). A malformed tag, or a language ICU has no data for,
/// is an error naming the input: Spoken never falls back silently to ICU's root locale, which
/// would speak English-like patterns to a user who asked for another language. An ICU id keeps to
/// the plain grammar (`lang_Script_REGION_VARIANT@key=value;key=value`): ICU itself would read
/// `en_US.UTF-8/../../x` as `en_US`, and a locale read from a file may become a file name.
public struct SpokenLocale: Sendable, Hashable, CustomStringConvertible {
    /// Canonical BCP 47 tag, e.g. `zh-Hant-TW`, `ar-EG-u-nu-latn`.
    public let identifier: String
    /// ICU's id for the same locale, e.g. `zh_Hant_TW`, `ar_EG@numbers=latn`.
    public let icuIdentifier: String
    /// The language subtag (`zh`).
    public let language: String

    public static let enUS = try! SpokenLocale("en-US")  // swiftlint:disable:this force_try

    public init(_ tag: String) throws(SpokenError) {
        if let cached = Self.parsed.cachedValue(for: tag) {
            self = cached
            return
        }
        let parsed = try Self.parse(tag)
        Self.parsed.store(parsed, for: tag)
        self = parsed
    }

    public var description: String { identifier }

    /// True for locales whose script is written right to left (ar, he, fa, ur…).
    public var isRightToLeft: Bool { PseudoLocale(tag: identifier) == .bidi || spk_locale_is_rtl(icuIdentifier) != 0 }

    /// The locale with likely subtags added (`zh-TW` → `zh-Hant-TW`), used for fallback decisions.
    public var maximized: SpokenLocale {
        guard let id = try? icuCString({ spk_locale_maximize(icuIdentifier, $0, $1, &$2) }),
            let tag = try? icuCString({ spk_locale_to_tag(id, $0, $1, &$2) })
        else { return self }
        return SpokenLocale(identifier: tag, icuIdentifier: id, language: language)
    }

    private init(identifier: String, icuIdentifier: String, language: String) {
        self.identifier = identifier
        self.icuIdentifier = icuIdentifier
        self.language = language
    }

    /// Parsed tags, so that per-request parsing in a batch costs a dictionary lookup.
    private static let parsed = ParseMemo<SpokenLocale>(capacity: 4_096)

    private static func parse(_ tag: String) throws(SpokenError) -> SpokenLocale {
        let trimmed = tag
        guard !trimmed.isEmpty else { throw .invalidLocale(tag, "the tag is empty") }
        guard trimmed.utf8.count < 160 else { throw .invalidLocale(tag, "a locale tag is shorter than 160 bytes") }
        if let bad = trimmed.first(where: { !Self.isLocaleCharacter($0) }) {
            // '.', '/' and '\' above all: ICU drops what follows a '.' (`en_US.UTF-8/../../x` is
            // `en_US`), and a locale read from a file may name a file.
            throw .invalidLocale(
                tag,
                "a locale has only ASCII letters, digits, '-' and '_' (and '@', '=', ';' in options such as de@collation=phonebook), not '\(bad)'"
            )
        }
        var icuID: String
        if trimmed.contains("_") || trimmed.contains("@") {
            if let rest = Self.icuIDBreak(Array(trimmed.utf8)) {
                throw .invalidLocale(tag, "not a well-formed ICU locale id; it breaks at '\(rest)'")
            }
            // An ICU id; canonicalize it the way ICU does ("zh_TW" stays, "iw" → "he").
            do {
                icuID = try icuCString { spk_locale_canonicalize(trimmed, $0, $1, &$2) }
            } catch {
                throw .invalidLocale(tag, "ICU cannot canonicalize it (\(error.name))")
            }
        } else {
            var parsedLength: Int32 = 0
            do {
                icuID = try icuCString { spk_locale_from_tag(trimmed, $0, $1, &parsedLength, &$2) }
            } catch {
                throw .invalidLocale(tag, "not a well-formed BCP 47 tag (\(error.name))")
            }
            guard Int(parsedLength) == trimmed.utf8.count else {
                let bad = String(decoding: trimmed.utf8.dropFirst(Int(parsedLength)), as: UTF8.self)
                throw .invalidLocale(tag, "not a well-formed BCP 47 tag; it breaks at '\(bad)'")
            }
            if let canonical = try? icuCString({ spk_locale_canonicalize(icuID, $0, $1, &$2) }) {
                icuID = canonical
            }
        }
        let language = (try? icuCString { spk_locale_language(icuID, $0, $1, &$2) }) ?? ""
        guard !language.isEmpty, language != "und", language != "root" else {
            throw .invalidLocale(tag, "it names no language")
        }
        let identifier: String
        do {
            identifier = try icuCString { spk_locale_to_tag(icuID, $0, $1, &$2) }
        } catch {
            throw .invalidLocale(tag, "not expressible as a BCP 47 tag (\(error.name))")
        }
        // ICU ids keep some deprecated codes ("iw_IL") that the tag maps ("he-IL"): take the id of
        // the canonical tag so both name the same thing.
        if let fromTag = try? icuCString({ spk_locale_from_tag(identifier, $0, $1, nil, &$2) }) {
            icuID = fromTag
        }
        icuID = Self.formattingID(icuID)
        guard spk_locale_has_data(icuID) != 0 else {
            throw .invalidLocale(tag, "ICU has no data for language '\(language)'")
        }
        // An unknown numbering system (`en-u-nu-xxxx`) would fail every number ICU formats.
        var system = [CChar](repeating: 0, count: 64)
        if spk_locale_numbering_system(icuID, &system, Int32(system.count)) < 0 {
            let name = String(decoding: system.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw .invalidLocale(tag, "ICU has no numbering system '\(name)'")
        }
        // Pseudo-locales speak English words: ICU formats their numbers and dates as en.
        if PseudoLocale(tag: identifier) != nil { icuID = PseudoLocale.formattingICUIdentifier }
        return SpokenLocale(identifier: identifier, icuIdentifier: icuID, language: language)
    }
}

extension SpokenLocale {
    fileprivate static func isLocaleCharacter(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        switch ascii {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default: return "-_@=;".utf8.contains(ascii)
        }
    }

    /// Where an ICU id leaves the plain grammar, as the text from the part that cannot be read; nil
    /// when it is one: `lang([_-]subtag?)*` then optionally `@key=value(;key=value)*`, a language
    /// of 2 to 8 letters, subtags of at most 8 letters and digits (`en__POSIX` has an empty one),
    /// keyword values of letters and digits joined by '-' or '_'.
    fileprivate static func icuIDBreak(_ bytes: [UInt8]) -> String? {
        func isAlpha(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        func isAlnum(_ byte: UInt8) -> Bool {
            isAlpha(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }
        func rest(_ from: Int) -> String { String(decoding: bytes[from...], as: UTF8.self) }
        var index = 0
        while index < bytes.count, isAlpha(bytes[index]) { index += 1 }
        guard (2...8).contains(index) else { return rest(0) }
        // Subtags, each after a '_' or '-'.
        while index < bytes.count, bytes[index] == UInt8(ascii: "_") || bytes[index] == UInt8(ascii: "-") {
            let start = index
            index += 1
            while index < bytes.count, isAlnum(bytes[index]) { index += 1 }
            guard index - start - 1 <= 8 else { return rest(start) }
        }
        guard index < bytes.count else { return nil }
        guard bytes[index] == UInt8(ascii: "@") else { return rest(index) }
        // Keywords, the first after '@', the others after ';'.
        while index < bytes.count {
            let start = index
            index += 1
            let key = index
            while index < bytes.count, isAlnum(bytes[index]) { index += 1 }
            guard index > key, index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return rest(start) }
            index += 1
            let value = index
            while index < bytes.count,
                isAlnum(bytes[index]) || bytes[index] == UInt8(ascii: "-")
                    || bytes[index] == UInt8(ascii: "_")
            {
                index += 1
            }
            guard index > value, isAlnum(bytes[value]), isAlnum(bytes[index - 1]) else { return rest(start) }
            guard index == bytes.count || bytes[index] == UInt8(ascii: ";") else { return rest(start) }
        }
        return nil
    }
}

extension SpokenLocale {
    /// The keywords of an ICU id that can change what ICU's formatters say, with the values ICU
    /// reads (nil: any value, checked elsewhere). Private use (`-x-…`), transforms (`-t-…`),
    /// collation and segmentation keys, keywords ICU does not read and values it ignores (a
    /// calendar ICU does not know formats as gregorian) are left out of `icuIdentifier`, which
    /// every formatter cache's signature is made of: 8,000 tags `en-x-00000001`… were 8,000
    /// signatures of the same data (954 MiB of formatters).
    static let formattingKeywords: [String: Set<String>?] = [
        "calendar": nil, "numbers": nil, "hours": ["h11", "h12", "h23", "h24"],
        "fw": ["sun", "mon", "tue", "wed", "thu", "fri", "sat"], "measure": ["metric", "ussystem", "uksystem"],
        "mu": ["celsius", "fahrenhe", "kelvin"], "cf": ["standard", "account"], "rg": nil,
    ]

    /// `icuID` without what does not change ICU's data (`en@x=0001abcd` → `en`).
    static func formattingID(_ icuID: String) -> String {
        guard let at = icuID.firstIndex(of: "@") else { return icuID }
        let kept = icuID[icuID.index(after: at)...].split(separator: ";").filter { pair in
            let parts = pair.split(separator: "=", maxSplits: 1).map { $0.lowercased() }
            guard parts.count == 2, let values = formattingKeywords[parts[0]] else { return false }
            if let values { return values.contains(parts[1]) }
            switch parts[0] {
            case "calendar": return spk_calendar_is_known(parts[1]) != 0
            // A region override: a region (2 letters or 3 digits) and "zzzz".
            case "rg": return parts[1].utf8.count == 6 && parts[1].hasSuffix("zzzz")
            default: return true
            }
        }
        let base = String(icuID[..<at])
        return kept.isEmpty ? base : base + "@" + kept.joined(separator: ";")
    }
}

/// A bounded memo of successful parses keyed by the raw input string.
final class ParseMemo<Value: Sendable>: Sendable {
    private let cache: BoundedCache<String, Value>

    init(capacity: Int) { cache = BoundedCache(capacity: capacity) }

    func cachedValue(for key: String) -> Value? { cache.peek(key) }
    func store(_ value: Value, for key: String) { _ = cache.value(for: key) { value } }
}
