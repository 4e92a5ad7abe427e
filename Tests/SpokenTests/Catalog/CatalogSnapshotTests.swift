import Foundation
import Testing

@testable import Spoken

/// Every call that assembles several catalog texts takes one snapshot of the catalogs and uses it
/// throughout: while overrides are reloaded, no result mixes the words of two sets.
@Suite("Catalog snapshots")
struct CatalogSnapshotTests {
    /// One override set: every word it supplies starts with `mark` ("A-" or "B-").
    static func overrides(_ mark: String) -> String {
        let rotors = ["headlines", "unread", "mentions", "favorites", "images", "links", "tables"]
            .map { #""rotor.\#($0)": "\#(mark)\#($0)""# }.joined(separator: ", ")
        return
            #"{"@@locale": "de", \#(rotors), "rating.stars": "{value, plural, one {\#(mark)# Stern} other {\#(mark)# Sterne}}"}"#
    }

    /// The marks of the words of one result: one mark means one set.
    static func marks(_ words: [String]) -> Set<String> {
        Set(words.compactMap { word in ["A-", "B-"].first { word.contains($0) } })
    }

    /// The multi-part results the issue found mixed, each as its words.
    static let assemblers: [(name: String, words: @Sendable (CatalogStore) throws -> [String])] = [
        ("rotors(locale:)", { store in try store.rotors(locale: SpokenLocale("de")).map(\.name) }),
        (
            "RotorManifest",
            { store in
                var item = RotorItem(id: "a1")
                item.headline = true
                item.unread = true
                item.mentions = true
                item.favorite = true
                return try RotorManifest(items: [item], locale: SpokenLocale("de"), store: store).rotors.map(
                    \.rotor.name)
            }
        ),
        (
            "starLabels",
            { store in try RatingLabeler(locale: SpokenLocale("de"), store: store).starLabels(maximum: 5).map(\.label) }
        ),
    ]

    @Test("a multi-part result never mixes two override sets during reloads", arguments: assemblers.indices)
    func noMixDuringReload(_ index: Int) async throws {
        let (name, words) = Self.assemblers[index]
        let store = CatalogStore()
        let first = try CatalogFixtures.directory(["de.arb": Self.overrides("A-")])
        let second = try CatalogFixtures.directory(["de.arb": Self.overrides("B-")])
        defer {
            try? FileManager.default.removeItem(atPath: first)
            try? FileManager.default.removeItem(atPath: second)
        }
        try store.loadOverrides(directory: first)
        // The words of a whole result come from one set, before any reload too.
        #expect(Self.marks(try words(store)) == ["A-"], "\(name)")
        let reloading = Locked(true)
        let counts = Locked((results: 0, mixed: 0))
        // (`counts` is read by the reloader too: it keeps reloading until readers got a turn.)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                defer { reloading.withLock { $0 = false } }
                // At least 100 reloads, and on until the readers have assembled 200 results (the
                // readers may start late on a busy machine); bounded either way.
                var round = 0
                while round < 100 || (counts.withLock { $0.results } < 200 && round < 20_000) {
                    try store.loadOverrides(directory: round % 2 == 0 ? second : first)
                    round += 1
                }
            }
            for _ in 0..<4 {
                group.addTask {
                    while reloading.withLock({ $0 }) {
                        let isMixed = Self.marks(try words(store)).count != 1
                        counts.withLock {
                            $0.results += 1
                            if isMixed { $0.mixed += 1 }
                        }
                    }
                }
            }
            try await group.waitForAll()
        }
        let (results, mixed) = counts.withLock { $0 }
        #expect(results > 0)
        #expect(mixed == 0, "\(name): \(mixed) of \(results) results mixed two sets")
    }
}
