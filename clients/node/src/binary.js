// Finding the `spoken` binary: an explicit path, then SPOKEN_BIN, then PATH.

import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { execFile } from 'node:child_process';

import { SpokenBinaryNotFound, SpokenProcessError } from './errors.js';

/** How to get a binary, quoted by every "not found" error. */
export const HOW_TO_BUILD =
  'Build it from the Spoken repository (Swift 6 and libicu-dev on Linux) and put it on PATH:\n' +
  '    swift build -c release --static-swift-stdlib --product spoken\n' +
  '    install -m 755 .build/release/spoken ~/.local/bin/spoken\n' +
  "(the binary lands in .build/release/spoken), or point at one with new Spoken({ binary: '/path/to/spoken' })\n" +
  'or SPOKEN_BIN=/path/to/spoken.';

function check(path, origin) {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    throw new SpokenBinaryNotFound(`The spoken binary '${path}' (${origin}) does not exist.\n${HOW_TO_BUILD}`);
  }
  if (stat.isDirectory()) {
    throw new SpokenBinaryNotFound(`The spoken binary '${path}' (${origin}) is a directory.\n${HOW_TO_BUILD}`);
  }
  try {
    accessSync(path, constants.X_OK);
  } catch {
    throw new SpokenBinaryNotFound(
      `The spoken binary '${path}' (${origin}) is not executable (chmod +x it).\n${HOW_TO_BUILD}`,
    );
  }
  return resolve(path);
}

function onPath(name, path) {
  for (const dir of (path ?? '').split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, name);
    try {
      if (statSync(candidate).isFile()) {
        accessSync(candidate, constants.X_OK);
        return resolve(candidate);
      }
    } catch {
      // not here
    }
  }
  return null;
}

/**
 * The absolute path of the `spoken` binary to run: `explicit`, else the SPOKEN_BIN environment
 * variable, else `spoken` on PATH. A path that is given (explicitly or in SPOKEN_BIN) but unusable
 * is an error naming it, never a silent fall-back to PATH.
 *
 * @throws {SpokenBinaryNotFound} saying how to build or install the binary.
 */
export function findBinary(explicit, env = process.env) {
  if (explicit !== undefined && explicit !== null) {
    return check(String(explicit), 'given as binary');
  }
  if (env.SPOKEN_BIN) {
    return check(env.SPOKEN_BIN, 'from SPOKEN_BIN');
  }
  const found = onPath('spoken', env.PATH);
  if (found) return found;
  throw new SpokenBinaryNotFound(
    "Cannot find the spoken binary: none given, SPOKEN_BIN is not set, and there is no 'spoken' on PATH.\n" +
      HOW_TO_BUILD,
  );
}

/** What `spoken --version` prints (`spoken 0.9.0 (ICU 72.1)`). */
export function binaryVersion(path = findBinary()) {
  return new Promise((resolvePromise, reject) => {
    execFile(path, ['--version'], { timeout: 10_000 }, (error, stdout, stderr) => {
      if (error) {
        reject(
          new SpokenProcessError(`'${path} --version' failed: ${String(stderr).trim() || error.message}`, {
            exitCode: typeof error.code === 'number' ? error.code : null,
            stderr: String(stderr),
          }),
        );
      } else {
        resolvePromise(String(stdout).trim());
      }
    });
  });
}
