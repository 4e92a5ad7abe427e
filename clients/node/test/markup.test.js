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

test('the other ops with a visible form: display byte for byte ICU at the width (markup_display.tsv)', async () => {
  const rows = golden('markup_display.tsv');
  const display = (...columns) => {
    const row = rows.find((r) => columns.every((column, i) => r[i] === column));
    assert.ok(row, `golden row ${columns.join(' ')}`);
    return row[row.length - 1];
  };
  for (const locale of ['en', 'de', 'ja', 'ar']) {
    for (const displayWidth of ['short', 'narrow']) {
      const ago = await client.relative(-5, 'minute', { locale, markup: true, displayWidth });
      assert.equal(ago.display, display('relative', locale, displayWidth, 'auto', 'none', 'minute', '-5'));
      assert.equal(ago.text, await client.relative(-5, 'minute', { locale }));
      assert.deepEqual(ago.spans, [{ start: 0, end: ago.display.length, type: 'text', text: ago.text, kind: 'relative' }]);
      const range = await client.measureRange(18, 25, 'celsius', { locale, markup: true, displayWidth });
      assert.equal(range.display, display('measureRange', locale, displayWidth, 'celsius', '18', '25'));
      const money = await client.money('42.50', 'CAD', { locale, markup: true, displayWidth });
      assert.equal(money.display, display('money', locale, displayWidth, 'CAD', '42.50'));
    }
  }
  await assert.rejects(client.rating(4, { markup: true }), /'rating'/);
});

test('a cell and an announcement with markup: the message words in both, each value shown and spoken', async () => {
  const eta = words('de', 'narrow', '4500');
  const parts = [{ text: 'Order 12' }, { key: 'label.timeRemaining', args: { remaining: 4500 } }];
  const cell = await client.cell(parts, { locale: 'de', markup: true, displayWidth: 'narrow' });
  assert.equal(cell.text, await client.cell(parts, { locale: 'de' }));
  assert.ok(cell.display.startsWith('Order 12'));
  assert.equal(cell.spans.length, 1);
  assert.equal(cell.display.slice(cell.spans[0].start, cell.spans[0].end), eta);
  assert.equal(cell.spans[0].kind, 'duration');
  const announced = await client.announce('label.timeRemaining', { remaining: 4500 }, { locale: 'de', markup: true, displayWidth: 'narrow' });
  assert.equal(announced.display.slice(announced.spans[0].start, announced.spans[0].end), eta);
  assert.equal(announced.text, (await client.announce('label.timeRemaining', { remaining: 4500 }, { locale: 'de' })).text);
});
