// renderMany and concurrent calls: order kept, errors as values, bounded memory.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import * as spoken from '../index.js';
import { Spoken, ops } from '../index.js';
import { BINARY, golden } from './helpers.js';

// numbers.tsv: locale, unit, width, digits, usage, value, skeleton, ICU's text, the spoken text.
const CELSIUS = golden('numbers.tsv').filter((r) => r[1] === 'celsius' && r[2] === 'full' && r[3] === '-' && r[4] === 'default');

let client;
before(() => {
  client = new Spoken({ binary: BINARY, processes: 2 });
});
after(() => client.close());

test('64 concurrent callers × 1,000 calls each get their own answers', async () => {
  const rows = CELSIUS.filter((r) => ['en', 'de', 'ja', 'zh-Hans', 'ru', 'ar'].includes(r[0]));
  assert.ok(rows.length >= 20);
  const wrong = [];
  await Promise.all(
    Array.from({ length: 64 }, async (_, caller) => {
      for (let i = 0; i < 1000; i++) {
        const row = rows[(caller * 7 + i) % rows.length];
        const text = await client.measure(row[5], 'celsius', { locale: row[0] });
        if (text !== row.at(-1)) wrong.push({ row, text });
      }
    }),
  );
  assert.deepEqual(wrong.slice(0, 5), []);
});

test('64,000 calls in flight at once', async () => {
  const calls = Array.from({ length: 64_000 }, (_, i) => client.rating(i % 6));
  const got = await Promise.all(calls);
  got.forEach((text, i) => assert.equal(text, i % 6 === 1 ? '1 star' : `${i % 6} stars`));
});

test('a 100k batch keeps input order; each bad row is an error value with its index', async () => {
  const n = 100_000;
  function* requests() {
    for (let i = 0; i < n; i++) {
      if (i % 10_000 === 1) yield { op: 'measure', value: i, unit: 'celcius' };
      else if (i % 10_000 === 2) yield 'not a request';
      else if (i % 10_000 === 3) yield { id: `own-${i}`, op: 'rating', value: 4, locale: 'de' };
      else yield { op: 'label', children: [String(i), 'x'] };
    }
  }
  let i = 0;
  for await (const result of client.renderMany(requests())) {
    if (i % 10_000 === 1) {
      assert.ok(result instanceof spoken.UnknownUnit, String(result));
      assert.equal(result.index, i);
      assert.deepEqual(result.request, { op: 'measure', value: i, unit: 'celcius' });
    } else if (i % 10_000 === 2) {
      assert.ok(result instanceof spoken.InvalidRequest);
      assert.equal(result.index, i);
    } else if (i % 10_000 === 3) {
      assert.deepEqual(result, { id: `own-${i}`, text: '4 Sterne', locale: 'de' });
    } else {
      assert.equal(result.text, `${i}, x`);
      assert.equal('id' in result, false);
    }
    i++;
  }
  assert.equal(i, n);
});

test('renderMany reads its input as it goes: memory bounded by the window', async () => {
  let pulled = 0;
  let consumed = 0;
  let ahead = 0;
  function* requests() {
    for (let i = 0; i < 50_000; i++) {
      pulled++;
      ahead = Math.max(ahead, pulled - consumed);
      yield { op: 'rating', value: 1 };
    }
  }
  const small = new Spoken({ binary: BINARY, batchSize: 100 });
  try {
    for await (const _ of small.renderMany(requests())) consumed++;
  } finally {
    await small.close();
  }
  assert.equal(consumed, 50_000);
  // At most 8 chunks of 100 in flight per coprocess, plus the one being yielded.
  assert.ok(ahead <= 9 * 100, `read ${ahead} requests ahead`);
});

test('renderMany takes an async iterable, and stops it when the consumer stops', async () => {
  let closed = false;
  async function* requests() {
    try {
      for (let i = 0; i < 10_000; i++) yield ops.measure(i, 'celsius', { locale: 'de' });
    } finally {
      closed = true;
    }
  }
  const got = [];
  for await (const result of client.renderMany(requests(), { batchSize: 16 })) {
    got.push(result.text);
    if (got.length === 40) break;
  }
  assert.equal(got[25], '25 Grad Celsius');
  assert.equal(closed, true);
});

test('client-side errors in a batch: not JSON, NaN, lone surrogates', async () => {
  const circular = { op: 'label' };
  circular.children = [circular];
  const results = [];
  for await (const result of client.renderMany([
    circular,
    { op: 'measure', value: NaN, unit: 'celsius' },
    { op: 'label', children: ['\ud800'] },
    { op: 'money', amount: 10n ** 30n, currency: 'EUR' },
    null,
    [],
    {},
  ])) {
    results.push(result);
  }
  assert.ok(results[0] instanceof spoken.InvalidRequest);
  assert.ok(results[1] instanceof spoken.InvalidNumber);
  assert.ok(results[2] instanceof spoken.InvalidUtf8);
  assert.match(results[3].text, /^1,000,000,000,000,000,000,000,000,000,000 euros$/);
  assert.ok(results[4] instanceof spoken.InvalidRequest && results[5] instanceof spoken.InvalidRequest);
  assert.ok(results[6] instanceof spoken.MissingField, String(results[6]));
  assert.deepEqual(results.map((r) => r.index ?? null), [0, 1, 2, null, 4, 5, 6]);
});
