'use strict';
// spoken-bench's Node baseline (not part of any product; spoken-bench e2e runs it with `node`):
// what a Node backend writes to do what `spoken render` does for date requests. Reads JSON Lines
// {"id":…,"op":"date","instant":SECONDS,"locale":…,"timeZone":…,"style":"icu"|"spoken"} on
// standard input and writes {"id":…,"text":…,"locale":…} lines, with one Intl.DateTimeFormat per
// (locale, zone, style) in a Map: medium date + short time, or for "spoken" the full month name.
const fs = require('fs');
const { StringDecoder } = require('string_decoder');

const formatters = new Map();

function formatter(locale, timeZone, style) {
  const key = locale + '|' + timeZone + '|' + style;
  let format = formatters.get(key);
  if (format === undefined) {
    const options =
      style === 'spoken'
        ? { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone }
        : { dateStyle: 'medium', timeStyle: 'short', timeZone };
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

let out = [];
let status = 0;

function flush() {
  if (out.length > 0) {
    fs.writeSync(1, out.join(''));
    out = [];
  }
}

function answer(line) {
  if (line.length === 0) return;
  let request;
  try {
    request = JSON.parse(line);
    const format = formatter(request.locale ?? 'en-US', request.timeZone ?? 'UTC', request.style ?? 'icu');
    const text = format.format(request.instant * 1000);
    out.push(JSON.stringify({ id: request.id, text, locale: request.locale }) + '\n');
  } catch (error) {
    out.push(JSON.stringify({ id: request?.id ?? null, error: { code: String(error.name) } }) + '\n');
    status = 1;
  }
  if (out.length >= 4096) flush();
}

const decoder = new StringDecoder('utf8');
const chunk = Buffer.alloc(1 << 16);
let pending = '';
for (;;) {
  let n;
  try {
    n = fs.readSync(0, chunk, 0, chunk.length, null);
  } catch (error) {
    if (error.code === 'EAGAIN') continue;
    if (error.code === 'EOF') break;
    throw error;
  }
  if (n === 0) break;
  const lines = (pending + decoder.write(chunk.subarray(0, n))).split('\n');
  pending = lines.pop();
  for (const line of lines) answer(line);
}
answer(pending + decoder.end());
flush();
process.exitCode = status;
