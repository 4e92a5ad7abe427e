#!/usr/bin/env node
// Regenerates the op table (src/schema.json) from `spoken render --describe`, then index.d.ts from
// the table. The binary is found as the client finds it (SPOKEN_BIN, then PATH).
//
//   npm run generate                 # both, from the binary
//   npm run generate -- --types      # index.d.ts only, from src/schema.json as it is
//   npm run generate -- --check      # write nothing; exit 1 if either file is stale

import { execFileSync } from 'node:child_process';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { findBinary } from '../src/binary.js';
import { declarations } from './types.js';

const root = new URL('..', import.meta.url);
const schemaPath = fileURLToPath(new URL('src/schema.json', root));
const typesPath = fileURLToPath(new URL('index.d.ts', root));

/** A JSON document with sorted keys, two-space indented, as --describe prints it. */
export function canonical(value) {
  const sort = (v) =>
    Array.isArray(v)
      ? v.map(sort)
      : v !== null && typeof v === 'object'
        ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, sort(v[k])]))
        : v;
  return JSON.stringify(sort(value), null, 2) + '\n';
}

/** `spoken render --describe`'s document (throws, naming the binary, when it has none). */
export function describe(binary = findBinary()) {
  let out;
  try {
    out = execFileSync(binary, ['render', '--describe'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    throw new Error(
      `'${binary} render --describe' failed (exit ${error.status}): ${String(error.stderr).trim()}\n` +
        'The binary predates the op registry (issue 37): build one that has it.',
    );
  }
  const document = JSON.parse(out);
  if (document.protocol !== 1) throw new Error(`Unknown describe protocol ${document.protocol} (this client reads 1)`);
  return document;
}

function write(path, text) {
  // A temporary file and a rename: never a truncated file.
  writeFileSync(path + '.tmp', text);
  renameSync(path + '.tmp', path);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const typesOnly = args.includes('--types');
  const schema = typesOnly ? JSON.parse(readFileSync(schemaPath, 'utf8')) : describe();
  const files = [
    ...(typesOnly ? [] : [[schemaPath, canonical(schema)]]),
    [typesPath, declarations(schema)],
  ];
  let stale = 0;
  for (const [path, text] of files) {
    let old = null;
    try {
      old = readFileSync(path, 'utf8');
    } catch {
      // a new file
    }
    if (old === text) continue;
    stale++;
    if (check) console.error(`${path} is stale: run npm run generate`);
    else {
      write(path, text);
      console.log(`wrote ${path}`);
    }
  }
  process.exitCode = check && stale ? 1 : 0;
}
