// Shared by the tests: the binary under test, ICU's golden tables and the shipped catalogs.

import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root (clients/node/test/ → ../../..). */
export const REPO = fileURLToPath(new URL('../../../', import.meta.url));
export const PACKAGE = fileURLToPath(new URL('../', import.meta.url));

/**
 * The spoken binary under test: SPOKEN_BIN, else SwiftPM's debug build. The tests fail, never
 * skip, without one.
 */
export const BINARY = (() => {
  const path = process.env.SPOKEN_BIN || `${REPO}.build/debug/spoken`;
  if (!existsSync(path)) {
    throw new Error(`No spoken binary at '${path}': run clients/node/run-tests.sh, or set SPOKEN_BIN`);
  }
  return resolve(path);
})();

/** The rows of an ICU golden TSV (ICU's own output, generated independently of Spoken). */
export function golden(name) {
  return readFileSync(`${REPO}Tests/Fixtures/icu-golden/${name}`, 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split('\t'));
}

/** A shipped catalog (l10n/LOCALE.arb). */
export function catalog(locale) {
  return JSON.parse(readFileSync(`${REPO}l10n/${locale}.arb`, 'utf8'));
}

/** The texts of a batch's results (a SpokenError stays an error). */
export async function texts(results) {
  const out = [];
  for await (const result of results) out.push(result instanceof Error ? result : result.text);
  return out;
}

/** Rows whose text differs from the expected column, for a readable failure. */
export function mismatches(rows, got, expected) {
  return rows
    .map((row, i) => [row, got[i]])
    .filter(([row, text]) => text !== expected(row))
    .slice(0, 5)
    .map(([row, text]) => ({ row, got: text instanceof Error ? String(text) : text }));
}
