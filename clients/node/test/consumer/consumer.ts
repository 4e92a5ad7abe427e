// A small TypeScript consumer of the packed package, type-checked with tsc --noEmit --strict.
// Each @ts-expect-error line must be an error: tsc fails if the types let it through.

import {
  Spoken,
  SpokenError,
  SpokenProcessError,
  UnknownUnit,
  ops,
  type Announcement,
  type Finding,
  type Markup,
  type MarkupSpan,
  type MoneyOptions,
  type Request,
  type Response,
  type RotorManifest,
} from 'spoken';

export async function main(): Promise<string[]> {
  const spoken = new Spoken({ locale: 'de', timeZone: 'Europe/Berlin', processes: 2, timeout: 5_000 });
  const out: string[] = [];
  const text: string = await spoken.measure(25, 'celsius', { width: 'short', maxFractionDigits: 1 });
  out.push(text);
  out.push(await spoken.money('42.50', 'USD', { style: 'icu', locale: 'en-US' }));
  out.push(await spoken.money(42n, 'EUR', { to: 90, compact: true }));
  out.push(await spoken.number(0.42, { style: 'percent', presentation: 'spoken' }));
  out.push(await spoken.date(new Date(), { dateStyle: 'full', timeStyle: 'none', style: 'spoken' }));
  out.push(await spoken.date('2026-11-29T12:50:00Z'));
  out.push(await spoken.label('Berlin', null, undefined, '25 °C'));
  out.push(await spoken.label('a', 'b', { style: 'or' }));
  out.push(await spoken.duration(4527, { units: ['hour', 'minute'], rounding: 'up' }));
  out.push(await spoken.measureRange(-5, '3.5', 'celsius', { presentation: 'icu' }));
  out.push(await spoken.measureRange(18n, 25n, 'celsius'));
  out.push(await spoken.duration('PT1H15M'));
  out.push(await spoken.relative(-5, 'minute', { numeric: 'always' }));
  out.push(await spoken.relative(new Date(), { now: new Date(), capitalization: 'sentence' }));
  out.push(await spoken.interval(0, 3600, { skeleton: 'jm' }));
  out.push(await spoken.rating(4.5, { max: 5, outOf: true }));
  const announcement: Announcement = await spoken.announce('newMessages', { count: 3 }, { locale: 'fr' });
  out.push(announcement.text, String(announcement.priority));
  out.push((await spoken.announce('cart.total', { price: { amount: '42.50', currency: 'USD' } })).text);
  const cell: Markup = await spoken.cell([{ text: 'Order 12' }], { markup: true, displayWidth: 'narrow' });
  out.push(cell.display, ...cell.spans.map((span) => `${span.start}-${span.end} ${span.kind}`));
  const eta: Markup = await spoken.announce('label.timeRemaining', { remaining: 4500 }, { markup: true });
  out.push(eta.ssml, String(eta.labelInName));
  // @ts-expect-error without markup a cell is its words, not a Markup
  const words: Markup = await spoken.cell([{ text: 'Order 12' }]);
  out.push(String(words));
  out.push((await spoken.rotor('headlines')).name);
  const manifest: RotorManifest = await spoken.rotorManifest([{ id: 'a1', headline: true }]);
  out.push(...manifest.rotors.flatMap((rotor) => rotor.ids));
  const findings: Finding[] = await spoken.check('56m remaining', { signal: new AbortController().signal });
  out.push(...findings.map((f) => `${f.offset} ${f.rule}: ${f.message}`));
  const options: MoneyOptions = { fractionDigits: 2, timeout: null };
  out.push(await spoken.money(1, 'JPY', options));

  const response: Response = await spoken.render({ id: 7, op: 'measure', value: 25, unit: 'celsius' });
  out.push(response.text, String(response.id));
  const requests: Request[] = [ops.measure(20, 'celsius', { locale: 'de' }), { op: 'rating', value: 3 }];
  for await (const result of spoken.renderMany(requests, { batchSize: 64 })) {
    if (result instanceof SpokenError) out.push(`${result.index}: ${result.code} ${result.message}`);
    else out.push(result.text);
  }
  try {
    await spoken.measure(1, 'celcius');
  } catch (error) {
    if (error instanceof UnknownUnit) out.push(error.code, JSON.stringify(error.request));
    if (error instanceof SpokenProcessError) out.push(String(error.exitCode), error.stderr);
  }
  await spoken.reload({ timeout: 1000 }).catch(() => undefined);
  const pids: number[] = spoken.pids;
  out.push(String(pids.length));
  // markup: true answers a Markup, typed, for every op with a visible form.
  const ago: Markup = await spoken.relative(-5, 'minute', { markup: true, displayWidth: 'narrow' });
  const spans: MarkupSpan[] = ago.spans;
  out.push(ago.display, ago.ssml, String(ago.labelInName), ...ago.inputLabels, ...spans.map((s) => s.kind));
  out.push((await spoken.relative(new Date(), { markup: true, now: 0 })).display);
  out.push((await spoken.money('42.50', 'CAD', { markup: true, displayWidth: 'narrow' })).display);
  out.push((await spoken.measureRange(18, 25, 'celsius', { markup: true })).display);
  out.push((await spoken.date(0, { markup: true, style: 'spoken' })).display);
  out.push((await spoken.interval(0, 3600, { markup: true })).display);
  out.push((await spoken.label('a', 'b', { markup: true })).display);
  out.push((await spoken.duration(4500, { markup: true })).spans[0]?.text ?? '');
  await spoken[Symbol.asyncDispose]();
  await spoken.close();

  // @ts-expect-error: a misspelt option
  await spoken.money('1', 'EUR', { locael: 'de' });
  // @ts-expect-error: a value outside the option's set
  await spoken.measure(1, 'celsius', { width: 'wide' });
  // @ts-expect-error: the currency is required
  await spoken.money('1');
  // @ts-expect-error: a date style is a word
  await spoken.date(0, { dateStyle: 3 });
  // @ts-expect-error: timeout is milliseconds or null
  await spoken.rating(1, { timeout: '1s' });
  // @ts-expect-error: a presentation is spoken or icu
  await spoken.measureRange(1, 2, 'celsius', { presentation: 'short' });
  // @ts-expect-error: the unit is required
  await spoken.measureRange(1, 2);
  // @ts-expect-error: without markup the result is the words, not a Markup
  const words: Markup = await spoken.relative(-5, 'minute');
  // @ts-expect-error: a rating has no visible form: no Markup
  const stars: Markup = await spoken.rating(4, { markup: true });
  // @ts-expect-error: a display width is short or narrow
  await spoken.duration(1, { markup: true, displayWidth: 'wide' });
  out.push(String(words), String(stars));
  // @ts-expect-error: no such op
  await spoken.measureRnage(1, 2, 'celsius');
  // @ts-expect-error: a constructor option misspelt
  new Spoken({ proceses: 2 });
  return out;
}
