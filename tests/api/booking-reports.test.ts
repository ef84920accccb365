// Issue 20, the last list-level calls of api-calls 7.4: report/{templateId} (GET with a query, POST
// with a body and ticked bookings; JSON, CSV, PDF), templates/{templateId}/occupancy and POST
// templates/{templateId} (the document templates for many bookings in one PDF). Which bookings each
// report holds, the money per currency, the office's only, bad input named.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_RESORT_ID } from '../../upstream/db/seed/demo-ids';
import { daysFromNow } from '../helpers/dates';
import { readPdf } from '../helpers/pdf-read';
import { apiFile } from '../helpers/api-file';

type TJson = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const t = apiFile({ users: ['agency'] });
/** Far ahead, where neither the demo data nor other tests book: A arrives on day D and leaves on
 *  D+4 (confirmed, 6000 open), B stays D+2..D+10 (an offer), C arrived on D+1 and was cancelled. */
const D = 700;
const d = (n: number) => daysFromNow(D + n);
let A: TJson; let B: TJson; let C: TJson;
const numberOf = (b: TJson) => b.bookingNo ?? b.reservationNo ?? b.offerNo;

async function call(method: string, path: string, body?: unknown, status = 200, token = t.admin): Promise<TJson> {
  const res = await t.api.call(method, path, { token, body });
  expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBe(status);
  return (await res.json()) as TJson;
}
const get = (path: string, token = t.admin) => t.api.app.request(path, { headers: { authorization: `Bearer ${token}` } });
let n = 0;
async function booking(from: number, to: number, title: string): Promise<TJson> {
  const room = (await call('POST', '/api/rooms', { name: `Report room ${++n}`, type: 'Room', resort: DEMO_RESORT_ID, availableBeds: 2 })).id;
  const b = await call('POST', '/api/bookings', { title, language: 'en', rooms: [{ room, dateFrom: d(from), dateTo: d(to), guests: [{ firstName: 'Kai', lastName: 'Sund', gender: 'm' }, { firstName: 'Lea', lastName: 'Sund', gender: 'f' }] }] }, 201);
  return b;
}
const detail = (b: TJson) => call('GET', `/api/bookings/${b.id}/detail`);

beforeAll(async () => {
  A = await booking(0, 4, 'Report Alpha');
  await call('POST', `/api/bookings/${A.id}/calculation`, { text: 'Transfer', unitPrice: 10000 });
  await call('POST', `/api/bookings/${A.id}/confirm`);
  await call('POST', `/api/bookings/${A.id}/payment`, { amount: 4000 });
  A = await detail(A);
  B = await booking(2, 10, 'Report Beta');
  B = await detail(B);
  C = await booking(1, 3, 'Report Gamma');
  await call('POST', `/api/bookings/${C.id}/cancell`, {});
  C = await detail(C);
}, 120_000);

const ids = (r: TJson) => r.rows.map((x: TJson) => x.id);

