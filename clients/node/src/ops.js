// The ops of `spoken render`, as methods and request builders.
//
// What an op is (its name, its fields with their JSON types, defaults and allowed values) is read
// from ONE data module, `schema.json`: the op table, written by `npm run generate` from
// `spoken render --describe` (the op registry). Nothing here repeats a field, a default or a value
// list. What this file adds is the JavaScript shape of each method, as the Python client has it:
// which fields a method takes as positional arguments (`money(amount, currency, options)`), and how
// a response becomes its result. An op of the table without an entry in SIGNATURES takes its
// required fields positionally, in declaration order, and returns the response's `text`. The
// schema test checks these shapes and the table against the binary's `--describe`.

import { createRequire } from 'node:module';

import { InvalidInstant, InvalidNumber } from './errors.js';

const require = createRequire(import.meta.url);

/** The op table: `spoken render --describe`'s document, as `npm run generate` last wrote it. */
export const SCHEMA = require('./schema.json');

/** Options every op method takes besides its fields (never sent as fields). */
export const CALL_OPTIONS = Object.freeze(['timeout', 'signal']);

/** The common fields a method takes as options (the client's own `id`, `op` are not options). */
export const COMMON_OPTIONS = Object.freeze(
  SCHEMA.common.map((field) => field.name).filter((name) => name !== 'id' && name !== 'op'),
);

/**
 * How each op's method takes its fields as positional arguments, as the Python client's methods
 * do. Each entry lists the parameters in order: a field name (`'key'`), an optional one (`'args?'`),
 * a rest parameter (`'...children'`), or one argument for alternative fields (`{name, fields,
 * pick}`: `pick(value, others)` names the field a given value fills). The remaining fields are
 * options.
 */
export const SIGNATURES = {
  date: ['instant'],
  label: ['...children'],
  measure: ['value', 'unit'],
  // Low and high ends (decimal text and bigints keep every digit), the unit said once.
  measureRange: ['low', 'high', 'unit'],
  rating: ['value'],
  announce: ['key', 'args?'],
  rotor: ['key'],
  rotorManifest: ['items'],
  check: ['text'],
  duration: [
    {
      // A number of seconds, or text: seconds, clock time (1:15:27) or ISO 8601 (PT1H15M).
      name: 'value',
      fields: ['seconds', 'duration'],
      pick: (value) => (typeof value === 'string' ? 'duration' : 'seconds'),
    },
  ],
  relative: [
    {
      // With a unit, a number of units (negative in the past); without, an instant seen from `now`.
      name: 'when',
      fields: ['instant', 'value'],
      pick: (value, rest) => (rest.unit === undefined || rest.unit === null ? 'instant' : 'value'),
    },
    'unit?',
  ],
  interval: ['start', 'end'],
  money: ['amount', 'currency'],
  number: ['value'],
};

/** Field names whose values are instants (a Date is sent as seconds since 1970). */
export const INSTANT_FIELDS = new Set(['instant', 'now', 'start', 'end']);

// Results.

const text = (response) => response.text;

/**
 * How a response becomes a method's result, for the ops whose result is more than the text; `ts`
 * is the result's TypeScript type. Every other op returns the response's `text`.
 */
/**
 * A response to a request with `markup: true`: the words and the visible form, SSML for iOS 27,
 * spans for Android (`start`/`end` in UTF-16 code units of `display`, as JavaScript strings index),
 * Voice Control's input labels and whether `text` contains `display`.
 */
export function markup(response) {
  return {
    text: response.text,
    display: response.display,
    ssml: response.ssml,
    spans: response.spans,
    inputLabels: response.inputLabels,
    labelInName: response.labelInName,
    locale: response.locale,
  };
}

export const RESULTS = {
  announce: {
    ts: 'Announcement',
    parse: (r) => ({ text: r.text, priority: r.priority ?? null, locale: r.locale }),
  },
  rotor: {
    ts: 'Rotor',
    parse: (r) => ({ name: r.text, key: r.key, systemType: r.systemType ?? null, locale: r.locale }),
  },
  rotorManifest: {
    ts: 'RotorManifest',
    parse: (r) => ({
      text: r.text,
      rotors: r.rotors.map((rotor) => ({
        name: rotor.name,
        key: rotor.key,
        systemType: rotor.systemType ?? null,
        ids: rotor.ids,
      })),
      locale: r.locale,
    }),
  },
  // One label per row, in order (`text` is empty).
  cells: { ts: 'string[]', parse: (r) => r.texts },
  check: {
    ts: 'Finding[]',
    parse: (r) =>
      r.findings.map((f) => ({ offset: f.offset, rule: f.rule, message: f.message, hint: f.hint ?? null })),
  },
};

