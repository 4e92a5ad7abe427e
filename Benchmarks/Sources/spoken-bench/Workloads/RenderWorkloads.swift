import Spoken
import SpokenRender
import Synchronization

/// `render`: mixed requests (measure, date, label in four locales) through the `spoken render`
/// pipeline in process — JSON parsing, dispatch, formatting, JSON output, ordering — with 2 and
/// 1 jobs, against the same formatting through the library API in one loop (the floor: no JSON).
enum RenderWorkloads {
    struct Request {
        enum Work {
            case measure(Double)
            case date(Double)
            case label([String])
        }
        var locale: String
        var work: Work
        var line: String
    }

    static let locales = ["en-US", "de", "zh-Hans", "ja"]

    static func requests(count: Int) -> [Request] {
        var random = SplitMix64(state: 6)
        return (0..<count).map { i in
            let locale = locales[i % locales.count]
            switch i % 3 {
            case 0:
                let value = Double(Int(random.next() % 800) - 300) / 10
                return Request(
                    locale: locale, work: .measure(value),
                    line: #"{"id":\#(i),"op":"measure","value":\#(value),"unit":"celsius","locale":"\#(locale)"}"#)
            case 1:
                let seconds = 1_793_491_200 + Double(random.next() % 2_592_000)
                return Request(
                    locale: locale, work: .date(seconds),
                    line:
                        #"{"id":\#(i),"op":"date","instant":\#(Int(seconds)),"locale":"\#(locale)","timeZone":"America/New_York"}"#
                )
            default:
                let children = ["City \(i % 97)", "\(i % 40) degrees"]
                return Request(
                    locale: locale, work: .label(children),
                    line:
                        #"{"id":\#(i),"op":"label","children":["\#(children[0])","\#(children[1])"],"locale":"\#(locale)"}"#
                )
            }
        }
    }

    /// Counts output bytes; the pipeline's writer is its only caller.
    final class CountingSink: RenderSink {
        let bytes = Atomic<Int>(0)
        func write(_ chunk: UnsafeRawBufferPointer) throws(RenderIOError) { bytes.add(chunk.count, ordering: .relaxed) }
        func flush() throws(RenderIOError) {}
    }

    static func make(iterations: Int, oneJob: Bool = false) throws -> Workload {
        let requests = requests(count: iterations)
        var input: [UInt8] = []
        var ends: [Int] = [0]  // input[..<ends[n]] holds the first n lines
        for request in requests {
            input.append(contentsOf: request.line.utf8)
            input.append(0x0A)
            ends.append(input.count)
        }
        func pipeline(jobs: Int) -> Contender {
            Contender(name: "render-\(jobs)job" + (jobs == 1 ? "" : "s")) { n in
                let sink = CountingSink()
                let source = MemorySource(n == requests.count ? input : Array(input[..<ends[min(n, requests.count)]]))
                let summary = try? RenderPipeline(jobs: jobs).run(source, into: sink)
                return sink.bytes.load(ordering: .relaxed) &+ (summary?.failures ?? 1_000_000)
            }
        }
        let floor = try floor(requests)
        try verify(requests.prefix(300), floor: floor)
        if oneJob {
            return Workload(name: "render-1job", iterations: iterations, ours: pipeline(jobs: 1), baselines: [floor])
        }
        return Workload(
            name: "render", iterations: iterations, ours: pipeline(jobs: 2), baselines: [pipeline(jobs: 1), floor])
    }

    /// The floor: what an in-process Swift backend does per request (formatters from the
    /// library's caches, as `render` gets them), without JSON in or out.
    static func floor(_ requests: [Request]) throws -> Contender {
        let zone = try SpokenTimeZone("America/New_York")
        let spokenLocales = try locales.map { try SpokenLocale($0) }
        let localeIndex = Dictionary(uniqueKeysWithValues: locales.enumerated().map { ($1, $0) })

        return Contender(name: "library-loop") { n in
            var sum = 0
            for i in 0..<n {
                let request = requests[i % requests.count]
                let locale = spokenLocales[localeIndex[request.locale] ?? 0]
                switch request.work {
                case .measure(let value):
                    sum &+= (try? MeasureFormatter(locale: locale, unit: .celsius).string(value))?.utf8.count ?? 0
                case .date(let seconds):
                    sum &+=
                        (try? SpokenDateFormatter(locale: locale, timeZone: zone))?.string(secondsSince1970: seconds)
                        .utf8.count ?? 0
                case .label(let children):
                    sum &+= (try? LabelComposer(locale: locale))?.compose(children).utf8.count ?? 0
                }
            }
            return sum
        }

    }

    /// The pipeline's texts must be the library's before anything is timed.
    static func verify(_ sample: ArraySlice<Request>, floor: Contender) throws {
        let renderer = Renderer()
        for request in sample {
            guard case .text(_, let rendered)? = renderer.render(line: request.line) else {
                throw BenchError.mismatch("render failed: \(request.line)")
            }
            let locale = try SpokenLocale(request.locale)
            let direct: String
            switch request.work {
            case .measure(let value): direct = try MeasureFormatter(locale: locale, unit: .celsius).string(value)
            case .date(let seconds):
                direct = try SpokenDateFormatter(locale: locale, timeZone: SpokenTimeZone("America/New_York")).string(
                    secondsSince1970: seconds)
            case .label(let children): direct = try LabelComposer(locale: locale).compose(children)
            }
            guard rendered.text == direct else {
                throw BenchError.mismatch("\(request.line): '\(rendered.text)' vs '\(direct)'")
            }
        }
    }
}
