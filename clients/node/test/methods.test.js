// Every method against ICU's own output (Tests/Fixtures/icu-golden) or the shipped catalogs.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';

import * as spoken from '../index.js';
import { Spoken, ops } from '../index.js';
import { BINARY, catalog, golden, mismatches, texts } from './helpers.js';

const DATES = golden('dates.tsv').filter((row) => !(row[4] === 'none' && row[5] === 'none'));
// numbers.tsv: locale, unit, width, digits, usage, value, skeleton, ICU's text, the spoken text.
const MEASURES = golden('numbers.tsv').filter((row) => row[1] !== '-');
const LISTS = golden('lists.tsv').filter((row) => row[2].split('|').length > 1);
const DURATIONS = golden('durations.tsv');
const MONEY = golden('money.tsv').filter((row) => row[0] === 'money');
const NUMBERS = golden('money.tsv').filter((row) => row[0] === 'number');

function goldenOptions(row) {
  return row[4] === '-' ? {} : Object.fromEntries(row[4].split(';').map((pair) => pair.split('=')));
}

let client;
before(() => {
  client = new Spoken({ binary: BINARY });
});
after(() => client.close());

test('the golden tables are there', () => {
  assert.ok(DATES.length > 4000 && MEASURES.length > 300 && LISTS.length > 100);
  assert.ok(MONEY.length > 1000 && NUMBERS.length > 2000 && DURATIONS.length > 300);
});

describe('date', () => {
  test('matches ICU for every golden row', async () => {
    // The instant in turn as a number, as "@EPOCH" text and as a Date.
    const makes = [(s) => Number(s), (s) => '@' + s, (s) => new Date(Number(s) * 1000)];
    const requests = DATES.map((row, i) =>
      ops.date(makes[i % 3](row[3]), {
        dateStyle: row[4],
        timeStyle: row[5],
        presentation: row[0],
        locale: row[1],
        timeZone: row[2],
      }),
    );
    const got = await texts(client.renderMany(requests));
    assert.deepEqual(mismatches(DATES, got, (row) => row[6]), []);
  });

  test('takes every kind of instant', async () => {
    // dates.tsv: icu en-US UTC 1795956600 medium short.
    const expected = DATES.find((r) => r.slice(0, 4).join() === 'icu,en-US,UTC,1795956600.000' && r[4] === 'medium' && r[5] === 'short')[6];
    assert.equal(expected, 'Nov 29, 2026, 12:50\u202fPM');
    for (const instant of [
      1795956600,
      '2026-11-29T12:50:00Z',
      '2026-11-29T20:50:00+08:00',
      '@1795956600',
      new Date(Date.UTC(2026, 10, 29, 12, 50)),
    ]) {
      assert.equal(await client.date(instant), expected);
    }
    const row = DATES.find((r) => r[0] === 'icu' && r[1] === 'en-GB' && r[2] === 'America/New_York' && r[4] === 'full' && r[5] === 'full');
    assert.equal(
      await client.date(Number(row[3]), { dateStyle: 'full', timeStyle: 'full', locale: 'en-GB', timeZone: 'America/New_York' }),
      row[6],
    );
  });

  test('refuses an invalid Date before sending it', async () => {
    await assert.rejects(client.date(new Date('nope')), spoken.InvalidInstant);
  });

  test('the relative style is seen from now', async () => {
    // relative_dates.tsv: locale, zone, date style, time style, instant ms, now ms, ICU's text.
    const rows = golden('relative_dates.tsv').filter((_, i) => i % 20 === 0);
    const requests = rows.map((r) =>
      ops.date(Number(r[4]) / 1000, {
        dateStyle: r[2],
        timeStyle: r[3],
        presentation: 'relative',
        now: new Date(Number(r[5])),
        locale: r[0],
        timeZone: r[1],
      }),
    );
    assert.deepEqual(mismatches(rows, await texts(client.renderMany(requests)), (r) => r[6]), []);
  });
});

describe('measure', () => {
  test('matches ICU for every golden row', async () => {
    const requests = MEASURES.map((row) =>
      ops.measure(row[5], row[1], {
        width: row[2],
        usage: row[4],
        maxFractionDigits: row[3] === '-' ? undefined : Number(row[3]),
        locale: row[0],
      }),
    );
    assert.deepEqual(mismatches(MEASURES, await texts(client.renderMany(requests)), (row) => row.at(-1)), []);
  });

  test('the method', async () => {
    const de = MEASURES.find((r) => r[0] === 'de' && r[1] === 'celsius' && r[2] === 'full' && r[5] === '25');
    assert.equal(await client.measure(25, 'celsius'), '25 degrees Celsius');
    assert.equal(await client.measure('25', 'celsius', { locale: 'de' }), de.at(-1));
    assert.equal(await client.measure(25n, 'celsius', { locale: 'zh-Hans' }), '25摄氏度');
  });
});