// Values.

/** An instant as `render` takes it: a Date as seconds since 1970; numbers and text as they are. */
export function instantValue(value, field = 'instant') {
  if (value instanceof Date) {
    const ms = value.getTime();
    if (Number.isNaN(ms)) {
      throw new InvalidInstant(`Invalid instant 'Invalid Date' in '${field}': the Date has no time`, {
        request: { [field]: String(value) },
      });
    }
    return ms / 1000;
  }
  return numberValue(value, field);
}

/** A number as `render` takes it: a bigint as decimal text; NaN and infinities refused. */
export function numberValue(value, field = 'value') {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new InvalidNumber(`Invalid number '${value}' in '${field}': not a finite number`, {
      request: { [field]: String(value) },
    });
  }
  if (typeof value === 'bigint') return value.toString();
  return value;
}

/** A message argument of `announce`: a Date is an instant (`@SECONDS`), a bigint decimal text. */
function argumentValue(value, name) {
  if (value instanceof Date) return '@' + instantValue(value, `args.${name}`);
  if (typeof value === 'number' || typeof value === 'bigint') return numberValue(value, `args.${name}`);
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const out = {};
    for (const [key, inner] of Object.entries(value)) {
      out[key] = inner instanceof Date ? instantValue(inner, `args.${name}.${key}`) : numberValue(inner, `args.${name}.${key}`);
    }
    return out;
  }
  return value;
}

function fieldValue(name, value) {
  if (INSTANT_FIELDS.has(name)) return instantValue(value, name);
  if (name === 'args' && value !== null && typeof value === 'object') {
    const out = {};
    for (const [key, argument] of Object.entries(value)) out[key] = argumentValue(argument, key);
    return out;
  }
  if (Array.isArray(value)) return value.map((item) => (item === undefined ? null : numberValue(item, name)));
  return numberValue(value, name);
}

// Suggestions.

function distance(a, b) {
  // Optimal string alignment (Damerau-Levenshtein with adjacent transpositions).
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1].toLowerCase() === b[j - 1].toLowerCase() ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      }
    }
  }
  return d[a.length][b.length];
}

/** The valid name nearest to `name` (ties: the first in `names`). */
export function nearest(name, names) {
  let best = null;
  let bestDistance = Infinity;
  for (const candidate of names) {
    const score = distance(name, candidate);
    if (score < bestDistance) {
      best = candidate;
      bestDistance = score;
    }
  }
  return best;
}

// Ops.

function parameter(spec) {
  if (typeof spec === 'object') return { ...spec, kind: 'choice', optional: false };
  if (spec.startsWith('...')) return { name: spec.slice(3), fields: [spec.slice(3)], kind: 'rest', optional: true };
  if (spec.endsWith('?')) return { name: spec.slice(0, -1), fields: [spec.slice(0, -1)], kind: 'field', optional: true };
  return { name: spec, fields: [spec], kind: 'field', optional: false };
}

function isOptionsObject(value) {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    !(value instanceof Date) &&
    Object.getPrototypeOf(value) !== null &&
    (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(Object.getPrototypeOf(value)) === null)
  );
}

/** Whether a field is part of one of several ways to give the op's value (its `forms`). */
function inForm(declaration, name) {
  return (declaration.forms ?? []).some((form) => form.includes(name));
}

/** One op of the table, with its method's shape. */
export class Op {
  constructor(declaration) {
    this.name = declaration.name;
    this.declaration = declaration;
    this.fields = declaration.fields;
    const specs = SIGNATURES[this.name] ?? declaration.fields.filter((f) => f.required && !inForm(declaration, f.name)).map((f) => f.name);
    this.parameters = specs.map(parameter);
    const objectFields = declaration.fields.filter((f) => [f.type].flat().includes('object')).map((f) => f.name);
    this.takesObject = new Set(this.parameters.filter((p) => p.kind === 'field' && objectFields.includes(p.name)).map((p) => p.name));
    const positional = new Set(this.parameters.flatMap((p) => p.fields));
    /** The op's fields a call gives in its options object, then the common ones. */
    this.optionFields = declaration.fields.filter((f) => !positional.has(f.name)).map((f) => f.name);
    this.options = [...this.optionFields, ...COMMON_OPTIONS];
    this.accepted = new Set([...this.options, ...CALL_OPTIONS]);
    this.result = RESULTS[this.name] ?? { ts: 'string', parse: text };
    this.parse = this.result.parse;
  }

