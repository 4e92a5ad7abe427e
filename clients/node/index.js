// spoken: the Node client of Spoken, the localized words screen readers speak.
// See README.md; the types are in index.d.ts.

export { Spoken, encode } from './src/client.js';
export { ops, SCHEMA } from './src/ops.js';
export { findBinary, binaryVersion, HOW_TO_BUILD } from './src/binary.js';
export * from './src/errors.js';
