// The package README's examples print what the README shows (run with the binary under test).
//
// Expected output is written in the blocks themselves: a `// text` comment ending a
// `console.log(…);` line, or a block of `// Output:` comment lines at the end.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { BINARY, PACKAGE } from './helpers.js';

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
const blocks = examples(README);

test('the README has its examples', () => {
  assert.ok(blocks.length >= 3);
});

for (const { line, code } of blocks) {
  test(`README.md:${line} prints what it shows`, () => {
    const expected = expectedOutput(code);
    assert.ok(expected.length > 0, `README.md:${line}: no expected output written in the example`);
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', code], {
      cwd: PACKAGE,
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, SPOKEN_BIN: BINARY },
    });
    assert.deepEqual(out.split('\n').slice(0, -1), expected);
  });
}
