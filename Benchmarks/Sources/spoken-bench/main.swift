import Foundation

// spoken-bench: Spoken's hot paths against baselines measured in the same process.
//
//   swift run -c release --package-path Benchmarks spoken-bench [--iterations N] [--rounds R] [WORKLOAD...]
//   spoken-bench e2e   end to end: the `spoken` binary beside this one over files of N lines
//
// Prints one line per (workload, baseline):
//   WORKLOAD  ours_ns_per_op  BASELINE  baseline_ns_per_op  speedup   (speedup = baseline / ours)
// and then checks the ratios against Benchmarks/Thresholds/thresholds.json (exit 1 past one).

var iterations = 1_000_000
/// Lines of the generated files of `e2e` (default: `iterations`).
var lines: Int?
var rounds = 3
var selected: [String] = []
/// With `--only NAME`, runs just that contender once (for instruction counts under callgrind).
var only: String?
/// The checked-in limits of the ratios; nil with `--no-thresholds`.
var thresholdsPath: String? = Thresholds.defaultPath

let usage = """
    Usage: spoken-bench [--iterations N] [--rounds R] [--lines N] [--only CONTENDER]
                        [--thresholds FILE | --no-thresholds] [WORKLOAD...]

    Runs Spoken's hot paths against baselines measured in the same process and prints one line
    per (workload, baseline): WORKLOAD ours_ns/op BASELINE base_ns/op speedup.

    Workloads: date-feed, date-random, date-many, date-lookup, measure, measure-many,
    label-weather, label-many, rating, rating-many, announce-many, duration, duration-many,
    relative, relative-many, interval, interval-many, money, money-many, number, number-many,
    cell, cell-many, lint, lint-speech, lint-one-line, xcstrings-lint, convert-subs, convert-plurals,
    render,
    render-1job (default: all of these).
    date-matrix (only when named): the full shipped matrix of date signatures warmed, its memory.
    e2e (only when named): the spoken binary beside this one over generated files of N lines,
    against a Foundation program and Node; its many-signature parts e2e-date-many,
    e2e-measure-many, e2e-unseen and the golden ops' e2e-announce-many, e2e-interval-many,
    e2e-relative-many, e2e-duration-many, e2e-money-many, e2e-number-many, e2e-rating-many,
    e2e-label-many (every golden row in random order against one signature's rows) also run
    alone by name.

    duration, relative, interval, money, number: one signature, a formatter per request, against
    ICU's raw call (the floor) and Foundation's FormatStyle where Linux has one. A *-many line
    says many/one (ours over one signature); a "grouped" line runs the same requests sorted by
    signature: many/grouped is the cache cliff, grouped/one the cost of the mix itself.

    cell, cell-many: a 7-part cell label (text, date, plural, money, duration, rating, status
    key) through SpokenCell, one signature and 15 locales × 8 zones × 3 currencies, against the
    parts said one by one; each also prints one label's p50 and p99, every call timed alone.

    lint-one-line: an ARB catalog on one line (minified), 4n messages against n, per message:
    near 1x is linear.

    convert-subs, convert-plurals: one String Catalog entry of substitutions (to ARB) and one ARB
    message of plurals (to a String Catalog) at 4n parts against n, per part: near 1x is linear.

    Options:
      --iterations N        operations per round (default: 1000000)
      --lines N             lines of each e2e input file (default: the iterations)
      --rounds R            rounds per contender, interleaved with the workload's other
                            contenders; the best is reported (default: 3)
      --only CONTENDER      run just that contender once (for callgrind)
      --thresholds FILE     the ratios' limits (default: Benchmarks/Thresholds/thresholds.json):
                            a many/one line above its maximum, a speedup below its minimum
                            or one call's p50/p99 above its maximumMicroseconds fails the run
      --no-thresholds       check no limit (a smoke run: the golden checks alone)
      -h, --help            Show this help

    Exit status: 0 on success, 1 when a workload fails its check or a ratio is past its
    threshold, 64 on usage errors.
    """

