// `markup: true`: the words and ICU's visible form of one value (durations.tsv at full and narrow
// width), the spans in UTF-16 code units of the display (as JavaScript strings index).

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { Spoken } from '../index.js';
import { BINARY, golden } from './helpers.js';

const DURATIONS = golden('durations.tsv');

function words(locale, width, seconds) {
  const row = DURATIONS.find(
    (r) => r[0] === locale && r[1] === width && r[2] === 'day,hour,minute,second' && r[3] === '-' && r[4] === 'nearest' && r[5] === seconds,
  );
  assert.ok(row, `golden row ${locale} ${width} ${seconds}`);
  return row[7];
}

let client;
before(() => {
  client = new Spoken({ binary: BINARY });
});
after(() => client.close());

test('a duration with markup: text, display at the width, one span over the whole display', async () => {
  for (const locale of ['en', 'de', 'ja']) {
    const result = await client.duration(4527, { locale, markup: true, displayWidth: 'narrow' });
    assert.equal(result.text, words(locale, 'full', '4527'));
    assert.equal(result.display, words(locale, 'narrow', '4527'));
    assert.deepEqual(result.spans, [
      { start: 0, end: result.display.length, type: 'text', text: result.text, kind: 'duration' },
    ]);
    assert.equal(result.inputLabels[0], result.display);
    assert.equal(result.locale, locale);
  }
});

test('without markup a method still returns the words', async () => {
  assert.equal(await client.duration(4527), words('en', 'full', '4527'));
});
