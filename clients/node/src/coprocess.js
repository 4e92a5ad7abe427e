// One `spoken render` coprocess, and a pool of them.
//
// `spoken render` answers one JSON line per request, in input order. A Coprocess writes jobs (one
// request, or a chunk of a batch) with ids of its own, keeps them in a FIFO in write order, and
// matches each response line to the job at the head of the FIFO, checking that the response carries
// the id that is due. A coprocess that dies, or breaks the protocol (a line that is not JSON, a
// wrong id), fails every job in flight with SpokenProcessError; the pool starts a new one on the
// next call. See "Writing a client" in Sources/SpokenRender/SpokenRender.docc/RenderProtocol.md.

import { spawn } from 'node:child_process';

import { SpokenProcessError, SpokenTimeoutError, errorClass } from './errors.js';

const STDERR_TAIL = 16 * 1024;
/** Lines of standard error kept as a catalog reload's reasons (lint lists at most 1000 errors). */
const REPORT_LINES = 1100;
/** A response line longer than this is a broken process, not a response. */
const MAX_RESPONSE_CHARS = 256 * 1024 * 1024;

/**
 * Requests written together to one coprocess. `done(job)` runs once, when every response is in or
 * when the coprocess died (`failure` is then set and the slots not filled stay undefined).
 */
export class Job {
  constructor(count, done) {
    this.count = count;
    this.done = done;
    /** Responses, by slot; for a job of one request, `result` holds it. */
    this.results = count === 1 ? null : new Array(count);
    this.result = undefined;
    this.filled = 0;
    this.firstId = 0;
    this.failure = null;
    /** The coprocess's response count when this job was written: progress, for timeouts. */
    this.mark = 0;
    this.process = null;
    this.finished = false;
  }
}

/** The line of a process's standard error that says what went wrong. */
function stderrSummary(stderr) {
  const lines = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const error = lines.find((line) => /^(error|fatal)/i.test(line));
  return (error ?? lines[lines.length - 1] ?? '').slice(0, 500);
}


