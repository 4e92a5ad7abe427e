internal import SpokenICU

/// The grammatical case unit names take after a preposition or a verb: ru "через 1 час 21 минуту"
/// (accusative), pl "za 1 godzinę i 21 minut". CLDR's names (`nominative`, `accusative`,
/// `genitive`, `dative`, `instrumental`, `locative`, `prepositional`…), applied by ICU's number
/// formatter (`unitDisplayCase`) to durations, measures and ranges of measures:
///
/// ```swift
/// try DurationFormatter(locale: SpokenLocale("ru"), grammaticalCase: .accusative).string(seconds: 4860)
/// // "1 час 21 минуту"
/// ```
///
/// A language takes only the cases CLDR's grammatical features give its units (`cases(for:)`:
/// ru six, pl three, en none but the nominative); any other is an `invalid-option` error naming it
/// and the language's cases. The nominative is the form without a case, in every language.
public struct GrammaticalCase: Sendable, Hashable, CustomStringConvertible {
    /// CLDR's name: `accusative`.
    public let name: String

    public var description: String { name }

    public static let nominative = GrammaticalCase(known: "nominative")
    public static let accusative = GrammaticalCase(known: "accusative")
    public static let genitive = GrammaticalCase(known: "genitive")
    public static let dative = GrammaticalCase(known: "dative")
    public static let instrumental = GrammaticalCase(known: "instrumental")
    public static let locative = GrammaticalCase(known: "locative")
    public static let prepositional = GrammaticalCase(known: "prepositional")

    private init(known name: String) { self.name = name }

    /// A case by CLDR's name; an unknown name is an `invalid-option` error naming it and `option`
    /// (the field or flag it was given in) with the names CLDR has.
    public init(parsing name: String, option: String = "case") throws(SpokenError) {
        guard Self.names.contains(name) else {
            let hint = Suggestion.didYouMean(Suggestion.closest(to: name, in: Self.names, limit: 1)).map { " " + $0 }
            throw SpokenError(
                .invalidOption, input: name,
                message: "Unknown case '\(SpokenError.token(name))' for \(option):\(hint ?? "") "
                    + "\(hint == nil ? "expected" : "Expected") one of \(Self.names.joined(separator: ", "))")
        }
        self.name = name
    }

    /// Every case CLDR gives the units of some language, nominative first: the names a case may
    /// have anywhere (from ICU's grammatical features data).
    public static let names: [String] = {
        let listed = (try? icuCString(initialCapacity: 512) { spk_unit_case_names($0, $1, &$2) }) ?? ""
        var names = ["nominative"]
        for name in listed.split(separator: "\n").map(String.init) where !names.contains(name) { names.append(name) }
        return names
    }()

    /// The cases the unit names of `locale`'s language take, as CLDR's grammatical features list
    /// them for units (ru: nominative, accusative, dative, genitive, prepositional, instrumental),
    /// nominative first; only the nominative for a language whose units have no case (en, tr).
    public static func cases(for locale: SpokenLocale) -> [GrammaticalCase] {
        cache.value(for: locale.language) {
            let listed = (try? icuCString(initialCapacity: 256) { spk_unit_cases(locale.language, $0, $1, &$2) }) ?? ""
            var cases: [GrammaticalCase] = [.nominative]
            for name in listed.split(separator: "\n") where name != "nominative" {
                cases.append(GrammaticalCase(known: String(name)))
            }
            return cases
        }
    }

    private static let cache = BoundedCache<String, [GrammaticalCase]>(capacity: 128)

    /// This case, when `locale`'s unit names take it; else an `invalid-option` error naming the
    /// case, the locale and the cases it has.
    public func checked(for locale: SpokenLocale) throws(SpokenError) -> GrammaticalCase {
        let cases = Self.cases(for: locale)
        guard cases.contains(self) else { throw Self.notIn(locale, name, cases: cases) }
        return self
    }

    static func notIn(_ locale: SpokenLocale, _ name: String, cases: [GrammaticalCase]) -> SpokenError {
        let reason =
            cases.count == 1
            ? "unit names in '\(locale.language)' do not change with case: give nominative or no case"
            : "unit names in '\(locale.language)' take " + cases.map(\.name).joined(separator: ", ")
        return SpokenError(
            .invalidOption, input: name,
            message: "Invalid case '\(SpokenError.token(name))' for '\(locale.identifier)': \(reason)")
    }

    /// The case a layer read as text (a request's field, a command-line option, a placeholder's
    /// attribute), checked by name and for `locale`; nil for none.
    package static func parsing(_ name: String?, for locale: SpokenLocale, option: String = "case") throws(SpokenError)
        -> GrammaticalCase?
    {
        guard let name else { return nil }
        return try GrammaticalCase(parsing: name, option: option).checked(for: locale)
    }

    /// The name the shim passes to ICU: nil for the nominative (ICU's default form).
    var icuName: String? { self == .nominative ? nil : name }
}

extension ValueField {
    /// The `case` option of the value types whose words are unit names (duration, measureRange): one
    /// declaration, so render, the command line (`--case`), help and `render --describe` agree.
    public static let grammaticalCase = ValueField(
        GrammaticalCaseKey.grammaticalCase,
        help: """
            the grammatical case of the unit names, as CLDR has them for the language
            (ru accusative: 1 час 21 минуту, after "через")
            """,
        valueName: "CASE", defaultHelp: "nominative")
}

/// The `case` field, typed (`request[GrammaticalCaseKey.grammaticalCase]`): a case by its name, nil
/// for none (the nominative). Each formatter checks it for its locale.
enum GrammaticalCaseKey {
    static let grammaticalCase = ValueKey<GrammaticalCase?>("case", .choice(GrammaticalCase.names), default: nil) {
        (input) throws(SpokenError) in
        guard case .text(let word) = input else {
            throw .invalidOption("case", input.word, allowed: GrammaticalCase.names)
        }
        return try GrammaticalCase(parsing: word)
    }
}