describe('measureRange', () => {
  // measure_ranges.tsv: locale, presentation, unit, low, high, skeleton, ICU's range, ICU's two
  // sides ('-' when ICU says one value). The spoken range is the two sides joined by the
  // catalog's label.rangeTo; icu is ICU's own text.
  const RANGES = golden('measure_ranges.tsv');
  const expected = (row) =>
    row[1] === 'icu' || row[7] === '-'
      ? row[6]
      : catalog(row[0])['label.rangeTo'].replace('{start}', row[7]).replace('{end}', row[8]);

  test('matches ICU and the catalog for every golden row', async () => {
    assert.ok(RANGES.length >= 300);
    const requests = RANGES.map((row) =>
      ops.measureRange(row[3], row[4], row[2], { presentation: row[1], locale: row[0] }),
    );
    assert.deepEqual(mismatches(RANGES, await texts(client.renderMany(requests)), expected), []);
  });

  test('the method', async () => {
    const row = (locale, presentation, low, high) =>
      RANGES.find((r) => r[0] === locale && r[1] === presentation && r[2] === 'celsius' && r[3] === low && r[4] === high);
    assert.equal(await client.measureRange(18, 25, 'celsius'), expected(row('en', 'spoken', '18', '25')));
    assert.equal(await client.measureRange(18, 25, 'celsius'), '18 to 25 degrees Celsius');
    assert.equal(await client.measureRange(-5n, '3', 'celsius', { locale: 'de' }), expected(row('de', 'spoken', '-5', '3')));
    assert.equal(await client.measureRange(-5, 3, 'celsius', { presentation: 'icu' }), row('en', 'icu', '-5', '3')[6]);
    assert.equal(await client.measureRange(18, 18, 'celsius'), row('en', 'spoken', '18', '18')[6]);
    assert.deepEqual(ops.measureRange(18, '25.5', 'celsius', { locale: 'de' }), {
      op: 'measureRange',
      low: 18,
      high: '25.5',
      unit: 'celsius',
      locale: 'de',
    });
    await assert.rejects(client.measureRange(5, 3, 'celsius'), (error) => {
      assert.ok(error instanceof spoken.InvalidRange);
      assert.equal(error.code, 'invalid-range');
      assert.match(error.message, /^Invalid range '5' to '3'/);
      assert.deepEqual(error.request, { op: 'measureRange', low: 5, high: 3, unit: 'celsius' });
      return true;
    });
    await assert.rejects(client.measureRange(1, 2, 'celcius'), spoken.UnknownUnit);
    await assert.rejects(client.measureRange(Number.NaN, 2, 'celsius'), spoken.InvalidNumber);
    await assert.rejects(client.measureRange(1, 2, 'celsius', { presentaton: 'icu' }), /did you mean 'presentation'\?/);
    await assert.rejects(client.measureRange(1, 2), /measureRange\(\) needs its argument 'unit'/);
  });
});

describe('label', () => {
  test('matches ICU for every golden row', async () => {
    const requests = LISTS.map((row) => ops.label(...row[2].split('|'), { style: row[1], locale: row[0] }));
    assert.deepEqual(mismatches(LISTS, await texts(client.renderMany(requests)), (row) => row[3]), []);
  });

  test('the method leaves out null and undefined children', async () => {
    assert.equal(await client.label('北京', null, '25摄氏度', { locale: 'zh-Hans' }), '北京，25摄氏度');
    assert.equal(await client.label('Beijing', undefined, '25 degrees Celsius'), 'Beijing, 25 degrees Celsius');
    const row = LISTS.find((r) => r[0] === 'en' && r[1] === 'or' && r[2] === 'Alice|Bob|Carol');
    assert.equal(await client.label('Alice', 'Bob', 'Carol', { style: 'or', locale: 'en' }), row[3]);
  });
});

