// The agency's printouts (issue 18, api-calls 7.10): GET /api/agencies/templates and
// GET /api/agencies/{agency}/print/{template}. Read back with pdf.js: the data sheet holds the
// agency's master data, the statement the agency's booking of the period with its money and the
// payment received; an agency user prints only their own agency, a customer nothing.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZAgencyPrintTemplateInfo } from '../../lib/contract/agency-print';
import { DEMO_AGENCY_ID } from '../../upstream/db/seed/demo-ids';
import { OTHER_AGENCY_ID, type TCaller } from '../attack/personas';
import { daysFromNow } from '../helpers/dates';
import { readPdf } from '../helpers/pdf-read';
import { apiFile } from '../helpers/api-file';

const t = apiFile({ personas: true });
const as = (c: TCaller, method: string, path: string, opts: { body?: unknown; headers?: Record<string, string> } = {}) =>
  t.api.call(method, path, { token: c.token ?? undefined, ...opts });
const pdfOf = async (res: Response) => {
  expect(res.status, res.status === 200 ? '' : await res.clone().text()).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  return readPdf(new Uint8Array(await res.arrayBuffer()));
};


describe('GET /api/agencies/templates', () => {
  it('names the data sheet and the statement in the caller\'s language; customers get 403', async () => {
    const en = (await (await as(t.who.admin, 'GET', '/api/agencies/templates', { headers: { 'accept-language': 'en' } })).json()) as unknown[];
    expect(en.map((x) => ZAgencyPrintTemplateInfo.parse(x))).toEqual([
      expect.objectContaining({ id: 'datasheet', name: 'Agency data sheet', period: false }),
      expect.objectContaining({ id: 'statement', name: 'Agency statement', period: true }),
    ]);
    const de = (await (await as(t.who.agency, 'GET', '/api/agencies/templates', { headers: { 'accept-language': 'de' } })).json()) as { name: string }[];
    expect(de.map((x) => x.name)).toEqual(['Agenturdatenblatt', 'Agenturabrechnung']);
    expect((await as(t.who.customer, 'GET', '/api/agencies/templates')).status).toBe(403);
    expect((await as(t.who.anonymous, 'GET', '/api/agencies/templates')).status).toBe(401);
  });
});

describe('GET /api/agencies/{agency}/print/{template}', () => {
  it('datasheet: the agency\'s master data and contact', async () => {
    await t.api.handle.db.execute(sql`UPDATE agencies SET contact_name = 'Petra Print', vat_id = 'DE123456789', city = 'Hamburg' WHERE id = ${DEMO_AGENCY_ID}`);
    const pdf = await pdfOf(await as(t.who.admin, 'GET', `/api/agencies/${DEMO_AGENCY_ID}/print/datasheet`, { headers: { 'accept-language': 'en' } }));
    expect(pdf.pages).toBe(1);
    expect(pdf.text).toContain('Agency data sheet');
    for (const s of ['Petra Print', 'DE123456789', 'Hamburg', 'Credit balance']) expect(pdf.text).toContain(s);
    // language=de overrides the caller's language
    expect((await pdfOf(await as(t.who.admin, 'GET', `/api/agencies/${DEMO_AGENCY_ID}/print/datasheet?language=de`))).text).toContain('Ansprechpartner');
  });

  it('statement: the agency\'s booking arriving in the period with gross, net, paid and open, and the payment', async () => {
    const room = ((await t.api.handle.db.execute(sql`SELECT r.id FROM rooms r WHERE r.resort IS NOT NULL ORDER BY r.name OFFSET 5 LIMIT 1`)) as unknown as { rows: { id: string }[] }).rows[0].id;
    const created = await as(t.who.agency, 'POST', '/api/bookings', { body: {
      rooms: [{ room, dateFrom: daysFromNow(150), dateTo: daysFromNow(153), guests: [{ gender: 'u' }] }],
    } });
    expect(created.status, await created.clone().text()).toBe(201);
    const booking = (await created.json()) as { id: string; bookingNo: string | null; reservationNo: string | null };
    expect((await as(t.who.admin, 'POST', `/api/bookings/${booking.id}/confirm`, { body: {} })).status).toBe(200);
    expect((await as(t.who.admin, 'POST', `/api/bookings/${booking.id}/payment`, { body: { amount: 4321, method: 'card' } })).status).toBe(200);
    const range = `from=${daysFromNow(-1)}&to=${daysFromNow(160)}`;
    const report = (await (await as(t.who.admin, 'GET', `/api/bookings/agency/payments/${DEMO_AGENCY_ID}?${range}`)).json()) as { statement: { booking: { id: string; bookingNo: string | null } }[] };
    const line = report.statement.find((r) => r.booking.id === booking.id);
    expect(line, 'the booking owes money, so the statement lists it').toBeTruthy();
    const pdf = await pdfOf(await as(t.who.agency, 'GET', `/api/agencies/${DEMO_AGENCY_ID}/print/statement?${range}&language=en`));
    expect(pdf.text).toContain('Agency statement');
    expect(pdf.text).toContain(line!.booking.bookingNo ?? '-');
    expect(pdf.text).toContain('€43.21');
    // Another period: not in it.
    const later = await pdfOf(await as(t.who.admin, 'GET', `/api/agencies/${DEMO_AGENCY_ID}/print/statement?from=${daysFromNow(200)}&to=${daysFromNow(210)}&language=en`));
    expect(later.text).toContain('No bookings in the period.');
    expect(later.text).not.toContain('€43.21');
  });

  it('an agency user prints only their own agency; bad template or period 400; customers 403', async () => {
    expect((await as(t.who.agency, 'GET', `/api/agencies/${OTHER_AGENCY_ID}/print/datasheet`)).status).toBe(404);
    expect((await as(t.who.otherAgency, 'GET', `/api/agencies/${DEMO_AGENCY_ID}/print/statement`)).status).toBe(404);
    expect((await as(t.who.otherAgency, 'GET', `/api/agencies/${OTHER_AGENCY_ID}/print/datasheet`)).status).toBe(200);
    expect((await as(t.who.customer, 'GET', `/api/agencies/${DEMO_AGENCY_ID}/print/datasheet`)).status).toBe(403);
    expect((await as(t.who.admin, 'GET', `/api/agencies/${DEMO_AGENCY_ID}/print/invoice`)).status).toBe(400);
    expect((await as(t.who.admin, 'GET', `/api/agencies/${DEMO_AGENCY_ID}/print/statement?from=${daysFromNow(5)}&to=${daysFromNow(1)}`)).status).toBe(400);
    expect((await as(t.who.admin, 'GET', `/api/agencies/${DEMO_AGENCY_ID}/print/statement?from=${daysFromNow(0)}&to=${daysFromNow(400)}`)).status).toBe(400);
    expect((await as(t.who.admin, 'GET', '/api/agencies/00000000-0000-4000-8000-000000000000/print/datasheet')).status).toBe(404);
  });
});
