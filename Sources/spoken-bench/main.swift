import Foundation

// spoken-bench: Spoken's hot paths against baselines measured in the same process.
//
//   swift run -c release spoken-bench [--iterations N] [--rounds R] [WORKLOAD...]
//   spoken-bench e2e   end to end: the `spoken` binary beside this one over files of N lines
//
// Prints one line per (workload, baseline):
//   WORKLOAD  ours_ns_per_op  BASELINE  baseline_ns_per_op  speedup   (speedup = baseline / ours)

var iterations = 1_000_000
var rounds = 3
var selected: Set<String> = []
/// With `--only NAME`, runs just that contender once (for instruction counts under callgrind).
var only: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--iterations": iterations = arguments.popFirst().flatMap { Int($0) } ?? iterations
    case "--rounds": rounds = arguments.popFirst().flatMap { Int($0) } ?? rounds
    case "--only": only = arguments.popFirst()
    default: selected.insert(argument)
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
    ("label-weather", { try LabelWorkloads.make(iterations: iterations) }),
    ("rating", { try RatingWorkloads.make(iterations: iterations) }),
    ("lint", { try LintWorkloads.make(iterations: iterations) }),
    // Requests through `spoken render`'s pipeline in process (2 jobs, 1 job) vs the library loop.
    ("render", { try RenderWorkloads.make(iterations: min(iterations, 200_000)) }),
    // The same requests through one job against the floor.
    ("render-1job", { try RenderWorkloads.make(iterations: min(iterations, 200_000), oneJob: true) }),
]

print("WORKLOAD        ours_ns/op  BASELINE            base_ns/op   speedup")
var failed = false
for (name, make) in workloads where selected.isEmpty || selected.contains(name) {
    do {
        let workload = try make()
        if let only {
            for contender in [workload.ours] + workload.baselines where contender.name == only {
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
// End to end (only when named): the real `spoken` binary over files of `iterations` lines against
// the Foundation program, and the mixed requests of `render` against the library loop.
if selected.contains("e2e") {
    do {
        try EndToEndWorkloads.run(lines: iterations, rounds: rounds) {
            let requests = RenderWorkloads.requests(count: min(iterations, 200_000))
            let floor = try RenderWorkloads.floor(requests)
            return Harness.measure(floor, iterations: requests.count, rounds: rounds)
        }
    } catch {
        print("e2e: FAILED: \(error)")
        failed = true
    }
}
if failed { exit(1) }
