// Errors: one class per stable code, misspelt options, a missing binary.

import assert from 'node:assert/strict';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import * as spoken from '../index.js';
import { Spoken, ops } from '../index.js';
import { BINARY, REPO } from './helpers.js';

let client;
before(() => {
  client = new Spoken({ binary: BINARY });
});
after(() => client.close());

test("the codes are the Python client's, each with its class", () => {
  const python = readFileSync(`${REPO}clients/python/src/spoken/errors.py`, 'utf8');
  const tuple = python.slice(python.indexOf('CODES: tuple[str, ...] = ('), python.indexOf('\n)\n'));
  const codes = [...tuple.matchAll(/^\s+"([a-z0-9-]+)",$/gm)].map((m) => m[1]);
  assert.ok(codes.length >= 28);
  assert.deepEqual([...spoken.CODES], codes);
  for (const code of codes) {
    const cls = spoken.errorClass(code);
    assert.equal(cls.name, spoken.classNameForCode(code));
    assert.equal(spoken[cls.name], cls, `${cls.name} is exported`);
    assert.equal(cls.CODE, code);
    const error = new cls('message', { request: { op: 'x' } });
    assert.ok(error instanceof spoken.SpokenError && error instanceof Error);
    assert.equal(error.code, code);
    assert.equal(error.name, cls.name);
  }
  assert.equal(spoken.classNameForCode('invalid-utf8'), 'InvalidUtf8');
  assert.equal(spoken.errorClass('a-newer-code'), spoken.SpokenError);
  const newer = spoken.errorFromResponse({ code: 'a-newer-code', message: 'New' }, null, 3);
  assert.equal(newer.constructor, spoken.SpokenError);
  assert.equal(newer.code, 'a-newer-code');
  assert.equal(newer.index, 3);
  assert.ok(new spoken.SpokenTimeoutError('t') instanceof spoken.SpokenProcessError);
  assert.equal(new spoken.SpokenTimeoutError('t').code, 'timeout');
  assert.equal(new spoken.SpokenBinaryNotFound('b').code, 'binary-not-found');
});

test('an error response rejects with its class, code, message and request', async () => {
  await assert.rejects(client.measure(25, 'celcius'), (error) => {
    assert.ok(error instanceof spoken.UnknownUnit);
    assert.equal(error.code, 'unknown-unit');
    assert.equal(error.message, "Unknown unit 'celcius': did you mean 'celsius'?");
    assert.deepEqual(error.request, { op: 'measure', value: 25, unit: 'celcius' });
    assert.equal(String(error), "UnknownUnit [unknown-unit]: Unknown unit 'celcius': did you mean 'celsius'?");
    return true;
  });
  await assert.rejects(client.date(0, { locale: 'xx-!!' }), spoken.InvalidLocale);
  await assert.rejects(client.date(0, { timeZone: 'Mars/Base' }), spoken.UnknownTimeZone);
  await assert.rejects(client.date('yesterday'), spoken.InvalidInstant);
  await assert.rejects(client.date(0, { dateStyle: 'huge' }), spoken.InvalidOption);
  await assert.rejects(client.render({ op: 'date' }), spoken.MissingField);
  await assert.rejects(client.render({ op: 'date', instant: 0, dateStlye: 'long' }), spoken.UnknownField);
  await assert.rejects(client.render({ op: 'date', instant: true }), spoken.InvalidField);
  let deep = [];
  for (let i = 0; i < 40; i++) deep = [deep];
  await assert.rejects(client.render({ op: 'label', children: deep }), spoken.NestingTooDeep);
  await assert.rejects(client.render('{"op":"date"}'), spoken.InvalidRequest);
  await assert.rejects(client.announce('no.such.key'), spoken.UnknownKey);
  await assert.rejects(client.announce('newMessages', { count: 1, extra: 2 }), spoken.UnknownArgument);
  await assert.rejects(client.announce('newMessages', { count: 'three' }), spoken.InvalidArgumentType);
});

test('a misspelt option is a TypeError naming it and the nearest valid one', async () => {
  await assert.rejects(client.money('1', 'EUR', { locael: 'de' }), (error) => {
    assert.ok(error instanceof TypeError);
    assert.match(error.message, /^Unknown option 'locael' for money\(\): did you mean 'locale'\? Expected one of presentation, to, compact, fractionDigits, symbolWidth, style, locale, timeZone, markup, displayWidth, timeout, signal$/);
    return true;
  });
  await assert.rejects(client.date(0, { dateStlye: 'long' }), /Unknown option 'dateStlye' for date\(\): did you mean 'dateStyle'\?/);
  await assert.rejects(client.number(1, { maxFractionDigit: 2 }), /did you mean 'maxFractionDigits'\?/);
  // A positional field is not an option.
  await assert.rejects(client.money('1', 'EUR', { currency: 'USD' }), /Unknown option 'currency'/);
  assert.throws(() => ops.measure(1, 'celsius', { widht: 'short' }), /Unknown option 'widht' for measure\(\): did you mean 'width'\?/);
  await assert.rejects(client.measure(1, 'celsius', 'x', {}), /measure\(\) takes 2 arguments \(value, unit\) and an options object, not 4/);
  await assert.rejects(client.measure(1), /measure\(\) needs its argument 'unit'/);
  assert.throws(() => new Spoken({ binary: BINARY, proceses: 2 }), /Unknown option 'proceses' for new Spoken\(\): did you mean 'processes'\?/);
  assert.throws(() => new Spoken({ binary: BINARY, timeout: 0 }), RangeError);
  assert.throws(() => new Spoken({ binary: BINARY, processes: 0 }), RangeError);
});

test('no binary: the error says how to build one', () => {
  const work = mkdtempSync(join(tmpdir(), 'spoken-bin-'));
  try {
    const howTo = /swift build -c release[\s\S]*\.build\/release\/spoken/;
    const empty = { PATH: work };
    assert.throws(() => spoken.findBinary(undefined, empty), (error) => {
      assert.ok(error instanceof spoken.SpokenBinaryNotFound);
      assert.match(error.message, /^Cannot find the spoken binary: none given, SPOKEN_BIN is not set, and there is no 'spoken' on PATH\./);
      assert.match(error.message, howTo);
      return true;
    });
    assert.throws(() => spoken.findBinary(join(work, 'nope'), empty), /The spoken binary '.*nope' \(given as binary\) does not exist/);
    assert.throws(() => spoken.findBinary(undefined, { SPOKEN_BIN: work }), /\(from SPOKEN_BIN\) is a directory/);
    const plain = join(work, 'spoken');
    writeFileSync(plain, '');
    assert.throws(() => spoken.findBinary(plain, empty), /is not executable \(chmod \+x it\)/);
    // PATH is searched last, and only for an executable.
    assert.throws(() => spoken.findBinary(undefined, empty), spoken.SpokenBinaryNotFound);
    assert.throws(() => new Spoken({ env: empty }), spoken.SpokenBinaryNotFound);
    chmodSync(plain, 0o755);
    assert.equal(spoken.findBinary(undefined, empty), plain);
    assert.equal(spoken.findBinary(undefined, { PATH: work, SPOKEN_BIN: BINARY }), spoken.findBinary(BINARY));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

test('binaryVersion', async () => {
  assert.match(await spoken.binaryVersion(BINARY), /^spoken \d+\.\d+\.\d+ \(ICU 72\.\d+\)$/);
});
