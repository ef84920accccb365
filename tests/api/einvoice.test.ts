// E-invoice calls: GET /api/invoices/{id}/xrechnung and /facturx, and {no}/download?template=
// xrechnung|facturx, for an invoice and its credit note to an agency (XML valid against UBL 2.1,
// the Factur-X PDF read back with its factur-x.xml); 422 EINVOICE_INCOMPLETE in the error shape
// for a customer invoice and for missing company data; no access without the booking.
import { sql } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, demo } from '../helpers/dates';
import { validateAgainst } from '../helpers/xsd';
import { apiFile } from '../helpers/api-file';

const t = apiFile();
let room: string;
let customer: string;
let agency: string;
const COMPANY = {
  name: 'Tauchbasis Nord GmbH', street: 'Strandweg 1', zip: '18055', city: 'Rostock', country: 'DE', vatId: 'DE123456789',
  email: 'office@tauchbasis.example', phone: '+49 381 123456', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', accountHolder: 'Tauchbasis Nord GmbH',
};

beforeAll(async () => {
  const r = await t.api.handle.db.execute(sql`SELECT r.id FROM rooms r JOIN room_types t ON t.id = r.room_type WHERE t.name ILIKE '%standard%' AND r.resort IS NOT NULL ORDER BY r.name LIMIT 1`);
  room = (r as unknown as { rows: { id: string }[] }).rows[0].id;
  const c = await t.api.call('POST', '/api/customers', { token: t.admin, body: { fullName: 'Erika Mustermann', email: 'erika@example.com', address: { street: 'Hauptstraße 5', zip: '10115', city: 'Berlin', country: 'DE' } } });
  customer = ((await c.json()) as { id: string }).id;
  const a = await t.api.call('POST', '/api/agencies', { token: t.admin, body: { name: 'Blue Water Travel', street: 'Dock 1', zip: '20457', city: 'Hamburg', country: 'DE', email: 'billing@bluewater.example', vatId: 'DE987654321' } });
  expect(a.status, await a.clone().text()).toBe(200);
  agency = ((await a.json()) as { id: string }).id;
  expect((await t.api.call('POST', '/api/settings/group/company', { token: t.admin, body: COMPANY })).status).toBe(200);
});

let offset = 0;
async function invoiced(recipient: 'agency' | 'customer') {
  const from = addDays(demo('2027-09-01'), offset);
  offset += 3;
  const body = { customer, agency, language: 'de', rooms: [{ room, dateFrom: from, dateTo: addDays(from, 2), guests: [{ gender: 'u' }, { gender: 'u' }] }] };
  const b = await t.api.call('POST', '/api/bookings', { token: t.admin, body });
  expect(b.status, await b.clone().text()).toBe(201);
  const booking = (await b.json()) as { id: string };
  const i = await t.api.call('POST', `/api/bookings/${booking.id}/invoice`, { token: t.admin, body: { recipient } });
  expect(i.status, await i.clone().text()).toBe(201);
  return { booking: booking.id, ...((await i.json()) as { id: string; number: string; total: number; recipient: { vatId?: string } }) };
}

describe('e-invoices of agency invoices', () => {
  it('XRechnung XML of the invoice and of its credit note validate against UBL 2.1', async () => {
    const inv = await invoiced('agency');
    expect(inv.recipient.vatId).toBe('DE987654321');
    const res = await t.api.call('GET', `/api/invoices/${inv.id}/xrechnung`, { token: t.admin });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(res.headers.get('content-disposition')).toContain(`${inv.number}-xrechnung.xml`);
    const xml = await res.text();
    expect(await validateAgainst('ubl-invoice', xml)).toEqual([]);
    expect(xml).toContain(`<cbc:ID>${inv.number}</cbc:ID>`);
    expect(xml).toContain('<cbc:CompanyID>DE987654321</cbc:CompanyID>');
    // By number through download?template=.
    const dl = await t.api.call('GET', `/api/bookings/${inv.number}/download?template=xrechnung`, { token: t.admin });
    expect(dl.status).toBe(200);
    expect(await dl.text()).toBe(xml);

    const cn = await t.api.call('POST', `/api/invoices/${inv.id}/creditNote`, { token: t.admin, body: { reason: 'Umbuchung' } });
    expect(cn.status).toBe(201);
    const cnId = ((await cn.json()) as { id: string }).id;
    const cnXml = await (await t.api.call('GET', `/api/invoices/${cnId}/xrechnung`, { token: t.admin })).text();
    expect(await validateAgainst('ubl-credit-note', cnXml)).toEqual([]);
    expect(cnXml).toContain('<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>');
    expect(cnXml).toContain(`<cbc:ID>${inv.number}</cbc:ID>`);
  });

  it('Factur-X: a PDF that parses, with factur-x.xml inside (also via the booking\'s download)', async () => {
    const inv = await invoiced('agency');
    for (const url of [`/api/invoices/${inv.number}/facturx`, `/api/bookings/${inv.booking}/download?template=facturx`]) {
      const res = await t.api.call('GET', url, { token: t.admin });
      expect(res.status, await res.clone().text()).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      const doc = await getDocument({ data: new Uint8Array(await res.arrayBuffer()) }).promise;
      expect(doc.numPages).toBeGreaterThan(0);
      const xml = new TextDecoder().decode((await doc.getAttachmentContent('factur-x.xml'))!);
      expect(await validateAgainst('facturx-en16931', xml)).toEqual([]);
      expect(xml).toContain(inv.number);
      await doc.cleanup();
    }
  });

  it('422 EINVOICE_INCOMPLETE in the error shape: a customer invoice, and missing company data', async () => {
    const inv = await invoiced('customer');
    const res = await t.api.call('GET', `/api/invoices/${inv.id}/xrechnung`, { token: t.admin });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: string; message: string; statusCode: number; fields?: { path: string }[] };
    expect(body).toMatchObject({ message: 'EINVOICE_INCOMPLETE', statusCode: 422 });
    expect(body.fields?.map((f) => f.path)).toContain('recipient');

    const agencyInv = await invoiced('agency');
    expect((await t.api.call('POST', '/api/settings/group/company', { token: t.admin, body: { ...COMPANY, vatId: '', phone: '' } })).status).toBe(200);
    try {
      // The invoice keeps the company data of its issue: still fine. A new one lacks the VAT id.
      expect((await t.api.call('GET', `/api/invoices/${agencyInv.id}/facturx`, { token: t.admin })).status).toBe(200);
      const cn = await t.api.call('POST', `/api/invoices/${agencyInv.id}/creditNote`, { token: t.admin, body: { reason: 'Storno' } });
      const cnId = ((await cn.json()) as { id: string }).id;
      const bad = await t.api.call('GET', `/api/invoices/${cnId}/facturx`, { token: t.admin });
      expect(bad.status).toBe(422);
      const err = (await bad.json()) as { fields: { path: string }[]; description: string };
      expect(err.fields.map((f) => f.path)).toEqual(['company.vatId', 'company.phone']);
      expect(err.description).toMatch(/VAT id/);
    } finally {
      await t.api.call('POST', '/api/settings/group/company', { token: t.admin, body: COMPANY });
    }
  });

  it('needs a login and read access', async () => {
    const inv = await invoiced('agency');
    expect((await t.api.call('GET', `/api/invoices/${inv.id}/xrechnung`)).status).toBe(401);
    expect((await t.api.call('GET', '/api/invoices/00000000-0000-4000-8000-000000000000/facturx', { token: t.admin })).status).toBe(404);
  });
});
