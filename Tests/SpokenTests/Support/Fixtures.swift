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
