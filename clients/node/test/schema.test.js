// The methods against `spoken render --describe` (the op registry): any difference fails, a
// binary without --describe fails too. The check itself is tested on planted differences.

import assert from 'node:assert/strict';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';

import { CODES, Spoken } from '../index.js';
import { COMMON_OPTIONS, OPS, Op, SCHEMA } from '../src/ops.js';
import { canonical, describe } from '../scripts/generate.js';
import { differences } from '../scripts/schema-check.js';
import { declarations } from '../scripts/types.js';
import { BINARY, PACKAGE } from './helpers.js';

const CLIENT = { ops: OPS, commonOptions: COMMON_OPTIONS, prototype: Spoken.prototype };

function copy(value) {
  return JSON.parse(JSON.stringify(value));
}

test('every method and option matches spoken render --describe', () => {
  // No --describe (a binary before the op registry) is a failure, not a skip.
  const described = describe(BINARY);
  assert.deepEqual(differences(described, CLIENT), []);
  // Every code an op can answer has its class.
  const codes = described.ops.flatMap((op) => op.errors ?? []);
  assert.deepEqual(codes.filter((code) => !CODES.includes(code)), []);
  // The table is the binary's, docs and examples included (npm run generate writes it).
  assert.equal(canonical(SCHEMA), canonical(described), 'src/schema.json is stale: run npm run generate');
});

test("each op's example, through its method, answers the example's response", async () => {
  const described = describe(BINARY);
  const client = new Spoken({ binary: BINARY });
  try {
    for (const declaration of described.ops) {
      const op = OPS[declaration.name];
      assert.ok(op, `no method for '${declaration.name}'`);
      assert.ok(declaration.example, `'${declaration.name}' has no example`);
      const { request, response } = declaration.example;
      const args = op.argumentsFor(request);
      assert.deepEqual(op.build(...args), Object.fromEntries(Object.entries(request).filter(([k]) => k !== 'id')));
      if (response.error) {
        await assert.rejects(client[op.name](...args), (error) => error.code === response.error.code);
      } else {
        assert.deepEqual(await client[op.name](...args), op.parse(response), declaration.name);
      }
    }
  } finally {
    await client.close();
  }
});

test('index.d.ts is generated from the op table', () => {
  const file = readFileSync(`${PACKAGE}index.d.ts`, 'utf8');
  assert.equal(file, declarations(SCHEMA), 'index.d.ts is stale: run npm run generate -- --types');
});

test('src/schema.json is written as --describe prints it (sorted keys, two spaces)', () => {
  assert.equal(readFileSync(`${PACKAGE}src/schema.json`, 'utf8'), canonical(SCHEMA));
});

// The check on a hand-made describe document: the client's own table, with planted differences.

// An op the registry might gain, which the client has never heard of (no signature of its own).
const MEASURE_SPAN = {
  name: 'measureSpan',
  command: 'measure-span',
  summary: 'A span of measurements with the unit said once.',
  fields: [
    { name: 'value', type: ['number', 'string'], required: true, doc: 'The low end.' },
    { name: 'to', type: ['number', 'string'], required: true, doc: 'The high end.' },
    { name: 'unit', type: 'string', required: true, doc: 'A CLDR unit.' },
    { name: 'width', type: 'string', required: false, default: 'full', values: ['full', 'short', 'narrow'], doc: 'Width.' },
  ],
  errors: ['unknown-unit', 'invalid-number'],
  example: {
    request: { op: 'measureSpan', value: 20, to: 25, unit: 'celsius' },
    response: { id: null, text: '20–25 degrees Celsius', locale: 'en-US' },
  },
};

function fixture(change) {
  const document = copy(SCHEMA);
  change?.(document);
  return document;
}

const op = (document, name) => document.ops.find((o) => o.name === name);
const field = (document, name, fieldName) => op(document, name).fields.find((f) => f.name === fieldName);

test('the check: the same table has no difference', () => {
  assert.deepEqual(differences(fixture(), CLIENT), []);
});

