// `catalog` (render --catalog) and reload() (SIGHUP) against the real binary. Expected words are
// the ones the test writes into its catalog files, or the shipped catalogs'.

import assert from 'node:assert/strict';
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import * as spoken from '../index.js';
import { Spoken } from '../index.js';
import { BINARY, catalog } from './helpers.js';

let work;
before(() => {
  work = mkdtempSync(join(tmpdir(), 'spoken-catalog-'));
});
after(() => rmSync(work, { recursive: true, force: true }));

/** de.arb with the two rotor names, replaced whole (a reload never reads half a file). */
function writeDe(directory, headlines, unread = 'Ungelesen') {
  const path = join(directory, 'de.arb');
  writeFileSync(join(directory, '.de.arb.tmp'), JSON.stringify({ '@@locale': 'de', 'rotor.headlines': headlines, 'rotor.unread': unread }));
  renameSync(join(directory, '.de.arb.tmp'), path);
  return path;
}

test('a catalog directory or file layers its keys over the shipped ones', async () => {
  const dir = mkdtempSync(join(work, 'a-'));
  const path = writeDe(dir, 'Meine Schlagzeilen');
  for (const where of [dir, path]) {
    const client = new Spoken({ locale: 'de', catalog: where, binary: BINARY });
    try {
      assert.equal((await client.rotor('headlines')).name, 'Meine Schlagzeilen');
      assert.equal((await client.rotor('headlines', { locale: 'fr' })).name, catalog('fr')['rotor.headlines']);
    } finally {
      await client.close();
    }
  }
});

test('a catalog with errors: the coprocess does not start, the call says why', async () => {
  const dir = mkdtempSync(join(work, 'b-'));
  writeDe(dir, ''); // an empty message: lint's empty-message error
  const client = new Spoken({ locale: 'de', catalog: dir, binary: BINARY });
  try {
    await assert.rejects(client.rotor('headlines'), (error) => {
      assert.ok(error instanceof spoken.SpokenProcessError);
      assert.equal(error.exitCode, 1);
      assert.match(error.stderr, /de\.arb:1:\d+: error: /);
      assert.match(error.stderr, /\[empty-message\]/);
      return true;
    });
  } finally {
    await client.close();
  }
});

test('reload takes fixes without a restart, and refuses a broken catalog', async () => {
  const dir = mkdtempSync(join(work, 'c-'));
  writeDe(dir, 'A-Schlagzeilen');
  const client = new Spoken({ locale: 'de', catalog: dir, processes: 2, binary: BINARY });
  try {
    await client.reload(); // nothing started yet: nothing to reload
    const names = async (n) => new Set(await Promise.all(Array.from({ length: n }, async () => (await client.rotor('headlines')).name)));
    assert.deepEqual(await names(2), new Set(['A-Schlagzeilen']));
    assert.equal(client.pids.length, 2);
    const pids = client.pids;

    writeDe(dir, 'B-Schlagzeilen');
    await client.reload();
    assert.deepEqual(await names(4), new Set(['B-Schlagzeilen']));

    writeDe(dir, '\u202eB');
    await assert.rejects(client.reload(), (error) => {
      assert.ok(error instanceof spoken.InvalidCatalog);
      assert.match(error.message, /de\.arb:1:\d+: error: /);
      assert.match(error.message, /\[invisible-char\]/);
      assert.match(error.message, /refused; the catalogs in use stay \[invalid-catalog\]$/);
      return true;
    });
    assert.deepEqual(await names(4), new Set(['B-Schlagzeilen']));

    rmSync(dir, { recursive: true });
    await assert.rejects(client.reload(), spoken.UnreadableCatalog);
    assert.deepEqual(client.pids, pids);
  } finally {
    await client.close();
  }
  await assert.rejects(new Spoken({ binary: BINARY }).reload(), TypeError);
});
