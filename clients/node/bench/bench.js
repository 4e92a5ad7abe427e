// Node benchmark (not a test): what the pipe to `spoken render` costs a Node backend, beside the
// Python client over the same binary and the same requests, in the same run.
//
//   swift build -c release --product spoken
//   SPOKEN_BIN=.build/release/spoken node clients/node/bench/bench.js [--count 100000] [--calls 10000] [--no-python]
//
// Workloads (random instants over 50 years, as clients/python/bench/bench.py):
// - batch: `renderMany` over `count` date requests (en-US, UTC), and over `count` label requests
//   (two children): requests per second, best of 3 runs;
// - single calls: `date` called one at a time, `calls` times: p50 and p99 of each call's time;
// - concurrent: 64 callers, each calling `date` in a loop: calls per second.
// The Python rows run the Python client (clients/python/src, standard library only) in a
// `python3` child over the same workloads.

import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { Spoken, findBinary } from '../index.js';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i < 0 ? fallback : Number(args[i + 1]);
};
const COUNT = option('--count', 100_000);
const CALLS = option('--calls', 10_000);
const PYTHON = !args.includes('--no-python');
const binary = findBinary();

function instants(count, seed = 7) {
  // A small LCG: the same instants on every run.
  let state = seed;
  const start = 946_684_800;
  const span = 50 * 365 * 86_400;
  return Array.from({ length: count }, () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return start + (state % span);
  });
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function node() {
  const seconds = instants(COUNT);
  const spoken = new Spoken({ binary });
  await spoken.date(0);
  const rows = {};
  for (const [name, make] of [
    ['batch, dates', (s) => ({ op: 'date', instant: s })],
    ['batch, labels', (s) => ({ op: 'label', children: [String(s), 'x'] })],
  ]) {
    let best = 0;
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      let n = 0;
      for await (const result of spoken.renderMany(seconds.map(make))) if (result.text) n++;
      if (n !== COUNT) throw new Error(`${name}: ${COUNT - n} failed`);
      best = Math.max(best, COUNT / ((performance.now() - started) / 1000));
    }
    rows[name] = `${Math.round(best).toLocaleString('en')} requests/s`;
  }
  const times = [];
  for (let i = 0; i < CALLS; i++) {
    const started = process.hrtime.bigint();
    await spoken.date(seconds[i]);
    times.push(Number(process.hrtime.bigint() - started) / 1000);
  }
  times.sort((a, b) => a - b);
  rows['single calls'] = `p50 ${percentile(times, 50).toFixed(0)} µs, p99 ${percentile(times, 99).toFixed(0)} µs`;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 64 }, async (_, caller) => {
      for (let i = caller; i < CALLS; i += 64) await spoken.date(seconds[i]);
    }),
  );
  rows['64 concurrent callers'] = `${Math.round(CALLS / ((performance.now() - started) / 1000)).toLocaleString('en')} calls/s`;
  await spoken.close();
  return rows;
}

const PYTHON_SCRIPT = String.raw`
import sys, time, threading, json
from spoken import Spoken
count, calls, seconds = int(sys.argv[1]), int(sys.argv[2]), json.loads(sys.stdin.read())
rows = {}
with Spoken() as spoken:
    spoken.date(0)
    for name, make in (("batch, dates", lambda s: {"op": "date", "instant": s}),
                       ("batch, labels", lambda s: {"op": "label", "children": [str(s), "x"]})):
        best = 0
        for _ in range(3):
            started = time.perf_counter()
            n = sum(1 for r in spoken.render_many([make(s) for s in seconds]) if isinstance(r, dict))
            assert n == count
            best = max(best, count / (time.perf_counter() - started))
        rows[name] = f"{round(best):,} requests/s"
    times = []
    for s in seconds[:calls]:
        started = time.perf_counter_ns()
        spoken.date(s)
        times.append((time.perf_counter_ns() - started) / 1000)
    times.sort()
    pick = lambda p: times[min(len(times) - 1, int(p / 100 * len(times)))]
    rows["single calls"] = f"p50 {pick(50):.0f} µs, p99 {pick(99):.0f} µs"
    def work(k):
        for i in range(k, calls, 64):
            spoken.date(seconds[i])
    threads = [threading.Thread(target=work, args=(k,)) for k in range(64)]
    started = time.perf_counter()
    for t in threads: t.start()
    for t in threads: t.join()
    rows["64 concurrent callers"] = f"{round(calls / (time.perf_counter() - started)):,} calls/s (threads)"
print(json.dumps(rows))
`;

function python() {
  const src = fileURLToPath(new URL('../../python/src', import.meta.url));
  const out = execFileSync('python3', ['-c', PYTHON_SCRIPT, String(COUNT), String(CALLS)], {
    input: JSON.stringify(instants(COUNT)),
    encoding: 'utf8',
    env: { ...process.env, PYTHONPATH: src, SPOKEN_BIN: binary },
    maxBuffer: 1 << 20,
  });
  return JSON.parse(out);
}

const load = () => loadAverage();
function loadAverage() {
  try {
    return execFileSync('cat', ['/proc/loadavg'], { encoding: 'utf8' }).split(' ').slice(0, 3).join(' ');
  } catch {
    return '?';
  }
}

console.log(`binary: ${binary}; ${COUNT.toLocaleString('en')} requests a batch, ${CALLS.toLocaleString('en')} calls; load ${load()}`);
const nodeRows = await node();
const pythonRows = PYTHON ? python() : {};
console.log(`| workload | Node ${process.version} | Python ${PYTHON ? execFileSync('python3', ['--version'], { encoding: 'utf8' }).trim().split(' ')[1] : '(skipped)'} |`);
console.log('|---|---|---|');
for (const name of Object.keys(nodeRows)) console.log(`| ${name} | ${nodeRows[name]} | ${pythonRows[name] ?? '—'} |`);
console.log(`load after: ${load()}`);