/// A usage error: the message, a pointer to --help, exit 64 (EX_USAGE).
func usageError(_ message: String) -> Never {
    FileHandle.standardError.write(Data("Error: \(message)\nRun 'spoken-bench --help' for usage.\n".utf8))
    exit(64)
}

/// The value after `option`: a whole number of at least 1.
func count(after option: String, _ text: String?) -> Int {
    guard let text else { usageError("Option '\(option)' needs a value") }
    guard let value = Int(text), value >= 1 else {
        usageError("Invalid value '\(text)' for \(option): expected a whole number of at least 1")
    }
    return value
}

var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--help", "-h":
        print(usage)
        exit(0)
    case "--iterations": iterations = count(after: argument, arguments.popFirst())
    case "--lines": lines = count(after: argument, arguments.popFirst())
    case "--rounds": rounds = count(after: argument, arguments.popFirst())
    case "--only":
        guard let name = arguments.popFirst() else { usageError("Option '--only' needs a value") }
        only = name
    case "--thresholds":
        guard let path = arguments.popFirst() else { usageError("Option '--thresholds' needs a value") }
        thresholdsPath = path
    case "--no-thresholds": thresholdsPath = nil
    default:
        if argument.hasPrefix("-") { usageError("Unknown option '\(argument)'") }
        selected.append(argument)
    }
}

let workloads: [(String, () throws -> Workload)] = [
    (
        "date-feed",
        {
            // A typical feed: instants over 30 days at second resolution.
            try DateWorkloads.make(
                name: "date-feed", instants: DateWorkloads.instants(count: iterations, span: 30 * 86_400, seed: 1))
        }
    ),
    (
        "date-random",
        {
            // Instants spread over 50 years: almost every minute is new.
            try DateWorkloads.make(
                name: "date-random",
                instants: DateWorkloads.instants(count: iterations, span: 50 * 365.25 * 86_400, seed: 2))
        }
    ),
    // 15 locales × 40 zones × 2 presentations in random order, against one signature.
    ("date-many", { try DateManyWorkloads.make(iterations: iterations) }),
    // Only making a formatter for a signature already seen, many vs one.
    ("date-lookup", { try DateLookupWorkloads.make(iterations: iterations) }),
    // Values in one unit; then 15 locales × 30 units × 3 widths against that one signature.
    ("measure", { try MeasureWorkloads.make(iterations: iterations, many: false) }),
    ("measure-many", { try MeasureWorkloads.make(iterations: iterations, many: true) }),
    ("label-weather", { try LabelWorkloads.make(iterations: iterations) }),
    // The same ops over the 15 shipped locales (and units, keys), checked against ICU's goldens.
    ("label-many", { try CatalogManyWorkloads.label(iterations: iterations) }),
    ("rating", { try RatingWorkloads.make(iterations: iterations) }),
    ("rating-many", { try CatalogManyWorkloads.rating(iterations: iterations) }),
    ("announce-many", { try CatalogManyWorkloads.announce(iterations: iterations) }),
    // The time spans, money and number styles over one signature: against ICU's raw call and
    // Foundation's FormatStyles. Their many twins: every row of ICU's goldens in random order
    // against the rows of one signature, the same requests grouped, and ICU per signature.
    ("duration", { try TimeSpanWorkloads.duration(iterations: iterations) }),
    ("duration-many", { try GoldenManyWorkloads.duration(iterations: iterations) }),
    ("relative", { try TimeSpanWorkloads.relative(iterations: iterations) }),
    ("relative-many", { try TimeSpanWorkloads.relativeMany(iterations: iterations) }),
    ("interval", { try TimeSpanWorkloads.interval(iterations: iterations) }),
    ("interval-many", { try TimeSpanWorkloads.intervalMany(iterations: iterations) }),
    ("money", { try MoneyNumberWorkloads.money(iterations: iterations) }),
    ("money-many", { try GoldenManyWorkloads.money(iterations: iterations) }),
    ("number", { try MoneyNumberWorkloads.number(iterations: iterations) }),
    ("number-many", { try GoldenManyWorkloads.number(iterations: iterations) }),
    // A 7-part cell label in one call (issue 38), one signature and many, with one call's p50.
    ("cell", { try CellWorkloads.make(iterations: min(iterations, 200_000), many: false) }),
    ("cell-many", { try CellWorkloads.make(iterations: min(iterations, 200_000), many: true) }),
    ("lint", { try LintWorkloads.make(iterations: iterations) }),
    ("lint-speech", { try SpeechLintWorkloads.make(iterations: min(iterations, 200_000)) }),
    ("lint-one-line", { try LintOneLineWorkloads.make(iterations: iterations) }),
    ("xcstrings-lint", { try StringCatalogWorkloads.make(iterations: iterations) }),
    // The converters in linear time: one entry of 4n parts against one of n, per part.
    ("convert-subs", { try ConvertWorkloads.subs(iterations: iterations) }),
    ("convert-plurals", { try ConvertWorkloads.pluralMessages(iterations: iterations) }),
    // Requests through `spoken render`'s pipeline in process (2 jobs, 1 job) vs the library loop.
    ("render", { try RenderWorkloads.make(iterations: min(iterations, 200_000)) }),
    // The same requests through one job against the floor.
    ("render-1job", { try RenderWorkloads.make(iterations: min(iterations, 200_000), oneJob: true) }),
]

