// The order-list cell recipe: one VoiceOver label per order, from the values an order has,
// each spoken as ICU says it in the locale, then joined as the locale joins a cell's parts.
//
//   Burger Barn, 2 hours ago, 42.50 US dollars, 1 hour, 30 minutes, 5 out of 5 stars
//
// The values go out together (the client writes every call made in one tick as one batch);
// the label is a second round. Optional parts (an order with no rating yet) are left out.

import { Spoken } from 'spoken';

/**
 * The label of one order.
 * @param {Spoken} spoken
 * @param {{restaurant: string, placedAt: Date, total: {amount: string, currency: string},
 *          etaSeconds?: number|null, stars?: number|null}} order
 * @param {{locale: string, now: Date}} context
 */
export async function orderCell(spoken, order, { locale, now }) {
  const parts = await Promise.all([
    order.restaurant,
    spoken.relative(order.placedAt, { now, locale }),
    spoken.money(order.total.amount, order.total.currency, { locale }),
    order.etaSeconds == null ? null : spoken.duration(order.etaSeconds, { maxUnits: 2, locale }),
    order.stars == null ? null : spoken.rating(order.stars, { outOf: true, locale }),
  ]);
  return spoken.label(...parts, { locale });
}

/** The labels of a page of orders, in order. */
export function orderListLabels(spoken, orders, context) {
  return Promise.all(orders.map((order) => orderCell(spoken, order, context)));
}

/** A page of orders, as a backend would load it (seen from `now`). */
export function sampleOrders(now) {
  const ago = (minutes) => new Date(now.getTime() - minutes * 60_000);
  return [
    { restaurant: 'Burger Barn', placedAt: ago(120), total: { amount: '42.50', currency: 'USD' }, etaSeconds: 5400, stars: 5 },
    { restaurant: 'Pho 99', placedAt: ago(26 * 60), total: { amount: '18.20', currency: 'USD' }, etaSeconds: null, stars: 4 },
    { restaurant: 'La Piazza', placedAt: ago(5), total: { amount: '7', currency: 'EUR' }, etaSeconds: 1500, stars: null },
  ];
}
