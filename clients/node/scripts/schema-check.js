// The client against `spoken render --describe`: every difference between the ops the binary
// declares and the methods this package has (test/schema.test.js fails on any).

import { isDeepStrictEqual } from 'node:util';

const COMPARED = ['type', 'required', 'default', 'values'];

function normalized(field, key) {
  const value = field[key];
  if (key === 'type') return [value].flat().slice().sort();
  if (key === 'required') return value === true;
  return value;
}

function show(value) {
  return value === undefined ? '(none)' : JSON.stringify(value);
}

/**
 * The differences between a `--describe` document and the client: its op table (`ops`, from
 * src/ops.js), its common options and its methods (`prototype`, Spoken.prototype). Empty when
 * they agree.
 */
export function differences(describe, { ops, commonOptions, prototype }) {
  const found = [];
  const described = new Map(describe.ops.map((op) => [op.name, op]));
  for (const name of described.keys()) {
    if (!(name in ops)) found.push(`missing op '${name}': the binary has it, the client has no method (run npm run generate)`);
  }
  for (const name of Object.keys(ops)) {
    if (!described.has(name)) found.push(`extra op '${name}': the client has a method, the binary has no such op`);
  }
  const common = describe.common.map((f) => f.name).filter((name) => name !== 'id' && name !== 'op');
  for (const name of common) {
    if (!commonOptions.includes(name)) found.push(`missing common option '${name}'`);
  }
  for (const name of commonOptions) {
    if (!common.includes(name)) found.push(`extra common option '${name}'`);
  }
  for (const [name, op] of Object.entries(ops)) {
    const theirs = described.get(name);
    if (theirs === undefined) continue;
    if (typeof prototype[name] !== 'function') found.push(`op '${name}' has no method`);
    // The ways to give the value (relative: an instant, or a value with its unit), in order.
    const forms = [theirs.forms, op.declaration.forms].map((f) => f ?? []);
    if (!isDeepStrictEqual(forms[0], forms[1])) {
      found.push(`${name}: forms are ${show(theirs.forms)} in the binary, ${show(op.declaration.forms)} in the client`);
    }
    const mine = new Map(op.fields.map((field) => [field.name, field]));
    const wire = new Map(theirs.fields.map((field) => [field.name, field]));
    for (const field of wire.keys()) {
      if (!mine.has(field)) found.push(`${name}: missing option '${field}'`);
    }
    for (const field of mine.keys()) {
      if (!wire.has(field)) found.push(`${name}: extra option '${field}'`);
    }
    for (const [field, declared] of wire) {
      const ours = mine.get(field);
      if (ours === undefined) continue;
      for (const key of COMPARED) {
        const a = normalized(declared, key);
        const b = normalized(ours, key);
        if (!isDeepStrictEqual(a, b)) {
          found.push(`${name}.${field}: ${key} is ${show(a)} in the binary, ${show(b)} in the client`);
        }
      }
    }
    // The method takes every field, each once: positionally or in its options.
    const positional = op.parameters.flatMap((param) => param.fields);
    for (const field of positional) {
      if (!wire.has(field)) found.push(`${name}(): its argument takes field '${field}', which the binary does not have`);
    }
    const taken = [...positional, ...op.optionFields];
    const twice = taken.filter((field, i) => taken.indexOf(field) !== i);
    if (twice.length) found.push(`${name}(): fields taken twice: ${twice.join(', ')}`);
    for (const field of wire.keys()) {
      if (!taken.includes(field)) found.push(`${name}(): takes no argument or option '${field}'`);
    }
    for (const option of common) {
      if (commonOptions.includes(option) && !op.options.includes(option)) found.push(`${name}(): takes no option '${option}'`);
    }
  }
  return found;
}
