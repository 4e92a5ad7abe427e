import Spoken
import SpokenLint

extension DemoCommand {
    /// An iOS team's String Catalog with typical mistakes: a translation that reorders arguments
    /// without positions (a crash), a Russian plural without `few`, a unit waiting for review.
    static let draftStringCatalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld new messages" : {
              "localizations" : {
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld new message" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld new messages" } }
                    }
                  }
                },
                "ru" : {
                  "variations" : {
                    "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld новое сообщение" } },
                      "other" : { "stringUnit" : { "state" : "needs_review", "value" : "%lld новых сообщений" } }
                    }
                  }
                }
              }
            },
            "%lld%% of its %@ limit used" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld%% of its %@ limit used" } },
                "ru" : { "stringUnit" : { "state" : "translated", "value" : "Лимит %@ использован на %lld%%" } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    static func formatsSection() {
        Output.line("")
        Output.line("Lint of an iOS String Catalog (Localizable.xcstrings):")
        let report = Linter().lint([LintFile(path: "Localizable.xcstrings", text: draftStringCatalog)], source: nil)
        for diagnostic in report.diagnostics { Output.line("  " + diagnostic.description) }
        Output.line("")
        Output.line("Spoken's catalogs exported for the iOS client (spoken convert --to xcstrings l10n):")
        let files = ShippedResources.paths.filter { $0.hasPrefix("l10n/") && $0.hasSuffix(".arb") }.compactMap { path in
            ShippedResources.data(path).map { LintFile(path: path, bytes: [UInt8]($0)) }
        }
        guard let conversion = try? StringCatalogConverter.stringCatalog(fromARB: files, sourceLocale: "en") else {
            Output.line("  (the shipped catalogs could not be read)")
            return
        }
        let bytes = conversion.catalog.xcodeFormatted()
        let exported = Linter().lint([LintFile(path: "Localizable.xcstrings", bytes: bytes)], source: nil)
        Output.line(
            "  \(conversion.catalog.entries.count) keys, \(files.count) locales, \(bytes.count / 1024) KiB; lint: \(exported.errorCount) errors, \(exported.warningCount) warnings"
        )
        if let entry = conversion.catalog.entries.first(where: { $0.key == "announce.pageOf" }) {
            for (locale, localization) in entry.localizations where ["en", "de", "ja"].contains(locale) {
                Output.line("  announce.pageOf [\(locale)] \(localization.stringUnit?.value ?? "")")
            }
        }
        let leftOut = conversion.notes.filter { $0.locale == nil }.compactMap(\.key)
        Output.line("  left out (no String Catalog equivalent): \(leftOut.joined(separator: ", "))")
    }
}