describe('report/{templateId}', () => {
  it('arrivals, departures, in house and open payments hold the bookings of their days, with money and totals per currency', async () => {
    expect(C.state).toBe('aborted');
    const arrivals = await call('GET', `/api/bookings/report/arrivals?from=${d(0)}&to=${d(3)}`);
    expect(arrivals).toMatchObject({ template: 'arrivals', from: d(0), to: d(3) });
    expect(ids(arrivals)).toEqual([A.id, B.id]);
    expect(arrivals.rows[0]).toEqual({
      id: A.id, number: A.bookingNo, state: 'confirmed', title: 'Report Alpha', asset: expect.any(String), agency: null,
      dateFrom: d(0), dateTo: d(4), pax: 2, currency: A.currency, total: A.total, paid: 4000, open: A.total - 4000,
    });
    expect(A.total).toBeGreaterThanOrEqual(10000);
    expect(arrivals.totals).toEqual([{ currency: A.currency, bookings: 2, pax: 4, total: A.total + B.total, paid: 4000, open: A.total + B.total - 4000 }]);
    expect(ids(await call('GET', `/api/bookings/report/departures?from=${d(4)}&to=${d(4)}`))).toEqual([A.id]);
    expect(ids(await call('GET', `/api/bookings/report/inhouse?from=${d(6)}&to=${d(6)}`))).toEqual([B.id]);
    expect(ids(await call('GET', `/api/bookings/report/inhouse?from=${d(3)}&to=${d(3)}`))).toEqual([A.id, B.id]);
    const open = await call('GET', `/api/bookings/report/openPayments?from=${d(0)}&to=${d(10)}`);
    expect(ids(open)).toEqual([A.id, ...(B.total > 0 ? [B.id] : [])]);
    expect(ids(await call('GET', `/api/bookings/report/bookings?from=${d(0)}&to=${d(3)}`))).toEqual([A.id, C.id, B.id]);
    expect(ids(await call('GET', `/api/bookings/report/bookings?from=${d(0)}&to=${d(3)}&state=aborted,draft`))).toEqual([C.id, B.id]);
    expect(ids(await call('GET', `/api/bookings/report/arrivals?from=${d(0)}&to=${d(3)}&resort=${crypto.randomUUID()}`))).toEqual([]);
  });

  it('POST takes the filter as a body and the ticked bookings, still within the filter', async () => {
    const r = await call('POST', '/api/bookings/report/bookings', { from: d(0), to: d(3), bookings: [B.id, C.id] });
    expect(ids(r)).toEqual([C.id, B.id]);
    expect(ids(await call('POST', '/api/bookings/report/bookings', { from: d(0), to: d(3), states: ['confirmed'] }))).toEqual([A.id]);
    expect(ids(await call('POST', '/api/bookings/report/arrivals', { from: d(5), to: d(9), bookings: [A.id] }))).toEqual([]);
    await call('POST', '/api/bookings/report/bookings', { from: d(0), to: d(3), states: ['gone'] }, 400);
    await call('POST', '/api/bookings/report/bookings', { from: d(0), extra: 1 }, 400);
  });

  it('answers CSV and PDF in the language asked for', async () => {
    const csv = await get(`/api/bookings/report/arrivals?from=${d(0)}&to=${d(3)}&format=csv&language=de`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toContain(`arrivals-${d(0)}-${d(3)}.csv`);
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trim().split('\n');
    expect(lines[0]).toBe('Nummer,Status,Titel,Resort/Schiff,Agentur,Anreise,Abreise,Pax,Währung,Gesamt,Bezahlt,Offen');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(A.bookingNo);
    expect(lines[1]).toContain(`,${A.total},4000,${A.total - 4000}`);
    const pdf = await get(`/api/bookings/report/arrivals?from=${d(0)}&to=${d(3)}&format=pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const read = await readPdf(new Uint8Array(await pdf.arrayBuffer()));
    expect(read.text).toContain('Arrivals');
    expect(read.text).toContain(A.bookingNo);
    expect(read.text).toContain('Report Beta');
    expect(read.text).toMatch(/Total/);
    const de = await readPdf(new Uint8Array(await (await get(`/api/bookings/report/inhouse?from=${d(30)}&to=${d(30)}&format=pdf&language=de`)).arrayBuffer()));
    expect(de.text).toContain('Gäste im Haus');
    expect(de.text).toContain('Keine Buchungen');
  });

  it('refuses bad ranges, unknown templates and states, and callers who are not the office', async () => {
    await call('GET', `/api/bookings/report/arrivals?from=${d(3)}&to=${d(0)}`, undefined, 400);
    await call('GET', `/api/bookings/report/arrivals?from=${d(0)}&to=${d(400)}`, undefined, 400);
    await call('GET', `/api/bookings/report/voucher?from=${d(0)}`, undefined, 400);
    await call('GET', `/api/bookings/report/arrivals?format=xml`, undefined, 400);
    expect(JSON.stringify(await call('GET', `/api/bookings/report/bookings?state=confirmed,nope`, undefined, 400))).toContain('nope');
    await call('GET', `/api/bookings/report/arrivals?from=${d(0)}&to=${d(3)}`, undefined, 403, t.token.agency);
    await call('POST', '/api/bookings/report/arrivals', { from: d(0) }, 403, t.token.agency);
    expect((await t.api.app.request(`/api/bookings/report/arrivals`)).status).toBe(401);
  });
});

describe('templates/{templateId} for many bookings', () => {
  it('POST prints the bookings named in one PDF, each on its own page, in their order', async () => {
    const res = await t.api.app.request('/api/bookings/templates/voucher', { method: 'POST', headers: { authorization: `Bearer ${t.admin}`, 'content-type': 'application/json' }, body: JSON.stringify({ bookings: [B.id, A.id] }) });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('x-booking-count')).toBe('2');
    const read = await readPdf(new Uint8Array(await res.arrayBuffer()));
    expect(read.pages).toBeGreaterThanOrEqual(2);
    expect(read.text.indexOf(numberOf(B))).toBeGreaterThanOrEqual(0);
    expect(read.text.indexOf(numberOf(B))).toBeLessThan(read.text.indexOf(A.bookingNo));
    const de = await t.api.app.request('/api/bookings/templates/confirmation', { method: 'POST', headers: { authorization: `Bearer ${t.admin}`, 'content-type': 'application/json' }, body: JSON.stringify({ bookings: [A.id], language: 'de' }) });
    expect((await readPdf(new Uint8Array(await de.arrayBuffer()))).text).toMatch(/Buchungsbestätigung|Bestätigung/);
  });

  it('refuses the invoice template, duplicates, bookings the caller cannot see and callers who are not the office', async () => {
    await call('POST', '/api/bookings/templates/invoice', { bookings: [A.id] }, 400);
    await call('POST', '/api/bookings/templates/voucher', { bookings: [A.id, A.id] }, 400);
    await call('POST', '/api/bookings/templates/voucher', { bookings: [] }, 400);
    await call('POST', '/api/bookings/templates/voucher', { bookings: [A.id, crypto.randomUUID()] }, 404);
    await call('POST', '/api/bookings/templates/voucher', { bookings: [A.id] }, 403, t.token.agency);
  });

  it('occupancy prints every booking holding rooms on a night of the days, nobody in house is a 404', async () => {
    const res = await get(`/api/bookings/templates/voucher/occupancy?from=${d(6)}&to=${d(7)}`);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('x-booking-count')).toBe('1');
    const text = (await readPdf(new Uint8Array(await res.arrayBuffer()))).text;
    expect(text).toContain(numberOf(B));
    expect(text).not.toContain(A.bookingNo);
    const both = await get(`/api/bookings/templates/confirmation/occupancy?from=${d(3)}&to=${d(3)}&language=de`);
    expect(both.headers.get('x-booking-count')).toBe('2');
    expect((await get(`/api/bookings/templates/voucher/occupancy?from=${d(40)}&to=${d(41)}`)).status).toBe(404);
    expect((await get(`/api/bookings/templates/voucher/occupancy?from=${d(3)}&to=${d(1)}`)).status).toBe(400);
    expect((await get(`/api/bookings/templates/invoice/occupancy?from=${d(3)}`)).status).toBe(400);
    expect((await get(`/api/bookings/templates/voucher/occupancy?from=${d(3)}`, t.token.agency)).status).toBe(403);
  });
});
