import Foundation
import TestSupport
import Testing

@testable import Spoken
@testable import SpokenLint
@testable import SpokenRender

/// Replays the fuzz corpora (Tests/Fuzz/<target>/corpus: the seeds, and every input that ever
/// crashed a target, kept there as `crash-*`) through the normal test suite, with
/// JSONSerialization as an independent judge of the render responses.
@Suite("fuzz corpora replay")
struct FuzzRegressionTests {
    static func corpus(_ target: String) -> [(name: String, bytes: [UInt8])] {
        let directory = Repository.url("Tests/Fuzz/\(target)/corpus")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.sorted().compactMap { name in
            (try? Data(contentsOf: directory.appending(path: name))).map { (name, Array($0)) }
        }
    }

    @Test("render-request corpus: one valid response object per request, line by line and streamed")
    func renderRequests() throws {
        let inputs = Self.corpus("render-request")
        #expect(inputs.count >= 9)
        let renderer = Renderer(limits: RenderLimits(maxLineBytes: 2048, maxDepth: 16))
        for (name, bytes) in inputs {
            var expected: [UInt8] = []
            for (index, line) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
                Array(line).withUnsafeBufferPointer { renderer.render(line: $0, number: index + 1) }?.write(
                    to: &expected)
            }
            for line in expected.split(separator: 0x0A) {
                let object = try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any]
                #expect(object?["id"] != nil, "\(name): \(String(decoding: line, as: UTF8.self))")
                #expect((object?["text"] is String && object?["locale"] is String) || object?["error"] is [String: Any])
            }
            for jobs in [1, 2] {
                let sink = RenderPipelineTests.CollectingSink()
                var pipeline = RenderPipeline(renderer: renderer, jobs: jobs)
                pipeline.batchLines = 3
                _ = try pipeline.run(MemorySource(bytes, chunkLimit: 7), into: sink)
                #expect(sink.state.withLock { $0.bytes } == expected, "\(name), jobs \(jobs)")
            }
        }
    }

    @Test("instant corpus: accepted instants are in range, rejected ones name the input")
    func instants() {
        let inputs = Self.corpus("instant")
        #expect(inputs.count >= 10)
        for (name, bytes) in inputs {
            let text = String(decoding: bytes, as: UTF8.self)
            do {
                let instant = try Instant.parse(text)
                #expect(Instant.validSeconds.contains(instant.secondsSince1970), "\(name)")
            } catch {
                #expect(error.code == .invalidInstant && error.input == text, "\(name)")
            }
        }
    }

    @Test("locale-timezone corpus: parsed locales round-trip through their canonical tag")
    func localesAndZones() {
        let inputs = Self.corpus("locale-timezone")
        #expect(inputs.count >= 10)
        for (name, bytes) in inputs {
            let parts = bytes.split(separator: 0x0A, maxSplits: 1, omittingEmptySubsequences: false)
            let tag = String(decoding: parts[0], as: UTF8.self)
            if let locale = try? SpokenLocale(tag) {
                #expect((try? SpokenLocale(locale.identifier))?.identifier == locale.identifier, "\(name): \(tag)")
            }
            if parts.count > 1, let zone = try? SpokenTimeZone(String(decoding: parts[1], as: UTF8.self)) {
                #expect(zone.offset(atSecondsSince1970: 0) > -86_400)
            }
        }
    }

    @Test("arb-lint corpus: every diagnostic points inside its file (lines end at LF, CR or CRLF)")
    func arbLint() throws {
        let inputs = Self.corpus("arb-lint")
        #expect(inputs.count >= 4)
        let source = ShippedResources.text("l10n/en.arb").map { LintFile(path: "l10n/en.arb", text: $0) }
        for (name, bytes) in inputs {
            let report = Linter().lint([LintFile(path: name, bytes: bytes)], source: source)
            var lines = 1
            for (index, byte) in bytes.enumerated()
            where byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
                lines += 1
            }
            for diagnostic in report.diagnostics {
                #expect(
                    diagnostic.line >= 1 && diagnostic.line <= lines && diagnostic.column >= 1, "\(name): \(diagnostic)"
                )
            }
            _ = CatalogOverrides.check([TranslationFile(path: name, bytes: bytes)])
        }
    }

    @Test("message-format corpus: words, or a catalog error naming the argument")
    func messageFormat() throws {
        let inputs = Self.corpus("message-format")
        #expect(inputs.count >= 4)
        for (name, bytes) in inputs {
            var lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
            let locale = try SpokenLocale(lines.removeFirst())
            let pattern = lines.removeFirst()
            let format = try ICUMessageFormat(pattern: pattern, localeID: locale.icuIdentifier, timeZoneID: "UTC")
            let plan = MessagePlan(
                key: "fuzz.message", pattern: pattern, uses: format.arguments,
                declared: ArgumentRequirement.of(format.arguments), supplier: locale)
            var arguments: [String: MessageArgument] = [:]
            for line in lines {
                let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
                arguments[parts[0]] = try MessageArgument(parsing: parts[1])
            }
            let text = try MessageFormatting.format(plan, locale: locale, timeZone: .utc, isolate: true, arguments)
            #expect(!text.isEmpty && !text.contains("{"), "\(name): \(text)")
        }
    }
}
