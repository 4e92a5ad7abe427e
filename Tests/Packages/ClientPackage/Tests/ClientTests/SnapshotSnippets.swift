import Spoken
import SpokenTesting
import Testing

/// SpokenTesting as an app's test target uses it: a snapshot of catalog rows and of spoken values
/// the app composes, by name, in a golden file kept beside the test targets (Tests/Golden), which
/// SwiftPM does not warn about (.ci/run fails the build on an "unhandled" file warning).
@Suite("Client: SpokenTesting snapshots")
struct SnapshotSnippets {
    @Test("Catalog rows and named values match the committed golden file")
    func everythingTheAppSays() throws {
        var snapshot = try SpokenSnapshot(keys: ["newMessages"], locales: ["en", "ru"])
        let zh = try SpokenLocale("zh-Hans")
        let temperature = try MeasureFormatter(locale: zh, unit: MeasureUnit("celsius")).string(25)
        snapshot.append("weather.cell", try LabelComposer(locale: zh).compose("北京", temperature))
        let formatter = try SpokenDateFormatter(locale: "en-US", timeZone: "America/New_York", presentation: .spoken)
        snapshot.append("inbox.updated", formatter.string(try Instant.parse("2026-11-29T12:50:00Z")))
        snapshot.append("rating", try RatingLabeler(locale: SpokenLocale("ru")).label(2))
        snapshot.append("rotor.headlines", try CatalogStore.shared.rotor("headlines", locale: zh))
        let comparison = snapshot.compare(toFile: "../Golden/client.jsonl", record: false)
        #expect(comparison.matches, "\(comparison.report)")
    }

    @Test("A comparison's failure report names what differs once")
    func comparison() {
        let comparison = SpokenComparison("北京，25摄氏度", "北京，26摄氏度")
        #expect(!comparison.matches)
        #expect(comparison.column == 5)
        #expect(!comparison.description.contains("\n"))
        #expect(comparison.report.contains("北京，26摄氏度"))
    }
}
