// Time zones of the booking statistics (issue 35 item 3; docs/decisions/statistics.md "Time
// zones"): an asset in Kiritimati (UTC+14, no DST) and one in Los Angeles (DST) around midnight and
// the night summer time starts; the clock stopped at instants where the zones disagree.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFinanceReport } from '../../lib/contract/finance-report';
import { setClock, today } from '../../upstream/clock';
import { apiFile } from '../helpers/api-file';
import { addDays } from '../helpers/dates';

const t = apiFile();

async function ok<T = { id: string }>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await t.api.call(method, path, { token: t.admin, body });
  const text = await res.text();
  expect(res.status, `${method} ${path}: ${text}`).toBeLessThan(300);
  return JSON.parse(text) as T;
}
afterAll(() => setClock({ at: null }));

// Time zones (docs/decisions/statistics.md "Time zones"): stays count by the asset's own calendar
// days (dates without a zone); money moves by the ledger's day (the payment history's and the
// invoices': UTC); the default range ends on today in the named asset's zone, else the operator's.

/** The n-th Sunday (1-based) of a month, 'YYYY-MM-DD'. */
function nthSunday(year: number, month: number, n: number): string {
  const first = new Date(Date.UTC(year, month - 1, 1));
  return new Date(Date.UTC(year, month - 1, 1 + ((7 - first.getUTCDay()) % 7) + 7 * (n - 1))).toISOString().slice(0, 10);
}

