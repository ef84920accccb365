// Tour calls of api-calls 7.8 on PGlite: bookable tours, departures by date, the iCalendar file
// and the payments of a departure's bookings.
import { beforeAll, describe, expect, it } from 'vitest';
import { userWith } from './resources-fixtures';
import { FY, fy, fleet, post, type TFleet } from './schedules-fixtures';
import { apiFile } from '../helpers/api-file';

const t = apiFile();
let f: TFleet;
beforeAll(async () => {
  f = await fleet(t.api, t.admin, 'Tours');
});

const get = async (path: string, token = t.admin) => {
  const res = await t.api.call('GET', path, { token });
  return { res, status: res.status, body: res.headers.get('content-type')?.includes('json') ? await res.json() : await res.text() };
};
type TDep = { id: string; dateFrom: string; status: string; freeBeds: number; paxBooked: number };

/** The VEVENTs of an iCalendar text (lines unfolded) as property maps. */
function events(ics: string): Record<string, string>[] {
  const lines = ics.replace(/\r\n[ \t]/g, '').split(/\r\n/);
  const out: Record<string, string>[] = [];
  let cur: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') cur = {};
    else if (line === 'END:VEVENT') { out.push(cur!); cur = null; } else if (cur) {
      const i = line.indexOf(':');
      cur[line.slice(0, i)] = line.slice(i + 1);
    }
  }
  return out;
}

describe('GET /api/tours/booking', () => {
  it('lists active tours with their next open departures that have free beds', async () => {
    const { status, body } = await get(`/api/tours/booking?from=${fy('01-01')}`);
    expect(status).toBe(200);
    const tour = (body as { id: string; nights: number; vessel: { id: string }; departures: TDep[] }[]).find((t) => t.id === f.tour)!;
    expect(tour).toMatchObject({ nights: 7, vessel: { id: f.vessel, name: 'MY Tours' } });
    expect(tour.departures.map((d) => [d.id, d.freeBeds, d.paxBooked])).toEqual([[f.s1, 3, 3], [f.s2, 6, 0]]);
    const later = await get(`/api/tours/booking?from=${fy('03-05')}&departures=1`);
    const t2 = (later.body as { id: string; departures: TDep[] }[]).find((t) => t.id === f.tour)!;
    expect(t2.departures.map((d) => d.id)).toEqual([f.s2]);
  });

  it('an inactive tour is not offered', async () => {
    await post(t.api, t.admin, `/api/tours/${f.tour}`, { isActive: false });
    const { body } = await get(`/api/tours/booking?from=${fy('01-01')}`);
    expect((body as { id: string }[]).some((t) => t.id === f.tour)).toBe(false);
    await post(t.api, t.admin, `/api/tours/${f.tour}`, { isActive: true });
  });
});

describe('GET /api/tours/date/{from}/{to}', () => {
  it('answers the departures starting in the range, both days included, any status', async () => {
    const a = await get(`/api/tours/date/${fy('03-01')}/${fy('03-10')}?vessel=${f.vessel}`);
    expect(a.status).toBe(200);
    expect((a.body as TDep[]).map((d) => d.id)).toEqual([f.s1]);
    const b = await get(`/api/tours/date/${fy('03-04')}/${fy('04-01')}?tour=${f.tour}`);
    expect((b.body as TDep[]).map((d) => [d.id, d.status])).toEqual([[f.s1, 'open'], [f.s2, 'open'], [f.s3, 'cancelled']]);
    expect((await get(`/api/tours/date/${fy('03-05')}/${fy('03-10')}?vessel=${f.vessel}`)).body).toEqual([]);
  });

  it('rejects a backwards range and malformed dates with 400', async () => {
    expect((await get(`/api/tours/date/${fy('03-10')}/${fy('03-01')}`)).status).toBe(400);
    expect((await get(`/api/tours/date/${fy('13-01')}/${fy('03-01')}`)).status).toBe(400);
  });
});