test('rating', async () => {
  // The catalogs' rating messages (l10n/*.arb "rating.stars").
  assert.match(catalog('zh-Hans')['rating.stars'], /星/);
  assert.equal(await client.rating(3, { locale: 'zh-Hans' }), '3星');
  assert.equal(await client.rating(1), '1 star');
  assert.equal(await client.rating('4.5'), '4.5 stars');
  await assert.rejects(client.rating(7), (error) => {
    assert.ok(error instanceof spoken.InvalidRating);
    assert.equal(error.message, "Invalid rating '7': outside 0…5");
    return true;
  });
  assert.equal(await client.rating(7, { max: 10 }), '7 stars');
});

test('announce', async () => {
  // l10n/de.arb announce.newMessages: "{count, plural, … other {# neue Nachrichten}}".
  assert.match(catalog('de')['announce.newMessages'], /# neue Nachrichten/);
  assert.deepEqual(await client.announce('newMessages', { count: 3 }, { locale: 'de' }), {
    text: '3 neue Nachrichten',
    priority: 'high',
    locale: 'de',
  });
  assert.equal((await client.announce('announce.newMessages', { count: 0 }, { locale: 'zh-Hans' })).text, '没有新消息');
  // l10n/en.arb announce.updatedAt "Updated {date}" with the medium date, short time (dates.tsv).
  const updated = await client.announce('updatedAt', { date: new Date(Date.UTC(2026, 10, 29, 12, 50)) });
  assert.equal(updated.text, 'Updated Nov 29, 2026, 12:50\u202fPM');
  await assert.rejects(client.announce('newMessages'), spoken.MissingArgument);
});

test('rotor', async () => {
  for (const locale of ['en', 'zh-Hans', 'de', 'ja']) {
    assert.deepEqual(await client.rotor('headlines', { locale }), {
      name: catalog(locale)['rotor.headlines'],
      key: 'rotor.headlines',
      systemType: null,
      locale,
    });
  }
  await assert.rejects(client.rotor('nope'), spoken.UnknownKey);
});

test('rotorManifest', async () => {
  const en = catalog('en');
  const manifest = await client.rotorManifest([
    { id: 'a1', headline: true, unread: true, sender: 'Alice' },
    { id: 'a2', unread: true },
  ]);
  assert.equal(manifest.text, [en['rotor.headlines'], en['rotor.unread'], en['rotor.bySender']].join('\n'));
  assert.deepEqual(
    manifest.rotors.map((r) => [r.key, r.ids]),
    [
      ['rotor.headlines', ['a1']],
      ['rotor.unread', ['a1', 'a2']],
      ['rotor.bySender', ['a1']],
    ],
  );
  assert.equal(manifest.rotors[0].name, en['rotor.headlines']);
  await assert.rejects(client.rotorManifest([{ headline: true }]), spoken.InvalidManifest);
});

test('check', async () => {
  // speech.tsv holds ICU's unit names the rule quotes; a clean label has no finding.
  assert.deepEqual(await client.check('25 degrees Celsius'), []);
  const [finding, ...rest] = await client.check('56m remaining');
  assert.deepEqual(rest, []);
  assert.equal(finding.offset, 0);
  assert.equal(finding.rule, 'speech-abbreviation');
  assert.match(finding.message, /^'56m' may be heard as '56 meters', '56 minutes' or '56 months'/);
  // The hint names the Spoken API for each meaning (the check op's own member).
  assert.match(finding.hint, /'56 meters': spoken measure --unit meter/);
});

describe('duration', () => {
  test('matches ICU for every golden row', async () => {
    // durations.tsv: locale, width, units, max units, rounding, seconds, amounts, ICU's text.
    const requests = DURATIONS.map((row, n) =>
      ops.duration(n % 2 ? Number(row[5]) : row[5], {
        width: row[1],
        units: row[2].split(','),
        maxUnits: row[3] === '-' ? undefined : Number(row[3]),
        rounding: row[4],
        locale: row[0],
      }),
    );
    const exact = (row, n) => n % 2 === 0 || String(Number(row[5])) === row[5];
    const got = await texts(client.renderMany(requests));
    const rows = DURATIONS.filter((row, n) => exact(row, n));
    assert.deepEqual(
      mismatches(rows, got.filter((_, n) => exact(DURATIONS[n], n)), (row) => row[7]),
      [],
    );
  });

  test('the method takes seconds or text', async () => {
    const icu = (locale, seconds) =>
      DURATIONS.find((r) => r[0] === locale && r[5] === seconds && r.slice(1, 5).join() === 'full,day,hour,minute,second,-,nearest')[7];
    assert.equal(await client.duration(4527), icu('en', '4527'));
    assert.equal(await client.duration('1:15:27'), icu('en', '4527'));
    assert.equal(await client.duration('PT1H15M27S', { locale: 'de' }), icu('de', '4527'));
    await assert.rejects(client.duration('x'), (error) => error instanceof spoken.InvalidDuration && /Invalid duration 'x'/.test(error.message));
    await assert.rejects(client.duration(-5), spoken.InvalidDuration);
  });
});

describe('relative', () => {
  const RELATIVE = golden('relative.tsv').filter((row) => row[0] === 'value');

  test('matches ICU for every golden value row', async () => {
    // relative.tsv "value" rows: kind, locale, numeric, capitalization, unit, value, ICU's text.
    assert.ok(RELATIVE.length > 1000);
    const requests = RELATIVE.map((row) =>
      ops.relative(row[5], row[4], { numeric: row[2], capitalization: row[3], locale: row[1] }),
    );
    assert.deepEqual(mismatches(RELATIVE, await texts(client.renderMany(requests)), (row) => row[6]), []);
  });

  test('the method takes units or an instant seen from now', async () => {
    const find = (unit, value) => RELATIVE.find((r) => r.slice(1, 6).join() === `en,auto,none,${unit},${value}`)[6];
    assert.equal(await client.relative(-5, 'minute'), find('minute', '-5'));
    const now = new Date(Date.UTC(2026, 10, 29, 12, 50));
    assert.equal(await client.relative(new Date(now - 2 * 3600e3), { now }), find('hour', '-2'));
    assert.equal(await client.relative('2026-11-29T10:50:00Z', { now: '2026-11-29T12:50:00Z' }), find('hour', '-2'));
    await assert.rejects(client.relative(1, 'fortnight'), spoken.InvalidOption);
  });
});

describe('interval', () => {
  const INTERVALS = golden('intervals.tsv').filter((row) => row[0] === 'interval');

  test('matches ICU for every golden skeleton row', async () => {
    // intervals.tsv "interval" rows: kind, locale, zone, skeleton, start ms, end ms, spans, text.
    const requests = INTERVALS.map((row) =>
      ops.interval(new Date(Number(row[4])), Number(row[5]) / 1000, { skeleton: row[3], locale: row[1], timeZone: row[2] }),
    );
    assert.deepEqual(mismatches(INTERVALS, await texts(client.renderMany(requests)), (row) => row[7]), []);
  });

  test('the method', async () => {
    const row = INTERVALS.find((r) => r.slice(0, 4).join() === 'interval,en-US,UTC,ahmm' && r[6] !== '-');
    const start = new Date(Number(row[4]));
    const end = new Date(Number(row[5]));
    assert.equal(await client.interval(start, end, { skeleton: 'ahmm' }), row[7]);
    // l10n/en.arb label.rangeTo "to" replaces ICU's dash in the spoken style.
    const said = await client.interval(start, end, { presentation: 'spoken' });
    assert.ok(said.includes(' to ') && !said.includes('–'), said);
    await assert.rejects(client.interval(end, start), spoken.InvalidInterval);
  });

  test('style is the former name of presentation (deprecated, still read)', async () => {
    const start = new Date('2026-04-03T13:00:00Z');
    const end = new Date('2026-04-03T14:30:00Z');
    assert.equal(
      await client.interval(start, end, { style: 'spoken' }),
      await client.interval(start, end, { presentation: 'spoken' }),
    );
    assert.equal(
      await client.money(-115, 'EUR', { style: 'icu', locale: 'de' }),
      await client.money(-115, 'EUR', { presentation: 'icu', locale: 'de' }),
    );
  });
});

describe('money and number', () => {
  test('money matches ICU for every golden row', async () => {
    const requests = MONEY.map((row, n) => {
      const options = goldenOptions(row);
      const amount = n % 2 && String(Number(row[5])) === row[5] ? Number(row[5]) : row[5];
      return ops.money(amount, options.currency, {
        presentation: row[2],
        compact: row[3] === 'compact' ? true : undefined,
        fractionDigits: 'digits' in options ? Number(options.digits) : undefined,
        locale: row[1],
      });
    });
    assert.deepEqual(mismatches(MONEY, await texts(client.renderMany(requests)), (row) => row[7]), []);
  });

  test('number matches ICU for every golden row', async () => {
    const requests = NUMBERS.map((row) => {
      const options = goldenOptions(row);
      return ops.number(row[5], {
        style: row[3],
        presentation: row[2],
        gender: options.gender,
        binary: options.units === 'binary' ? true : undefined,
        maxFractionDigits: 'digits' in options ? Number(options.digits) : undefined,
        locale: row[1],
      });
    });
    assert.deepEqual(mismatches(NUMBERS, await texts(client.renderMany(requests)), (row) => row[7]), []);
  });

  test('a money range says the catalog words between ICU sides', async () => {
    // money_ranges.tsv spoken rows: ICU's two sides, joined by the catalog's label.rangeTo.
    let checked = 0;
    for (const row of golden('money_ranges.tsv')) {
      if (row[1] !== 'spoken' || !['en', 'de', 'ja'].includes(row[0]) || row[7] === '-') continue;
      const expected = catalog(row[0])['label.rangeTo'].replace('{start}', row[7]).replace('{end}', row[8]);
      assert.equal(await client.money(row[3], row[2], { to: row[4], locale: row[0] }), expected);
      checked++;
    }
    assert.ok(checked > 5);
  });

  test('the methods', async () => {
    const text = (kind, locale, presentation, style, options, value) =>
      golden('money.tsv').find((r) => r.slice(0, 6).join('\t') === [kind, locale, presentation, style, options, value].join('\t'))[7];
    assert.equal(await client.money('42.50', 'USD'), text('money', 'en', 'spoken', 'standard', 'currency=USD', '42.50'));
    assert.equal(await client.money('42.50', 'USD', { style: 'icu' }), text('money', 'en', 'icu', 'standard', 'currency=USD', '42.50'));
    await assert.rejects(client.money(1, 'USX'), spoken.UnknownCurrency);
    await assert.rejects(client.money(NaN, 'USD'), spoken.InvalidNumber);
    await assert.rejects(client.number(Infinity), spoken.InvalidNumber);
  });
});

test('render takes any request and keeps its id', async () => {
  assert.deepEqual(await client.render({ op: 'measure', value: 25, unit: 'celsius', locale: 'de' }), {
    text: '25 Grad Celsius',
    locale: 'de',
  });
  assert.deepEqual(await client.render({ id: 'a', op: 'rating', value: 3, locale: 'zh-Hans' }), {
    id: 'a',
    text: '3星',
    locale: 'zh-Hans',
  });
  await assert.rejects(client.render({ id: 7, op: 'nope' }), (error) => {
    assert.ok(error instanceof spoken.UnknownOp);
    assert.deepEqual(error.request, { id: 7, op: 'nope' });
    return true;
  });
});

test("the client's defaults go to the coprocess", async () => {
  const de = new Spoken({ locale: 'de', timeZone: 'Asia/Tokyo', binary: BINARY });
  try {
    assert.equal(await de.measure(25, 'celsius'), '25 Grad Celsius');
    assert.equal(await de.measure(25, 'celsius', { locale: 'zh-Hans' }), '25摄氏度');
    assert.equal(await de.date('2026-11-29T12:50:00Z', { locale: 'en-US' }), 'Nov 29, 2026, 9:50\u202fPM');
    assert.equal(await de.date('2026-11-29T12:50:00Z', { locale: 'en-US', timeZone: 'UTC' }), 'Nov 29, 2026, 12:50\u202fPM');
  } finally {
    await de.close();
  }
});

test('request builders', () => {
  assert.deepEqual(ops.measure(25, 'celsius', { locale: 'de', timeout: 1 }), {
    op: 'measure',
    value: 25,
    unit: 'celsius',
    locale: 'de',
  });
  assert.deepEqual(ops.date(0, { dateStyle: 'full', timeZone: 'UTC' }), {
    op: 'date',
    instant: 0,
    dateStyle: 'full',
    timeZone: 'UTC',
  });
  assert.deepEqual(ops.announce('newMessages', { count: 2 }), { op: 'announce', key: 'newMessages', args: { count: 2 } });
  assert.deepEqual(ops.duration(4527), { op: 'duration', seconds: 4527 });
  assert.deepEqual(ops.duration('1:15:27'), { op: 'duration', duration: '1:15:27' });
  assert.deepEqual(ops.relative(-5, 'minute'), { op: 'relative', value: -5, unit: 'minute' });
  assert.deepEqual(ops.relative(0, { now: new Date(1000) }), { op: 'relative', instant: 0, now: 1 });
  assert.deepEqual(ops.label('a', null, 'b', { style: 'and' }), { op: 'label', children: ['a', null, 'b'], style: 'and' });
  assert.deepEqual(ops.money(12345678901234567890n, 'EUR'), { op: 'money', amount: '12345678901234567890', currency: 'EUR' });
});
