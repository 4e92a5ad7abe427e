// What can go wrong around the coprocess: it dies, stalls, breaks the protocol, or a call is
// aborted. Never a hang, never an unhandled rejection.

import assert from 'node:assert/strict';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, afterEach, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';

import * as spoken from '../index.js';
import { Spoken } from '../index.js';
import { BINARY } from './helpers.js';

const unhandled = [];
const onUnhandled = (reason) => unhandled.push(reason);
let work;

before(() => {
  process.on('unhandledRejection', onUnhandled);
  work = mkdtempSync(join(tmpdir(), 'spoken-node-'));
});
after(() => {
  process.off('unhandledRejection', onUnhandled);
  rmSync(work, { recursive: true, force: true });
});
afterEach(async () => {
  // Let every callback of the test run before looking.
  await sleep(20);
  assert.deepEqual(unhandled, [], 'an unhandled rejection');
});

/** A stand-in for spoken (a shell script) that misbehaves as told. */
function fake(name, script) {
  const path = join(work, name);
  writeFileSync(path, '#!/bin/sh\n' + script);
  chmodSync(path, 0o755);
  return path;
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

test('a killed coprocess fails its calls in flight, and the next call succeeds', async () => {
  const client = new Spoken({ binary: BINARY });
  try {
    assert.equal(await client.measure(25, 'celsius'), '25 degrees Celsius');
    const [pid] = client.pids;
    process.kill(pid, 'SIGSTOP'); // so that the calls below are in flight when it dies
    const calls = [client.measure(1, 'celsius'), client.rating(3)];
    await sleep(50);
    process.kill(pid, 'SIGKILL');
    for (const call of calls) {
      await assert.rejects(call, (error) => {
        assert.ok(error instanceof spoken.SpokenProcessError, String(error));
        assert.equal(error.signal, 'SIGKILL');
        assert.match(error.message, new RegExp(`spoken render \\(pid ${pid}\\) was killed by SIGKILL`));
        assert.ok(error.request.op);
        return true;
      });
    }
    assert.equal(await client.measure(25, 'celsius'), '25 degrees Celsius');
    assert.notEqual(client.pids[0], pid);
  } finally {
    await client.close();
  }
});

test('a coprocess killed while idle is restarted for the next call', async () => {
  const client = new Spoken({ binary: BINARY });
  try {
    await client.rating(3);
    const [pid] = client.pids;
    process.kill(pid, 'SIGKILL');
    await sleep(100);
    assert.equal(await client.rating(3), '3 stars');
  } finally {
    await client.close();
  }
});

test('an aborted call rejects with the reason, and a later call never gets its answer', async () => {
  const client = new Spoken({ binary: BINARY });
  try {
    await client.rating(1);
    const [pid] = client.pids;
    process.kill(pid, 'SIGSTOP'); // the aborted request is written, but not yet answered
    const controller = new AbortController();
    const aborted = client.measure(1, 'celsius', { signal: controller.signal });
    const later = client.measure(2, 'celsius');
    await sleep(20);
    controller.abort();
    await assert.rejects(aborted, (error) => error.name === 'AbortError');
    process.kill(pid, 'SIGCONT');
    // The answer to the aborted request ("1 degree Celsius") is dropped, not given to the next.
    assert.equal(await later, '2 degrees Celsius');
    assert.equal(await client.measure(3, 'celsius'), '3 degrees Celsius');
    // A signal aborted before the call: nothing is sent.
    await assert.rejects(client.rating(3, { signal: AbortSignal.abort(new Error('stop')) }), /stop/);
    const reason = new Error('gone');
    const timed = new AbortController();
    const call = client.rating(4, { signal: timed.signal });
    timed.abort(reason);
    await assert.rejects(call, (error) => error === reason);
  } finally {
    await client.close();
  }
});

test('a stalled coprocess (SIGSTOP): the call times out and the next call succeeds', async () => {
  const client = new Spoken({ binary: BINARY, timeout: 300 });
  try {
    await client.rating(1, { timeout: 20_000 }); // started, however loaded the machine is
    const [pid] = client.pids;
    process.kill(pid, 'SIGSTOP');
    const started = performance.now();
    const stalled = client.measure(1, 'celsius');
    const other = client.rating(2, { timeout: 5_000 });
    await assert.rejects(stalled, (error) => {
      assert.ok(error instanceof spoken.SpokenTimeoutError);
      assert.ok(error instanceof spoken.SpokenProcessError);
      assert.match(error.message, /No response from spoken render \(pid \d+\) within 300 ms/);
      return true;
    });
    assert.ok(performance.now() - started < 4_000);
    // It made no progress: it is killed, and its other call in flight fails at once.
    await assert.rejects(other, (error) => error instanceof spoken.SpokenTimeoutError && /answered nothing for 300 ms/.test(error.message));
    await sleep(50);
    assert.equal(alive(pid), false);
    assert.equal(await client.rating(3), '3 stars');
  } finally {
    await client.close();
  }
});

test('a per-call timeout of null waits as long as it takes', async () => {
  const client = new Spoken({ binary: BINARY, timeout: 100 });
  try {
    await client.rating(1, { timeout: 20_000 });
    const [pid] = client.pids;
    process.kill(pid, 'SIGSTOP');
    const call = client.rating(2, { timeout: null });
    await sleep(300);
    process.kill(pid, 'SIGCONT');
    assert.equal(await call, '2 stars');
  } finally {
    await client.close();
  }
});

test('a coprocess that exits with a usage error: the call says why', async () => {
  const client = new Spoken({ binary: BINARY, locale: 'xx-!!' });
  try {
    await assert.rejects(client.rating(1), (error) => {
      assert.ok(error instanceof spoken.SpokenProcessError);
      assert.equal(error.exitCode, 64);
      assert.match(error.message, /exited with status 64: Error: .*xx-!!/);
      return true;
    });
    // A batch cannot go on at all: the iterator throws instead of yielding the same error each row.
    await assert.rejects(async () => {
      for await (const _ of client.renderMany([{ op: 'rating', value: 1 }])) {
        // nothing
      }
    }, (error) => error instanceof spoken.SpokenProcessError && error.exitCode === 64);
  } finally {
    await client.close();
  }
});

test('a coprocess that breaks the protocol is killed; its calls fail', async () => {
  const wrongId = fake('wrong-id', 'read line; echo \'{"id":99,"text":"x","locale":"en"}\'; sleep 30\n');
  const notJson = fake('not-json', 'read line; echo "Segmentation fault"; sleep 30\n');
  const exits = fake('exits', 'read line; echo "Error: boom" >&2; exit 3\n');
  const badJson = fake('bad-json', 'read line; echo \'{"id":1,"text":}\'; sleep 30\n');
  fake('extra', 'read line; printf \'{"id":1,"text":"a","locale":"en"}\\n{"id":2,"text":"stray","locale":"en"}\\n\'; sleep 30\n');
  for (const [binary, pattern] of [
    [wrongId, /answered id 99 where id 1 was due/],
    [notJson, /wrote a line that is not a response: "Segmentation fault"/],
    [exits, /exited with status 3: Error: boom/],
    [badJson, /wrote a line that is not JSON: "\{\\"id\\":1,\\"text\\":\}"/],
  ]) {
    const client = new Spoken({ binary, timeout: 10_000 });
    try {
      await assert.rejects(client.rating(1), (error) => error instanceof spoken.SpokenProcessError && pattern.test(error.message));
    } finally {
      await client.close();
    }
  }
});

test('a response to no request breaks the protocol: the next call fails, never gets it', async () => {
  const extra = join(work, 'extra');
  const client = new Spoken({ binary: extra, timeout: 10_000 });
  try {
    // The answer before the stray line is delivered; the stray one kills the coprocess.
    assert.equal(await client.rating(1), 'a');
    const [pid] = client.pids.length ? client.pids : [null];
    await sleep(100);
    if (pid !== null) assert.equal(alive(pid), false);
    // A fresh coprocess answers the next call with its own first answer, never the stray one.
    assert.equal(await client.rating(2), 'a');
  } finally {
    await client.close();
  }
});

test('a binary that cannot start: the call rejects, never hangs', async () => {
  const gone = fake('gone', 'exit 0\n');
  const client = new Spoken({ binary: gone });
  rmSync(gone);
  try {
    await assert.rejects(client.rating(1), spoken.SpokenProcessError);
  } finally {
    await client.close();
  }
});

test('a closed client refuses calls; close answers what was sent first', async () => {
  const client = new Spoken({ binary: BINARY });
  const pending = client.measure(25, 'celsius');
  await client.close();
  assert.equal(await pending, '25 degrees Celsius');
  await assert.rejects(client.rating(1), (error) => error instanceof spoken.SpokenProcessError && /closed/.test(error.message));
});

test('Symbol.asyncDispose closes the client', async () => {
  const client = new Spoken({ binary: BINARY });
  await client.rating(1);
  const [pid] = client.pids;
  await client[Symbol.asyncDispose]();
  assert.equal(alive(pid), false);
});

test('a batch over a coprocess that dies: its requests in flight are errors as values, the rest go on', async () => {
  const client = new Spoken({ binary: BINARY, batchSize: 10 });
  try {
    const requests = Array.from({ length: 200 }, (_, i) => ({ op: 'rating', value: i % 5 }));
    const results = [];
    let pid;
    for await (const result of client.renderMany(requests)) {
      if (results.length === 5) {
        // Stopped: the chunks written from now on stay in flight until it is killed.
        pid = client.pids[0];
        process.kill(pid, 'SIGSTOP');
      }
      if (results.length === 30) {
        process.kill(pid, 'SIGKILL');
        await sleep(50);
      }
      results.push(result);
    }
    assert.equal(results.length, 200);
    const failed = results.filter((r) => r instanceof spoken.SpokenProcessError);
    assert.ok(failed.length > 0 && failed.length < 200);
    assert.equal(results.at(-1).text, '4 stars');
    for (const error of failed) assert.ok(Number.isInteger(error.index) && error.request.op === 'rating');
  } finally {
    await client.close();
  }
});

test('a batch over a stalled coprocess times out without progress', async () => {
  const client = new Spoken({ binary: BINARY, batchSize: 10 });
  try {
    await client.rating(1);
    process.kill(client.pids[0], 'SIGSTOP');
    const results = [];
    for await (const result of client.renderMany([{ op: 'rating', value: 1 }], { timeout: 200 })) results.push(result);
    assert.equal(results.length, 1);
    assert.ok(results[0] instanceof spoken.SpokenTimeoutError, String(results[0]));
  } finally {
    await client.close();
  }
});

test('an aborted batch rejects with the reason', async () => {
  const client = new Spoken({ binary: BINARY, batchSize: 10 });
  try {
    const controller = new AbortController();
    const seen = [];
    await assert.rejects(async () => {
      for await (const result of client.renderMany(
        Array.from({ length: 1000 }, () => ({ op: 'rating', value: 1 })),
        { signal: controller.signal },
      )) {
        seen.push(result);
        if (seen.length === 15) controller.abort();
      }
    }, (error) => error.name === 'AbortError');
    assert.ok(seen.length >= 15 && seen.length <= 20);
    assert.equal(await client.rating(2), '2 stars');
  } finally {
    await client.close();
  }
});

test('an idle client does not keep Node running', async () => {
  const { execFileSync } = await import('node:child_process');
  const script = `
    import { Spoken } from ${JSON.stringify(new URL('../index.js', import.meta.url).href)};
    const client = new Spoken({ binary: ${JSON.stringify(BINARY)} });
    console.log(await client.rating(3));
    // A call given up on (aborted) while the coprocess is stalled keeps nothing waiting either.
    const [pid] = client.pids;
    console.log(pid);
    process.kill(pid, 'SIGSTOP');
    const controller = new AbortController();
    const call = client.rating(4, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await call.catch((error) => console.log(error.name));
  `;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 20_000 });
  const [text, pid, aborted] = out.trimEnd().split('\n');
  try {
    process.kill(Number(pid), 'SIGKILL');
  } catch {
    // gone already (an orphaned stopped group gets SIGHUP)
  }
  assert.equal(text, '3 stars');
  assert.equal(aborted, 'AbortError');
});
