import Foundation

/// Paths into the repository, for fixtures and for checking embedded data against its sources.
public enum Repository {
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    public static func url(_ relative: String) -> URL { root.appending(path: relative) }

    public static func text(_ relative: String) throws -> String {
        try String(contentsOf: url(relative), encoding: .utf8)
    }
}

/// Catalog messages read straight from the files in l10n/, independently of the library.
public enum CatalogOnDisk {
    public static func object(_ tag: String) -> [String: Any]? {
        guard let data = try? Data(contentsOf: Repository.url("l10n/\(tag).arb")) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    public static func message(_ key: String, in tag: String) -> String? {
        object(tag)?[key] as? String
    }

    public static func separator(_ tag: String) -> String? { message("label.separator", in: tag) }

    /// The tags of l10n/*.arb: the shipped languages.
    public static func locales() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: Repository.url("l10n").path)
            .filter { $0.hasSuffix(".arb") }.map { String($0.dropLast(4)) }.sorted()
    }
}
