// The package README's examples print what the README shows (run with the binary under test).
//
// Expected output is written in the blocks themselves: a `// text` comment ending a
// `console.log(…);` line, or a block of `// Output:` comment lines at the end.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { BINARY, PACKAGE, REPO } from './helpers.js';

function examples(text) {
  const blocks = [];
  for (const match of text.matchAll(/```js\n([\s\S]*?)```/g)) {
    blocks.push({ line: text.slice(0, match.index).split('\n').length + 1, code: match[1] });
  }
  return blocks;
}

export function expectedOutput(code) {
  const expected = [];
  let inOutput = false;
  for (const line of code.split('\n')) {
    if (line.trim() === '// Output:') inOutput = true;
    else if (inOutput && line.startsWith('// ')) expected.push(line.slice(3));
    else {
      const match = /^\s*console\.log\(.*\);\s+\/\/ (.*)$/.exec(line);
      if (match) expected.push(match[1].trimEnd());
    }
  }
  return expected;
}

const README = readFileSync(`${PACKAGE}README.md`, 'utf8');
// The repository README's Node quick start (its "## Quick start: Node" section), with its line numbers.
const MAIN = readFileSync(`${REPO}README.md`, 'utf8');
const start = MAIN.indexOf('\n## Quick start: Node\n');
const section = MAIN.slice(0, MAIN.indexOf('\n## ', start + 1));
const blocks = [
  ...examples(README).map((block) => ({ ...block, file: 'clients/node/README.md' })),
  ...examples(section)
    .filter((block) => block.line > MAIN.slice(0, start).split('\n').length)
    .map((block) => ({ ...block, file: 'README.md' })),
];

test('the READMEs have their examples', () => {
  assert.ok(start > 0, "README.md has a '## Quick start: Node' section");
  assert.ok(blocks.filter((b) => b.file === 'clients/node/README.md').length >= 3);
  assert.equal(blocks.filter((b) => b.file === 'README.md').length, 1);
});

for (const { file, line, code } of blocks) {
  test(`${file}:${line} prints what it shows`, () => {
    const expected = expectedOutput(code);
    assert.ok(expected.length > 0, `${file}:${line}: no expected output written in the example`);
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', code], {
      cwd: PACKAGE,
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, SPOKEN_BIN: BINARY },
    });
    assert.deepEqual(out.split('\n').slice(0, -1), expected);
  });
}

test("the README's method table lists every op's options, as the op table has them", async () => {
  const { OPS } = await import('../src/ops.js');
  const section = README.slice(README.indexOf('\n## Methods\n'), README.indexOf('\n## Errors\n'));
  const rows = [...section.matchAll(/^\| `(\w+)\(([^`]*)\)` \|/gm)].map((m) => {
    const options = /\{ ([^}]*) \}/.exec(m[2]);
    return { name: m[1], options: options ? options[1].split(', ') : [] };
  });
  for (const op of Object.values(OPS)) {
    const listed = new Set(rows.filter((row) => row.name === op.name).flatMap((row) => row.options));
    assert.ok(rows.some((row) => row.name === op.name), `no row for ${op.name}`);
    assert.deepEqual([...listed].sort(), [...op.optionFields].sort(), `${op.name}'s options`);
  }
  const known = new Set([...Object.keys(OPS), 'render']);
  assert.deepEqual(rows.filter((row) => !known.has(row.name)), []);
});