test('the check fails on each planted difference', () => {
  const planted = [
    [(d) => d.ops.push(copy(MEASURE_SPAN)), ["missing op 'measureSpan': the binary has it, the client has no method (run npm run generate)"]],
    [(d) => d.ops.splice(d.ops.indexOf(op(d, 'measureRange')), 1), ["extra op 'measureRange': the client has a method, the binary has no such op"]],
    [(d) => d.ops.splice(d.ops.indexOf(op(d, 'rating')), 1), ["extra op 'rating': the client has a method, the binary has no such op"]],
    [
      (d) => op(d, 'money').fields.push({ name: 'accounting', type: 'boolean', required: false, doc: 'x' }),
      ["money: missing option 'accounting'", "money(): takes no argument or option 'accounting'"],
    ],
    [
      (d) => op(d, 'money').fields.splice(op(d, 'money').fields.findIndex((f) => f.name === 'fractionDigits'), 1),
      ["money: extra option 'fractionDigits'"],
    ],
    [(d) => (field(d, 'rating', 'max').default = 10), ['rating.max: default is 10 in the binary, 5 in the client']],
    [
      (d) => (field(d, 'measureRange', 'presentation').default = 'icu'),
      ['measureRange.presentation: default is "icu" in the binary, "spoken" in the client'],
    ],
    [
      (d) => (field(d, 'measureRange', 'high').name = 'to'),
      [
        "measureRange: missing option 'to'",
        "measureRange: extra option 'high'",
        "measureRange(): its argument takes field 'high', which the binary does not have",
        "measureRange(): takes no argument or option 'to'",
      ],
    ],
    [
      (d) => (op(d, 'relative').forms = [['instant'], ['value']]),
      ['relative: forms are [["instant"],["value"]] in the binary, [["instant"],["value","unit"]] in the client'],
    ],
    [(d) => delete field(d, 'date', 'dateStyle').default, ['date.dateStyle: default is (none) in the binary, "medium" in the client']],
    [
      (d) => field(d, 'number', 'style').values.push('scientific'),
      ['number.style: values is ["decimal","percent","compact","spellout","ordinal","digits","bytes","scientific"] in the binary, ["decimal","percent","compact","spellout","ordinal","digits","bytes"] in the client'],
    ],
    [(d) => (field(d, 'label', 'style').type = ['string', 'null']), ['label.style: type is ["null","string"] in the binary, ["string"] in the client']],
    [(d) => (field(d, 'measure', 'unit').required = false), ['measure.unit: required is false in the binary, true in the client']],
    [(d) => delete op(d, 'duration').forms, ['duration: forms are (none) in the binary, [["duration"],["seconds"]] in the client']],
    [(d) => d.common.push({ name: 'calendar', type: 'string', required: false, doc: 'x' }), ["missing common option 'calendar'"]],
    [
      (d) => (op(d, 'check').fields[0].name = 'label'),
      [
        "check: missing option 'label'",
        "check: extra option 'text'",
        "check(): its argument takes field 'text', which the binary does not have",
        "check(): takes no argument or option 'label'",
      ],
    ],
  ];
  for (const [change, expected] of planted) {
    assert.deepEqual(differences(fixture(change), CLIENT), expected);
  }
});

test('the check fails on a client that differs: an extra option, a method gone', () => {
  const withExtra = copy(SCHEMA);
  op(withExtra, 'measure').fields.push({ name: 'precision', type: 'integer', required: false, doc: 'x' });
  const ops = Object.fromEntries(withExtra.ops.map((declaration) => [declaration.name, new Op(declaration)]));
  assert.deepEqual(differences(fixture(), { ...CLIENT, ops }), ["measure: extra option 'precision'"]);
  const prototype = { ...Object.fromEntries(Object.keys(OPS).map((name) => [name, () => {}])), rating: undefined };
  assert.deepEqual(differences(fixture(), { ...CLIENT, prototype }), ["op 'rating' has no method"]);
});

