// Errors: one SpokenError subclass per stable code of `spoken render`.
//
// Every error a `spoken render` response carries has a stable machine-readable code
// (`invalid-locale`, `unknown-key`…, defined by the Swift library's SpokenError.Code). Each code has
// its class here, named by the code in CamelCase (`invalid-locale` → InvalidLocale), so callers can
// test `error instanceof UnknownKey`. A code this client does not know yet (one a newer binary
// reports) is the base class SpokenError with that `code`.
//
// Errors of the client itself (the coprocess died, a call timed out, no binary) are
// SpokenProcessError, SpokenTimeoutError and SpokenBinaryNotFound, also SpokenErrors, so one
// `instanceof SpokenError` covers everything this package rejects with (except TypeError for a
// misspelt option, a programming error, and the AbortSignal's own reason).

/** A request Spoken could not render, or a failure of the client. */
export class SpokenError extends Error {
  /** The stable code of this class (subclasses set it; the base class takes it per instance). */
  static CODE = null;

  constructor(message, { code, request = null, index = null, cause } = {}) {
    super(message, cause === undefined ? undefined : { cause });
    this.code = code ?? new.target.CODE ?? 'unknown';
    this.request = request;
    this.index = index;
  }

  get name() {
    return this.constructor.name;
  }

  toString() {
    return `${this.name} [${this.code}]: ${this.message}`;
  }
}

/**
 * The `spoken render` coprocess could not start, died, or broke the protocol. Requests in flight
 * on it fail with this error; the next call starts a new one. `exitCode` is the exit status when
 * known, `signal` the signal that ended it, `stderr` the end of what it wrote on standard error.
 */
export class SpokenProcessError extends SpokenError {
  static CODE = 'process-error';

  constructor(message, { exitCode = null, signal = null, stderr = '', ...rest } = {}) {
    super(message, rest);
    this.exitCode = exitCode;
    this.signal = signal;
    this.stderr = stderr;
  }
}

/** A call took longer than its timeout. A coprocess that made no progress meanwhile is restarted. */
export class SpokenTimeoutError extends SpokenProcessError {
  static CODE = 'timeout';
}

/** No `spoken` binary: none given, none in SPOKEN_BIN, none on PATH. */
export class SpokenBinaryNotFound extends SpokenError {
  static CODE = 'binary-not-found';
}

const BY_CODE = new Map();

/** The class name of a code: `invalid-locale` → `InvalidLocale`, `invalid-utf8` → `InvalidUtf8`. */
export function classNameForCode(code) {
  return code
    .split('-')
    .map((part) => part.slice(0, 1).toUpperCase() + part.slice(1))
    .join('');
}

function define(code, doc) {
  const name = classNameForCode(code);
  const cls = { [name]: class extends SpokenError {} }[name];
  cls.CODE = code;
  cls.DOC = doc;
  BY_CODE.set(code, cls);
  return cls;
}

// The stable codes of `spoken render`, as the Swift code defines them (SpokenError.Code and the
// request-level codes of RenderError), in the Python client's order (a test checks the two lists).
// The library's codes:
export const InvalidLocale = define('invalid-locale', 'A locale tag that is malformed or names a language ICU has no data for.');
export const UnknownTimeZone = define('unknown-time-zone', 'A time zone id ICU does not know.');
export const InvalidInstant = define('invalid-instant', 'An instant that is neither ISO 8601 with an offset, @EPOCH_SECONDS, nor seconds since 1970.');
export const InvalidOption = define('invalid-option', 'An option value outside its allowed set (a style name, a width…).');
export const UnknownUnit = define('unknown-unit', 'A measure unit ICU does not know; the message suggests close matches.');
export const UnknownCurrency = define('unknown-currency', 'A currency that is not an ISO 4217 code ICU knows; the message suggests the closest.');
export const InvalidNumber = define('invalid-number', 'A number that cannot be spoken: NaN, an infinity, or text that is not a decimal number.');
export const InvalidRating = define('invalid-rating', 'A rating outside 0…max, or a maximum below 1.');
export const IcuFailure = define('icu-failure', "ICU itself failed where it should not have; the message carries ICU's status name.");
export const UnknownKey = define('unknown-key', 'A catalog key no catalog in the fallback chain (nor the source en) has.');
export const MissingArgument = define('missing-argument', 'A message needs an argument the caller did not give.');
export const UnknownArgument = define('unknown-argument', "An argument the message's source (en) does not declare.");
export const InvalidArgumentType = define('invalid-argument-type', 'An argument of the wrong kind (a string where a plural needs a number…).');
export const InvalidCatalog = define('invalid-catalog', 'A catalog (file, directory or message) that does not load or validate.');
export const InvalidManifest = define('invalid-manifest', 'Rotor manifest input that is not the expected JSON.');
export const InvalidDuration = define('invalid-duration', 'A duration that is negative, not finite, or in no form Spoken reads.');
export const InvalidInterval = define('invalid-interval', 'A date interval whose end comes before its start.');
export const UnreadableCatalog = define('unreadable-catalog', 'A catalog path that cannot be read (missing, permission denied, not a regular file), with the reason.');
export const InvalidRange = define('invalid-range', 'A range of measures whose low end is above its high end.');
// The request-level codes of `render`:
export const MalformedJson = define('malformed-json', 'The request line is not JSON.');
export const InvalidUtf8 = define('invalid-utf8', 'The request line is not UTF-8 (from JavaScript: a string with a lone surrogate).');
export const LineTooLong = define('line-too-long', "The request line is longer than the coprocess's limit (1 MiB by default).");
export const NestingTooDeep = define('nesting-too-deep', 'Objects or arrays nested deeper than the limit (32 levels).');
export const InvalidRequest = define('invalid-request', 'A request that is not a JSON object (from JavaScript: not a plain object, or not serialisable).');
export const UnknownOp = define('unknown-op', 'An op Spoken does not have.');
export const UnsupportedOp = define('unsupported-op', 'An op Spoken has, but this build cannot render.');
export const MissingField = define('missing-field', 'A required field of the op is absent.');
export const InvalidField = define('invalid-field', 'A field of the wrong JSON type, or given twice.');
export const UnknownField = define('unknown-field', 'A field the op does not take (a typo is never ignored silently).');

/** Every stable code this client has a class for. */
export const CODES = Object.freeze([...BY_CODE.keys()]);

/** The class of a stable code; SpokenError itself for a code this client does not know. */
export function errorClass(code) {
  return BY_CODE.get(code) ?? SpokenError;
}

/** The error for a response's `error` member. */
export function errorFromResponse(error, request, index = null) {
  if (error !== null && typeof error === 'object' && typeof error.code === 'string') {
    const message = typeof error.message === 'string' ? error.message : error.code;
    return new (errorClass(error.code))(message, { code: error.code, request, index });
  }
  return new SpokenProcessError(`Malformed error response from spoken render: ${JSON.stringify(error)}`, {
    request,
    index,
  });
}