describe('GET /api/tours/ics', () => {
  it('is an iCalendar file with one all-day event per departure', async () => {
    const { res, status, body } = await get(`/api/tours/ics?vessel=${f.vessel}&from=${fy('01-01')}&to=${fy('12-31')}`);
    expect(status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    const text = body as string;
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    expect(text).toContain('VERSION:2.0');
    const evs = events(text);
    expect(evs).toHaveLength(3);
    const first = evs.find((e) => e.UID.includes(f.s1))!;
    expect(first['DTSTART;VALUE=DATE']).toBe(`${FY}0304`);
    // DTEND is exclusive: the day after the disembark day.
    expect(first['DTEND;VALUE=DATE']).toBe(`${FY}0312`);
    expect(first.SUMMARY).toContain(`Tours Reefs 4 Mar ${FY}`);
    expect(first.SUMMARY).toContain('MY Tours');
    expect(evs.find((e) => e.UID.includes(f.s3))!.STATUS).toBe('CANCELLED');
    expect(evs.find((e) => e.UID.includes(f.s2))!.STATUS).toBe('CONFIRMED');
  });

  it('needs tours.read', async () => {
    expect((await get('/api/tours/ics', await userWith(t.api, ['schedules.read']))).status).toBe(403);
    expect((await t.api.call('GET', '/api/tours/ics')).status).toBe(401);
  });
});

describe('GET /api/tours/{tour}/{schedule}/payments', () => {
  it("lists the payments of the departure's bookings with the paid total per currency", async () => {
    await post(t.api, t.admin, '/api/payments', { reference: 'DEP-1', booking: f.booking1, amount: 50000, currency: 'EUR', status: 'paid', paidAt: `${fy('12-01', -1)}T10:00:00Z` });
    await post(t.api, t.admin, '/api/payments', { reference: 'DEP-2', booking: f.booking2, amount: 20000, currency: 'EUR', status: 'pending' });
    const other = await fleet(t.api, t.admin, 'Elsewhere');
    await post(t.api, t.admin, '/api/payments', { reference: 'OTHER', booking: other.booking1, amount: 99900, currency: 'EUR', status: 'paid' });
    const { status, body } = await get(`/api/tours/${f.tour}/${f.s1}/payments`);
    expect(status).toBe(200);
    const b = body as { data: { reference: string; bookingNumber: string; amount: number; paidAt: string | null }[]; totals: unknown[] };
    expect(b.data.map((p) => [p.reference, p.amount])).toEqual([['DEP-1', 50000], ['DEP-2', 20000]]);
    expect(b.data[0]).toMatchObject({ bookingNumber: f.booking1No, paidAt: `${fy('12-01', -1)}T10:00:00.000Z` });
    expect(b.totals).toEqual([{ currency: 'EUR', amount: 50000 }]);
    expect((await get(`/api/tours/${f.tour}/${f.s2}/payments`)).body).toEqual({ data: [], totals: [] });
  });

  it('404 when the departure is not of that tour or unknown; 403 without a payments scope', async () => {
    expect((await get(`/api/tours/${f.tour}/00000000-0000-4000-8000-000000000000/payments`)).status).toBe(404);
    const other = (await post(t.api, t.admin, '/api/tours', { name: 'Another', vessel: f.vessel })).id;
    expect((await get(`/api/tours/${other}/${f.s1}/payments`)).status).toBe(404);
    expect((await get(`/api/tours/${f.tour}/${f.s1}/payments`, await userWith(t.api, ['tours.read']))).status).toBe(403);
    expect((await get(`/api/tours/${f.tour}/${f.s1}/payments`, await userWith(t.api, ['tours.read', 'bookings.read']))).status).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('documents the tour, schedule and arrival calls', async () => {
    const doc = (await (await t.api.call('GET', '/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    for (const path of ['/api/tours/booking', '/api/tours/ics', '/api/tours/{tour}/{schedule}/payments', '/api/schedules/{id}/printList/{template}',
      '/api/schedules/copy/{from}/{to}', '/api/arrivaldeparture/date/{resort}/{from}/{to}']) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});