/** One running `spoken render`. */
export class Coprocess {
  constructor(argv, env) {
    this.argv = argv;
    this.dead = false;
    this.closing = false;
    this.failure = null;
    this.responses = 0;
    this.nextId = 1;
    this.fifo = [];
    this.head = 0;
    this.out = '';
    this.flushScheduled = false;
    this.pending = '';
    this.stderrTail = '';
    this.stderrPartial = '';
    this.stderrLines = [];
    this.reportWaiters = [];
    this.reportCount = 0;
    this.killReason = null;
    this.referenced = false;
    this.exited = new Promise((resolve) => {
      this.resolveExited = resolve;
    });
    let child;
    try {
      child = spawn(argv[0], argv.slice(1), {
        stdio: ['pipe', 'pipe', 'pipe'],
        env: env ?? process.env,
        // Its own process group: a terminal's Ctrl-C reaches Node, not the coprocess.
        detached: true,
      });
    } catch (error) {
      this.pid = null;
      this.dead = true;
      this.failure = new SpokenProcessError(`Cannot start '${argv[0]}': ${error.message}`, { cause: error });
      this.resolveExited();
      return;
    }
    this.child = child;
    this.pid = child.pid ?? null;
    child.on('error', (error) => {
      // Cannot spawn (the binary vanished, permission denied), or cannot signal it.
      if (this.pid === null || !this.dead) {
        this.die(`could not be started: ${error.message}`, null, null);
      }
    });
    child.stdin.on('error', () => {
      // EPIPE when it died: the end of its output fails the jobs in flight.
    });
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => this.onData(chunk));
    child.stdout.on('error', () => {});
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk) => this.onStderr(chunk));
    child.stderr.on('error', () => {});
    child.on('close', (code, signal) => this.die(this.protocolProblem ?? null, code, signal));
    this.unref();
  }

  // Keeping Node alive: only while a job waits for its answer.

  ref() {
    if (this.referenced || this.dead) return;
    this.referenced = true;
    this.child.ref();
    this.child.stdout.ref?.();
    this.child.stderr.ref?.();
  }

  unref() {
    this.referenced = false;
    this.child.unref();
    this.child.stdout.unref?.();
    this.child.stderr.unref?.();
    this.child.stdin.unref?.();
  }

  /** After a call gave up (aborted, timed out): while no job waits for its answer, let Node exit. */
  forgotten() {
    if (this.closing || this.dead) return;
    for (let i = this.head; i < this.fifo.length; i++) if (!this.fifo[i].finished) return;
    this.unref();
  }

  get inFlight() {
    return this.fifo.length - this.head;
  }

  // Writing.

  /**
   * Give a job its ids and queue its lines (`body(firstId)` returns them, each ending in a line
   * break). Lines queued in one tick are written together.
   * @throws {SpokenProcessError} when the coprocess is dead or closing.
   */
  send(job, lines) {
    if (this.dead || this.closing) throw this.failureForNew();
    job.firstId = this.nextId;
    this.nextId += job.count;
    job.mark = this.responses;
    job.process = this;
    this.fifo.push(job);
    this.out += lines(job.firstId);
    if (!this.referenced) this.ref();
    if (!this.flushScheduled) {
      this.flushScheduled = true;
      queueMicrotask(() => this.flush());
    }
  }

  flush() {
    this.flushScheduled = false;
    if (this.dead || !this.out) return;
    const data = this.out;
    this.out = '';
    this.child.stdin.write(data);
  }

  // Reading.

  onData(chunk) {
    let data = this.pending ? this.pending + chunk : chunk;
    const cut = data.lastIndexOf('\n') + 1;
    if (cut === 0) {
      if (data.length > MAX_RESPONSE_CHARS) {
        return this.breakProtocol(`wrote ${data.length} characters without a line break`);
      }
      this.pending = data;
      return;
    }
    this.pending = cut === data.length ? '' : data.slice(cut);
    // Each line is {"id":ID,…}: the id is checked against the one due and cut off (the caller's
    // own id, if any, is put back by the client), then the lines are parsed as one JSON array
    // (responses escape every control character, so line breaks only separate them).
    const lines = data.slice(0, cut - 1).split('\n');
    const fifo = this.fifo;
    let head = this.head;
    let job = fifo[head];
    let slot = job === undefined ? 0 : job.filled;
    const bodies = [];
    const jobs = [];
    let problem = null;
    for (let k = 0; k < lines.length; k++) {
      const line = lines[k];
      if (job === undefined) {
        problem = `wrote a response to no request: ${JSON.stringify(line.slice(0, 200))}`;
        break;
      }
      const comma = line.startsWith('{"id":') ? line.indexOf(',', 6) : -1;
      if (comma < 0) {
        problem = `wrote a line that is not a response: ${JSON.stringify(line.slice(0, 200))}`;
        break;
      }
      const id = line.slice(6, comma);
      // A line render could not parse (too long, not JSON) has no id: still in its place.
      if (id !== String(job.firstId + slot) && !(id === 'null' && line.includes('"error":', comma))) {
        problem = `answered id ${id} where id ${job.firstId + slot} was due`;
        break;
      }
      bodies.push('{' + line.slice(comma + 1));
      jobs.push(job);
      if (++slot === job.count) {
        job = fifo[++head];
        slot = 0;
      }
    }
    let responses;
    try {
      responses = JSON.parse('[' + bodies.join(',') + ']');
    } catch {
      const bad = lines.find((line) => {
        try {
          JSON.parse(line);
          return false;
        } catch {
          return true;
        }
      });
      return this.breakProtocol(`wrote a line that is not JSON: ${JSON.stringify(String(bad).slice(0, 200))}`);
    }
    for (let k = 0; k < responses.length; k++) {
      const response = responses[k];
      const done = jobs[k];
      if (response === null || typeof response !== 'object' || Array.isArray(response)) {
        return this.breakProtocol(`wrote a line that is not a JSON object: ${JSON.stringify(lines[k].slice(0, 200))}`);
      }
      const filled = done.filled;
      if (done.results === null) done.result = response;
      else done.results[filled] = response;
      done.filled = filled + 1;
      this.responses++;
      if (filled + 1 === done.count) {
        fifo[this.head++] = undefined;
        if (!done.finished) {
          done.finished = true;
          done.done(done);
        }
      }
    }
    if (problem !== null) return this.breakProtocol(problem); // after the good lines before it
    if (this.head > 1024 && this.head * 2 > fifo.length) {
      fifo.splice(0, this.head);
      this.head = 0;
    }
    if (this.head === fifo.length) {
      fifo.length = 0;
      this.head = 0;
      if (!this.closing) this.unref(); // a closing one keeps Node running until it has exited
    }
  }

  breakProtocol(problem) {
    this.protocolProblem = problem;
    this.closing = true; // no new job is written to it
    this.pending = '';
    this.child.stdout.removeAllListeners('data');
    this.killQuietly();
  }

  onStderr(chunk) {
    this.stderrTail += chunk;
    if (this.stderrTail.length > STDERR_TAIL) this.stderrTail = this.stderrTail.slice(-STDERR_TAIL);
    const data = this.stderrPartial + chunk;
    const lines = data.split('\n');
    this.stderrPartial = lines.pop();
    if (this.stderrPartial.length > STDERR_TAIL) this.stderrPartial = this.stderrPartial.slice(-STDERR_TAIL);
    for (const line of lines) this.stderrLine(line);
  }

  /**
   * One line of standard error: a reload's last line (`Reloaded 'PATH'`, or `Error: Reload of
   * 'PATH' refused; … [CODE]` after its reasons) completes a report.
   */
  stderrLine(line) {
    let report;
    if (line.startsWith("Reloaded '")) {
      report = { code: null, message: line };
    } else if (line.startsWith("Error: Reload of '") && line.endsWith(']') && line.includes('[')) {
      const code = line.slice(line.lastIndexOf('[') + 1, -1);
      report = { code, message: [...this.stderrLines, line.slice('Error: '.length)].join('\n') };
    } else {
      this.stderrLines.push(line);
      if (this.stderrLines.length > REPORT_LINES) this.stderrLines.shift();
      return;
    }
    this.stderrLines = [];
    this.reportCount++;
    const waiters = this.reportWaiters;
    this.reportWaiters = [];
    for (const waiter of waiters) waiter(report);
  }

  // Life cycle.

  die(problem, code, signal) {
    if (this.dead && this.failure) return;
    this.dead = true;
    const jobs = this.fifo.slice(this.head).filter(Boolean);
    this.fifo = [];
    this.head = 0;
    const stderr = this.stderrTail + (this.stderrPartial && !this.stderrTail.endsWith(this.stderrPartial) ? this.stderrPartial : '');
    const exitCode = code ?? null;
    let failure;
    if (this.killReason !== null) {
      failure = this.killReason;
      failure.exitCode = exitCode;
      failure.signal = signal ?? null;
      failure.stderr = stderr;
    } else {
      let what;
      if (problem) what = problem;
      else if (this.closing) what = 'was closed';
      else if (signal) what = `was killed by ${signal}`;
      else what = `exited with status ${exitCode}`;
      const last = stderrSummary(stderr);
      failure = new SpokenProcessError(`spoken render (pid ${this.pid}) ${what}${last ? `: ${last}` : ''}`, {
        exitCode,
        signal: signal ?? null,
        stderr,
      });
    }
    this.failure = failure;
    for (const waiter of this.reportWaiters) waiter(null);
    this.reportWaiters = [];
    if (this.child) this.unref();
    for (const job of jobs) {
      if (job.finished) continue;
      job.failure = failure;
      job.finished = true;
      try {
        job.done(job);
      } catch {
        // a job's callback must never stop the others from failing
      }
    }
    this.resolveExited();
  }

  /** A fresh copy of the failure, for a job that was not written. */
  failureForNew(request = null) {
    const failure = this.failure;
    if (failure) {
      const Class = failure instanceof SpokenTimeoutError ? SpokenProcessError : failure.constructor;
      return new Class(failure.message, {
        exitCode: failure.exitCode,
        signal: failure.signal,
        stderr: failure.stderr,
        request,
      });
    }
    return new SpokenProcessError(
      this.closing ? `spoken render (pid ${this.pid}) is closed` : `spoken render (pid ${this.pid}) has died`,
      { request },
    );
  }

  killQuietly() {
    if (!this.child || this.pid === null) return;
    try {
      // The whole process group: nothing it started keeps the pipes open after it.
      process.kill(-this.pid, 'SIGKILL');
    } catch {
      try {
        this.child.kill('SIGKILL');
      } catch {
        // gone already
      }
    }
  }

  /** Kill the process; its jobs in flight fail with `reason` (or a process error). */
  kill(reason = null) {
    if (this.dead) return;
    if (reason !== null && this.killReason === null) this.killReason = reason;
    this.closing = true; // no new job is written to it
    this.killQuietly();
  }

  /** Kill a coprocess that answered nothing for `timeout` ms; its jobs fail with a timeout. */
  killStuck(timeout) {
    this.kill(
      new SpokenTimeoutError(`spoken render (pid ${this.pid}) answered nothing for ${timeout} ms and was restarted`),
    );
  }

  /** Close the input: the process answers what it was sent, then exits; killed after `timeout`. */
  async close(timeout = 10_000) {
    if (this.dead || !this.child) return this.exited;
    this.flush();
    this.closing = true;
    this.child.stdin.end();
    this.ref(); // until it exits
    let timer;
    const killed = new Promise((resolve) => {
      timer = setTimeout(() => {
        this.killQuietly();
        resolve();
      }, timeout);
      timer.unref();
    });
    await Promise.race([this.exited, killed]);
    clearTimeout(timer);
    return this.exited;
  }

  /** Close the input without waiting (a client dropped without close()). */
  release() {
    if (this.dead || !this.child) return;
    this.closing = true;
    this.flush();
    this.child.stdin.end();
  }

  /**
   * Reload the coprocess's `--catalog` (SIGHUP) and wait for its report: resolves with the
   * `Reloaded 'PATH'` line, or rejects with InvalidCatalog/UnreadableCatalog and the reasons (the
   * coprocess then keeps the catalogs it had).
   */
  async reload(timeout, ping) {
    if (this.responses === 0) {
      // Until it answers, a binary older than issue 43 may not have installed its SIGHUP handler.
      await ping(this);
    }
    if (this.dead) throw this.failureForNew();
    const report = new Promise((resolve) => this.reportWaiters.push(resolve));
    let timer;
    const expired = new Promise((resolve) => {
      if (timeout !== null && timeout !== undefined) {
        timer = setTimeout(() => resolve(undefined), timeout);
      }
    });
    this.ref();
    try {
      process.kill(this.pid, 'SIGHUP');
    } catch {
      throw this.failureForNew();
    }
    const result = await Promise.race([report, expired]);
    clearTimeout(timer);
    if (this.inFlight === 0 && !this.closing) this.unref();
    if (result === undefined) {
      throw new SpokenTimeoutError(`spoken render (pid ${this.pid}) did not reload within ${timeout} ms`);
    }
    if (result === null) throw this.failureForNew();
    if (result.code !== null) throw new (errorClass(result.code))(result.message, { code: result.code });
    return result.message;
  }
}

