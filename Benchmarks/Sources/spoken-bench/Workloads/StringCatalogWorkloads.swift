import Spoken
import SpokenLint

/// `xcstrings-lint`: `spoken lint` on one String Catalog of about 2 MB and 15,000 localized units
/// (15 locales; plain strings, `%@`, positional arguments, plurals with each locale's CLDR
/// categories, substitutions), timed per unit. Baseline: reading the catalog alone
/// (`StringCatalog(parsing:path:)`: the JSON and its model, what lint must do before any rule).
enum StringCatalogWorkloads {
    static let locales = [
        "ar", "cs", "de", "en", "es", "fr", "he", "hi", "ja", "ko", "pl", "pt-BR", "ru", "zh-Hans", "zh-Hant",
    ]

    static func corpus(keys: Int) throws -> [UInt8] {
        var categories: [String: [String]] = [:]
        for locale in locales {
            let ordered = Signatures.pluralCategories(locale)
            categories[locale] = ordered.isEmpty ? ["other"] : ordered
        }
        func unit(_ value: String) -> StringCatalog.Localization {
            StringCatalog.Localization(stringUnit: .init(state: "translated", value: value))
        }
        func plural(_ locale: String, _ text: (String) -> String) -> [StringCatalog.Variations.Case] {
            (categories[locale] ?? ["other"]).sorted().map { .init($0, unit(text($0))) }
        }
        var entries: [StringCatalog.Entry] = []
        for i in 0..<keys {
            let key: String
            var localizations: [(locale: String, localization: StringCatalog.Localization)] = []
            switch i % 8 {
            case 0, 1, 2:
                key = "screen.\(i).title"
                for locale in locales { localizations.append((locale, unit("Überschrift \(i) für \(locale)"))) }
            case 3, 4:
                key = "Added %@ to list \(i)"
                for locale in locales { localizations.append((locale, unit("%@ — \(locale) Liste \(i)"))) }
            case 5, 6:
                key = "%lld new messages in \(i)"
                for locale in locales {
                    localizations.append(
                        (locale, .init(variations: .plural(plural(locale) { "%lld \($0) Nachricht \(i) \(locale)" }))))
                }
            default:
                key = "%1$@ sent %2$lld photos \(i)"
                for locale in locales {
                    localizations.append(
                        (
                            locale,
                            .init(
                                stringUnit: .init(state: "translated", value: "%1$@: %2$#@photos@"),
                                substitutions: [
                                    (
                                        "photos",
                                        .init(
                                            argNum: 2, formatSpecifier: "lld",
                                            plural: plural(locale) { "%arg \($0) Foto \(i)" })
                                    )
                                ])
                        ))
                }
            }
            entries.append(StringCatalog.Entry(key: key, localizations: localizations))
        }
        return StringCatalog(sourceLanguage: "en", entries: entries).xcodeFormatted()
    }

    static func make(iterations: Int) throws -> Workload {
        let bytes = try corpus(keys: 640)
        let file = LintFile(path: "Localizable.xcstrings", bytes: bytes)
        let report = Linter().lint([file], source: nil)
        guard report.diagnostics.isEmpty else {
            throw BenchError.mismatch("xcstrings-lint: \(report.diagnostics.first?.description ?? "")")
        }
        let units = report.messages
        print("xcstrings-lint: \(bytes.count / 1024) KiB, \(units) units (ns per unit below)")
        let runs = max(1, min(iterations / units, 5))
        return Workload(
            name: "xcstrings-lint", iterations: runs * units,
            ours: Contender(name: "spoken-lint") { n in
                var sum = 0
                for _ in 0..<max(1, n / units) { sum &+= Linter().lint([file], source: nil).messages }
                return sum
            },
            baselines: [
                Contender(name: "catalog-read-only") { n in
                    var sum = 0
                    for _ in 0..<max(1, n / units) {
                        sum &+= (try? StringCatalog(parsing: bytes, path: file.path))?.entries.count ?? 0
                    }
                    return sum
                }
            ])
    }
}
