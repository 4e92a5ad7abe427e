import Foundation

/// Paths into the repository, for fixtures and for checking embedded data against its sources.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // SpokenTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    static func url(_ relative: String) -> URL { root.appending(path: relative) }

    static func text(_ relative: String) throws -> String {
        try String(contentsOf: url(relative), encoding: .utf8)
    }
}

/// Catalog messages read straight from the files in l10n/, independently of the library.
enum CatalogOnDisk {
    static func object(_ tag: String) -> [String: Any]? {
        guard let data = try? Data(contentsOf: Repository.url("l10n/\(tag).arb")) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    static func message(_ key: String, in tag: String) -> String? {
        object(tag)?[key] as? String
    }

    static func separator(_ tag: String) -> String? { message("label.separator", in: tag) }
}