  /**
   * The request for a call's arguments, and its call options (`timeout`, `signal`).
   * @throws {TypeError} for an unknown option, naming it and the nearest valid one.
   */
  request(args) {
    const params = this.parameters;
    let options;
    let count = args.length;
    const last = args[count - 1];
    const lastParam = params[params.length - 1];
    if (count > 0 && isOptionsObject(last)) {
      const position = count - 1;
      // An object where an argument takes an object is that argument (announce's args).
      const takesObject = position < params.length && this.takesObject.has(params[position].name);
      if (!takesObject || count > params.length) {
        options = last;
        count -= 1;
      }
    }
    if (lastParam?.kind !== 'rest' && count > params.length) {
      throw new TypeError(
        `${this.name}() takes ${params.length} argument${params.length === 1 ? '' : 's'} ` +
          `(${params.map((p) => p.name).join(', ')}) and an options object, not ${args.length}`,
      );
    }
    const request = { op: this.name };
    let call;
    if (options !== undefined) {
      for (const key of Object.keys(options)) {
        if (!this.accepted.has(key)) {
          const valid = [...this.accepted];
          throw new TypeError(
            `Unknown option '${key}' for ${this.name}(): did you mean '${nearest(key, valid)}'? ` +
              `Expected one of ${valid.join(', ')}`,
          );
        }
      }
    }
    const given = {};
    for (let i = 0; i < params.length; i++) {
      const param = params[i];
      if (param.kind === 'rest') {
        given[param.name] = args.slice(i, count).map((child) => (child === undefined ? null : child));
        break;
      }
      if (i >= count) {
        if (!param.optional) {
          throw new TypeError(`${this.name}() needs its argument '${param.name}'`);
        }
        continue;
      }
      given[param.name] = args[i];
    }
    for (const param of params) {
      const value = given[param.name];
      if (value === undefined || value === null) continue;
      const field = param.kind === 'choice' ? param.pick(value, given) : param.name;
      request[field] = fieldValue(field, value);
    }
    if (options !== undefined) {
      for (const name of this.options) {
        const value = options[name];
        if (value !== undefined && value !== null) request[name] = fieldValue(name, value);
      }
      if (options.timeout !== undefined || options.signal !== undefined) {
        call = { timeout: options.timeout, signal: options.signal };
      }
    }
    return { request, call };
  }

  /**
   * The arguments of this op's method for a request (the inverse of `request`): its positional
   * arguments, then an options object of its other fields, when it has any.
   */
  argumentsFor(request) {
    const args = [];
    const used = new Set(['op', 'id']);
    for (const param of this.parameters) {
      if (param.kind === 'rest') {
        args.push(...(request[param.name] ?? []));
        used.add(param.name);
        continue;
      }
      const field = param.fields.find((name) => request[name] !== undefined);
      if (field === undefined) {
        if (!param.optional) throw new TypeError(`${this.name}: the request has no '${param.fields.join("' or '")}'`);
        args.push(undefined);
        continue;
      }
      args.push(request[field]);
      used.add(field);
    }
    while (args.length && args[args.length - 1] === undefined) args.pop();
    const options = Object.fromEntries(Object.entries(request).filter(([name]) => !used.has(name)));
    if (Object.keys(options).length) args.push(options);
    return args;
  }

  /** The request dict for these arguments (for `render` or `renderMany`). */
  build(...args) {
    return this.request(args).request;
  }
}

/** Every op of the table, by wire name. */
export const OPS = Object.freeze(Object.fromEntries(SCHEMA.ops.map((declaration) => [declaration.name, new Op(declaration)])));

/**
 * Request builders, one per op, for `render` and `renderMany`:
 * `ops.measure(25, 'celsius', { locale: 'de' })` → `{ op: 'measure', value: 25, unit: 'celsius', locale: 'de' }`.
 */
export const ops = Object.freeze(
  Object.fromEntries(Object.values(OPS).map((op) => [op.name, (...args) => op.request(args).request])),
);
