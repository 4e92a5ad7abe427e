// The package as npm ships it: `npm pack`, installed offline into an empty project, prints the
// order-list cell in the 15 shipped languages; a TypeScript consumer type-checks with
// `tsc --noEmit --strict` against the installed declarations.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { BINARY, PACKAGE, golden } from './helpers.js';

let work;
let project;
let tarball;

function run(command, args, options = {}) {
  return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000, ...options });
}

before(() => {
  work = mkdtempSync(join(tmpdir(), 'spoken-pack-'));
  const npm = ['--cache', join(work, 'npm-cache'), '--offline', '--no-audit', '--no-fund', '--loglevel', 'error'];
  const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', work, ...npm], { cwd: PACKAGE }));
  tarball = packed[0];
  project = join(work, 'project');
  run('mkdir', ['-p', project]);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  run('npm', ['install', join(work, tarball.filename), ...npm], { cwd: project });
});
after(() => rmSync(work, { recursive: true, force: true }));

test('the tarball holds the package and nothing else', () => {
  const files = tarball.files.map((f) => f.path).sort();
  assert.deepEqual(files, [
    'README.md',
    'index.d.ts',
    'index.js',
    'package.json',
    'src/binary.js',
    'src/client.js',
    'src/coprocess.js',
    'src/errors.js',
    'src/ops.js',
    'src/schema.json',
  ]);
  const installed = JSON.parse(readFileSync(join(project, 'node_modules/spoken/package.json'), 'utf8'));
  assert.equal(installed.name, 'spoken');
  assert.equal(installed.dependencies, undefined, 'no run-time dependencies');
  const lock = JSON.parse(readFileSync(join(project, 'package-lock.json'), 'utf8'));
  assert.deepEqual(Object.keys(lock.packages).sort(), ['', 'node_modules/spoken']);
});

test('a fresh project prints the order-list cell in the 15 languages', () => {
  copyFileSync(join(PACKAGE, 'examples/order-cell.js'), join(project, 'order-cell.js'));
  copyFileSync(join(PACKAGE, 'test/consumer/print-cells.js'), join(project, 'print-cells.js'));
  const out = run(process.execPath, ['print-cells.js'], { cwd: project, env: { ...process.env, SPOKEN_BIN: BINARY } });
  const lines = out.trimEnd().split('\n').map((line) => line.split('\t'));
  // money.tsv: ICU's words for 42.50 US dollars in each locale.
  const money = Object.fromEntries(
    golden('money.tsv')
      .filter((r) => r[0] === 'money' && r[2] === 'spoken' && r[3] === 'standard' && r[4] === 'currency=USD' && r[5] === '42.50')
      .map((r) => [r[1], r[7]]),
  );
  assert.equal(lines.length, 15);
  for (const [locale, label] of lines) {
    assert.ok(label.startsWith('Burger Barn'), label);
    assert.ok(label.includes(money[locale]), `${locale}: ${label} lacks ${money[locale]}`);
  }
  assert.equal(lines.find(([locale]) => locale === 'en')[1], 'Burger Barn, 2 hours ago, 42.50 US dollars, 1 hour, 30 minutes, 5 out of 5 stars');
});

test('a TypeScript consumer type-checks with tsc --noEmit --strict', () => {
  copyFileSync(join(PACKAGE, 'test/consumer/consumer.ts'), join(project, 'consumer.ts'));
  copyFileSync(join(PACKAGE, 'test/consumer/tsconfig.json'), join(project, 'tsconfig.json'));
  try {
    run('tsc', ['-p', '.'], { cwd: project });
  } catch (error) {
    assert.fail(`tsc failed (${error.code ?? error.status}):\n${error.stdout}${error.stderr}`);
  }
});
