import Foundation
import TestSupport

@testable import Spoken

/// Temporary override directories for tests.
enum CatalogFixtures {
    /// Writes `files` (name → contents) into a fresh temporary directory and returns its path.
    static func directory(_ files: [String: String]) throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("spoken-catalog-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (name, contents) in files {
            try contents.write(
                toFile: (path as NSString).appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return path
    }

    /// Messages exercising MessageFormat features, added to the source catalog.
    static let features = """
        {
          "@@locale": "en",
          "test.when": "{n, plural, one {One item at {d, time, short}} other {# items at {d, time, short}}}",
          "test.day": "Due {d, date, medium}",
          "test.offset": "{n, plural, offset:1 =0 {Nobody} =1 {{who}} one {{who} and # other} other {{who} and # others}}",
          "test.ordinal": "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}",
          "test.select": "{g, select, female {She} male {He} other {They}} replied",
          "test.name": "{who} replied",
          "test.replied": "{g, select, female {She} other {They}} replied to {who}",
          "test.nested": "{g, select, female {{n, plural, one {She has # item} other {She has # items}}} other {{n, plural, one {They have # item} other {They have # items}}}}"
        }
        """

    static let featuresArabic = """
        {
          "@@locale": "ar",
          "test.name": "ردّ {who}",
          "test.replied": "{g, select, female {ردّت} other {ردّ}} على {who}"
        }
        """

    static func featureStore() throws -> CatalogStore {
        try store(["en.arb": features, "ar.arb": featuresArabic])
    }

    /// A store with `files` (name → contents) loaded as overrides; the directory is removed after.
    static func store(_ files: [String: String]) throws -> CatalogStore {
        let store = CatalogStore()
        let path = try directory(files)
        defer { try? FileManager.default.removeItem(atPath: path) }
        try store.loadOverrides(directory: path)
        return store
    }

    /// money.tsv's text for a money row (gen_money.cpp), or "missing" so that a test fails on it.
    static func goldenMoney(_ locale: String, _ currency: String, _ value: String, style: String = "standard")
        -> String
    {
        ICUGolden.money(locale, style: style, options: ["currency": currency], value: value) ?? "missing"
    }
}

extension CatalogFixtures {
    /// The members of an ARB file's text, read by Foundation's JSON parser.
    static func json(_ text: String) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
    }
}
