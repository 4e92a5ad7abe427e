// In a fresh project that installed the packed package: the order-list cell in the 15 shipped
// languages, one line each ("LOCALE<TAB>LABEL").
import { Spoken } from 'spoken';

import { orderCell, sampleOrders } from './order-cell.js';

const LOCALES = ['en', 'zh-Hans', 'zh-Hant', 'ja', 'ko', 'de', 'fr', 'es', 'pt-BR', 'ru', 'ar', 'he', 'hi', 'pl', 'cs'];
const now = new Date('2026-11-29T12:50:00Z');
const [order] = sampleOrders(now);
const spoken = new Spoken();
for (const locale of LOCALES) console.log(`${locale}\t${await orderCell(spoken, order, { locale, now })}`);
await spoken.close();
