// The Spoken client: one method per op over a pool of `spoken render` coprocesses.

import { findBinary } from './binary.js';
import { Job, Pool } from './coprocess.js';
import {
  InvalidNumber,
  InvalidRequest,
  InvalidUtf8,
  NestingTooDeep,
  SpokenError,
  SpokenProcessError,
  SpokenTimeoutError,
  errorFromResponse,
} from './errors.js';
import { OPS, markup, nearest } from './ops.js';

/** Exit statuses of `spoken render` that no restart can mend (usage errors, unreadable input). */
const CONFIGURATION_FAILURES = new Set([64, 66]);

const CONSTRUCTOR_OPTIONS = [
  'locale',
  'timeZone',
  'catalog',
  'processes',
  'binary',
  'timeout',
  'jobs',
  'batchSize',
  'extraArgs',
  'env',
];

function isPlainObject(value) {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function bigintAsText(_key, value) {
  return typeof value === 'bigint' ? value.toString() : value;
}

/** What JSON.stringify turns into null or escapes: NaN, infinities and lone surrogates. */
function checkValues(value, path) {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) {
      throw new InvalidNumber(`Invalid number '${value}' in '${path}': NaN and infinities are not JSON`);
    }
  } else if (typeof value === 'string') {
    if (!value.isWellFormed()) {
      throw new InvalidUtf8(`Invalid text in '${path}': it has a lone surrogate, which is not Unicode text`);
    }
  } else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (!key.isWellFormed()) throw new InvalidUtf8(`Invalid text in a field name of '${path}': a lone surrogate`);
      checkValues(inner, Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`);
    }
  }
}

/**
 * A request's JSON without its `id` (the client puts its own). Dates become ISO 8601 text,
 * bigints decimal text; anything JSON cannot say is an error naming it, raised before anything is
 * sent.
 */
export function encode(request) {
  if (!isPlainObject(request)) {
    let shown;
    try {
      shown = JSON.stringify(request) ?? String(request);
    } catch {
      shown = String(request);
    }
    throw new InvalidRequest(`Invalid request ${shown.slice(0, 80)}: expected an object of fields`);
  }
  let fields = request;
  if (Object.hasOwn(request, 'id')) {
    const { id: _id, ...rest } = request;
    fields = rest;
  }
  let json;
  try {
    json = JSON.stringify(fields);
  } catch (error) {
    if (error instanceof RangeError) {
      throw new NestingTooDeep('Request nested too deeply to write as JSON', { request });
    }
    try {
      json = JSON.stringify(fields, bigintAsText);
    } catch (again) {
      if (again instanceof RangeError) throw new NestingTooDeep('Request nested too deeply to write as JSON', { request });
      throw new InvalidRequest(`Invalid request: ${again.message}`, { request });
    }
  }
  if (json.includes('null') || json.includes('\\ud')) {
    try {
      checkValues(fields, 'request');
    } catch (error) {
      error.request = request;
      throw error;
    }
  }
  return json;
}

/** A request line with the client's id put first: `{"id":7,…}`. */
function frame(id, json) {
  return json.length > 2 ? '{"id":' + id + ',' + json.slice(1) + '\n' : '{"id":' + id + '}\n';
}

/** A response (the coprocess cut the client's id off) with the request's own id, if it had one. */
function restoreId(response, request) {
  return Object.hasOwn(request, 'id') ? { id: request.id, ...response } : response;
}

/** The error of a request left unanswered by a coprocess that died: its failure, with the request. */
function processErrorFor(failure, request, index = null) {
  const Class = failure instanceof SpokenTimeoutError ? SpokenTimeoutError : SpokenProcessError;
  return new Class(failure?.message ?? 'spoken render did not answer', {
    exitCode: failure?.exitCode ?? null,
    signal: failure?.signal ?? null,
    stderr: failure?.stderr ?? '',
    request,
    index,
  });
}

function validTimeout(timeout, what) {
  if (timeout === null || (typeof timeout === 'number' && timeout > 0)) return timeout;
  throw new RangeError(`${what} must be positive milliseconds or null (no limit), not ${timeout}`);
}

const release = new FinalizationRegistry((pool) => pool.release());

/** Up to `batchSize` rows of a batch, written as one job. */
class Chunk {
  constructor(rows, base) {
    this.rows = rows;
    this.base = base;
    this.bad = null;
    this.job = null;
    this.error = null;
    this.promise = null;
  }
}

/**
 * A client of `spoken render`: a pool of `processes` coprocesses behind one method per op.
 *
 *     const spoken = new Spoken({ locale: 'de', timeZone: 'Europe/Berlin' });
 *     await spoken.measure(25, 'celsius');          // '25 Grad Celsius'
 *     await spoken.close();
 */
export class Spoken {
  constructor(options = {}) {
    for (const key of Object.keys(options)) {
      if (!CONSTRUCTOR_OPTIONS.includes(key)) {
        throw new TypeError(
          `Unknown option '${key}' for new Spoken(): did you mean '${nearest(key, CONSTRUCTOR_OPTIONS)}'? ` +
            `Expected one of ${CONSTRUCTOR_OPTIONS.join(', ')}`,
        );
      }
    }
    const {
      locale = null,
      timeZone = null,
      catalog = null,
      processes = 1,
      binary,
      timeout = 30_000,
      jobs = 1,
      batchSize = 256,
      extraArgs = [],
      env,
    } = options;
    this.timeout = validTimeout(timeout, 'timeout');
    if (!Number.isInteger(batchSize) || batchSize < 1) {
      throw new RangeError(`batchSize must be a whole number of at least 1, not ${batchSize}`);
    }
    this.binary = findBinary(binary, env ?? process.env);
    this.locale = locale;
    this.timeZone = timeZone;
    this.catalog = catalog === null ? null : String(catalog);
    this.processes = processes;
    this.batchSize = batchSize;
    const argv = [this.binary, 'render', '--jobs', String(jobs)];
    if (locale !== null) argv.push('--locale', locale);
    if (timeZone !== null) argv.push('--time-zone', timeZone);
    if (this.catalog !== null) argv.push('--catalog', this.catalog);
    argv.push(...extraArgs);
    this.argv = Object.freeze(argv);
    this._pool = new Pool(argv, processes, env);
    // A client dropped without close(): its coprocesses see the end of their input and exit.
    release.register(this, this._pool, this);
  }

  /** The process ids of the coprocesses running now (started on first use). */
  get pids() {
    return this._pool.running().map((proc) => proc.pid);
  }

  /** Close every coprocess: each answers what it was sent, then exits. */
  async close() {
    release.unregister(this);
    await this._pool.close();
  }

  async [Symbol.asyncDispose]() {
    await this.close();
  }

  /**
   * Reload `catalog` in every running coprocess (render reloads on SIGHUP) and wait until each
   * has: translators' fixes are served without a restart.
   */
  async reload({ timeout } = {}) {
    if (this.catalog === null) throw new TypeError('reload() needs a client made with a catalog');
    const limit = timeout === undefined ? this.timeout : validTimeout(timeout, 'timeout');
    const ping = (proc) =>
      new Promise((resolve, reject) => {
        const job = new Job(1, (done) => (done.failure ? reject(processErrorFor(done.failure, {})) : resolve()));
        proc.send(job, (id) => frame(id, '{}'));
      });
    const results = await Promise.allSettled(this._pool.running().map((proc) => proc.reload(limit, ping)));
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  }

  /**
   * Render one request of any op: `render({ op: 'measure', value: 25, unit: 'celsius' })` →
   * `{ text: '25 degrees Celsius', locale: 'en-US' }` (with the request's own `id`, if it has one).
   */
  async render(request, options = {}) {
    const response = await this._roundtrip(request, options);
    return restoreId(response, request);
  }

  _roundtrip(request, call) {
    const signal = call?.signal;
    if (signal?.aborted) return Promise.reject(signal.reason);
    let json;
    let limit;
    try {
      limit = call?.timeout === undefined ? this.timeout : validTimeout(call.timeout, 'timeout');
      json = encode(request);
    } catch (error) {
      return Promise.reject(error);
    }
    return new Promise((resolve, reject) => {
      let timer = null;
      let proc = null;
      const onAbort = () => {
        if (job.finished) return;
        job.finished = true; // its answer, when it comes, is dropped
        cleanup();
        proc?.forgotten();
        reject(signal.reason);
      };
      const cleanup = () => {
        if (timer !== null) clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      };
      const job = new Job(1, (done) => {
        cleanup();
        if (done.failure) return reject(processErrorFor(done.failure, request));
        const response = done.result;
        if (response.error !== undefined) return reject(errorFromResponse(response.error, request));
        resolve(response);
      });
      try {
        proc = this._send(job, (id) => frame(id, json));
      } catch (error) {
        error.request = request;
        return reject(error);
      }
      if (limit !== null) {
        timer = setTimeout(() => {
          if (job.finished) return;
          job.finished = true;
          cleanup();
          if (proc.responses === job.mark) proc.killStuck(limit);
          else proc.forgotten();
          reject(new SpokenTimeoutError(`No response from spoken render (pid ${proc.pid}) within ${limit} ms`, { request }));
        }, limit);
      }
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  _send(job, lines) {
    for (let attempt = 0; ; attempt++) {
      const proc = this._pool.get();
      try {
        proc.send(job, lines);
        return proc;
      } catch (error) {
        // Dead before anything was written: once more, on a fresh coprocess.
        if (attempt === 0 && error instanceof SpokenProcessError && !this._pool.closed) continue;
        throw error;
      }
    }
  }

  /**
   * Render a stream (or async stream) of requests, yielding one result per request in input
   * order: the response (with the request's own `id`, if it had one) or the SpokenError for that
   * request as a value (`index` is its position), so one bad row never stops a batch. At most 8
   * chunks of `batchSize` requests per coprocess are in flight: memory does not grow with the
   * input.
   */
  async *renderMany(requests, { timeout, batchSize, signal } = {}) {
    const limit = timeout === undefined ? this.timeout : validTimeout(timeout, 'timeout');
    const size = batchSize ?? this.batchSize;
    if (!Number.isInteger(size) || size < 1) {
      throw new RangeError(`batchSize must be a whole number of at least 1, not ${size}`);
    }
    const window = 8 * this._pool.size;
    const isAsync = requests != null && typeof requests[Symbol.asyncIterator] === 'function';
    if (!isAsync && (requests == null || typeof requests[Symbol.iterator] !== 'function')) {
      throw new TypeError('renderMany() takes an iterable or an async iterable of requests');
    }
    const source = isAsync ? requests[Symbol.asyncIterator]() : requests[Symbol.iterator]();
    const pending = [];
    let base = 0;
    let exhausted = false;
    try {
      while (true) {
        while (!exhausted && pending.length < window) {
          const rows = [];
          if (isAsync) {
            while (rows.length < size) {
              const step = await source.next();
              if (step.done) break;
              rows.push(step.value);
            }
          } else {
            while (rows.length < size) {
              const step = source.next();
              if (step.done) break;
              rows.push(step.value);
            }
          }
          if (rows.length < size) exhausted = true;
          if (rows.length === 0) break;
          pending.push(this._submit(rows, base));
          base += rows.length;
        }
        if (pending.length === 0) return;
        if (signal?.aborted) throw signal.reason;
        const chunk = pending.shift();
        await this._wait(chunk, limit, signal);
        const failure = chunk.error ?? chunk.job?.failure;
        if (failure && CONFIGURATION_FAILURES.has(failure.exitCode)) {
          throw new SpokenProcessError(failure.message, { exitCode: failure.exitCode, stderr: failure.stderr });
        }
        const { rows, bad, job } = chunk;
        const results = job === null ? null : job.count === 1 ? [job.result] : job.results;
        let j = 0;
        for (let k = 0; k < rows.length; k++) {
          const row = rows[k];
          if (bad !== null && bad.has(k)) {
            yield bad.get(k);
            continue;
          }
          if (chunk.error !== null) {
            yield processErrorFor(chunk.error, row, chunk.base + k);
            continue;
          }
          const response = results[j++];
          if (response === undefined) {
            yield processErrorFor(job.failure, row, chunk.base + k);
          } else if (response.error !== undefined) {
            yield errorFromResponse(response.error, row, chunk.base + k);
          } else {
            yield restoreId(response, row);
          }
        }
      }
    } finally {
      if (!exhausted && typeof source.return === 'function') {
        try {
          await source.return();
        } catch {
          // the source's own clean-up failing is not the batch's failure
        }
      }
    }
  }

  _submit(rows, base) {
    const chunk = new Chunk(rows, base);
    let text = '';
    let count = 0;
    const bodies = [];
    for (let k = 0; k < rows.length; k++) {
      try {
        bodies.push(encode(rows[k]));
      } catch (error) {
        if (!(error instanceof SpokenError)) throw error;
        error.index = base + k;
        error.request = isPlainObject(rows[k]) ? rows[k] : null;
        (chunk.bad ??= new Map()).set(k, error);
      }
    }
    count = bodies.length;
    if (count === 0) return chunk;
    chunk.promise = new Promise((resolve) => {
      chunk.job = new Job(count, resolve);
    });
    try {
      this._send(chunk.job, (firstId) => {
        for (let i = 0; i < count; i++) {
          const json = bodies[i];
          text += json.length > 2 ? '{"id":' + (firstId + i) + ',' + json.slice(1) + '\n' : '{"id":' + (firstId + i) + '}\n';
        }
        return text;
      });
    } catch (error) {
      chunk.error = error instanceof SpokenProcessError ? error : new SpokenProcessError(String(error?.message ?? error));
    }
    return chunk;
  }

  async _wait(chunk, limit, signal) {
    if (chunk.job === null || chunk.error !== null) return;
    if (limit === null && !signal) {
      await chunk.promise;
      return;
    }
    const job = chunk.job;
    while (!job.finished) {
      let timer;
      let onAbort;
      const waits = [chunk.promise];
      if (limit !== null) waits.push(new Promise((resolve) => (timer = setTimeout(resolve, limit))));
      if (signal) {
        waits.push(
          new Promise((resolve) => {
            onAbort = resolve;
            signal.addEventListener('abort', onAbort, { once: true });
          }),
        );
      }
      await Promise.race(waits);
      clearTimeout(timer);
      if (onAbort) signal.removeEventListener('abort', onAbort);
      if (job.finished) return;
      if (signal?.aborted) throw signal.reason;
      const proc = job.process;
      if (proc.responses === job.mark) {
        proc.killStuck(limit);
        await chunk.promise; // the dying coprocess fails the job at once
        return;
      }
      job.mark = proc.responses;
    }
  }
}

// One method per op of the table (src/ops.js, src/schema.json).
for (const op of Object.values(OPS)) {
  if (op.name in Spoken.prototype) {
    throw new Error(`The op '${op.name}' clashes with a member of Spoken`);
  }
  const method = {
    [op.name](...args) {
      let built;
      try {
        built = op.request(args);
      } catch (error) {
        return Promise.reject(error);
      }
      return this._roundtrip(built.request, built.call).then(built.request.markup === true ? markup : op.parse);
    },
  }[op.name];
  Object.defineProperty(Spoken.prototype, op.name, { value: method, writable: true, configurable: true });
}
