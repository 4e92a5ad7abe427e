import Foundation
import Spoken
import SpokenLint
import SpokenRender
import Synchronization
import Testing

/// The streaming pipeline: order, line numbers, limits, flushing, and many threads at once.
/// The oracle is `Renderer.render(line:)` called line by line (no batches, no threads).
@Suite("render pipeline")
struct RenderPipelineTests {
    /// Collects output; remembers how many bytes had arrived at each flush.
    final class CollectingSink: RenderSink {
        let state = Mutex<(bytes: [UInt8], flushes: [Int], failAfter: Int?)>(([], [], nil))

        init(failAfter: Int? = nil) { state.withLock { $0.failAfter = failAfter } }

        func write(_ bytes: UnsafeRawBufferPointer) throws(RenderIOError) {
            let failed = state.withLock { state -> Bool in
                if let limit = state.failAfter, state.bytes.count >= limit { return true }
                state.bytes.append(contentsOf: bytes)
                return false
            }
            if failed { throw RenderIOError("Broken pipe (test)") }
        }

        func flush() throws(RenderIOError) { state.withLock { $0.flushes.append($0.bytes.count) } }

        var text: String { state.withLock { String(decoding: $0.bytes, as: UTF8.self) } }
        var lineCount: Int { state.withLock { $0.bytes.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 } } }
    }

    /// A mix of good and bad requests in several locales (the same generator as the CLI tests).
    static func mixedLines(_ count: Int) -> [String] {
        let locales = ["en-US", "de", "zh-Hans", "ja", "ar", "ru", "fr", "he"]
        return (0..<count).map { i in
            let locale = locales[i % locales.count]
            switch i % 11 {
            case 0:
                return
                    #"{"id":\#(i),"op":"date","instant":\#(1_700_000_000 + i * 3_607),"locale":"\#(locale)","timeZone":"Asia/Tokyo"}"#
            case 1:
                return #"{"id":\#(i),"op":"measure","value":\#(Double(i) / 4),"unit":"celsius","locale":"\#(locale)"}"#
            case 2:
                return #"{"id":"l\#(i)","op":"label","children":["City \#(i)",null,"\#(i) km"],"locale":"\#(locale)"}"#
            case 3:
                return
                    #"{"id":\#(i),"op":"measure","value":\#(i),"unit":"kilometer-per-hour","width":"short","locale":"\#(locale)"}"#
            case 4: return #"{"id":\#(i),"op":"date","instant":"not a date"}"#
            case 5: return "garbage \(i)"
            case 6: return ""
            case 7: return #"{"id":\#(i),"op":"rotor"}"#
            case 8: return #"{"id":\#(i),"op":"label","children":["A","B","C"],"style":"or","locale":"\#(locale)"}"#
            case 9: return #"{"id":\#(i),"op":"measure","value":1,"unit":"celcius"}"#
            default:
                return
                    #"{"id":\#(i),"op":"date","instant":"2026-11-29T12:50:00Z","style":"spoken","dateStyle":"full","locale":"\#(locale)"}"#
            }
        }
    }

    static func expected(_ lines: [String], renderer: Renderer = Renderer()) -> (text: String, failures: Int) {
        var bytes: [UInt8] = []
        var failures = 0
        for (index, line) in lines.enumerated() {
            guard let response = renderer.render(line: line, number: index + 1) else { continue }
            response.write(to: &bytes)
            if response.isFailure { failures += 1 }
        }
        return (String(decoding: bytes, as: UTF8.self), failures)
    }

    struct Shape: Sendable, CustomTestStringConvertible {
        let jobs: Int
        let batchLines: Int
        let chunk: Int
        var testDescription: String { "jobs \(jobs), \(batchLines) lines per batch, reads of \(chunk) bytes" }
    }

    @Test(
        "Output equals line-by-line rendering, in order",
        arguments: [
            Shape(jobs: 1, batchLines: 256, chunk: .max),
            Shape(jobs: 2, batchLines: 256, chunk: .max),
            Shape(jobs: 2, batchLines: 7, chunk: 13),
            Shape(jobs: 4, batchLines: 1, chunk: 4096),
            Shape(jobs: 3, batchLines: 50, chunk: 1),
        ])
    func order(_ shape: Shape) throws {
        let lines = Self.mixedLines(shape.chunk == 1 ? 600 : 5_000)
        let (expected, failures) = Self.expected(lines)
        var pipeline = RenderPipeline(jobs: shape.jobs)
        pipeline.batchLines = shape.batchLines
        let sink = CollectingSink()
        let summary = try pipeline.run(
            MemorySource(lines.joined(separator: "\n") + "\n", chunkLimit: shape.chunk), into: sink)
        #expect(sink.text == expected)
        #expect(summary.lines == lines.count)
        #expect(summary.responses == lines.filter { !$0.isEmpty }.count)
        #expect(summary.failures == failures)
        #expect(failures > 0)
    }

    @Test("A too-long line spanning many reads is one error line; the next line is rendered")
    func tooLong() throws {
        let long = #"{"id":1,"op":"label","children":[""# + String(repeating: "x", count: 100_000) + #""]}"#
        let input = [#"{"id":0,"op":"label","children":["a"]}"#, long, #"{"id":2,"op":"label","children":["b"]}"#]
            .joined(separator: "\r\n")  // CRLF and no final newline
        for jobs in [1, 2] {
            var pipeline = RenderPipeline(renderer: Renderer(limits: RenderLimits(maxLineBytes: 4096)), jobs: jobs)
            pipeline.batchLines = 2
            let sink = CollectingSink()
            let summary = try pipeline.run(MemorySource(input, chunkLimit: 1000), into: sink)
            #expect(
                sink.text == """
                    {"id":0,"text":"a","locale":"en-US"}
                    {"id":1,"error":{"code":"line-too-long","message":"Line of \(long.utf8.count + 1) bytes exceeds the limit of 4096 bytes; it was skipped","line":2}}
                    {"id":2,"text":"b","locale":"en-US"}

                    """)
            #expect(summary.lines == 3)
            #expect(summary.failures == 1)
        }
    }

    @Test("A line exactly at the limit is parsed, one byte more is not")
    func limitEdge() throws {
        let line = #"{"op":"label","children":["abc"]}"#
        for (limit, tooLong) in [(line.utf8.count, false), (line.utf8.count - 1, true)] {
            let sink = CollectingSink()
            _ = try RenderPipeline(renderer: Renderer(limits: RenderLimits(maxLineBytes: limit)))
                .run(MemorySource(line + "\r\n" + line, chunkLimit: 5), into: sink)
            #expect(sink.text.contains("line-too-long") == tooLong, "limit \(limit): \(sink.text)")
            #expect(sink.lineCount == 2)
        }
    }

    final class LateSegments: Sendable {
        let list = Mutex<[Int]>([])
    }

    /// Delivers `segments` one by one and reports "not ready" between them, like a coprocess
    /// client that waits for its answers. Before delivering a segment it waits until the sink
    /// holds the responses to every earlier segment.
    struct PausingSource: RenderSource {
        let segments: [[UInt8]]
        let responsesBefore: [Int]
        let sink: CollectingSink
        /// Segments whose earlier responses had not arrived in time (shared with the test).
        let late: LateSegments
        var next = 0
        var deliveredCurrent = true

        init(_ segments: [String], sink: CollectingSink) {
            self.segments = segments.map { Array($0.utf8) }
            // Responses due before segment k: the non-blank complete lines of segments 0..<k.
            responsesBefore = segments.indices.map { k in
                let complete = segments[..<k].joined().split(separator: "\n", omittingEmptySubsequences: false)
                    .dropLast()
                return complete.filter { !$0.allSatisfy(\.isWhitespace) }.count
            }
            self.sink = sink
            late = LateSegments()
        }

        func isReady() -> Bool { next == 0 }

        mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(RenderIOError) -> Int {
            guard next < segments.count else { return 0 }
            let wanted = responsesBefore[next]
            let deadline = Date().addingTimeInterval(10)
            while sink.lineCount < wanted, Date() < deadline { usleep(500) }
            if sink.lineCount < wanted { late.list.withLock { $0.append(next) } }
            let segment = segments[next]
            precondition(segment.count <= buffer.count)
            segment.withUnsafeBytes { buffer.baseAddress!.copyMemory(from: $0.baseAddress!, byteCount: segment.count) }
            next += 1
            return segment.count
        }
    }

    @Test("When the input pauses, every response so far is out and flushed", arguments: [1, 2, 4])
    func coprocessFlush(jobs: Int) throws {
        let segments = [
            #"{"id":1,"op":"label","children":["a"]}"# + "\n",
            #"{"id":2,"op":"measure","value":2,"unit":"meter"}"# + "\n" + #"{"id":3,"op":"nope"}"# + "\n",
            "\n",
            #"{"id":4,"op":"label","#,  // half a line: no response is due for it yet
            #""children":["b"]}"# + "\n",
        ]
        let sink = CollectingSink()
        let source = PausingSource(segments, sink: sink)
        let summary = try RenderPipeline(jobs: jobs).run(source, into: sink)
        #expect(source.late.list.withLock { $0 } == [])
        #expect(summary.responses == 4)
        #expect(sink.text.hasSuffix(#"{"id":4,"text":"b","locale":"en-US"}"# + "\n"))
        #expect(sink.state.withLock { $0.flushes.count } >= 4)
    }

    @Test("A failing sink stops the run with its error, without hanging", arguments: [1, 2])
    func brokenPipe(jobs: Int) throws {
        let lines = Self.mixedLines(20_000)
        var pipeline = RenderPipeline(jobs: jobs)
        pipeline.writeChunkBytes = 1024
        #expect(throws: RenderIOError("Broken pipe (test)")) {
            try pipeline.run(MemorySource(lines.joined(separator: "\n")), into: CollectingSink(failAfter: 4096))
        }
    }

    /// A sink whose first write waits until `release` (a stalled reader of the output).
    final class StalledSink: RenderSink {
        let released = Mutex(false)
        let bytes = Atomic<Int>(0)

        func write(_ bytes: UnsafeRawBufferPointer) throws(RenderIOError) {
            while !released.withLock({ $0 }) { usleep(1_000) }
            self.bytes.add(bytes.count, ordering: .relaxed)
        }

        func flush() throws(RenderIOError) {}
    }

    @Test("A stalled reader: responses count against the bytes in flight, whatever the jobs", arguments: [4, 16])
    func responsesCount(jobs: Int) throws {
        // `check` answers a 330-byte line of 100 abbreviations with about 28 kB: 600 lines take
        // about 200 kB in and make about 17 MB of responses.
        let line = #"{"op":"check","text":""# + String(repeating: "5m ", count: 100) + "\"}"
        let lines = Array(repeating: line, count: 600)
        var pipeline = RenderPipeline(jobs: jobs)
        pipeline.batchLines = 4
        pipeline.maxBytesInFlight = 1 << 20
        let sink = StalledSink()
        // The output stays stalled until the bytes in flight stop changing for 300 ms: every
        // worker waits for the writer (or, without the bound, every response was made).
        let changed = Mutex(ContinuousClock.now)
        pipeline.bytesInFlightObserver = { _ in changed.withLock { $0 = ContinuousClock.now } }
        let watcher = Thread {
            while ContinuousClock.now - changed.withLock({ $0 }) < .milliseconds(300) { usleep(10_000) }
            sink.released.withLock { $0 = true }
        }
        watcher.start()
        let summary = try pipeline.run(MemorySource(lines.joined(separator: "\n") + "\n"), into: sink)
        #expect(summary.responses == 600 && summary.failures == 0)
        let oneResponse = sink.bytes.load(ordering: .relaxed) / 600
        #expect(oneResponse > 10_000)
        // The budget, plus for each job at most its batch (4 responses) in buffers that may have
        // doubled, plus the batch the writer waits for: not the 600 responses (17 MB).
        let bound = pipeline.maxBytesInFlight + (jobs + 1) * 2 * 4 * oneResponse
        #expect(summary.peakBytesInFlight <= bound, "peak \(summary.peakBytesInFlight) bytes, bound \(bound)")
        #expect(summary.peakBytesInFlight < 600 * oneResponse / 2)
    }

    @Test("Empty input, and input without a final newline")
    func edges() throws {
        let sink = CollectingSink()
        let empty = try RenderPipeline(jobs: 2).run(MemorySource(""), into: sink)
        #expect(empty == RenderSummary())
        #expect(sink.text.isEmpty)
        let last = CollectingSink()
        let one = try RenderPipeline(jobs: 2).run(MemorySource(#"{"op":"label","children":["z"]}"#), into: last)
        #expect(one.responses == 1)
        #expect(last.text == #"{"id":null,"text":"z","locale":"en-US"}"# + "\n")
    }

    @Test("Many threads render through one renderer with formatter caches under eviction")
    func hammer() async throws {
        // More (locale, unit, width) combinations than the 64-entry caches hold.
        let locales = [
            "en", "de", "fr", "es", "it", "nl", "sv", "pl", "ru", "uk", "ja", "ko", "zh-Hans", "zh-Hant", "ar", "he",
            "hi", "tr",
        ]
        let units = ["celsius", "meter", "kilogram", "percent", "kilometer-per-hour"]
        var built: [String] = []
        for (i, locale) in locales.enumerated() {
            for unit in units {
                built.append(#"{"op":"measure","value":\#(i),"unit":"\#(unit)","locale":"\#(locale)","width":"short"}"#)
                built.append(
                    #"{"op":"date","instant":\#(i * 86_400),"locale":"\#(locale)","timeZone":"Europe/Berlin","dateStyle":"long"}"#
                )
                built.append(
                    #"{"op":"label","children":["\#(unit)","\#(locale)","x"],"style":"and","locale":"\#(locale)"}"#)
            }
        }
        let lines = built
        let renderer = Renderer()
        let expected = lines.map { renderer.render(line: $0)?.json }
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for worker in 0..<8 {
                group.addTask {
                    var bad = 0
                    for round in 0..<6 {
                        for k in 0..<lines.count {
                            let index = (k * 7 + worker * 13 + round) % lines.count
                            if renderer.render(line: lines[index])?.json != expected[index] { bad += 1 }
                        }
                    }
                    return bad
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
        // And the threaded pipeline over the same lines.
        let sink = CollectingSink()
        _ = try RenderPipeline(jobs: 4).run(MemorySource(lines.joined(separator: "\n")), into: sink)
        #expect(sink.text == Self.expected(lines).text)
    }
}