// `e2e` runs the binaries end to end, after the in-process workloads (only when named).
let names = workloads.map(\.0) + ["date-matrix", "e2e"] + EndToEndManyWorkloads.parts
if let unknown = selected.first(where: { !names.contains($0) }) {
    usageError("Unknown workload '\(unknown)': expected one of \(names.joined(separator: ", "))")
}

// Read before any workload runs: a missing or broken file is known at once.
var limits: Thresholds.Limits?
if let thresholdsPath, only == nil {
    do {
        limits = try Thresholds.load(thresholdsPath)
    } catch {
        FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
        exit(1)
    }
}

print("WORKLOAD          ours_ns/op  BASELINE            base_ns/op   speedup")
var failed = false
for (name, make) in workloads where selected.isEmpty || selected.contains(name) {
    do {
        let workload = try make()
        if let only {
            let contenders =
                [workload.ours] + workload.baselines + [workload.oneSignature, workload.grouped].compactMap { $0 }
            for contender in contenders where contender.name == only {
                print("\(name) \(only) checksum \(contender.run(iterations))")
            }
        } else {
            Harness.report(workload, rounds: rounds)
        }
    } catch {
        print("\(name): FAILED: \(error)")
        failed = true
    }
}
// The full shipped matrix warmed (only when named): cold and warm cost, resident memory.
if selected.contains("date-matrix") {
    do {
        try DateMatrixWorkloads.run(iterations: iterations)
    } catch {
        print("date-matrix: FAILED: \(error)")
        failed = true
    }
}
// End to end (only when named): the real `spoken` binary over files of `iterations` lines against
// the Foundation program, and the mixed requests of `render` against the library loop.
let e2eLines = lines ?? iterations
if selected.contains("e2e") {
    do {
        try EndToEndWorkloads.run(lines: e2eLines, rounds: rounds) {
            let requests = RenderWorkloads.requests(count: min(iterations, 200_000))
            let floor = try RenderWorkloads.floor(requests)
            return Harness.measure(floor, iterations: requests.count, rounds: rounds)
        }
    } catch {
        print("e2e: FAILED: \(error)")
        failed = true
    }
}
// The many-signature twins end to end: all with `e2e`, or each by name.
let manyParts = Set(EndToEndManyWorkloads.parts.filter { selected.contains($0) || selected.contains("e2e") })
if !manyParts.isEmpty {
    do {
        try EndToEndManyWorkloads.run(manyParts, lines: e2eLines, rounds: rounds)
    } catch {
        print("e2e-many: FAILED: \(error)")
        failed = true
    }
}
if let limits, let thresholdsPath, !Thresholds.check(limits, file: thresholdsPath) { failed = true }
if failed { exit(1) }
