// Issue 32, item 1 through the API: an ordinary booking has its e-invoice. A 7-night stay at 19 %
// inclusive (a net per night with more decimals than an amount may have) answers XRechnung and
// Factur-X on /api/invoices/{n}/… and on the booking's download?template=…, the nights' price
// stated per base quantity. What the e-invoice writer cannot express (a currency with three
// decimals) is 422 EINVOICE_INVALID in the error shape naming the field, never a 500.
import { sql } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { priceLists } from '../../upstream/db/schema';
import { addDays, demo } from '../helpers/dates';
import { apiFile } from '../helpers/api-file';

const t = apiFile();
let room: string;
let customer: string;
let agency: string;
const COMPANY = {
  name: 'Tauchbasis Nord GmbH', street: 'Strandweg 1', zip: '18055', city: 'Rostock', country: 'DE', vatId: 'DE123456789',
  email: 'office@tauchbasis.example', phone: '+49 381 123456', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', accountHolder: 'Tauchbasis Nord GmbH',
};
const call = async <T>(method: string, url: string, body?: unknown, status = 200): Promise<T> => {
  const res = await t.api.call(method, url, { token: t.admin, body });
  expect(res.status, `${method} ${url}: ${await res.clone().text()}`).toBe(status);
  return (await res.json()) as T;
};

beforeAll(async () => {
  const r = await t.api.handle.db.execute(sql`SELECT r.id FROM rooms r JOIN room_types t ON t.id = r.room_type WHERE t.name ILIKE '%standard%' AND r.resort IS NOT NULL ORDER BY r.name LIMIT 1`);
  room = (r as unknown as { rows: { id: string }[] }).rows[0].id;
  customer = (await call<{ id: string }>('POST', '/api/customers', { fullName: 'Erika Mustermann' })).id;
  agency = (await call<{ id: string }>('POST', '/api/agencies', { name: 'Blue Water Travel', street: 'Dock 1', zip: '20457', city: 'Hamburg', country: 'DE', email: 'billing@bluewater.example', vatId: 'DE987654321' })).id;
  await call('POST', '/api/settings/group/company', COMPANY);
  await call('POST', '/api/settings/group/exchangeRates', { KWD: 0.33 });
  await t.api.handle.db.execute(sql`UPDATE specials SET status = 'inactive'`);
  // The price list's tax: 19 % inclusive (the seeded list's 74.00 a night: 7 nights 518.00, net 435.29).
  await t.api.handle.db.update(priceLists).set({ tax: { status: 'active', value: 19, name: 'MwSt.', inclusive: true } } as never).where(sql`true`);
});

let week = 0;
async function sevenNights(currency?: string) {
  const from = addDays(demo('2027-06-01'), 8 * week++);
  const b = await call<{ id: string }>('POST', '/api/bookings', { customer, agency, language: 'de', rooms: [{ room, dateFrom: from, dateTo: addDays(from, 7), guests: [{ gender: 'u' }, { gender: 'u' }] }] }, 201);
  if (currency) await call('POST', `/api/bookings/${b.id}/currency/${currency}`);
  const inv = await call<{ id: string; number: string; lines: { quantity: number }[]; taxBreakdown: { rate: number }[] }>('POST', `/api/bookings/${b.id}/invoice`, { recipient: 'agency' }, 201);
  return { booking: b.id, ...inv };
}
const urls = (inv: { id: string; booking: string }) => [
  `/api/invoices/${inv.id}/xrechnung`, `/api/invoices/${inv.id}/facturx`,
  `/api/bookings/${inv.booking}/download?template=xrechnung`, `/api/bookings/${inv.booking}/download?template=facturx`,
];

describe('e-invoices of a 7-night stay at 19 % inclusive', () => {
  it('XRechnung and Factur-X answer 200, on the invoice and on the booking; the nights priced per 7', async () => {
    const inv = await sevenNights();
    expect(inv.taxBreakdown.map((t) => t.rate)).toContain(19);
    expect(inv.lines.some((l) => l.quantity === 7)).toBe(true);
    for (const url of urls(inv)) {
      const res = await t.api.call('GET', url, { token: t.admin });
      expect(res.status, `${url}: ${await res.clone().text()}`).toBe(200);
      const xml = url.includes('facturx')
        ? await (async () => {
          const doc = await getDocument({ data: new Uint8Array(await res.arrayBuffer()) }).promise;
          const text = new TextDecoder().decode((await doc.getAttachmentContent('factur-x.xml'))!);
          await doc.cleanup();
          return text;
        })()
        : await res.text();
      expect(xml, url).toMatch(/<(cbc:BaseQuantity|ram:BasisQuantity) unitCode="C62">7</);
    }
  });

  it('what the writer cannot express (KWD, three decimals) is 422 EINVOICE_INVALID in the error shape, on every route', async () => {
    const inv = await sevenNights('KWD');
    for (const url of urls(inv)) {
      const res = await t.api.call('GET', url, { token: t.admin });
      expect(res.status, url).toBe(422);
      const body = (await res.json()) as { error: string; message: string; statusCode: number; description: string; fields: { path: string; message: string }[] };
      expect(body, url).toMatchObject({ statusCode: 422, message: 'EINVOICE_INVALID' });
      expect(body.fields.map((f) => f.path).join(' '), url).toMatch(/Amount/);
      expect(body.description, url).toMatch(/rejected/);
    }
  });
});