/** `size` coprocesses, started when first needed, restarted when dead. */
export class Pool {
  constructor(argv, size, env) {
    if (!Number.isInteger(size) || size < 1) {
      throw new RangeError(`processes must be a whole number of at least 1, not ${size}`);
    }
    this.argv = argv;
    this.size = size;
    this.env = env;
    this.procs = new Array(size).fill(null);
    this.turn = 0;
    this.closed = false;
  }

  /** A live coprocess (round robin), started if need be. */
  get() {
    if (this.closed) throw new SpokenProcessError('This Spoken client is closed');
    const i = this.turn;
    this.turn = i + 1 === this.size ? 0 : i + 1;
    let proc = this.procs[i];
    if (proc === null || proc.dead || proc.closing) {
      proc = this.procs[i] = new Coprocess(this.argv, this.env);
    }
    return proc;
  }

  /** The coprocesses started and alive now. */
  running() {
    return this.procs.filter((p) => p !== null && !p.dead && !p.closing);
  }

  async close(timeout) {
    this.closed = true;
    const procs = this.procs;
    this.procs = new Array(this.size).fill(null);
    await Promise.all(procs.filter(Boolean).map((p) => p.close(timeout)));
  }

  release() {
    for (const proc of this.procs) proc?.release();
  }
}