test('an op only the registry has gets a method from the table alone', async () => {
  const table = copy(SCHEMA);
  table.ops.push(copy(MEASURE_SPAN));
  const measureSpan = new Op(op(table, 'measureSpan'));
  // Its required fields, in declaration order, are its arguments; the rest are options.
  assert.deepEqual(measureSpan.parameters.map((p) => p.name), ['value', 'to', 'unit']);
  assert.deepEqual(measureSpan.build(20, 25, 'celsius', { width: 'short', locale: 'de' }), {
    op: 'measureSpan',
    value: 20,
    to: 25,
    unit: 'celsius',
    width: 'short',
    locale: 'de',
  });
  assert.throws(() => measureSpan.build(20, 25, 'celsius', { widht: 'short' }), /did you mean 'width'/);
  // Its example's request, taken apart into the method's arguments and built again.
  const { request } = MEASURE_SPAN.example;
  assert.deepEqual(measureSpan.argumentsFor(request), [20, 25, 'celsius']);
  assert.deepEqual(measureSpan.build(...measureSpan.argumentsFor(request)), request);
  assert.match(declarations(table), /measureSpan\(value: Decimal, to: Decimal, unit: string, options\?: MeasureSpanOptions\): Promise<string>;/);
});

test('a binary without --describe (exit 64) fails the check, never skips it', () => {
  const work = mkdtempSync(join(tmpdir(), 'spoken-describe-'));
  try {
    const old = join(work, 'spoken');
    writeFileSync(old, "#!/bin/sh\necho \"Error: Unknown option '--describe'\" >&2\nexit 64\n");
    chmodSync(old, 0o755);
    assert.throws(() => describe(old), /render --describe' failed \(exit 64\): Error: Unknown option '--describe'\nThe binary predates the op registry/);
    const future = join(work, 'future');
    writeFileSync(future, '#!/bin/sh\necho \'{"protocol": 2, "common": [], "ops": []}\'\n');
    chmodSync(future, 0o755);
    assert.throws(() => describe(future), /Unknown describe protocol 2/);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

test('index.d.ts declares every export of the package', async () => {
  const exported = Object.keys(await import('../index.js'));
  const file = readFileSync(`${PACKAGE}index.d.ts`, 'utf8');
  const declared = new Set([...file.matchAll(/^export declare (?:class|const|function) (\w+)/gm)].map((m) => m[1]));
  assert.deepEqual(exported.filter((name) => !declared.has(name)), []);
  assert.deepEqual([...declared].filter((name) => !exported.includes(name)), []);
});

test("requests of every op taken apart into a method's arguments and built again", () => {
  const requests = [
    { op: 'date', instant: 0, dateStyle: 'full', locale: 'de' },
    { op: 'label', children: ['a', null, 'b'], style: 'or' },
    { op: 'measure', value: '25.5', unit: 'celsius', width: 'short' },
    { op: 'measureRange', low: -5, high: '3.5', unit: 'celsius', presentation: 'icu', locale: 'de' },
    { op: 'rating', value: 3, outOf: true },
    { op: 'announce', key: 'newMessages', args: { count: 3 }, isolate: false },
    { op: 'announce', key: 'hint.dismiss' },
    { op: 'rotor', key: 'headlines', timeZone: 'UTC' },
    { op: 'rotorManifest', items: [{ id: 'a1', headline: true }] },
    { op: 'check', text: '56m remaining' },
    { op: 'cell', parts: [{ text: 'Burger Barn' }, null, { op: 'rating', value: 3 }], now: 0 },
    { op: 'cells', parts: [{ text: { row: 'name' } }], rows: [{ name: 'Burger Barn' }, { name: null }], now: 0 },
    { op: 'duration', seconds: 4527, maxUnits: 2 },
    { op: 'duration', duration: 'PT1H' },
    { op: 'relative', value: -5, unit: 'minute' },
    { op: 'relative', instant: 0, now: 3600 },
    { op: 'interval', start: 0, end: 3600, skeleton: 'jm' },
    { op: 'money', amount: '42.50', currency: 'USD', to: 90 },
    { op: 'number', value: '0442', style: 'digits' },
  ];
  assert.deepEqual(
    Object.keys(OPS).filter((name) => !requests.some((r) => r.op === name)),
    [],
    'a request for every op',
  );
  for (const request of requests) {
    const op = OPS[request.op];
    assert.deepEqual(op.build(...op.argumentsFor(request)), request);
  }
});
