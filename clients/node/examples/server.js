// A plain node:http server that answers an order-list page's labels (no framework):
//
//   node examples/server.js 8080
//   curl 'http://localhost:8080/orders/labels?locale=de'
//   {"locale":"de","labels":["Burger Barn, vor 2 Stunden, 42,50 US-Dollar, …", …]}
//
// One Spoken client (a pool of two `spoken render` coprocesses) serves every request; a bad
// locale is a 400 with Spoken's message; the client is closed when the server stops.

import { createServer } from 'node:http';

import { Spoken, SpokenError, SpokenProcessError } from 'spoken';

import { orderListLabels, sampleOrders } from './order-cell.js';

export function labelServer(spoken) {
  return createServer(async (request, response) => {
    const url = new URL(request.url, 'http://localhost');
    if (request.method !== 'GET' || url.pathname !== '/orders/labels') {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
      return;
    }
    const locale = url.searchParams.get('locale') ?? 'en-US';
    const now = new Date(url.searchParams.get('now') ?? Date.now());
    try {
      const labels = await orderListLabels(spoken, sampleOrders(now), { locale, now });
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ locale, labels }));
    } catch (error) {
      const status = error instanceof SpokenProcessError ? 503 : error instanceof SpokenError ? 400 : 500;
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ error: { code: error.code ?? 'internal', message: error.message } }));
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const spoken = new Spoken({ processes: 2 });
  const server = labelServer(spoken).listen(Number(process.argv[2] ?? 8080), () => {
    console.log(`Order labels on http://localhost:${server.address().port}/orders/labels?locale=de`);
  });
  const stop = () => server.close(() => spoken.close());
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