describe('time zones: an asset in Kiritimati (UTC+14) and one in Los Angeles (DST) around midnight', () => {
  const next = Number(today().slice(0, 4)) + 1;
  const dstStart = nthSunday(next, 3, 2); // Los Angeles: 02:00 PST becomes 03:00 PDT
  let kiri: string; let la: string;

  beforeAll(async () => {
    kiri = (await ok('POST', '/api/resort', { name: 'Zone Kiritimati', timezone: 'Pacific/Kiritimati' })).id;
    la = (await ok('POST', '/api/resort', { name: 'Zone Los Angeles', timezone: 'America/Los_Angeles' })).id;
  });

  it('a stay counts on its arrival day and its nights on the asset\'s calendar days, whatever the zone', async () => {
    for (const [resort, day] of [[kiri, `${next}-01-01`], [la, dstStart]] as const) {
      const room = (await ok('POST', '/api/rooms', { name: 'Zone 1', type: 'Room', resort, availableBeds: 1 })).id;
      const b = await ok('POST', '/api/bookings', { title: 'Zoe Zone', resort, rooms: [{ room, dateFrom: addDays(day, -1), dateTo: addDays(day, 1), guests: [{ firstName: 'Zoe', lastName: 'Zone', gender: 'f' }] }] });
      await ok('POST', `/api/bookings/${b.id}/calculation`, { type: 'cost', text: 'Stay', unitPrice: 20_000 });
      await ok('POST', `/api/bookings/${b.id}/confirm?withoutPrice=1`, {});
      const q = `from=${addDays(day, -2)}&to=${addDays(day, 1)}&groupBy=day&assets=${resort}`;
      const st = await ok<{ rows: { period: string; bookings: number }[] }>('GET', `/api/bookings/statistics?${q}`);
      expect(st.rows.map((r) => r.bookings), `${resort} ${day}`).toEqual([0, 1, 0, 0]);
      const ut = await ok<{ rows: { booked: number }[] }>('GET', `/api/bookings/utilization?${q}`);
      expect(ut.rows.map((r) => r.booked), `${resort} ${day}`).toEqual([0, 1, 1, 0]);
    }
  });

  it('a payment counts on the payment history\'s day (UTC), in the finance report and incomeByMonth alike', async () => {
    const room = (await ok('POST', '/api/rooms', { name: 'Zone 2', type: 'Room', resort: la, availableBeds: 1 })).id;
    const b = await ok('POST', '/api/bookings', { title: 'Pay Zone', resort: la, rooms: [{ room, dateFrom: addDays(dstStart, 5), dateTo: addDays(dstStart, 7), guests: [{ firstName: 'Pay', lastName: 'Zone', gender: 'm' }] }] });
    await ok('POST', `/api/bookings/${b.id}/calculation`, { type: 'cost', text: 'Stay', unitPrice: 50_000 });
    await ok('POST', `/api/bookings/${b.id}/confirm?withoutPrice=1`, {});
    // 23:30 in Los Angeles on the day summer time starts (PDT, UTC-7) is 06:30 UTC the next day;
    // 00:30 on that day (still PST, UTC-8) is 08:30 UTC the same day.
    await ok('POST', `/api/bookings/${b.id}/payment`, { amount: 1_000, method: 'card', paidAt: `${dstStart}T23:30:00-07:00` });
    await ok('POST', `/api/bookings/${b.id}/payment`, { amount: 300, method: 'card', paidAt: `${dstStart}T00:30:00-08:00` });
    const q = `from=${addDays(dstStart, -1)}&to=${addDays(dstStart, 1)}&groupBy=day&assets=${la}`;
    const income = await ok<{ rows: { received: number }[] }>('GET', `/api/bookings/incomeByMonth?${q}`);
    const report = await ok<TFinanceReport>('GET', `/api/bookings/report/finance?${q}`);
    const history = [];
    for (const d of [addDays(dstStart, -1), dstStart, addDays(dstStart, 1)]) {
      const h = await ok<{ items: { amount: number; booking: { id: string } }[] }>('GET', `/api/payments/history?from=${d}&to=${d}`);
      history.push(h.items.filter((x) => x.booking.id === b.id).reduce((n, x) => n + x.amount, 0));
    }
    expect(history).toEqual([0, 300, 1_000]);
    expect(income.rows.map((r) => r.received)).toEqual(history);
    expect(report.rows.map((r) => r.received)).toEqual(history);
  });

  it('the default range ends on today in the named asset\'s zone (DST included), else the operator\'s', async () => {
    const to = async (assets?: string) => (await ok<{ to: string }>('GET', `/api/bookings/statistics${assets ? `?assets=${assets}` : ''}`)).to;
    try {
      const day = today();
      setClock({ at: new Date(`${day}T11:00:00Z`) }); // Kiritimati: 01:00 the next day
      expect(await to(kiri)).toBe(addDays(day, 1));
      expect(await to(`${kiri},${la}`)).toBe(day); // two assets: the operator's zone (Europe/Berlin in the demo: 12:00)
      setClock({ at: new Date(`${day}T05:00:00Z`) }); // Los Angeles: 21:00 or 22:00 the day before
      expect(await to(la)).toBe(addDays(day, -1));
      setClock({ at: new Date(`${day}T23:30:00Z`) }); // the operator's Berlin: 00:30 or 01:30 the next day
      expect(await to()).toBe(addDays(day, 1));
      // The night summer time starts in Los Angeles: 07:30 UTC is 00:30 PDT (it would be 23:30 the
      // day before in PST).
      setClock({ at: new Date(`${addDays(dstStart, 1)}T07:30:00Z`) });
      expect(await to(la)).toBe(addDays(dstStart, 1));
      setClock({ at: new Date(`${addDays(dstStart, 1)}T06:30:00Z`) });
      expect(await to(la)).toBe(dstStart);
      // The vessels' year: on New Year's Eve at 23:30 UTC it is already next year in Berlin.
      setClock({ at: new Date(`${next - 1}-12-31T23:30:00Z`) });
      expect((await ok<{ year: number }>('GET', '/api/bookings/statistics/byVesselYear')).year).toBe(next);
      setClock({ at: new Date(`${next - 1}-12-31T22:30:00Z`) }); // 23:30 in Berlin
      expect((await ok<{ year: number }>('GET', '/api/bookings/statistics/byVesselYear')).year).toBe(next - 1);
    } finally {
      setClock({ at: null });
    }
  });
});
