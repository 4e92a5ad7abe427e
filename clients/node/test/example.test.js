// examples/server.js: a plain node:http server answering an order-list page's labels.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { Spoken } from '../index.js';
import { labelServer } from '../examples/server.js';
import { sampleOrders } from '../examples/order-cell.js';
import { BINARY, catalog, golden } from './helpers.js';

let client;
let server;
let base;
before(async () => {
  client = new Spoken({ binary: BINARY, processes: 2 });
  server = labelServer(client);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});
after(async () => {
  await new Promise((resolve) => server.close(resolve));
  await client.close();
});

test("the server answers a page's labels in the asked locale", async () => {
  const now = '2026-11-29T12:50:00Z';
  const response = await fetch(`${base}/orders/labels?locale=de&now=${now}`);
  assert.equal(response.status, 200);
  const body = await response.json();
  assert.equal(body.locale, 'de');
  assert.equal(body.labels.length, sampleOrders(new Date(now)).length);
  // Each part as ICU and the catalog say it (golden rows), joined with the locale's pause.
  const relative = golden('relative.tsv').find((r) => r.slice(0, 6).join() === 'value,de,auto,none,hour,-2')[6];
  const money = golden('money.tsv').find((r) => r.slice(0, 6).join('|') === 'money|de|spoken|standard|currency=USD|42.50')[7];
  const stars = catalog('de')['rating.starsOutOf'];
  assert.match(stars, /von # Sternen/);
  assert.ok(body.labels[0].startsWith(`Burger Barn, ${relative}, ${money}, `), body.labels[0]);
  assert.ok(body.labels[0].endsWith(', 5 von 5 Sternen'), body.labels[0]);
  // The order with no rating and no delivery time leaves those parts out.
  assert.equal(body.labels[1].split(', ').length, 4);
});

test('a bad locale is a 400 with Spoken\'s message; another path a 404', async () => {
  const bad = await fetch(`${base}/orders/labels?locale=xx-!!`);
  assert.equal(bad.status, 400);
  const body = await bad.json();
  assert.equal(body.error.code, 'invalid-locale');
  assert.equal((await fetch(`${base}/nope`)).status, 404);
});
