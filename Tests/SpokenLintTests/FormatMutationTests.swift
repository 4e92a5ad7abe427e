import Foundation
import Spoken
import Testing

@testable import SpokenLint

/// Mutated String Catalogs, `.strings` and `.stringsdict` files (bytes flipped, dropped,
/// duplicated; truncations) through every reader, linter and converter: each one answers, none
/// crashes, and a linter reports a broken file with a located diagnostic.
@Suite("Mutated Apple string files")
struct FormatMutationTests {
    static let fixtures = LintFixtureTests.fixtures

    static let files = [
        "catalog-structure.clean/Localizable.xcstrings", "apple-strings.clean/ru.lproj/Localizable.stringsdict",
        "apple-strings.clean/de.lproj/Localizable.strings", "apple-strings.clean/en.lproj/Localizable.strings",
    ]

    @Test("500 mutations of each file: no crash, every diagnostic located", arguments: files)
    func mutations(_ relative: String) throws {
        let original = [UInt8](try Data(contentsOf: Self.fixtures.appending(path: relative)))
        var state: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(max(bound, 1)))
        }
        let path = relative.split(separator: "/").dropFirst().joined(separator: "/")
        for round in 0..<500 {
            var bytes = original
            switch round % 4 {
            case 0: bytes = Array(bytes.prefix(next(bytes.count)))
            case 1: for _ in 0...next(4) { bytes[next(bytes.count)] = UInt8(next(256)) }
            case 2: for _ in 0...next(8) where !bytes.isEmpty { bytes.remove(at: next(bytes.count)) }
            default:
                let start = next(bytes.count)
                bytes.insert(contentsOf: bytes[start..<min(bytes.count, start + next(64))], at: next(bytes.count))
            }
            let report = Linter().lint([LintFile(path: path, bytes: bytes)], source: nil)
            for diagnostic in report.diagnostics { #expect(diagnostic.line >= 1 && diagnostic.column >= 1) }
            if path.hasSuffix(".xcstrings"), let catalog = try? StringCatalog(parsing: bytes, path: path) {
                _ = catalog.xcodeFormatted()
                _ = StringCatalogConverter.arbCatalogs(from: catalog, path: path)
            }
            if path.hasSuffix(".strings") || path.hasSuffix(".stringsdict") {
                _ = try? StringCatalogConverter.stringCatalog(
                    fromStrings: [LintFile(path: path, bytes: bytes)], sourceLocale: "en")
            }
        }
    }
}
