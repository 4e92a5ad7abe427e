internal import SpokenICU

/// A validated, canonical locale.
///
/// Accepts BCP 47 tags (`en-US`, `zh-Hans-CN`, `ar-EG-u-nu-latn`, `ja-JP-u-ca-japanese`) and ICU
/// ids (`zh_Hant_TW`, `ar_EG@numbers=latn`). A malformed tag, or a language ICU has no data for,
/// is an error naming the input: Spoken never falls back silently to ICU's root locale, which
/// would speak English-like patterns to a user who asked for another language.
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
    private static let parsed = ParseMemo<SpokenLocale>(capacity: 512)

    private static func parse(_ tag: String) throws(SpokenError) -> SpokenLocale {
        let trimmed = tag
        guard !trimmed.isEmpty else { throw .invalidLocale(tag, "the tag is empty") }
        guard trimmed.utf8.count < 160, trimmed.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
            throw .invalidLocale(tag, "a locale tag has only ASCII letters, digits, '-' and '_'")
        }
        var icuID: String
        if trimmed.contains("_") || trimmed.contains("@") {
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
        guard spk_locale_has_data(icuID) != 0 else {
            throw .invalidLocale(tag, "ICU has no data for language '\(language)'")
        }
        // Pseudo-locales speak English words: ICU formats their numbers and dates as en.
        if PseudoLocale(tag: identifier) != nil { icuID = PseudoLocale.formattingICUIdentifier }
        return SpokenLocale(identifier: identifier, icuIdentifier: icuID, language: language)
    }
}

/// A bounded memo of successful parses keyed by the raw input string.
final class ParseMemo<Value: Sendable>: Sendable {
    private let cache: BoundedCache<String, Value>

    init(capacity: Int) { cache = BoundedCache(capacity: capacity) }

    func cachedValue(for key: String) -> Value? { cache.peek(key) }
    func store(_ value: Value, for key: String) { _ = cache.value(for: key) { value } }
}
